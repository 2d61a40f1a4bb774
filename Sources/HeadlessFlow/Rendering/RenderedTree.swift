/// What a renderer shows, rebuilt from ``NavigationEvent``s alone: the reference renderer.
///
/// It never reads the model. It starts from an empty app (or from a model's
/// ``Navigation/content``, for a renderer that attaches late) and applies every event the root
/// navigation announces; after each one, its ``content`` equals the model's
/// ``Navigation/content`` and its ``visibleScreens`` the model's ``Navigation/visibleScreens``.
/// The library's randomized tests hold it to that after every operation, so a renderer built on it
/// (or on the same rules, Docs/Renderers.md) cannot drift from the model.
///
/// ```swift
/// let window = Navigation()
/// var shown = RenderedTree(root: window.id)
/// let token = window.observeEvents { event in try? shown.apply(event) }
/// try window.push(Screen(title: "Home"), animated: false)
/// // shown.content == window.content
/// ```
///
/// An event that brings something in carries all of it (``NavigationEvent/ScreenContent``,
/// ``NavigationEvent/NavigationContent``); whatever leaves is forgotten, so nothing that happens
/// to it off screen can go stale here.
public struct RenderedTree: Sendable, Equatable {
    /// One shown navigation.
    private struct Node: Sendable, Equatable {
        var screens: [ScreenID]
        var presented: NavigationID?
        /// How this navigation is presented; `nil` for the root and tabs.
        var style: PresentationStyle?
        /// The alert shown over its top screen.
        var alert: Alert?
    }

    /// One shown tab bar.
    private struct TabBarNode: Sendable, Equatable {
        var items: [TabBarItem]
        var navigations: [NavigationID]
        var selectedIndex: Int?
    }

    /// The root navigation's ID.
    public let rootID: NavigationID
    private var nodes: [NavigationID: Node]
    private var tabBars: [ScreenID: TabBarNode]
    /// The hints of the screens that brought some (most bring none).
    private var hints: [ScreenID: NavigationEvent.ScreenHints] = [:]
    /// Which navigation's stack shows each screen.
    private var locations: [ScreenID: NavigationID]

    /// An empty app: the root navigation `root`, with nothing on its stack.
    public init(root: NavigationID) {
        rootID = root
        nodes = [root: Node(screens: [], presented: nil, style: nil)]
        tabBars = [:]
        locations = [:]
    }

    /// What a navigation shows now, for a renderer that starts after the app has: pass the root's
    /// ``Navigation/content``.
    public init(_ content: NavigationEvent.NavigationContent) {
        self.init(root: content.id)
        nodes = [:]
        // The content comes from one model, which shows nothing twice.
        try? ingest(content, style: nil, for: nil)
    }

    // MARK: - Reading what is shown

    /// The whole shown tree, in the shape of ``Navigation/content``.
    public var content: NavigationEvent.NavigationContent {
        content(of: rootID)
    }

    /// What the user sees, outermost first, by the rule of ``Navigation/visibleScreens``: the top
    /// screen of the innermost presented navigation and, when it is a tab bar, its selected tab's
    /// visible screens after it; a presented navigation covers everything below it.
    public var visibleScreens: [ScreenID] {
        var chain: [ScreenID] = []
        var current = rootID
        while let node = nodes[current] {
            if let presented = node.presented {
                chain.removeAll()
                current = presented
                continue
            }
            guard let top = node.screens.last else { break }
            chain.append(top)
            guard let tabBar = tabBars[top], let selected = tabBar.selectedIndex else { break }
            current = tabBar.navigations[selected]
        }
        return chain
    }

    /// The shown navigation with `id`, with everything it holds; `nil` if it is not shown.
    public func navigation(withID id: NavigationID) -> NavigationEvent.NavigationContent? {
        nodes[id] == nil ? nil : content(of: id)
    }

    /// The shown tab bar with `id`, with its tabs; `nil` if it is not shown.
    public func tabBar(withID id: ScreenID) -> NavigationEvent.TabBarContent? {
        tabBars[id] == nil ? nil : tabBarContent(of: id)
    }

    /// The style of the shown navigation `id` while it is presented; `nil` otherwise.
    public func presentationStyle(of id: NavigationID) -> PresentationStyle? {
        nodes[id]?.style
    }

    /// The alert the shown navigation `id` shows; `nil` if none (or the navigation is not shown).
    public func alert(of id: NavigationID) -> Alert? {
        nodes[id]?.alert
    }

    /// The navigation whose stack shows `screen`, if it is shown.
    public func navigation(showing screen: ScreenID) -> NavigationID? {
        locations[screen]
    }

    private func content(of id: NavigationID) -> NavigationEvent.NavigationContent {
        let node = nodes[id]!
        return NavigationEvent.NavigationContent(
            id: id, screens: node.screens.map(screenContent(of:)),
            presented: node.presented.map {
                NavigationEvent.PresentedContent(
                    navigation: content(of: $0), style: nodes[$0]!.style ?? .sheet)
            }, alert: node.alert)
    }

    private func screenContent(of id: ScreenID) -> NavigationEvent.ScreenContent {
        NavigationEvent.ScreenContent(
            id: id, tabBar: tabBars[id] == nil ? nil : tabBarContent(of: id), hints: hints[id])
    }

    private func tabBarContent(of id: ScreenID) -> NavigationEvent.TabBarContent {
        let tabBar = tabBars[id]!
        return NavigationEvent.TabBarContent(
            tabs: zip(tabBar.items, tabBar.navigations).map {
                NavigationEvent.TabContent(item: $0, navigation: content(of: $1))
            },
            selectedIndex: tabBar.selectedIndex)
    }

    // MARK: - Following events

    /// Applies `event`, as a renderer draws it.
    ///
    /// - Throws: ``RenderingError`` when the event does not fit what is shown (the renderer has
    ///   drifted from the model); the tree is left exactly as it was.
    public mutating func apply(_ event: NavigationEvent) throws(RenderingError) {
        // On a copy, so that an event refused halfway leaves this tree as it was.
        var next = self
        try next.applyInPlace(event)
        self = next
    }

    private mutating func applyInPlace(_ event: NavigationEvent) throws(RenderingError) {
        guard var node = nodes[event.navigation] else {
            throw .unknownNavigation(event.navigation, event: event)
        }
        switch event.change {
        case .pushed(let screen):
            node.screens.append(screen.id)
            nodes[event.navigation] = node
            try ingest(screen, in: event.navigation, for: event)
        case .popped(let popped):
            let popped = Array(popped)
            // All of them may go: a finishing flow takes away the screens it started an empty stack with.
            guard popped.count <= node.screens.count, Array(node.screens.suffix(popped.count)) == popped
            else {
                throw .stackMismatch(shown: node.screens, event: event)
            }
            node.screens.removeLast(popped.count)
            nodes[event.navigation] = node
            for screen in popped { forgetScreen(screen) }
        case .replaced(let old, let new):
            guard node.screens == old else { throw .stackMismatch(shown: node.screens, event: event) }
            // Kept screens come again with what they hold now: forget and take them in afresh.
            for screen in old { forgetScreen(screen) }
            node.screens = new.map(\.id)
            nodes[event.navigation] = node
            for screen in new { try ingest(screen, in: event.navigation, for: event) }
        case .presented(let presented, let style):
            guard node.presented == nil else {
                throw .presentationMismatch(shown: node.presented, event: event)
            }
            node.presented = presented.id
            nodes[event.navigation] = node
            try ingest(presented, style: style, for: event)
        case .dismissed(let dismissed, _):
            guard node.presented == dismissed else {
                throw .presentationMismatch(shown: node.presented, event: event)
            }
            node.presented = nil
            nodes[event.navigation] = node
            forgetNavigation(dismissed)
        case .tabAdded(let tabBarID, let index, let tab):
            var tabBar = try shownTabBar(tabBarID, for: event)
            guard (0...tabBar.navigations.count).contains(index) else {
                throw .tabMismatch(
                    tabCount: tabBar.navigations.count, selected: tabBar.selectedIndex, event: event)
            }
            tabBar.items.insert(tab.item, at: index)
            tabBar.navigations.insert(tab.navigation.id, at: index)
            tabBars[tabBarID] = tabBar
            try ingest(tab.navigation, style: nil, for: event)
        case .tabRemoved(let tabBarID, let index, let removed):
            var tabBar = try shownTabBar(tabBarID, for: event)
            guard tabBar.navigations.indices.contains(index), tabBar.navigations[index] == removed else {
                throw .tabMismatch(
                    tabCount: tabBar.navigations.count, selected: tabBar.selectedIndex, event: event)
            }
            tabBar.items.remove(at: index)
            tabBar.navigations.remove(at: index)
            tabBars[tabBarID] = tabBar
            forgetNavigation(removed)
        case .tabSelected(let tabBarID, let index, let previous):
            var tabBar = try shownTabBar(tabBarID, for: event)
            guard tabBar.selectedIndex == previous, index.map(tabBar.navigations.indices.contains) ?? true
            else {
                throw .tabMismatch(
                    tabCount: tabBar.navigations.count, selected: tabBar.selectedIndex, event: event)
            }
            tabBar.selectedIndex = index
            tabBars[tabBarID] = tabBar
        case .tabItemChanged(let tabBarID, let index, let item):
            var tabBar = try shownTabBar(tabBarID, for: event)
            guard tabBar.items.indices.contains(index) else {
                throw .tabMismatch(
                    tabCount: tabBar.navigations.count, selected: tabBar.selectedIndex, event: event)
            }
            tabBar.items[index] = item
            tabBars[tabBarID] = tabBar
        case .alertPresented(let alert):
            // A navigation presents either a navigation or an alert, over a screen.
            guard node.alert == nil, node.presented == nil, !node.screens.isEmpty else {
                throw .alertMismatch(shown: node.alert, event: event)
            }
            node.alert = alert
            nodes[event.navigation] = node
        case .alertDismissed(let title, _):
            guard let shown = node.alert, shown.title == title else {
                throw .alertMismatch(shown: node.alert, event: event)
            }
            node.alert = nil
            nodes[event.navigation] = node
        }
    }

    /// The tab bar `id`, which must be shown in the stack of the event's navigation (tab changes
    /// are announced by the navigation that holds the tab bar).
    private func shownTabBar(_ id: ScreenID, for event: NavigationEvent) throws(RenderingError) -> TabBarNode
    {
        guard locations[id] == event.navigation, let tabBar = tabBars[id] else {
            throw .unknownTabBar(id, event: event)
        }
        return tabBar
    }

    /// Takes in a screen that has just been placed in `navigation`'s stack, with what it holds.
    private mutating func ingest(
        _ screen: NavigationEvent.ScreenContent, in navigation: NavigationID, for event: NavigationEvent?
    ) throws(RenderingError) {
        if locations[screen.id] != nil, let event { throw .screenAlreadyShown(screen.id, event: event) }
        locations[screen.id] = navigation
        if let screenHints = screen.hints { hints[screen.id] = screenHints }
        guard let tabBar = screen.tabBar else { return }
        tabBars[screen.id] = TabBarNode(
            items: tabBar.tabs.map(\.item), navigations: tabBar.tabs.map(\.navigation.id),
            selectedIndex: tabBar.selectedIndex)
        for tab in tabBar.tabs { try ingest(tab.navigation, style: nil, for: event) }
    }

    /// Takes in a navigation that has just been presented (`style`) or added as a tab, with what it holds.
    private mutating func ingest(
        _ navigation: NavigationEvent.NavigationContent, style: PresentationStyle?,
        for event: NavigationEvent?
    ) throws(RenderingError) {
        if nodes[navigation.id] != nil, let event {
            throw .navigationAlreadyShown(navigation.id, event: event)
        }
        nodes[navigation.id] = Node(
            screens: navigation.screens.map(\.id), presented: navigation.presented?.navigation.id,
            style: style, alert: navigation.alert)
        for screen in navigation.screens { try ingest(screen, in: navigation.id, for: event) }
        if let presented = navigation.presented {
            try ingest(presented.navigation, style: presented.style, for: event)
        }
    }

    /// Forgets a screen that left, and everything it held.
    private mutating func forgetScreen(_ id: ScreenID) {
        locations[id] = nil
        hints[id] = nil
        guard let tabBar = tabBars.removeValue(forKey: id) else { return }
        for navigation in tabBar.navigations { forgetNavigation(navigation) }
    }

    /// Forgets a navigation that left, and everything it held.
    private mutating func forgetNavigation(_ id: NavigationID) {
        guard let node = nodes.removeValue(forKey: id) else { return }
        for screen in node.screens { forgetScreen(screen) }
        if let presented = node.presented { forgetNavigation(presented) }
    }
}
