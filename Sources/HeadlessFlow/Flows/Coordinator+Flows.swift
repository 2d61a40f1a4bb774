// Running flows on a coordinator.

extension Coordinator {
    /// Runs `flow` from this coordinator's navigation as one transaction, like
    /// ``Navigation/run(_:animated:)``. Screens pushed onto this coordinator's navigation are moved
    /// to (``move(to:animated:)``), so they belong to its flow, and
    /// ``Flow/replaceStart(_:_:)`` replaces its screens.
    ///
    /// ```swift
    /// try inbox.run(.replaceStart("Inbox") { Screen(title: "Inbox") } + .push("Message") { message }, animated: true)
    /// ```
    ///
    /// - Throws: ``FlowError/stepFailed(index:step:underlying:)`` naming the step that failed (a
    ///   push is refused with ``NavigationError/childIsRunning(coordinator:child:)`` while a child
    ///   runs on this navigation, as ``move(to:animated:)`` is), or
    ///   ``FlowError/tooManySteps(limit:)``; then nothing has changed.
    public func run(_ flow: Flow, animated: Bool) throws(FlowError) {
        try Navigation.transaction { () throws(FlowError) in
            _ = try FlowRunner.run(
                flow, on: navigation, coordinator: self, animated: animated, isDryRun: false)
        }
    }

    /// A dry run of ``run(_:animated:)``, as ``Navigation/plan(_:animated:)`` makes for a
    /// navigation.
    ///
    /// - Throws: what ``run(_:animated:)`` would throw.
    public func plan(_ flow: Flow, animated: Bool) throws(FlowError) -> FlowPlan {
        try FlowRunner.plan(flow, on: navigation, coordinator: self, animated: animated)
    }

    /// Whether ``run(_:animated:)`` would succeed now, as ``Navigation/canRun(_:)`` answers for a
    /// navigation.
    public func canRun(_ flow: Flow) -> Bool {
        (try? plan(flow, animated: false)) != nil
    }
}
