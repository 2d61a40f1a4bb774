/// The whole tree as plain values: navigations, screens and coordinators, each named by a number,
/// with nothing that keeps an object alive.
///
/// Taken from a live tree its numbers are the objects' own IDs (what a ``NavigationJournal``
/// needs to follow them from change to change); ``canonical()`` renumbers them in the order the
/// tree is walked, so two equal trees give equal records whatever IDs their objects had. A
/// ``NavigationSnapshot`` holds the canonical form.
struct TreeRecord: Codable, Sendable, Equatable {
    /// The navigation at the root of what is on screen.
    var window: UInt64
    /// Every navigation in the tree, sorted by ID.
    var navigations: [NavigationNode]
    /// Every screen in the tree, sorted by ID.
    var screens: [ScreenNode]
    /// The coordinator tree, root first, each parent before its children.
    var coordinators: [CoordinatorNode]

}

/// One navigation: its stack and the navigation it presents.
struct NavigationNode: Codable, Sendable, Equatable {
    var id: UInt64
    var screens: [UInt64]
    var presented: UInt64?
    /// How `presented` is presented; `nil` for a plain ``PresentationStyle/sheet``, so the common
    /// case (and a snapshot written before styles existed) reads the same.
    var presentedStyle: PresentationStyle?
    /// The alert it shows (its description), which a snapshot never keeps: ``TreeCut`` lists it as
    /// an omission. Only a record of the live tree has it.
    var alert: String? = nil
}

/// One screen, with what it needs to be built again.
struct ScreenNode: Codable, Sendable, Equatable {
    var id: UInt64
    /// The name it is registered under, or its type's name if it is not.
    var type: String
    var title: String
    var state: RestorationValue?
    /// For a container: its items, in order (named `tabs` since tab bars were the first kind, so
    /// older snapshots read the same).
    var tabs: [TabNode]?
    var selectedTab: Int?
    /// For a container other than a tab bar: its kind; `nil` for a tab bar.
    var container: ContainerKind? = nil
    /// For a container: its hidden items; `nil` when none.
    var hidden: [Int]? = nil
    /// For a split: whether it is collapsed; `nil` when it is not.
    var collapsed: Bool? = nil
    /// The coordinator that moved to it.
    var owner: UInt64?
    /// Why it cannot be restored; `nil` when it can.
    var unrestorable: String?
}

extension ScreenNode {
    /// What a path calls one of this container's items: `tab`, `page`, `column` or `item`.
    var itemWord: String {
        switch container {
        case nil, .tabs?: "tab"
        case .pages?: "page"
        case .split?: "column"
        case .custom?: "item"
        }
    }
}

/// One item of a container.
struct TabNode: Codable, Sendable, Equatable {
    var item: ItemLabel
    var navigation: UInt64
}

/// One coordinator and its place in the tree.
struct CoordinatorNode: Codable, Sendable, Equatable {
    /// How its parent started it.
    enum Presentation: String, Codable, Sendable {
        case root, pushed, presented, tabItem
    }

    var id: UInt64
    var type: String
    var state: RestorationValue?
    var navigation: UInt64
    var presentation: Presentation
    var parent: UInt64?
    /// Its start and top screens (see ``Coordinator/startScreen`` and ``Coordinator/topScreen``).
    var start: UInt64?
    var top: UInt64?
    /// The deep link it holds behind a gate.
    var heldLink: HeldLinkNode?
    var unrestorable: String?
}

/// A deep link held behind a gate.
struct HeldLinkNode: Codable, Sendable, Equatable {
    /// The holder's route, encoded; `nil` when it is not `Codable`.
    var route: RestorationValue?
    /// The route as text, for the omission that reports a link that could not be saved.
    var routeDescription: String
    var cause: NavigationEvent.Cause
}

extension TreeRecord {
    /// Renumbers navigations, screens and coordinators in the order the tree is walked (from the
    /// window: each stack bottom to top, a tab bar's tabs in order, then the presented navigation;
    /// coordinators depth first, the child before the tab items) and drops what is not reachable.
    func canonical() -> TreeRecord {
        let navigationsByID = Dictionary(
            navigations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let screensByID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var navigationNumbers: [UInt64: UInt64] = [:]
        var screenNumbers: [UInt64: UInt64] = [:]
        var order: [UInt64] = []
        var pending: [UInt64] = [window]
        // Depth first without recursion: a navigation's tab navigations and modal are visited
        // before the navigations that come after it.
        while let id = pending.popLast() {
            guard navigationNumbers[id] == nil, let navigation = navigationsByID[id] else { continue }
            navigationNumbers[id] = UInt64(navigationNumbers.count + 1)
            order.append(id)
            var next: [UInt64] = []
            for screenID in navigation.screens {
                if screenNumbers[screenID] == nil {
                    screenNumbers[screenID] = UInt64(screenNumbers.count + 1)
                }
                for tab in screensByID[screenID]?.tabs ?? [] { next.append(tab.navigation) }
            }
            if let presented = navigation.presented { next.append(presented) }
            pending.append(contentsOf: next.reversed())
        }
        var coordinatorNumbers: [UInt64: UInt64] = [:]
        let children = Dictionary(grouping: coordinators.filter { $0.parent != nil }, by: { $0.parent! })
        var coordinatorOrder: [CoordinatorNode] = []
        var stack = Array(coordinators.filter { $0.parent == nil }.prefix(1))
        while let node = stack.popLast() {
            guard coordinatorNumbers[node.id] == nil, navigationNumbers[node.navigation] != nil else {
                continue
            }
            coordinatorNumbers[node.id] = UInt64(coordinatorNumbers.count + 1)
            coordinatorOrder.append(node)
            let own = children[node.id] ?? []
            // The child first, then the items in the order of their tabs.
            let child = own.filter { $0.presentation != .tabItem }
            let items = own.filter { $0.presentation == .tabItem }.sorted {
                tabIndex(of: $0.navigation) < tabIndex(of: $1.navigation)
            }
            stack.append(contentsOf: (child + items).reversed())
        }
        func renumber(_ screen: UInt64?) -> UInt64? { screen.flatMap { screenNumbers[$0] } }
        var result = TreeRecord(
            window: navigationNumbers[window] ?? 1, navigations: [], screens: [], coordinators: [])
        for id in order {
            let navigation = navigationsByID[id]!
            result.navigations.append(
                NavigationNode(
                    id: navigationNumbers[id]!, screens: navigation.screens.compactMap { screenNumbers[$0] },
                    presented: navigation.presented.flatMap { navigationNumbers[$0] },
                    presentedStyle: navigation.presented == nil ? nil : navigation.presentedStyle,
                    alert: navigation.alert))
            for screenID in navigation.screens {
                guard var screen = screensByID[screenID], let number = screenNumbers[screenID] else {
                    continue
                }
                screen.id = number
                screen.owner = screen.owner.flatMap { coordinatorNumbers[$0] }
                if let tabs = screen.tabs {
                    screen.tabs = tabs.compactMap { tab in
                        navigationNumbers[tab.navigation].map { TabNode(item: tab.item, navigation: $0) }
                    }
                }
                result.screens.append(screen)
            }
        }
        result.screens.sort { $0.id < $1.id }
        for var node in coordinatorOrder {
            node.id = coordinatorNumbers[node.id]!
            node.parent = node.parent.flatMap { coordinatorNumbers[$0] }
            node.navigation = navigationNumbers[node.navigation]!
            node.start = renumber(node.start)
            node.top = renumber(node.top)
            result.coordinators.append(node)
        }
        return result
    }

    /// The index of the tab showing `navigation` in its tab bar (item coordinators of one parent
    /// share a tab bar, so this orders them as their tabs).
    private func tabIndex(of navigation: UInt64) -> Int {
        for screen in screens {
            if let index = screen.tabs?.firstIndex(where: { $0.navigation == navigation }) { return index }
        }
        return Int.max
    }
}

extension TreeRecord {
    /// Sorts navigations and screens by ID. Nonisolated on purpose: a comparison closure written
    /// in main-actor code checks the executor on every call.
    mutating func sortByID() {
        navigations = navigations.sortedByID()
        screens = screens.sortedByID()
    }
}

/// A node named by a number.
protocol Identified {
    var id: UInt64 { get }
}

extension NavigationNode: Identified {}
extension ScreenNode: Identified {}

extension Array where Element: Identified {
    /// Whether the IDs strictly increase.
    var isSortedByID: Bool {
        var index = 1
        while index < count {
            guard self[index - 1].id < self[index].id else { return false }
            index += 1
        }
        return true
    }

    /// The nodes sorted by ID, the order of equal IDs kept. The positions are sorted rather than
    /// the nodes: moving a screen node means copying and retaining several fields.
    func sortedByID() -> [Element] {
        guard !isSortedByID else { return self }
        let order = indices.sorted { self[$0].id < self[$1].id || (self[$0].id == self[$1].id && $0 < $1) }
        return order.map { self[$0] }
    }
}

extension ScreenNode {
    init(id: UInt64, type: String, title: String) {
        self.init(
            id: id, type: type, title: title, state: nil, tabs: nil, selectedTab: nil, owner: nil,
            unrestorable: nil)
    }
}

extension CoordinatorNode {
    init(
        id: UInt64, type: String, state: RestorationValue?, navigation: UInt64, presentation: Presentation,
        parent: UInt64?, start: UInt64?, top: UInt64?
    ) {
        self.init(
            id: id, type: type, state: state, navigation: navigation, presentation: presentation,
            parent: parent, start: start, top: top, heldLink: nil, unrestorable: nil)
    }
}
