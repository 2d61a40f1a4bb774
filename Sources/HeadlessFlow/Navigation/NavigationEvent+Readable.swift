// Events as a person reads them: screens by title rather than by ID.

extension NavigationEvent.Change {
    /// This change in words, with each screen named by `name` (its title, say), quoted and escaped
    /// so a control character in a title is shown rather than sent to a terminal, or by its ID where
    /// `name` returns `nil`: `pushed "Item 2"`, `popped "Item 1"`,
    /// `presented "Comments", "Comment 7"` (followed by `as fullScreen` or `as sheet, not
    /// dismissable` for another style than a plain sheet), `dismissed "Comment 7"` (the top screen of
    /// the navigation dismissed), `selected item 1 of "Menu" (was 0)`. What an
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
        case .itemAdded(let container, let index, let item):
            return
                "added item \(index) to \(list([container])) showing \(item.navigation.readable(naming: name))"
        case .itemRemoved(let container, let index, _):
            return "removed item \(index) from \(list([container]))"
        case .itemSelected(let container, let index, let previous):
            return "selected item \(index.map(String.init) ?? "none") of \(list([container]))"
                + " (was \(previous.map(String.init) ?? "none"))"
        case .pageTurned(let container, let index, let previous, let direction):
            return "turned \(list([container])) to page \(index), \(direction.rawValue)"
                + " (was \(previous.map(String.init) ?? "none"))"
        case .itemChanged(let container, let index, let label):
            return "changed item \(index) of \(list([container])) to \(label.title.debugDescription)"
        case .visibilityChanged(let container, let hidden, let previous):
            return "hid items \(hidden) of \(list([container])) (was \(previous))"
        case .collapsed(let container):
            return "collapsed \(list([container]))"
        case .expanded(let container):
            return "expanded \(list([container]))"
        case .alertPresented(let alert):
            return "presented \(alert.readable)"
        case .alertDismissed(let title, let reason):
            return "dismissed alert \(title.debugDescription), \(reason)"
        }
    }
}

extension AlertModel {
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
    /// The screen's name and, for a container that holds items, the items by kind:
    /// `"Menu" with tabs ["Items": "List"; "Profile": "Me"], selected 0`,
    /// `"Home" with columns ["Users": "List"; "Detail": ], selected 1, collapsed`.
    func readable(naming name: (ScreenID) -> String?) -> String {
        let screen = name(id).map { "\($0.debugDescription)" } ?? "\(id)"
        guard let container, !container.items.isEmpty else { return screen }
        let items = container.items.map {
            "\($0.label.title.debugDescription): \($0.navigation.readable(naming: name))"
        }
        let noun =
            switch container.kind {
            case .tabs: "tabs"
            case .pages: "pages"
            case .split: "columns"
            case .custom(let kind): "\(kind.debugDescription) items"
            }
        let hidden = container.hidden.isEmpty ? "" : ", hidden \(container.hidden)"
        return
            "\(screen) with \(noun) [\(items.joined(separator: "; "))], selected \(container.selectedIndex.map(String.init) ?? "none")"
            + hidden + (container.isCollapsed ? ", collapsed" : "")
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
    /// Every screen in this navigation's tree: its stack, the items of the containers in it, and the
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
