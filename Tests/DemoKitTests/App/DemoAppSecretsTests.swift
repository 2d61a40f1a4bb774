import XCTest

@testable import DemoKit

/// What typed secrets look like when they are shown again.
final class DemoAppSecretsTests: XCTestCase {
    @MainActor
    func testEchoText_SecureFieldValue_MaskedCharacterForCharacter() async throws {
        let directory = try TemporaryDirectory()
        let app = try DemoApp(dataFile: directory.dataFile)
        _ = try app.start()
        app.expectSuccess("1")
        let cases: [(String, String)] = [
            ("set password secret1", "set password *******"),
            ("password=secret1", "password=*******"),
            ("PASSWORD=a b", "PASSWORD=***"),
            ("password  a b ", "password  *** "),
            ("  set Password  two words  ", "  set Password  *********  "),
            ("set email secret1", "set email secret1"),
            ("set password", "set password"),
            ("bogus secret1", "bogus secret1"),
            ("1", "1"),
        ]
        for (line, shown) in cases {
            XCTAssertEqual(app.echoText(for: line), shown, line)
            XCTAssertEqual(app.echoText(for: line).count, line.count, line)
        }
    }

    @MainActor
    func testSecureFieldToAskFor_OnlyASecureFieldWithoutValue() async throws {
        let directory = try TemporaryDirectory()
        let app = try DemoApp(dataFile: directory.dataFile)
        _ = try app.start()
        XCTAssertNil(app.secureFieldToAskFor(in: "set password"), "Onboarding has no fields")
        app.expectSuccess("1")
        XCTAssertEqual(app.secureFieldToAskFor(in: "set password"), "password")
        XCTAssertEqual(app.secureFieldToAskFor(in: " set PASSWORD "), "password")
        for line in ["password=", "set password x", "set email", "set nope", "1"] {
            XCTAssertNil(app.secureFieldToAskFor(in: line), line)
        }
    }
}
