// Links composed from outside, from each level's own route, as XCoordinator's
// `deepLink(AppRoute.home, HomeRoute.news, NewsRoute.detail)`.

extension RouteHandling {
    /// Opens a deep link composed from each level's own route: `route` is this coordinator's, and
    /// each of `levels` is served, once the level before it is handled, by the first running
    /// coordinator at or below the one that handled it whose route type it is (that coordinator
    /// first, then its child, then its tab items, the selected one first, level by level).
    ///
    /// ```swift
    /// // XCoordinator: deepLink(AppRoute.home, HomeRoute.news, NewsRoute.detail(id: 3))
    /// try app.open(.home, then: HomeRoute.news, NewsRoute.detail(id: 3))
    /// ```
    ///
    /// So a link is built from routes each level already serves, without nesting each child's route
    /// in its parent's (`case news(then: NewsRoute?)`). A handler may still continue with
    /// ``RouteResult/next(_:_:)``; the next level of `levels` is served where that chain ends. Like
    /// ``open(_:animated:onComplete:)`` it is one transition and atomic, and a level held behind a
    /// gate keeps the rest of the link pending with it.
    ///
    /// - Throws: ``DeepLinkError/stepFailed(step:coordinator:route:underlying:)`` whose
    ///   `underlying` error is ``DeepLinkError/noCoordinatorServes(route:below:)`` when no running
    ///   coordinator serves a level's route, or what ``open(_:animated:onComplete:)`` throws; then
    ///   nothing has changed.
    @discardableResult
    public func open(
        _ route: Route,
        then levels: Any...,
        animated: Bool = true,
        onComplete: ((DeepLinkOutcome) -> Void)? = nil
    ) throws(DeepLinkError) -> DeepLinkResult {
        try openLink(route, then: levels, animated: animated, onComplete: onComplete)
    }

    /// A dry run of ``open(_:then:animated:onComplete:)``: the levels it would go through and the
    /// events it would announce, without changing anything.
    ///
    /// - Throws: what ``open(_:then:animated:onComplete:)`` would throw.
    public func plan(_ route: Route, then levels: Any..., animated: Bool = true) throws(DeepLinkError)
        -> DeepLinkPlan
    {
        try planLink(route, then: levels, animated: animated)
    }
}

extension RouteFollower {
    /// `handle`, served on `coordinator`, followed by `levels`: where the level it starts ends
    /// (handled, here or in a level it continued to), the next route goes on in the first
    /// coordinator below that serves it.
    static func composing(
        _ handle: @escaping @MainActor (Bool) throws -> RouteResult,
        on coordinator: any Coordinator,
        then levels: ArraySlice<Any>
    ) -> @MainActor (Bool) throws -> RouteResult {
        guard let next = levels.first else { return handle }
        return { animated in
            var result = try handle(animated)
            if case .run(let flow) = result.kind {
                // Run now: the next level is looked for in what the flow left.
                result = RouteResult(
                    kind: .handled,
                    ranFlowSteps: try runFlow(flow, on: coordinator, animated: animated))
            }
            switch result.kind {
            case .hold:
                return result
            case .next(let level):
                return RouteResult(
                    kind: .next(
                        RouteResult.NextLevel(
                            coordinator: level.coordinator, route: level.route,
                            handle: composing(level.handle, on: level.coordinator, then: levels))))
            case .handled:
                guard let (target, serve) = server(of: next, atOrBelow: coordinator) else {
                    throw DeepLinkError.noCoordinatorServes(
                        route: RouteName.of(next), below: coordinator.coordinatorName)
                }
                return RouteResult(
                    kind: .next(
                        RouteResult.NextLevel(
                            coordinator: target, route: next,
                            handle: composing(serve, on: target, then: levels.dropFirst()))),
                    ranFlowSteps: result.ranFlowSteps)
            case .run:
                preconditionFailure("A flow a handler returned has run above.")
            }
        }
    }

    /// The first running coordinator at or below `top` whose route type `route` is, breadth first:
    /// `top`, its child, its tab items (the selected one first), then theirs.
    private static func server(
        of route: Any, atOrBelow top: any Coordinator
    ) -> (any Coordinator, @MainActor (Bool) throws -> RouteResult)? {
        var level: [any Coordinator] = [top]
        while !level.isEmpty {
            var below: [any Coordinator] = []
            for candidate in level {
                if let serve = handler(of: candidate, for: route) { return (candidate, serve) }
                let context = candidate.context
                if let child = context.child { below.append(child) }
                let selected = (candidate as? any ContainerCoordinator)?.currentItem
                if let selected { below.append(selected) }
                for item in context.items where item !== selected { below.append(item) }
            }
            level = below
        }
        return nil
    }

    /// How `candidate` serves `route`, if it is a ``RouteHandling`` coordinator of its route type.
    private static func handler(
        of candidate: any Coordinator, for route: Any
    ) -> (@MainActor (Bool) throws -> RouteResult)? {
        guard let routing = candidate as? any RouteHandling else { return nil }
        func serving<Candidate: RouteHandling>(_ candidate: Candidate) -> (
            @MainActor (Bool) throws -> RouteResult
        )? {
            guard let typed = route as? Candidate.Route else { return nil }
            return { animated in try candidate.handle(typed, animated: animated) }
        }
        return serving(routing)
    }

    /// A composed link as a journal names it: its routes, first to last.
    static func composedName(_ route: Any, _ levels: [Any]) -> String {
        ([route] + levels).map { RouteName.of($0) }.joined(separator: " → ")
    }
}
