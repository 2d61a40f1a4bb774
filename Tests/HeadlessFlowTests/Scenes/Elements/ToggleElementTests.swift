import HeadlessFlow
import XCTest

final class ToggleElementTests: XCTestCase {
    @MainActor func testToggle_FlipsThenSendsTheAction() async throws {
        let toggle = ToggleElement(id: "wifi", title: "Wi-Fi", action: "changed")
        var history: [Bool] = []
        toggle.actionHandler = { history.append(toggle.isOn) }
        try toggle.toggle()
        try toggle.toggle()
        XCTAssertEqual(history, [true, false])
    }

    @MainActor func testIsOn_SetFromCode_SendsNoAction() async {
        let toggle = ToggleElement(id: "wifi", title: "Wi-Fi", action: "changed")
        var history: [Bool] = []
        toggle.actionHandler = { history.append(toggle.isOn) }
        toggle.isOn = true
        XCTAssertEqual(history, [])
    }

    @MainActor func testToggle_Disabled_ThrowsAndStaysPut() async {
        let toggle = ToggleElement(id: "wifi", title: "Wi-Fi", isOn: true, isEnabled: false)
        XCTAssertThrowsError(try toggle.toggle()) { error in
            XCTAssertEqual(error as? ElementError, .disabled(elementID: "wifi"))
        }
        XCTAssertTrue(toggle.isOn)
    }
}
