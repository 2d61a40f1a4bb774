// Events: announcing every change to observers, in order.

extension Navigation {
    // MARK: - Events

    /// Calls `handler` with every event of this navigation and of the navigations it presents or
    /// holds in a tab bar, in order, until the token is cancelled or deallocated.
    ///
    /// - Returns: The token that keeps the observation alive.
    public func observeEvents(
        _ handler: @escaping @MainActor (NavigationEvent) -> Void
    ) -> ObservationToken {
        observers.add(unsafeBitCast(handler, to: ((NavigationEvent) -> Void).self))
    }

    /// Announces a change, lets coordinators whose screens were removed follow, then delivers
    /// lifecycle callbacks. Events go first so a history always matches the order of changes; the
    /// tree follows before any callback runs, so user code never sees a coordinator still running
    /// for screens that are gone.
    // Inlined into each push and pop, as before alerts: out of line, every commit passed its
    // arguments through one more call, retaining the removed screens and the root again (about
    // 140 instructions per pop, issue 38). The rare case with an alert shown is out of line.
    @inline(__always)
    func commit(
        animated: Bool,
        root: Navigation?,
        removed: [Screen],
        reconciles: Bool = true,
        _ change: () -> NavigationEvent.Change
    ) {
        // An alert whose presenter leaves goes first, in the same transition.
        if !removed.isEmpty && Navigation.transactions.shownAlerts > 0 {
            commitUnderAlerts(
                animated: animated, root: root, removed: removed, reconciles: reconciles, change)
            return
        }
        commitNow(animated: animated, root: root, removed: removed, reconciles: reconciles, change)
    }

    @inline(never)
    private func commitUnderAlerts(
        animated: Bool,
        root: Navigation?,
        removed: [Screen],
        reconciles: Bool,
        _ change: () -> NavigationEvent.Change
    ) {
        Navigation.transaction {
            cancelAlerts(leavingWith: removed, animated: animated)
            commitNow(animated: animated, root: root, removed: removed, reconciles: reconciles, change)
        }
    }

    @inline(__always)
    private func commitNow(
        animated: Bool,
        root: Navigation?,
        removed: [Screen],
        reconciles: Bool,
        _ change: () -> NavigationEvent.Change
    ) {
        emit(animated: animated, leaving: removed.isEmpty ? nil : .screens(removed), change)
        guard reconciles && Navigation.anyOwned(removed) else {
            root?.refreshAppearance(animated: animated)
            return
        }
        Navigation.transaction {
            root?.refreshAppearance(animated: animated)
            reconcileCoordinators(afterRemoving: removed, detached: nil)
        }
    }

    /// Whether a coordinator moved to any of `screens` (a plain loop: see `Internal/Identity.swift`).
    private static func anyOwned(_ screens: [Screen]) -> Bool {
        for screen in screens where screen.owner != nil { return true }
        return false
    }

    /// Announces a change to the observers of this navigation and of every navigation above it.
    /// Outside a transaction it is delivered at once; inside one it is held (and may be merged into
    /// the change that brought this navigation on screen) until the outermost transaction ends. An
    /// observer that changes the model again has its event queued behind this one, so every
    /// observer sees every change in the order it happened.
    ///
    /// - Parameter leaving: What the change takes out of the displayed tree, when it may hold
    ///   something (a popped tab bar, a dismissed navigation, a removed tab): changes made to it
    ///   earlier in the same transition are forgotten (see ``forgetHeldEvents(leaving:at:listeners:state:)``).
    func emit(animated: Bool, leaving: Departure? = nil, _ change: () -> NavigationEvent.Change) {
        // Built once when vetoes see it: an entering navigation's content walks its whole tree.
        var offered: NavigationEvent.Change?
        if Navigation.hasVetoes {
            let proposed = change()
            offered = proposed
            offerToVetoes(proposed, animated: animated)
        }
        let state = Navigation.transactions
        // The common case, a root navigation outside any transaction and delivery: one lock finds
        // out whether anyone observes and starts the delivery, with no queue and no allocation
        // beyond the event's own.
        if !isAttached && state.depth == 0 && !state.isEmitting {
            guard let snapshot = observers.observersForDelivery() else { return }
            let event = NavigationEvent(
                navigation: id, change: offered ?? change(), cause: Navigation.currentCause,
                animated: animated)
            state.isEmitting = true
            Navigation.runningUserCode(state) { observers.deliver(event, to: snapshot) }
            state.isEmitting = false
            // Changes the observers made meanwhile were queued behind this one; their lifecycle
            // callbacks waited for every event to be heard.
            Navigation.settleAfterEmitting(state)
            return
        }
        if !isAttached && !observers.hasObservers && state.capturingDepth == 0 { return }
        var listeners: [ObserverList<NavigationEvent>] = []
        var node: Navigation? = self
        while let current = node {
            if current.observers.hasObservers { listeners.append(current.observers) }
            node = current.parentNavigation
        }
        // A dry run reads what its window would hear: not the changes of a navigation that has
        // left it (a flow finishing on the navigation just dismissed), which no one there hears.
        let captures = state.capturingDepth > 0 && isInCapturedWindow(state)
        guard !listeners.isEmpty || captures else { return }
        if captures { recordTitlesForCapture(state) }
        let event = NavigationEvent(
            navigation: id, change: offered ?? change(), cause: Navigation.currentCause, animated: animated)
        if state.depth > 0 {
            let index: Int
            if let merged = mergeIntoHeldEvent(event, listeners: listeners, state: state) {
                index = merged
            } else {
                state.events.append(HeldEvent(event: event, listeners: listeners, isCaptured: captures))
                index = state.events.count - 1
            }
            if let leaving {
                forgetHeldEvents(leaving: leaving, at: index, listeners: listeners, state: state)
            }
            return
        }
        state.events.append(HeldEvent(event: event, listeners: listeners))
        Navigation.settleAfterEmitting(state)
    }

    /// How far back a new change looks for the event it can be merged into (events forgotten in
    /// the meantime not counted).
    private static let mergeWindow = 8

    /// Where merging and forgetting look back to: the events of this transition (of the innermost
    /// dry run, while one captures) that are not delivered yet.
    ///
    /// Within the outermost transaction (one transition), a change also merges into an event an
    /// enclosing transaction holds: a nested throwing one records how to take the merge back. A dry
    /// run reads only the events it captured, so it merges only among those, but among all of them,
    /// as the run it stands for would (a child's start is a throwing transaction of its own, and
    /// its push still folds into the tab that brought its navigation in).
    static func heldFloor(_ state: TransactionState) -> Int {
        max(state.captureStarts.last ?? state.transactionEventsStart, state.eventsHead)
    }

    /// The last held event at or below `index`, down to `floor`, that is not forgotten.
    static func liveEvent(atOrBelow index: Int, floor: Int, state: TransactionState) -> Int? {
        var index = index
        while index >= floor {
            if !state.events[index].isForgotten { return index }
            index -= 1
        }
        return nil
    }

    /// Merges a change held in a transaction into an earlier held event, so one step reaches a
    /// renderer as one change:
    /// - a push onto a stack that a pop of this transition emptied turns that pop into one
    ///   ``NavigationEvent/Change/replaced(old:new:)`` (a root coordinator switching its child:
    ///   `replaced "Welcome" with "Menu"`, never a pop of the root), which the pushes that follow
    ///   join;
    /// - a stack change (push, pop, replacement) to a navigation that was just presented or added as
    ///   a tab becomes part of
    ///   that ``NavigationEvent/Change/presented(_:style:)`` or
    ///   ``NavigationEvent/Change/itemAdded(container:index:item:)``, whose content the change is applied
    ///   to (unless this navigation has observers of its own, who would miss it). Applied, not read
    ///   again from the model: a change deeper in the tree made since has its own event, which must
    ///   not be counted twice. The same for a stack change to an item of a container that entered
    ///   in this transition, pushed, in a replaced stack or in a presented navigation;
    /// - a pop right after a pop of the same navigation becomes one ``NavigationEvent/Change/popped(_:)``.
    ///
    /// Forgotten events are skipped: for the tree, they never happened.
    ///
    /// - Returns: The index of the event `event` was merged into, or `nil` if it must be held on
    ///   its own.
    private func mergeIntoHeldEvent(
        _ event: NavigationEvent, listeners: [ObserverList<NavigationEvent>], state: TransactionState
    ) -> Int? {
        let floor = Navigation.heldFloor(state)
        guard state.events.count > floor,
            let last = Navigation.liveEvent(atOrBelow: state.events.count - 1, floor: floor, state: state)
        else { return nil }
        switch event.change {
        case .popped(let screens):
            let held = state.events[last].event
            if held.navigation == id, case .popped = held.change {
                Navigation.recordHeldEvent(at: last, state: state)
                state.events[last].mergePop(of: screens, animated: event.animated)
                return last
            }
        case .pushed(let screen):
            if let refilled = mergeRefill(
                pushing: screen, event, listeners: listeners, from: last, floor: floor, state: state)
            {
                return refilled
            }
        // Otherwise a pop, like a push or replacement, may fold into the event that brought the
        // navigation in.
        case .replaced:
            break
        case .itemAdded(let container, _, _), .itemChanged(let container, _, _),
            .itemSelected(let container, _, _), .pageTurned(let container, _, _, _),
            .visibilityChanged(let container, _, _), .collapsed(let container), .expanded(let container):
            return mergeIntoEnteringContainer(container, event, from: last, state: state, floor: floor)
        default:
            return nil
        }
        guard !observers.hasObservers else { return nil }
        var index: Int? = last
        var seen = 0
        while let current = index, seen < Navigation.mergeWindow {
            let held = state.events[current].event
            switch held.change {
            case .pushed(let content) where held.navigation != id:
                // A push into an item of a container that entered in this transition (its item
                // coordinator's start) becomes part of that container's arrival.
                guard let entered = content.container?.applying(event.change, toItem: id) else { break }
                Navigation.recordHeldEvent(at: current, state: state)
                state.events[current].replaceChange(with: .pushed(content.withContainer(entered)))
                return current
            case .replaced(let old, let new) where held.navigation != id:
                // The same, for a container that entered by a replacement.
                guard let entered = new.applying(event.change, toItem: id) else { break }
                Navigation.recordHeldEvent(at: current, state: state)
                state.events[current].replaceChange(with: .replaced(old: old, new: entered))
                return current
            case .presented(let content, let style) where content.id == id:
                Navigation.recordHeldEvent(at: current, state: state)
                state.events[current].replaceChange(
                    with: .presented(content.withScreens(applying: event.change), style: style))
                return current
            case .presented(let content, let style) where held.navigation != id:
                // The same, for a container presented in this transition.
                guard let screens = content.screens.applying(event.change, toItem: id) else { break }
                Navigation.recordHeldEvent(at: current, state: state)
                state.events[current].replaceChange(
                    with: .presented(content.withScreens(screens), style: style))
                return current
            case .itemAdded(let container, let itemIndex, let item) where item.navigation.id == id:
                Navigation.recordHeldEvent(at: current, state: state)
                state.events[current].replaceChange(
                    with: .itemAdded(
                        container: container, index: itemIndex,
                        item: NavigationEvent.ItemContent(
                            label: item.label, navigation: item.navigation.withScreens(applying: event.change)
                        )))
                return current
            case .dismissed(let navigation, _) where navigation == id,
                .itemRemoved(_, _, let navigation) where navigation == id:
                return nil
            default:
                // Anything else that happened to this navigation since ends the search.
                if held.navigation == id { return nil }
            }
            seen += 1
            index =
                current > floor
                ? Navigation.liveEvent(atOrBelow: current - 1, floor: floor, state: state) : nil
        }
        return nil
    }

    /// Folds a push onto this navigation into the pop of this transition that emptied its stack
    /// (which becomes a ``NavigationEvent/Change/replaced(old:new:)``), or into the replacement
    /// such a fold made: a stack emptied and refilled in one transition is one replacement, which
    /// a renderer draws as `setViewControllers` rather than a pop of the root no UIKit navigation
    /// controller can show.
    private func mergeRefill(
        pushing screen: NavigationEvent.ScreenContent, _ event: NavigationEvent,
        listeners: [ObserverList<NavigationEvent>], from last: Int, floor: Int, state: TransactionState
    ) -> Int? {
        // The latest event of this navigation: anything it did since would come between.
        var index: Int? = last
        var seen = 0
        while let current = index, seen < Navigation.mergeWindow {
            let held = state.events[current]
            guard held.event.navigation != id else { break }
            seen += 1
            index =
                current > floor
                ? Navigation.liveEvent(atOrBelow: current - 1, floor: floor, state: state) : nil
        }
        guard let found = index, seen < Navigation.mergeWindow,
            Navigation.sameListeners(state.events[found].listeners, listeners)
        else { return nil }
        switch state.events[found].event.change {
        case .popped where stack.count == 1:
            // The pop emptied the stack (nothing of this navigation happened since, and the stack
            // held nothing before this push).
            Navigation.recordHeldEvent(at: found, state: state)
            state.events[found].finalize()
            guard case .popped(let old) = state.events[found].event.change else { return nil }
            state.events[found].replaceChange(with: .replaced(old: Array(old), new: [screen]))
            state.events[found].isRefill = true
        case .replaced(let old, let new) where state.events[found].isRefill:
            Navigation.recordHeldEvent(at: found, state: state)
            state.events[found].replaceChange(with: .replaced(old: old, new: new + [screen]))
        default:
            return nil
        }
        if event.animated { state.events[found].setAnimated(true) }
        return found
    }

    /// Whether two events go to the same observer lists.
    private static func sameListeners(
        _ first: [ObserverList<NavigationEvent>], _ second: [ObserverList<NavigationEvent>]
    ) -> Bool {
        guard first.count == second.count else { return false }
        for index in first.indices where first[index] !== second[index] { return false }
        return true
    }
}

extension Navigation {
    /// Folds a change of the container `container` (an item added, a label changed, the selection
    /// moved, a page turned, items hidden, a split collapsed or expanded) into the held event that
    /// pushed that container in this transition (or replaced a stack with one holding it, or
    /// presented or added as an item the navigation holding it), or into
    /// the selection change just before it, so a container built after it was pushed still
    /// arrives as one event, and two selections in one transition are one.
    fileprivate func mergeIntoEnteringContainer(
        _ container: ScreenID, _ event: NavigationEvent, from last: Int, state: TransactionState, floor: Int
    ) -> Int? {
        var index: Int? = last
        var seen = 0
        while let current = index, seen < Navigation.mergeWindow {
            let held = state.events[current].event
            if let merged = mergeIntoEnteringNavigation(container, event, at: current, state: state) {
                return merged
            }
            guard held.navigation == id else {
                seen += 1
                index =
                    current > floor
                    ? Navigation.liveEvent(atOrBelow: current - 1, floor: floor, state: state) : nil
                continue
            }
            switch (held.change, event.change) {
            case (.pushed(let content), _) where content.id == container:
                guard let entered = content.container?.applying(event.change) else { return nil }
                Navigation.recordHeldEvent(at: current, state: state)
                state.events[current].replaceChange(with: .pushed(content.withContainer(entered)))
                if event.animated { state.events[current].setAnimated(true) }
                return current
            case (.replaced(let old, let new), _) where new.contains(where: { $0.id == container }):
                guard let entered = new.applying(event.change, toContainer: container) else { return nil }
                Navigation.recordHeldEvent(at: current, state: state)
                state.events[current].replaceChange(with: .replaced(old: old, new: entered))
                if event.animated { state.events[current].setAnimated(true) }
                return current
            case (
                .itemSelected(let heldContainer, let heldIndex, let previous),
                .itemSelected(_, let newIndex, let from)
            )
            where heldContainer == container && from == heldIndex && newIndex != previous && current == last:
                Navigation.recordHeldEvent(at: current, state: state)
                state.events[current].replaceChange(
                    with: .itemSelected(container: container, index: newIndex, previous: previous))
                if event.animated { state.events[current].setAnimated(true) }
                return current
            default:
                // Anything else that happened to this navigation since ends the search.
                return nil
            }
        }
        return nil
    }

    /// Folds a change of the container `container`, in this navigation's stack, into the held
    /// event at `index` when that event brought this navigation in during this transition (it
    /// presented it, or added it as an item), so a container presented and then given its items
    /// arrives as one event, as a pushed one does.
    ///
    /// - Returns: `index` when the change was folded in; `nil` when the event did not bring this
    ///   navigation in, the change does not fit, or this navigation has observers of its own (who
    ///   would miss the change).
    private func mergeIntoEnteringNavigation(
        _ container: ScreenID, _ event: NavigationEvent, at index: Int, state: TransactionState
    ) -> Int? {
        let held = state.events[index].event
        let change: NavigationEvent.Change
        switch held.change {
        case .presented(let content, let style) where content.id == id:
            guard let screens = content.screens.applying(event.change, toContainer: container) else {
                return nil
            }
            change = .presented(content.withScreens(screens), style: style)
        case .itemAdded(let holder, let itemIndex, let item) where item.navigation.id == id:
            guard let screens = item.navigation.screens.applying(event.change, toContainer: container) else {
                return nil
            }
            change = .itemAdded(
                container: holder, index: itemIndex,
                item: NavigationEvent.ItemContent(
                    label: item.label,
                    navigation: item.navigation.withScreens(screens)))
        default:
            return nil
        }
        guard !observers.hasObservers else { return nil }
        Navigation.recordHeldEvent(at: index, state: state)
        state.events[index].replaceChange(with: change)
        if event.animated { state.events[index].setAnimated(true) }
        return index
    }

    /// Records the held event at `index` before a change is merged into it, when it was queued
    /// before the innermost throwing transaction began (whose rollback would otherwise keep the
    /// merge).
    static func recordHeldEvent(at index: Int, state: TransactionState) {
        guard index < state.mergeFloor else { return }
        UndoRecord.record(.heldEvent(index: index, state.events[index]))
    }
}

extension NavigationEvent {
    /// This event with another animation flag.
    func withAnimated(_ animated: Bool) -> NavigationEvent {
        NavigationEvent(navigation: navigation, change: change, cause: cause, animated: animated)
    }
}

// MARK: - Capturing events for a dry run

extension Navigation {
    /// Starts holding every event of the open transaction, observed or not, so that a dry run can
    /// read what it would announce. Returns where the captured events start.
    ///
    /// - Parameter window: The root of the displayed tree the dry run reads: changes of navigations
    ///   outside it (one dismissed, then changed by a flow that finishes) are not captured.
    static func beginCapturingEvents(window: Navigation) -> Int {
        let state = transactions
        if state.capturingDepth == 0 { state.capturedTitles = [:] }
        state.capturingDepth += 1
        state.captureStarts.append(state.events.count)
        state.captureWindows.append(window)
        return state.events.count
    }

    /// Whether the innermost dry run's window hears this navigation's changes.
    private func isInCapturedWindow(_ state: TransactionState) -> Bool {
        guard let window = state.captureWindows.last else { return true }
        return displayedRoot === window
    }

    /// Stops capturing and returns the events held since `start` that its window would hear
    /// (those of its tree, not forgotten), animated as they would be delivered: only the last
    /// animated change keeps its flag.
    static func endCapturingEvents(_ start: Int) -> [NavigationEvent] {
        let state = transactions
        state.capturingDepth -= 1
        state.captureStarts.removeLast()
        state.captureWindows.removeLast()
        guard state.events.count > start else { return [] }
        var captured = state.events[start...].filter { $0.isCaptured && !$0.isForgotten }
        animateOnlyTheLast(&captured, from: 0)
        var events: [NavigationEvent] = []
        for var held in captured {
            held.finalize()
            events.append(held.event)
        }
        return events
    }

    /// Notes the title of every screen in this navigation's displayed tree as a captured change is
    /// announced, so a dry run can name screens that came and went within it (pushed, then popped
    /// by a later step), which are in the tree neither after the run nor after its undo.
    private func recordTitlesForCapture(_ state: TransactionState) {
        for screen in (displayedRoot ?? self).screensInTree() where state.capturedTitles[screen.id] == nil {
            state.capturedTitles[screen.id] = screen.title
        }
    }
}

// MARK: - Forgetting what leaves

extension Navigation {
    /// What a change takes out of the displayed tree, for ``forgetHeldEvents(leaving:at:listeners:state:)``.
    enum Departure {
        /// Screens popped or replaced away; of them, only containers hold anything.
        case screens([Screen])
        /// A navigation dismissed or removed with its tab, with everything it holds.
        case navigation(Navigation)
    }

    /// What leaves, by ID: the navigations whose events are forgotten, and the containers whose
    /// item changes are.
    private struct Leaving {
        var navigations: Set<NavigationID> = []
        var containers: Set<ScreenID> = []

        @MainActor mutating func takeIn(_ navigation: Navigation) {
            navigation.visitTree { node in
                navigations.insert(node.id)
                for case let container as ContainerScreen in node.stack { containers.insert(container.id) }
                return true
            }
        }

        /// Takes in every navigation and screen in `content`, which an event brought in.
        mutating func takeIn(_ content: NavigationEvent.NavigationContent) {
            navigations.insert(content.id)
            for screen in content.screens { takeIn(screen) }
            if let presented = content.presented { takeIn(presented.navigation) }
        }

        mutating func takeIn(_ screen: NavigationEvent.ScreenContent) {
            containers.insert(screen.id)
            for item in screen.container?.items ?? [] { takeIn(item.navigation) }
        }

        func holds(_ event: NavigationEvent) -> Bool {
            if navigations.contains(event.navigation) { return true }
            guard let container = event.change.container else { return false }
            return containers.contains(container)
        }

        /// Takes in what a forgotten event brought in or took away: it stays in the tree (a
        /// renderer never saw it go) or never entered it, until what leaves takes it along.
        /// - Returns: whether anything was new.
        mutating func takeIn(changedBy change: NavigationEvent.Change) -> Bool {
            let before = (navigations.count, containers.count)
            switch change {
            case .pushed(let screen): takeIn(screen)
            case .popped(let screens): for screen in screens { containers.insert(screen) }
            case .replaced(let old, let new):
                for screen in old { containers.insert(screen) }
                for screen in new { takeIn(screen) }
            case .presented(let content, _): takeIn(content)
            case .dismissed(let navigation, _): navigations.insert(navigation)
            case .itemAdded(_, _, let item): takeIn(item.navigation)
            case .itemRemoved(_, _, let navigation): navigations.insert(navigation)
            // An alert holds no navigation or screen, nor does a layout change.
            case .itemSelected, .pageTurned, .itemChanged, .visibilityChanged, .collapsed, .expanded,
                .alertPresented, .alertDismissed:
                break
            }
            return before != (navigations.count, containers.count)
        }

        /// Takes in what a change takes out of the tree.
        mutating func takeOut(changedBy change: NavigationEvent.Change) {
            switch change {
            case .popped(let screens): for screen in screens { containers.insert(screen) }
            case .replaced(let old, _): for screen in old { containers.insert(screen) }
            case .dismissed(let navigation, _), .itemRemoved(_, _, let navigation):
                navigations.insert(navigation)
            default: break
            }
        }

        /// Whether a change brings in something of this.
        func isBroughtIn(by change: NavigationEvent.Change) -> Bool {
            var entering = Leaving()
            switch change {
            case .pushed(let screen): entering.takeIn(screen)
            case .replaced(_, let new): for screen in new { entering.takeIn(screen) }
            case .presented(let content, _): entering.takeIn(content)
            case .itemAdded(_, _, let item): entering.takeIn(item.navigation)
            default: return false
            }
            return !entering.navigations.isDisjoint(with: navigations)
                || !entering.containers.isDisjoint(with: containers)
        }
    }

    /// Forgets, for the observers who hear the change at `leavingIndex` take something out of the
    /// displayed tree, every change made to that something earlier in the same transition: its tab
    /// bars' tabs removed and selections moved, its navigations' pushes, pops and presentations,
    /// and so on down. What leaves is forgotten (Docs/Renderers.md), so a renderer never hears of
    /// changes to something it is about to forget: a logout from inside a tab is one change, not a
    /// removal of each tab before the tab bar goes; a presented flow closed with a pop of its
    /// navigation's root first is one dismissal.
    ///
    /// Forgetting is all or nothing: if a change held since brings something that leaves back in
    /// elsewhere, nothing is forgotten. A dismissal's event then names the screen on top of the
    /// dismissed navigation as the events left it.
    private func forgetHeldEvents(
        leaving departure: Departure, at leavingIndex: Int, listeners: [ObserverList<NavigationEvent>],
        state: TransactionState
    ) {
        let floor = Navigation.heldFloor(state)
        guard state.events.count > floor + 1 else { return }
        var leaving = Leaving()
        switch departure {
        case .screens(let screens):
            // Plain screens hold nothing: a pop of them (a deep tree finishing) costs no search.
            for case let container as ContainerScreen in screens {
                leaving.containers.insert(container.id)
                for item in container.items { leaving.takeIn(item.navigation) }
            }
            guard !leaving.containers.isEmpty else { return }
        case .navigation(let navigation):
            leaving.takeIn(navigation)
        }
        // What a forgotten change brought in or took away leaves too, so the search runs again
        // until it finds nothing new (a tab removed, then the events of its navigation). Every
        // held event is searched, those after `leavingIndex` too: a pop merged into an earlier
        // event happened after them.
        var forgotten: [Int] = []
        var changed = true
        while changed {
            changed = false
            forgotten.removeAll()
            var index = state.events.count - 1
            while index >= floor {
                defer { index -= 1 }
                let held = state.events[index]
                guard index != leavingIndex, !held.isForgotten, leaving.holds(held.event) else { continue }
                forgotten.append(index)
                if leaving.takeIn(changedBy: held.event.change) { changed = true }
            }
        }
        guard !forgotten.isEmpty else { return }
        // A kept change that brings in again something a forgotten one took out would find it
        // still shown: then nothing is forgotten.
        var takenOut = Leaving()
        for index in floor..<state.events.count
        where index != leavingIndex && !state.events[index].isForgotten {
            let event = state.events[index].event
            if leaving.holds(event) {
                takenOut.takeOut(changedBy: event.change)
            } else if takenOut.isBroughtIn(by: event.change) {
                return
            }
        }
        guard !forgotten.isEmpty else { return }
        for index in forgotten {
            Navigation.recordHeldEvent(at: index, state: state)
            state.events[index].forget(for: listeners)
        }
        // A dismissal names the top of the stack the renderer still shows: the stack now, with
        // the forgotten changes of the dismissed navigation taken back, newest first.
        guard case .navigation(let dismissed) = departure,
            case .dismissed(let id, _) = state.events[leavingIndex].event.change, id == dismissed.id
        else { return }
        var shown = dismissed.stack.map(\.id)
        for index in forgotten where state.events[index].event.navigation == id {
            switch state.events[index].event.change {
            case .pushed: if !shown.isEmpty { shown.removeLast() }
            case .popped(let screens): shown.append(contentsOf: screens)
            case .replaced(let old, _): shown = old
            default: break
            }
        }
        Navigation.recordHeldEvent(at: leavingIndex, state: state)
        state.events[leavingIndex].replaceChange(with: .dismissed(id, top: shown.last))
    }
}
