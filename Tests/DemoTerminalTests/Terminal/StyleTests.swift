import XCTest

@testable import DemoKit
@testable import DemoTerminal

final class StyleTests: XCTestCase {
    func testDetect_TerminalAndNoColor_Matrix() {
        XCTAssertEqual(Style.detect(stdoutIsTerminal: true, environment: [:]), .colored)
        XCTAssertEqual(Style.detect(stdoutIsTerminal: false, environment: [:]), .plain)
        XCTAssertEqual(Style.detect(stdoutIsTerminal: true, environment: ["NO_COLOR": "1"]), .plain)
        // no-color.org: an empty NO_COLOR does not count.
        XCTAssertEqual(Style.detect(stdoutIsTerminal: true, environment: ["NO_COLOR": ""]), .colored)
        XCTAssertEqual(Style.detect(stdoutIsTerminal: true, environment: ["TERM": "dumb"]), .plain)
        XCTAssertEqual(
            Style.detect(stdoutIsTerminal: true, environment: ["TERM": "xterm-256color"]), .colored)
    }

    func testPlain_NoEscapeCodes_ColoredWrapsAndResets() {
        XCTAssertEqual(Style.plain.error("x"), "x")
        XCTAssertEqual(Style.colored.error("x"), "\u{1B}[31mx\u{1B}[0m")
        XCTAssertEqual(Style.colored.title(""), "", "nothing to colour, no codes")
    }
}
