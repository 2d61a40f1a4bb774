import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class SimulatedUserTests: XCTestCase {
    @MainActor func testSwipeBack_InAPresentedStack_PopsThereAsTheUser() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        let sheet = Navigation()
        try sheet.push(Screen(title: "Compose"), animated: false)
        try sheet.push(Screen(title: "Attach"), animated: false)
        try navigation.present(sheet, animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)

        let popped = try SimulatedUser(navigation).swipeBack()

        XCTAssertEqual(popped.title, "Attach")
        recorder.assert([#"popped "Attach" (userInteraction)"#])
    }

    @MainActor func testGoBackTo_ScreenBelowTop_PopsToIt() async throws {
        let navigation = Navigation()
        for title in ["A", "B", "C", "D"] { try navigation.push(Screen(title: title), animated: false) }

        let popped = try SimulatedUser(navigation).goBack(to: "B")

        XCTAssertEqual(popped.map(\.title), ["C", "D"])
        XCTAssertEqual(navigation.screens.map(\.title), ["A", "B"])
    }

    @MainActor func testGoBackTo_UnknownTitle_ThrowsAndChangesNothing() async throws {
        let navigation = Navigation()
        for title in ["A", "B"] { try navigation.push(Screen(title: title), animated: false) }

        XCTAssertThrowsError(try SimulatedUser(navigation).goBack(to: "B")) { error in
            XCTAssertEqual(error as? SimulatedUserError, .noScreen(titled: "B", stack: ["A", "B"]))
            XCTAssertEqual("\(error)", #"no screen titled "B" below the top of the stack ["A", "B"]"#)
        }
        XCTAssertEqual(navigation.screens.map(\.title), ["A", "B"])
    }

    @MainActor func testSwipeDownSheet_FinishesThePresentedChild() async throws {
        let navigation = Navigation()
        let app = TitlesCoordinator(navigation: navigation, titles: ["Home"])
        try app.startAsRoot(animated: false)
        var reasons: [CancellationReason?] = []
        let child = TitlesCoordinator(navigation: Navigation(), titles: ["Compose"])
        try app.present(child: child, animated: false) { reasons.append($0.cancellationReason) }

        try SimulatedUser(navigation).swipeDownSheet()

        XCTAssertNil(navigation.presented)
        XCTAssertEqual(reasons, [.removed(by: .userInteraction)])
        XCTAssertThrowsError(try SimulatedUser(navigation).swipeDownSheet()) { error in
            XCTAssertEqual(error as? SimulatedUserError, .noSheet)
        }
    }

    @MainActor func testSelectTab_ByTitle_SelectsAsTheUser() async throws {
        let navigation = Navigation()
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: Navigation())
        try tabBar.addTab(TabBarItem(title: "Profile"), navigation: Navigation())
        let recorder = recordNavigation(navigation)
        let user = SimulatedUser(navigation)

        try user.selectTab("Profile")

        XCTAssertEqual(tabBar.selectedIndex, 1)
        recorder.assert([#"selected tab 1 of "Tabs" (was 0) (userInteraction)"#])
        XCTAssertThrowsError(try user.selectTab("Settings")) { error in
            XCTAssertEqual(
                error as? SimulatedUserError, .noTab(titled: "Settings", tabs: ["Feed", "Profile"]))
        }
        XCTAssertThrowsError(try SimulatedUser(Navigation()).selectTab("Feed")) { error in
            XCTAssertEqual(error as? SimulatedUserError, .noTabBar)
        }
    }
}
