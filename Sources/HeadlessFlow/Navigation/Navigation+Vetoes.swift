// Vetoes: a hook that can refuse a change before anyone hears of it.

extension Navigation {
    // MARK: - Vetoes

    /// Calls `veto` with every change proposed in this navigation and in the navigations it
    /// presents or holds in tab bars, before any observer, lifecycle callback or coordinator hears
    /// of it; when `veto` throws, the change is refused and nothing changes, as
    /// FunctionalNavigationFlowKit's before-transition hook does.
    ///
    /// ```swift
    /// let token = window.vetoChanges { event in
    ///     if case .dismissed = event.change, editor.hasUnsavedChanges {
    ///         throw Unsaved()
    ///     }
    /// }
    /// ```
    ///
    /// The operation that proposed the change (a push, a coordinator's `finish`, a deep link, a
    /// reported back swipe) throws ``NavigationError/vetoed(change:reason:)``, and everything that
    /// operation did is undone. Changes of a ``RestorationRegistry`` rebuilding a saved tree are
    /// not offered: the tree it restores was allowed when it was saved.
    ///
    /// The model shows the change while `veto` runs (the event is the change about to be
    /// announced); `veto` must decide, not navigate: a change it makes is refused with
    /// ``NavigationError/vetoed(change:reason:)``.
    ///
    /// - Parameter veto: Runs on the main actor for each proposed change, in the order of
    ///   registration, this navigation's vetoes after those of the navigations it is in.
    /// - Returns: The token that keeps the veto in force; cancelling or releasing it ends it.
    public func vetoChanges(_ veto: @escaping @MainActor (NavigationEvent) throws -> Void) -> ObservationToken
    {
        let list: VetoList
        if let existing = vetoList {
            list = existing
        } else {
            list = VetoList()
            vetoList = list
        }
        Navigation.transactions.registeredVetoes += 1
        return list.add(unsafeBitCast(veto, to: ((NavigationEvent) throws -> Void).self))
    }

    /// Whether any veto may be in force anywhere. With none registered it is one read of main-actor
    /// state, so changes pay nothing for vetoes nobody registered.
    ///
    /// Vetoes are registered on the main actor, so the count is exact when it goes up; tokens may
    /// be released on any thread, so removals are counted under a lock (``VetoList/released``) and
    /// taken off here, on the main actor, the next time a change asks. Until then the count is
    /// too high, never too low: a change looks for vetoes and finds none.
    static var hasVetoes: Bool {
        // Inlined: every push, pop and event asks, and most often the answer is a plain `false`
        // (a call per ask was about 20 instructions, four times per push and pop).
        @inline(__always) get {
            let state = transactions
            guard state.registeredVetoes > 0 else { return false }
            return takeReleasedVetoes(state)
        }
    }

    /// Takes the vetoes released on any thread off the count; whether any is left.
    private static func takeReleasedVetoes(_ state: TransactionState) -> Bool {
        let released = VetoList.released.withLock { count -> Int in
            defer { count = 0 }
            return count
        }
        if released > 0 { state.registeredVetoes -= released }
        return state.registeredVetoes > 0
    }

    /// Runs a public operation so that a veto of any change it proposes refuses the whole
    /// operation: inside a throwing transaction that rolls back when a veto was recorded.
    @inline(__always)
    static func vetoable<Result>(
        _ body: () throws(NavigationError) -> Result
    ) throws(NavigationError) -> Result {
        guard hasVetoes else { return try body() }
        return try runVetoable(body)
    }

    private static func runVetoable<Result>(
        _ body: () throws(NavigationError) -> Result
    ) throws(NavigationError) -> Result {
        let scope = openVetoScope()
        defer { closeVetoScope(scope) }
        return try transaction { () throws(NavigationError) in
            let result = try body()
            try throwPendingVeto()
            return result
        }
    }

    /// The veto an enclosing operation had recorded when an inner one began, put back when the
    /// inner one ends without a veto of its own.
    struct VetoScope {
        let outer: NavigationError?
    }

    /// Starts collecting the vetoes of the changes an operation proposes; pair with
    /// ``closeVetoScope(_:)``, and call ``throwPendingVeto()`` inside the operation's throwing
    /// transaction, after its body.
    static func openVetoScope() -> VetoScope {
        let state = transactions
        // A veto recorded by a change no operation collected (none should be left) is stale.
        if state.depth == 0 { state.pendingVeto = nil }
        let outer = state.pendingVeto
        state.pendingVeto = nil
        return VetoScope(outer: outer)
    }

    static func closeVetoScope(_ scope: VetoScope) {
        let state = transactions
        if state.pendingVeto == nil { state.pendingVeto = scope.outer }
    }

    /// Throws the veto of a change proposed since the scope opened, if any.
    static func throwPendingVeto() throws(NavigationError) {
        let state = transactions
        guard let veto = state.pendingVeto else { return }
        state.pendingVeto = nil
        throw veto
    }

    /// Offers a proposed change to the vetoes of this navigation and those above it; the first
    /// that throws is recorded for the operation running it to throw.
    func offerToVetoes(_ change: NavigationEvent.Change, animated: Bool) {
        let state = Navigation.transactions
        let cause = Navigation.currentCause
        guard state.pendingVeto == nil, cause != .restoration else { return }
        guard !state.isVetoing else {
            state.pendingVeto = .vetoed(
                change: change, reason: "a veto may not change the model while it decides")
            return
        }
        var lists: [VetoList] = []
        var node: Navigation? = self
        while let current = node {
            if let list = current.vetoList { lists.append(list) }
            node = current.parentNavigation
        }
        guard !lists.isEmpty else { return }
        let event = NavigationEvent(navigation: id, change: change, cause: cause, animated: animated)
        state.isVetoing = true
        defer { state.isVetoing = false }
        for list in lists.reversed() {
            for veto in list.current() {
                let refusal = Navigation.runningUserCode(state) { () -> (any Error)? in
                    do {
                        try veto(event)
                        return nil
                    } catch {
                        return error
                    }
                }
                if let refusal {
                    state.pendingVeto = .vetoed(change: change, reason: String(describing: refusal))
                    return
                }
            }
        }
    }
}

/// The vetoes registered on one navigation. Tokens may be released on any thread, so the list is
/// guarded by a lock and copied out before the vetoes run.
final class VetoList: @unchecked Sendable {
    /// How many vetoes were removed, on any thread, since ``Navigation/hasVetoes`` last took them
    /// off the main actor's count. A lock rather than `Synchronization.Atomic`, which needs
    /// iOS 18 / macOS 15.
    static let released = Lock(0)

    private struct Entry {
        let id: UInt64
        let veto: (NavigationEvent) throws -> Void
    }

    private let entries = Lock<(next: UInt64, list: [Entry])>((0, []))

    deinit {
        let remaining = entries.withLock { $0.list.count }
        if remaining > 0 { VetoList.released.withLock { $0 += remaining } }
    }

    /// Adds a main-actor veto, given with its isolation erased (see `ObserverList.add(_:)`); the
    /// caller has counted it in ``Navigation/TransactionState/registeredVetoes``.
    func add(_ veto: @escaping (NavigationEvent) throws -> Void) -> ObservationToken {
        let id = entries.withLock { state -> UInt64 in
            state.next += 1
            state.list.append(Entry(id: state.next, veto: veto))
            return state.next
        }
        return ObservationToken { [weak self] in self?.remove(id) }
    }

    /// The vetoes in force, in registration order.
    func current() -> [(NavigationEvent) throws -> Void] {
        entries.withLock { $0.list.map(\.veto) }
    }

    private func remove(_ id: UInt64) {
        let removed = entries.withLock { state -> Entry? in
            guard let index = state.list.firstIndex(where: { $0.id == id }) else { return nil }
            return state.list.remove(at: index)
        }
        // Released after the lock: the closure's captures may run user code when freed.
        if removed != nil { VetoList.released.withLock { $0 += 1 } }
    }
}
