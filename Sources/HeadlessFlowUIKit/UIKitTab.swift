import HeadlessFlow

/// One tab as a ``UIKitSurface`` sets it on a `UITabBarController`: the navigation controller it
/// shows, and the `tabBarItem` to give that controller. A split's column, a page and a custom
/// container's item are set the same way (``UIKitSurface/setItems(_:of:kind:animated:)``), the
/// item's label giving the navigation controller's title.
public struct UIKitTab: Sendable, Hashable {
    /// What the tab bar shows for the tab: the navigation controller's `tabBarItem`.
    public var item: TabBarItem
    /// The navigation whose `UINavigationController` the tab shows.
    public var navigation: NavigationID

    /// Creates a tab showing `navigation` with `item`.
    public init(item: TabBarItem, navigation: NavigationID) {
        self.item = item
        self.navigation = navigation
    }
}
