import HeadlessFlow
import XCTest

@testable import HeadlessFlowUIKit

/// The adapter presents the model's alert as UIKit's one presentation (a `UIAlertController` in
/// the shipped renderer), takes it away before changing what is under it, and reports the user's
/// tap as one `userDidChoose`.
final class UIKitAdapterAlertTests: XCTestCase {
    private static let nice = AlertModel(
        title: "Nice!", message: "Item added!", actions: [.default("ok", "OK")])

    @MainActor private func render(_ window: Navigation) -> (SimulatedUIKit, UIKitAdapter) {
        let uikit = SimulatedUIKit(model: window)
        let adapter = UIKitAdapter(root: window, surface: uikit)
        uikit.adapter = adapter
        return (uikit, adapter)
    }

    @MainActor func testAlert_PresentedThenTapped_ReachesThePresenterOnceAndCallsNothingBack() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.assertCalls(["setViewControllers Window [Home]"])
        var outcomes: [AlertOutcome] = []

        try window.presentAlert(Self.nice, animated: true) { outcomes.append($0) }
        uikit.assertCalls([#"present alert "Nice!" from Window animated"#])
        XCTAssertEqual(uikit.content, window.content)

        try uikit.tapAlertAction("OK")

        XCTAssertEqual(outcomes, [.chosen(actionID: "ok", text: nil)])
        XCTAssertNil(window.alert)
        uikit.assertCalls([])  // UIKit dismissed it on its own
        XCTAssertEqual(uikit.content, window.content)
        XCTAssertEqual(uikit.violations, [])
        _ = adapter
    }

    @MainActor func testAlertAnswered_WhileUIKitDismissesIt_DrawsTheAnswerOnlyAfterTheDismissal() async throws
    {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.animatesTransitions = true
        let logout = AlertModel(
            title: "Log out?", actions: [.destructive("logout", "Log out"), .cancel("cancel", "Cancel")])
        try window.presentAlert(logout, animated: true) { outcome in
            guard case .chosen("logout", _) = outcome else { return }
            try? window.setScreens([Screen(title: "Login")], animated: true)
        }
        uikit.endTransition()
        uikit.skipCalls()

        try uikit.tapAlertAction("Log out")

        XCTAssertEqual(window.screens.map(\.title), ["Login"])
        uikit.assertCalls([])  // UIKit's own dismissal runs: nothing is sent under it
        uikit.endTransition()
        uikit.assertCalls(["setViewControllers Window [Login] animated"])
        uikit.endTransition()
        uikit.assertCalls(["release screens [Home]"])
        XCTAssertEqual(uikit.content, window.content)
        XCTAssertEqual(uikit.violations, [])
        _ = adapter
    }

    @MainActor func testPresenterPopped_DismissesTheAlertBeforeTheStackChanges() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        try window.push(Screen(title: "Details"), animated: false)
        let (uikit, adapter) = render(window)
        try window.presentAlert(Self.nice, animated: false) { _ in }
        uikit.skipCalls()

        try window.pop(animated: true)

        uikit.assertCalls([
            "dismiss alert from Window animated",
            "setViewControllers Window [Home] animated",
            "release screens [Details]",
        ])
        XCTAssertEqual(uikit.content, window.content)
        XCTAssertEqual(uikit.violations, [])
        _ = adapter
    }

    @MainActor func testModalOverATabWithAnAlert_AlertWaitsUntilUncovered() async throws {
        let window = Navigation()
        let tabBar = TabBar(title: "Menu")
        let feed = Navigation()
        try feed.push(Screen(title: "Feed"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try window.push(tabBar, animated: false)
        let (uikit, adapter) = render(window)
        uikit.label(feed, "Feed")
        try feed.presentAlert(Self.nice, animated: false) { _ in }
        uikit.skipCalls()
        XCTAssertEqual(uikit.alerts, [feed.id: Self.nice])

        // The window presents over the tab: UIKit presents one thing at a time, so the alert goes
        // first, and comes back once the sheet is dismissed.
        let sheet = try window.present(Screen(title: "Sheet"), animated: false)
        uikit.label(sheet, "Sheet")
        XCTAssertEqual(uikit.alerts, [:])
        try window.dismiss(animated: false)
        XCTAssertEqual(uikit.alerts, [feed.id: Self.nice])
        XCTAssertEqual(uikit.violations, [])
        _ = adapter
    }

    @MainActor func testTapAfterTheModelCancelledTheAlert_IsSafeToIgnore() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let (uikit, adapter) = render(window)
        try window.presentAlert(Self.nice, animated: false) { _ in }
        try window.dismissAlert(animated: false)
        uikit.skipCalls()
        XCTAssertThrowsError(try adapter.alertDidChoose("ok", on: window.id)) { error in
            XCTAssertEqual(error as? UIKitGestureError, .refused(.noAlert(navigation: window.id)))
            XCTAssertTrue((error as? UIKitGestureError)?.isSafeToIgnore ?? false)
        }
        uikit.assertCalls([])
    }
}
