import Foundation
import HeadlessFlow
import XCTest

@testable import HeadlessFlowFuzzing

/// The fuzzer's entry point on known inputs. Inputs libFuzzer ever finds crashing go in
/// `hostileInputs` (none so far; see Docs/SceneFiles.md for the runs).
final class SceneFuzzEntryTests: XCTestCase {
    private func run(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { SceneFuzzEntry.run($0) }
    }

    func testRun_FixtureScenes_BuildEveryElement() throws {
        // The scene fixtures of the core's tests, which the fuzzer also starts its corpus from.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../HeadlessFlowTests/Fixtures/Scenes/LoginScreen.json").standardized
        XCTAssertEqual(run(Array(try Data(contentsOf: url))), 7)
    }

    func testRun_HostileInputs_AreRejectedWithoutCrashing() {
        let hostileInputs: [[UInt8]] = [
            [],
            [0xEF, 0xBB],
            Array(String(repeating: "[", count: 200_000).utf8),
            Array(String(repeating: "{\"a\":", count: 10_000).utf8),
            Array(#"{"version": 1, "elements": [{"kind": "list", "id": "l", "items": [[[[]]]]}]}"#.utf8),
            Array(#"{"version": 99999999999999999999, "elements": []}"#.utf8),
            Array(#"{"version": -1, "elements": []}"#.utf8),
            Array(#"["\ud800\u0041"]"#.utf8),
            [UInt8(ascii: "\"")] + [UInt8](repeating: 0xC3, count: 100) + [UInt8(ascii: "\"")],
        ]
        XCTAssertEqual(hostileInputs.map(run), [Int](repeating: -1, count: hostileInputs.count))
    }
}
