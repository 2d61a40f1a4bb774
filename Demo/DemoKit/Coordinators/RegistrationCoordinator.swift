import HeadlessFlow

/// UserRegistration then Success; hands the new account's email back to its parent.
@MainActor
final class RegistrationCoordinator: Coordinator {
    typealias Output = String

    let context: CoordinatorContext
    private let environment: DemoEnvironment

    init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    func start(animated: Bool) throws {
        let screen = try environment.screens.make(UserRegistrationScreen.self)
        let viewModel = RegistrationViewModel(store: environment.store)
        viewModel.onRegistered = { [weak self] email in self?.showSuccess(email: email) }
        viewModel.onCancel = { [weak self] in
            guard let self else { return }
            self.environment.attempt { try self.finish(animated: true) }
        }
        screen.bind(viewModel)
        try move(to: screen, animated: animated)
    }

    private func showSuccess(email: String) {
        environment.attempt {
            let screen = try environment.screens.make(SuccessScreen.self)
            let viewModel = SuccessViewModel(email: email)
            viewModel.onBackToLogin = { [weak self] in
                guard let self else { return }
                self.environment.attempt { try self.finish(with: email, animated: true) }
            }
            screen.bind(viewModel)
            try move(to: screen, animated: true)
        }
    }
}
