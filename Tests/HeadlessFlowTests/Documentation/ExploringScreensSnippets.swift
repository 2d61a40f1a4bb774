import HeadlessFlow
import HeadlessFlowTesting
import XCTest

// The Swift blocks of Docs/Exploring.md's first section: plain screens that declare their
// elements, and the README's Quick Start (`FlowCoordinator`, in ReadmeTests.swift) explored.

final class ExploringScreensSnippets: XCTestCase {
    /// The README's Home, made explorable: it offers the button that starts the settings flow.
    final class HomeScreen: Screen, ElementProviding {
        var onSettings: () -> Void = {}

        init() { super.init(title: "Home") }

        lazy var elements: [SceneElement] = [
            ButtonElement("Settings") { [unowned self] in onSettings() }
        ]
    }

    final class AppCoordinator: Coordinator {
        let context = CoordinatorContext(navigation: Navigation())
        var declaresElements = true  // not in the doc: the same app with a plain Home

        func start(animated: Bool) throws {
            let home = HomeScreen()
            home.onSettings = intent { app in
                let settings = FlowCoordinator(navigation: app.navigation, titles: ["Settings", "About"])
                try app.start(child: settings, animated: true)
            }
            guard declaresElements else { return try move(to: Screen(title: "Home"), animated: animated) }
            try move(to: home, animated: animated)
        }
    }

    @MainActor final class LoginViewModel {
        @HeadlessFlow.Observable var email = ""
        @HeadlessFlow.Observable var error = ""
        var password = ""
        var history: [String] = []

        func logIn() {
            history.append("log in \(email)")
            error = password.isEmpty ? "Enter your password." : ""
        }
    }

    final class LoginScreen: Screen, ElementProviding {
        let viewModel: LoginViewModel

        init(viewModel: LoginViewModel) {
            self.viewModel = viewModel
            super.init(title: "Login")
        }

        lazy var elements: [SceneElement] = [
            TextFieldElement(id: "email", placeholder: "Email", text: viewModel.$email) { [unowned self] in
                viewModel.email = $0
            },
            SecureTextFieldElement(id: "password", placeholder: "Password") { [unowned self] in
                viewModel.password = $0
            },
            LabelElement(id: "error", text: viewModel.$error),
            ButtonElement("Log In") { [unowned self] in viewModel.logIn() },
        ]
    }

    @MainActor func testTheReadmeAppExplored() async throws {
        let explorer = NavigationExplorer {
            let app = AppCoordinator()
            try app.startAsRoot(animated: false)
            return ExplorableApp(coordinator: app)
        }
        let report = try explorer.explore(depth: 4)
        print(report.failures.isEmpty)  // true

        XCTAssertEqual(report.failures.map(\.description), [])
        XCTAssertEqual(
            report.transitions.filter { $0.from != $0.to }.map(\.action.description),
            [#"tap "Settings" on Home"#, "swipe back", "swipe back"])
    }

    @MainActor func testTheReadmeAppWithAPlainHome_IsStuckAtStepZero() async throws {
        let explorer = NavigationExplorer {
            let app = AppCoordinator()
            app.declaresElements = false
            try app.startAsRoot(animated: false)
            return ExplorableApp(coordinator: app)
        }
        let report = try explorer.explore(depth: 4)

        XCTAssertEqual(report.failures.map(\.invariant), [.neverStuck])
        XCTAssertEqual(report.failures.first?.path, [])
        XCTAssertEqual(
            report.failures.first?.message, #"no action changes the tree at "Home": the user is stuck"#)
    }

    @MainActor func testLoginScreen_FollowsItsViewModel_AndTheUserActsOnIt() async throws {
        let viewModel = LoginViewModel()
        let navigation = Navigation()
        let screen = LoginScreen(viewModel: viewModel)
        try navigation.push(screen, animated: false)
        let user = SimulatedUser(navigation)

        viewModel.email = "ada@example.com"
        try user.tap("Log In")
        let shown = screen.elements.compactMap {
            ($0 as? LabelElement)?.text ?? ($0 as? TextFieldElement)?.text
        }
        try user.fill("password", with: "secret")
        try user.fill("email", with: "grace@example.com")
        try user.tap("Log In")

        XCTAssertEqual(shown, ["ada@example.com", "Enter your password."])
        XCTAssertEqual(viewModel.history, ["log in ada@example.com", "log in grace@example.com"])
        XCTAssertEqual(viewModel.error, "")
    }
}
