/// A coordinator that serves typed routes: the destinations it can show, usually an enum.
///
/// ``handle(_:animated:)`` changes what this coordinator shows (pushes a screen, starts or presents
/// a child, selects a tab) and says where the route goes on: ``RouteResult/handled`` ends it here,
/// ``RouteResult/next(_:_:)`` continues in a child with that child's own route type, and
/// ``RouteResult/hold`` keeps the rest pending behind a gate (the user is logged out). A handler
/// may also declare the change instead of making it: ``RouteResult/run(_:)`` returns a ``Flow``
/// that the library runs, so a dry run lists its steps without building its screens.
///
/// ```swift
/// final class AppCoordinator: RouteHandling {
///     enum Route { case items, item(id: Int) }
///     // context, init and start(animated:) as for any coordinator
///
///     func handle(_ route: Route, animated: Bool) throws -> RouteResult {
///         let items = try child(ItemsCoordinator.self, orStart: { ItemsCoordinator(navigation: navigation) },
///                               animated: animated)
///         switch route {
///         case .items: return .next(items, .list)
///         case .item(let id): return .next(items, .detail(id: id))
///         }
///     }
/// }
///
/// let items: ItemsCoordinator = try app.route(to: .items)   // typed, no cast
/// try app.open(.item(id: 7))                                 // a deep link: one transition
/// ```
///
/// The library follows the chain level by level, each handled by the coordinator that owns it, as
/// one ``Navigation/transaction(_:)``: a route that fails anywhere changes nothing.
@MainActor
public protocol RouteHandling: Coordinator {
    /// The routes this coordinator serves.
    associatedtype Route

    /// Serves `route` at this level and says where it goes on.
    ///
    /// Reuse what already runs (``Coordinator/child(_:orStart:animated:onFinish:)``,
    /// ``ContainerCoordinator/focusFirst(_:animated:)``), so a link whose first levels are shown
    /// changes only what differs. Change only navigation here: a dry run
    /// (``RouteHandling/plan(_:animated:)``) calls this and then undoes the model, not your own state.
    /// Returning ``RouteResult/run(_:)`` keeps the handler free of changes: the dry run then calls
    /// no builder or hook of the flow it returns.
    ///
    /// - Throws: anything; the whole route is then undone and reported as a
    ///   ``DeepLinkError/stepFailed(step:coordinator:route:underlying:)``.
    func handle(_ route: Route, animated: Bool) throws -> RouteResult
}
