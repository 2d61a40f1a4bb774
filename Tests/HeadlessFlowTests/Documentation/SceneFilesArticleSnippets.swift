import HeadlessFlow
import XCTest

// The Swift block of the DocC article SceneFiles.md, run against the fixture scene
// Tests/HeadlessFlowTests/Fixtures/Scenes/LoginScreen.json.

enum SceneFilesArticleSnippets {
    final class LoginScreen: SceneScreen, Instantiable {
        let email: TextFieldElement
        let login: ButtonElement

        override init(outlets: SceneOutlets) throws(SceneError) {
            email = try outlets.element("email")
            login = try outlets.element("login")
            try super.init(outlets: outlets)
        }

        // Every action the scene's elements send needs a handler, or no screen is built.
        static let actions: [String: (LoginScreen) -> () -> Void] = [
            "logIn": LoginScreen.logIn,
            "rememberChanged": LoginScreen.ignore,
            "accountSelected": LoginScreen.ignore,
        ]

        func logIn() { print("log in \(email.text)") }
        func ignore() {}
    }

    @MainActor
    static func example() throws -> LoginScreen {
        let library = SceneLibrary(sources: [.bundle(.module, subdirectory: "Scenes")])
        let screen = try LoginScreen.instantiate(from: library)
        screen.email.text = "ada@example.com"
        screen.login.isEnabled = true  // the scene starts the button disabled
        try screen.login.tap()
        return screen
    }
}

final class SceneFilesArticleSnippetsTests: XCTestCase {
    @MainActor func testExample_BuildsTheScreenAndTapsLogIn() async throws {
        let screen = try SceneFilesArticleSnippets.example()
        XCTAssertEqual(screen.email.text, "ada@example.com")
        XCTAssertEqual(screen.elements.map(\.id).count, 7)
    }
}
