// Running flows on a navigation.

extension Navigation {
    /// Runs `flow` from this navigation as one transaction: one visible transition, in which only
    /// the last animated change animates, and all or nothing.
    ///
    /// Each step builds its screen, if it has one, when it is reached; `prepare` hooks run just
    /// before their step, `completion` hooks once the run has settled, after its events and
    /// lifecycle callbacks. If any step is refused, or a build closure, a recursive step or a
    /// `prepare` hook throws, everything the run did is undone: no event is announced, no
    /// lifecycle callback delivered and no completion called.
    ///
    /// - Throws: ``FlowError/stepFailed(index:step:underlying:)`` naming the step that failed, or
    ///   ``FlowError/tooManySteps(limit:)``; then nothing has changed.
    public func run(_ flow: Flow, animated: Bool) throws(FlowError) {
        try Navigation.transaction { () throws(FlowError) in
            _ = try FlowRunner.run(flow, on: self, coordinator: nil, animated: animated, isDryRun: false)
        }
    }

    /// A dry run of ``run(_:animated:)``: the steps it would take, recursive steps expanded, and
    /// the events it would announce, without changing anything.
    ///
    /// It builds no screen: where a step would build one, it stands in a plain ``Screen`` titled as
    /// the step, so a builder runs once, only when its step runs. It calls the recursive steps it
    /// reaches (which see the stand-ins, so they should decide from titles or state, not from
    /// screen types), then undoes the model, the tree and everything queued, so no event, lifecycle
    /// callback or completion goes out. It calls no `prepare` or `completion` hook, which are there
    /// for side effects it could not undo.
    ///
    /// - Throws: what ``run(_:animated:)`` would throw.
    public func plan(_ flow: Flow, animated: Bool) throws(FlowError) -> FlowPlan {
        try FlowRunner.plan(flow, on: self, coordinator: nil, animated: animated)
    }

    /// Whether ``run(_:animated:)`` would succeed now: the dry run of ``plan(_:animated:)``, so it
    /// builds no screen, calls the recursive steps, and changes nothing. It calls no `prepare` hook
    /// or builder, so it cannot foresee one that throws.
    public func canRun(_ flow: Flow) -> Bool {
        (try? plan(flow, animated: false)) != nil
    }
}
