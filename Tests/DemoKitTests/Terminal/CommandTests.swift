import XCTest

@testable import DemoKit

final class CommandTests: XCTestCase {
    func testParse_Number_Activates() throws {
        XCTAssertEqual(try Command.parse(" 3 "), .activate(3))
    }
}
