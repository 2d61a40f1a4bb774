import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Observers that cancel, subscribe or set the property from inside their own callback.
final class ObservableReentrancyTests: XCTestCase {
    func testCancel_ObserverCancelsItself_ReceivesNothingMoreEvenFromQueuedValues() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<String>()
        let box = TokenBox()
        let other = model.$count.sink { value in
            recorder.append("other \(value)")
            if value == 1 { model.count = 2 }  // queued behind the current delivery
        }
        box.token = model.$count.sink { value in
            recorder.append("self \(value)")
            if value == 1 { box.token?.cancel() }
        }

        model.count = 1

        XCTAssertEqual(recorder.values, ["other 0", "self 0", "other 1", "self 1", "other 2"])
        XCTAssertEqual(box.token?.isCancelled, true)
        withExtendedLifetime(other) {}
    }

    func testCancel_ObserverCancelsLaterObserver_LaterObserverSkippedForCurrentValue() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<String>()
        let box = TokenBox()
        let first = model.$count.sink { value in
            recorder.append("first \(value)")
            if value == 1 { box.token?.cancel() }
        }
        box.token = model.$count.sink { recorder.append("second \($0)") }

        model.count = 1
        model.count = 2

        XCTAssertEqual(recorder.values, ["first 0", "second 0", "first 1", "first 2"])
        withExtendedLifetime(first) {}
    }

    func testCancel_ObserverCancelsEarlierObserver_EarlierObserverMissesLaterValues() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<String>()
        let box = TokenBox()
        box.token = model.$count.sink { recorder.append("first \($0)") }
        let second = model.$count.sink { value in
            recorder.append("second \(value)")
            if value == 1 { box.token?.cancel() }
        }

        model.count = 1
        model.count = 2

        XCTAssertEqual(recorder.values, ["first 0", "second 0", "first 1", "second 1", "second 2"])
        withExtendedLifetime(second) {}
    }

    func testSubscribe_InsideCallback_NewObserverGetsCurrentValueAtOnceThenLaterValues() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<String>()
        let box = TokenBox()
        let outer = model.$count.sink { value in
            recorder.append("outer \(value)")
            if value == 1 {
                box.token = model.$count.sink { recorder.append("inner \($0)") }
                recorder.append("subscribed")
            }
        }

        model.count = 1
        model.count = 2

        XCTAssertEqual(
            recorder.values,
            ["outer 0", "outer 1", "inner 1", "subscribed", "outer 2", "inner 2"]
        )
        withExtendedLifetime(outer) {}
    }

    func testSubscribe_InsideCallbackAfterQueuedSets_NewObserverNeverSeesOlderValue() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<String>()
        let box = TokenBox()
        let outer = model.$count.sink { value in
            recorder.append("outer \(value)")
            if value == 1 {
                model.count = 2
                model.count = 3
                box.token = model.$count.sink { recorder.append("inner \($0)") }
            }
        }

        model.count = 1

        XCTAssertEqual(
            recorder.values,
            ["outer 0", "outer 1", "inner 3", "outer 2", "outer 3"]
        )
        withExtendedLifetime(outer) {}
    }

    func testSet_InsideCallback_QueuedSoEveryObserverSeesSameOrder() {
        let model = CounterViewModel()
        let first = ValueRecorder<Int>()
        let second = ValueRecorder<Int>()
        let events = ValueRecorder<String>()
        let tokens = [
            model.$count.sink { value in
                first.append(value)
                events.append("first \(value)")
                if value == 1 { model.count = 10 }
            },
            model.$count.sink { value in
                second.append(value)
                events.append("second \(value)")
                if value == 1 { model.count = 20 }
            },
        ]

        model.count = 1

        XCTAssertEqual(first.values, [0, 1, 10, 20])
        XCTAssertEqual(second.values, [0, 1, 10, 20])
        XCTAssertEqual(
            events.values,
            ["first 0", "second 0", "first 1", "second 1", "first 10", "second 10", "first 20", "second 20"]
        )
        XCTAssertEqual(model.count, 20)
        withExtendedLifetime(tokens) {}
    }

    func testSet_InsideEveryCallback_NoRecursionAtAnyDepth() {
        let model = CounterViewModel()
        let depth = ValueRecorder<Int>()
        let nesting = NestingCounter()
        // Subscribing delivers 0, whose observer sets 1, whose observer sets 2, and so on.
        let token = model.$count.sink { value in
            depth.append(nesting.enter())
            if value < 10_000 { model.count = value + 1 }
            nesting.leave()
        }

        XCTAssertEqual(model.count, 10_000)
        XCTAssertEqual(depth.values.count, 10_001)
        XCTAssertEqual(Set(depth.values), [1], "an observer ran inside another delivery")
        withExtendedLifetime(token) {}
    }

    func testSet_FromOtherThreadWhileDelivering_QueuesWithoutDeadlock() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$count.sink { value in
            recorder.append(value)
            // The other thread finds a delivery running and must not wait for it.
            if value == 1 { onAnotherThread { model.count = 2 } }
        }

        model.count = 1

        XCTAssertEqual(recorder.values, [0, 1, 2])
        withExtendedLifetime(token) {}
    }

    func testSubscribeAndCancel_FromOtherThreadWhileDelivering_NoDeadlockAndOrderKept() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<String>()
        let box = TokenBox()
        let outer = model.$count.sink { value in
            recorder.append("outer \(value)")
            guard value == 1 else { return }
            onAnotherThread {
                box.token = model.$count.sink { recorder.append("inner \($0)") }
            }
            recorder.append("subscribed elsewhere")
            model.count = 2
        }

        model.count = 1
        onAnotherThread { box.token?.cancel() }
        model.count = 3

        // Another thread's subscriber gets its first value from the delivering thread, right
        // after the running delivery and before any later value.
        XCTAssertEqual(
            recorder.values,
            ["outer 0", "outer 1", "subscribed elsewhere", "inner 1", "outer 2", "inner 2", "outer 3"]
        )
        withExtendedLifetime(outer) {}
    }
}

/// Counts how deeply observer callbacks are nested on the current call stack.
private final class NestingCounter: @unchecked Sendable {
    private var depth = 0

    func enter() -> Int {
        depth += 1
        return depth
    }

    func leave() {
        depth -= 1
    }
}
