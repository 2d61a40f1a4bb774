import HeadlessFlow

/// The sign-up form, built from `UserRegistrationScreen.json` with its view-model. A snapshot
/// saves the email field's text, never the password.
final class UserRegistrationScreen: SceneScreen, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var email: String
    }

    let email: TextFieldElement
    let password: SecureTextFieldElement
    let error: LabelElement
    let viewModel: RegistrationViewModel
    private var editTokens: [ObservationToken] = []

    init(outlets: SceneOutlets, dependencies viewModel: RegistrationViewModel) throws(SceneError) {
        email = try outlets.element("email")
        password = try outlets.element("password")
        error = try outlets.element("error")
        self.viewModel = viewModel
        try super.init(outlets: outlets)
    }

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
