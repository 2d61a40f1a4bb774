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
}
