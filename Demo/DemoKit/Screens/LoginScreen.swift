import HeadlessFlow

/// Email, password, Login and Register, built from `LoginScreen.json` with its view-model. It
/// shows what the view-model's state says and forwards taps; where they lead is the
/// coordinator's business.
///
/// A snapshot saves the email field's text; the password is a secret and is never saved.
package final class LoginScreen: DependentSceneScreen<LoginViewModel>, Instantiable, RestorableScreen {
    package struct RestorationState: Codable, Equatable {
        package var email: String
    }

    @Outlet package var email: TextFieldElement
    @Outlet package var password: SecureTextFieldElement
    @Outlet package var error: LabelElement
    @Outlet package var notice: LabelElement
    package var viewModel: LoginViewModel { dependencies }
    private var editTokens: [ObservationToken] = []

    package enum Action: String, CaseIterable {
        case logIn, register
    }

    package func perform(_ action: Action) {
        switch action {
        case .logIn: logIn()
        case .register: register()
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
            screen.error.text = state.isError ? state.message ?? "" : ""
            screen.notice.text = state.isError ? "" : state.message ?? ""
        }
    }

    package var restorationState: RestorationState { RestorationState(email: email.text) }

    package func logIn() {
        viewModel.logIn(email: email.text, password: password.text)
    }

    package func register() {
        viewModel.register()
    }
}
