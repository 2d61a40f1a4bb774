import HeadlessFlowTesting
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

/// The byte-level parser of printable-ASCII patterns against the general parser over
/// `Character`s, on random texts made of the characters the grammar cares about.
final class RoutePatternParserASCIITests: XCTestCase {
    /// Mostly grammar characters, so that valid and nearly valid patterns are both common.
    private static let pieces = [
        "/", "/", "/", "a", "b", "ab", "x1", "_", "1", "{", "}", "{id}", "{p_2}", "{q?}", "?", "*", "**", "=",
        "&", "k={v}", "k={w?}", "#", "%", "\\", ".", "-", "~", "{a}", "{a?}", "{1}", "{9a}", "{a1}", " ", "é",
        "\t",
    ]

    private func randomText(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 1...9, using: &random)).map { _ in
            Self.pieces.randomElement(using: &random)!
        }.joined()
    }

    func testParseASCII_RandomTexts_AgreesWithTheGeneralParser() {
        var fastPathHits = 0
        for seed in UInt64(1)...40_000 {
            var random = SeededRandom(seed: seed)
            let text = randomText(&random)
            let general = Result { () throws(RoutePatternError) in
                try RoutePatternParser.parseCharacters(text)
            }
            var copy = text
            let fast = copy.withUTF8 { RoutePatternParser.parseASCII(text, $0) }
            guard let fast else {
                // Only text outside printable ASCII, or with a mistake, is left to the general parser.
                if case .success = general, text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) {
                    XCTFail("seed \(seed): '\(text)' is valid printable ASCII but the fast path refused it")
                }
                continue
            }
            fastPathHits += 1
            guard case .success(let expected) = general else {
                XCTFail("seed \(seed): '\(text)' parsed on the fast path, the general parser says \(general)")
                continue
            }
            XCTAssertEqual(fast.text, expected.text, "seed \(seed)")
            XCTAssertEqual(fast.segments, expected.segments, "seed \(seed): '\(text)'")
            XCTAssertEqual(fast.queryItems, expected.queryItems, "seed \(seed): '\(text)'")
            XCTAssertEqual(fast.catchAllIndex, expected.catchAllIndex, "seed \(seed): '\(text)'")
        }
        // The comparison means something only if many texts take the fast path.
        XCTAssertGreaterThan(fastPathHits, 3_000)
    }
}
