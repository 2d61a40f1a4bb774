import HeadlessFlow
import XCTest

// The Swift blocks of Docs/SceneFiles.md, run against the fixture scene the doc shows
// (Tests/HeadlessFlowTests/Fixtures/Scenes/LoginScreen.json).

enum SceneFilesSnippets {
    final class LoginScreen: SceneScreen, Instantiable {
        let email: TextFieldElement
        let password: SecureTextFieldElement
        let remember: ToggleElement
        let accounts: ListElement
        let login: ButtonElement
        private(set) var didLogIn = false

        override init(outlets: SceneOutlets) throws(SceneError) {
            email = try outlets.element("email")  // the type comes from the property
            password = try outlets.element("password")
            remember = try outlets.element("remember")
            accounts = try outlets.element("accounts")
            login = try outlets.element("login")
            try super.init(outlets: outlets)
        }

        // Read once per scene and screen type, when the first screen is built.
        static let actions: [String: (LoginScreen) -> () -> Void] = [
            "logIn": LoginScreen.logIn,
            "rememberChanged": LoginScreen.rememberChanged,
            "accountSelected": LoginScreen.accountSelected,
        ]

        func logIn() { didLogIn = true }  // or hand the fields to a view-model
        func rememberChanged() {}  // store remember.isOn
        func accountSelected() { email.text = accounts.selectedItem ?? "" }
    }

    @MainActor
    static func buildAndDrive() throws -> (screen: LoginScreen, restored: SceneScreen) {
        let library = SceneLibrary(sources: [.bundle(.module, subdirectory: "Scenes")])
        // LoginScreen.instantiate() would use SceneLibrary.standard
        let screen = try LoginScreen.instantiate(from: library)
        try screen.accounts.select(row: 1)  // runs accountSelected()
        screen.password.text = "secret"
        screen.login.isEnabled = true
        try screen.login.tap()  // runs logIn()

        let registry = ScreenRegistry(library: library)
        try registry.register(LoginScreen.self)
        let restored = try registry.instantiate(named: "LoginScreen")  // by name, as a deep link does
        return (screen, restored)
    }

    @MainActor
    static func followChanges(of element: SceneElement) -> (token: ObservationToken, redrawn: () -> [String])
    {
        var redrawn: [String] = []
        func redraw(_ element: SceneElement) { redrawn.append(element.id) }

        let token = element.observeChanges { element in
            redraw(element)  // a label's text, a field's text, a list's rows or selection, a toggle...
        }
        return (token, { redrawn })
    }
}

/// The "Dependencies, typed actions and awake" section of Docs/SceneFiles.md.
enum SceneFilesDependencySnippets {
    @MainActor
    final class LoginViewModel {
        private(set) var loggedIn: [String] = []
        func logIn(email: String) { loggedIn.append(email) }
    }

    final class LoginScreen: SceneScreen, Instantiable {
        let email: TextFieldElement
        let accounts: ListElement
        let viewModel: LoginViewModel  // never nil, never replaced

        init(outlets: SceneOutlets, dependencies viewModel: LoginViewModel) throws(SceneError) {
            email = try outlets.element("email")
            accounts = try outlets.element("accounts")
            self.viewModel = viewModel
            try super.init(outlets: outlets)
        }

        // One case per action the scene sends, spelled as in the scene.
        enum Action: String, CaseIterable {
            case logIn, accountSelected, rememberChanged
        }

        func perform(_ action: Action) {
            switch action {
            case .logIn: viewModel.logIn(email: email.text)
            case .accountSelected: email.text = accounts.selectedItem ?? ""
            case .rememberChanged: break
            }
        }

        override func awake() {
            // Outlets, view-model and actions are in place; the screen has not loaded yet.
            email.placeholder = "you@example.com"
        }
    }

    @MainActor
    static func buildWithDependencies(
        from library: SceneLibrary
    ) throws -> (screen: LoginScreen, built: SceneScreen) {
        let screen = try LoginScreen.instantiate(with: LoginViewModel(), from: library)
        try screen.accounts.select(row: 0)  // performs .accountSelected

        let registry = ScreenRegistry(library: library)
        try registry.register(LoginScreen.self) { LoginViewModel() }  // no factory: does not compile
        let built = try registry.instantiate(named: "LoginScreen")
        return (screen, built)
    }
}

final class SceneFilesSnippetsTests: XCTestCase {
    @MainActor func testLoginScreen_BuiltAndDriven_RunsItsHandlers() async throws {
        let (screen, restored) = try SceneFilesSnippets.buildAndDrive()
        XCTAssertEqual(screen.email.text, "grace@example.com")
        XCTAssertTrue(screen.didLogIn)
        XCTAssertTrue(restored is SceneFilesSnippets.LoginScreen)
    }

    @MainActor func testObserveChanges_ReportsEachChange() async throws {
        let library = SceneLibrary(sources: [.bundle(.module, subdirectory: "Scenes")])
        let screen = try SceneFilesSnippets.LoginScreen.instantiate(from: library)
        let (token, redrawn) = SceneFilesSnippets.followChanges(of: screen.email)
        screen.email.text = "ada@example.com"
        screen.email.text = "ada@example.com"  // the same value: not a change
        XCTAssertEqual(redrawn(), ["email"])
        token.cancel()
    }

    @MainActor func testLoginScreenWithViewModel_BuiltAndDriven_PerformsTypedActions() async throws {
        let library = SceneLibrary(sources: [.bundle(.module, subdirectory: "Scenes")])
        let (screen, built) = try SceneFilesDependencySnippets.buildWithDependencies(from: library)
        XCTAssertEqual(screen.email.text, "ada@example.com")
        XCTAssertEqual(screen.email.placeholder, "you@example.com")
        screen.element(withID: "login", as: ButtonElement.self)?.isEnabled = true
        try screen.element(withID: "login", as: ButtonElement.self)?.tap()
        XCTAssertEqual(screen.viewModel.loggedIn, ["ada@example.com"])
        let typed = try XCTUnwrap(built as? SceneFilesDependencySnippets.LoginScreen)
        XCTAssertFalse(typed.viewModel === screen.viewModel, "the factory makes a view-model per screen")
    }
}
