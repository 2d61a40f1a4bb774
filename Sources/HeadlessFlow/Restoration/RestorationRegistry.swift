/// The screen and coordinator types an app can save and build again, by name: the counterpart of
/// UIKit's restoration identifiers and restoration classes, for the whole coordinator tree.
///
/// Register every type that may be on screen, then take a ``NavigationSnapshot`` whenever the app
/// goes to the background and restore it at the next launch:
///
/// ```swift
/// var registry = RestorationRegistry()
/// try registry.register(ItemScreen.self) { itemID in ItemScreen(itemID: itemID) }
/// try registry.register(AppCoordinator.self) { navigation in AppCoordinator(navigation: navigation) }
///
/// let data = try registry.snapshot(of: app).jsonData()          // on the way to the background
///
/// let window = Navigation()                                       // at the next launch
/// let snapshot = try NavigationSnapshot(jsonData: data)
/// let restored = try registry.restore(snapshot, into: window, as: AppCoordinator.self)
/// ```
///
/// Plain ``Screen`` and ``TabBar`` objects are registered already (with their titles). A type is
/// found by its exact class: a subclass needs a registration of its own. Names default to the
/// type's name; pass `name:` to keep snapshots readable after a rename.
@MainActor
public struct RestorationRegistry {
    struct ScreenEntry {
        let name: String
        /// The registered type, whose full name only a duplicate registration's error reads: it is
        /// worked out then rather than at every registration.
        let type: Any.Type
        let capture: @MainActor (Screen) throws -> RestorationValue?
        let make: @MainActor (RestorationValue?) throws -> Screen
    }

    struct CoordinatorEntry {
        let name: String
        /// The registered type; see `ScreenEntry.type`.
        let type: Any.Type
        /// Whether the type is a ``ContainerCoordinator``, whose start screen is its own container
        /// rather than a registered screen.
        let isContainerCoordinator: Bool
        let capture: @MainActor (any Coordinator) throws -> RestorationValue?
        let make: @MainActor (RestorationValue?, Navigation) throws -> any Coordinator
        let didRestore: (@MainActor (any Coordinator) throws -> Void)?
    }

    /// How the routes of a ``RouteHandling`` coordinator are saved, for the link it holds.
    struct RouteCodec {
        let encode: @MainActor (Any) throws -> RestorationValue?
        let makeLink:
            @MainActor (any Coordinator, RestorationValue) throws -> (
                route: Any, handle: @MainActor (Bool) throws -> RouteResult
            )
    }

    private(set) var screensByName: [String: ScreenEntry] = [:]
    private(set) var screensByType: [ObjectIdentifier: ScreenEntry] = [:]
    private(set) var coordinatorsByName: [String: CoordinatorEntry] = [:]
    private(set) var coordinatorsByType: [ObjectIdentifier: CoordinatorEntry] = [:]
    private(set) var routeCodecs: [ObjectIdentifier: RouteCodec] = [:]

    /// A registry that knows plain ``Screen`` objects and the library's containers (``TabBar``,
    /// ``SplitContainer``, ``PageContainer``, and ``ContainerScreen`` of any custom kind).
    public init() {
        self = RestorationRegistry.standard
    }

    /// The library's own types, registered once rather than in every registry: each entry makes a
    /// new object when it restores one and holds nothing a registry or an app changes, so every
    /// registry starts from a copy (its dictionaries are copied when it first registers a type).
    private static let standard: RestorationRegistry = {
        var registry = RestorationRegistry(empty: ())
        // None can throw: the names are new.
        try? registry.register(Screen.self) { Screen() }
        try? registry.register(TabBar.self) { TabBar() }
        try? registry.register(SplitContainer.self) { SplitContainer() }
        try? registry.register(PageContainer.self) { PageContainer() }
        try? registry.register(ContainerScreen.self) { ContainerScreen(kind: .custom("")) }
        return registry
    }()

    private init(empty: Void) {}

    /// The names of the registered screen types, sorted.
    public var screenNames: [String] { screensByName.keys.sorted() }

    /// The names of the registered coordinator types, sorted.
    public var coordinatorNames: [String] { coordinatorsByName.keys.sorted() }

    // MARK: - Registering screens

    /// Registers a screen type with no state of its own; `make` builds one. The saved title is
    /// set on it afterwards.
    ///
    /// - Throws: ``RestorationError/duplicateRegistration(name:existing:)``, or
    ///   ``RestorationError/factoryIgnoresState(type:)`` for a ``RestorableScreen``, whose state
    ///   this factory would drop.
    public mutating func register<S: Screen>(
        _ type: S.Type,
        name: String? = nil,
        make: @escaping @MainActor () throws -> S
    ) throws(RestorationError) {
        if type is any RestorableScreen.Type { throw .factoryIgnoresState(type: String(describing: type)) }
        try add(
            ScreenEntry(
                name: name ?? TypeNames.describing(type), type: type,
                capture: { _ in nil }, make: { _ in try make() }),
            for: type)
    }

    /// Registers a ``RestorableScreen``; `make` builds one from its saved state. The saved title
    /// is set on it afterwards.
    ///
    /// - Throws: ``RestorationError/duplicateRegistration(name:existing:)``.
    public mutating func register<S: RestorableScreen>(
        _ type: S.Type,
        name: String? = nil,
        make: @escaping @MainActor (S.RestorationState) throws -> S
    ) throws(RestorationError) {
        try add(
            ScreenEntry(
                name: name ?? TypeNames.describing(type), type: type,
                capture: { screen in
                    try RestorationValueEncoder().encode((screen as! S).restorationState)
                },
                make: { value in
                    try make(RestorationValueDecoder().decode(S.RestorationState.self, from: value ?? .null))
                }),
            for: type)
    }

    private mutating func add(_ entry: ScreenEntry, for type: Screen.Type) throws(RestorationError) {
        let key = ObjectIdentifier(type)
        if let existing = screensByName[entry.name] ?? screensByType[key] {
            throw .duplicateRegistration(name: entry.name, existing: String(reflecting: existing.type))
        }
        screensByName[entry.name] = entry
        screensByType[key] = entry
    }

    // MARK: - Registering coordinators

    /// Registers a coordinator type with no state of its own; `make` builds one on the navigation
    /// it is given. A ``RestorableCoordinator`` whose state is ``NoRestorationState`` may be
    /// registered this way: its ``RestorableCoordinator/didRestore()`` still runs.
    ///
    /// - Throws: ``RestorationError/duplicateRegistration(name:existing:)``, or
    ///   ``RestorationError/factoryIgnoresState(type:)`` for a ``RestorableCoordinator`` with state
    ///   of its own, which this factory would drop.
    public mutating func register<C: Coordinator>(
        _ type: C.Type,
        name: String? = nil,
        make: @escaping @MainActor (Navigation) throws -> C
    ) throws(RestorationError) {
        var didRestore: (@MainActor (any Coordinator) throws -> Void)?
        if let restorable = type as? any RestorableCoordinator.Type {
            guard restorable.savesNoState else { throw .factoryIgnoresState(type: String(describing: type)) }
            didRestore = { coordinator in try (coordinator as! any RestorableCoordinator).didRestore() }
        }
        try add(
            CoordinatorEntry(
                name: name ?? TypeNames.describing(type), type: type,
                isContainerCoordinator: type is any ContainerCoordinator.Type,
                capture: { _ in nil }, make: { _, navigation in try make(navigation) }, didRestore: didRestore
            ),
            for: type)
    }

    /// Registers a ``RestorableCoordinator``; `make` builds one from its saved state on the
    /// navigation it is given, and its ``RestorableCoordinator/didRestore()`` runs once the tree
    /// is rebuilt.
    ///
    /// - Throws: ``RestorationError/duplicateRegistration(name:existing:)``.
    public mutating func register<C: RestorableCoordinator>(
        _ type: C.Type,
        name: String? = nil,
        make: @escaping @MainActor (C.RestorationState, Navigation) throws -> C
    ) throws(RestorationError) {
        try add(
            CoordinatorEntry(
                name: name ?? TypeNames.describing(type), type: type,
                isContainerCoordinator: type is any ContainerCoordinator.Type,
                capture: { coordinator in
                    try RestorationValueEncoder().encode((coordinator as! C).restorationState)
                },
                make: { value, navigation in
                    try make(
                        RestorationValueDecoder().decode(C.RestorationState.self, from: value ?? .null),
                        navigation)
                },
                didRestore: { coordinator in try (coordinator as! C).didRestore() }),
            for: type)
    }

    /// Lets a snapshot save the deep link a coordinator of this type holds behind a gate
    /// (``RouteResult/hold``), so that it is still pending after a restore. Register the
    /// coordinator itself too.
    public mutating func registerRoutes<C: RouteHandling>(of type: C.Type) where C.Route: Codable {
        routeCodecs[ObjectIdentifier(type)] = RouteCodec(
            encode: { route in
                guard let route = route as? C.Route else { return nil }
                return try RestorationValueEncoder().encode(route)
            },
            makeLink: { coordinator, value in
                let holder = coordinator as! C
                let route = try RestorationValueDecoder().decode(C.Route.self, from: value)
                return (route, { animated in try holder.handle(route, animated: animated) })
            })
    }

    private mutating func add(_ entry: CoordinatorEntry, for type: any Coordinator.Type)
        throws(RestorationError)
    {
        let key = ObjectIdentifier(type)
        if let existing = coordinatorsByName[entry.name] ?? coordinatorsByType[key] {
            throw .duplicateRegistration(name: entry.name, existing: String(reflecting: existing.type))
        }
        coordinatorsByName[entry.name] = entry
        coordinatorsByType[key] = entry
    }
}
