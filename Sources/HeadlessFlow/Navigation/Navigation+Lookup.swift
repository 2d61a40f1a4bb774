// Finding the live object an event or a renderer names by ID, anywhere in a tree.

extension Navigation {
    /// The navigation with `id` in this navigation's tree: this one, an item's navigation of a
    /// container in a stack, or a navigation presented over any of them. How a renderer that reports a
    /// user's gesture by ID finds the navigation to report it to.
    public func navigation(withID id: NavigationID) -> Navigation? {
        var found: Navigation?
        visitTree { navigation in
            if navigation.id == id { found = navigation }
            return found == nil
        }
        return found
    }

    /// The container (tab bar, split, pages, or one of the app's own) with `id` in this
    /// navigation's tree, in any stack of it.
    public func container(withID id: ScreenID) -> ContainerScreen? {
        var found: ContainerScreen?
        visitTree { navigation in
            for case let container as ContainerScreen in navigation.stack where container.id == id {
                found = container
            }
            return found == nil
        }
        return found
    }

    /// The tab bar with `id` in this navigation's tree, in any stack of it.
    public func tabBar(withID id: ScreenID) -> TabBar? {
        container(withID: id) as? TabBar
    }

    /// Calls `visit` with this navigation and every navigation under it (its containers' items, the
    /// one it presents, and theirs in turn) until `visit` returns `false`. A loop, not recursion,
    /// so a deep tree cannot overflow the stack.
    func visitTree(_ visit: (Navigation) -> Bool) {
        var pending: [Navigation] = [self]
        while let navigation = pending.popLast() {
            guard visit(navigation) else { return }
            for case let container as ContainerScreen in navigation.stack {
                for item in container.items { pending.append(item.navigation) }
            }
            if let presented = navigation.presentedStorage { pending.append(presented) }
        }
    }
}
