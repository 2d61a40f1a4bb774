// Events as a person reads them: screens by title rather than by ID.

extension NavigationEvent.Change {
    /// This change in words, with each screen named by `name` (its title, say), quoted and escaped
    /// so a control character in a title is shown rather than sent to a terminal, or by its ID where
    /// `name` returns `nil`: `pushed "Item 2"`, `popped "Item 1"`,
    /// `presented "Comments", "Comment 7"` (followed by `as fullScreen` or `as sheet, not
    /// dismissable` for another style than a plain sheet), `dismissed "Comment 7"` (the top screen of
    /// the navigation dismissed), `selected tab 1 (was 0)`. What an
    /// entering screen or navigation holds follows it: `pushed "Menu" with tabs ["Items": "List"],
    /// selected 0`, `presented "A" presenting ["B" as fullScreen]`.
    ///
    /// Navigations are not named: their IDs differ between two runs that create new ones, while a
    /// reader, or a test comparing a dry run with the real run, cares about the screens.
    public func readableDescription(naming name: (ScreenID) -> String?) -> String {
        func list(_ screens: [ScreenID]) -> String {
            screens.map { name($0).map { "\($0.debugDescription)" } ?? "\($0)" }.joined(separator: ", ")
        }
        switch self {
        case .pushed(let screen): return "pushed \(screen.readable(naming: name))"
        case .popped(let screens): return "popped \(list(Array(screens)))"
        case .replaced(let old, let new):
            return
                "replaced \(list(old)) with \(new.map { $0.readable(naming: name) }.joined(separator: ", "))"
        case .presented(let content, let style):
            return "presented \(content.readable(naming: name))" + (style == .sheet ? "" : " as \(style)")
        case .dismissed(_, let top):
            return top.map { "dismissed \(list([$0]))" } ?? "dismissed an empty navigation"
        case .tabAdded(let tabBar, let index, let tab):
            return "added tab \(index) to \(list([tabBar])) showing \(tab.navigation.readable(naming: name))"
        case .tabRemoved(let tabBar, let index, _): return "removed tab \(index) from \(list([tabBar]))"
        case .tabSelected(let tabBar, let index, let previous):
            return "selected tab \(index.map(String.init) ?? "none") of \(list([tabBar]))"
                + " (was \(previous.map(String.init) ?? "none"))"
        case .tabItemChanged(let tabBar, let index, let item):
            return "changed tab \(index) of \(list([tabBar])) to \(item.title.debugDescription)"
        case .alertPresented(let alert):
            return "presented \(alert.readable)"
        case .alertDismissed(let title, let reason):
            return "dismissed alert \(title.debugDescription), \(reason)"
        }
    }
}

extension Alert {
    /// The alert with its message, actions and text field:
    /// `alert "Nice!" ("Item added!") [ok: "OK"]`.
    var readable: String {
        let actions = actions.map { "\($0.id): \($0)" }.joined(separator: ", ")
        let field = textField.map {
            ", \($0.isSecure ? "secure " : "")text field \($0.placeholder.debugDescription)"
        }
        return "\(self)" + (message.map { " (\($0.debugDescription))" } ?? "") + " [\(actions)]"
            + (field ?? "")
    }
}

extension NavigationEvent.ScreenContent {
    /// The screen's name and, for a tab bar that holds tabs, the tabs:
    /// `"Menu" with tabs ["Items": "List"; "Profile": "Me"], selected 0`.
    func readable(naming name: (ScreenID) -> String?) -> String {
        let screen = name(id).map { "\($0.debugDescription)" } ?? "\(id)"
        guard let tabBar, !tabBar.tabs.isEmpty else { return screen }
        let tabs = tabBar.tabs.map {
            "\($0.item.title.debugDescription): \($0.navigation.readable(naming: name))"
        }
        return
            "\(screen) with tabs [\(tabs.joined(separator: "; "))], selected \(tabBar.selectedIndex.map(String.init) ?? "none")"
    }
}

extension NavigationEvent.NavigationContent {
    /// The stack's screens and, if it presents one, `presenting [...]`.
    func readable(naming name: (ScreenID) -> String?) -> String {
        let stack = screens.map { $0.readable(naming: name) }.joined(separator: ", ")
        guard let presented else { return stack }
        let style = presented.style == .sheet ? "" : " as \(presented.style)"
        return "\(stack) presenting [\(presented.navigation.readable(naming: name))\(style)]"
    }
}

extension Navigation {
    /// Every screen in this navigation's tree: its stack, the tabs of the tab bars in it, and the
    /// navigations presented over them. A loop, not recursion.
    func screensInTree() -> [Screen] {
        var result: [Screen] = []
        visitTree { navigation in
            result.append(contentsOf: navigation.screens)
            return true
        }
        return result
    }
}
