import XCTest

@testable import DemoKit

final class EmailAddressTests: XCTestCase {
    func testIsValid_TypicalAddresses_True() {
        for text in ["demo@example.com", "a.b+c@mail.example.org", "x@y.io"] {
            XCTAssertTrue(EmailAddress.isValid(text), text)
        }
    }

    func testIsValid_Typos_False() {
        for text in [
            "", "demo.example.com", "@example.com", "demo@", "demo@example", "demo@@example.com",
            "de mo@example.com", "demo@example.", "demo@.com",
        ] {
            XCTAssertFalse(EmailAddress.isValid(text), text)
        }
    }
}
