// Following a route level by level: routes, deep links and dry runs.

extension RouteHandling {
    /// Follows `route` from this coordinator down the levels it leads to, as one atomic
    /// ``Navigation/transaction(_:)``.
    ///
    /// - Parameters:
    ///   - route: This coordinator's route.
    ///   - animated: Whether the transition animates (its last change does).
    ///   - completion: Called once the change is on screen: when the renderer drawing the tree
    ///     has finished its transition (see ``Navigation/whenRendered(_:)``), or, with no renderer
    ///     reporting transitions, once the change has settled. Not called when the route throws.
    /// - Returns: Where it ended.
    /// - Throws: ``DeepLinkError``; then nothing has changed.
    @discardableResult
    public func route(
        to route: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) throws(DeepLinkError) -> DeepLinkResult {
        let marks = Navigation.journalMarks()
        let result = try Navigation.transaction { () throws(DeepLinkError) in
            try RouteFollower.follow(from: self, route: route, animated: animated, onComplete: nil)
        }
        Navigation.noteRoute(route, from: self, marks: marks)
        if let completion { RouteFollower.treeRoot(of: self).navigation.whenRendered(completion) }
        return result
    }

    /// Follows `route` and hands back the coordinator it led to as a `Destination` (as Stinsen's
    /// `route(to:)` does), so a caller can continue into it.
    ///
    /// ```swift
    /// let items: ItemsCoordinator = try app.route(to: .items)
    /// ```
    ///
    /// `completion` is called once the change is on screen, as for
    /// ``route(to:animated:completion:)``.
    ///
    /// - Throws: ``DeepLinkError/unexpectedDestination(expected:reached:)`` if it led elsewhere or
    ///   was held, or another ``DeepLinkError``; then nothing has changed.
    public func route<Destination: Coordinator>(
        to route: Route,
        animated: Bool = true,
        as destinationType: Destination.Type = Destination.self,
        completion: (@MainActor () -> Void)? = nil
    ) throws(DeepLinkError) -> Destination {
        let marks = Navigation.journalMarks()
        let destination = try Navigation.transaction { () throws(DeepLinkError) -> Destination in
            let result = try RouteFollower.follow(
                from: self, route: route, animated: animated, onComplete: nil)
            guard !result.isPending, let destination = result.destination as? Destination else {
                throw .unexpectedDestination(
                    expected: "\(Destination.self)",
                    reached: "\(type(of: result.destination))\(result.isPending ? " (held)" : "")")
            }
            return destination
        }
        Navigation.noteRoute(route, from: self, marks: marks)
        if let completion { RouteFollower.treeRoot(of: self).navigation.whenRendered(completion) }
        return destination
    }

    /// Opens a deep link: follows `route` across the nested coordinators it leads to (root → tab →
    /// pushed child → presented child → screen), each level handled by the coordinator that owns
    /// it, as one transaction whose events carry ``NavigationEvent/Cause/deepLink``: one visible
    /// transition, and if any step refuses, nothing changes at all.
    ///
    /// A link replaces any link pending in this tree. If a level holds it behind a gate
    /// (``RouteResult/hold``), it stays pending there until
    /// ``Coordinator/resumePendingLink(animated:)`` serves it or it is dropped.
    ///
    /// - Parameters:
    ///   - route: This coordinator's route for the link's first level.
    ///   - animated: Whether the transition animates (its last change does).
    ///   - onComplete: Called once, after the model has settled, when the link reaches its
    ///     destination (now or on resumption) or is dropped.
    /// - Returns: Where it ended, and each level's coordinator and route.
    /// - Throws: ``DeepLinkError/stepFailed(step:coordinator:route:underlying:)`` naming the step
    ///   that refused, or another ``DeepLinkError``; then nothing has changed.
    @discardableResult
    public func open(
        _ route: Route,
        animated: Bool = true,
        onComplete: ((DeepLinkOutcome) -> Void)? = nil
    ) throws(DeepLinkError) -> DeepLinkResult {
        try openLink(route, then: [], animated: animated, onComplete: onComplete)
    }

    /// Opens `route` followed by `levels` (see ``open(_:then:animated:onComplete:)``) as one
    /// transaction with the cause ``NavigationEvent/Cause/deepLink``, and tells the journals.
    func openLink(
        _ route: Route, then levels: [Any], animated: Bool, onComplete: ((DeepLinkOutcome) -> Void)?
    ) throws(DeepLinkError) -> DeepLinkResult {
        let marks = Navigation.journalMarks()
        return try Navigation.withCause(.deepLink) { () throws(DeepLinkError) in
            let result = try Navigation.transaction { () throws(DeepLinkError) in
                try RouteFollower.follow(
                    from: self, route: route, then: levels, animated: animated, onComplete: onComplete)
            }
            let name: Any = levels.isEmpty ? route : RouteFollower.composedName(route, levels)
            Navigation.noteRoute(name, from: self, marks: marks)
            return result
        }
    }

    /// Opens the deep link `url`: `table` turns it into a route (see ``URLRouteTable``), which
    /// ``open(_:animated:onComplete:)`` follows.
    ///
    /// - Throws: ``DeepLinkError/unresolved(url:reason:)`` with the table's ``URLRouteError`` when
    ///   the URL matches no link (its scheme, host, path or parameters are wrong), or what
    ///   ``open(_:animated:onComplete:)`` throws; either way nothing has changed.
    @discardableResult
    public func open(
        _ url: String,
        using table: URLRouteTable<Route>,
        animated: Bool = true,
        onComplete: ((DeepLinkOutcome) -> Void)? = nil
    ) throws(DeepLinkError) -> DeepLinkResult {
        let route: Route
        do {
            route = try table.resolve(url)
        } catch {
            throw .unresolved(url: url, reason: error)
        }
        return try open(route, animated: animated, onComplete: onComplete)
    }

    /// A dry run of ``open(_:animated:onComplete:)``: the levels it would go through and the events
    /// it would announce, without changing anything.
    ///
    /// It runs the handlers and every start they cause, then undoes the model, the tree and
    /// everything queued, so no event, lifecycle callback or `onFinish` goes out. Handlers should
    /// therefore change navigation only: state of your own that they change is not undone. A flow a
    /// handler returns (``RouteResult/run(_:)``) is planned as ``Coordinator/plan(_:animated:)``
    /// plans it: its screen builders and its `prepare`, `configure` and `completion` hooks are not
    /// called (its recursive and custom steps are), and ``DeepLinkPlan/Step/flowSteps`` lists its
    /// steps.
    ///
    /// - Throws: what ``open(_:animated:onComplete:)`` would throw.
    public func plan(_ route: Route, animated: Bool = true) throws(DeepLinkError) -> DeepLinkPlan {
        try planLink(route, then: [], animated: animated)
    }

    /// A dry run of ``openLink(_:then:animated:onComplete:)``.
    func planLink(_ route: Route, then levels: [Any], animated: Bool) throws(DeepLinkError) -> DeepLinkPlan {
        let run = try Navigation.withCause(.deepLink) { () throws(DeepLinkError) in
            try Navigation.dryRun(from: navigation) { () throws(DeepLinkError) in
                try RouteFollower.follow(
                    from: self, route: route, then: levels, animated: animated, onComplete: nil)
            }
        }
        return DeepLinkPlan(
            steps: run.output.steps, events: run.events, changes: run.changes, screenTitles: run.titles)
    }
}

/// Follows a route from level to level.
@MainActor
enum RouteFollower {
    /// A bound on the levels, so a handler that continues in itself cannot loop for ever.
    static let maximumSteps = 64

    /// Follows `route` from `start`. Call it inside a transaction: a throw leaves the changes of
    /// the levels before it in place.
    ///
    /// - Parameter levels: Routes of the levels below, each served, once the level before it is
    ///   handled, by the first coordinator at or below that level's that serves its type (see
    ///   ``RouteHandling/open(_:then:animated:onComplete:)``).
    static func follow<Start: RouteHandling>(
        from start: Start,
        route: Start.Route,
        then levels: [Any] = [],
        animated: Bool,
        onComplete: ((DeepLinkOutcome) -> Void)?
    ) throws(DeepLinkError) -> DeepLinkResult {
        let root = treeRoot(of: start)
        start.replacePendingLink(in: root, reason: .replaced)
        let handle: @MainActor (Bool) throws -> RouteResult = { animated in
            try start.handle(route, animated: animated)
        }
        return try follow(
            from: start, route: route, root: root, animated: animated, onComplete: onComplete,
            handle: levels.isEmpty ? handle : composing(handle, on: start, then: levels[...]))
    }

    /// Follows a route whose first level is `handle` on `start`, and keeps it pending in `root`'s
    /// tree if a level holds it.
    static func follow(
        from start: any Coordinator,
        route: Any,
        root: any Coordinator,
        animated: Bool,
        onComplete: ((DeepLinkOutcome) -> Void)?,
        handle: @escaping @MainActor (Bool) throws -> RouteResult
    ) throws(DeepLinkError) -> DeepLinkResult {
        var steps: [DeepLinkPlan.Step] = []
        var current = start
        var currentRoute = route
        var currentHandle = handle
        while true {
            guard steps.count < maximumSteps else { throw .tooManySteps(limit: maximumSteps) }
            let result: RouteResult
            let flowSteps: [String]
            do {
                result = try currentHandle(animated)
                if case .run(let flow) = result.kind {
                    flowSteps = try runFlow(flow, on: current, animated: animated)
                } else {
                    flowSteps = result.ranFlowSteps
                }
            } catch {
                throw .stepFailed(
                    step: steps.count + 1, coordinator: current.coordinatorName,
                    route: RouteName.of(currentRoute), underlying: error)
            }
            switch result.kind {
            case .handled, .run:
                steps.append(
                    .init(
                        coordinatorType: type(of: current), route: currentRoute, ending: .handled,
                        flowSteps: flowSteps))
                if let onComplete { Navigation.afterTransitions { onComplete(.completed) } }
                return DeepLinkResult(destination: current, steps: steps)
            case .hold:
                steps.append(
                    .init(
                        coordinatorType: type(of: current), route: currentRoute, ending: .held,
                        flowSteps: flowSteps))
                let link = PendingLink(
                    holder: current, route: currentRoute, cause: Navigation.currentCause,
                    handle: currentHandle, onComplete: onComplete)
                root.context.recordForUndo()
                current.context.recordForUndo()
                root.context.pendingLink = link
                current.context.isHoldingLink = true
                return DeepLinkResult(destination: current, steps: steps)
            case .next(let next):
                guard isRunning(next.coordinator, atOrBelow: current) else {
                    throw .notBelow(
                        step: steps.count + 1, coordinator: current.coordinatorName,
                        target: next.coordinator.coordinatorName)
                }
                steps.append(
                    .init(
                        coordinatorType: type(of: current), route: currentRoute, ending: .next,
                        flowSteps: flowSteps))
                current = next.coordinator
                currentRoute = next.route
                currentHandle = next.handle
            }
        }
    }

    /// Runs the flow a handler returned (``RouteResult/run(_:)``) on `coordinator`, inside the
    /// route's transaction; in a dry run, as a dry run of the flow: no builder, no hook.
    ///
    /// - Returns: The steps that ran, as ``FlowPlan/steps`` lists them.
    static func runFlow(_ flow: Flow, on coordinator: any Coordinator, animated: Bool) throws(FlowError)
        -> [String]
    {
        try FlowRunner.run(
            flow, on: coordinator.navigation, coordinator: coordinator, animated: animated,
            isDryRun: Navigation.isDryRunning)
    }

    /// The root of the tree `coordinator` is in.
    static func treeRoot(of coordinator: any Coordinator) -> any Coordinator {
        var node = coordinator
        while let parent = node.context.parent { node = parent }
        return node
    }

    /// Whether `target` is `ancestor` or runs below it.
    private static func isRunning(_ target: any Coordinator, atOrBelow ancestor: any Coordinator) -> Bool {
        var node: (any Coordinator)? = target
        while let current = node {
            if current === ancestor { return true }
            node = current.context.parent
        }
        return false
    }
}
