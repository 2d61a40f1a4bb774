import Foundation
import XCTest

@testable import DemoKit

final class SafeTextTests: XCTestCase {
    /// True when `text` holds nothing a terminal would act on.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: SafeText.needsReplacing)
    }

    func testVisible_HostileStrings_EveryControlShownAndNoneLeft() {
        let cases: [(String, String)] = [
            ("Pen", "Pen"),
            ("Crème brûlée 🍮 日本", "Crème brûlée 🍮 日本"),
            // OSC: set the window title, ended by BEL, then CSI: red background.
            ("\u{1B}]0;pwned\u{07}\u{1B}[41mPen", "␛]0;pwned␇␛[41mPen"),
            // OSC ended by ST (ESC \), and an 8-bit CSI (U+009B).
            ("\u{1B}]8;;http://x\u{1B}\\link", "␛]8;;http://x␛\\link"),
            ("a\u{9B}31mb\u{85}c\u{80}d\u{9F}", "a<U+009B>31mb<U+0085>c<U+0080>d<U+009F>"),
            ("nul\u{0}del\u{7F}", "nul␀del␡"),
            ("over\rwrite\nnext\tline", "over␍write␊next␉line"),
            ("\r\n", "␍␊"),
            ("abc\u{202E}fdp.exe", "abc<U+202E>fdp.exe"),
            ("\u{2066}x\u{2069}\u{200F}\u{061C}", "<U+2066>x<U+2069><U+200F><U+061C>"),
            ("line\u{2028}break", "line<U+2028>break"),
            ("\u{1B}", "␛"),
            ("", ""),
        ]
        for (hostile, shown) in cases {
            let visible = SafeText.visible(hostile)
            XCTAssertEqual(visible, shown, hostile.debugDescription)
            XCTAssertTrue(Self.isInert(visible), hostile.debugDescription)
            XCTAssertEqual(SafeText.visible(visible), visible, "applying the rule twice changes nothing")
        }
    }

    func testVisible_EveryScalarBelowA0_NoControlSurvives() {
        for value in UInt32(0)..<0xA0 {
            let text = String(Unicode.Scalar(value)!)
            let visible = SafeText.visible(text)
            XCTAssertTrue(Self.isInert(visible), "U+\(String(value, radix: 16))")
            XCTAssertFalse(visible.isEmpty, "a control is shown, not dropped")
            if (0x20..<0x7F).contains(value) { XCTAssertEqual(visible, text) }
        }
    }

    func testVisibleLines_KeepsOwnLineBreaksOnly() {
        XCTAssertEqual(SafeText.visibleLines("a\u{1B}[2J\nb\rc"), "a␛[2J\nb␍c")
    }

    func testVisibleLimit_LongInput_CutWithMarker() {
        let long = String(repeating: "x", count: 5_000)
        XCTAssertEqual(SafeText.visible(long, limit: 10), "xxxxxxxxxx… (4990 more characters)")
        XCTAssertEqual(SafeText.visible("short\u{7}", limit: 10), "short␇")
    }
}
