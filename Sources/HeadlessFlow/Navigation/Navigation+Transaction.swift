// Transactions: how changes are grouped into one visible transition, how a throwing one is rolled
// back, and when user code runs.

extension Navigation {
    // MARK: - Transitions

    /// What is queued while the model changes: lifecycle deliveries, coordinator notifications,
    /// events, and what a throwing transaction must put back. An instance rather than static
    /// variables, whose every access would be dynamically checked for exclusivity.
    ///
    /// Three rules keep user code (lifecycle overrides, event observers, `onFinish` closures) from
    /// ever seeing a half-applied change or reordering history:
    /// - events are delivered in the order the changes happened, never nested; inside a
    ///   transaction they are held and delivered when the outermost one ends;
    /// - lifecycle callbacks are delivered when no transaction is open and every event has been
    ///   delivered, one root at a time, never nested: a callback that navigates again queues
    ///   another delivery, which runs next, and an event observer that navigates again has its
    ///   callbacks wait until every observer has heard both events;
    /// - coordinator notifications run after the lifecycle callbacks, in order, never nested.
    ///
    /// Only the main actor touches it and no access outlives a statement, so the dynamic
    /// exclusivity checks Swift would add to every access (they showed up on every push) are off.
    final class TransactionState {
        @exclusivity(unchecked) var depth = 0
        /// The causes of ``Navigation/withCause(_:_:)`` calls, innermost last. Kept here rather
        /// than in a static variable, whose every read (one per event) was dynamically checked.
        @exclusivity(unchecked) var causes: [NavigationEvent.Cause] = []
        @exclusivity(unchecked) var isDeliveringAppearance = false
        @exclusivity(unchecked) var isRunningActions = false
        @exclusivity(unchecked) var isEmitting = false
        @exclusivity(unchecked) var pendingRoots: [Navigation] = []
        @exclusivity(unchecked) var spare: [Navigation] = []
        @exclusivity(unchecked) var actions: [() -> Void] = []
        /// The next action to run; actions before it have run. Queues are drained by index, so a
        /// long queue (a deep tree finishing) costs linear time, not quadratic.
        @exclusivity(unchecked) var actionsHead = 0
        @exclusivity(unchecked) var events: [HeldEvent] = []
        @exclusivity(unchecked) var eventsHead = 0
        /// Where the outermost open transaction's events start.
        @exclusivity(unchecked) var transactionEventsStart = 0
        /// Where the innermost throwing transaction's events start: a rollback truncates the events
        /// back to it, so a change merged into an event before it is recorded to be taken back
        /// (and a dry run, which reads the events from where it started, merges only after it).
        @exclusivity(unchecked) var mergeFloor = 0
        /// How many dry runs are capturing events; while any is, events are held even when no one
        /// observes them.
        @exclusivity(unchecked) var capturingDepth = 0
        /// Where each capturing dry run's events start, innermost last: a change merges only into
        /// an event after the innermost start, which that dry run reads.
        @exclusivity(unchecked) var captureStarts: [Int] = []
        /// The window each capturing dry run reads, innermost last.
        @exclusivity(unchecked) var captureWindows: [Navigation] = []
        /// The titles of the screens in the tree while the dry runs captured events.
        @exclusivity(unchecked) var capturedTitles: [ScreenID: String] = [:]
        /// How many throwing transactions are open; while any is, every change is recorded.
        @exclusivity(unchecked) var recordingDepth = 0
        /// What to undo, oldest first, while a throwing transaction is open.
        @exclusivity(unchecked) var undoLog: [UndoRecord] = []
        /// Changes at every transaction boundary, so an object records its state again in each.
        @exclusivity(unchecked) var undoGeneration: UInt64 = 1
        /// The last number handed to a ``CoordinatorContext`` as its identifier.
        @exclusivity(unchecked) var lastCoordinatorIdentifier: UInt64 = 0
        /// The veto of a change the running operation proposed, thrown when the operation ends.
        @exclusivity(unchecked) var pendingVeto: NavigationError?
        /// Whether vetoes are deciding on a change right now.
        @exclusivity(unchecked) var isVetoing = false
        /// How many vetoes are registered in the process, as far as the main actor knows: see
        /// ``Navigation/hasVetoes``.
        @exclusivity(unchecked) var registeredVetoes = 0
        /// The live journals, told of the routes that are followed.
        @exclusivity(unchecked) var journals: [WeakJournal] = []
        /// How many navigations show an alert: while none does, no operation looks for one.
        @exclusivity(unchecked) var shownAlerts = 0
    }

    /// An event waiting for delivery, with the observer lists it goes to (decided when it happened).
    struct HeldEvent {
        private(set) var event: NavigationEvent
        private(set) var listeners: [ObserverList<NavigationEvent>]
        /// Whether what this event changed left the displayed tree later in the same transition
        /// (see `Navigation.forgetHeldEvents`): observers who
        /// hear it leave never hear this event, and neither does a dry run. Only observers of a
        /// navigation inside what left still do, since they do not hear it leave.
        private(set) var isForgotten = false
        /// Whether this ``NavigationEvent/Change/replaced(old:new:)`` stands for a stack emptied
        /// and refilled in this transition: the pushes that go on refilling it join it.
        var isRefill = false
        /// Whether a dry run capturing now reads this event (it happened in the run's window).
        let isCaptured: Bool
        /// While pops of one navigation merge into this event: every screen popped so far, top
        /// first. Each pop removes screens below the earlier ones, so it is appended here (in
        /// amortized constant time) and the list is put in bottom-to-top order once, by
        /// ``finalize()``; prepending to the event's list each time made a deep tree's finish
        /// quadratic.
        private var poppedTopFirst: [ScreenID]?

        init(event: NavigationEvent, listeners: [ObserverList<NavigationEvent>], isCaptured: Bool = false) {
            self.event = event
            self.listeners = listeners
            self.isCaptured = isCaptured
        }

        var animated: Bool { event.animated }

        /// Forgets this event for every listener in `leaving` (those that hear what it changed
        /// leave the tree).
        mutating func forget(for leaving: [ObserverList<NavigationEvent>]) {
            isForgotten = true
            listeners.removeAll { list in leaving.contains { $0 === list } }
        }

        mutating func setAnimated(_ animated: Bool) {
            event = event.withAnimated(animated)
        }

        /// Replaces the change, keeping the navigation, cause and animation.
        mutating func replaceChange(with change: NavigationEvent.Change) {
            event = NavigationEvent(
                navigation: event.navigation, change: change, cause: event.cause, animated: event.animated)
        }

        /// Merges a pop of the same navigation, which removed `screens` just below this event's.
        mutating func mergePop(of screens: ScreenIDs, animated: Bool) {
            var topFirst = poppedTopFirst.take() ?? []
            if topFirst.isEmpty, case .popped(let earlier) = event.change {
                topFirst.append(contentsOf: earlier.reversed())
            }
            topFirst.append(contentsOf: screens.reversed())
            poppedTopFirst = topFirst
            if animated { event = event.withAnimated(true) }
        }

        /// The event as it is delivered, with merged pops in place.
        mutating func finalize() {
            guard let topFirst = poppedTopFirst.take() else { return }
            event = NavigationEvent(
                navigation: event.navigation, change: .popped(ScreenIDs(topFirst.reversed())),
                cause: event.cause,
                animated: event.animated)
        }
    }

    @MainActor static let transactions = TransactionState()

    /// Runs `body` as one atomic, visible transition.
    ///
    /// - **One transition.** Every change in `body` is announced, in order, when the outermost
    ///   transaction ends, and only the last animated one is marked animated. A flow presented or
    ///   added as a tab arrives as one ``NavigationEvent/Change/presented(_:style:)`` or
    ///   ``NavigationEvent/Change/itemAdded(container:index:item:)`` that lists the
    ///   screens it starts with, and screens popped one after the other are one
    ///   ``NavigationEvent/Change/popped(_:)``. A stack emptied and refilled is one
    ///   ``NavigationEvent/Change/replaced(old:new:)``, and changes made to a navigation or tab bar
    ///   that leaves the displayed tree in the same transaction are not announced, only its
    ///   leaving (what leaves is forgotten). Lifecycle callbacks are delivered once, at the end,
    ///   for the difference between what was visible before and what is visible after: screens
    ///   placed below the top are not loaded until the user goes back to them, as when UIKit
    ///   replaces a stack.
    /// - **All or nothing.** If `body` throws, every change it made to the model and the coordinator
    ///   tree is undone before the error is rethrown: no event is announced, no lifecycle callback
    ///   delivered and no `onFinish` called for it. Code in `body` that catches an error from a
    ///   nested transaction keeps the changes made before it.
    ///
    /// Use it where several changes make one step for the user, such as following a deep link or
    /// restoring saved state. Coordinators already do this for a child's start, for
    /// ``Coordinator/startAsRoot(animated:)`` and for a finish. Transactions nest; the outermost
    /// one delivers.
    ///
    /// - Throws: what `body` throws, after undoing its changes.
    public static func transaction<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let state = transactions
        if state.depth == 0 {
            state.transactionEventsStart = state.events.count
            state.mergeFloor = state.events.count
        }
        state.depth += 1
        defer {
            state.depth -= 1
            if state.depth == 0 { endTransition(state) }
            settle(state)
        }
        // A body that cannot throw needs no undo log (though an enclosing throwing one keeps
        // recording its changes).
        if Failure.self == Never.self { return try body() }
        let undoStart = state.undoLog.count
        let eventsStart = state.events.count
        let actionsStart = state.actions.count
        let outerFloor = state.mergeFloor
        state.mergeFloor = eventsStart
        state.recordingDepth += 1
        state.undoGeneration &+= 1
        defer {
            state.recordingDepth -= 1
            state.undoGeneration &+= 1
            state.mergeFloor = outerFloor
            if state.recordingDepth == 0 {
                // One by one: `removeAll(keepingCapacity:)` goes through the generic
                // `replaceSubrange`, which cost more than the records themselves.
                while !state.undoLog.isEmpty { state.undoLog.removeLast() }
            }
        }
        do {
            return try body()
        } catch {
            rollBack(state, undoTo: undoStart, eventsTo: eventsStart, actionsTo: actionsStart)
            throw error
        }
    }

    /// Puts the model and the tree back as they were when a throwing transaction began, and drops
    /// what it queued for observers, lifecycle and parents.
    private static func rollBack(
        _ state: TransactionState, undoTo undoStart: Int, eventsTo eventsStart: Int,
        actionsTo actionsStart: Int
    ) {
        while state.undoLog.count > undoStart {
            state.undoLog.removeLast().undo()
        }
        if state.events.count > eventsStart {
            state.events.removeSubrange(eventsStart...)
        }
        if state.actions.count > actionsStart {
            state.actions.removeSubrange(actionsStart...)
        }
    }

    /// Runs `action` once the model has settled: after the current transaction and the lifecycle
    /// callbacks it causes, after the actions queued before it. Coordinators tell parents that a
    /// child finished this way, so a parent never hears of it while the model is mid-change. A
    /// transaction that throws drops the actions it queued.
    // `package`: the renderer products schedule their surface updates with it.
    package static func afterTransitions(_ action: @escaping () -> Void) {
        let state = transactions
        state.actions.append(action)
        settle(state)
    }

    /// The outermost transaction ended: it was one visible transition, so only its last animated
    /// change stays animated.
    private static func endTransition(_ state: TransactionState) {
        animateOnlyTheLast(&state.events, from: max(state.transactionEventsStart, state.eventsHead))
    }

    /// One visible transition: among `events[start...]`, only the last animated change keeps
    /// its flag. Used when a transaction ends, and by a dry run for the events it captured.
    static func animateOnlyTheLast(_ events: inout [HeldEvent], from start: Int) {
        var index = events.count - 1
        var seenAnimated = false
        while index >= start {
            if events[index].animated && !events[index].isForgotten {
                if seenAnimated { events[index].setAnimated(false) }
                seenAnimated = true
            }
            index -= 1
        }
    }

    /// Delivers what is queued, unless a transaction is open or a delivery is already running
    /// further up the stack (which will pick the new work up): events first, then lifecycle
    /// callbacks, then coordinator notifications.
    static func settle(_ state: TransactionState) {
        guard state.depth == 0 else { return }
        deliverEvents(state)
        // An event observer changed the model: its callbacks wait until every observer has heard
        // every event (the delivery running further up settles when it ends), so no observer
        // hears of a change after the callbacks it caused.
        guard !state.isEmitting && !state.isDeliveringAppearance else { return }
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
        while state.actionsHead < state.actions.count {
            let action = state.actions[state.actionsHead]
            state.actionsHead += 1
            runningUserCode(state, action)
        }
        if state.actionsHead > 0 {
            state.actions.removeAll(keepingCapacity: true)
            state.actionsHead = 0
        }
        state.isRunningActions = false
    }

    /// Delivers the events an ``emit(animated:_:)`` queued, then, outside any transaction and
    /// delivery, the lifecycle callbacks and coordinator notifications that waited for them.
    static func settleAfterEmitting(_ state: TransactionState) {
        deliverEvents(state)
        guard state.depth == 0 && !state.isEmitting && !state.isDeliveringAppearance else { return }
        if !state.pendingRoots.isEmpty || state.actionsHead < state.actions.count { settle(state) }
    }

    /// Delivers the queued events in order, unless a delivery is already running further up the
    /// stack (which will pick them up).
    static func deliverEvents(_ state: TransactionState) {
        guard !state.isEmitting, state.eventsHead < state.events.count else { return }
        state.isEmitting = true
        while state.eventsHead < state.events.count {
            state.events[state.eventsHead].finalize()
            let next = state.events[state.eventsHead]
            state.eventsHead += 1
            Navigation.runningUserCode(state) {
                for list in next.listeners { list.deliver(next.event) }
            }
        }
        // One by one: the generic `removeAll(keepingCapacity:)` costs more than a few events.
        while !state.events.isEmpty { state.events.removeLast() }
        state.eventsHead = 0
        state.isEmitting = false
    }
}
