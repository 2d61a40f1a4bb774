import HeadlessFlow

/// The sign-up form, built from `UserRegistrationScreen.json` with its view-model. A snapshot
/// saves the email field's text, never the password.
package final class UserRegistrationScreen: DependentSceneScreen<RegistrationViewModel>, Instantiable,
    RestorableScreen
{
    package struct RestorationState: Codable, Equatable {
        package var email: String
    }

    @Outlet package var email: TextFieldElement
    @Outlet package var password: SecureTextFieldElement
    @Outlet package var error: LabelElement
    package var viewModel: RegistrationViewModel { dependencies }
    private var editTokens: [ObservationToken] = []

    package enum Action: String, CaseIterable {
        case register, cancel
    }

    package func perform(_ action: Action) {
        switch action {
        case .register: register()
        case .cancel: cancel()
        }
    }

    package override func awake() {
        // A typed edit clears the old error (the view-model ignores the state's own echo).
        editTokens = [
            email.observeChanges { [weak viewModel] element in
                if let text = (element as? TextFieldElement)?.text { viewModel?.didEdit(email: text) }
            },
            password.observeChanges { [weak viewModel] element in
                if let text = (element as? SecureTextFieldElement)?.text {
                    viewModel?.didEdit(password: text)
                }
            },
        ]
        observe(viewModel.$state) { screen, state in
            screen.email.text = state.email
            screen.password.text = state.password
            screen.error.text = state.message ?? ""
        }
    }

    package var restorationState: RestorationState { RestorationState(email: email.text) }

    package func register() {
        viewModel.register(email: email.text, password: password.text)
    }

    package func cancel() {
        viewModel.cancel()
    }
}
