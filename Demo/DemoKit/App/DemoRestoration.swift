import Foundation
import HeadlessFlow

/// Every coordinator and screen of the demo, registered for restoration: the demo saves its whole
/// navigation with its data after each command and comes back to it at the next launch.
///
/// Screens are built by the ``ScreenFactory`` from their scene files, as the coordinators build
/// them, before their coordinators exist: so each gets here a view-model made from what it saved
/// (an email, a half-typed name, the item shown) and the store, and each coordinator's
/// `didRestore()` only tells those view-models where their intents lead. A secure field's text is
/// never saved. Coordinators that show an account save its email and look it up again: an
/// account that is gone fails the restore, and the demo starts at the beginning.
@MainActor
package enum DemoRestoration {
    package static func makeRegistry(environment: DemoEnvironment) throws -> RestorationRegistry {
        let screens = environment.screens
        let store = environment.store
        var registry = RestorationRegistry()

        try registry.register(OnboardingScreen.self) { try screens.make(OnboardingScreen.self) }
        try registry.register(LoginScreen.self) { state in
            try screens.make(LoginScreen.self, with: LoginViewModel(store: store, email: state.email))
        }
        try registry.register(UserRegistrationScreen.self) { state in
            try screens.make(
                UserRegistrationScreen.self, with: RegistrationViewModel(store: store, email: state.email))
        }
        try registry.register(SuccessScreen.self) { state in
            try screens.make(SuccessScreen.self, with: SuccessViewModel(email: state.email))
        }
        try registry.register(ItemsHomeScreen.self) { try screens.make(ItemsHomeScreen.self) }
        try registry.register(ItemsListScreen.self) { try screens.make(ItemsListScreen.self) }
        // An item that is gone is not this factory's failure: ItemsCoordinator.didRestore() says so.
        try registry.register(ItemDetailScreen.self) { state in
            try screens.make(
                ItemDetailScreen.self, with: ItemDetailViewModel(itemNamed: state.item, in: store))
        }
        try registry.register(NewItemScreen.self) { state in
            try screens.make(NewItemScreen.self, with: NewItemViewModel(store: store, name: state.name))
        }
        // ProfileCoordinator's factory is the one that checks the account is still there.
        try registry.register(ProfileScreen.self) { state in
            try screens.make(ProfileScreen.self, with: ProfileViewModel(email: state.email))
        }

        func account(_ email: String) throws -> Account {
            guard let account = store.account(email: email) else { throw DemoError.accountGone(email: email) }
            return account
        }
        try registry.register(AppCoordinator.self) { _, navigation in
            AppCoordinator(navigation: navigation, environment: environment)
        }
        try registry.register(OnboardingCoordinator.self) { _, navigation in
            OnboardingCoordinator(navigation: navigation, environment: environment)
        }
        try registry.register(RegistrationCoordinator.self) { _, navigation in
            RegistrationCoordinator(navigation: navigation, environment: environment)
        }
        try registry.register(MenuCoordinator.self) { state, navigation in
            MenuCoordinator(
                navigation: navigation, account: try account(state.email), environment: environment)
        }
        try registry.register(ProfileCoordinator.self) { state, navigation in
            ProfileCoordinator(
                navigation: navigation, account: try account(state.email), environment: environment)
        }
        try registry.register(ItemsHomeCoordinator.self) { _, navigation in
            ItemsHomeCoordinator(navigation: navigation, environment: environment)
        }
        try registry.register(ItemsCoordinator.self) { _, navigation in
            ItemsCoordinator(navigation: navigation, environment: environment)
        }
        try registry.register(ItemsListCoordinator.self) { _, navigation in
            ItemsListCoordinator(navigation: navigation, environment: environment)
        }
        // A link opened while logged out waits behind the login: it survives a restart.
        registry.registerRoutes(of: AppCoordinator.self)
        return registry
    }

    /// The demo's own reason a restore failed, when that is why: an account or an item that is
    /// gone from the data file.
    package static func demoError(in error: any Error) -> DemoError? {
        switch error {
        case let error as DemoError: error
        case RestorationError.factoryFailed(_, _, let underlying): demoError(in: underlying)
        case RestorationError.restoreHookFailed(_, let underlying): demoError(in: underlying)
        default: nil
        }
    }

    /// `snapshot` without the detail screens of items that are not among `items`: each such
    /// stack ends on the screen under the detail (a split's detail column is left empty, and
    /// `ItemsCoordinator.didRestore()` focuses the list). `nil` when the snapshot cannot be
    /// read that way.
    package static func removingItemDetails(from snapshot: NavigationSnapshot, keeping items: [Item])
        -> NavigationSnapshot?
    {
        let names = Set(items.map(\.name))
        guard
            var object = (try? JSONSerialization.jsonObject(with: JSONEncoder().encode(snapshot)))
                as? [String: Any],
            var tree = object["tree"] as? [String: Any],
            let screens = tree["screens"] as? [[String: Any]],
            var navigations = tree["navigations"] as? [[String: Any]],
            var coordinators = tree["coordinators"] as? [[String: Any]]
        else { return nil }
        let gone = Set(
            screens.compactMap { screen -> Int? in
                guard screen["type"] as? String == "ItemDetailScreen",
                    let item = (screen["state"] as? [String: Any])?["item"] as? String, !names.contains(item)
                else { return nil }
                return screen["id"] as? Int
            })
        guard !gone.isEmpty else { return nil }
        var below: [Int: Int] = [:]
        for index in navigations.indices {
            let stack = navigations[index]["screens"] as? [Int] ?? []
            for (position, id) in stack.enumerated() where gone.contains(id) && position > 0 {
                below[id] = stack[position - 1]
            }
            navigations[index]["screens"] = stack.filter { !gone.contains($0) }
        }
        for index in coordinators.indices {
            guard let top = coordinators[index]["top"] as? Int, gone.contains(top) else { continue }
            guard let replacement = below[top] else { return nil }
            coordinators[index]["top"] = replacement
        }
        tree["screens"] = screens.filter { !gone.contains($0["id"] as? Int ?? -1) }
        tree["navigations"] = navigations
        tree["coordinators"] = coordinators
        object["tree"] = tree
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { return nil }
        return try? JSONDecoder().decode(NavigationSnapshot.self, from: data)
    }
}
