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

    /// Applies the change to `record`.
    func apply(to record: inout TreeRecord) {
        if let window { record.window = window }
        record.navigations = Self.merge(
            record.navigations, upserting: navigations, removing: removedNavigations)
        record.screens = Self.merge(record.screens, upserting: screens, removing: removedScreens)
        if let coordinators { record.coordinators = coordinators }
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

    /// `nodes` without `removed`, with `changed` put in (replacing a node of the same ID), sorted
    /// by ID. One walk when all three are sorted, as records and deltas keep them.
    private static func merge<Node>(
        _ nodes: [Node], upserting changed: [Node], removing removed: [UInt64]
    ) -> [Node] where Node: Identified {
        guard !changed.isEmpty || !removed.isEmpty else { return nodes }
        guard nodes.isSortedByID, changed.isSortedByID, removed == removed.sorted() else {
            var byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in removed { byID[id] = nil }
            for node in changed { byID[node.id] = node }
            return byID.values.sorted { $0.id < $1.id }
        }
        var result: [Node] = []
        result.reserveCapacity(nodes.count + changed.count)
        var index = 0
        var changedIndex = 0
        var removedIndex = 0
        while index < nodes.count || changedIndex < changed.count {
            if changedIndex < changed.count
                && (index == nodes.count || changed[changedIndex].id <= nodes[index].id)
            {
                if index < nodes.count && nodes[index].id == changed[changedIndex].id { index += 1 }
                result.append(changed[changedIndex])
                changedIndex += 1
            } else {
                let id = nodes[index].id
                while removedIndex < removed.count && removed[removedIndex] < id { removedIndex += 1 }
                if removedIndex == removed.count || removed[removedIndex] != id {
                    result.append(nodes[index])
                }
                index += 1
            }
        }
        return result
    }
}

/// A node named by a number.
protocol Identified {
    var id: UInt64 { get }
}

extension NavigationNode: Identified {}
extension ScreenNode: Identified {}
