import HeadlessFlow
import HeadlessFlowTesting
import XCTest

// The Swift blocks of Docs/Observable.md and of the DocC article Observing.md (which shows the same
// view-model and screen), with the state, user and coordinator types they take for granted.

enum ObservableSnippets {
    struct User: Sendable, Equatable {
        let name: String
    }

    enum LoginState: Sendable, Equatable {
        case idle
        case busy
        case loggedIn(User)

        var isBusy: Bool { self == .busy }
    }

    @MainActor
    final class LoginViewModel {
        @HeadlessFlow.Observable var state = LoginState.idle
    }

    final class LoginScreen: Screen {
        let viewModel: LoginViewModel
        var finishedLogin: (User) -> Void = { _ in }
        var rendered: [LoginState] = []

        init(viewModel: LoginViewModel) {
            self.viewModel = viewModel
            super.init(title: "Login")
        }

        override func didLoad() {
            observe(viewModel.$state) { screen, state in
                screen.render(state)
                if case .loggedIn(let user) = state { screen.finishedLogin(user) }
            }
        }

        func render(_ state: LoginState) {
            // draw the fields, a spinner or the user
            rendered.append(state)
        }
    }

    /// Runs the login screen and hands the user to its parent.
    final class LoginCoordinator: Coordinator {
        typealias Output = User
        let context: CoordinatorContext
        let viewModel = LoginViewModel()

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            let screen = LoginScreen(viewModel: viewModel)
            // In the coordinator: the screen knows nothing of where it goes.
            screen.finishedLogin = intent { login, user in try login.finish(with: user, animated: true) }
            try move(to: screen, animated: animated)
        }
    }

    final class SessionCoordinator: Coordinator {
        let context: CoordinatorContext
        let viewModel = LoginViewModel()
        private(set) var user: User?

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: LoginScreen(viewModel: viewModel), animated: animated)
            observe(viewModel.$state) { coordinator, state in
                if case .loggedIn(let user) = state { coordinator.user = user }
            }
        }
    }

    final class RootCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Welcome"), animated: animated)
        }
    }
}

/// Docs/Observable.md's main-actor object that follows the view-model.
extension ObservableSnippets {
    @MainActor
    final class LoginPresenter {
        let viewModel: LoginViewModel
        private(set) var shown: [LoginState] = []
        private var tokens = Set<ObservationToken>()

        init(viewModel: LoginViewModel) {
            self.viewModel = viewModel
            viewModel.$state.sinkOnMainActor(weakly: self) { presenter, state in
                presenter.shown.append(state)
            }
            .store(in: &tokens)
        }
    }
}

final class ObservableSnippetsTests: XCTestCase {
    @MainActor func testPresenterSnippet_FollowsTheViewModelAtOnce_AndIsFreed() async {
        let viewModel = ObservableSnippets.LoginViewModel()
        var presenter: ObservableSnippets.LoginPresenter? = .init(viewModel: viewModel)
        weak let weakPresenter = presenter
        viewModel.state = .busy
        viewModel.state = .loggedIn(.init(name: "Ada"))

        XCTAssertEqual(presenter?.shown, [.idle, .busy, .loggedIn(.init(name: "Ada"))])
        presenter = nil
        XCTAssertNil(weakPresenter)
        viewModel.state = .idle
    }

    typealias Snippets = ObservableSnippets

    @MainActor func testLoginScreen_LoggedInState_FinishesTheCoordinatorWithTheUser() async throws {
        let navigation = Navigation()
        let root = Snippets.RootCoordinator(navigation: navigation)
        try root.startAsRoot(animated: false)
        let login = Snippets.LoginCoordinator(navigation: navigation)
        var outputs: [Snippets.User?] = []
        try root.start(child: login, animated: false) { outputs.append($0.output) }
        let screen = try XCTUnwrap(navigation.topScreen as? Snippets.LoginScreen)

        login.viewModel.state = .busy
        login.viewModel.state = .loggedIn(Snippets.User(name: "ada"))

        XCTAssertEqual(screen.rendered, [.idle, .busy, .loggedIn(Snippets.User(name: "ada"))])
        XCTAssertEqual(outputs, [Snippets.User(name: "ada")])
        XCTAssertEqual(navigation.screens.map(\.title), ["Welcome"])
    }

    @MainActor func testSessionCoordinator_ObservesTheViewModel_KeepsTheUser() async throws {
        let session = Snippets.SessionCoordinator(navigation: Navigation())
        try session.startAsRoot(animated: false)
        XCTAssertNil(session.user)

        session.viewModel.state = .loggedIn(Snippets.User(name: "ada"))

        XCTAssertEqual(session.user, Snippets.User(name: "ada"))
    }

    @MainActor func testSink_MapsAndRemovesDuplicates() async throws {
        let viewModel = Snippets.LoginViewModel()
        var tokens = Set<ObservationToken>()
        viewModel.$state
            .map(\.isBusy)
            .removeDuplicates()
            .sink { isBusy in print(isBusy) }
            .store(in: &tokens)

        let recorder = ValueRecorder<Bool>()
        viewModel.$state.map(\.isBusy).removeDuplicates().sink { recorder.append($0) }.store(in: &tokens)
        viewModel.state = .busy
        viewModel.state = .busy
        viewModel.state = .idle
        XCTAssertEqual(recorder.values, [false, true, false])
        XCTAssertEqual(tokens.count, 2)
    }

    @MainActor func testObserveLifecycle_PrintsWhenTheScreenAppears() async throws {
        let navigation = Navigation()
        let screen = Screen(title: "Items")
        var appeared: [String] = []
        let token = screen.observeLifecycle { screen, event in
            if case .didAppear = event { print("\(screen.title) is on screen") }
        }
        let check = screen.observeLifecycle { screen, event in
            if case .didAppear = event { appeared.append(screen.title) }
        }

        try navigation.push(screen, animated: false)

        XCTAssertEqual(appeared, ["Items"])
        _ = (token, check)
    }
}
