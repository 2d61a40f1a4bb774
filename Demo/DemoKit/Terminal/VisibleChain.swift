import HeadlessFlow

/// What the terminal needs to know about the screen the user sees, read from the model's own
/// visible chain (`Navigation.visibleScreens`), so the demo can never disagree with the
/// lifecycle callbacks about what is on screen.
@MainActor
struct VisibleChain {
    /// The visible screens, outermost first.
    let screens: [Screen]

    init(window: Navigation) {
        screens = window.visibleScreens
    }

    /// The screen the user sees and interacts with.
    var visibleScreen: Screen? { screens.last }

    /// The navigation whose stack holds the visible screen.
    var innermostNavigation: Navigation? { screens.last?.navigation }

    /// The tab bar nearest the visible screen, if one is visible.
    var innermostTabBar: TabBar? {
        screens.reversed().lazy.compactMap { $0 as? TabBar }.first
    }

    /// The navigation on the user's path that shows an alert, if any: while it does, the user
    /// answers it before anything else.
    var alertNavigation: Navigation? {
        screens.lazy.compactMap(\.navigation).first { $0.alert != nil }
    }

    /// Whether the user's back gesture does something here: the visible screen handles it, its
    /// navigation can pop, or it can dismiss a modal.
    var canGoBack: Bool {
        guard let screen = visibleScreen else { return false }
        if screen is BackHandling { return true }
        guard let navigation = innermostNavigation else { return false }
        return navigation.canPop || navigation.presenting != nil
    }
}
