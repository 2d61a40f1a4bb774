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
    func commit(
        animated: Bool,
        root: Navigation?,
        removed: [Screen],
        reconciles: Bool = true,
        _ change: () -> NavigationEvent.Change
    ) {
        emit(animated: animated, change)
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
    func emit(animated: Bool, _ change: () -> NavigationEvent.Change) {
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
        guard !listeners.isEmpty || state.capturingDepth > 0 else { return }
        if state.capturingDepth > 0 { recordTitlesForCapture(state) }
        let event = NavigationEvent(
            navigation: id, change: offered ?? change(), cause: Navigation.currentCause, animated: animated)
        if state.depth > 0 {
            if mergeIntoHeldEvent(event, state: state) { return }
            state.events.append(HeldEvent(event: event, listeners: listeners))
            return
        }
        state.events.append(HeldEvent(event: event, listeners: listeners))
        Navigation.settleAfterEmitting(state)
    }

    /// How far back a new change looks for the event it can be merged into.
    private static let mergeWindow = 8

    /// Merges a change held in a transaction into an earlier held event, so one step reaches a
    /// renderer as one change:
    /// - a stack change (push, pop, replacement) to a navigation that was just presented or added as
    ///   a tab becomes part of
    ///   that ``NavigationEvent/Change/presented(_:style:)`` or
    ///   ``NavigationEvent/Change/tabAdded(tabBar:index:tab:)``, whose content the change is applied
    ///   to (unless this navigation has observers of its own, who would miss it). Applied, not read
    ///   again from the model: a change deeper in the tree made since has its own event, which must
    ///   not be counted twice;
    /// - a pop right after a pop of the same navigation becomes one ``NavigationEvent/Change/popped(_:)``.
    ///
    /// - Returns: Whether `event` was merged and must not be held on its own.
    private func mergeIntoHeldEvent(_ event: NavigationEvent, state: TransactionState) -> Bool {
        // Within the outermost transaction (one transition), also into an event an enclosing
        // transaction holds: a nested throwing one records how to take the merge back. A dry run
        // reads only the events it captured, so it merges only among those, but among all of
        // them, as the run it stands for would (a child's start is a throwing transaction of its
        // own, and its push still folds into the tab that brought its navigation in).
        let floor = max(
            state.captureStarts.last ?? state.transactionEventsStart, state.eventsHead)
        guard state.events.count > floor else { return false }
        let last = state.events.count - 1
        switch event.change {
        case .popped(let screens):
            let held = state.events[last].event
            if held.navigation == id, case .popped = held.change {
                Navigation.recordHeldEvent(at: last, state: state)
                state.events[last].mergePop(of: screens, animated: event.animated)
                return true
            }
        // Otherwise a pop, like a push or replacement, may fold into the event that brought the
        // navigation in.
        case .pushed, .replaced:
            break
        case .tabAdded(let tabBar, _, _), .tabItemChanged(let tabBar, _, _), .tabSelected(let tabBar, _, _):
            return mergeIntoEnteringTabBar(tabBar, event, state: state, floor: floor)
        default:
            return false
        }
        guard !observers.hasObservers else { return false }
        var index = last
        while index >= floor && last - index < Navigation.mergeWindow {
            let held = state.events[index].event
            switch held.change {
            case .pushed(let content) where held.navigation != id:
                // A push into a tab of a tab bar that entered in this transition (its item
                // coordinator's start) becomes part of that tab bar's arrival.
                guard let tabs = content.tabBar?.applying(event.change, toTab: id) else { break }
                Navigation.recordHeldEvent(at: index, state: state)
                state.events[index].replaceChange(with: .pushed(content.withTabBar(tabs)))
                return true
            case .presented(let content, let style) where content.id == id:
                Navigation.recordHeldEvent(at: index, state: state)
                state.events[index].replaceChange(
                    with: .presented(content.withScreens(applying: event.change), style: style))
                return true
            case .tabAdded(let tabBar, let tabIndex, let tab) where tab.navigation.id == id:
                Navigation.recordHeldEvent(at: index, state: state)
                state.events[index].replaceChange(
                    with: .tabAdded(
                        tabBar: tabBar, index: tabIndex,
                        tab: NavigationEvent.TabContent(
                            item: tab.item, navigation: tab.navigation.withScreens(applying: event.change))))
                return true
            case .dismissed(let navigation) where navigation == id,
                .tabRemoved(_, _, let navigation) where navigation == id:
                return false
            default:
                // Anything else that happened to this navigation since ends the search.
                if held.navigation == id { return false }
            }
            index -= 1
        }
        return false
    }
}

extension Navigation {
    /// Folds a change of the tab bar `tabBar` (a tab added, an item changed, the selection moved)
    /// into the held event that pushed that tab bar in this transition, or into the selection
    /// change just before it, so a tab bar built after it was pushed still arrives as one
    /// `pushed` event, and two selections in one transition are one.
    fileprivate func mergeIntoEnteringTabBar(
        _ tabBar: ScreenID, _ event: NavigationEvent, state: TransactionState, floor: Int
    ) -> Bool {
        let last = state.events.count - 1
        var index = last
        while index >= floor && last - index < Navigation.mergeWindow {
            let held = state.events[index].event
            guard held.navigation == id else {
                index -= 1
                continue
            }
            switch (held.change, event.change) {
            case (.pushed(let content), _) where content.id == tabBar:
                guard let tabs = content.tabBar?.applying(event.change) else { return false }
                Navigation.recordHeldEvent(at: index, state: state)
                state.events[index].replaceChange(with: .pushed(content.withTabBar(tabs)))
                if event.animated { state.events[index].setAnimated(true) }
                return true
            case (
                .tabSelected(let heldBar, let heldIndex, let previous),
                .tabSelected(_, let newIndex, let from)
            )
            where heldBar == tabBar && from == heldIndex && newIndex != previous && index == last:
                Navigation.recordHeldEvent(at: index, state: state)
                state.events[index].replaceChange(
                    with: .tabSelected(tabBar: tabBar, index: newIndex, previous: previous))
                if event.animated { state.events[index].setAnimated(true) }
                return true
            default:
                // Anything else that happened to this navigation since ends the search.
                return false
            }
        }
        return false
    }

    /// Records the held event at `index` before a change is merged into it, when it was queued
    /// before the innermost throwing transaction began (whose rollback would otherwise keep the
    /// merge).
    fileprivate static func recordHeldEvent(at index: Int, state: TransactionState) {
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
    static func beginCapturingEvents() -> Int {
        let state = transactions
        if state.capturingDepth == 0 { state.capturedTitles = [:] }
        state.capturingDepth += 1
        state.captureStarts.append(state.events.count)
        return state.events.count
    }

    /// Stops capturing and returns the events held since `start`, animated as they would be
    /// delivered: only the last animated change keeps its flag.
    static func endCapturingEvents(_ start: Int) -> [NavigationEvent] {
        let state = transactions
        state.capturingDepth -= 1
        state.captureStarts.removeLast()
        guard state.events.count > start else { return [] }
        var captured = Array(state.events[start...])
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
