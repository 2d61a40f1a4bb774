import HeadlessFlow

/// Every screen type of the demo, for the ``ScreenRegistry``.
@MainActor
package enum DemoScreens {
    package static let all: [any Instantiable.Type] = [
        OnboardingScreen.self, LoginScreen.self, UserRegistrationScreen.self, SuccessScreen.self,
        ItemsHomeScreen.self, ItemsListScreen.self, ItemDetailScreen.self, NewItemScreen.self,
        ProfileScreen.self,
    ]

    /// Registers every type of ``all`` in `registry`, with view-models over `store`.
    package static func register(in registry: ScreenRegistry, store: DemoStore) throws(SceneError) {
        try registry.register(OnboardingScreen.self) { OnboardingViewModel() }
        try registry.register(LoginScreen.self) { LoginViewModel(store: store) }
        try registry.register(UserRegistrationScreen.self) { RegistrationViewModel(store: store) }
        try registry.register(ItemsHomeScreen.self) { ItemsHomeViewModel(store: store) }
        try registry.register(ItemsListScreen.self) { ItemsListViewModel(store: store) }
        try registry.register(NewItemScreen.self) { NewItemViewModel(store: store) }
        // By name there is no registered email, item or account to show: these are built blank,
        // which is enough to check that their scenes bind. Their flows and the restoration hand
        // them a view-model of their own (`ScreenFactory.make(_:with:)`).
        try registry.register(SuccessScreen.self) { SuccessViewModel(email: "") }
        try registry.register(ItemDetailScreen.self) { ItemDetailViewModel(itemNamed: "", in: store) }
        try registry.register(ProfileScreen.self) { ProfileViewModel(email: "") }
    }
}
