import XCTest

@testable import DemoKit
@testable import DemoTerminal

final class LineBufferTests: XCTestCase {
    private func type(_ text: String, into buffer: inout LineBuffer) {
        for character in text { XCTAssertEqual(buffer.apply(.character(character)), .editing) }
    }

    func testEditing_CursorMovesAndInsertsWhereItIs() {
        var buffer = LineBuffer()
        type("hep", into: &buffer)
        _ = buffer.apply(.left)
        _ = buffer.apply(.left)
        type("l", into: &buffer)
        XCTAssertEqual(buffer.text, "hlep")
        _ = buffer.apply(.home)
        type(">", into: &buffer)
        _ = buffer.apply(.end)
        _ = buffer.apply(.backspace)
        XCTAssertEqual(buffer.text, ">hle")
        _ = buffer.apply(.home)
        _ = buffer.apply(.delete)
        _ = buffer.apply(.right)
        _ = buffer.apply(.killToEnd)
        XCTAssertEqual(buffer.text, "h")
        for _ in 0..<5 { _ = buffer.apply(.left) }
        XCTAssertEqual(buffer.cursor, 0, "left stops at the start")
        _ = buffer.apply(.backspace)
        XCTAssertEqual(buffer.text, "h")
        XCTAssertEqual(buffer.apply(.enter), .submitted("h"))
    }

    func testEditing_KillAndDeleteWord() {
        var buffer = LineBuffer()
        type("set name  Big Ruler", into: &buffer)
        _ = buffer.apply(.deleteWord)
        XCTAssertEqual(buffer.text, "set name  Big ")
        _ = buffer.apply(.deleteWord)
        XCTAssertEqual(buffer.text, "set name  ")
        _ = buffer.apply(.left)
        _ = buffer.apply(.killToStart)
        XCTAssertEqual(buffer.text, " ")
        XCTAssertEqual(buffer.cursor, 0)
    }

    func testHistory_UpAndDown_WalkThisRunsLinesAndKeepTheDraft() {
        var buffer = LineBuffer()
        for line in ["1", "tree", "tree", "", "help"] { buffer.remember(line) }
        XCTAssertEqual(buffer.history, ["1", "tree", "help"], "no empty lines, no repeats")
        buffer.startLine()
        type("dra", into: &buffer)
        _ = buffer.apply(.up)
        XCTAssertEqual(buffer.text, "help")
        _ = buffer.apply(.up)
        _ = buffer.apply(.up)
        _ = buffer.apply(.up)
        XCTAssertEqual(buffer.text, "1", "up stops at the oldest line")
        _ = buffer.apply(.down)
        XCTAssertEqual(buffer.text, "tree")
        XCTAssertEqual(buffer.cursor, 4)
        _ = buffer.apply(.down)
        _ = buffer.apply(.down)
        XCTAssertEqual(buffer.text, "dra", "down past the newest line brings the draft back")
        _ = buffer.apply(.down)
        XCTAssertEqual(buffer.text, "dra")
    }

    func testControlKeys_EndOfFileOnlyOnAnEmptyLine_InterruptAlways() {
        var buffer = LineBuffer()
        XCTAssertEqual(buffer.apply(.endOfFile), .endOfInput)
        type("ab", into: &buffer)
        _ = buffer.apply(.home)
        XCTAssertEqual(buffer.apply(.endOfFile), .editing, "Ctrl-D deletes under the cursor")
        XCTAssertEqual(buffer.text, "b")
        XCTAssertEqual(buffer.apply(.interrupt), .interrupted)
        XCTAssertEqual(buffer.apply(.ignored), .editing)
        XCTAssertEqual(buffer.text, "b")
    }
}
