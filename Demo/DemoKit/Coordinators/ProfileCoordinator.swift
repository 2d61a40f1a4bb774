import HeadlessFlow

/// The Profile tab. It does not know what Logout leads to: its parent decides.
@MainActor
package final class ProfileCoordinator: RestorableCoordinator {
    /// What a snapshot saves: whose profile this is, by email.
    package struct RestorationState: Codable, Equatable {
        package var email: String
    }

    package let context: CoordinatorContext
    /// Set by the parent.
    package var onLogout: (@MainActor () -> Void)?
    private let account: Account
    private let environment: DemoEnvironment

    package init(navigation: Navigation, account: Account, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.account = account
        self.environment = environment
    }

    package func start(animated: Bool) throws {
        let screen = try environment.screens.make(
            ProfileScreen.self, with: ProfileViewModel(email: account.email))
        wire(screen)
        try move(to: screen, animated: animated)
    }

    package var restorationState: RestorationState { RestorationState(email: account.email) }

    package func didRestore() throws {
        guard let screen = startScreen as? ProfileScreen else {
            throw DemoError.restoredScreenMissing(coordinator: "ProfileCoordinator", screen: "ProfileScreen")
        }
        wire(screen)
    }

    private func wire(_ screen: ProfileScreen) {
        screen.viewModel.onLogout = { [weak self] in self?.onLogout?() }
    }
}
