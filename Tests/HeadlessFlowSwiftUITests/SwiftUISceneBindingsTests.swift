import HeadlessFlow
import HeadlessFlowSwiftUI
import XCTest

final class SwiftUISceneBindingsTests: XCTestCase {
    @MainActor func testBindings_ReadTheModelAndWriteThroughTheElements() async throws {
        let screen = try FormScreen.make()
        let drawing = SceneDrawing(screen: screen)
        var refused: [String] = []
        let bindings = SwiftUISceneBindings(drawing: drawing) { refused.append($0.description) }
        var changes: [String] = []
        let token = drawing.observe { changes.append("\($0)") }

        let email = bindings.text(of: "email")
        let password = bindings.text(of: "password")
        let remember = bindings.isOn(of: "remember")
        let plans = bindings.selection(of: "plans")
        var read: [String] = [
            "\(email.get()) \(password.get().isEmpty) \(remember.get()) \(String(describing: plans.get()))"
        ]
        email.set("grace@example.com")
        password.set("secret")
        remember.set(true)
        plans.set(1)
        plans.set(nil)
        bindings.tap("go")()
        read.append(
            "\(email.get()) \(password.get().count) \(remember.get()) \(String(describing: plans.get()))")

        XCTAssertEqual(read, ["ada@example.com true false nil", "grace@example.com 6 true Optional(1)"])
        XCTAssertEqual(screen.history, ["remember", "plan", "go"])
        XCTAssertEqual(changes, ["updated [2]", "updated [3]", "updated [4]", "updated [5]"])
        XCTAssertEqual(refused, [])
        token.cancel()
    }

    @MainActor func testBindings_RefusedWrite_ChangesNothingAndIsReported() async throws {
        let screen = try FormScreen.make()
        let drawing = SceneDrawing(screen: screen)
        var refused: [String] = []
        let bindings = SwiftUISceneBindings(drawing: drawing) { refused.append($0.description) }
        screen.element(withID: "go")?.isEnabled = false
        screen.element(withID: "remember")?.isHidden = true

        bindings.tap("go")()
        bindings.isOn(of: "remember").set(true)
        bindings.selection(of: "plans").set(5)

        XCTAssertEqual(
            refused,
            [
                "The button 'go' is disabled; enable it before the user acts on it.",
                "No visible control has the id 'remember'; the visible ones are 'logo', 'error', 'email', "
                    + "'password', 'plans', 'go'.",
                "The list 'plans' has 2 rows (0 to 1); row 5 does not exist.",
            ])
        XCTAssertEqual(screen.history, [])
        XCTAssertEqual(screen.element(withID: "remember", as: ToggleElement.self)?.isOn, false)
    }
}
