import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// `SimulatedUser.choose(_:text:animated:)` and the alert line of `FlowTree`.
final class SimulatedUserAlertTests: XCTestCase {
    private static let nice = AlertModel(
        title: "Nice!", message: "Item added!", actions: [.default("ok", "OK")])

    @MainActor func testChoose_ByTitle_OnTheAlertInTheSelectedTab_AnswersAsTheUser() async throws {
        let navigation = Navigation()
        let tabBar = TabBar(title: "Menu")
        let feed = Navigation()
        try feed.push(Screen(title: "Feed"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try navigation.push(tabBar, animated: false)
        var outcomes: [AlertOutcome] = []
        try feed.presentAlert(Self.nice, animated: false) { outcomes.append($0) }
        let recorder = recordNavigation(navigation, exhaustive: false)
        let user = SimulatedUser(navigation)
        XCTAssertEqual(user.visibleAlert, Self.nice)

        try user.choose("OK")

        XCTAssertEqual(outcomes, [.chosen(actionID: "ok", text: nil)])
        XCTAssertNil(user.visibleAlert)
        recorder.assert([#"dismissed alert "Nice!", chose "ok" (userInteraction)"#])
    }

    @MainActor func testChoose_WithNoAlertOrAnUnknownAction_ThrowsAndChangesNothing() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        let user = SimulatedUser(navigation)
        XCTAssertThrowsError(try user.choose("OK")) {
            XCTAssertEqual($0 as? SimulatedUserError, .noAlert)
        }
        var outcomes: [AlertOutcome] = []
        try navigation.presentAlert(Self.nice, animated: false) { outcomes.append($0) }
        XCTAssertThrowsError(try user.choose("Cancel")) {
            XCTAssertEqual($0 as? SimulatedUserError, .noAction(titled: "Cancel", actions: ["OK"]))
        }
        XCTAssertEqual(navigation.alert, Self.nice)
        XCTAssertEqual(outcomes, [])
    }

    @MainActor func testFlowTree_ShowsTheAlertUnderItsNavigation() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        try navigation.presentAlert(Self.nice, animated: false) { _ in }
        XCTAssertEqual(
            FlowTree.describe(navigation),
            """
            navigation, visible "Home"
              "Home" Screen appeared
              alert: "Nice!" ("Item added!") ["OK"]
            """)
    }
}
