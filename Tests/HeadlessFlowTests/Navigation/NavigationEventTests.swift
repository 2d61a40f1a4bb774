import HeadlessFlow
import XCTest

final class NavigationEventTests: XCTestCase {
    func testCauseDescription_IsTheCaseName() {
        let causes: [NavigationEvent.Cause] = [.program, .userInteraction, .deepLink, .restoration]
        XCTAssertEqual(
            causes.map(String.init(describing:)), ["program", "userInteraction", "deepLink", "restoration"])
    }
}
