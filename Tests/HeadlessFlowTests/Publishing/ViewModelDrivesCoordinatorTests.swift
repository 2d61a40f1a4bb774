import Foundation
import HeadlessFlow
import XCTest

/// UIFlow's pattern end to end: a view-model's state changes, the screen observing it calls its
/// intent closure, and the coordinator decides where to go. The screen knows nothing of the flow.
final class ViewModelDrivesCoordinatorTests: XCTestCase {
    enum LoginState: Equatable, Sendable {
        case idle
        case submitting
        case failed(String)
        case loggedIn(user: String)
    }

    /// Thread-safe through its `@Observable` property, which is all it stores.
    final class LoginViewModel: @unchecked Sendable {
        @HeadlessFlow.Observable var state = LoginState.idle

        /// Stands in for a network call that answers on a background thread.
        func submit(password: String, completion: @escaping @Sendable () -> Void = {}) {
            state = .submitting
            Thread { [self] in
                state = password == "secret" ? .loggedIn(user: "ada") : .failed("wrong password")
                completion()
            }.start()
        }
    }

    /// Renders the view-model and reports the user's intent; it does not navigate.
    final class LoginScreen: Screen {
        let viewModel: LoginViewModel
        var finishedLogin: (String) -> Void = { _ in }
        private(set) var rendered: [String] = []

        init(viewModel: LoginViewModel) {
            self.viewModel = viewModel
            super.init(title: "login")
        }

        override func didLoad() {
            observe(viewModel.$state) { screen, state in
                screen.rendered.append("\(state)")
                if case .loggedIn(let user) = state { screen.finishedLogin(user) }
            }
        }
    }

    /// Owns the login flow and hands the user name to its parent.
    final class LoginCoordinator: Coordinator {
        typealias Output = String
        let context: CoordinatorContext
        let viewModel: LoginViewModel
        weak var loginScreen: LoginScreen?

        init(navigation: Navigation, viewModel: LoginViewModel) {
            context = CoordinatorContext(navigation: navigation)
            self.viewModel = viewModel
        }

        func start(animated: Bool) throws {
            let screen = LoginScreen(viewModel: viewModel)
            screen.finishedLogin = { [unowned self] user in
                try? self.finish(with: user, animated: animated)
            }
            loginScreen = screen
            try move(to: screen, animated: animated)
        }
    }

    /// The app's root flow: a welcome screen, the login child, then home.
    final class AppCoordinator: Coordinator {
        let context: CoordinatorContext
        let viewModel = LoginViewModel()
        private(set) var loginCoordinator: LoginCoordinator?

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "welcome"), animated: animated)
            let login = LoginCoordinator(navigation: navigation, viewModel: viewModel)
            loginCoordinator = login
            try start(child: login, animated: animated) { [unowned self] outcome in
                guard let user = outcome.output else { return }
                try? self.move(to: Screen(title: "home of \(user)"), animated: animated)
            }
        }
    }

    @MainActor
    func testLogin_StateSetOnMainThread_CoordinatorMovesHomeAtOnce() async throws {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.start(animated: false)
        XCTAssertEqual(navigation.screens.map(\.title), ["welcome", "login"])

        app.viewModel.state = .failed("offline")
        XCTAssertEqual(navigation.screens.map(\.title), ["welcome", "login"])
        app.viewModel.state = .loggedIn(user: "ada")

        XCTAssertEqual(navigation.screens.map(\.title), ["welcome", "home of ada"])
        XCTAssertEqual(app.loginCoordinator?.isFinished, true)
        XCTAssertNil(app.child)
    }

    @MainActor
    func testLogin_StateSetOnBackgroundThread_ScreenRendersInOrderAndCoordinatorMovesOnMain() async throws {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.start(animated: false)
        weak let loginScreen = app.loginCoordinator?.loginScreen

        await withCheckedContinuation { continuation in
            app.viewModel.submit(password: "secret") { continuation.resume() }
        }
        await waitForMainQueue()

        XCTAssertEqual(navigation.screens.map(\.title), ["welcome", "home of ada"])
        XCTAssertNil(loginScreen, "the finished login screen is still alive")
    }

    @MainActor
    func testLogin_WrongPassword_ScreenRendersFailureAndStays() async throws {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.start(animated: false)
        let loginScreen = try XCTUnwrap(app.loginCoordinator?.loginScreen)

        await withCheckedContinuation { continuation in
            app.viewModel.submit(password: "guess") { continuation.resume() }
        }
        await waitForMainQueue()

        XCTAssertEqual(loginScreen.rendered, ["idle", "submitting", "failed(\"wrong password\")"])
        XCTAssertEqual(navigation.screens.map(\.title), ["welcome", "login"])
    }

    @MainActor
    private func waitForMainQueue() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
