import HeadlessFlow

/// The sign-up form, built from `UserRegistrationScreen.json` with its view-model. A snapshot
/// saves the email field's text, never the password.
final class UserRegistrationScreen: DependentSceneScreen<RegistrationViewModel>, Instantiable,
    RestorableScreen
{
    struct RestorationState: Codable, Equatable {
        var email: String
    }

    @Outlet var email: TextFieldElement
    @Outlet var password: SecureTextFieldElement
    @Outlet var error: LabelElement
    var viewModel: RegistrationViewModel { dependencies }
    private var editTokens: [ObservationToken] = []

    enum Action: String, CaseIterable {
        case register, cancel
    }

    func perform(_ action: Action) {
        switch action {
        case .register: register()
        case .cancel: cancel()
        }
    }

    override func awake() {
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

    var restorationState: RestorationState { RestorationState(email: email.text) }

    func register() {
        viewModel.register(email: email.text, password: password.text)
    }

    func cancel() {
        viewModel.cancel()
    }
}
