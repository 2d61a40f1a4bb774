import HeadlessFlow

/// What UIKit holds, by ID: each navigation controller's stack, who presents whom in which style,
/// and each tab bar controller's tabs and selection.
///
/// Flat rather than a tree, so that the adapter's record of what it sent can keep the controllers
/// that have left the screen but that UIKit (and the glue) still hold until they are released: a
/// navigation dismissed and presented again in one update still has its stack. What is on screen
/// is what is reachable from ``root``.
struct UIKitScene: Equatable, Sendable {
    /// A presented navigation, as its presenter holds it.
    struct Presentation: Equatable, Sendable {
        var navigation: NavigationID
        var style: PresentationStyle
    }

    /// A tab bar controller's tabs and selection.
    struct TabBarState: Equatable, Sendable {
        var tabs: [UIKitTab]
        var selectedIndex: Int?
    }

    /// The navigation in the window.
    let root: NavigationID
    /// The stacks, root first; a navigation without an entry holds no screens.
    private(set) var stacks: [NavigationID: [ScreenID]] = [:]
    /// The navigation each presenter presents.
    private(set) var presentations: [NavigationID: Presentation] = [:]
    /// The tab bars.
    private(set) var tabBars: [ScreenID: TabBarState] = [:]

    /// UIKit before the first call: the root's navigation controller, with nothing in it.
    init(root: NavigationID) {
        self.root = root
    }

    /// What UIKit can show of `content`: all of it, except the navigations presented where UIKit
    /// cannot present.
    ///
    /// UIKit presents from the window's outermost controller that presents nothing, so each
    /// presented navigation (and the window) shows at most one presentation: the one on the path
    /// the user sees, by the rule of `Navigation/visibleScreens`. A navigation in a tab that is not
    /// selected, under a tab bar that is not on top, or under a navigation that presents already is
    /// not in the window; what it presents waits, in the model, until it is (a tab selected, a
    /// modal dismissed), and is presented then.
    init(showing content: NavigationEvent.NavigationContent) {
        self.init(root: content.id)
        add(content, onVisiblePath: true)
    }

    private mutating func add(_ navigation: NavigationEvent.NavigationContent, onVisiblePath: Bool) {
        stacks[navigation.id] = navigation.screens.map(\.id)
        let presented = onVisiblePath ? navigation.presented : nil
        if let presented {
            presentations[navigation.id] = Presentation(
                navigation: presented.navigation.id, style: presented.style)
            add(presented.navigation, onVisiblePath: true)
        }
        for (position, screen) in navigation.screens.enumerated() {
            guard let tabBar = screen.container else { continue }
            // Between the two events of a removed selected tab, the selection can point past the
            // tabs for a moment; UIKit is not asked to select what does not exist.
            let selected = tabBar.selectedIndex.flatMap { tabBar.items.indices.contains($0) ? $0 : nil }
            tabBars[screen.id] = TabBarState(
                tabs: tabBar.items.map { UIKitTab(item: $0.label, navigation: $0.navigation.id) },
                selectedIndex: selected)
            let isTop = position == navigation.screens.count - 1
            for (index, tab) in tabBar.items.enumerated() {
                add(
                    tab.navigation,
                    onVisiblePath: onVisiblePath && presented == nil && isTop && index == selected)
            }
        }
    }

    // MARK: - Reading

    /// The stack of `navigation`, root first.
    func stack(of navigation: NavigationID) -> [ScreenID] {
        stacks[navigation] ?? []
    }

    /// `navigation` and the navigations of the tabs of the tab bars in its stack, all the way
    /// down, outer first: what one presented controller (or the window) holds, up to the next
    /// presentation.
    func region(of navigation: NavigationID) -> [NavigationID] {
        // The record's controllers that left the screen may list each other in any order, so the
        // walk does not assume a tree.
        var region = [navigation]
        var seen: Set<NavigationID> = [navigation]
        var next = 0
        while next < region.count {
            for screen in stack(of: region[next]) {
                for tab in tabBars[screen]?.tabs ?? [] where seen.insert(tab.navigation).inserted {
                    region.append(tab.navigation)
                }
            }
            next += 1
        }
        return region
    }

    /// Every screen and navigation on screen: reachable from the root.
    func reachable() -> (screens: Set<ScreenID>, navigations: Set<NavigationID>) {
        var screens = Set<ScreenID>()
        var navigations: Set<NavigationID> = [root]
        var pending = [root]
        while let navigation = pending.popLast() {
            for screen in stack(of: navigation) {
                screens.insert(screen)
                for tab in tabBars[screen]?.tabs ?? [] where navigations.insert(tab.navigation).inserted {
                    pending.append(tab.navigation)
                }
            }
            if let presented = presentations[navigation], navigations.insert(presented.navigation).inserted {
                pending.append(presented.navigation)
            }
        }
        return (screens, navigations)
    }

    /// What is on screen, in the shape of `Navigation/content`.
    var content: NavigationEvent.NavigationContent {
        var seen = Set<NavigationID>()
        return content(of: root, seen: &seen)
    }

    private func content(
        of navigation: NavigationID, seen: inout Set<NavigationID>
    ) -> NavigationEvent.NavigationContent {
        seen.insert(navigation)
        var screens: [NavigationEvent.ScreenContent] = []
        for screen in stack(of: navigation) {
            guard let tabBar = tabBars[screen] else {
                screens.append(.screen(screen))
                continue
            }
            var tabs: [NavigationEvent.ItemContent] = []
            for tab in tabBar.tabs where !seen.contains(tab.navigation) {
                tabs.append(
                    NavigationEvent.ItemContent(
                        label: tab.item, navigation: content(of: tab.navigation, seen: &seen)))
            }
            screens.append(
                NavigationEvent.ScreenContent(
                    id: screen,
                    container: NavigationEvent.ContainerContent(
                        items: tabs, selectedIndex: tabBar.selectedIndex)))
        }
        var presented: NavigationEvent.PresentedContent?
        if let presentation = presentations[navigation], !seen.contains(presentation.navigation) {
            presented = NavigationEvent.PresentedContent(
                navigation: content(of: presentation.navigation, seen: &seen), style: presentation.style)
        }
        return NavigationEvent.NavigationContent(id: navigation, screens: screens, presented: presented)
    }

    // MARK: - Changing

    /// Applies `command` as UIKit does.
    mutating func apply(_ command: UIKitCommand) {
        switch command {
        case .setViewControllers(let screens, let navigation):
            stacks[navigation] = screens
        case .present(let navigation, let presenter, let style):
            presentations[presenter] = Presentation(navigation: navigation, style: style)
        case .dismiss(_, let presenter):
            dismissAll(from: presenter)
        case .setTabs(let tabs, let tabBar):
            tabBars[tabBar] = TabBarState(tabs: tabs, selectedIndex: selection(of: tabBar, after: tabs))
        case .selectTab(let index, let tabBar):
            tabBars[tabBar]?.selectedIndex = index
        }
    }

    /// The selection UIKit keeps when `tabBar` is given `tabs`: a new tab bar controller selects
    /// its first tab, and one that had a selection keeps the selected controller when it is still
    /// a tab. In any other case UIKit's documented fallback (the same index, else the first) is not
    /// trusted: `nil` with tabs left never equals a selection the model wants, so the adapter
    /// selects explicitly.
    private func selection(of tabBar: ScreenID, after tabs: [UIKitTab]) -> Int? {
        guard !tabs.isEmpty else { return nil }
        guard let old = tabBars[tabBar] else { return 0 }
        guard let selected = old.selectedIndex, old.tabs.indices.contains(selected) else { return nil }
        let navigation = old.tabs[selected].navigation
        return tabs.firstIndex { $0.navigation == navigation }
    }

    /// Takes the navigation `presenter` presents off the screen, with everything presented over it:
    /// UIKit's `dismiss` on a presenter.
    mutating func dismissAll(from presenter: NavigationID) {
        guard let presented = presentations.removeValue(forKey: presenter) else { return }
        for navigation in region(of: presented.navigation) {
            dismissAll(from: navigation)
        }
    }

    /// Records that the user popped `navigation` back to `screen` in UIKit.
    ///
    /// - Returns: Whether `screen` was in the stack below its top.
    mutating func popStack(of navigation: NavigationID, to screen: ScreenID) -> Bool {
        let screens = stack(of: navigation)
        guard let index = screens.firstIndex(of: screen), index < screens.count - 1 else { return false }
        stacks[navigation] = Array(screens[...index])
        return true
    }

    /// Drops every entry that is not on screen: the glue has released those controllers, so
    /// anything that comes back is new to UIKit.
    mutating func keepOnly(_ reachable: (screens: Set<ScreenID>, navigations: Set<NavigationID>)) {
        stacks = stacks.filter { reachable.navigations.contains($0.key) }
        presentations = presentations.filter { reachable.navigations.contains($0.key) }
        tabBars = tabBars.filter { reachable.screens.contains($0.key) }
    }
}
