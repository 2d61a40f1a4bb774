import HeadlessFlow

/// Email, password, Login and Register, built from `LoginScreen.json`. It shows what its
/// view-model's state says and forwards taps; where they lead is the coordinator's business.
///
/// A snapshot saves the email field's text; the password is a secret and is never saved.
final class LoginScreen: SceneScreen, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var email: String
    }

    let email: TextFieldElement
    let password: SecureTextFieldElement
    let error: LabelElement
    let notice: LabelElement
    private var editTokens: [ObservationToken] = []
    private(set) var viewModel: LoginViewModel?

    override init(outlets: SceneOutlets) throws(SceneError) {
        email = try outlets.element("email")
        password = try outlets.element("password")
        error = try outlets.element("error")
        notice = try outlets.element("notice")
        try super.init(outlets: outlets)
    }

    static var actions: [String: (LoginScreen) -> () -> Void] {
        ["logIn": LoginScreen.logIn, "register": LoginScreen.register]
    }

    func bind(_ viewModel: LoginViewModel) {
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
            screen.error.text = state.isError ? state.message ?? "" : ""
            screen.notice.text = state.isError ? "" : state.message ?? ""
        }
    }

    var restorationState: RestorationState { RestorationState(email: email.text) }

    func logIn() {
        viewModel?.logIn(email: email.text, password: password.text)
    }

    func register() {
        viewModel?.register()
    }
}
