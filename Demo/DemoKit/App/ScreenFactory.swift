import Foundation
import HeadlessFlow

/// Builds the demo's screens, each with its view-model: by type name through a
/// ``ScreenRegistry`` whose factories make view-models over the store, or with a view-model made
/// for the occasion (the item a detail shows, the text a restored form had). The restoration
/// registry's screen factories (`DemoRestoration`) build them this way too.
@MainActor
package final class ScreenFactory {
    package let registry: ScreenRegistry
    private let library: SceneLibrary

    /// A factory whose registry knows every demo screen, reads `library`, and makes view-models
    /// over `store`.
    package init(library: SceneLibrary, store: DemoStore) throws(SceneError) {
        self.library = library
        registry = ScreenRegistry(library: library)
        try DemoScreens.register(in: registry, store: store)
    }

    /// The scenes shipped with the demo, in DemoKit's resource bundle.
    package static var bundledLibrary: SceneLibrary {
        SceneLibrary(sources: [.bundle(.module, subdirectory: "Scenes")])
    }

    /// A new `Screen`, built from its scene file by name, with the dependencies its registry
    /// entry makes.
    ///
    /// - Throws: the registry's ``SceneError``, or ``DemoError/unexpectedScreenType(name:found:)``.
    package func make<Screen: Instantiable>(_ type: Screen.Type) throws -> Screen {
        // Read once per type, not for every screen built: a restore builds several, and the
        // explorer builds a fresh app for each transition.
        let name = TypeNames.describing(type)
        let screen = try registry.instantiate(named: name)
        guard let typed = screen as? Screen else {
            throw DemoError.unexpectedScreenType(
                name: name, found: String(describing: Swift.type(of: screen)))
        }
        return typed
    }

    /// A new `Screen`, built from its scene file, holding `dependencies`.
    ///
    /// - Throws: the screen's ``SceneError``.
    package func make<Screen: Instantiable>(_ type: Screen.Type, with dependencies: Screen.Dependencies)
        throws
        -> Screen
    {
        try type.instantiate(with: dependencies, from: library)
    }
}
