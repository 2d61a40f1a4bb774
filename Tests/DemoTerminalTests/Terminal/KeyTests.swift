import XCTest

@testable import DemoKit
@testable import DemoTerminal

final class KeyTests: XCTestCase {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var remaining = bytes[...]
        var keys: [Key] = []
        while let key = Key.decode({ remaining.popFirst() }) { keys.append(key) }
        return keys
    }

    private func keys(_ text: String) -> [Key] { keys(Array(text.utf8)) }

    func testDecode_ArrowsHomeEndInEveryEncoding() {
        XCTAssertEqual(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        XCTAssertEqual(keys("\u{1B}OA\u{1B}OD\u{1B}OH\u{1B}OF"), [.up, .left, .home, .end])
        XCTAssertEqual(
            keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~"),
            [.home, .end, .home, .end, .home, .end])
        XCTAssertEqual(keys("\u{1B}[3~"), [.delete])
        XCTAssertEqual(keys([0x01, 0x05, 0x02, 0x06, 0x10, 0x0E]), [.home, .end, .left, .right, .up, .down])
    }

    func testDecode_ControlKeys() {
        XCTAssertEqual(
            keys([0x0D, 0x0A, 0x7F, 0x08, 0x03, 0x04, 0x15, 0x0B, 0x17, 0x07, 0x00]),
            [
                .enter, .enter, .backspace, .backspace, .interrupt, .endOfFile, .killToStart, .killToEnd,
                .deleteWord,
                .ignored, .ignored,
            ])
    }

    /// Escape sequences the editor does not know are swallowed whole, never typed into the line.
    func testDecode_UnknownSequences_ConsumedWhole() {
        XCTAssertEqual(
            keys("h\u{1B}[15~e\u{1B}[200~p\u{1B}xq"),
            [
                .character("h"), .ignored, .character("e"), .ignored, .character("p"), .ignored,
                .character("q"),
            ])
        XCTAssertEqual(keys("\u{1B}"), [.ignored], "a lone ESC at the end of input")
    }

    func testDecode_UTF8AndInvalidBytes() {
        XCTAssertEqual(keys("é日🍮"), [.character("é"), .character("日"), .character("🍮")])
        XCTAssertEqual(keys([0xFF, 0x80, UInt8(ascii: "a")]), [.ignored, .ignored, .character("a")])
        XCTAssertEqual(keys([0xE2, 0x80, 0xAE]), [.ignored], "U+202E is never typed into a line")
        XCTAssertEqual(keys([0xC2, 0x9B]), [.ignored], "nor is the C1 CSI")
    }
}
