import HeadlessFlow

/// Every screen type of the demo, for the ``ScreenRegistry``.
enum DemoScreens {
    static let all: [any Instantiable.Type] = [
        OnboardingScreen.self, LoginScreen.self, UserRegistrationScreen.self, SuccessScreen.self,
        ItemsHomeScreen.self, ItemsListScreen.self, ItemDetailScreen.self, NewItemScreen.self,
        ProfileScreen.self,
    ]
}
