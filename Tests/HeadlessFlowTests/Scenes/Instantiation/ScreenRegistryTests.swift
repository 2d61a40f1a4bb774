import HeadlessFlow
import XCTest

final class ScreenRegistryTests: XCTestCase {
    @MainActor private func makeRegistry() throws -> ScreenRegistry {
        let registry = ScreenRegistry(library: SceneTestScreens.fixtureLibrary())
        try registry.register(SceneTestScreens.LoginScreen.self)
        try registry.register(SceneTestScreens.WelcomeScreen.self)
        return registry
    }

    @MainActor func testInstantiateNamed_RegisteredType_BuildsThatType() async throws {
        let registry = try makeRegistry()
        let screen = try registry.instantiate(named: "LoginScreen")
        XCTAssertTrue(screen is SceneTestScreens.LoginScreen)
        XCTAssertEqual(screen.title, "Log in")
        XCTAssertEqual(registry.registeredNames, ["LoginScreen", "WelcomeScreen"])
        XCTAssertTrue(registry.isRegistered("WelcomeScreen"))
        XCTAssertFalse(registry.isRegistered("welcomescreen"))
    }

    @MainActor func testInstantiateNamed_ByNameOnly_CanBeDrivenThroughElementIDs() async throws {
        let screen = try makeRegistry().instantiate(named: "WelcomeScreen")
        try screen.element(withID: "start", as: ButtonElement.self)?.tap()
        XCTAssertEqual((screen as? SceneTestScreens.WelcomeScreen)?.startCount, 1)
    }

    @MainActor func testInstantiateNamed_Unknown_ListsClosestNames() async throws {
        XCTAssertThrowsError(try makeRegistry().instantiate(named: "welcomescreen")) { error in
            XCTAssertEqual(
                error as? SceneError, .typeNotRegistered("welcomescreen", closestMatches: ["WelcomeScreen"]))
        }
    }

    @MainActor func testRegister_SameTypeTwice_IsHarmless() async throws {
        let registry = try makeRegistry()
        try registry.register(SceneTestScreens.LoginScreen.self)
        XCTAssertEqual(registry.registeredNames, ["LoginScreen", "WelcomeScreen"])
    }

    @MainActor func testValidate_ReportsEveryBrokenScreenByName() async throws {
        let registry = ScreenRegistry(library: SceneTestScreens.fixtureLibrary())
        try registry.register(SceneTestScreens.WelcomeScreen.self)
        try registry.register(SceneTestScreens.EmailScreen.self)
        try registry.register(SceneTestScreens.SilentScreen.self)
        let errors = registry.validate()
        XCTAssertEqual(errors.keys.sorted(), ["EmailScreen", "SilentScreen"])
        if case .sceneNotFound(let name, _) = errors["EmailScreen"] {
            XCTAssertEqual(name, "EmailScreen")
        } else {
            XCTFail("\(String(describing: errors["EmailScreen"]))")
        }
    }

    @MainActor func testInstantiate_WithoutRegistryLibrary_UsesEachTypesLibrary() async throws {
        let original = SceneLibrary.standard
        defer { SceneLibrary.standard = original }
        SceneLibrary.standard = SceneTestScreens.fixtureLibrary()
        let registry = ScreenRegistry()
        try registry.register(SceneTestScreens.WelcomeScreen.self)
        XCTAssertEqual(try registry.instantiate(named: "WelcomeScreen").title, "Welcome")
    }

    // MARK: - Screens with dependencies

    @MainActor func testRegisterWithDependencies_InstantiateNamed_CallsTheFactoryForEachScreen() async throws
    {
        let registry = ScreenRegistry(library: SceneTestScreens.fixtureLibrary())
        var models: [SceneTestScreens.LoginModel] = []
        try registry.register(SceneTestScreens.ModelLoginScreen.self) {
            let model = SceneTestScreens.LoginModel()
            models.append(model)
            return model
        }
        let first = try registry.instantiate(named: "ModelLoginScreen")
        let second = try registry.instantiate(named: "ModelLoginScreen")
        XCTAssertEqual(registry.registeredNames, ["ModelLoginScreen"])
        XCTAssertEqual(models.count, 2)
        XCTAssertTrue((first as? SceneTestScreens.ModelLoginScreen)?.model === models.first)
        XCTAssertTrue((second as? SceneTestScreens.ModelLoginScreen)?.model === models.last)
        XCTAssertEqual(models.map(\.history), [["init", "awake"], ["init", "awake"]])
    }

    @MainActor func testValidate_ScreensWithDependencies_AreBuiltWithTheirFactories() async throws {
        let model = SceneTestScreens.LoginModel()
        let registry = ScreenRegistry(
            library: SceneTestScreens.library([
                "GoScreen": #"{"version": 1, "elements": [{"kind": "label", "id": "go", "text": "Go"}]}"#,
                "WelcomeScreen":
                    #"{"version": 1, "elements": [{"kind": "label", "id": "greeting", "text": "Hi"}]}"#,
            ]))
        try registry.register(SceneTestScreens.WelcomeScreen.self)
        try registry.register(SceneTestScreens.GoScreen.self) {
            SceneTestScreens.GoScreen.Dependencies(model: model, name: "validate")
        }
        XCTAssertEqual(
            registry.validate(),
            [
                "GoScreen": .outletKindMismatch(
                    "go", expected: .button, found: .label, screen: "GoScreen",
                    at: SceneLocation(file: "GoScreen.json", line: 1, column: 29))
            ])
        XCTAssertEqual(model.history, [], "the screen that failed to bind was never created")
    }

    @MainActor func testInstantiateNamed_ScreenWithDependenciesNotRegistered_ListsClosestNames() async throws
    {
        let registry = ScreenRegistry(library: SceneTestScreens.fixtureLibrary())
        try registry.register(SceneTestScreens.ModelLoginScreen.self) { SceneTestScreens.LoginModel() }
        XCTAssertThrowsError(try registry.instantiate(named: "ModelLoginScren")) { error in
            XCTAssertEqual(
                error as? SceneError,
                .typeNotRegistered("ModelLoginScren", closestMatches: ["ModelLoginScreen"]))
        }
    }
}
