import HeadlessFlow
import XCTest

final class NoSceneActionsTests: XCTestCase {
    func testNoSceneActions_HasNoCases_AndMatchesNoName() {
        XCTAssertEqual(NoSceneActions.allCases, [])
        XCTAssertNil(NoSceneActions(rawValue: ""))
        XCTAssertNil(NoSceneActions(rawValue: "logIn"))
    }

    @MainActor func testScreenWithoutActionEnum_UsesNoSceneActions() async {
        XCTAssertTrue(SceneTestScreens.WelcomeScreen.Action.self == NoSceneActions.self)
    }
}
