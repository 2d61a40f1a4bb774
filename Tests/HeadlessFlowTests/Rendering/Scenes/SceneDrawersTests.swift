import HeadlessFlow
import XCTest

final class SceneDrawersTests: XCTestCase {
    private typealias LoginScreen = SceneTestScreens.LoginScreen
    private typealias WelcomeScreen = SceneTestScreens.WelcomeScreen

    /// What `drawers` draws for `screen`: the scene's replacement, or each control's drawing.
    @MainActor private func draw(_ screen: Screen, with drawers: SceneDrawers<String, String>) -> [String] {
        if let replaced = drawers.replacement(for: screen) { return [replaced] }
        let drawing = SceneDrawing(screen: screen)
        return drawing.controls.map { control in
            drawers.draw(control, in: drawing) { "built-in \(control.kind) \(control.id)" }
        }
    }

    @MainActor func testDraw_NothingReplaced_IsTheBuiltInDrawing() async throws {
        let screen = try WelcomeScreen.instantiate(from: SceneTestScreens.fixtureLibrary())

        XCTAssertEqual(
            draw(screen, with: SceneDrawers()),
            SceneDrawing(screen: screen).controls.map { "built-in \($0.kind) \($0.id)" })
    }

    @MainActor func testDraw_KindReplaced_ReplacesOnlyThatKind() async throws {
        let screen = try LoginScreen.instantiate(from: SceneTestScreens.fixtureLibrary())
        var drawers = SceneDrawers<String, String>()
        drawers.replaceKind(.button) { control, drawing in "custom button \(control.id) of \(drawing.title)" }

        XCTAssertEqual(
            draw(screen, with: drawers),
            [
                "built-in imagePlaceholder logo", "built-in label headline", "built-in textField email",
                "built-in secureTextField password", "built-in toggle remember", "built-in list accounts",
                "custom button login of Log in",
            ])
        XCTAssertEqual(ElementKind.allCases.filter(drawers.replacesKind), [.button])
    }

    @MainActor func testDraw_SceneReplaced_WinsOverKindsByTypeThenByName() async throws {
        let library = SceneTestScreens.fixtureLibrary()
        let login = try LoginScreen.instantiate(from: library)
        let welcome = try WelcomeScreen.instantiate(from: library)
        var drawers = SceneDrawers<String, String>()
        drawers.replaceKind(.button) { control, _ in "custom button \(control.id)" }
        drawers.replaceScene(named: "LoginScreen") { screen in "by name: \(screen.title)" }
        drawers.replaceScene(named: "WelcomeScreen") { screen in "by name: \(screen.title)" }
        drawers.replaceScene(ofType: WelcomeScreen.self) { screen in "by type: \(screen.title)" }

        XCTAssertEqual(draw(login, with: drawers), ["by name: Log in"])
        XCTAssertEqual(draw(welcome, with: drawers), ["by type: \(welcome.title)"])
        XCTAssertNil(drawers.replacement(for: Screen(title: "Plain")))
    }
}
