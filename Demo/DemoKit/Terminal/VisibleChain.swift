import HeadlessFlow

/// What is on screen, outermost first: for each level, the navigation and its screen that the
/// user sees (the window's top screen, a tab bar's selected tab, a presented navigation's top).
///
/// Built from the public model only, as any renderer would.
@MainActor
struct VisibleChain {
    struct Level {
        let navigation: Navigation
        let screen: Screen
        /// Whether `navigation` is presented over the level before it.
        let isModal: Bool
    }

    let levels: [Level]

    init(window: Navigation) {
        var levels: [Level] = []
        var navigation = window
        var isModal = false
        while true {
            if let presented = navigation.presented {
                navigation = presented
                isModal = true
                continue
            }
            guard let top = navigation.topScreen else { break }
            levels.append(Level(navigation: navigation, screen: top, isModal: isModal))
            isModal = false
            guard let tabBar = top as? TabBar, let selected = tabBar.selectedNavigation else { break }
            navigation = selected
        }
        self.levels = levels
    }

    /// The screen the user sees and interacts with.
    var visibleScreen: Screen? { levels.last?.screen }

    /// The navigation whose stack holds the visible screen.
    var innermostNavigation: Navigation? { levels.last?.navigation }

    /// The tab bar nearest the visible screen, if any.
    var innermostTabBar: TabBar? {
        levels.reversed().lazy.compactMap { $0.screen as? TabBar }.first
    }
}
