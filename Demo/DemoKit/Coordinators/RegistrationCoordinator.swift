import HeadlessFlow

/// UserRegistration then Success; hands the new account's email back to its parent.
@MainActor
package final class RegistrationCoordinator: RestorableCoordinator {
    package typealias Output = String

    package let context: CoordinatorContext
    private let environment: DemoEnvironment

    package init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    package func start(animated: Bool) throws {
        let screen = try environment.screens.make(UserRegistrationScreen.self)
        wire(screen)
        try move(to: screen, animated: animated)
    }

    /// Wires the restored form (its view-model made with the email it saved, never a password)
    /// and Success, if the flow had reached it.
    package func didRestore() throws {
        guard let form = startScreen as? UserRegistrationScreen else {
            throw DemoError.restoredScreenMissing(
                coordinator: "RegistrationCoordinator", screen: "UserRegistrationScreen")
        }
        wire(form)
        for case let success as SuccessScreen in navigation.screens.drop(while: { $0 !== form }) {
            wire(success)
        }
    }

    private func wire(_ form: UserRegistrationScreen) {
        form.viewModel.onRegistered = intent { registration, email in
            try registration.showSuccess(email: email)
        }
        form.viewModel.onCancel = intent { registration in try registration.finish(animated: true) }
    }

    private func showSuccess(email: String) throws {
        let screen = try environment.screens.make(SuccessScreen.self, with: SuccessViewModel(email: email))
        wire(screen)
        try move(to: screen, animated: true)
    }

    private func wire(_ screen: SuccessScreen) {
        let email = screen.viewModel.email
        screen.viewModel.onBackToLogin = intent { registration in
            try registration.finish(with: email, animated: true)
        }
    }
}
