/// Builds scene screens (``Instantiable`` types) from their type names, for code that is given
/// a screen's name as data, such as a server-driven flow.
///
/// A screen with ``Instantiable/Dependencies`` is registered with a factory that makes them each
/// time the screen is built; registering it without one does not compile.
///
/// State restoration does not go through this registry: a ``RestorationRegistry`` saves each
/// screen's state as well as its type and rebuilds the coordinators too. Register a scene screen
/// there like any other screen, with a factory that instantiates it.
///
/// ```swift
/// let registry = ScreenRegistry(library: library)
/// try registry.register(WelcomeScreen.self)
/// try registry.register(LoginScreen.self) { LoginViewModel() }
/// let screen = try registry.instantiate(named: "LoginScreen")
/// ```
///
/// The registry is plain state with no global instance: create one per app (or per test).
@MainActor
public final class ScreenRegistry {
    /// The library screens are built from, or `nil` to use each type's
    /// ``Instantiable/sceneLibrary``.
    public let library: SceneLibrary?

    private struct Entry {
        let type: any Instantiable.Type
        // A Result rather than a `throws(SceneError)` closure: the metadata of a typed-throws
        // function type needs iOS 18 / macOS 15, and a stored one is a step from needing it.
        let make: (SceneLibrary?) -> Result<SceneScreen, SceneError>
    }

    private var entries: [String: Entry] = [:]

    /// Creates an empty registry.
    ///
    /// - Parameter library: the library every screen is built from, or `nil` to use each type's
    ///   ``Instantiable/sceneLibrary``.
    public init(library: SceneLibrary? = nil) {
        self.library = library
    }

    /// The registered type names, sorted.
    public var registeredNames: [String] {
        entries.keys.sorted()
    }

    /// Whether a type is registered under `name`.
    public func isRegistered(_ name: String) -> Bool {
        entries[name] != nil
    }

    /// Registers `type`, which needs no dependencies, under its type name
    /// (`String(describing: type)`). Registering the same type again does nothing.
    ///
    /// - Parameter type: the screen type.
    /// - Throws: ``SceneError/typeAlreadyRegistered(_:existing:)`` when another type (from another
    ///   module) has the same name; the registry is unchanged.
    public func register<Screen: Instantiable>(_ type: Screen.Type) throws(SceneError)
    where Screen.Dependencies == Void {
        try register(type) {}
    }

    /// Registers `type` under its type name (`String(describing: type)`), built with what
    /// `dependencies` returns each time. Registering the same type again replaces its factory.
    ///
    /// - Parameters:
    ///   - type: the screen type.
    ///   - dependencies: makes the screen's ``Instantiable/Dependencies``; called once for each
    ///     screen built, before its scene is read.
    /// - Throws: ``SceneError/typeAlreadyRegistered(_:existing:)`` when another type (from another
    ///   module) has the same name; the registry is unchanged.
    public func register<Screen: Instantiable>(
        _ type: Screen.Type, dependencies: @escaping @MainActor () -> Screen.Dependencies
    ) throws(SceneError) {
        // Read once per type, not once per registry (see `TypeNames`).
        let name = TypeNames.describing(type)
        if let existing = entries[name]?.type, existing != type {
            throw .typeAlreadyRegistered(name, existing: String(reflecting: existing))
        }
        entries[name] = Entry(type: type) { library in
            Result { () throws(SceneError) in
                try type.instantiate(with: dependencies(), from: library ?? type.sceneLibrary)
            }
        }
    }

    /// Builds the screen type registered under `name` from its scene, with the dependencies its
    /// factory makes.
    ///
    /// - Throws: ``SceneError/typeNotRegistered(_:closestMatches:)`` listing the closest
    ///   registered names, or any error of ``Instantiable/instantiate(with:from:)``.
    public func instantiate(named name: String) throws(SceneError) -> SceneScreen {
        guard let entry = entries[name] else {
            throw .typeNotRegistered(name, closestMatches: ClosestMatches.find(name, in: entries.keys))
        }
        return try entry.make(library).get()
    }

    /// Instantiates every registered screen once and returns every error, by type name; an empty
    /// result means every scene file parses and binds. Suited to a test that guards an app's scenes.
    public func validate() -> [String: SceneError] {
        var errors: [String: SceneError] = [:]
        for (name, entry) in entries {
            do {
                _ = try entry.make(library).get()
            } catch {
                errors[name] = error
            }
        }
        return errors
    }
}
