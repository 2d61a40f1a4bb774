// Events as a person reads them: screens by title rather than by ID.

extension NavigationEvent.Change {
    /// This change in words, with each screen named by `name` (its title, say), quoted and escaped
    /// so a control character in a title is shown rather than sent to a terminal, or by its ID where
    /// `name` returns `nil`: `pushed "Item 2"`, `popped "Item 1"`,
    /// `presented "Comments", "Comment 7"` (followed by `as fullScreen` or `as sheet, not
    /// dismissable` for another style than a plain sheet), `selected tab 1 (was 0)`.
    ///
    /// Navigations are not named: their IDs differ between two runs that create new ones, while a
    /// reader, or a test comparing a dry run with the real run, cares about the screens.
    public func readableDescription(naming name: (ScreenID) -> String?) -> String {
        func list(_ screens: [ScreenID]) -> String {
            screens.map { name($0).map { "\($0.debugDescription)" } ?? "\($0)" }.joined(separator: ", ")
        }
        switch self {
        case .pushed(let screen): return "pushed \(list([screen]))"
        case .popped(let screens): return "popped \(list(Array(screens)))"
        case .replaced(let old, let new): return "replaced \(list(old)) with \(list(new))"
        case .presented(_, let screens, let style):
            return "presented \(list(screens))" + (style == .sheet ? "" : " as \(style)")
        case .dismissed: return "dismissed"
        case .tabAdded(let tabBar, let index, _, let screens):
            return "added tab \(index) to \(list([tabBar])) showing \(list(screens))"
        case .tabRemoved(let tabBar, let index, _): return "removed tab \(index) from \(list([tabBar]))"
        case .tabSelected(let tabBar, let index, let previous):
            return "selected tab \(index.map(String.init) ?? "none") of \(list([tabBar]))"
                + " (was \(previous.map(String.init) ?? "none"))"
        case .tabItemChanged(let tabBar, let index, let item):
            return "changed tab \(index) of \(list([tabBar])) to \(item.title.debugDescription)"
        }
    }
}

extension Navigation {
    /// Every screen in this navigation's tree: its stack, the tabs of the tab bars in it, and the
    /// navigations presented over them. A loop, not recursion.
    func screensInTree() -> [Screen] {
        var result: [Screen] = []
        var pending: [Navigation] = [self]
        while let navigation = pending.popLast() {
            for screen in navigation.screens {
                result.append(screen)
                if let tabBar = screen as? TabBar {
                    pending.append(contentsOf: tabBar.tabs.map(\.navigation))
                }
            }
            if let presented = navigation.presented { pending.append(presented) }
        }
        return result
    }
}
