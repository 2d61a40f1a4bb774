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
/// Every coordinator hands one out, with routes or without: ``route(to:animated:)`` follows the
/// owner's routes when it has some (``RouteHandling``), ``ancestor(_:)`` reaches a level above
/// that has them, and ``start(animated:onFinish:_:)`` and
/// ``present(child:style:animated:onFinish:)`` run a child flow from a screen, a modal's
/// included (Stinsen's "push a coordinator from a modal screen": hand the modal's screen the
/// router of the coordinator the modal runs).
///
/// A router holds its coordinator weakly, so a screen or view-model that keeps one keeps no
/// coordinator alive and makes no retain cycle. There is no global router store: a router is
/// handed to what needs it, as a dependency, so the compiler checks that each screen gets the
/// router of the coordinator that shows it, two trees (a test's and an app's, two windows) never
/// share one, and nothing outlives the tree it belongs to.
@MainActor
public struct Router<Owner: Coordinator> {
    private weak var owner: Owner?

    /// A router that acts through `coordinator`; ``Coordinator/router`` makes one.
    public init(_ coordinator: Owner) {
        owner = coordinator
    }

    /// The coordinator the router acts through, while it lives.
    public var coordinator: Owner? { owner }

    /// The router of the nearest coordinator above this one (its parent first) of type
    /// `Ancestor`: how a screen routes through a level above its own (log out from a tab), or
    /// from a coordinator with no routes of its own.
    ///
    /// - Returns: `nil` when no running ancestor is an `Ancestor`, or the coordinator is gone.
    public func ancestor<Ancestor: Coordinator>(_ type: Ancestor.Type) -> Router<Ancestor>? {
        owner?.ancestor(Ancestor.self).map(Router<Ancestor>.init)
    }

    // MARK: - Child flows

    /// Starts the child `makeChild` builds on the coordinator's navigation, as
    /// ``Coordinator/start(child:animated:onFinish:)-(Child,_,_)`` does, for a button or a
    /// view-model's callback: a refusal is not thrown but reported up the coordinator tree with
    /// ``Coordinator/report(_:)``, and changes nothing.
    ///
    /// ```swift
    /// router.start { navigation in ProfileCoordinator(navigation: navigation) }
    /// ```
    ///
    /// While the coordinator's navigation presents another, the start is refused with
    /// ``NavigationError/coveredByPresentation(navigation:presented:top:)``: the flow would go
    /// underneath. From a modal, use the router of the coordinator that runs the modal; a screen
    /// presented without one gets one by being presented with
    /// ``Coordinator/present(child:style:animated:onFinish:)-(Child,_,_,_)`` instead.
    ///
    /// - Parameters:
    ///   - animated: Whether the child's first screens should animate in.
    ///   - onFinish: Called once when the child's flow ends.
    ///   - makeChild: Builds the child on the navigation it is handed (the coordinator's); not
    ///     called when the coordinator is gone.
    /// - Returns: The child, running; `nil` when the start was refused (and reported) or the
    ///   coordinator no longer exists.
    @discardableResult
    public func start<Child: Coordinator>(
        animated: Bool = true,
        onFinish: ((ChildOutcome<Child.Output>) -> Void)? = nil,
        _ makeChild: (Navigation) -> Child
    ) -> Child? {
        guard let owner else { return nil }
        let child = makeChild(owner.navigation)
        do {
            try owner.start(child: child, animated: animated, onFinish: onFinish)
            return child
        } catch {
            owner.report(error)
            return nil
        }
    }

    /// Presents `child`'s navigation over the coordinator's, as
    /// ``Coordinator/present(child:style:animated:onFinish:)-(Child,_,_,_)`` does, reporting a
    /// refusal up the coordinator tree (``Coordinator/report(_:)``) instead of throwing it.
    ///
    /// - Returns: Whether the child was presented: `false` when it was refused (and reported), or
    ///   when the coordinator no longer exists.
    @discardableResult
    public func present<Child: Coordinator>(
        child: Child,
        style: PresentationStyle = .sheet,
        animated: Bool = true,
        onFinish: ((ChildOutcome<Child.Output>) -> Void)? = nil
    ) -> Bool {
        guard let owner else { return false }
        do {
            try owner.present(child: child, style: style, animated: animated, onFinish: onFinish)
            return true
        } catch {
            owner.report(error)
            return false
        }
    }
}

extension Router where Owner: RouteHandling {
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
        guard let owner = coordinator else { return false }
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
        guard let owner = coordinator else { return nil }
        return try owner.route(to: route, animated: animated)
    }
}

extension Coordinator {
    /// A router through this coordinator, to hand to a screen or view-model (see ``Router``).
    /// Every coordinator has one; its ``Router/route(to:animated:)`` needs a ``RouteHandling``
    /// coordinator.
    public var router: Router<Self> { Router(self) }

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
