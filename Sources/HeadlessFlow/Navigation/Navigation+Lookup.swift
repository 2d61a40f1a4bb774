// Finding the live object an event or a renderer names by ID, anywhere in a tree.

extension Navigation {
    /// The navigation with `id` in this navigation's tree: this one, a tab's navigation of a tab
    /// bar in a stack, or a navigation presented over any of them. How a renderer that reports a
    /// user's gesture by ID finds the navigation to report it to.
    public func navigation(withID id: NavigationID) -> Navigation? {
        var pending: [Navigation] = [self]
        while let navigation = pending.popLast() {
            if navigation.id == id { return navigation }
            appendChildren(of: navigation, to: &pending)
        }
        return nil
    }

    /// The tab bar with `id` in this navigation's tree, in any stack of it.
    public func tabBar(withID id: ScreenID) -> TabBar? {
        var pending: [Navigation] = [self]
        while let navigation = pending.popLast() {
            for case let tabBar as TabBar in navigation.stack where tabBar.id == id { return tabBar }
            appendChildren(of: navigation, to: &pending)
        }
        return nil
    }

    /// The navigations one level below `navigation`: its tab bars' tabs and the one it presents.
    private func appendChildren(of navigation: Navigation, to pending: inout [Navigation]) {
        for case let tabBar as TabBar in navigation.stack {
            for tab in tabBar.tabs { pending.append(tab.navigation) }
        }
        if let presented = navigation.presentedStorage { pending.append(presented) }
    }
}
