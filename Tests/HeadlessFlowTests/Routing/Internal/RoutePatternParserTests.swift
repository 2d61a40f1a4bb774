import XCTest

@testable import HeadlessFlow

/// The pattern parser's ASCII fast path answers as the general rule does.
final class RoutePatternParserCharacterTests: XCTestCase {
    func testIsLiteralCharacter_EveryASCIICharacter_MatchesTheGeneralRule() {
        for value in UInt8(0)...0x7F {
            let character = Character(Unicode.Scalar(value))
            let general: Bool
            switch character {
            case "?", "#", "{", "}", "*", "%", "\\", "/": general = false
            default:
                general =
                    !character.isWhitespace
                    && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            }
            XCTAssertEqual(RoutePatternParser.isLiteralCharacter(character), general, "byte \(value)")
        }
        XCTAssertFalse(RoutePatternParser.isLiteralCharacter("\r\n"))
        XCTAssertTrue(RoutePatternParser.isLiteralCharacter("é"))
    }
}
