import HeadlessFlow
import HeadlessFlowSwiftUI
import XCTest

/// The SwiftUI adapter exposes the model's alert per navigation and reports the user's answer.
final class SwiftUIAdapterAlertTests: XCTestCase {
    private static let delete = AlertModel(
        title: "Delete?", style: .confirmationDialog,
        actions: [.destructive("delete", "Delete"), .cancel("cancel", "Cancel")])

    @MainActor func testAlert_ShownThenChosen_ValueFollowsAndThePresenterReceivesIt() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let adapter = SwiftUIAdapter(root: window)
        var outcomes: [AlertOutcome] = []
        XCTAssertFalse(adapter.isAlertPresented(over: window.id))

        try window.presentAlert(Self.delete, animated: true) { outcomes.append($0) }
        XCTAssertEqual(adapter.stack(window.id)?.alert, Self.delete)
        XCTAssertTrue(adapter.isAlertPresented(over: window.id))
        XCTAssertEqual(adapter.content, window.content)

        // The button's action, then SwiftUI's write of `false`, which adds nothing.
        try adapter.alertDidChoose("delete", on: window.id)
        try adapter.alertBindingDidSet(false, over: window.id)

        XCTAssertEqual(outcomes, [.chosen(actionID: "delete", text: nil)])
        XCTAssertNil(adapter.stack(window.id)?.alert)
        XCTAssertEqual(adapter.content, window.content)
    }

    @MainActor func testDialogDismissedByATapOutside_CountsAsItsCancelAction() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let adapter = SwiftUIAdapter(root: window)
        var outcomes: [AlertOutcome] = []
        try window.presentAlert(Self.delete, animated: false) { outcomes.append($0) }

        try adapter.alertBindingDidSet(false, over: window.id)

        XCTAssertEqual(outcomes, [.chosen(actionID: "cancel", text: nil)])
    }

    @MainActor func testAlertWithoutCancel_BindingSetToFalse_SnapsBack() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let adapter = SwiftUIAdapter(root: window)
        let nice = AlertModel(title: "Nice!", actions: [.default("ok", "OK")])
        var outcomes: [AlertOutcome] = []
        try window.presentAlert(nice, animated: false) { outcomes.append($0) }
        let version = adapter.version

        try adapter.alertBindingDidSet(false, over: window.id)

        XCTAssertEqual(outcomes, [])
        XCTAssertTrue(adapter.isAlertPresented(over: window.id))
        XCTAssertGreaterThan(adapter.version, version, "the glue republishes, so SwiftUI shows it again")
    }

    @MainActor func testChoiceAfterTheModelTookTheAlertAway_IsSafeToIgnore() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let adapter = SwiftUIAdapter(root: window)
        try window.presentAlert(Self.delete, animated: false) { _ in }
        try window.dismissAlert(animated: false)
        XCTAssertThrowsError(try adapter.alertDidChoose("delete", on: window.id)) { error in
            XCTAssertEqual(error as? SwiftUIBindingError, .modelRefused(.noAlert(navigation: window.id)))
            XCTAssertTrue((error as? SwiftUIBindingError)?.isSafeToIgnore ?? false)
        }
    }
}
