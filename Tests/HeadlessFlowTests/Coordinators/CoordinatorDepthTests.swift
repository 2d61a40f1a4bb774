import HeadlessFlow
import XCTest

/// Nothing in the tree recurses per level: very deep trees build, finish and free without
/// exhausting the stack. (How costs grow with depth is measured by the benchmark executable.)
final class CoordinatorDepthTests: XCTestCase {
    @MainActor func testFinish_TreeOneHundredThousandDeep_FinishesInnermostFirstWithoutStackOverflow()
        async throws
    {
        let depth = 100_000
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation, screens: 1)
        try root.startAsRoot(animated: false)
        var finishOrder: [Int] = []
        weak var weakLeaf: StepsCoordinator?
        var leaf = root
        for level in 1...depth {
            let next = StepsCoordinator("level", navigation: navigation, screens: 1)
            try leaf.start(child: next, animated: false) { _ in finishOrder.append(level) }
            leaf = next
        }
        weakLeaf = leaf
        leaf = root
        XCTAssertEqual(navigation.screens.count, depth + 1)
        let recorder = EventRecorder(navigation)

        try XCTUnwrap(root.child).finish(animated: true)

        XCTAssertNil(root.child)
        XCTAssertEqual(navigation.screens.map(\.title), ["root0"])
        XCTAssertEqual(finishOrder.count, depth)
        XCTAssertEqual(finishOrder.first, depth, "the innermost flow finishes first")
        XCTAssertEqual(finishOrder.last, 1)
        XCTAssertTrue(zip(finishOrder, finishOrder.dropFirst()).allSatisfy { $0 == $1 + 1 })
        XCTAssertEqual(recorder.events.count, 1, "one transition: the pops merge into one event")
        XCTAssertEqual(recorder.events.first?.animated, true)
        if case .popped(let screens) = recorder.events.first?.change {
            XCTAssertEqual(screens.count, depth)
        } else {
            XCTFail("expected one popped event, got \(recorder.changes.prefix(3))")
        }
        XCTAssertNil(weakLeaf, "the deepest coordinator is freed")
    }
}
