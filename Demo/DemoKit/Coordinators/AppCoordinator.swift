import HeadlessFlow

/// The root of the tree: Login on the window's navigation, with onboarding presented over it on a
/// first run, registration and the menu started as child flows.
@MainActor
package final class AppCoordinator: RestorableCoordinator {
    package let context: CoordinatorContext
    private let environment: DemoEnvironment

    package init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    /// Login's view-model, which its screen holds: the coordinator tells it how the flows it
    /// started ended.
    private var loginViewModel: LoginViewModel? {
        (startScreen as? LoginScreen)?.viewModel
    }

    package func start(animated: Bool) throws {
        let login = try environment.screens.make(LoginScreen.self)
        wire(login)
        try move(to: login, animated: animated)
        if !environment.store.hasCompletedOnboarding {
            try showOnboarding(animated: animated)
        }
    }

    /// Wires the restored Login screen's view-model (made with the email it saved) and sets the
    /// running child's `onFinish` again, as ``start(animated:)`` and the flows' starts did.
    package func didRestore() throws {
        guard let login = startScreen as? LoginScreen else {
            throw DemoError.restoredScreenMissing(coordinator: "AppCoordinator", screen: "LoginScreen")
        }
        wire(login)
        if let onboarding = child(as: OnboardingCoordinator.self) {
            try setOnFinish(of: onboarding) { [environment] _ in environment.store.completeOnboarding() }
        } else if let registration = child(as: RegistrationCoordinator.self) {
            try setOnFinish(of: registration) { [weak self] in self?.registrationFinished($0) }
        } else if let menu = child(as: MenuCoordinator.self) {
            try setOnFinish(of: menu) { [weak self] _ in self?.loginViewModel?.didLogOut() }
        }
    }

    /// Every intent of the app's coordinators that throws ends here, the root: the renderer shows
    /// the error (``DemoApp/takeNotices()``) after the gesture or command that caused it.
    package func handle(intentError error: any Error, from coordinator: any Coordinator) -> Bool {
        environment.record(error)
        return true
    }

    private func wire(_ login: LoginScreen) {
        login.viewModel.onRegister = intent { app in try app.showRegistration() }
        login.viewModel.onLoggedIn = intent { app, account in try app.showMenu(for: account) }
    }

    private func showOnboarding(animated: Bool) throws {
        let onboarding = OnboardingCoordinator(navigation: Navigation(), environment: environment)
        // Seen is seen: however the flow ends, it is not shown again.
        try present(child: onboarding, animated: animated) { [environment] _ in
            environment.store.completeOnboarding()
        }
    }

    private func showRegistration() throws {
        let registration = RegistrationCoordinator(navigation: navigation, environment: environment)
        try start(child: registration, animated: true) { [weak self] in self?.registrationFinished($0) }
    }

    private func registrationFinished(_ outcome: ChildOutcome<String>) {
        if let email = outcome.output { loginViewModel?.didRegister(email: email) }
    }

    private func showMenu(for account: Account) throws {
        let menu = MenuCoordinator(navigation: navigation, account: account, environment: environment)
        try start(child: menu, animated: true) { [weak self] _ in
            self?.loginViewModel?.didLogOut()
        }
        // A link opened while logged out was waiting for this. If it cannot be served (its item is
        // gone), it is dropped rather than left pending for ever; the error says why.
        guard holdsPendingLink else { return }
        do {
            try resumePendingLink(animated: true)
        } catch {
            dropPendingLink()
            // Said in the user's words: what the link was for, and why it did not open.
            var reason: any Error = error
            if case .stepFailed(_, _, _, let underlying) = error { reason = underlying }
            throw HeldLinkError(reason: "\(reason)")
        }
    }
}
