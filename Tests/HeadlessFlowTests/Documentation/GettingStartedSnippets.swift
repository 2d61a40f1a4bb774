import HeadlessFlow
import XCTest

// The Swift block of the DocC article GettingStarted.md.

enum GettingStartedSnippets {
    final class LoginCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Login"), animated: animated)
        }
    }
}

final class GettingStartedSnippetsTests: XCTestCase {
    @MainActor func testLoginCoordinator_Started_ShowsLogin() async throws {
        let navigation = Navigation()
        let login = GettingStartedSnippets.LoginCoordinator(navigation: navigation)
        try login.startAsRoot(animated: false)
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["Login"])
        XCTAssertIdentical(login.startScreen, navigation.topScreen)
    }
}
