import HeadlessFlow
import HeadlessFlowTesting
import Testing
import XCTest

// The Swift blocks of Docs/Testing.md, which are test methods or parts of them: they run here as
// they read there. The coordinators and the view-model they use are scaffolding the doc only
// describes, nested in the test class so their names stay out of the other snippet files.

final class TestingSnippets: XCTestCase {
    /// Checks the password and reports a successful login; the coordinator decides where it leads.
    @MainActor final class LoginViewModel {
        var loggedIn: (String) -> Void = { _ in }

        func submit(email: String, password: String) {
            if password == "secret" { loggedIn(email) }
        }
    }

    /// Shows Login, then Home once `loginViewModel` accepts the password.
    final class AppCoordinator: Coordinator {
        let context: CoordinatorContext
        let loginViewModel = LoginViewModel()

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            loginViewModel.loggedIn = { [unowned self] _ in
                try? self.move(to: Screen(title: "Home"), animated: true)
            }
            try move(to: Screen(title: "Login"), animated: animated)
        }
    }

    /// A view-model that publishes its state, for the value recorder's example.
    final class SignUpViewModel: @unchecked Sendable {
        enum State: Sendable, Equatable { case editing, invalidEmail, sent }
        @HeadlessFlow.Observable var state = State.editing

        func submit(email: String) {
            state = email.contains("@") ? .sent : .invalidEmail
        }
    }

    /// A child flow of one screen.
    final class ItemsCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Items"), animated: animated)
        }
    }

    // MARK: Record events and lifecycles

    @MainActor func testLogin_Succeeds_ShowsHome() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)
        let app = AppCoordinator(navigation: navigation)

        try app.startAsRoot(animated: false)
        recorder.assert([
            #"pushed "Login""#,
            #"didLoad "Login""#,
            #"willAppear "Login""#,
            #"didAppear "Login""#,
        ])

        app.loginViewModel.submit(email: "ada@example.com", password: "secret")
        recorder.assert([
            #"pushed "Home""#,
            #"didLoad "Home""#,
            #"willDisappear "Login""#,
            #"willAppear "Home""#,
            #"didDisappear "Login""#,
            #"didAppear "Home""#,
        ])
    }

    @MainActor func testLogin_Succeeds_PushesHome() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation, exhaustive: false)
        let app = AppCoordinator(navigation: navigation)

        try app.startAsRoot(animated: false)
        app.loginViewModel.submit(email: "ada@example.com", password: "secret")

        recorder.assert([#"pushed "Login""#, #"pushed "Home""#])
    }

    // MARK: Simulate the user

    @MainActor func testBackSwipe_PastChildStart_FinishesChild() async throws {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)

        var reasons: [CancellationReason?] = []
        let child = ItemsCoordinator(navigation: navigation)
        try app.start(child: child, animated: false) { reasons.append($0.cancellationReason) }
        let user = SimulatedUser(navigation)
        try user.swipeBack()  // past the child's start screen

        XCTAssertNil(app.child)
        XCTAssertTrue(child.isFinished)
        XCTAssertEqual(reasons, [.removed(by: .userInteraction)])
    }

    @MainActor func testUserGestures_ReadAsAStory() async throws {
        let navigation = Navigation()
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        let feed = Navigation()
        for title in ["Feed", "Post", "Author"] { try feed.push(Screen(title: title), animated: false) }
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try tabBar.addTab(TabBarItem(title: "Profile"), navigation: Navigation())
        let sheet = Navigation()
        try sheet.push(Screen(title: "Compose"), animated: false)
        try feed.present(sheet, animated: false)

        let user = SimulatedUser(navigation)
        try user.swipeDownSheet()
        try user.goBack(to: "Feed")
        try user.selectTab("Profile")

        XCTAssertEqual(feed.screens.map(\.title), ["Feed"])
        XCTAssertEqual(tabBar.selectedIndex, 1)
    }

    /// A split in the first of two pages: the user taps into the detail, narrows the window, goes
    /// back to the list, widens it and swipes to the second page.
    @MainActor func testUserGestures_InSplitsAndPages() async throws {
        let window = Navigation()
        let pages = PageContainer(title: "Pages")
        try window.push(pages, animated: false)
        let first = Navigation()
        let split = SplitContainer(title: "Split")
        try first.push(split, animated: false)
        try pages.addItem(ItemLabel(title: "One"), navigation: first)
        try pages.addItem(ItemLabel(title: "Two"), navigation: Navigation())
        for title in ["List", "Ada"] {
            let column = Navigation()
            try column.push(Screen(title: title), animated: false)
            try split.addItem(ItemLabel(title: title == "List" ? "List" : "Detail"), navigation: column)
        }
        let recorder = NavigationRecorder(window, exhaustive: false)

        let user = SimulatedUser(window)
        try user.focusColumn("Detail")
        try user.collapseSplit()
        try user.swipeBack()  // from the detail back to the list
        try user.expandSplit()
        try user.swipePage(.forward)

        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [
                .itemSelected(container: split.id, index: 1, previous: 0), .collapsed(container: split.id),
                .itemSelected(container: split.id, index: 0, previous: 1), .expanded(container: split.id),
                .pageTurned(container: pages.id, index: 1, previous: 0, direction: .forward),
            ])
        XCTAssertEqual(recorder.recordedEvents.map(\.cause), Array(repeating: .userInteraction, count: 5))
        XCTAssertThrowsError(try user.swipePage(.forward)) { error in
            XCTAssertEqual(
                error as? NavigationError, .noPage(direction: .forward, container: pages.description))
        }
        XCTAssertThrowsError(try user.collapseSplit()) { error in
            XCTAssertEqual(error as? SimulatedUserError, .noContainer("split"))
        }
    }

    // MARK: Check the whole tree

    @MainActor func testChild_Started_TreeReadsAsExpected() async throws {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)
        try app.start(child: ItemsCoordinator(navigation: navigation), animated: false)

        assertFlowTree(
            navigation, coordinator: app,
            equals: """
                AppCoordinator root, start "Login"
                  child: ItemsCoordinator running, start "Items"
                navigation, visible "Items"
                  "Login" Screen disappeared
                  "Items" Screen appeared
                """)
    }

    // MARK: Check lifetimes

    @MainActor func testChild_Finished_IsFreed() async throws {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)

        let leaks = LeakTracker()
        do {
            let child = ItemsCoordinator(navigation: navigation)
            try app.start(child: child, animated: false)
            leaks.track(tree: child)  // the child and its "Items" screen
            try child.finish(animated: false)
        }
        leaks.assertAllFreed()

        XCTAssertEqual(navigation.screens.map(\.title), ["Login"])
    }

    @MainActor func testApp_AtTheEndOfTheTest_IsFreed() async throws {
        let leaks = trackForLeaks()
        let app = AppCoordinator(navigation: Navigation())
        try app.startAsRoot(animated: false)
        leaks.track(tree: app)
    }

    // MARK: Record a view-model's values

    func testSignUp_BadThenGoodEmail_PublishesEveryState() {
        let viewModel = SignUpViewModel()
        let states = ValueRecorder(recording: viewModel.$state)

        viewModel.submit(email: "ada")
        viewModel.submit(email: "ada@example.com")

        states.assertValues([.editing, .invalidEmail, .sent])
    }

    // MARK: Without the helpers

    @MainActor func testLogin_Succeeds_ShowsHome_ByHand() async throws {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)
        let screen = try XCTUnwrap(navigation.topScreen)
        var changes: [NavigationEvent.Change] = []
        let token = navigation.observeEvents { changes.append($0.change) }
        var callbacks: [Screen.LifecycleEvent] = []
        let lifecycle = screen.observeLifecycle { _, callback in callbacks.append(callback) }

        app.loginViewModel.submit(email: "ada@example.com", password: "secret")

        let screens = navigation.screens
        XCTAssertEqual(changes, [.pushed(.screen(screens[1].id))])
        XCTAssertEqual(callbacks, [.willDisappear(animated: true), .didDisappear(animated: true)])
        _ = (token, lifecycle)
    }

    @MainActor func testSimulatedUser_FillsPicksAndTaps_TheLoginScene() async throws {
        let navigation = Navigation()
        let screen = try SceneTestScreens.LoginScreen.instantiate(from: SceneTestScreens.fixtureLibrary())
        screen.login.isEnabled = true
        try navigation.push(screen, animated: false)

        let user = SimulatedUser(navigation)
        try user.fill("email", with: "ada@example.com")
        try user.pick("grace@example.com", in: "accounts")
        try user.tap("Log in")

        XCTAssertEqual(screen.history, ["accountSelected(1)", "logIn(grace@example.com, 0 characters)"])
    }

    func testRandomizedTests_SeededRandom_ReplaysTheSameSteps() {
        var random = SeededRandom(seed: 42)
        let steps = (0..<100).map { _ in Int.random(in: 0..<4, using: &random) }

        var replay = SeededRandom(seed: 42)
        XCTAssertEqual((0..<100).map { _ in Int.random(in: 0..<4, using: &replay) }, steps)
        XCTAssertEqual(Set(steps), [0, 1, 2, 3])
    }
}

// MARK: Swift Testing

@Suite struct TestingSwiftTestingSnippets {
    @Test @MainActor func loginShowsHome() throws {
        let navigation = Navigation()
        let recorder = NavigationRecorder(navigation, exhaustive: false)
        let app = TestingSnippets.AppCoordinator(navigation: navigation)

        try app.startAsRoot(animated: false)
        app.loginViewModel.submit(email: "ada@example.com", password: "secret")

        recorder.assert([#"pushed "Login""#, #"pushed "Home""#])
        recorder.finish()
    }
}
