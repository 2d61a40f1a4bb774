import HeadlessFlow

/// What UIKit holds, by ID: each navigation controller's stack, who presents whom in which style,
/// and each container controller's items, selection and hidden items (tab bar, split view, page
/// view and custom container controllers), with whether a split is collapsed.
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

    /// A container controller's items, selection and layout.
    struct ContainerState: Equatable, Sendable {
        /// The model's kind: which controller draws it.
        var kind: ContainerKind
        /// The items (tabs, columns, pages), in order.
        var tabs: [UIKitTab]
        var selectedIndex: Int?
        /// The hidden items (a split's hidden columns, a custom container's closed panes).
        var hidden: [Int] = []
        /// Whether the split is collapsed, as UIKit reported it: UIKit decides it from the size
        /// class, so no call sets it.
        var isCollapsed = false

        /// The items on screen, by the model's rule (`ContainerScreen/visibleIndices`).
        var visibleIndices: [Int] {
            switch kind {
            case .tabs, .pages: return selectedIndex.map { [$0] } ?? []
            case .split, .custom: if isCollapsed { return selectedIndex.map { [$0] } ?? [] }
            }
            return tabs.indices.filter { !hidden.contains($0) }
        }
    }

    /// The navigation in the window.
    let root: NavigationID
    /// The stacks, root first; a navigation without an entry holds no screens.
    private(set) var stacks: [NavigationID: [ScreenID]] = [:]
    /// The navigation each presenter presents.
    private(set) var presentations: [NavigationID: Presentation] = [:]
    /// The containers (tab bars, splits, pages, custom containers).
    private(set) var containers: [ScreenID: ContainerState] = [:]
    /// The direction each pages container last turned in the model, for the next
    /// ``UIKitCommand/selectItem(_:of:direction:)``; read from the target only.
    var pageDirections: [ScreenID: PageDirection] = [:]

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
    init(
        showing content: NavigationEvent.NavigationContent, pageDirections: [ScreenID: PageDirection] = [:]
    ) {
        self.init(root: content.id)
        self.pageDirections = pageDirections
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
            guard let container = screen.container else { continue }
            // Between the two events of a removed selected item, the selection can point past the
            // items for a moment; UIKit is not asked to select what does not exist.
            let selected = container.selectedIndex.flatMap { container.items.indices.contains($0) ? $0 : nil }
            let state = ContainerState(
                kind: container.kind,
                tabs: container.items.map { UIKitTab(item: $0.label, navigation: $0.navigation.id) },
                selectedIndex: selected, hidden: container.hidden.filter(container.items.indices.contains),
                isCollapsed: container.isCollapsed)
            containers[screen.id] = state
            let isTop = position == navigation.screens.count - 1
            let front = Self.frontIndex(
                of: state, presenting: container.items.map { $0.navigation.presented != nil })
            for (index, item) in container.items.enumerated() {
                add(
                    item.navigation,
                    onVisiblePath: onVisiblePath && presented == nil && isTop && index == front)
            }
        }
    }

    /// The item in front, whose presentation UIKit can show: the selected one, unless another
    /// item on screen presents (a split's other column), by the rule of
    /// `Navigation/visibleScreens`.
    static func frontIndex(of container: ContainerState, presenting: [Bool]) -> Int? {
        guard let selected = container.selectedIndex else { return nil }
        let visible = container.visibleIndices
        guard visible.count > 1 else { return selected }
        return visible.first { $0 != selected && presenting.indices.contains($0) && presenting[$0] }
            ?? selected
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
                for tab in containers[screen]?.tabs ?? [] where seen.insert(tab.navigation).inserted {
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
                for tab in containers[screen]?.tabs ?? [] where navigations.insert(tab.navigation).inserted {
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
            guard let tabBar = containers[screen] else {
                screens.append(.screen(screen))
                continue
            }
            // UIKit collapses a split on its own: what it shows is what it reported.
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
                        kind: tabBar.kind, items: tabs, selectedIndex: tabBar.selectedIndex,
                        hidden: tabBar.hidden, isCollapsed: tabBar.isCollapsed)))
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
            containers[tabBar] = ContainerState(
                kind: .tabs, tabs: tabs, selectedIndex: selection(of: tabBar, after: tabs))
        case .selectTab(let index, let tabBar):
            containers[tabBar]?.selectedIndex = index
        case .setItems(let items, let container, let kind):
            // The glue keeps the selected item's navigation selected when it is still an item,
            // shows every item, and keeps a split's collapse (UIKit's own).
            let old = containers[container]
            let selectedNavigation = old?.selectedIndex.flatMap {
                old?.tabs.indices.contains($0) == true ? old?.tabs[$0].navigation : nil
            }
            containers[container] = ContainerState(
                kind: kind, tabs: items,
                selectedIndex: selectedNavigation.flatMap { navigation in
                    items.firstIndex { $0.navigation == navigation }
                },
                isCollapsed: old?.kind == kind ? old?.isCollapsed ?? false : false)
        case .selectItem(let index, let container, _):
            // Showing a column shows it if it was hidden, as UIKit's `show(_:)` does.
            containers[container]?.selectedIndex = index
            containers[container]?.hidden.removeAll { $0 == index }
        case .setHiddenItems(let hidden, let container):
            containers[container]?.hidden = hidden
        }
    }

    /// Records that UIKit collapsed (`true`) or expanded the split `container`.
    mutating func setCollapsed(_ collapsed: Bool, of container: ScreenID) {
        containers[container]?.isCollapsed = collapsed
    }

    /// The selection UIKit keeps when `tabBar` is given `tabs`: a new tab bar controller selects
    /// its first tab, and one that had a selection keeps the selected controller when it is still
    /// a tab. In any other case UIKit's documented fallback (the same index, else the first) is not
    /// trusted: `nil` with tabs left never equals a selection the model wants, so the adapter
    /// selects explicitly.
    private func selection(of tabBar: ScreenID, after tabs: [UIKitTab]) -> Int? {
        guard !tabs.isEmpty else { return nil }
        guard let old = containers[tabBar] else { return 0 }
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
        containers = containers.filter { reachable.screens.contains($0.key) }
    }
}
