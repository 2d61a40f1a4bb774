/// The headless `UISplitViewController` (column style) and `NavigationSplitView`: two or three
/// columns (primary, an optional supplementary, secondary), each an item with its own navigation.
///
/// In a regular width every column that is not hidden is on screen, side by side, and the
/// selected column has the focus (where a back swipe or a keyboard shortcut goes). In a compact
/// width the split is collapsed, and the columns merge into one stack, as UIKit and SwiftUI
/// merge them:
///
/// - **Collapsing** keeps the focused column on top: the stack the user sees is the primary's
///   screens, then the supplementary's, then the secondary's, up to the focused column (columns
///   with no screens add nothing). A split that showed a detail (``showDetail(_:animated:)``
///   focused the secondary) collapses to the list with the detail pushed on it; one that did not
///   collapses to the list.
/// - **In a collapsed split,** ``showDetail(_:animated:)`` reads as a push, and going back from a
///   column's first screen (``userDidGoBack(animated:)``) focuses the column before it, which
///   reads as a pop. The column keeps its screens, as UIKit keeps the secondary's view
///   controllers.
/// - **Expanding** gives each column its own screens back, all of them on screen again; the
///   focus stays where it was.
///
/// Renderers report the width with ``userDidCollapse(animated:)`` and ``userDidExpand(animated:)``
/// (a size-class change); the model announces ``NavigationEvent/Change/collapsed(container:)`` and
/// ``NavigationEvent/Change/expanded(container:)``.
@MainActor
open class SplitContainer: ContainerScreen {
    /// Creates an empty split; add its columns in order with
    /// ``ContainerScreen/addItem(_:navigation:)`` (or ``SplitCoordinator/addColumn(_:coordinator:)``).
    public init(title: String = "") {
        super.init(kind: .split, title: title)
    }

    /// The first column's navigation (the list, the sidebar).
    public var primary: Navigation? { items.first?.navigation }

    /// The middle column's navigation, in a three-column split.
    public var supplementary: Navigation? { items.count > 2 ? items[1].navigation : nil }

    /// The last column's navigation (the detail); `nil` until a second column is added.
    public var secondary: Navigation? { items.count > 1 ? items.last?.navigation : nil }

    /// The screens a collapsed split shows as one stack, bottom to top: each column's stack from
    /// the first up to the selected one. In a regular width, the same merge is what collapsing
    /// would show.
    public var collapsedStack: [Screen] {
        guard let selectedIndex else { return [] }
        return items[...selectedIndex].flatMap(\.navigation.screens)
    }

    /// Collapses (`true`) or expands the split, as the program's call.
    ///
    /// - Throws: a veto.
    public func setCollapsed(_ collapsed: Bool, animated: Bool = false) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            try setCollapsedNow(collapsed, animated: animated)
        }
    }

    /// Reports that the width became compact: the split collapses, with the cause
    /// ``NavigationEvent/Cause/userInteraction``.
    public func userDidCollapse(animated: Bool = false) throws(NavigationError) {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try setCollapsed(true, animated: animated)
        }
    }

    /// Reports that the width became regular: the split expands, with the cause
    /// ``NavigationEvent/Cause/userInteraction``.
    public func userDidExpand(animated: Bool = false) throws(NavigationError) {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try setCollapsed(false, animated: animated)
        }
    }

    /// Shows `screens` in the secondary column, replacing its stack, and focuses it: the list →
    /// detail pattern. In a collapsed split it reads as a push onto the list. One transaction:
    /// a ``NavigationEvent/Change/replaced(old:new:)`` of the secondary column, then (when the
    /// focus moves) an ``NavigationEvent/Change/itemSelected(container:index:previous:)``.
    ///
    /// - Throws: ``NavigationError/unsupportedByContainer(operation:container:kind:)`` when the
    ///   split has fewer than two columns, or what the replacement throws; nothing changes.
    public func showDetail(_ screens: [Screen], animated: Bool = false) throws(NavigationError) {
        guard let secondary, let index = items.indices.last else {
            throw .unsupportedByContainer(
                operation: "showing a detail with fewer than two columns", container: description,
                kind: kind.name)
        }
        try Navigation.transaction { () throws(NavigationError) in
            try secondary.setScreens(screens, animated: animated)
            try select(index, animated: animated)
        }
    }

    /// Goes back as the user sees it in a collapsed split: the focused column's top screen is
    /// popped when it has one below it; from a column's first screen, the column before it (with
    /// screens) is focused. In a regular width, the focused column pops.
    ///
    /// - Throws: ``NavigationError/cannotPopRoot(navigation:root:)`` from the first column's first
    ///   screen, or a veto; then nothing has changed.
    public func goBack(animated: Bool) throws(NavigationError) {
        guard let selectedIndex else {
            throw .unsupportedByContainer(
                operation: "going back with no columns", container: description, kind: kind.name)
        }
        let focused = items[selectedIndex].navigation
        guard !focused.canPop, let previous = columnBefore(focused) else {
            try focused.pop(animated: animated)
            return
        }
        try select(previous, animated: animated)
    }

    /// In a collapsed split, the index of the column (with screens) a back step from the first
    /// screen of `column`, the focused one, goes to; `nil` otherwise.
    func columnBefore(_ column: Navigation) -> Int? {
        guard isCollapsed, let selectedIndex, items[selectedIndex].navigation === column else { return nil }
        return items[..<selectedIndex].lastIndex { !$0.navigation.screens.isEmpty }
    }

    /// Reports a back swipe in the split (``goBack(animated:)``), with the cause
    /// ``NavigationEvent/Cause/userInteraction``; coordinators whose screens left finish.
    public func userDidGoBack(animated: Bool = true) throws(NavigationError) {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try goBack(animated: animated)
        }
    }
}
