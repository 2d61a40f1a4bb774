import HeadlessFlow
import XCTest

// The Swift block of Docs/Renderers.md's "Drawing scene files natively", run and checked.

final class RenderersSceneDrawingSnippetsTests: XCTestCase {
    @MainActor func testGuide_SceneDrawing_DrivesTheScreenAsTheNativeViewsDo() async throws {
        let screen = try SceneTestScreens.LoginScreen.instantiate(from: SceneTestScreens.fixtureLibrary())
        screen.login.isEnabled = true

        let drawing = SceneDrawing(screen: screen)
        var changes: [String] = []
        let token = drawing.observe { change in changes.append("\(change)") }

        try drawing.send(.edit("ada@example.com"), to: "email")
        try drawing.send(.tap, to: "login")

        XCTAssertEqual(changes, ["updated [2]"])
        XCTAssertEqual(screen.history, ["logIn(ada@example.com, 0 characters)"])
        token.cancel()
    }
}
