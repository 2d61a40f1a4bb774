import HeadlessFlow
import XCTest

/// `RenderedTree` follows alerts from their events alone: after every change it equals the model.
final class RenderedTreeAlertsTests: XCTestCase {
    private static let nice = AlertModel(
        title: "Nice!", message: "Item added!", actions: [.default("ok", "OK")])

    @MainActor func testAlertEvents_ReplayedIntoRenderedTree_EqualTheModel() async throws {
        let window = Navigation()
        var shown = RenderedTree(root: window.id)
        var failures: [String] = []
        let token = window.observeEvents { event in
            do { try shown.apply(event) } catch { failures.append("\(error)") }
        }
        var steps: [String] = []
        func check(_ step: String) {
            steps.append(step)
            XCTAssertEqual(shown.content, window.content, step)
            XCTAssertEqual(shown.visibleScreens, window.visibleScreens.map(\.id), step)
        }
        try window.push(Screen(title: "Home"), animated: false)
        try window.push(Screen(title: "Details"), animated: false)
        try window.presentAlert(Self.nice, animated: true) { _ in }
        check("alert shown")
        XCTAssertEqual(shown.alert(of: window.id), Self.nice)
        try window.userDidChoose("ok")
        check("answered")
        XCTAssertNil(shown.alert(of: window.id))
        try window.presentAlert(Self.nice, animated: true) { _ in }
        try window.pop(animated: true)
        check("presenter popped")
        let modal = try window.present(Screen(title: "Sheet"), animated: false)
        try modal.presentAlert(Self.nice, animated: false) { _ in }
        check("alert on the modal")
        try window.dismiss(animated: false)
        check("modal dismissed with its alert")
        // One transition that presents a navigation and shows an alert on it.
        try Navigation.transaction { () throws(NavigationError) in
            try window.present(modal, animated: true)
            try modal.presentAlert(Self.nice, animated: true) { _ in }
        }
        check("presented with an alert in one transition")
        // And one that shows an alert and takes its navigation away: nothing of it is heard.
        try modal.dismissAlert(animated: false)
        try Navigation.transaction { () throws(NavigationError) in
            try modal.presentAlert(Self.nice, animated: true) { _ in }
            try window.dismiss(animated: true)
        }
        check("alert shown and dismissed with its navigation in one transition")
        XCTAssertEqual(failures, [])
        XCTAssertEqual(steps.count, 7)
        // A renderer that attaches late starts from the content, alert included.
        try window.presentAlert(Self.nice, animated: false) { _ in }
        XCTAssertEqual(RenderedTree(window.content).alert(of: window.id), Self.nice)
        token.cancel()
    }

    func testAlertEvents_ThatDoNotFit_AreRefused() {
        let root = NavigationID(rawValue: 9_000_001)
        var tree = RenderedTree(root: root)
        let present = NavigationEvent(navigation: root, change: .alertPresented(Self.nice), animated: false)
        // No screen to show it over.
        XCTAssertThrowsError(try tree.apply(present)) { error in
            XCTAssertEqual(error as? RenderingError, .alertMismatch(shown: nil, event: present))
        }
        let dismiss = NavigationEvent(
            navigation: root, change: .alertDismissed(title: "Nice!", reason: .chosen(actionID: "ok")),
            animated: false)
        XCTAssertThrowsError(try tree.apply(dismiss)) { error in
            XCTAssertEqual(error as? RenderingError, .alertMismatch(shown: nil, event: dismiss))
        }
    }
}
