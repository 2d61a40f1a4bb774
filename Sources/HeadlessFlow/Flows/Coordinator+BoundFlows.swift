// Flows handed to a screen as something to call, as FunctionalNavigationFlowKit hands a screen
// `itemFlow: PushFlow(...)`: a ready `() -> Void` whose errors are reported, never swallowed.

extension Coordinator {
    /// `flow`, bound to this coordinator as a closure a screen or view-model calls (a button's
    /// action): calling it runs `flow` on this coordinator (``run(_:animated:)``), and what the run
    /// throws goes to this coordinator's intent error path (``report(_:)``, then
    /// ``handle(intentError:from:)`` up the tree) instead of being dropped.
    ///
    /// ```swift
    /// list.viewModel.onCompose = inbox.action(for: .present("Compose") { Screen(title: "Compose") })
    /// ```
    ///
    /// The closure holds this coordinator weakly, as an `intent { }` closure does: a screen that keeps it
    /// does not keep the coordinator alive, and once the coordinator is gone calling it does
    /// nothing. It holds the flow, and so whatever the flow's closures capture.
    ///
    /// - Parameters:
    ///   - flow: The steps to run each time the closure is called.
    ///   - animated: Whether each run animates.
    /// - Returns: The closure to hand the screen or view-model.
    public func action(for flow: Flow, animated: Bool = true) -> @MainActor () -> Void {
        intent { coordinator in try coordinator.run(flow, animated: animated) }
    }

    /// `flow`, bound to `navigation` (a navigation this coordinator presented, say) as a closure:
    /// calling it runs `flow` there (``Navigation/run(_:animated:)``), and what the run throws goes
    /// to this coordinator's intent error path (``report(_:)``). The closure holds this
    /// coordinator and `navigation` weakly; once either is gone, calling it does nothing.
    public func action(for flow: Flow, on navigation: Navigation, animated: Bool = true)
        -> @MainActor () -> Void
    {
        intent { [weak navigation] _ in try navigation?.run(flow, animated: animated) }
    }

    /// A closure that takes a value (the selected item), makes a flow of it with `makeFlow`, and
    /// runs it on this coordinator, as ``action(for:animated:)`` does: errors go to ``report(_:)``
    /// and the coordinator is held weakly.
    ///
    /// ```swift
    /// list.viewModel.onSelect = inbox.action { (id: Int) in .push("Message \(id)") { Screen(title: "Message \(id)") } }
    /// ```
    public func action<Value>(
        animated: Bool = true, for makeFlow: @escaping @MainActor (Value) -> Flow
    ) -> @MainActor (Value) -> Void {
        intent { coordinator, value in try coordinator.run(makeFlow(value), animated: animated) }
    }
}

extension Flow {
    /// This flow bound to `coordinator` as a closure to call: ``Coordinator/action(for:animated:)``.
    ///
    /// ```swift
    /// let showItem = Flow.push("Item") { Screen(title: "Item") }.bound(to: items)
    /// showItem()  // runs it; a refusal reaches items' intent error path
    /// ```
    public func bound(to coordinator: some Coordinator, animated: Bool = true) -> @MainActor () -> Void {
        coordinator.action(for: self, animated: animated)
    }
}
