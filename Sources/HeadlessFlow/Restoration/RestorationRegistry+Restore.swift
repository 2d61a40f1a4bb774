// Rebuilding a tree from a snapshot.

extension RestorationRegistry {
    /// Rebuilds the tree `snapshot` describes into `window`, an empty navigation, and returns its
    /// root coordinator.
    ///
    /// It is one transaction with cause ``NavigationEvent/Cause/restoration``: one visible
    /// transition, in which only the screens that end up visible load and appear (the screens
    /// below a top are loaded when the user goes back to them), coordinators are linked exactly as
    /// they were, the deep link held behind a gate is pending again, and each
    /// ``RestorableCoordinator/didRestore()`` has run (where parents set their children's
    /// `onFinish` again). Events announce the window's stack as one
    /// ``NavigationEvent/Change/replaced(old:new:)``, then each tab and modal, outermost first,
    /// with the screens it holds.
    ///
    /// It is atomic: every type, state and link is checked and every object built before the
    /// window changes, and if anything fails (a factory or a `didRestore` throws), nothing has
    /// changed, nothing was announced, and the app can start fresh in the same window.
    ///
    /// - Parameters:
    ///   - snapshot: What to rebuild.
    ///   - window: An empty navigation that is not presented and not in a tab bar.
    ///   - rootType: The type the root coordinator must have.
    /// - Returns: The root coordinator, not started by any parent, as ``Coordinator/startAsRoot(animated:)``
    ///   would have left it.
    /// - Throws: a ``RestorationError`` that says what was wrong and where.
    public func restore<Root: Coordinator>(
        _ snapshot: NavigationSnapshot,
        into window: Navigation,
        as rootType: Root.Type = Root.self
    ) throws(RestorationError) -> Root {
        guard window.stack.isEmpty, window.presentedStorage == nil, !window.isAttached else {
            throw .windowInUse(navigation: window.id)
        }
        guard !snapshot.tree.coordinators.isEmpty else { throw .emptySnapshot }
        var restorer = try SnapshotRestorer(tree: snapshot.tree, registry: self)
        try restorer.build(window: window)
        guard let root = restorer.root as? Root else {
            throw .rootTypeMismatch(expected: "\(Root.self)", found: "\(type(of: restorer.root!))")
        }
        try restorer.assemble(window: window)
        return root
    }
}

/// Checks a ``TreeRecord``, builds its objects, then links them into a window in one transaction.
@MainActor
struct SnapshotRestorer {
    private let tree: TreeRecord
    private let registry: RestorationRegistry
    private let navigationNodes: [UInt64: NavigationNode]
    private let screenNodes: [UInt64: ScreenNode]
    private let coordinatorNodes: [UInt64: CoordinatorNode]
    /// Where each navigation and screen is, for error messages.
    private var paths: [UInt64: String] = [:]
    private var screenPaths: [UInt64: String] = [:]

    private var navigations: [UInt64: Navigation] = [:]
    private var screens: [UInt64: Screen] = [:]
    private var coordinators: [UInt64: any Coordinator] = [:]
    private var link: PendingLink?
    /// Every object a factory returned, so that one returned twice is refused.
    private var built = Set<ObjectIdentifier>()
    private(set) var root: (any Coordinator)?

    init(tree: TreeRecord, registry: RestorationRegistry) throws(RestorationError) {
        self.tree = tree
        self.registry = registry
        navigationNodes = try Self.index(tree.navigations, \.id, kind: "navigation")
        screenNodes = try Self.index(tree.screens, \.id, kind: "screen")
        coordinatorNodes = try Self.index(tree.coordinators, \.id, kind: "coordinator")
        try checkModel()
        try checkCoordinators()
        try checkTypes()
    }

    private static func index<Node>(
        _ nodes: [Node], _ id: KeyPath<Node, UInt64>, kind: String
    ) throws(RestorationError) -> [UInt64: Node] {
        var result: [UInt64: Node] = [:]
        for node in nodes {
            guard result.updateValue(node, forKey: node[keyPath: id]) == nil else {
                throw .inconsistent(
                    location: "\(kind) \(node[keyPath: id])", reason: "two \(kind)s have this number.")
            }
        }
        return result
    }

    // MARK: - Checking

    /// Every navigation is shown exactly once, from the window, and every screen is in exactly one
    /// stack; tab selections are in range.
    private mutating func checkModel() throws(RestorationError) {
        guard navigationNodes[tree.window] != nil else {
            throw .inconsistent(
                location: "window", reason: "the window navigation \(tree.window) is missing.")
        }
        paths[tree.window] = "window"
        var pending = [tree.window]
        while let id = pending.popLast() {
            let navigation = navigationNodes[id]!
            let path = paths[id]!
            for (index, screenID) in navigation.screens.enumerated() {
                let screenPath = "\(path)[\(index)]"
                guard let screen = screenNodes[screenID] else {
                    throw .inconsistent(location: screenPath, reason: "screen \(screenID) is missing.")
                }
                guard screenPaths.updateValue(screenPath, forKey: screenID) == nil else {
                    throw .inconsistent(location: screenPath, reason: "the screen is in two places.")
                }
                let tabs = screen.tabs ?? []
                if let selected = screen.selectedTab, !tabs.indices.contains(selected) {
                    throw .inconsistent(
                        location: screenPath,
                        reason: "tab \(selected) is selected, but there are \(tabs.count) tabs.")
                }
                if screen.selectedTab == nil && !tabs.isEmpty {
                    throw .inconsistent(
                        location: screenPath, reason: "the tab bar has tabs but none is selected.")
                }
                if let hidden = screen.hidden, let bad = hidden.first(where: { !tabs.indices.contains($0) }) {
                    throw .inconsistent(
                        location: screenPath,
                        reason: "item \(bad) is hidden, but there are \(tabs.count) items.")
                }
                if let selected = screen.selectedTab, screen.hidden?.contains(selected) == true {
                    throw .inconsistent(
                        location: screenPath, reason: "the selected item \(selected) is hidden.")
                }
                for (tabIndex, tab) in tabs.enumerated() {
                    try reach(
                        tab.navigation, path: "\(screenPath) › \(screen.itemWord) \(tabIndex)",
                        pending: &pending)
                }
            }
            if let presented = navigation.presented {
                try reach(presented, path: "\(path) › modal", pending: &pending)
            }
        }
        if let unreached = navigationNodes.keys.sorted().first(where: { paths[$0] == nil }) {
            throw .inconsistent(
                location: "navigation \(unreached)", reason: "it is not shown from the window.")
        }
        if let unplaced = screenNodes.keys.sorted().first(where: { screenPaths[$0] == nil }) {
            throw .inconsistent(location: "screen \(unplaced)", reason: "it is in no navigation's stack.")
        }
    }

    private mutating func reach(_ id: UInt64, path: String, pending: inout [UInt64]) throws(RestorationError)
    {
        guard navigationNodes[id] != nil else {
            throw .inconsistent(location: path, reason: "navigation \(id) is missing.")
        }
        guard paths[id] == nil else {
            throw .inconsistent(location: path, reason: "navigation \(id) is already shown at \(paths[id]!).")
        }
        paths[id] = path
        pending.append(id)
    }

    /// The coordinators form one tree rooted on the window, each on the navigation its
    /// presentation says, with its screens in that navigation.
    private func checkCoordinators() throws(RestorationError) {
        var children: [UInt64: Int] = [:]
        var seen = Set<UInt64>()
        var holders = 0
        for (position, node) in tree.coordinators.enumerated() {
            let location = "coordinator \(node.type) (\(position))"
            func fail(_ reason: String) -> RestorationError {
                .inconsistent(location: location, reason: reason)
            }
            guard navigationNodes[node.navigation] != nil else {
                throw fail("navigation \(node.navigation) is missing.")
            }
            if position == 0 {
                guard node.parent == nil, node.presentation == .root, node.navigation == tree.window else {
                    throw fail("the first coordinator must be the root, on the window.")
                }
            } else {
                guard let parentID = node.parent, seen.contains(parentID),
                    let parent = coordinatorNodes[parentID]
                else {
                    throw fail("its parent must be listed before it.")
                }
                switch node.presentation {
                case .root:
                    throw fail("only the first coordinator is a root.")
                case .pushed:
                    guard node.navigation == parent.navigation else {
                        throw fail("a pushed child must use its parent's navigation.")
                    }
                case .presented:
                    guard navigationNodes[parent.navigation]?.presented == node.navigation else {
                        throw fail("a presented child's navigation must be presented by its parent's.")
                    }
                case .tabItem:
                    let tabs = parent.start.flatMap { screenNodes[$0]?.tabs } ?? []
                    guard tabs.contains(where: { $0.navigation == node.navigation }) else {
                        throw fail("a tab item's navigation must be a tab of its parent's tab bar.")
                    }
                }
                if node.presentation != .tabItem {
                    children[parentID, default: 0] += 1
                    guard children[parentID]! == 1 else { throw fail("its parent runs another child.") }
                }
            }
            let stack = navigationNodes[node.navigation]!.screens
            for screen in [node.start, node.top].compactMap({ $0 }) where !stack.contains(screen) {
                throw fail("its screen \(screen) is not in its navigation.")
            }
            if node.heldLink != nil {
                holders += 1
                guard holders == 1 else { throw fail("a tree holds one pending link at most.") }
            }
            seen.insert(node.id)
        }
        for screen in tree.screens {
            if let owner = screen.owner, coordinatorNodes[owner] == nil {
                throw .inconsistent(
                    location: screenPaths[screen.id] ?? "", reason: "its owner \(owner) is missing.")
            }
        }
    }

    // MARK: - Building

    /// Builds every navigation, coordinator and screen, without linking them to the window.
    mutating func build(window: Navigation) throws(RestorationError) {
        for node in tree.navigations {
            navigations[node.id] = node.id == tree.window ? window : Navigation()
        }
        for node in tree.coordinators { try makeCoordinator(node) }
        root = coordinators[tree.coordinators[0].id]
        for node in tree.screens { try makeScreen(node) }
        for node in tree.coordinators {
            guard let held = node.heldLink, let holder = coordinators[node.id] else { continue }
            guard let codec = registry.routeCodecs[ObjectIdentifier(type(of: holder))], let route = held.route
            else {
                throw .inconsistent(
                    location: "coordinator \(node.type)",
                    reason: "it holds a link, but its routes are not registered with registerRoutes(of:).")
            }
            do {
                let made = try codec.makeLink(holder, route)
                link = PendingLink(
                    holder: holder, route: made.route, cause: held.cause, handle: made.handle, onComplete: nil
                )
            } catch {
                throw .stateMismatch(type: node.type, location: "its held link", reason: "\(error)")
            }
        }
    }

    /// Every type the snapshot names is registered: checked before any factory runs, so a
    /// snapshot refused for an unknown type runs no factory of the app's (their side effects
    /// would happen for nothing). Coordinators first, then screens, in the snapshot's order.
    private func checkTypes() throws(RestorationError) {
        var tabBarStarts = Set<UInt64>()
        for node in tree.coordinators {
            guard let entry = registry.coordinatorsByName[node.type] else {
                throw .unknownCoordinatorType(
                    name: node.type, location: location(of: node),
                    closestMatches: ClosestMatches.find(node.type, in: registry.coordinatorsByName.keys))
            }
            if entry.isContainerCoordinator, let start = node.start { tabBarStarts.insert(start) }
        }
        for node in tree.screens where !tabBarStarts.contains(node.id) {
            guard registry.screensByName[node.type] == nil else { continue }
            throw .unknownScreenType(
                name: node.type, location: screenPaths[node.id] ?? "",
                closestMatches: ClosestMatches.find(node.type, in: registry.screensByName.keys))
        }
    }

    /// Where a coordinator is, for error messages: its start screen, or its navigation.
    private func location(of node: CoordinatorNode) -> String {
        node.start.flatMap { screenPaths[$0] } ?? paths[node.navigation] ?? ""
    }

    private mutating func makeCoordinator(_ node: CoordinatorNode) throws(RestorationError) {
        let location = location(of: node)
        guard let entry = registry.coordinatorsByName[node.type] else {
            throw .unknownCoordinatorType(
                name: node.type, location: location,
                closestMatches: ClosestMatches.find(node.type, in: registry.coordinatorsByName.keys))
        }
        let navigation = navigations[node.navigation]!
        let coordinator: any Coordinator
        do {
            coordinator = try entry.make(node.state, navigation)
        } catch let error as DecodingError {
            throw .stateMismatch(
                type: node.type, location: location, reason: RestorationError.reason(of: error))
        } catch {
            throw .factoryFailed(type: node.type, location: location, underlying: error)
        }
        let context = coordinator.context
        guard context.navigation === navigation, context.state == .root, context.parent == nil,
            context.child == nil, context.items.isEmpty, context.startScreenID == nil,
            built.insert(ObjectIdentifier(coordinator)).inserted
        else {
            throw .factoryFailed(
                type: node.type, location: location,
                underlying: RestorationFactoryError.notFresh(
                    "a new coordinator on the navigation it is given"))
        }
        coordinators[node.id] = coordinator
    }

    private mutating func makeScreen(_ node: ScreenNode) throws(RestorationError) {
        let location = screenPaths[node.id] ?? ""
        let screen: Screen
        if let container = containerOfCoordinator(startingOn: node.id) {
            screen = container
        } else {
            guard let entry = registry.screensByName[node.type] else {
                throw .unknownScreenType(
                    name: node.type, location: location,
                    closestMatches: ClosestMatches.find(node.type, in: registry.screensByName.keys))
            }
            do {
                screen = try entry.make(node.state)
            } catch let error as DecodingError {
                throw .stateMismatch(
                    type: node.type, location: location, reason: RestorationError.reason(of: error))
            } catch {
                throw .factoryFailed(type: node.type, location: location, underlying: error)
            }
        }
        guard screen.navigationStorage == nil, (screen as? ContainerScreen)?.items.isEmpty ?? true,
            built.insert(ObjectIdentifier(screen)).inserted
        else {
            throw .factoryFailed(
                type: node.type, location: location,
                underlying: RestorationFactoryError.notFresh("a new screen that is in no navigation"))
        }
        if let container = screen as? ContainerScreen {
            let kind = node.container ?? .tabs
            // A plain container (the registry's default) takes the kind the snapshot names.
            guard container.kind.isSameKind(as: kind) || type(of: container) == ContainerScreen.self else {
                throw .inconsistent(
                    location: location,
                    reason: "it was a container of kind \(kind), but \(node.type) is \(container.kind).")
            }
            container.kind = kind
        } else if node.tabs != nil || node.container != nil {
            throw .inconsistent(
                location: location, reason: "it has items, but \(node.type) is not a container.")
        }
        if screen.title != node.title { screen.title = node.title }
        screens[node.id] = screen
    }

    /// The container of the ``ContainerCoordinator`` whose start screen is `screen`: the
    /// coordinator made it, so the restore uses it rather than building another.
    private func containerOfCoordinator(startingOn screen: UInt64) -> ContainerScreen? {
        for node in tree.coordinators where node.start == screen {
            if let coordinator = coordinators[node.id] as? any ContainerCoordinator {
                return coordinator.container
            }
        }
        return nil
    }

    // MARK: - Linking

    /// Links everything into `window` as one transaction with cause `.restoration`; a throw
    /// undoes it all.
    func assemble(window: Navigation) throws(RestorationError) {
        try Navigation.withCause(.restoration) { () throws(RestorationError) in
            try Navigation.transaction { () throws(RestorationError) in
                for node in tree.navigations where node.id != tree.window {
                    navigations[node.id]!.adoptRestoredStack(node.screens.map { screens[$0]! })
                }
                let windowStack = navigationNodes[tree.window]!.screens.map { screens[$0]! }
                do {
                    if !windowStack.isEmpty { try window.setScreens(windowStack, animated: false) }
                    try attachDescendants(of: tree.window)
                } catch {
                    throw .inconsistent(location: "window", reason: "\(error)")
                }
                linkCoordinators()
                for node in tree.coordinators {
                    let coordinator = coordinators[node.id]!
                    guard
                        let hook = registry.coordinatorsByType[ObjectIdentifier(type(of: coordinator))]?
                            .didRestore
                    else { continue }
                    do {
                        try hook(coordinator)
                    } catch {
                        throw .restoreHookFailed(type: node.type, underlying: error)
                    }
                }
            }
        }
    }

    /// Adds the tabs of the tab bars in the navigation `id` and presents its modal, outermost
    /// first, so that each arrives as one event listing its screens.
    private func attachDescendants(of id: UInt64) throws(NavigationError) {
        var pending = [id]
        while let current = pending.popLast() {
            let node = navigationNodes[current]!
            var next: [UInt64] = []
            for screenID in node.screens {
                guard let screenNode = screenNodes[screenID], let tabs = screenNode.tabs, !tabs.isEmpty,
                    let container = screens[screenID] as? ContainerScreen
                else { continue }
                for tab in tabs {
                    try container.addItem(tab.item, navigation: navigations[tab.navigation]!)
                    next.append(tab.navigation)
                }
                if let selected = screenNode.selectedTab, selected != container.selectedIndex {
                    try container.select(selected, animated: false)
                }
                // Announced like any change, so each folds into the event that brings the container.
                for hidden in screenNode.hidden ?? [] {
                    try container.setHidden(true, at: hidden, animated: false)
                }
                if screenNode.collapsed == true { try container.setCollapsedNow(true, animated: false) }
            }
            if let presented = node.presented {
                try navigations[current]!.present(
                    navigations[presented]!, style: node.presentedStyle ?? .sheet, animated: false)
                next.append(presented)
            }
            pending.append(contentsOf: next.reversed())
        }
    }

    /// Puts back each coordinator's links, screens and owner marks, and the held link.
    private func linkCoordinators() {
        for node in tree.coordinators {
            let coordinator = coordinators[node.id]!
            let context = coordinator.context
            context.recordForUndo()
            context.startScreenID = node.start.flatMap { screens[$0]?.id }
            context.topScreenID = node.top.flatMap { screens[$0]?.id }
            guard let parentID = node.parent, let parent = coordinators[parentID] else { continue }
            let parentContext = parent.context
            parentContext.recordForUndo()
            context.parent = parent
            context.stateStorage = .running
            context.completion = nil
            switch node.presentation {
            case .root, .pushed:
                context.presentation = .pushed
                parentContext.child = coordinator
            case .presented:
                context.presentation = .presented
                parentContext.child = coordinator
                context.navigation.recordLinks()
                context.navigation.flowOwner = coordinator
            case .tabItem:
                context.presentation = .tabItem
                parentContext.items.append(coordinator)
                context.navigation.recordLinks()
                context.navigation.flowOwner = coordinator
            }
        }
        for node in tree.screens {
            if let owner = node.owner { screens[node.id]?.owner = coordinators[owner] }
        }
        if let link, let holder = link.holder, let root {
            root.context.pendingLink = link
            holder.context.isHoldingLink = true
        }
    }
}

/// Why a registered factory's result was refused.
enum RestorationFactoryError: Error, CustomStringConvertible {
    case notFresh(String)

    var description: String {
        switch self {
        case .notFresh(let expected): "the factory must return \(expected)."
        }
    }
}

extension Navigation {
    /// Gives a navigation that is not shown anywhere yet the stack a restore built for it.
    func adoptRestoredStack(_ screens: [Screen]) {
        for screen in screens { screen.navigationStorage = self }
        stack = screens
    }
}
