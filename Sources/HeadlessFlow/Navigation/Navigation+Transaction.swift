// Transactions: how changes are grouped into one visible transition and when user code runs.

extension Navigation {
    // MARK: - Transitions

    /// What is queued while the model changes: lifecycle deliveries, coordinator notifications and
    /// events. An instance rather than static variables, whose every access would be dynamically
    /// checked for exclusivity.
    ///
    /// Three rules keep user code (lifecycle overrides, event observers, `onFinish` closures) from
    /// ever seeing a half-applied change or reordering history:
    /// - lifecycle callbacks are delivered when no transaction is open, one root at a time, never
    ///   nested: a callback that navigates again queues another delivery, which runs next;
    /// - coordinator notifications run after the lifecycle callbacks, in order, never nested;
    /// - events are delivered in the order the changes happened, never nested.
    ///
    /// Only the main actor touches it and no access outlives a statement, so the dynamic
    /// exclusivity checks Swift would add to every access (they showed up on every push) are off.
    final class TransactionState {
        @exclusivity(unchecked) var depth = 0
        @exclusivity(unchecked) var isDeliveringAppearance = false
        @exclusivity(unchecked) var isRunningActions = false
        @exclusivity(unchecked) var isEmitting = false
        @exclusivity(unchecked) var pendingRoots: [Navigation] = []
        @exclusivity(unchecked) var spare: [Navigation] = []
        @exclusivity(unchecked) var actions: [() -> Void] = []
        @exclusivity(unchecked) var events:
            [(event: NavigationEvent, listeners: [ObserverList<NavigationEvent>])] =
                []
    }

    @MainActor static let transactions = TransactionState()

    /// Runs `body` as one visible transition: every change in it is announced as it happens, and
    /// lifecycle callbacks are delivered once, at the end, for the difference between what was
    /// visible before and what is visible after.
    ///
    /// Use it where several changes make one step for the user, such as following a deep link or
    /// restoring saved state: screens pushed on the way are not loaded or shown until the user goes
    /// back to them, as when UIKit replaces a stack. Coordinators already do this for a child's
    /// start and for a finish. Transitions nest; the outermost one delivers.
    public static func transaction<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let state = transactions
        state.depth += 1
        defer {
            state.depth -= 1
            settle(state)
        }
        return try body()
    }

    /// Runs `action` once the model has settled: after the current transaction and the lifecycle
    /// callbacks it causes, after the actions queued before it. Coordinators tell parents that a
    /// child finished this way, so a parent never hears of it while the model is mid-change.
    static func afterTransitions(_ action: @escaping () -> Void) {
        let state = transactions
        state.actions.append(action)
        settle(state)
    }

    /// Delivers what is queued, unless a transaction is open or a delivery is already running
    /// further up the stack (which will pick the new work up).
    static func settle(_ state: TransactionState) {
        guard state.depth == 0, !state.isDeliveringAppearance else { return }
        state.isDeliveringAppearance = true
        // The two buffers trade places, so a delivery allocates nothing in the steady state.
        while !state.pendingRoots.isEmpty {
            var roots = state.spare
            state.spare = []
            swap(&roots, &state.pendingRoots)
            for root in roots {
                root.needsAppearanceRefresh = false
                // A root that has since been presented or tabbed handed its chain to its new root.
                if root.displayedRoot === root {
                    root.deliverAppearance(animated: root.pendingAnimated)
                }
            }
            roots.removeAll(keepingCapacity: true)
            state.spare = roots
        }
        state.isDeliveringAppearance = false
        guard !state.isRunningActions else { return }
        state.isRunningActions = true
        while !state.actions.isEmpty {
            let action = state.actions.removeFirst()
            action()
        }
        state.isRunningActions = false
    }
}
