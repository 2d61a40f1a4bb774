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
        /// How this navigation is presented; `nil` for the root and items.
        var style: PresentationStyle?
        /// The alert shown over its top screen.
        var alert: AlertModel?
    }

    /// One shown container.
    private struct ContainerNode: Sendable, Equatable {
        var kind: ContainerKind
        var labels: [ItemLabel]
        var navigations: [NavigationID]
        var selectedIndex: Int?
        var hidden: [Int]
        var isCollapsed: Bool

        /// The items on screen, by the rule of ``ContainerScreen/visibleIndices``.
        var visibleIndices: [Int] {
            switch kind {
            case .tabs, .pages: return selectedIndex.map { [$0] } ?? []
            case .split where isCollapsed: return selectedIndex.map { [$0] } ?? []
            case .split, .custom: return navigations.indices.filter { !hidden.contains($0) }
            }
        }
    }

    /// The root navigation's ID.
    public let rootID: NavigationID
    private var nodes: [NavigationID: Node]
    private var containers: [ScreenID: ContainerNode]
    /// The hints of the screens that brought some (most bring none).
    private var hints: [ScreenID: NavigationEvent.ScreenHints] = [:]
    /// Which navigation's stack shows each screen.
    private var locations: [ScreenID: NavigationID]

    /// An empty app: the root navigation `root`, with nothing on its stack.
    public init(root: NavigationID) {
        rootID = root
        nodes = [root: Node(screens: [], presented: nil, style: nil)]
        containers = [:]
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
    /// screen of the innermost presented navigation and, when it is a container, its visible
    /// items' screens after it (the item in front last); a presented navigation covers everything
    /// below it.
    public var visibleScreens: [ScreenID] {
        var chain: [ScreenID] = []
        appendVisible(rootID, to: &chain)
        return chain
    }

    private func appendVisible(_ id: NavigationID, to chain: inout [ScreenID]) {
        guard let node = nodes[id] else { return }
        if let presented = node.presented {
            chain.removeAll()
            appendVisible(presented, to: &chain)
            return
        }
        guard let top = node.screens.last else { return }
        chain.append(top)
        guard let container = containers[top], var selected = container.selectedIndex else { return }
        if case .split = container.kind, container.isCollapsed {
            // The top of the merged stack: columns with no screens add nothing.
            var index = selected
            while index > 0 && nodes[container.navigations[index]]?.screens.isEmpty != false { index -= 1 }
            if nodes[container.navigations[index]]?.screens.isEmpty == false { selected = index }
            return appendVisible(container.navigations[selected], to: &chain)
        }
        let visible = container.visibleIndices
        // The item in front: the selected one, unless another visible item presents.
        var front = selected
        if visible.count > 1 {
            for index in visible
            where index != selected && nodes[container.navigations[index]]?.presented != nil {
                front = index
                break
            }
            for index in visible where index != front {
                appendVisible(container.navigations[index], to: &chain)
            }
        }
        appendVisible(container.navigations[front], to: &chain)
    }

    /// The shown navigation with `id`, with everything it holds; `nil` if it is not shown.
    public func navigation(withID id: NavigationID) -> NavigationEvent.NavigationContent? {
        nodes[id] == nil ? nil : content(of: id)
    }

    /// The shown container with `id`, with its items; `nil` if it is not shown.
    public func container(withID id: ScreenID) -> NavigationEvent.ContainerContent? {
        containers[id] == nil ? nil : containerContent(of: id)
    }

    /// The style of the shown navigation `id` while it is presented; `nil` otherwise.
    public func presentationStyle(of id: NavigationID) -> PresentationStyle? {
        nodes[id]?.style
    }

    /// The alert the shown navigation `id` shows; `nil` if none (or the navigation is not shown).
    public func alert(of id: NavigationID) -> AlertModel? {
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
            id: id, container: containers[id] == nil ? nil : containerContent(of: id), hints: hints[id])
    }

    private func containerContent(of id: ScreenID) -> NavigationEvent.ContainerContent {
        let container = containers[id]!
        return NavigationEvent.ContainerContent(
            kind: container.kind,
            items: zip(container.labels, container.navigations).map {
                NavigationEvent.ItemContent(label: $0, navigation: content(of: $1))
            },
            selectedIndex: container.selectedIndex, hidden: container.hidden,
            isCollapsed: container.isCollapsed)
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
        case .itemAdded(let containerID, let index, let item):
            var container = try shownContainer(containerID, for: event)
            guard (0...container.navigations.count).contains(index) else {
                throw mismatch(container, event)
            }
            container.labels.insert(item.label, at: index)
            container.navigations.insert(item.navigation.id, at: index)
            container.hidden = container.hidden.map { $0 >= index ? $0 + 1 : $0 }
            containers[containerID] = container
            try ingest(item.navigation, style: nil, for: event)
        case .itemRemoved(let containerID, let index, let removed):
            var container = try shownContainer(containerID, for: event)
            guard container.navigations.indices.contains(index), container.navigations[index] == removed
            else {
                throw mismatch(container, event)
            }
            container.labels.remove(at: index)
            container.navigations.remove(at: index)
            container.hidden = container.hidden.compactMap { $0 == index ? nil : ($0 > index ? $0 - 1 : $0) }
            containers[containerID] = container
            forgetNavigation(removed)
        case .itemSelected(let containerID, let index, let previous):
            var container = try shownContainer(containerID, for: event)
            guard container.selectedIndex == previous,
                index.map(container.navigations.indices.contains) ?? true
            else {
                throw mismatch(container, event)
            }
            container.selectedIndex = index
            containers[containerID] = container
        case .pageTurned(let containerID, let index, let previous, _):
            var container = try shownContainer(containerID, for: event)
            guard case .pages = container.kind, container.selectedIndex == previous,
                container.navigations.indices.contains(index)
            else {
                throw mismatch(container, event)
            }
            container.selectedIndex = index
            containers[containerID] = container
        case .itemChanged(let containerID, let index, let label):
            var container = try shownContainer(containerID, for: event)
            guard container.labels.indices.contains(index) else {
                throw mismatch(container, event)
            }
            container.labels[index] = label
            containers[containerID] = container
        case .visibilityChanged(let containerID, let hidden, let previous):
            var container = try shownContainer(containerID, for: event)
            guard container.hidden == previous, hidden.allSatisfy(container.navigations.indices.contains)
            else {
                throw mismatch(container, event)
            }
            container.hidden = hidden
            containers[containerID] = container
        case .collapsed(let containerID), .expanded(let containerID):
            var container = try shownContainer(containerID, for: event)
            let collapses: Bool
            if case .collapsed = event.change { collapses = true } else { collapses = false }
            guard case .split = container.kind, container.isCollapsed != collapses else {
                throw mismatch(container, event)
            }
            container.isCollapsed = collapses
            containers[containerID] = container
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

    /// The container `id`, which must be shown in the stack of the event's navigation (container
    /// changes are announced by the navigation that holds the container).
    private func shownContainer(_ id: ScreenID, for event: NavigationEvent) throws(RenderingError)
        -> ContainerNode
    {
        guard locations[id] == event.navigation, let container = containers[id] else {
            throw .unknownContainer(id, event: event)
        }
        return container
    }

    private func mismatch(_ container: ContainerNode, _ event: NavigationEvent) -> RenderingError {
        .itemMismatch(itemCount: container.navigations.count, selected: container.selectedIndex, event: event)
    }

    /// Takes in a screen that has just been placed in `navigation`'s stack, with what it holds.
    private mutating func ingest(
        _ screen: NavigationEvent.ScreenContent, in navigation: NavigationID, for event: NavigationEvent?
    ) throws(RenderingError) {
        if locations[screen.id] != nil, let event { throw .screenAlreadyShown(screen.id, event: event) }
        locations[screen.id] = navigation
        if let screenHints = screen.hints { hints[screen.id] = screenHints }
        guard let container = screen.container else { return }
        containers[screen.id] = ContainerNode(
            kind: container.kind, labels: container.items.map(\.label),
            navigations: container.items.map(\.navigation.id), selectedIndex: container.selectedIndex,
            hidden: container.hidden, isCollapsed: container.isCollapsed)
        for item in container.items { try ingest(item.navigation, style: nil, for: event) }
    }

    /// Takes in a navigation that has just been presented (`style`) or added as an item, with what it holds.
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
        guard let container = containers.removeValue(forKey: id) else { return }
        for navigation in container.navigations { forgetNavigation(navigation) }
    }

    /// Forgets a navigation that left, and everything it held.
    private mutating func forgetNavigation(_ id: NavigationID) {
        guard let node = nodes.removeValue(forKey: id) else { return }
        for screen in node.screens { forgetScreen(screen) }
        if let presented = node.presented { forgetNavigation(presented) }
    }
}
