import HeadlessFlow

/// Email, password, Login and Register, built from `LoginScreen.json` with its view-model. It
/// shows what the view-model's state says and forwards taps; where they lead is the
/// coordinator's business.
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
    let viewModel: LoginViewModel
    private var editTokens: [ObservationToken] = []

    init(outlets: SceneOutlets, dependencies viewModel: LoginViewModel) throws(SceneError) {
        email = try outlets.element("email")
        password = try outlets.element("password")
        error = try outlets.element("error")
        notice = try outlets.element("notice")
        self.viewModel = viewModel
        try super.init(outlets: outlets)
    }

    enum Action: String, CaseIterable {
        case logIn, register
    }

    func perform(_ action: Action) {
        switch action {
        case .logIn: logIn()
        case .register: register()
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
            screen.error.text = state.isError ? state.message ?? "" : ""
            screen.notice.text = state.isError ? "" : state.message ?? ""
        }
    }

    var restorationState: RestorationState { RestorationState(email: email.text) }

    func logIn() {
        viewModel.logIn(email: email.text, password: password.text)
    }

    func register() {
        viewModel.register()
    }
}
