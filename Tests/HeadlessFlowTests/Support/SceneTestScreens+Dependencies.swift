import HeadlessFlow

extension SceneTestScreens {
    /// A view-model handed to screens as their dependency; it records what it is asked to do, and
    /// what its screens tell it about their own life, in one history.
    @MainActor
    final class LoginModel {
        var history: [String] = []

        func logIn(email: String) { history.append("logIn(\(email))") }
        func select(_ account: String) { history.append("select(\(account))") }
    }

    /// The fixture `LoginScreen.json` with a non-optional view-model, typed actions for two of the
    /// scene's actions and the string table for the third.
    final class ModelLoginScreen: SceneScreen, Instantiable {
        static var sceneName: String { "LoginScreen" }

        let email: TextFieldElement
        let accounts: ListElement
        let remember: ToggleElement
        let model: LoginModel

        init(outlets: SceneOutlets, dependencies model: LoginModel) throws(SceneError) {
            email = try outlets.element("email")
            accounts = try outlets.element("accounts")
            remember = try outlets.element("remember")
            self.model = model
            try super.init(outlets: outlets)
            model.history.append("init")
        }

        enum Action: String, CaseIterable {
            case logIn, accountSelected
        }

        func perform(_ action: Action) {
            switch action {
            case .logIn: model.logIn(email: email.text)
            case .accountSelected:
                email.text = accounts.selectedItem ?? ""
                model.select(email.text)
            }
        }

        static let actions: [String: (ModelLoginScreen) -> () -> Void] = [
            "rememberChanged": ModelLoginScreen.rememberChanged
        ]

        func rememberChanged() { model.history.append("rememberChanged(\(remember.isOn))") }

        override func awake() { model.history.append("awake") }

        override func didLoad() { model.history.append("didLoad") }
    }

    /// Its dependencies are a struct of two values; its awake sends its own `go` action, which shows
    /// the actions are bound by then.
    final class GoScreen: SceneScreen, Instantiable {
        struct Dependencies {
            let model: LoginModel
            let name: String
        }

        let go: ButtonElement
        let dependencies: Dependencies

        init(outlets: SceneOutlets, dependencies: Dependencies) throws(SceneError) {
            go = try outlets.element("go")
            self.dependencies = dependencies
            try super.init(outlets: outlets)
            dependencies.model.history.append("init(\(dependencies.name))")
        }

        enum Action: String, CaseIterable {
            case go
        }

        func perform(_ action: Action) {
            switch action {
            case .go: dependencies.model.history.append("perform(go)")
            }
        }

        override func awake() {
            dependencies.model.history.append("awake")
            try? go.tap()
        }

        override func didLoad() { dependencies.model.history.append("didLoad") }

        static let scene =
            #"{"version": 1, "title": "Go", "elements": [{"kind": "button", "id": "go", "title": "Go", "action": "go"}]}"#
    }
}
