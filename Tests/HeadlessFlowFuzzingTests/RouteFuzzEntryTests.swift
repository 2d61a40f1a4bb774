import HeadlessFlow
import XCTest

@testable import HeadlessFlowFuzzing

/// The fuzzer's entry point on known inputs. Inputs libFuzzer ever finds crashing go in
/// `hostileInputs`.
final class RouteFuzzEntryTests: XCTestCase {
    private func run(_ text: String) -> Int {
        Array(text.utf8).withUnsafeBufferPointer { RouteFuzzEntry.run($0) }
    }

    func testRun_PatternsThenURLs_ResolvesInEveryTable() {
        let input = """
            items/{id}
            items/new
            files/**

            demo://app/items/42
            demo://items/new
            demo:/files/a/b
            https://example.com/items/7?x=1
            """
        // The first URL in the .only table; the second in .firstPathSegment; the third in
        // .noHost; the fourth in .only.
        XCTAssertEqual(run(input), 4)
    }

    func testRun_HostileInputs_DoNotCrash() {
        let hostileInputs = [
            "",
            "\n\n",
            "{\n{}\n**/**\n*/**\n/\n//\n?\n?a={a?}&a={b}\n\ndemo:\ndemo:/\ndemo://\ndemo:%",
            "**\n\ndemo:/%C3\ndemo:/%ED%A0%80\ndemo://app/%",
            String(repeating: "{a}/", count: 500) + "\n\ndemo:/" + String(repeating: "a/", count: 500),
            "a\u{0}b\n\ndemo:/a\u{0}b",
        ]
        for input in hostileInputs {
            _ = run(input)
        }
    }
}
