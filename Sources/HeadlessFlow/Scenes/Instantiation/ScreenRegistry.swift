/// Builds scene screens (``Instantiable`` types) from their type names, for code that is given
/// a screen's name as data, such as a server-driven flow.
///
/// State restoration does not go through this registry: a ``RestorationRegistry`` saves each
/// screen's state as well as its type and rebuilds the coordinators too. Register a scene screen
/// there like any other screen, with a factory that instantiates it.
///
/// ```swift
/// let registry = ScreenRegistry(library: library)
/// try registry.register(LoginScreen.self)
/// let screen = try registry.instantiate(named: "LoginScreen")
/// ```
///
/// The registry is plain state with no global instance: create one per app (or per test).
@MainActor
public final class ScreenRegistry {
    /// The library screens are built from, or `nil` to use each type's
    /// ``Instantiable/sceneLibrary``.
    public let library: SceneLibrary?

    private var types: [String: any Instantiable.Type] = [:]

    /// Creates an empty registry.
    public init(library: SceneLibrary? = nil) {
        self.library = library
    }

    /// The registered type names, sorted.
    public var registeredNames: [String] {
        types.keys.sorted()
    }

    /// Whether a type is registered under `name`.
    public func isRegistered(_ name: String) -> Bool {
        types[name] != nil
    }

    /// Registers `type` under its type name (`String(describing: type)`). Registering the same type
    /// again does nothing.
    ///
    /// - Throws: ``SceneError/typeAlreadyRegistered(_:existing:)`` when another type (from another
    ///   module) has the same name; the registry is unchanged.
    public func register<Screen: Instantiable>(_ type: Screen.Type) throws(SceneError) {
        let name = String(describing: type)
        if let existing = types[name] {
            guard existing == type else {
                throw .typeAlreadyRegistered(name, existing: String(reflecting: existing))
            }
            return
        }
        types[name] = type
    }

    /// Builds the screen type registered under `name` from its scene.
    ///
    /// - Throws: ``SceneError/typeNotRegistered(_:closestMatches:)`` listing the closest
    ///   registered names, or any error of ``Instantiable/instantiate(from:)``.
    public func instantiate(named name: String) throws(SceneError) -> SceneScreen {
        guard let type = types[name] else {
            throw .typeNotRegistered(name, closestMatches: ClosestMatches.find(name, in: types.keys))
        }
        return try instantiate(type)
    }

    /// Instantiates every registered screen once and returns every error, by type name; an empty
    /// result means every scene file parses and binds. Suited to a test that guards an app's scenes.
    public func validate() -> [String: SceneError] {
        var errors: [String: SceneError] = [:]
        for (name, type) in types {
            do {
                _ = try instantiate(type)
            } catch {
                errors[name] = error
            }
        }
        return errors
    }

    private func instantiate<Screen: Instantiable>(_ type: Screen.Type) throws(SceneError) -> SceneScreen {
        try type.instantiate(from: library ?? type.sceneLibrary)
    }
}
