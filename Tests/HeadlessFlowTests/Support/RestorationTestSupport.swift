import HeadlessFlow

/// `StepsCoordinator` saves its name and screen count, so restored trees keep their names.
extension StepsCoordinator: RestorableCoordinator {
    struct SavedSteps: Codable, Equatable {
        let name: String
        let screens: Int
    }

    var restorationState: SavedSteps { SavedSteps(name: name, screens: screenCount) }
}

extension RestorationRegistry {
    /// A registry that knows the test coordinators (and, from its defaults, plain screens and tab
    /// bars).
    @MainActor
    static func forTests() throws -> RestorationRegistry {
        var registry = RestorationRegistry()
        try registry.register(StepsCoordinator.self) { state, navigation in
            StepsCoordinator(state.name, navigation: navigation, screens: state.screens)
        }
        try registry.register(TestTabBarCoordinator.self) { navigation in
            TestTabBarCoordinator(navigation: navigation)
        }
        return registry
    }
}
