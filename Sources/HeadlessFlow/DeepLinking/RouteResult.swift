/// What a ``RouteHandling`` coordinator did with a route, and where the route goes on.
@MainActor
public struct RouteResult {
    enum Kind {
        case handled
        case hold
        case next(NextLevel)
    }

    /// The level a route continues in: a coordinator and its route, type-erased so that a chain can
    /// cross coordinators whose route types differ.
    struct NextLevel {
        let coordinator: any Coordinator
        let route: Any
        let handle: @MainActor (_ animated: Bool) throws -> RouteResult
    }

    let kind: Kind

    /// The route ends here: this coordinator shows its destination.
    public static var handled: RouteResult { RouteResult(kind: .handled) }

    /// The route cannot be served yet (a gate: the user must log in first). The library keeps it
    /// pending on this coordinator until ``Coordinator/resumePendingLink(animated:)`` serves it or
    /// it is dropped; a newer link replaces it.
    public static var hold: RouteResult { RouteResult(kind: .hold) }

    /// The route continues in `child` with `route`, handled by `child` itself. `child` must be
    /// this coordinator's running child or tab item (or further below), typically the one
    /// ``Coordinator/child(_:orStart:animated:onFinish:)`` or
    /// ``TabBarCoordinator/focusFirst(_:animated:)`` just returned.
    public static func next<Child: RouteHandling>(_ child: Child, _ route: Child.Route) -> RouteResult {
        RouteResult(
            kind: .next(
                NextLevel(coordinator: child, route: route) { animated in
                    try child.handle(route, animated: animated)
                }))
    }
}
