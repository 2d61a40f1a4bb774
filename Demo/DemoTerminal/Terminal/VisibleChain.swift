import DemoKit
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

    /// The split nearest the visible screen, if one is on the user's path.
    var innermostSplit: SplitContainer? {
        screens.reversed().lazy.compactMap { $0 as? SplitContainer }.first
    }

    /// The split whose focused column holds the visible screen (no modal covers it).
    var focusedSplit: SplitContainer? {
        guard let split = innermostSplit, let navigation = innermostNavigation,
            split.selectedNavigation === navigation
        else { return nil }
        return split
    }

    /// The screens that take the user's commands, the visible screen first: in an expanded split
    /// every visible column takes taps, as both columns do on an iPad, so the top screens of the
    /// other visible columns follow, in column order.
    var interactiveScreens: [Screen] {
        guard let screen = visibleScreen else { return [] }
        guard let split = focusedSplit, !split.isCollapsed else { return [screen] }
        var screens = [screen]
        for index in split.visibleIndices where index != split.selectedIndex {
            if let top = split.items[index].navigation.topScreen { screens.append(top) }
        }
        return screens
    }

    /// The column of the expanded split whose top screen is `screen`, as the split's header names
    /// it (`column 1 "Items"`); `nil` outside an expanded split.
    func columnName(of screen: Screen) -> String? {
        guard let split = focusedSplit, !split.isCollapsed,
            let index = split.items.firstIndex(where: { $0.navigation === screen.navigation })
        else { return nil }
        return "column \(index + 1) \"\(SafeText.visible(split.items[index].title))\""
    }

    /// What the user's back gesture acts on.
    enum BackTarget {
        /// The visible screen handles it itself.
        case screen(BackHandling)
        /// The split goes back: its focused column pops or, collapsed, the column before it gets
        /// the focus (`SplitContainer.userDidGoBack`).
        case split(SplitContainer)
        /// The navigation pops its top screen.
        case pop(Navigation)
        /// The navigation, presented, is dismissed.
        case dismiss(Navigation)
    }

    /// What the user's back gesture does here, if anything. In a split, from the list column's
    /// first screen it leaves the split, as the list's back button would; in an expanded split,
    /// the detail column's first screen has nowhere to go back to.
    var backTarget: BackTarget? {
        guard let screen = visibleScreen else { return nil }
        if let screen = screen as? BackHandling { return .screen(screen) }
        guard let navigation = innermostNavigation else { return nil }
        if let split = focusedSplit, let selected = split.selectedIndex {
            if navigation.canPop { return .split(split) }
            let earlier = split.items[..<selected].contains { !$0.navigation.screens.isEmpty }
            if split.isCollapsed && earlier { return .split(split) }
            guard !earlier, let outer = split.navigation else { return nil }
            return Self.target(leaving: outer)
        }
        return Self.target(leaving: navigation)
    }

    /// Whether the user's back gesture does something here.
    var canGoBack: Bool { backTarget != nil }

    private static func target(leaving navigation: Navigation) -> BackTarget? {
        if navigation.canPop { return .pop(navigation) }
        if navigation.presenting != nil { return .dismiss(navigation) }
        return nil
    }
}
