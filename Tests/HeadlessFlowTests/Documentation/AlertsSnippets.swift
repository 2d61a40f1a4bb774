import HeadlessFlow
import XCTest

// The Swift block of Docs/Concepts.md's section on alerts, run as a test.

final class AlertsSnippetsTests: XCTestCase {
    @MainActor func testConceptsAlertsSnippet_PrintsTheChosenAction() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "New Item"), animated: false)
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let added = AlertModel(title: "Nice!", message: "Item added!", actions: [.default("ok", "OK")])
        try navigation.presentAlert(added, animated: true) { outcome in
            switch outcome {
            case .chosen(let actionID, _): print("chose", actionID)  // "ok"
            case .cancelled(let reason): print("cancelled:", reason)  // presenterLeft, dismissedByApp
            }
        }
        // The renderer reports the user's tap on OK:
        try navigation.userDidChoose("ok")

        XCTAssertEqual(printed, ["chose ok"])
    }
}
