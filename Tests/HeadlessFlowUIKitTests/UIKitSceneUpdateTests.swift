import HeadlessFlow
import HeadlessFlowUIKit
import XCTest

final class UIKitSceneUpdateTests: XCTestCase {
    @MainActor func testUpdates_ModelChanges_AreTheStepsInPlaceOrInsertedOrRemoved() async throws {
        let screen = try FormScreen.make()
        let drawing = SceneDrawing(screen: screen)
        var history: [String] = []
        let token = drawing.observe { change in
            history.append(
                UIKitSceneUpdate.updates(for: change, in: drawing) { _ in false }.map(\.description)
                    .joined(separator: ", "))
        }
        let notice = try XCTUnwrap(screen.element(withID: "notice", as: LabelElement.self))
        let email = try XCTUnwrap(screen.element(withID: "email", as: TextFieldElement.self))

        try drawing.send(.edit("ada@example.org"), to: "email")
        notice.isHidden = false
        notice.text = "Saved"
        email.isHidden = true
        try drawing.send(.setOn(true), to: "remember")
        screen.title = "Sign in"

        XCTAssertEqual(
            history,
            [
                "reconfigure email at 2",
                "insert notice at 6",
                "reconfigure notice at 6",
                "remove 2",
                "reconfigure remember at 3",
                #"title "Sign in""#,
            ])
        XCTAssertEqual(screen.history, ["remember"])
        token.cancel()
    }

    @MainActor func testUpdates_SeveralAtOnce_RemoveFromTheEndThenInsertThenReconfigure() async throws {
        let drawing = SceneDrawing(screen: try FormScreen.make())
        let change = SceneDrawing.Change(
            updated: [0], removed: [1, 4], inserted: [2, 0], titleChanged: true)

        XCTAssertEqual(
            UIKitSceneUpdate.updates(for: change, in: drawing) { _ in false }.map(\.description),
            [
                "remove 4", "remove 1", "insert logo at 0", "insert email at 2", "reconfigure logo at 0",
                #"title "Form""#,
            ])
    }

    @MainActor func testRestoring_RefusedInputs_RedrawEachControlFromTheModelAndLeaveItUnchanged()
        async throws
    {
        let screen = try FormScreen.make()
        let drawing = SceneDrawing(screen: screen)
        let remember = try XCTUnwrap(screen.element(withID: "remember", as: ToggleElement.self))
        let email = try XCTUnwrap(screen.element(withID: "email", as: TextFieldElement.self))
        remember.isEnabled = false
        email.isEnabled = false
        var history: [String] = []

        // What SceneViewController does with each input the user gives: send it, and on a
        // refusal draw the control again from the model.
        for (input, id) in [(ControlInput.setOn(true), "remember"), (.edit("eve@example.org"), "email")] {
            do {
                try drawing.send(input, to: id)
                history.append("accepted \(id)")
            } catch {
                history.append(error.description)
                let update = UIKitSceneUpdate.restoring(id, in: drawing) { _ in false }
                history.append(update.map { "\($0): \(Self.state(of: $0))" } ?? "nothing to redraw")
            }
        }
        email.isHidden = true
        history.append(
            UIKitSceneUpdate.restoring("email", in: drawing) { _ in false }.map(\.description)
                ?? "nothing to redraw")

        XCTAssertEqual(
            history,
            [
                "The toggle 'remember' is disabled; enable it before the user acts on it.",
                "reconfigure remember at 4: off, disabled",
                "The textField 'email' is disabled; enable it before the user acts on it.",
                "reconfigure email at 2: ada@example.com, disabled",
                "nothing to redraw",
            ])
        XCTAssertEqual(screen.history, [])
        XCTAssertFalse(remember.isOn)
        XCTAssertEqual(email.text, "ada@example.com")
    }

    private static func state(of update: UIKitSceneUpdate) -> String {
        guard case .reconfigure(let plan, _) = update else { return "not a reconfiguration" }
        let enabled = plan.isEnabled ? "enabled" : "disabled"
        switch plan.control {
        case .toggle(_, let isOn): return "\(isOn ? "on" : "off"), \(enabled)"
        case .textField(let text, _, _): return "\(text ?? "(secure)"), \(enabled)"
        default: return "other, \(enabled)"
        }
    }
}
