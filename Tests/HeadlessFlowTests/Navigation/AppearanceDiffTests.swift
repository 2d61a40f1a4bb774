import XCTest

@testable import HeadlessFlow

final class AppearanceDiffTests: XCTestCase {
    private final class Node {}

    func testDiff_SharedPrefix_OnlyTailsChange() {
        let bar = Node()
        let first = Node()
        let second = Node()
        let diff = AppearanceDiff(from: [bar, first], to: [bar, second])
        XCTAssertEqual(diff.disappearing.map(ObjectIdentifier.init), [ObjectIdentifier(first)])
        XCTAssertEqual(diff.appearing.map(ObjectIdentifier.init), [ObjectIdentifier(second)])
    }

    func testDiff_SameChain_NothingChanges() {
        let nodes = [Node(), Node()]
        let diff = AppearanceDiff(from: nodes, to: nodes)
        XCTAssertTrue(diff.disappearing.isEmpty)
        XCTAssertTrue(diff.appearing.isEmpty)
    }

    func testDiff_FromNothing_EverythingAppearsOutermostFirst() {
        let nodes = [Node(), Node(), Node()]
        let diff = AppearanceDiff(from: [], to: nodes)
        XCTAssertEqual(diff.appearing.map(ObjectIdentifier.init), nodes.map(ObjectIdentifier.init))
        XCTAssertTrue(diff.disappearing.isEmpty)
    }

    func testDiff_ScreenMovesWithinChain_GetsNoCallbacks() {
        let a = Node()
        let b = Node()
        let diff = AppearanceDiff(from: [a, b], to: [b])
        XCTAssertEqual(diff.disappearing.map(ObjectIdentifier.init), [ObjectIdentifier(a)])
        XCTAssertTrue(diff.appearing.isEmpty)
    }
}
