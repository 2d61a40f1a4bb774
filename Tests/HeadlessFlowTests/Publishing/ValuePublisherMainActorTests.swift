import Foundation
import HeadlessFlow
import XCTest

/// `sinkOnMainActor`: how a view controller or any main-actor object follows a view-model.
final class ValuePublisherMainActorTests: XCTestCase {
    /// A main-actor object that renders a counter, like a view controller.
    @MainActor
    private final class CounterController {
        var rendered: [Int] = []
        var tokens = Set<ObservationToken>()

        func render(_ count: Int) { rendered.append(count) }
    }

    @MainActor
    func testSinkOnMainActor_CurrentValueThenEverySetOnMain_Synchronously() async {
        let model = CounterViewModel()
        model.count = 3
        let controller = CounterController()

        model.$count.sinkOnMainActor(weakly: controller) { controller, count in controller.render(count) }
            .store(in: &controller.tokens)
        XCTAssertEqual(controller.rendered, [3])
        model.count = 4
        model.count = 5

        XCTAssertEqual(controller.rendered, [3, 4, 5])
    }

    @MainActor
    func testSinkOnMainActor_SetOnAnotherThread_ArrivesOnMainInOrder() async {
        let model = CounterViewModel()
        let controller = CounterController()
        var onMainThread: [Bool] = []
        model.$count.sinkOnMainActor(weakly: controller) { controller, count in
            controller.render(count)
            onMainThread.append(Thread.isMainThread)
        }
        .store(in: &controller.tokens)

        onAnotherThread {
            model.count = 1
            model.count = 2
        }
        // 1 and 2 wait in the main queue: a value set here queues behind them.
        model.count = 3
        XCTAssertEqual(controller.rendered, [0])
        await waitForMainQueue()

        XCTAssertEqual(controller.rendered, [0, 1, 2, 3])
        XCTAssertEqual(onMainThread, [true, true, true, true])
    }

    @MainActor
    func testSinkOnMainActor_OwnerIsHeldWeakly_FreedAndNothingMoreDelivered() async {
        let model = CounterViewModel()
        var deliveries: [Int] = []
        var controller: CounterController? = CounterController()
        weak let weakController = controller
        // The token lives outside the owner, so only the handler could keep the owner alive.
        let token = model.$count.sinkOnMainActor(weakly: controller!) { _, count in deliveries.append(count) }

        controller = nil
        model.count = 1

        XCTAssertNil(weakController)
        XCTAssertEqual(deliveries, [0])
        token.cancel()
    }

    @MainActor
    func testSinkOnMainActor_TokenCancelled_NothingMoreIncludingQueuedValues() async {
        let model = CounterViewModel()
        var received: [Int] = []
        let token = model.$count.sinkOnMainActor { received.append($0) }
        onAnotherThread { model.count = 1 }

        token.cancel()
        model.count = 2
        await waitForMainQueue()

        XCTAssertEqual(received, [0])
    }

    @MainActor
    func testSinkOnMainActor_ValueSetInsideTheHandler_ArrivesAfterIt() async {
        let model = CounterViewModel()
        var received: [Int] = []
        let token = model.$count.sinkOnMainActor { count in
            received.append(count)
            if count == 1 { model.count = 2 }
            received.append(-count)
        }

        model.count = 1
        await waitForMainQueue()

        XCTAssertEqual(received, [0, 0, 1, -1, 2, -2])
        token.cancel()
    }

    /// Returns once everything queued on the main queue before it has run.
    @MainActor
    private func waitForMainQueue() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
