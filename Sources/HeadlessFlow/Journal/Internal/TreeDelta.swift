/// What changed between two ``TreeRecord``s of the same live tree (IDs are the objects' own): the
/// navigations and screens added, changed or gone, and the coordinator list when it changed. A
/// journal entry carries one, so replaying entries rebuilds the tree whatever its events could or
/// could not say.
struct TreeDelta: Codable, Sendable, Equatable {
    var window: UInt64?
    var navigations: [NavigationNode] = []
    var removedNavigations: [UInt64] = []
    var screens: [ScreenNode] = []
    var removedScreens: [UInt64] = []
    var coordinators: [CoordinatorNode]?

    var isEmpty: Bool {
        window == nil && navigations.isEmpty && removedNavigations.isEmpty && screens.isEmpty
            && removedScreens.isEmpty && coordinators == nil
    }

    /// The change from `old` to `new`.
    static func between(_ old: TreeRecord, _ new: TreeRecord) -> TreeDelta {
        var delta = TreeDelta()
        if old.window != new.window { delta.window = new.window }
        let oldNavigations = Dictionary(
            old.navigations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newNavigationIDs = Set(new.navigations.map(\.id))
        delta.navigations = new.navigations.filter { oldNavigations[$0.id] != $0 }
        delta.removedNavigations = old.navigations.map(\.id).filter { !newNavigationIDs.contains($0) }
        let oldScreens = Dictionary(old.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newScreenIDs = Set(new.screens.map(\.id))
        delta.screens = new.screens.filter { oldScreens[$0.id] != $0 }
        delta.removedScreens = old.screens.map(\.id).filter { !newScreenIDs.contains($0) }
        if old.coordinators != new.coordinators { delta.coordinators = new.coordinators }
        return delta
    }

}

/// A ``TreeRecord`` kept as dictionaries while many deltas are applied to it, so that each costs
/// the size of the change, not of the tree.
struct TreeAccumulator {
    private var window: UInt64
    private var navigations: [UInt64: NavigationNode]
    private var screens: [UInt64: ScreenNode]
    private var coordinators: [CoordinatorNode]

    init(_ record: TreeRecord) {
        window = record.window
        navigations = Dictionary(
            record.navigations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        screens = Dictionary(record.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        coordinators = record.coordinators
    }

    mutating func apply(_ delta: TreeDelta) {
        if let window = delta.window { self.window = window }
        for id in delta.removedNavigations { navigations[id] = nil }
        for node in delta.navigations { navigations[node.id] = node }
        for id in delta.removedScreens { screens[id] = nil }
        for node in delta.screens { screens[node.id] = node }
        if let coordinators = delta.coordinators { self.coordinators = coordinators }
    }

    var record: TreeRecord {
        TreeRecord(
            window: window, navigations: navigations.values.sorted { $0.id < $1.id },
            screens: screens.values.sorted { $0.id < $1.id }, coordinators: coordinators)
    }
}
