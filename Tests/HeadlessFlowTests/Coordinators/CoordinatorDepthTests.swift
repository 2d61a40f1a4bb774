import HeadlessFlow
import HeadlessFlowTesting
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
        // Held until the lines are checked: the recorder names a freed screen by its ID.
        let levelScreens = Array(navigation.screens.dropFirst())
        let recorder = recordNavigation(navigation)

        try XCTUnwrap(root.child).finish(animated: true)

        XCTAssertNil(root.child)
        XCTAssertEqual(navigation.screens.map(\.title), ["root0"])
        XCTAssertEqual(finishOrder.count, depth)
        XCTAssertEqual(finishOrder.first, depth, "the innermost flow finishes first")
        XCTAssertEqual(finishOrder.last, 1)
        XCTAssertTrue(zip(finishOrder, finishOrder.dropFirst()).allSatisfy { $0 == $1 + 1 })
        // One transition: the pops merge into one event.
        let popped = Array(repeating: #""level0""#, count: depth).joined(separator: ", ")
        recorder.assert([
            "popped \(popped)", #"willDisappear "level0""#, #"willAppear "root0""#, #"didDisappear "level0""#,
            #"didAppear "root0""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [true])
        XCTAssertEqual(recorder.recordedEvents.map(\.change), [.popped(ScreenIDs(levelScreens.map(\.id)))])
        XCTAssertNil(weakLeaf, "the deepest coordinator is freed")
    }
}
