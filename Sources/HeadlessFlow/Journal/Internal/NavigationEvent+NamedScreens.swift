// The screens a change names, for a journal entry's summary.

extension NavigationEvent.Change {
    /// The screens this change's ``readableDescription(naming:)`` names: what a journal entry
    /// keeps the titles of, to write its summary when it is read.
    func namedScreens() -> [ScreenID] {
        var found: [ScreenID] = []
        func add(_ screen: NavigationEvent.ScreenContent) {
            found.append(screen.id)
            for item in screen.container?.items ?? [] { add(item.navigation) }
        }
        func add(_ navigation: NavigationEvent.NavigationContent) {
            for screen in navigation.screens { add(screen) }
            if let presented = navigation.presented { add(presented.navigation) }
        }
        switch self {
        case .pushed(let screen): add(screen)
        case .popped(let screens): found.append(contentsOf: screens)
        case .replaced(let old, let new):
            found.append(contentsOf: old)
            for screen in new { add(screen) }
        case .presented(let content, _): add(content)
        case .itemAdded(let tabBar, _, let tab):
            found.append(tabBar)
            add(tab.navigation)
        case .itemRemoved(let container, _, _), .itemSelected(let container, _, _),
            .pageTurned(let container, _, _, _), .itemChanged(let container, _, _),
            .visibilityChanged(let container, _, _), .collapsed(let container), .expanded(let container):
            found.append(container)
        case .dismissed(_, let top):
            if let top { found.append(top) }
        case .alertPresented, .alertDismissed:
            // Named by their titles, which the change carries.
            break
        }
        return found
    }
}
