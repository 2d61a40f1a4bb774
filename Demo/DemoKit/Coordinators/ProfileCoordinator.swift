import HeadlessFlow

/// The Profile tab. It does not know what Logout leads to: its parent decides.
@MainActor
final class ProfileCoordinator: Coordinator {
    let context: CoordinatorContext
    /// Set by the parent.
    var onLogout: (@MainActor () -> Void)?
    private let account: Account
    private let environment: DemoEnvironment

    init(navigation: Navigation, account: Account, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.account = account
        self.environment = environment
    }

    func start(animated: Bool) throws {
        let screen = try environment.screens.make(ProfileScreen.self)
        let viewModel = ProfileViewModel(account: account)
        viewModel.onLogout = { [weak self] in self?.onLogout?() }
        screen.bind(viewModel)
        try move(to: screen, animated: animated)
    }
}
