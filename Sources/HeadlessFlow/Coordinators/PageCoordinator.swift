/// A coordinator whose screen is a ``PageContainer``: XCoordinator's `PageCoordinator`, with a
/// coordinator per page.
///
/// ```swift
/// final class OnboardingCoordinator: PageCoordinator {
///     let context: CoordinatorContext
///     let pages = PageContainer(options: PageOptions(loops: false), title: "Welcome")
///
///     init(navigation: Navigation) {
///         context = CoordinatorContext(navigation: navigation)
///     }
/// }
/// ```
@MainActor
public protocol PageCoordinator: ContainerCoordinator {
    /// The pages this coordinator moves to when it starts.
    var pages: PageContainer { get }
}

extension PageCoordinator {
    /// The ``pages``.
    public var container: ContainerScreen { pages }

    /// Adds a page for `coordinator` and starts it; as
    /// ``ContainerCoordinator/addItem(_:coordinator:)``.
    ///
    /// - Throws: as ``ContainerCoordinator/addItem(_:coordinator:)``.
    public func addPage(_ title: String, coordinator: some Coordinator) throws {
        try addItem(ItemLabel(title: title), coordinator: coordinator)
    }

    /// Turns to the next page; see ``PageContainer/next(animated:)``.
    ///
    /// - Throws: ``NavigationError/noPage(direction:container:)`` at the last page of pages that
    ///   do not loop.
    public func nextPage(animated: Bool = true) throws(NavigationError) {
        try pages.next(animated: animated)
    }

    /// Turns to the previous page; see ``PageContainer/previous(animated:)``.
    ///
    /// - Throws: ``NavigationError/noPage(direction:container:)`` at the first page of pages that
    ///   do not loop.
    public func previousPage(animated: Bool = true) throws(NavigationError) {
        try pages.previous(animated: animated)
    }
}
