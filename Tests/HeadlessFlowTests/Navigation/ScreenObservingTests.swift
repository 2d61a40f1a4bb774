import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import Testing
import XCTest

final class ScreenObservingTests: XCTestCase {
    /// A screen that renders a counter.
    private final class CounterScreen: Screen {
        var rendered: [Int] = []
        var renderedOnMainThread: [Bool] = []

        func render(_ count: Int) {
            rendered.append(count)
            renderedOnMainThread.append(Thread.isMainThread)
        }
    }

    @MainActor
    func testObserve_ScreenPassedIn_DeliversCurrentValueThenChangesSynchronously() async {
        let model = CounterViewModel()
        model.count = 3
        let screen = CounterScreen()

        screen.observe(model.$count) { screen, count in screen.render(count) }
        XCTAssertEqual(screen.rendered, [3])
        model.count = 4

        XCTAssertEqual(screen.rendered, [3, 4])
        XCTAssertEqual(screen.renderedOnMainThread, [true, true])
    }

    @MainActor
    func testObserve_ValueOnlyHandler_DeliversCurrentValueThenChanges() async {
        let model = CounterViewModel()
        let screen = CounterScreen()
        var received: [Int] = []

        screen.observe(model.$count) { count in received.append(count) }
        model.count = 1

        XCTAssertEqual(received, [0, 1])
    }

    @MainActor
    func testObserve_SetOnBackgroundThread_DeliveredOnMainInOrder() async {
        let model = CounterViewModel()
        let screen = CounterScreen()
        screen.observe(model.$count) { screen, count in screen.render(count) }

        onAnotherThread {
            model.count = 1
            model.count = 2
        }
        // Values 1 and 2 wait in the main queue: a value set here must queue behind them.
        model.count = 3
        XCTAssertEqual(screen.rendered, [0])
        await waitForMainQueue()

        XCTAssertEqual(screen.rendered, [0, 1, 2, 3])
        XCTAssertEqual(screen.renderedOnMainThread, [true, true, true, true])
    }

    @MainActor
    func testRemoveObservers_ThenSet_NothingMoreIncludingQueuedHops() async {
        let model = CounterViewModel()
        let screen = CounterScreen()
        screen.observe(model.$count) { screen, count in screen.render(count) }
        onAnotherThread { model.count = 1 }

        screen.removeObservers()
        model.count = 2
        await waitForMainQueue()

        XCTAssertEqual(screen.rendered, [0])
    }

    @MainActor
    func testObserve_TokenCancelled_EndsOnlyThatObservation() async {
        let model = CounterViewModel()
        let screen = CounterScreen()
        var other: [Int] = []
        let token = screen.observe(model.$count) { screen, count in screen.render(count) }
        screen.observe(model.$count) { count in other.append(count) }

        token.cancel()
        model.count = 1

        XCTAssertEqual(screen.rendered, [0])
        XCTAssertEqual(other, [0, 1])
    }

    @MainActor
    func testObserve_ScreenReleased_DeallocatesAndReceivesNothingMore() async {
        let model = CounterViewModel()
        let rendered = ValueRecorder<Int>()
        weak var weakScreen: CounterScreen?
        do {
            let screen = CounterScreen()
            weakScreen = screen
            screen.observe(model.$count) { screen, count in
                screen.render(count)
                rendered.append(count)
            }
            screen.observe(model.$count) { [weak screen] count in
                screen?.render(count)
                rendered.append(count)
            }
            model.count = 1
        }

        XCTAssertNil(weakScreen, "an observer kept its screen alive")
        model.count = 2
        onAnotherThread { model.count = 3 }
        await waitForMainQueue()

        XCTAssertEqual(rendered.values, [0, 0, 1, 1])
    }

    @MainActor
    func testObserve_ScreenReleasedWhileValueWaitsInMainQueue_ValueDropped() async {
        let model = CounterViewModel()
        let rendered = ValueRecorder<Int>()
        var screen: CounterScreen? = CounterScreen()
        weak let weakScreen = screen
        screen?.observe(model.$count) { _, count in rendered.append(count) }

        onAnotherThread { model.count = 1 }
        screen = nil
        await waitForMainQueue()

        XCTAssertNil(weakScreen)
        XCTAssertEqual(rendered.values, [0])
    }

    @MainActor
    func testObserve_ThroughOperators_DeliversTransformedValues() async {
        let model = CounterViewModel()
        let screen = CounterScreen()

        screen.observe(model.$count.map { $0 * 2 }.removeDuplicates()) { screen, count in
            screen.render(count)
        }
        model.count = 1
        model.count = 1

        XCTAssertEqual(screen.rendered, [0, 2])
    }

    @MainActor
    func testObserve_MainActorViewModel_DeliversTitles() async {
        let model = FoundationMainActorViewModel()
        let screen = CounterScreen()

        screen.observe(model.$title) { screen, title in screen.title = title }
        XCTAssertEqual(screen.title, "draft")
        model.title = "final"

        XCTAssertEqual(screen.title, "final")
    }

    /// Returns once the main queue has run everything submitted before this call.
    @MainActor
    private func waitForMainQueue() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}

/// Under Swift Testing on Linux a `@MainActor` test runs on the main queue but not on the main
/// thread (the runner has parked it in `dispatchMain()`); values still arrive at once, in order.
@Suite struct ScreenObservingSwiftTestingTests {
    @Test @MainActor func observe_InAMainActorTest_DeliversCurrentValueThenChangesAtOnce() {
        let model = CounterViewModel()
        model.count = 3
        let screen = Screen(title: "Counter")
        var rendered: [Int] = []

        screen.observe(model.$count) { _, count in rendered.append(count) }
        #expect(rendered == [3])
        model.count = 4
        model.count = 5

        #expect(rendered == [3, 4, 5])
    }
}
