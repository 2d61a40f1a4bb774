import HeadlessFlow
import XCTest

final class InstantiableTests: XCTestCase {
    private typealias LoginScreen = SceneTestScreens.LoginScreen
    private typealias LoginModel = SceneTestScreens.LoginModel
    private typealias ModelLoginScreen = SceneTestScreens.ModelLoginScreen
    private typealias GoScreen = SceneTestScreens.GoScreen

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

    // MARK: - Dependencies, typed actions and awake

    @MainActor func testInstantiateWith_ViewModel_BindsOutletsKeepsTheModelAndAwakesOnce() async throws {
        let model = LoginModel()
        let screen = try ModelLoginScreen.instantiate(with: model, from: SceneTestScreens.fixtureLibrary())
        XCTAssertTrue(screen.model === model)
        XCTAssertEqual(screen.title, "Log in")
        XCTAssertTrue(screen.email === screen.element(withID: "email"))
        XCTAssertEqual(model.history, ["init", "awake"])
    }

    @MainActor func testDrivingElements_TypedAndTableActions_RunInOrder() async throws {
        let model = LoginModel()
        let screen = try ModelLoginScreen.instantiate(with: model, from: SceneTestScreens.fixtureLibrary())
        try screen.accounts.select(row: 1)
        try screen.remember.toggle()
        let login = try XCTUnwrap(screen.element(withID: "login", as: ButtonElement.self))
        login.isEnabled = true
        try login.tap()
        XCTAssertEqual(
            model.history,
            [
                "init", "awake", "select(grace@example.com)", "rememberChanged(false)",
                "logIn(grace@example.com)",
            ])
    }

    @MainActor func testAwake_RunsAfterInitAndActionBinding_AndBeforeDidLoad() async throws {
        let model = LoginModel()
        let library = SceneTestScreens.library(["GoScreen": GoScreen.scene])
        let screen = try GoScreen.instantiate(
            with: GoScreen.Dependencies(model: model, name: "first"), from: library)
        let navigation = Navigation()
        try navigation.push(screen, animated: false)
        try navigation.push(Screen(title: "Next"), animated: false)
        _ = try navigation.pop(animated: false)
        XCTAssertEqual(model.history, ["init(first)", "awake", "perform(go)", "didLoad"])
    }

    @MainActor func testInstantiate_ThroughTheTypesLibrary_AwakesOnce() async throws {
        let original = SceneLibrary.standard
        defer { SceneLibrary.standard = original }
        SceneLibrary.standard = SceneTestScreens.library(["GoScreen": GoScreen.scene])
        let model = LoginModel()
        _ = try GoScreen.instantiate(with: GoScreen.Dependencies(model: model, name: "standard"))
        XCTAssertEqual(model.history, ["init(standard)", "awake", "perform(go)"])
    }

    @MainActor func testInstantiateWith_ActionInNeitherTableNorEnum_ThrowsBeforeBuildingTheScreen() async {
        let model = LoginModel()
        let library = SceneTestScreens.library([
            "GoScreen":
                #"{"version": 1, "elements": [{"kind": "button", "id": "go", "title": "Go", "action": "gone"}]}"#
        ])
        XCTAssertThrowsError(
            try GoScreen.instantiate(with: GoScreen.Dependencies(model: model, name: "x"), from: library)
        ) { error in
            XCTAssertEqual(
                error as? SceneError,
                .actionWithoutHandler(
                    "gone", elementID: "go", screen: "GoScreen",
                    at: SceneLocation(file: "GoScreen.json", line: 1, column: 29)))
        }
        XCTAssertEqual(model.history, [], "no screen was created, so none awoke")
    }

    @MainActor func testInstantiateWith_MissingOutlet_ThrowsAndNeverAwakes() async {
        let model = LoginModel()
        let library = SceneTestScreens.library([
            "GoScreen": #"{"version": 1, "elements": [{"kind": "label", "id": "title", "text": "Go"}]}"#
        ])
        XCTAssertThrowsError(
            try GoScreen.instantiate(with: GoScreen.Dependencies(model: model, name: "x"), from: library)
        ) { error in
            XCTAssertEqual(
                error as? SceneError,
                .outletMissing("go", expected: .button, screen: "GoScreen", file: "GoScreen.json"))
        }
        XCTAssertEqual(model.history, [])
    }

    @MainActor func testScreenWithViewModel_Dropped_IsFreedWhileTheModelLivesOn() async throws {
        let model = LoginModel()
        var screen: ModelLoginScreen? = try ModelLoginScreen.instantiate(
            with: model, from: SceneTestScreens.fixtureLibrary())
        weak let weakScreen = screen
        let accounts = try XCTUnwrap(screen?.accounts)
        try accounts.select(row: 0)
        screen = nil
        XCTAssertNil(weakScreen, "the view-model must not keep its screen alive")
        try accounts.select(row: 1)  // the handler finds no screen and does nothing
        XCTAssertEqual(model.history, ["init", "awake", "select(ada@example.com)"])
    }

    @MainActor func testInstantiateWith_Void_IsInstantiateFrom() async throws {
        let screen = try SceneTestScreens.WelcomeScreen.instantiate(
            with: (), from: SceneTestScreens.fixtureLibrary())
        try screen.element(withID: "start", as: ButtonElement.self)?.tap()
        XCTAssertEqual(screen.startCount, 1)
    }
}
