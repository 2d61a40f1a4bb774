// Finding the live object an event or a renderer names by ID, anywhere in a tree.

extension Navigation {
    /// The navigation with `id` in this navigation's tree: this one, a tab's navigation of a tab
    /// bar in a stack, or a navigation presented over any of them. How a renderer that reports a
    /// user's gesture by ID finds the navigation to report it to.
    public func navigation(withID id: NavigationID) -> Navigation? {
        var found: Navigation?
        visitTree { navigation in
            if navigation.id == id { found = navigation }
            return found == nil
        }
        return found
    }

    /// The tab bar with `id` in this navigation's tree, in any stack of it.
    public func tabBar(withID id: ScreenID) -> TabBar? {
        var found: TabBar?
        visitTree { navigation in
            for case let tabBar as TabBar in navigation.stack where tabBar.id == id { found = tabBar }
            return found == nil
        }
        return found
    }

    /// Calls `visit` with this navigation and every navigation under it (its tab bars' tabs, the
    /// one it presents, and theirs in turn) until `visit` returns `false`. A loop, not recursion,
    /// so a deep tree cannot overflow the stack.
    func visitTree(_ visit: (Navigation) -> Bool) {
        var pending: [Navigation] = [self]
        while let navigation = pending.popLast() {
            guard visit(navigation) else { return }
            for case let tabBar as TabBar in navigation.stack {
                for tab in tabBar.tabs { pending.append(tab.navigation) }
            }
            if let presented = navigation.presentedStorage { pending.append(presented) }
        }
    }
}
