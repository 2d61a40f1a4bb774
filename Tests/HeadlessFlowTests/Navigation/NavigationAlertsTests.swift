import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Alerts in the model (`Navigation+Alerts.swift`): shown over a navigation's top screen, answered
/// once through the renderer, cancelled when their presenter leaves, refused where UIKit would.
final class NavigationAlertsTests: XCTestCase {
    // MARK: Fixtures

    private static let nice = AlertModel(
        title: "Nice!", message: "Item added!", actions: [.default("ok", "OK")])

    private static let delete = AlertModel(
        title: "Delete?", style: .confirmationDialog,
        actions: [.destructive("delete", "Delete"), .cancel("cancel", "Cancel")])

    private static let password = AlertModel(
        title: "Password", actions: [.default("unlock", "Unlock"), .cancel("cancel", "Cancel")],
        textField: AlertModel.TextField(placeholder: "Password", isSecure: true))

    /// A window showing "Home" and "Details", recorded from here on.
    @MainActor private func window() throws -> (Navigation, NavigationRecorder) {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        try navigation.push(Screen(title: "Details"), animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)
        recorder.skipUnasserted()
        return (navigation, recorder)
    }

    // MARK: Answering

    @MainActor func testPresentAlert_UserChooses_PresenterReceivesTheActionOnce() async throws {
        let (navigation, recorder) = try window()
        var outcomes: [AlertOutcome] = []
        try navigation.presentAlert(Self.nice, animated: true) { outcomes.append($0) }
        XCTAssertEqual(navigation.alert, Self.nice)
        XCTAssertEqual(navigation.content.alert, Self.nice)
        XCTAssertEqual(outcomes, [])

        try navigation.userDidChoose("ok")

        XCTAssertNil(navigation.alert)
        XCTAssertEqual(outcomes, [.chosen(actionID: "ok", text: nil)])
        recorder.assert([
            #"presented alert "Nice!" ("Item added!") [ok: "OK"]"#,
            #"dismissed alert "Nice!", chose "ok" (userInteraction)"#,
        ])
        // Answered once: a second answer is refused and delivers nothing.
        XCTAssertThrowsError(try navigation.userDidChoose("ok")) { error in
            XCTAssertEqual(error as? NavigationError, .noAlert(navigation: navigation.id))
        }
        XCTAssertEqual(outcomes.count, 1)
    }

    @MainActor func testPresenterSeesTheModelSettled_WhenItsOutcomeArrives() async throws {
        let (navigation, recorder) = try window()
        var seen: [String] = []
        try navigation.presentAlert(Self.delete, animated: false) { outcome in
            // Called after the event: the alert is gone, and the presenter may navigate at once.
            seen.append("\(outcome), alert: \(navigation.alert.map { "\($0)" } ?? "none")")
            _ = try? navigation.pop(animated: false)
        }
        try navigation.userDidChoose("delete")
        XCTAssertEqual(seen, [#"chosen "delete", alert: none"#])
        XCTAssertEqual(navigation.screens.map(\.title), ["Home"])
        recorder.assert([
            #"presented confirmation dialog "Delete?" [delete: "Delete" (destructive), cancel: "Cancel" (cancel)]"#,
            #"dismissed alert "Delete?", chose "delete" (userInteraction)"#,
            #"popped "Details""#,
            #"willDisappear "Details""#,
            #"willAppear "Home""#,
            #"didDisappear "Details""#,
            #"didAppear "Home""#,
        ])
    }

    @MainActor func testSecureTextField_TextReachesOnlyThePresenter() async throws {
        let (navigation, recorder) = try window()
        var outcomes: [AlertOutcome] = []
        try navigation.presentAlert(Self.password, animated: false) { outcomes.append($0) }
        try navigation.userDidChoose("unlock", text: "hunter2")

        XCTAssertEqual(outcomes, [.chosen(actionID: "unlock", text: "hunter2")])
        // Nothing the model announces or writes holds the text.
        let events = try JSONEncoder().encode(recorder.recordedEvents)
        XCTAssertFalse(String(decoding: events, as: UTF8.self).contains("hunter2"))
        XCTAssertFalse(recorder.recordedLines.joined().contains("hunter2"))
        XCTAssertFalse("\(outcomes[0])".contains("hunter2"))
        XCTAssertFalse(String(reflecting: outcomes[0]).contains("hunter2"))
        var dumped = ""
        dump(outcomes[0], to: &dumped)
        XCTAssertFalse(dumped.contains("hunter2"), dumped)
        XCTAssertEqual("\(outcomes[0])", #"chosen "unlock" with 7 characters of text"#)
        recorder.assert([
            #"presented alert "Password" [unlock: "Unlock", cancel: "Cancel" (cancel)], secure text field "Password""#,
            #"dismissed alert "Password", chose "unlock" (userInteraction)"#,
        ])
    }

    @MainActor func testTextField_NoTextTyped_DeliversEmptyText() async throws {
        let (navigation, _) = try window()
        var outcomes: [AlertOutcome] = []
        try navigation.presentAlert(Self.password, animated: false) { outcomes.append($0) }
        try navigation.userDidChoose("cancel")
        XCTAssertEqual(outcomes, [.chosen(actionID: "cancel", text: "")])
    }

    // MARK: Cancelling

    @MainActor func testDismissAlert_PresenterReceivesDismissedByApp() async throws {
        let (navigation, recorder) = try window()
        var outcomes: [AlertOutcome] = []
        try navigation.presentAlert(Self.nice, animated: false) { outcomes.append($0) }
        try navigation.dismissAlert(animated: true)
        XCTAssertEqual(outcomes, [.cancelled(.dismissedByApp)])
        recorder.assert([
            #"presented alert "Nice!" ("Item added!") [ok: "OK"]"#,
            #"dismissed alert "Nice!", cancelled (dismissedByApp)"#,
        ])
        XCTAssertThrowsError(try navigation.dismissAlert(animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .noAlert(navigation: navigation.id))
        }
    }

    @MainActor func testPresenterPopped_CancelsTheAlertFirst() async throws {
        let (navigation, recorder) = try window()
        var outcomes: [AlertOutcome] = []
        try navigation.presentAlert(Self.nice, animated: false) { outcomes.append($0) }
        try navigation.pop(animated: true)
        XCTAssertNil(navigation.alert)
        XCTAssertEqual(outcomes, [.cancelled(.presenterLeft)])
        recorder.assert([
            #"presented alert "Nice!" ("Item added!") [ok: "OK"]"#,
            #"dismissed alert "Nice!", cancelled (presenterLeft)"#,
            #"popped "Details""#,
            #"willDisappear "Details""#,
            #"willAppear "Home""#,
            #"didDisappear "Details""#,
            #"didAppear "Home""#,
        ])
    }

    @MainActor func testPresenterReplaced_CancelsTheAlert() async throws {
        let (navigation, _) = try window()
        var outcomes: [AlertOutcome] = []
        try navigation.presentAlert(Self.nice, animated: false) { outcomes.append($0) }
        try navigation.setScreens([navigation.screens[0], Screen(title: "Other")], animated: false)
        XCTAssertEqual(outcomes, [.cancelled(.presenterLeft)])
        XCTAssertNil(navigation.alert)
    }

    @MainActor func testModalDismissed_CancelsItsAlertWithItsDeparture() async throws {
        let (navigation, recorder) = try window()
        let modal = try navigation.present(Screen(title: "Compose"), animated: false)
        var outcomes: [AlertOutcome] = []
        try modal.presentAlert(Self.delete, animated: false) { outcomes.append($0) }
        recorder.skipUnasserted()

        try navigation.dismiss(animated: true)

        XCTAssertEqual(outcomes, [.cancelled(.presenterLeft)])
        XCTAssertNil(modal.alert)
        // The alert leaves with its navigation: a renderer forgets it with it.
        recorder.assert([
            #"dismissed "Compose""#,
            #"willDisappear "Compose""#,
            #"willAppear "Details""#,
            #"didDisappear "Compose""#,
            #"didAppear "Details""#,
        ])
        // Presented again, it shows no alert.
        try navigation.present(modal, animated: false)
        XCTAssertNil(navigation.content.presented?.navigation.alert)
    }

    @MainActor func testTabRemoved_CancelsTheAlertOfItsNavigation() async throws {
        let navigation = Navigation()
        let tabBar = TabBar(title: "Menu")
        try navigation.push(tabBar, animated: false)
        let feed = Navigation()
        try feed.push(Screen(title: "Feed"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        var outcomes: [AlertOutcome] = []
        try feed.presentAlert(Self.nice, animated: false) { outcomes.append($0) }
        try tabBar.removeTab(at: 0)
        XCTAssertEqual(outcomes, [.cancelled(.presenterLeft)])
        XCTAssertNil(feed.alert)
    }

    @MainActor func testRolledBackTransaction_KeepsTheAlertAndDeliversNothing() async throws {
        let (navigation, recorder) = try window()
        var outcomes: [AlertOutcome] = []
        try navigation.presentAlert(Self.nice, animated: false) { outcomes.append($0) }
        recorder.skipUnasserted()
        struct Failure: Error {}
        XCTAssertThrowsError(
            try Navigation.transaction { () throws(any Error) in
                try navigation.pop(animated: false)
                throw Failure()
            })
        XCTAssertEqual(navigation.alert, Self.nice)
        XCTAssertEqual(outcomes, [])
        XCTAssertEqual(recorder.unassertedLines, [])
        // A rolled-back presentation leaves no alert and never calls its closure.
        try navigation.dismissAlert(animated: false)
        XCTAssertThrowsError(
            try Navigation.transaction { () throws(any Error) in
                try navigation.presentAlert(Self.delete, animated: false) { outcomes.append($0) }
                throw Failure()
            })
        XCTAssertNil(navigation.alert)
        XCTAssertEqual(outcomes, [.cancelled(.dismissedByApp)])
        // And the count of shown alerts came back with it: a new one is accepted.
        try navigation.presentAlert(Self.delete, animated: false) { outcomes.append($0) }
        XCTAssertEqual(navigation.alert, Self.delete)
    }

    // MARK: Refusals

    @MainActor func testRefusedOperations_UnderAnAlert_ChangeNothing() async throws {
        let (navigation, recorder) = try window()
        try navigation.presentAlert(Self.nice, animated: false) { _ in }
        recorder.skipUnasserted()
        let before = navigation.content
        let shown = NavigationError.alertShown(navigation: navigation.id, alert: #"alert "Nice!""#)

        XCTAssertThrowsError(try navigation.push(Screen(title: "Under"), animated: false)) {
            XCTAssertEqual($0 as? NavigationError, shown)
        }
        XCTAssertThrowsError(try navigation.present(Screen(title: "Sheet"), animated: false)) {
            XCTAssertEqual($0 as? NavigationError, shown)
        }
        XCTAssertFalse(navigation.canPresentAlert(Self.delete))
        XCTAssertThrowsError(try navigation.presentAlert(Self.delete, animated: false) { _ in }) {
            XCTAssertEqual($0 as? NavigationError, shown)
        }
        XCTAssertThrowsError(
            try navigation.setScreens(navigation.screens + [Screen(title: "Above")], animated: false)
        ) { XCTAssertEqual($0 as? NavigationError, shown) }
        XCTAssertThrowsError(try navigation.userDidChoose("nope")) {
            XCTAssertEqual(
                $0 as? NavigationError,
                .noSuchAction(actionID: "nope", alert: #"alert "Nice!""#, available: ["ok"]))
        }
        XCTAssertEqual(navigation.content, before)
        XCTAssertEqual(recorder.unassertedLines, [])
    }

    @MainActor func testSecondAlertInTheSameWindow_IsRefused() async throws {
        let (navigation, _) = try window()
        let tabBar = TabBar(title: "Menu")
        let feed = Navigation()
        try feed.push(Screen(title: "Feed"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try navigation.push(tabBar, animated: false)
        try navigation.presentAlert(Self.nice, animated: false) { _ in }
        XCTAssertThrowsError(try feed.presentAlert(Self.delete, animated: false) { _ in }) {
            XCTAssertEqual(
                $0 as? NavigationError, .alertShown(navigation: navigation.id, alert: #"alert "Nice!""#))
        }
        XCTAssertNil(feed.alert)
    }

    @MainActor func testAlertOverATabBar_CoversItsTabs_NothingIsPresentedUnderIt() async throws {
        let (navigation, recorder) = try window()
        let tabBar = TabBar(title: "Menu")
        let feed = Navigation()
        try feed.push(Screen(title: "Feed"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try navigation.push(tabBar, animated: false)
        // A tab that presents: an alert over the tab bar would cover what it presents.
        let sheet = try feed.present(Screen(title: "Sheet"), animated: false)
        XCTAssertThrowsError(try navigation.presentAlert(Self.nice, animated: false) { _ in }) {
            XCTAssertEqual(
                $0 as? NavigationError, .alreadyPresenting(navigation: feed.id, presented: sheet.id))
        }
        try feed.dismiss(animated: false)
        try navigation.presentAlert(Self.nice, animated: false) { _ in }
        recorder.skipUnasserted()
        let shown = NavigationError.alertShown(navigation: navigation.id, alert: #"alert "Nice!""#)
        XCTAssertThrowsError(try feed.present(Screen(title: "Under"), animated: false)) {
            XCTAssertEqual($0 as? NavigationError, shown)
        }
        let presenting = Navigation()
        try presenting.push(Screen(title: "Tab"), animated: false)
        try presenting.present(Screen(title: "Its sheet"), animated: false)
        XCTAssertThrowsError(try tabBar.addTab(TabBarItem(title: "Tab"), navigation: presenting)) {
            XCTAssertEqual($0 as? NavigationError, shown)
        }
        XCTAssertEqual(tabBar.tabs.count, 1)
        XCTAssertNil(feed.presented)
        XCTAssertEqual(recorder.unassertedLines, [])
    }

    @MainActor func testNavigationShowingAnAlert_IsNotPresentedElsewhere() async throws {
        let (navigation, _) = try window()
        let other = Navigation()
        try other.push(Screen(title: "Other"), animated: false)
        try other.presentAlert(Self.nice, animated: false) { _ in }
        XCTAssertThrowsError(try navigation.present(other, animated: false)) {
            XCTAssertEqual(
                $0 as? NavigationError, .alertShown(navigation: other.id, alert: #"alert "Nice!""#))
        }
        XCTAssertThrowsError(try TabBar().addTab(TabBarItem(title: "Other"), navigation: other)) {
            XCTAssertEqual(
                $0 as? NavigationError, .alertShown(navigation: other.id, alert: #"alert "Nice!""#))
        }
        XCTAssertNil(navigation.presented)
    }

    @MainActor func testPresentAlert_WhereItCannotBeShown_IsRefused() async throws {
        let (navigation, recorder) = try window()
        let empty = Navigation()
        XCTAssertThrowsError(try empty.presentAlert(Self.nice, animated: false) { _ in }) {
            XCTAssertEqual($0 as? NavigationError, .emptyStack(navigation: empty.id))
        }
        let offScreen = Navigation()
        try offScreen.push(Screen(title: "Tab"), animated: false)
        try TabBar().addTab(TabBarItem(title: "Tab"), navigation: offScreen)
        XCTAssertThrowsError(try offScreen.presentAlert(Self.nice, animated: false) { _ in }) {
            XCTAssertEqual($0 as? NavigationError, .notDisplayed(navigation: offScreen.id))
        }
        let modal = try navigation.present(Screen(title: "Sheet"), animated: false)
        XCTAssertThrowsError(try navigation.presentAlert(Self.nice, animated: false) { _ in }) {
            XCTAssertEqual(
                $0 as? NavigationError, .alreadyPresenting(navigation: navigation.id, presented: modal.id))
        }
        let invalid = [
            AlertModel(title: "None", actions: []),
            AlertModel(title: "Twice", actions: [.default("a", "A"), .default("a", "B")]),
            AlertModel(title: "Cancels", actions: [.cancel("a", "A"), .cancel("b", "B")]),
            AlertModel(
                title: "Sheet field", style: .confirmationDialog, actions: [.default("a", "A")],
                textField: AlertModel.TextField()),
        ]
        for alert in invalid {
            XCTAssertNotNil(alert.problem)
            XCTAssertThrowsError(try modal.presentAlert(alert, animated: false) { _ in }) {
                XCTAssertEqual(
                    $0 as? NavigationError, .invalidAlert(alert: alert.description, problem: alert.problem!))
            }
        }
        XCTAssertNil(modal.alert)
        recorder.skipUnasserted()
    }

    @MainActor func testUserDidChoose_WithNoAlert_IsRefusedAndChangesNothing() async throws {
        let (navigation, recorder) = try window()
        let before = navigation.content
        XCTAssertThrowsError(try navigation.userDidChoose("ok")) {
            XCTAssertEqual($0 as? NavigationError, .noAlert(navigation: navigation.id))
        }
        XCTAssertEqual(navigation.content, before)
        XCTAssertEqual(recorder.unassertedLines, [])
    }

    // MARK: Lifetime

    @MainActor private final class Presenter {
        var outcomes: [AlertOutcome] = []
    }

    @MainActor func testAnsweredAlert_ReleasesItsPresenter() async throws {
        let (navigation, _) = try window()
        weak var weakPresenter: Presenter?
        do {
            let presenter = Presenter()
            weakPresenter = presenter
            try navigation.presentAlert(Self.nice, animated: false) { presenter.outcomes.append($0) }
        }
        XCTAssertNotNil(weakPresenter, "the shown alert keeps its presenter's closure")
        try navigation.userDidChoose("ok")
        XCTAssertNil(weakPresenter)
    }

    @MainActor func testCancelledAlert_ReleasesItsPresenter() async throws {
        let (navigation, _) = try window()
        weak var weakPresenter: Presenter?
        do {
            let presenter = Presenter()
            weakPresenter = presenter
            try navigation.presentAlert(Self.nice, animated: false) { presenter.outcomes.append($0) }
        }
        XCTAssertNotNil(weakPresenter)
        try navigation.pop(animated: false)
        XCTAssertNil(weakPresenter)
    }
}
