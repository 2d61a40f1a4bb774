import HeadlessFlow
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

    // MARK: Record events

    @MainActor func testLogin_Succeeds_ShowsHome() async throws {
        let navigation = Navigation()
        var changes: [NavigationEvent.Change] = []
        let token = navigation.observeEvents { changes.append($0.change) }
        let app = AppCoordinator(navigation: navigation)

        try app.startAsRoot(animated: false)
        app.loginViewModel.submit(email: "ada@example.com", password: "secret")

        let screens = navigation.screens
        XCTAssertEqual(screens.map(\.title), ["Login", "Home"])
        XCTAssertEqual(changes, [.pushed(screens[0].id), .pushed(screens[1].id)])
        XCTAssertEqual(navigation.visibleScreen?.title, "Home")
        _ = token
    }

    // MARK: Simulate the user

    @MainActor func testBackSwipe_PastChildStart_FinishesChild() async throws {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)

        var reasons: [CancellationReason?] = []
        let child = ItemsCoordinator(navigation: navigation)
        try app.start(child: child, animated: false) { reasons.append($0.cancellationReason) }
        try navigation.userDidGoBack()  // the user swipes back past the child's start screen

        XCTAssertNil(app.child)
        XCTAssertTrue(child.isFinished)
        XCTAssertEqual(reasons, [.removed(by: .userInteraction)])
    }

    // MARK: Check lifetimes

    @MainActor func testChild_Finished_IsFreed() async throws {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)

        weak var weakChild: ItemsCoordinator?
        do {
            let child = ItemsCoordinator(navigation: navigation)
            weakChild = child
            try app.start(child: child, animated: false)
            try child.finish(animated: false)
        }
        XCTAssertNil(weakChild)

        XCTAssertEqual(navigation.screens.map(\.title), ["Login"])
    }
}
