import XCTest

@testable import DemoKit
@testable import DemoTerminal

final class TextWrapperTests: XCTestCase {
    func testWrapLine_AtWordBoundaries_ContinuationIndented() {
        XCTAssertEqual(
            TextWrapper.wrapLine("  Every screen here is drawn from a headless model", width: 20),
            ["  Every screen here", "    is drawn from a", "    headless model"])
        XCTAssertEqual(TextWrapper.wrapLine("short", width: 20), ["short"])
        XCTAssertEqual(
            TextWrapper.wrapLine(String(repeating: "a", count: 20), width: 20),
            [String(repeating: "a", count: 20)])
    }

    func testWrapLine_TwoColumns_HangsUnderTheSecond() {
        XCTAssertEqual(
            TextWrapper.wrapLine("  back     go back, as the back button would", width: 28),
            ["  back     go back, as the", "           back button would"])
    }

    func testWrapLine_LongWord_CutNeverLost() {
        let word = String(repeating: "x", count: 50)
        let lines = TextWrapper.wrapLine("name: " + word, width: 20)
        XCTAssertTrue(lines.allSatisfy { TextWrapper.columns(of: $0) <= 20 }, "\(lines)")
        XCTAssertEqual(lines.joined().filter { $0 == "x" }.count, 50)
    }

    /// Colour codes take no columns, and survive the wrap.
    func testWrap_ColouredText_WidthIgnoresEscapes() {
        let text = Style.colored.dim("path: Login > Menu[Items] > Items Home > Items")
        let lines = TextWrapper.wrap(text, width: 30).split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines.allSatisfy { TextWrapper.columns(of: $0) <= 30 })
        XCTAssertEqual(
            TextWrapper.wrap(text, width: 30).replacingOccurrences(of: "\n  ", with: " "), text,
            "only a break and an indent are added")
    }

    func testColumns_WideAndCombiningCharacters() {
        XCTAssertEqual(TextWrapper.columns(of: "日本"), 4)
        XCTAssertEqual(TextWrapper.columns(of: "e\u{301}"), 1)
        XCTAssertEqual(TextWrapper.columns(of: "\u{1B}[1;36mab\u{1B}[0m"), 2)
        XCTAssertEqual(TextWrapper.wrapLine("日本語 日本語 日本語", width: 20), ["日本語 日本語 日本語"])
        XCTAssertEqual(TextWrapper.wrapLine("日本語日本語 日本語日本語", width: 20), ["日本語日本語", "  日本語日本語"])
    }

    /// The terminal's size wins; COLUMNS counts only when it is a sensible number.
    func testWidth_TerminalThenColumnsThenNone() {
        XCTAssertEqual(TextWrapper.width(terminalColumns: 100, environment: ["COLUMNS": "40"]), 100)
        XCTAssertEqual(TextWrapper.width(terminalColumns: nil, environment: ["COLUMNS": "40"]), 40)
        XCTAssertEqual(TextWrapper.width(terminalColumns: 5, environment: [:]), TextWrapper.minimumWidth)
        for hostile in ["", "abc", "-5", "0", "99999999999999999999", "40x", " 40"] {
            XCTAssertNil(TextWrapper.width(terminalColumns: nil, environment: ["COLUMNS": hostile]), hostile)
        }
        XCTAssertNil(TextWrapper.width(terminalColumns: nil, environment: [:]))
    }
}
