/// Main-actor observers of one source (a navigation's events, an element's changes), in
/// registration order.
///
/// Kept behind a lock because a token may be cancelled, or deallocated, on any thread; the handlers
/// themselves are only ever called on the main actor.
final class ObserverList<Value>: Sendable {
    typealias Handler = @MainActor (Value) -> Void

    private struct State {
        var nextID: UInt64 = 0
        var entries: [(id: UInt64, handler: Handler)] = []
    }

    private let state = Lock(State())

    var hasObservers: Bool {
        state.withLock { !$0.entries.isEmpty }
    }

    func add(_ handler: @escaping Handler) -> ObservationToken {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            state.entries.append((state.nextID, handler))
            return state.nextID
        }
        return ObservationToken { [weak self] in
            // The removed handler is freed after the lock: its captures' deinits are user code
            // and may cancel another token of this same list.
            let removed = self?.state.withLock { state -> [(id: UInt64, handler: Handler)] in
                guard let index = state.entries.firstIndex(where: { $0.id == id }) else { return [] }
                return [state.entries.remove(at: index)]
            }
            _ = removed
        }
    }

    @MainActor
    func deliver(_ value: Value) {
        let snapshot = state.withLock { $0.entries }
        for entry in snapshot {
            // An observer cancelled by an earlier one during this delivery gets nothing more.
            let isLive = state.withLock { state in state.entries.contains { $0.id == entry.id } }
            if isLive { entry.handler(value) }
        }
    }
}
