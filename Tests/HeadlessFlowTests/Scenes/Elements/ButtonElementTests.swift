import HeadlessFlow
import XCTest

final class ButtonElementTests: XCTestCase {
    @MainActor func testTap_Enabled_RunsTheHandlerEachTime() async {
        let button = ButtonElement(id: "go", title: "Go", action: "go")
        var history: [String] = []
        button.actionHandler = { history.append("go") }
        try? button.tap()
        try? button.tap()
        XCTAssertEqual(history, ["go", "go"])
        XCTAssertEqual(button.actionName, "go")
        XCTAssertEqual(button.kind, .button)
    }

    @MainActor func testTap_Disabled_ThrowsAndRunsNothing() async {
        let button = ButtonElement(id: "go", title: "Go", action: "go", isEnabled: false)
        var history: [String] = []
        button.actionHandler = { history.append("go") }
        XCTAssertThrowsError(try button.tap()) { error in
            XCTAssertEqual(error as? ElementError, .disabled(elementID: "go"))
            XCTAssertEqual("\(error)", "element 'go' is disabled")
        }
        XCTAssertEqual(history, [])
    }
}
