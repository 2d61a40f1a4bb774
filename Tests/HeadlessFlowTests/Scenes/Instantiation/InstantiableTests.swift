import HeadlessFlow
import XCTest

final class InstantiableTests: XCTestCase {
    private typealias LoginScreen = SceneTestScreens.LoginScreen

    @MainActor func testInstantiate_FromTheFixture_BindsOutletsTitleAndElementsInOrder() async throws {
        let screen = try LoginScreen.instantiate(from: SceneTestScreens.fixtureLibrary())
        XCTAssertEqual(screen.title, "Log in")
        XCTAssertEqual(
            screen.elements.map(\.description),
            [
                "imagePlaceholder(logo)", "label(headline)", "textField(email)", "secureTextField(password)",
                "toggle(remember)", "list(accounts)", "button(login)",
            ])
        XCTAssertTrue(screen.email === screen.element(withID: "email"))
        XCTAssertEqual(screen.email.placeholder, "Email")
        XCTAssertTrue(screen.remember.isOn)
        XCTAssertFalse(screen.login.isEnabled)
        XCTAssertEqual(screen.element(withID: "headline", as: LabelElement.self)?.text, "Welcome back")
        XCTAssertNil(screen.element(withID: "headline", as: ButtonElement.self))
        XCTAssertNil(screen.element(withID: "nope"))
    }

    @MainActor func testDrivingElements_RunsTheBoundHandlersInOrder() async throws {
        let screen = try LoginScreen.instantiate(from: SceneTestScreens.fixtureLibrary())
        try screen.accounts.select(row: 1)
        try screen.remember.toggle()
        screen.password.text = "secret"
        XCTAssertThrowsError(try screen.login.tap())
        screen.login.isEnabled = true
        try screen.login.tap()
        XCTAssertEqual(
            screen.history,
            ["accountSelected(1)", "rememberChanged(false)", "logIn(grace@example.com, 6 characters)"])
    }

    @MainActor func testInstantiate_Twice_BuildsIndependentScreensFromOneParse() async throws {
        let library = SceneTestScreens.fixtureLibrary()
        let first = try LoginScreen.instantiate(from: library)
        let second = try LoginScreen.instantiate(from: library)
        first.email.text = "first"
        XCTAssertFalse(first.email === second.email)
        XCTAssertEqual(second.email.text, "")
        XCTAssertEqual(first.scene, second.scene)
        XCTAssertEqual(library.cachedSceneNames, ["LoginScreen"])
    }

    @MainActor func testInstantiate_WithoutALibrary_UsesTheTypesSceneLibrary() async throws {
        let original = SceneLibrary.standard
        defer { SceneLibrary.standard = original }
        SceneLibrary.standard = SceneTestScreens.fixtureLibrary()
        XCTAssertEqual(try SceneTestScreens.WelcomeScreen.instantiate().greeting.text, "Hello")
    }

    @MainActor func testInstantiate_CustomSceneName_ReadsThatScene() async throws {
        let screen = try SceneTestScreens.RenamedScreen.instantiate(from: SceneTestScreens.fixtureLibrary())
        XCTAssertEqual(screen.title, "Welcome")
    }

    @MainActor func testInstantiate_ActionWithoutHandler_ThrowsBeforeBuildingTheScreen() async {
        // SilentScreen declares no handlers, so the list's action has none.
        let library = SceneTestScreens.library([
            "SilentScreen":
                #"{"version": 1, "elements": [{"kind": "list", "id": "l", "items": [], "action": "pick"}]}"#
        ])
        XCTAssertThrowsError(try SceneTestScreens.SilentScreen.instantiate(from: library)) { error in
            XCTAssertEqual(
                error as? SceneError,
                .actionWithoutHandler(
                    "pick", elementID: "l", screen: "SilentScreen",
                    at: SceneLocation(file: "SilentScreen.json", line: 1, column: 29)))
        }
    }

    @MainActor func testScreen_Released_IsDeallocatedAndElementsNoLongerReachIt() async throws {
        var screen: SceneTestScreens.WelcomeScreen? = try SceneTestScreens.WelcomeScreen.instantiate(
            from: SceneTestScreens.fixtureLibrary())
        weak let weakScreen = screen
        let start = try XCTUnwrap(screen?.element(withID: "start", as: ButtonElement.self))
        try start.tap()
        XCTAssertEqual(screen?.startCount, 1)
        screen = nil
        XCTAssertNil(weakScreen)
        XCTAssertNoThrow(try start.tap())  // the handler finds no screen and does nothing
    }
}
