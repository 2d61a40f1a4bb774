/// A typed handle through which a screen or a view-model routes, the counterpart of Stinsen's
/// `@EnvironmentObject var router` and `router.route(to:)` from a view.
///
/// ```swift
/// final class ItemsViewModel {
///     let router: Router<ItemsCoordinator>
///     init(router: Router<ItemsCoordinator>) { self.router = router }
///     func didPick(_ id: Int) { router.route(to: .detail(id: id)) }
///     func didTapLogOut() { router.ancestor(AppCoordinator.self)?.route(to: .login) }
/// }
///
/// let viewModel = ItemsViewModel(router: items.router)  // handed over, never looked up
/// ```
///
/// A router holds its coordinator weakly, so a screen or view-model that keeps one keeps no
/// coordinator alive and makes no retain cycle. There is no global router store: a router is
/// handed to what needs it, as a dependency, so the compiler checks that each screen gets the
/// router of the coordinator that shows it, two trees (a test's and an app's, two windows) never
/// share one, and nothing outlives the tree it belongs to.
@MainActor
public struct Router<Owner: RouteHandling> {
    private weak var owner: Owner?

    /// A router that routes through `coordinator`; ``RouteHandling/router`` makes one.
    public init(_ coordinator: Owner) {
        owner = coordinator
    }

    /// The coordinator routes go through, while it lives.
    public var coordinator: Owner? { owner }

    /// Follows `route` through the coordinator, as ``RouteHandling/route(to:animated:completion:)``
    /// does, for a button or a view-model's callback: a refused route is not thrown but reported
    /// up the coordinator tree with ``Coordinator/report(_:)`` (to the first coordinator whose
    /// `handle(intentError:from:)` takes it), never swallowed.
    ///
    /// - Returns: Whether the route was followed: `false` when it was refused (and reported), or
    ///   when the coordinator no longer exists (the screen outlived its flow; nothing to report
    ///   it to).
    @discardableResult
    public func route(to route: Owner.Route, animated: Bool = true) -> Bool {
        guard let owner else { return false }
        do {
            try owner.route(to: route, animated: animated)
            return true
        } catch {
            owner.report(error)
            return false
        }
    }

    /// Follows `route` through the coordinator and throws what it refuses, for code that handles
    /// the refusal itself.
    ///
    /// - Returns: `nil` when the coordinator no longer exists; otherwise where the route ended.
    /// - Throws: The ``DeepLinkError`` of a refused route; nothing has changed.
    @discardableResult
    public func tryRoute(to route: Owner.Route, animated: Bool = true) throws(DeepLinkError)
        -> DeepLinkResult?
    {
        guard let owner else { return nil }
        return try owner.route(to: route, animated: animated)
    }

    /// The router of the nearest coordinator above this one (its parent first) of type
    /// `Ancestor`: how a screen routes through a level above its own (log out from a tab).
    ///
    /// - Returns: `nil` when no running ancestor is an `Ancestor`, or the coordinator is gone.
    public func ancestor<Ancestor: RouteHandling>(_ type: Ancestor.Type) -> Router<Ancestor>? {
        owner?.ancestor(Ancestor.self).map(Router<Ancestor>.init)
    }
}

extension RouteHandling {
    /// A router through this coordinator, to hand to a screen or view-model (see ``Router``).
    public var router: Router<Self> { Router(self) }
}

extension Coordinator {
    /// The nearest coordinator above this one (its parent first) of type `Ancestor`, or `nil`.
    public func ancestor<Ancestor: Coordinator>(_ type: Ancestor.Type = Ancestor.self) -> Ancestor? {
        var node = context.parent
        while let current = node {
            if let match = current as? Ancestor { return match }
            node = current.context.parent
        }
        return nil
    }
}
