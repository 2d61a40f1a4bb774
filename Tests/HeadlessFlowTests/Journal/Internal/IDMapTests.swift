import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// The journal's ID tables hash their keys with their own mix; these tests hold them to a plain
/// `Dictionary` and `Set` over many seeded random operations.
final class IDMapTests: XCTestCase {
    func testRandomOperations_IDMapAgreesWithAPlainDictionaryAfterEveryOne() {
        var random = SeededRandom(seed: 0x1D_3A9_2026)
        var map: IDMap<[Int]> = [:]
        var plain: [UInt64: [Int]] = [:]
        var failures: [String] = []
        for step in 1...20_000 {
            let id = Self.randomID(&random)
            let value = Int.random(in: 0..<1_000, using: &random)
            let operation = Int.random(in: 0..<7, using: &random)
            switch operation {
            case 0:
                map[id] = [value]
                plain[id] = [value]
            case 1:
                map[id] = nil
                plain[id] = nil
            case 2:
                let old = map.updateValue([value], forKey: id)
                if old != plain.updateValue([value], forKey: id) {
                    failures.append("step \(step): updateValue")
                }
            case 3:
                if map.removeValue(forKey: id) != plain.removeValue(forKey: id) {
                    failures.append("step \(step): removeValue")
                }
            case 4:
                map[id, default: []].append(value)
                plain[id, default: []].append(value)
            case 5:
                // A change in place through an index, as the journal updates a node.
                if let index = map.index(forKey: id) {
                    map.values[index].append(value)
                    plain[id]?.append(value)
                } else if plain[id] != nil {
                    failures.append("step \(step): no index for a present ID")
                }
            default:
                map[id]?.removeAll()
                plain[id]?.removeAll()
            }
            if map[id] != plain[id] || map.count != plain.count || map.isEmpty != plain.isEmpty {
                failures.append(
                    "step \(step): \(id) reads \(String(describing: map[id])), not \(String(describing: plain[id]))"
                )
            }
            if step.isMultiple(of: 500) {
                if map.dictionary != plain { failures.append("step \(step): the contents differ") }
                if map.ids.sorted() != plain.keys.sorted() { failures.append("step \(step): the IDs differ") }
            }
            if !failures.isEmpty { break }
        }
        XCTAssertEqual(failures, [])
        XCTAssertGreaterThan(plain.count, 100)
    }

    func testRandomOperations_IDSetAgreesWithAPlainSetAfterEveryOne() {
        var random = SeededRandom(seed: 0x5E7_2026)
        var set: IDSet = []
        var plain: Set<UInt64> = []
        var failures: [String] = []
        for step in 1...20_000 {
            let id = Self.randomID(&random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let inserted = set.insert(id)
                let expected = plain.insert(id)
                if inserted.inserted != expected.inserted
                    || inserted.memberAfterInsert != expected.memberAfterInsert
                {
                    failures.append("step \(step): insert")
                }
            case 1:
                if set.remove(id) != plain.remove(id) { failures.append("step \(step): remove") }
            default:
                if set.contains(id) != plain.contains(id) { failures.append("step \(step): contains") }
            }
            if set.count != plain.count || set.isEmpty != plain.isEmpty {
                failures.append("step \(step): count \(set.count), not \(plain.count)")
            }
            if step.isMultiple(of: 500), Array(set).sorted() != plain.sorted() {
                failures.append("step \(step): the members differ")
            }
            if !failures.isEmpty { break }
        }
        XCTAssertEqual(failures, [])
        XCTAssertGreaterThan(plain.count, 100)
    }

    func testRawHash_SequentialIDs_FillATableWithoutClustering() {
        // The library's IDs are counters: 4,096 of them in a table of 8,192 buckets (the low 13
        // bits of the hash, as a dictionary takes them) land in about as many buckets as random
        // keys would (1 - e^-0.5 of the table, 3,223), not in runs.
        let seed = 0x2545_F491
        var buckets = Set<Int>()
        for id in UInt64(1)...4_096 { buckets.insert(JournalID(id)._rawHashValue(seed: seed) & 8_191) }
        XCTAssertGreaterThan(buckets.count, 3_100)
        XCTAssertEqual(JournalID(42)._rawHashValue(seed: seed), JournalID(42)._rawHashValue(seed: seed))
        XCTAssertNotEqual(
            JournalID(42)._rawHashValue(seed: seed), JournalID(42)._rawHashValue(seed: seed + 1))
    }

    /// IDs as the library hands them out (small counters, mostly) and a few arbitrary ones.
    private static func randomID(_ random: inout SeededRandom) -> UInt64 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: UInt64.random(in: 0...UInt64.max, using: &random)
        case 1: UInt64.random(in: 0..<64, using: &random) << 32
        default: UInt64.random(in: 0..<600, using: &random)
        }
    }
}
