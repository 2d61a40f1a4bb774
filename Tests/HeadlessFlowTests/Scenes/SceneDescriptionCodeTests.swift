import HeadlessFlow
import XCTest

@MainActor
private final class CodeLoginScreen: SceneScreen, Instantiable {
    @Outlet var email: TextFieldElement
    @Outlet("login") var logIn: ButtonElement
    private(set) var loggedIn: [String] = []

    static var sceneName: String { "LoginScreen" }
    enum Action: String, CaseIterable { case logIn }

    func perform(_ action: Action) {
        loggedIn.append(email.text)
    }
}

@MainActor
private final class NeedsAvatarScreen: SceneScreen, Instantiable {
    @Outlet var avatar: ImagePlaceholderElement
    static var sceneName: String { "LoginScreen" }
    static let actions: [String: (NeedsAvatarScreen) -> () -> Void] = ["logIn": { _ in {} }]
}

/// Scenes declared in Swift are checked as scene files are, and screens are built from them the
/// same way.
final class SceneDescriptionCodeTests: XCTestCase {
    @MainActor private func loginScene() throws -> SceneDescription {
        try SceneDescription(
            name: "LoginScreen", title: "Log in",
            elements: [
                .textField("email", placeholder: "Email"),
                .secureTextField("password", placeholder: "Password"),
                .button("login", title: "Log in", action: "logIn"),
            ])
    }

    @MainActor func testAScreen_BuiltFromASceneDeclaredInCode_HasItsOutletsAndActions() async throws {
        let library = SceneLibrary(sources: [.scenes([try loginScene()])])
        let screen = try CodeLoginScreen.instantiate(from: library)

        screen.email.text = "ada@example.com"
        try screen.logIn.tap()

        XCTAssertEqual(screen.title, "Log in")
        XCTAssertEqual(
            screen.elements.map(\.description),
            ["textField(email)", "secureTextField(password)", "button(login)"])
        XCTAssertEqual(screen.loggedIn, ["ada@example.com"])
        XCTAssertEqual(screen.scene.file, "LoginScreen (declared in code)")
    }

    @MainActor func testADuplicateID_IsRefused_PointingAtTheSwiftLines() async throws {
        let first = ElementDescription.label("name")
        let firstLine = #line - 1
        let second = ElementDescription.button("name", title: "Go", action: "go")
        let secondLine = #line - 1

        XCTAssertThrowsError(try SceneDescription(name: "Dup", title: "", elements: [first, second])) {
            error in
            guard case .duplicateElementID(let id, let at, let firstAt) = error as? SceneError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(id, "name")
            XCTAssertEqual([at.line, firstAt.line], [secondLine, firstLine])
            XCTAssertTrue(at.file.hasSuffix("SceneDescriptionCodeTests.swift"), at.file)
        }
    }

    @MainActor func testEmptyNames_AreRefusedAsInAFile() async throws {
        for (elements, property) in [
            ([ElementDescription.label("")], "id"),
            ([.button("go", title: "Go", action: "")], "action"),
            ([.imagePlaceholder("logo", image: "")], "image"),
        ] {
            XCTAssertThrowsError(try SceneDescription(name: "Empty", title: "", elements: elements)) {
                error in
                guard case .wrongPropertyType(let name, _, let expected, let found, _) = error as? SceneError
                else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual([name, expected, found], [property, "non-empty string", "empty string"])
            }
        }
    }

    @MainActor func testAMissingOutlet_AndAMissingScene_AreReportedAsForFiles() async throws {
        let library = SceneLibrary(sources: [.scenes([try loginScene()])])
        XCTAssertThrowsError(try NeedsAvatarScreen.instantiate(from: library)) { error in
            guard case .outletMissing(let id, _, _, let file) = error as? SceneError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual([id, file], ["avatar", "LoginScreen (declared in code)"])
        }
        XCTAssertThrowsError(try library.scene(named: "Other")) { error in
            guard case .sceneNotFound(_, let searched) = error as? SceneError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(searched, ["scenes declared in code (LoginScreen)"])
        }
    }
}
