import Foundation
import HeadlessFlow
import XCTest

@testable import HeadlessFlowFuzzing

/// The fuzzer's checks, run on its seeds in the test suite: the valid ones restore (and restore
/// again to an equal tree), the broken ones are refused with the window untouched. A broken
/// invariant stops the process, as it does under libFuzzer.
final class SnapshotFuzzEntryTests: XCTestCase {
    @MainActor func testSeeds_ValidOnesRestoreAndBrokenOnesAreRefused() async throws {
        let seeds = try SnapshotFuzzEntry.seeds()
        XCTAssertGreaterThanOrEqual(seeds.count, 10)
        var outcomes: [String: Bool] = [:]
        for (name, data) in seeds {
            outcomes[name] = data.withUnsafeBytes { SnapshotFuzzEntry.run($0.bindMemory(to: UInt8.self)) }
        }
        XCTAssertEqual(
            outcomes.filter(\.value).keys.sorted(),
            seeds.map(\.name).filter { !$0.hasPrefix("broken") }.sorted())
    }

    @MainActor func testSeeds_CommittedFilesMatchWhatTheEntryWrites() async throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/SnapshotFuzzer/seeds").standardizedFileURL
        for (name, data) in try SnapshotFuzzEntry.seeds() {
            let committed = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
            XCTAssertEqual(committed, data, "\(name).json is stale: run SnapshotFuzzer --write-seeds")
        }
    }
}
