/// What a ``RouteHandling`` coordinator did with a route, and where the route goes on.
@MainActor
public struct RouteResult {
    enum Kind {
        case handled
        case hold
        case next(NextLevel)
        case run(Flow)
    }

    /// The level a route continues in: a coordinator and its route, type-erased so that a chain can
    /// cross coordinators whose route types differ.
    struct NextLevel {
        let coordinator: any Coordinator
        let route: Any
        let handle: @MainActor (_ animated: Bool) throws -> RouteResult
    }

    let kind: Kind
    /// The steps of a flow this level already ran, as ``FlowPlan/steps`` lists them: a composed
    /// link runs a level's ``run(_:)`` before continuing to the next level.
    var ranFlowSteps: [String] = []

    /// The route ends here: this coordinator shows its destination.
    public static var handled: RouteResult { RouteResult(kind: .handled) }

    /// The route cannot be served yet (a gate: the user must log in first). The library keeps it
    /// pending on this coordinator until ``Coordinator/resumePendingLink(animated:)`` serves it or
    /// it is dropped; a newer link replaces it.
    public static var hold: RouteResult { RouteResult(kind: .hold) }

    /// The route ends here, once `flow` has run on this coordinator (``Coordinator/run(_:animated:)``):
    /// the handler says what the route does instead of doing it, as Stinsen's `@Route(.push)` and
    /// Integrator's `RouteTransition` do.
    ///
    /// ```swift
    /// func handle(_ route: Route, animated: Bool) throws -> RouteResult {
    ///     switch route {
    ///     case .detail(let id): .run(.push("Detail \(id)") { DetailScreen(id: id) })
    ///     case .settings: .run(.present("Settings", style: .fullScreen) { SettingsScreen() })
    ///     }
    /// }
    /// ```
    ///
    /// The flow runs inside the route's transaction, so it is atomic with the levels above it and
    /// a refusal anywhere changes nothing. A dry run (``RouteHandling/plan(_:animated:)``) lists the
    /// flow's steps and the changes they would make without building its screens or calling its
    /// hooks: only the handler itself, and any recursive or custom step of the flow, run.
    public static func run(_ flow: Flow) -> RouteResult {
        RouteResult(kind: .run(flow))
    }

    /// The route continues in `child` with `route`, handled by `child` itself. `child` must be
    /// this coordinator's running child or tab item (or further below), typically the one
    /// ``Coordinator/child(_:orStart:animated:onFinish:)`` or
    /// ``ContainerCoordinator/focusFirst(_:animated:)`` just returned.
    public static func next<Child: RouteHandling>(_ child: Child, _ route: Child.Route) -> RouteResult {
        RouteResult(
            kind: .next(
                NextLevel(coordinator: child, route: route) { animated in
                    try child.handle(route, animated: animated)
                }))
    }
}
