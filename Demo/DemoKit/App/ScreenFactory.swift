import Foundation
import HeadlessFlow

/// Builds the demo's screens by type name through a ``ScreenRegistry`` and hands them back typed;
/// the restoration registry's screen factories (`DemoRestoration`) build them this way too.
@MainActor
final class ScreenFactory {
    let registry: ScreenRegistry

    /// A factory whose registry knows every demo screen and reads `library`.
    init(library: SceneLibrary) throws(SceneError) {
        registry = ScreenRegistry(library: library)
        try DemoScreens.register(in: registry)
    }

    /// The scenes shipped with the demo, in DemoKit's resource bundle.
    static var bundledLibrary: SceneLibrary {
        SceneLibrary(sources: [.bundle(.module, subdirectory: "Scenes")])
    }

    /// A new `Screen`, built from its scene file.
    ///
    /// - Throws: the registry's ``SceneError``, or ``DemoError/unexpectedScreenType(name:found:)``.
    func make<Screen: Instantiable>(_ type: Screen.Type) throws -> Screen {
        let name = String(describing: type)
        let screen = try registry.instantiate(named: name)
        guard let typed = screen as? Screen else {
            throw DemoError.unexpectedScreenType(
                name: name, found: String(describing: Swift.type(of: screen)))
        }
        return typed
    }
}
