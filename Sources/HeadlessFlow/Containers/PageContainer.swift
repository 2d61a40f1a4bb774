/// The headless `UIPageViewController` and page-style `TabView`: ordered pages, one on screen,
/// turned forward or back, optionally looping from the last page to the first.
///
/// Every move is announced as one
/// ``NavigationEvent/Change/pageTurned(container:index:previous:direction:)``, with the direction
/// the page turned (a renderer animates it that way), never as a tab selection.
@MainActor
open class PageContainer: ContainerScreen {
    /// How the pages turn.
    public var options: PageOptions {
        if case .pages(let options) = kind { return options }
        return PageOptions()
    }

    /// Creates an empty page container.
    public init(options: PageOptions = PageOptions(), title: String = "") {
        super.init(kind: .pages(options), title: title)
    }

    /// The index the page after the current one has, or `nil` at the last page of a container
    /// that does not loop (or with no pages).
    public var nextIndex: Int? { index(turning: .forward) }

    /// The index the page before the current one has, or `nil` at the first page of a container
    /// that does not loop (or with no pages).
    public var previousIndex: Int? { index(turning: .reverse) }

    /// Turns to the next page (from the last to the first when the pages loop).
    ///
    /// - Throws: ``NavigationError/noPage(direction:container:)`` at the last page of pages that do
    ///   not loop; then nothing has changed.
    public func next(animated: Bool = true) throws(NavigationError) {
        try turn(.forward, animated: animated)
    }

    /// Turns to the previous page (from the first to the last when the pages loop).
    ///
    /// - Throws: ``NavigationError/noPage(direction:container:)`` at the first page of pages that
    ///   do not loop; then nothing has changed.
    public func previous(animated: Bool = true) throws(NavigationError) {
        try turn(.reverse, animated: animated)
    }

    /// Reports that the user swiped a page in `direction`, with the cause
    /// ``NavigationEvent/Cause/userInteraction``.
    ///
    /// - Throws: as ``next(animated:)`` and ``previous(animated:)``.
    public func userDidTurnPage(_ direction: PageDirection, animated: Bool = true) throws(NavigationError) {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try turn(direction, animated: animated)
        }
    }

    private func turn(_ direction: PageDirection, animated: Bool) throws(NavigationError) {
        guard let target = index(turning: direction), target != selectedIndex else {
            throw .noPage(direction: direction, container: description)
        }
        try Navigation.vetoable { () throws(NavigationError) in
            try selectNow(target, direction: direction, animated: animated)
        }
    }

    private func index(turning direction: PageDirection) -> Int? {
        guard let selectedIndex, !items.isEmpty else { return nil }
        let step = direction == .forward ? 1 : -1
        let target = selectedIndex + step
        if items.indices.contains(target) { return target }
        return options.loops && items.count > 1 ? (target + items.count) % items.count : nil
    }
}
