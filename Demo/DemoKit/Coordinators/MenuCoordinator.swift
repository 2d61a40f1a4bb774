import HeadlessFlow

/// The menu: a tab bar with an Items tab and a Profile tab. Logout in the Profile tab finishes it,
/// which takes the tabs' flows with it and shows Login again.
@MainActor
package final class MenuCoordinator: TabBarCoordinator, RestorableCoordinator {
    /// What a snapshot saves: who is logged in, by email (never a password or its hash).
    package struct RestorationState: Codable, Equatable {
        package var email: String
    }

    package let context: CoordinatorContext
    package let tabBar = TabBar(title: "Menu")
    private let account: Account
    private let environment: DemoEnvironment

    package init(navigation: Navigation, account: Account, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.account = account
        self.environment = environment
    }

    package func start(animated: Bool) throws {
        try move(to: tabBar, animated: animated)
        try addItem(
            title: "Items", imageName: "list",
            coordinator: ItemsHomeCoordinator(navigation: Navigation(), environment: environment))
        let profile = ProfileCoordinator(navigation: Navigation(), account: account, environment: environment)
        profile.onLogout = intent { menu in try menu.finish(animated: true) }
        try addItem(title: "Profile", imageName: "person", coordinator: profile)
    }

    package var restorationState: RestorationState { RestorationState(email: account.email) }

    /// Profile's Logout leads here again: a closure is not saved.
    package func didRestore() throws {
        item(ProfileCoordinator.self)?.onLogout = intent { menu in try menu.finish(animated: true) }
    }
}
