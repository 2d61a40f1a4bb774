import HeadlessFlow

/// The sign-up form, built from `UserRegistrationScreen.json`. A snapshot saves the email field's
/// text, never the password.
final class UserRegistrationScreen: SceneScreen, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var email: String
    }

    let email: TextFieldElement
    let password: SecureTextFieldElement
    let error: LabelElement
    private var editTokens: [ObservationToken] = []
    private(set) var viewModel: RegistrationViewModel?

    override init(outlets: SceneOutlets) throws(SceneError) {
        email = try outlets.element("email")
        password = try outlets.element("password")
        error = try outlets.element("error")
        try super.init(outlets: outlets)
    }

    static var actions: [String: (UserRegistrationScreen) -> () -> Void] {
        ["register": UserRegistrationScreen.register, "cancel": UserRegistrationScreen.cancel]
    }

    func bind(_ viewModel: RegistrationViewModel) {
        self.viewModel = viewModel
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
        viewModel?.register(email: email.text, password: password.text)
    }

    func cancel() {
        viewModel?.cancel()
    }
}
