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

    /// A scene with one element of each kind, logging what the user does to it.
    private final class FormScreen: SceneScreen, Instantiable {
        var history: [String] = []
        static var actions: [String: (FormScreen) -> () -> Void] {
            [
                "save": { screen in { screen.history.append("save") } },
                "picked": { screen in { screen.history.append("picked") } },
                "toggled": { screen in { screen.history.append("toggled") } },
            ]
        }
        static let scene = """
            {"version": 1, "title": "Form", "elements": [
                {"kind": "textField", "id": "name", "placeholder": "Name"},
                {"kind": "list", "id": "colors", "items": ["red", "blue"], "action": "picked"},
                {"kind": "toggle", "id": "notify", "title": "Notify", "action": "toggled"},
                {"kind": "button", "id": "save", "title": "Save", "action": "save"}
            ]}
            """
    }

    @MainActor func testGestures_UnderAShownAlert_ThrowNamingItAndChangeNothing() async throws {
        let navigation = Navigation()
        let tabBar = TabBar(title: "Menu")
        let feed = Navigation()
        let other = Navigation()
        try feed.push(Screen(title: "Feed"), animated: false)
        let form = try FormScreen.instantiate(
            from: SceneLibrary(sources: [.strings(["FormScreen": FormScreen.scene])]))
        try feed.push(form, animated: false)
        try other.push(Screen(title: "Other"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try tabBar.addTab(TabBarItem(title: "Other"), navigation: other)
        try navigation.push(tabBar, animated: false)
        let warning = AlertModel(
            title: "Unsaved", actions: [.cancel("keep", "Keep Editing"), .destructive("drop", "Discard")])
        try feed.presentAlert(warning, animated: false) { _ in }
        let recorder = recordNavigation(navigation, exhaustive: false)
        let user = SimulatedUser(navigation)
        var errors: [SimulatedUserError?] = []
        func record(_ gesture: () throws -> Void) {
            do {
                try gesture()
                errors.append(nil)
            } catch {
                errors.append(error as? SimulatedUserError)
            }
        }

        record { try user.tap("Save") }
        record { try user.fill("name", with: "Ada") }
        record { try user.pick("blue", in: "colors") }
        record { try user.toggle("notify") }
        record { try user.swipeBack() }
        record { try user.goBack(to: "Feed") }
        record { try user.goBack(to: Screen.self) }
        record { try user.selectTab("Other") }
        record { try user.swipeDownSheet() }
        record { try user.focusColumn("Detail") }
        record { try user.swipePage(.forward) }

        let shown = SimulatedUserError.alertShown(title: "Unsaved", actions: ["Keep Editing", "Discard"])
        XCTAssertEqual(errors, Array(repeating: shown, count: 11))
        XCTAssertEqual(
            shown.description,
            #"the alert "Unsaved" covers the screen; answer it first with choose(_:), one of ["Keep Editing", "Discard"]"#
        )
        XCTAssertEqual(form.history, [])
        XCTAssertEqual(form.element(withID: "name", as: TextFieldElement.self)?.text, "")
        XCTAssertEqual(feed.screens.map(\.title), ["Feed", "Form"])
        XCTAssertEqual(tabBar.selectedIndex, 0)
        recorder.assert([])

        try user.choose("Keep Editing")
        try user.tap("Save")
        XCTAssertEqual(form.history, ["save"])
        recorder.assert([#"dismissed alert "Unsaved", chose "keep" (userInteraction)"#])
    }

    @MainActor func testSwipeDownSheet_UnderAnAlertOnTheSheet_ThrowsAndKeepsTheSheet() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        let sheet = Navigation()
        try sheet.push(Screen(title: "Compose"), animated: false)
        try navigation.present(sheet, animated: false)
        try sheet.presentAlert(Self.nice, animated: false) { _ in }
        let recorder = recordNavigation(navigation, exhaustive: false)

        XCTAssertThrowsError(try SimulatedUser(navigation).swipeDownSheet()) {
            XCTAssertEqual($0 as? SimulatedUserError, .alertShown(title: "Nice!", actions: ["OK"]))
        }

        XCTAssertIdentical(navigation.presented, sheet)
        recorder.assert([])
    }
}
