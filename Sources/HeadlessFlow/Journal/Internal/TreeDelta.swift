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

    /// Applies the change to `record`.
    func apply(to record: inout TreeRecord) {
        if let window { record.window = window }
        record.navigations = Self.merge(
            record.navigations, upserting: navigations, removing: removedNavigations)
        record.screens = Self.merge(record.screens, upserting: screens, removing: removedScreens)
        if let coordinators { record.coordinators = coordinators }
    }

    private static func merge<Node>(
        _ nodes: [Node], upserting changed: [Node], removing removed: [UInt64]
    ) -> [Node] where Node: Identified {
        guard !changed.isEmpty || !removed.isEmpty else { return nodes }
        var byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in removed { byID[id] = nil }
        for node in changed { byID[node.id] = node }
        return byID.values.sorted { $0.id < $1.id }
    }
}

/// A node named by a number.
protocol Identified {
    var id: UInt64 { get }
}

extension NavigationNode: Identified {}
extension ScreenNode: Identified {}
