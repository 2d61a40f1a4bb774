import HeadlessFlow
import XCTest

final class SceneDrawingTests: XCTestCase {
    private typealias LoginScreen = SceneTestScreens.LoginScreen

    @MainActor private func login() throws -> LoginScreen {
        try LoginScreen.instantiate(from: SceneTestScreens.fixtureLibrary())
    }

    /// A screen whose list of elements changes at run time and says so.
    @MainActor private final class CartScreen: Screen, ElementProviding {
        @HeadlessFlow.Observable var elements: [SceneElement] = [LabelElement(id: "empty", text: "No items")]

        init() { super.init(title: "Cart") }

        func observeElementList(_ onChange: @escaping @MainActor () -> Void) -> ObservationToken? {
            $elements.dropFirst().sinkOnMainActor { _ in onChange() }
        }
    }

    // MARK: - Controls

    @MainActor func testControls_SceneScreen_OnePerElementInOrderWithoutSecureText() async throws {
        let screen = try login()
        screen.password.text = "hunter2"

        let drawing = SceneDrawing(screen: screen)

        XCTAssertEqual(drawing.title, "Log in")
        XCTAssertEqual(
            drawing.controls.map(\.description),
            [
                #"image logo: AppLogo "HeadlessFlow""#,
                #"label headline: "Welcome back""#,
                #"textField email: "" placeholder "Email""#,
                #"secureTextField password: filled placeholder "Password""#,
                #"toggle remember: "Remember me" on"#,
                #"list accounts: ["ada@example.com", "grace@example.com"]"#,
                #"button login: "Log in" (disabled)"#,
            ])
        XCTAssertEqual(
            drawing.controls.map(\.kind),
            [.imagePlaceholder, .label, .textField, .secureTextField, .toggle, .list, .button])
        XCTAssertFalse(drawing.controls.map { "\($0)" }.joined().contains("hunter2"))
    }

    @MainActor func testControls_LabelsNamedErrorAndNotice_CarryTheirRoles() async throws {
        final class Form: Screen, ElementProviding {
            let elements: [SceneElement] = [
                LabelElement(id: "error", text: "Wrong password"), LabelElement(id: "notice", text: "Saved"),
                LabelElement(id: "hint", text: "Hi"),
            ]
        }

        let drawing = SceneDrawing(screen: Form(title: "Form"))

        XCTAssertEqual(
            drawing.controls.map(\.content),
            [
                .label(text: "Wrong password", role: .error), .label(text: "Saved", role: .notice),
                .label(text: "Hi", role: .plain),
            ])
    }

    @MainActor func testControls_ScreenOfferingNoElements_IsEmpty() async {
        XCTAssertEqual(SceneDrawing(screen: Screen(title: "Plain")).controls, [])
    }

    // MARK: - Observation

    @MainActor func testObserve_ModelChanges_ReportOneChangePerChangeWithTheControlCurrent() async throws {
        let screen = try login()
        let drawing = SceneDrawing(screen: screen)
        var history: [String] = []
        let token = drawing.observe { change in
            history.append("\(change): " + change.updated.map { drawing.controls[$0].description }.joined())
        }

        screen.email.text = "a"
        screen.email.text = "ab"
        screen.email.text = "ab"
        screen.password.text = "x"
        screen.password.text = "xy"
        screen.login.isEnabled = true
        screen.title = "Sign in"

        XCTAssertEqual(
            history,
            [
                #"updated [2]: textField email: "a" placeholder "Email""#,
                #"updated [2]: textField email: "ab" placeholder "Email""#,
                #"updated [3]: secureTextField password: filled placeholder "Password""#,
                #"updated [6]: button login: "Log in""#,
                "title: ",
            ])
        XCTAssertEqual(drawing.title, "Sign in")
        token.cancel()
    }

    @MainActor func testObserve_ElementHiddenThenShown_ReportsRemovedThenInserted() async throws {
        let screen = try login()
        let drawing = SceneDrawing(screen: screen)
        var history: [String] = []
        let token = drawing.observe { history.append("\($0) -> \(drawing.controls.map(\.id))") }

        screen.remember.isHidden = true
        screen.remember.isOn = false
        screen.remember.isHidden = false

        XCTAssertEqual(
            history,
            [
                #"removed [4] -> ["logo", "headline", "email", "password", "accounts", "login"]"#,
                #"inserted [4] -> ["logo", "headline", "email", "password", "remember", "accounts", "login"]"#,
            ])
        XCTAssertEqual(drawing.controls[4].content, .toggle(title: "Remember me", isOn: false))
        token.cancel()
    }

    @MainActor func testObserve_ElementProvidingListChanges_ReportsInsertedAndRemoved() async {
        let screen = CartScreen()
        let drawing = SceneDrawing(screen: screen)
        var history: [String] = []
        let token = drawing.observe { history.append("\($0) -> \(drawing.controls.map(\.id))") }
        let first = ButtonElement(id: "first", title: "Tea", action: "open")
        let second = ButtonElement(id: "second", title: "Cake", action: "open")

        screen.elements = [first, second]
        screen.elements = [second]
        first.title = "Gone"
        second.title = "Cakes"

        XCTAssertEqual(
            history,
            [
                #"removed [0], inserted [0, 1] -> ["first", "second"]"#,
                #"removed [0] -> ["second"]"#,
                #"updated [0] -> ["second"]"#,
            ])
        token.cancel()
    }

    // MARK: - Input

    @MainActor func testSend_EveryKindOfInput_RunsTheScreensActionsAsTheElementsDo() async throws {
        let screen = try login()
        let drawing = SceneDrawing(screen: screen)
        var changes: [String] = []
        let token = drawing.observe { changes.append("\($0)") }

        try drawing.send(.edit("ada@example.com"), to: "email")
        try drawing.send(.edit("secret"), to: "password")
        try drawing.send(.setOn(false), to: "remember")
        try drawing.send(.setOn(false), to: "remember")
        try drawing.send(.select(row: 1), to: "accounts")
        screen.login.isEnabled = true
        try drawing.send(.tap, to: "login")

        XCTAssertEqual(
            screen.history,
            ["rememberChanged(false)", "accountSelected(1)", "logIn(grace@example.com, 6 characters)"])
        XCTAssertEqual(
            changes,
            [
                "updated [2]", "updated [3]", "updated [4]", "updated [5]", "updated [2]", "updated [6]",
            ])
        token.cancel()
    }

    @MainActor func testSend_RefusedInputs_ThrowAndChangeNothing() async throws {
        let screen = try login()
        let drawing = SceneDrawing(screen: screen)
        var changes: [SceneDrawing.Change] = []
        let token = drawing.observe { changes.append($0) }
        screen.accounts.isEnabled = true
        let before = drawing.controls
        var errors: [String] = []
        func attempt(_ input: ControlInput, _ id: String) {
            do {
                try drawing.send(input, to: id)
                errors.append("accepted")
            } catch {
                errors.append(error.description)
            }
        }

        attempt(.tap, "nope")
        attempt(.tap, "login")
        attempt(.edit("secret"), "remember")
        attempt(.select(row: 2), "accounts")
        attempt(.tap, "headline")
        screen.password.isEnabled = false
        attempt(.edit("secret"), "password")

        XCTAssertEqual(
            errors,
            [
                "No visible control has the id 'nope'; the visible ones are 'logo', 'headline', 'email', "
                    + "'password', 'remember', 'accounts', 'login'.",
                "The button 'login' is disabled; enable it before the user acts on it.",
                "The toggle 'remember' does not take an edit; a toggle takes switching on or off.",
                "The list 'accounts' has 2 rows (0 to 1); row 2 does not exist.",
                "The label 'headline' does not take a tap; it takes no input.",
                "The secureTextField 'password' is disabled; enable it before the user acts on it.",
            ])
        XCTAssertEqual(screen.history, [])
        XCTAssertEqual(screen.password.text, "")
        XCTAssertEqual(changes, [SceneDrawing.Change(updated: [3])])
        XCTAssertEqual(drawing.controls[0...2], before[0...2])
        token.cancel()
    }

    @MainActor func testSend_HiddenElement_IsUnknown() async throws {
        let screen = try login()
        let drawing = SceneDrawing(screen: screen)
        screen.remember.isHidden = true

        XCTAssertThrowsError(try drawing.send(.setOn(false), to: "remember")) { error in
            XCTAssertEqual(
                error as? SceneDrawingError,
                .unknownControl(
                    "remember", shown: ["logo", "headline", "email", "password", "accounts", "login"]))
        }
        XCTAssertEqual(screen.history, [])
        XCTAssertTrue(screen.remember.isOn)
    }

    // MARK: - Lifetime

    @MainActor func testLifetime_DroppedDrawing_IsFreedAndStopsObserving() async throws {
        let screen = try login()
        var drawing: SceneDrawing? = SceneDrawing(screen: screen)
        var history: [String] = []
        let token = drawing?.observe { history.append("\($0)") }
        screen.email.text = "a"
        weak let weakDrawing = drawing

        drawing = nil
        screen.email.text = "ab"
        screen.remember.isHidden = true
        screen.title = "Other"

        XCTAssertNil(weakDrawing)
        XCTAssertEqual(history, ["updated [2]"])
        token?.cancel()
    }

    @MainActor func testLifetime_DrawingOfAReleasedScreen_KeepsNoScreenAndRefusesInput() async throws {
        var screen: LoginScreen? = try login()
        let drawing = try SceneDrawing(screen: XCTUnwrap(screen))
        weak let weakScreen = screen

        screen = nil

        XCTAssertNil(weakScreen)
        XCTAssertNil(drawing.screen)
        XCTAssertThrowsError(try drawing.send(.tap, to: "login")) { error in
            XCTAssertEqual(error as? SceneDrawingError, .screenReleased)
        }
    }
}
