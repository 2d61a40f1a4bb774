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
        (delta.navigations, delta.removedNavigations) = changes(from: old.navigations, to: new.navigations)
        (delta.screens, delta.removedScreens) = changes(from: old.screens, to: new.screens)
        if old.coordinators != new.coordinators { delta.coordinators = new.coordinators }
        return delta
    }

    /// The nodes of `new` that are not in `old` or differ there, and the IDs of `old` gone from
    /// `new`, both in ID order. Records keep their nodes sorted by ID, so this is one walk over
    /// both; unsorted input (a recording edited by hand) takes the slower general path.
    private static func changes<Node: Identified & Equatable>(
        from old: [Node], to new: [Node]
    ) -> (changed: [Node], removed: [UInt64]) {
        guard old.isSortedByID, new.isSortedByID else {
            let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let newIDs = Set(new.map(\.id))
            return (new.filter { oldByID[$0.id] != $0 }, old.map(\.id).filter { !newIDs.contains($0) })
        }
        var changed: [Node] = []
        var removed: [UInt64] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if newIndex == new.count || (oldIndex < old.count && old[oldIndex].id < new[newIndex].id) {
                removed.append(old[oldIndex].id)
                oldIndex += 1
            } else if oldIndex == old.count || new[newIndex].id < old[oldIndex].id {
                changed.append(new[newIndex])
                newIndex += 1
            } else {
                if old[oldIndex] != new[newIndex] { changed.append(new[newIndex]) }
                oldIndex += 1
                newIndex += 1
            }
        }
        return (changed, removed)
    }
}

/// A ``TreeRecord`` kept as dictionaries while many deltas are applied to it, so that each costs
/// the size of the change, not of the tree.
struct TreeAccumulator {
    private var window: UInt64
    // Keyed with the journal's cheap hash: folding the oldest entry in is part of every event
    // once the journal is full.
    private var navigations: IDMap<NavigationNode> = [:]
    private var screens: IDMap<ScreenNode> = [:]
    private var coordinators: [CoordinatorNode]

    init(_ record: TreeRecord) {
        window = record.window
        // The first of a repeated ID wins, as the record is read elsewhere.
        for node in record.navigations where navigations[node.id] == nil { navigations[node.id] = node }
        for node in record.screens where screens[node.id] == nil { screens[node.id] = node }
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
