import HeadlessFlowTesting
import XCTest

final class SeededRandomTests: XCTestCase {
    func testNext_SeedZero_GivesSplitMix64ReferenceSequence() {
        var random = SeededRandom(seed: 0)
        // The published SplitMix64 outputs for seed 0.
        XCTAssertEqual(
            (0..<3).map { _ in random.next() },
            [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    func testNext_SameSeed_RepeatsAndOtherSeedDiffers() {
        var first = SeededRandom(seed: 20_261_125)
        var again = SeededRandom(seed: 20_261_125)
        var other = SeededRandom(seed: 20_261_126)
        let firstValues = (0..<8).map { _ in first.next() }
        XCTAssertEqual((0..<8).map { _ in again.next() }, firstValues)
        XCTAssertNotEqual((0..<8).map { _ in other.next() }, firstValues)
    }
}
