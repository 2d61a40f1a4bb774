/// The headless `UITabBarController`: a ``ContainerScreen`` of kind ``ContainerKind/tabs`` that
/// shows the selected tab's visible screen inside itself.
///
/// A tab bar is pushed like any screen (``TabBarCoordinator`` moves its tab bar onto its own
/// navigation). Selecting a tab delivers disappear callbacks to the old tab's visible screen and
/// appear callbacks to the new one's. Tab changes are announced as the container events of
/// ``ContainerScreen`` by the navigation that holds the tab bar.
@MainActor
open class TabBar: ContainerScreen {
    /// One tab: what the bar shows for it, and the navigation it shows when selected.
    public typealias Tab = ContainerScreen.Item

    /// The tabs, in bar order.
    public var tabs: [Tab] { items }

    /// Creates an empty tab bar.
    public init(title: String = "") {
        super.init(kind: .tabs, title: title)
    }

    /// Adds a tab showing `navigation` at the end of the bar. The first tab added is selected.
    ///
    /// - Throws: as ``ContainerScreen/addItem(_:navigation:)``.
    public func addTab(_ item: TabBarItem, navigation tabNavigation: Navigation) throws(NavigationError) {
        try addItem(item, navigation: tabNavigation)
    }

    /// Removes the tab at `index`; as ``ContainerScreen/removeItem(at:animated:)``.
    ///
    /// - Returns: The removed tab's navigation.
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``.
    @discardableResult
    public func removeTab(at index: Int, animated: Bool = false) throws(NavigationError) -> Navigation {
        try removeItem(at: index, animated: animated)
    }

    /// Reports that the user tapped the tab at `index`.
    ///
    /// A tap on the tab that is already selected is a repeat tap. By the iOS convention it takes
    /// that tab back to its first screen: the tab bar's ``TabBarCoordinator`` decides, in
    /// ``ContainerCoordinator/userDidReselectItem(at:animated:)`` (whose default pops the tab to its
    /// root), and a tab bar no coordinator moved to pops the tab with ``popTabToRoot(at:animated:)``.
    /// Either way the changes carry ``NavigationEvent/Cause/userInteraction``, and a repeat tap on a
    /// tab already at its first screen changes nothing. ``ContainerScreen/select(_:animated:)``,
    /// the program's call, does nothing for the selected tab.
    ///
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``, or what the repeat tap's
    ///   handling throws (a veto of the pop).
    public override func userDidSelect(_ index: Int, animated: Bool = false) throws(NavigationError) {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            guard index == selectedIndex else { return try select(index, animated: animated) }
            if let coordinator = owner as? any ContainerCoordinator, coordinator.container === self {
                try coordinator.userDidReselectItem(at: index, animated: animated)
            } else {
                try popTabToRoot(at: index, animated: animated)
            }
        }
    }

    /// Pops the stack of the tab at `index` back to its first screen; coordinators whose screens
    /// were popped finish, as after a back swipe. A tab already at its first screen, or with no
    /// screens, is left as it is, with no event.
    ///
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``, or a veto of the pop.
    public func popTabToRoot(at index: Int, animated: Bool) throws(NavigationError) {
        guard items.indices.contains(index) else {
            throw .itemIndexOutOfRange(index: index, count: items.count)
        }
        let tabNavigation = items[index].navigation
        guard tabNavigation.screens.count > 1 else { return }
        try tabNavigation.popToRoot(animated: animated)
    }

    /// Replaces the item (title, images, badge) of the tab at `index`; as
    /// ``ContainerScreen/setLabel(_:at:)``.
    ///
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``.
    public func setItem(_ item: TabBarItem, at index: Int) throws(NavigationError) {
        try setLabel(item, at: index)
    }
}
