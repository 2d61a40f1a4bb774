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
        observers.add(handler)
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
    /// An observer that changes the model again has its event queued behind this one, so every
    /// observer sees every change in the order it happened.
    func emit(animated: Bool, _ change: () -> NavigationEvent.Change) {
        // The common case for a root nobody observes: one check, no walk.
        if !isAttached && !observers.hasObservers { return }
        var listeners: [ObserverList<NavigationEvent>] = []
        var node: Navigation? = self
        while let current = node {
            if current.observers.hasObservers { listeners.append(current.observers) }
            node = current.parentNavigation
        }
        guard !listeners.isEmpty else { return }
        let event = NavigationEvent(
            navigation: id, change: change(), cause: Navigation.currentCause, animated: animated)
        let state = Navigation.transactions
        state.events.append((event, listeners))
        guard !state.isEmitting else { return }
        state.isEmitting = true
        while !state.events.isEmpty {
            let next = state.events.removeFirst()
            for list in next.listeners { list.deliver(next.event) }
        }
        state.isEmitting = false
    }
}
