import HeadlessFlow

/// One fresh instance of the app a ``NavigationExplorer`` explores: its window, and what the
/// explorer needs to check it. The explorer's factory builds one per path, so paths never leak
/// into each other.
///
/// ```swift
/// let explorer = NavigationExplorer {
///     let shop = ShopCoordinator()
///     try shop.startAsRoot(animated: false)
///     return ExplorableApp(coordinator: shop)
/// }
/// ```
///
/// Without a coordinator the explorer skips the checks that need one (restoration, and the
/// journal a failure attaches); without a registry, the restoration check.
@MainActor
public struct ExplorableApp {
    /// The window's navigation, root of everything on screen.
    public let window: Navigation
    /// The root coordinator, for the restoration and leak checks and the journal.
    public let coordinator: (any Coordinator)?
    /// The registry that snapshots and restores the tree, for the restoration check.
    public let registry: RestorationRegistry?
    /// How the app follows a link (`app://items/42`), for the links the explorer opens; a link
    /// it refuses throws.
    public var openLink: (@MainActor (String) throws -> Void)?
    /// Where a link lands by its own route, for the ``ExplorerInvariant/linksLandWhereTheirRoutesSay``
    /// check: the dry run (`RouteHandling.plan(_:animated:)`) of the route the app's table
    /// resolves `link` to. A link the table does not resolve throws. ``followLinks(using:on:)``
    /// sets it with ``openLink``.
    public var planLink: (@MainActor (String) throws -> DeepLinkPlan)?
    /// The errors the app caught and reported itself since the last call (a root coordinator's
    /// `handle(intentError:from:)` that keeps them for the UI): each one fails the
    /// ``ExplorerInvariant/noEscapedErrors`` check.
    public var takeReportedErrors: (@MainActor () -> [String])?
    /// What the app's own event-driven renderer shows, compared with the model after every step
    /// by the ``ExplorerInvariant/rendererMatchesModel`` check.
    public var renderedContent: (@MainActor () -> NavigationEvent.NavigationContent)?
    /// Checks of the app's own state, named, added with ``check(_:_:)``.
    private(set) var checks: [(name: String, holds: @MainActor () -> Bool)] = []
    /// Whatever must live as long as the app (the object that holds the coordinators).
    private let retained: AnyObject?

    /// An app shown in `window`, run by `coordinator` and restored with `registry`, when it has
    /// them.
    ///
    /// - Parameters:
    ///   - window: The root navigation.
    ///   - coordinator: The root coordinator, started.
    ///   - registry: The registry of the app's screens and coordinators.
    ///   - retaining: An object the explorer keeps while it uses this app (the app object that
    ///     owns the coordinator tree).
    public init(
        window: Navigation, coordinator: (any Coordinator)? = nil, registry: RestorationRegistry? = nil,
        retaining: AnyObject? = nil
    ) {
        self.window = window
        self.coordinator = coordinator
        self.registry = registry
        self.retained = retaining
    }

    /// An app run by `coordinator`, started as the root, in its navigation.
    ///
    /// - Parameters:
    ///   - coordinator: The root coordinator, started.
    ///   - registry: The registry of the app's screens and coordinators.
    ///   - retaining: An object the explorer keeps while it uses this app.
    public init(
        coordinator: some Coordinator, registry: RestorationRegistry? = nil, retaining: AnyObject? = nil
    ) {
        self.init(
            window: coordinator.navigation, coordinator: coordinator, registry: registry, retaining: retaining
        )
    }

    /// Adds a check of the app's own state, run after every step: `holds` returns `false` when
    /// the app is wrong, and the failure names the check `name`.
    public mutating func check(_ name: String, _ holds: @escaping @MainActor () -> Bool) {
        checks.append((name, holds))
    }

    /// Follows links as `coordinator` does with `table`: ``openLink`` opens a link with
    /// `open(_:using:animated:)`, unanimated, and ``planLink`` plans the route `table` resolves it
    /// to.
    ///
    /// ```swift
    /// var explorable = ExplorableApp(coordinator: app)
    /// explorable.followLinks(using: links, on: app)
    /// ```
    ///
    /// Set ``openLink`` yourself afterwards when the app opens links its own way (its scene
    /// delegate's code): the explorer then checks that way against the routes' plans.
    ///
    /// - Parameters:
    ///   - table: The app's URL routes.
    ///   - coordinator: The coordinator that follows them, usually the root.
    public mutating func followLinks<Root: RouteHandling>(
        using table: URLRouteTable<Root.Route>, on coordinator: Root
    ) {
        openLink = { link in try coordinator.open(link, using: table, animated: false) }
        planLink = { link in try coordinator.plan(table.resolve(link), animated: false) }
    }

    /// Follows `link` as ``openLink`` does: what a test printed by the explorer calls.
    ///
    /// - Throws: ``ExplorerError/noLinkHandler`` when the app has no ``openLink``, or what
    ///   ``openLink`` throws.
    public func open(_ link: String) throws {
        guard let openLink else { throw ExplorerError.noLinkHandler }
        try openLink(link)
    }
}

/// Why a ``NavigationExplorer`` could not explore at all; what it finds goes in the report.
public enum ExplorerError: Error, Equatable, CustomStringConvertible {
    /// The factory threw `reason` while building a fresh app.
    case factoryFailed(String)
    /// A link was opened on an app that has no ``ExplorableApp/openLink``.
    case noLinkHandler
    /// ``NavigationExplorer/replay(_:)`` could not take the step at `index` (0-based),
    /// `action`, because `reason`.
    case stepUnavailable(index: Int, action: String, reason: String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .factoryFailed(let reason): "the app factory threw: \(reason)"
        case .noLinkHandler: "the app has no openLink: set ExplorableApp.openLink to explore links"
        case .stepUnavailable(let index, let action, let reason):
            "step \(index + 1), \(action), cannot be taken: \(reason)"
        }
    }
}
