import HeadlessFlow

extension Navigation {
    /// Every screen of this navigation's tree in reading order: each stack bottom to top, a tab
    /// bar's tabs after the tab bar, a presented navigation after the stack that presents it.
    func screensInReadingOrder() -> [Screen] {
        var result: [Screen] = []
        var pending: [Navigation] = [self]
        while let navigation = pending.popLast() {
            var next: [Navigation] = []
            for screen in navigation.screens {
                result.append(screen)
                if let tabBar = screen as? TabBar { next += tabBar.tabs.map(\.navigation) }
            }
            if let presented = navigation.presented { next.append(presented) }
            pending += next.reversed()
        }
        return result
    }

    /// The navigation a user is looking at: the last presented one, and inside it the selected tab
    /// of a tab bar on top, as deep as they go.
    var frontmostNavigation: Navigation {
        var navigation = self
        while true {
            if let presented = navigation.presented {
                navigation = presented
            } else if let tabBar = navigation.topScreen as? TabBar, let selected = tabBar.selectedNavigation {
                navigation = selected
            } else {
                return navigation
            }
        }
    }
}

/// A title and type a person can read for `screen`: `"Home"`, or the type name when untitled.
@MainActor
func readableName(of screen: Screen) -> String {
    screen.title.isEmpty ? "<\(type(of: screen))>" : screen.title
}
