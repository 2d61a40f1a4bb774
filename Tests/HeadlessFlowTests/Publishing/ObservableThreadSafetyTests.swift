import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Sets, subscriptions and cancellations from several threads at once. `.ci/run` also runs this
/// class under ThreadSanitizer.
final class ObservableThreadSafetyTests: XCTestCase {
    private let writers = 4
    private let setsPerWriter = 1_000
    private let churners = 2
    private let subscriptionsPerChurner = 150

    func testConcurrentSetsAndSubscriptions_EveryObserverSeesOneConsistentHistory() {
        let model = CounterViewModel()
        let first = SerialRecorder()
        let second = SerialRecorder()
        let permanent = [model.$count.sink(first.observer), model.$count.sink(second.observer)]
        let transient = ValueRecorder<SerialRecorder>()
        let late = ValueRecorder<SerialRecorder>()
        let lateTokens = ValueRecorder<ObservationToken>()
        let setsPerWriter = setsPerWriter
        let subscriptionsPerChurner = subscriptionsPerChurner

        var jobs: [@Sendable () -> Void] = []
        for writer in 0..<writers {
            jobs.append {
                for sequence in 1...setsPerWriter { model.count = writer * 1_000_000 + sequence }
            }
        }
        for _ in 0..<churners {
            jobs.append {
                for round in 0..<subscriptionsPerChurner {
                    let recorder = SerialRecorder()
                    let token = model.$count.sink(recorder.observer)
                    if round % 10 == 0 {
                        // Subscribed mid-stress and kept: must still be live at the end.
                        late.append(recorder)
                        lateTokens.append(token)
                    } else {
                        token.cancel()
                        transient.append(recorder)
                    }
                }
            }
        }
        runConcurrently(jobs)

        let history = first.values
        XCTAssertEqual(history.count, 1 + writers * setsPerWriter, "a value was lost or doubled")
        XCTAssertEqual(second.values, history, "two observers saw different orders")
        XCTAssertEqual(history.first, 0)
        XCTAssertEqual(history.last, model.count, "the final value was not delivered last")
        for writer in 0..<writers {
            let own = history.filter { $0 / 1_000_000 == writer && $0 != 0 }.map { $0 % 1_000_000 }
            XCTAssertEqual(own, Array(1...setsPerWriter), "writer \(writer)'s values out of order")
        }
        let position = Dictionary(uniqueKeysWithValues: history.enumerated().map { ($1, $0) })
        // Empty is fine: a subscriber that arrives during another thread's delivery gets its first
        // value after that delivery, and may cancel before it.
        func isContiguousSlice(_ values: [Int]) -> Bool {
            if values.isEmpty { return true }
            guard let start = values.first.flatMap({ position[$0] }) else { return false }
            return start + values.count <= history.count
                && Array(history[start..<start + values.count]) == values
        }
        for recorder in transient.values {
            let values = recorder.values
            XCTAssertTrue(isContiguousSlice(values), "a short-lived observer skipped a value: \(values)")
        }
        XCTAssertEqual(late.values.count, churners * (subscriptionsPerChurner / 10))
        for recorder in late.values {
            XCTAssertTrue(isContiguousSlice(recorder.values), "a late observer skipped a value")
            XCTAssertEqual(recorder.values.last, model.count, "a late subscription was lost")
        }
        for recorder in [first, second] + late.values + transient.values {
            XCTAssertFalse(recorder.overlapped, "an observer was called on two threads at once")
        }
        withExtendedLifetime((permanent, lateTokens)) {}
    }

    func testConcurrentCancel_WhileDelivering_StopsWithinOneValue() {
        let model = CounterViewModel()
        let recorder = SerialRecorder()
        let box = TokenBox()
        box.token = model.$count.sink(recorder.observer)
        let setsPerWriter = setsPerWriter

        runConcurrently([
            { for value in 1...setsPerWriter { model.count = value } },
            { box.token?.cancel() },
        ])
        let countAtEnd = recorder.values.count
        model.count = -1

        XCTAssertEqual(recorder.values.count, countAtEnd)
        XCTAssertEqual(recorder.values, Array(0..<countAtEnd), "values skipped before cancelling")
        XCTAssertFalse(recorder.overlapped)
    }

    /// Starts every job on its own thread at the same moment and waits for all of them.
    private func runConcurrently(_ jobs: [@Sendable () -> Void]) {
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for job in jobs {
            finished.enter()
            Thread {
                start.wait()
                job()
                finished.leave()
            }.start()
        }
        for _ in jobs { start.signal() }
        XCTAssertEqual(finished.wait(timeout: .now() + 120), .success, "deadlock")
    }
}

/// Records values and whether the observer was ever entered while already running.
private final class SerialRecorder: Sendable {
    private let recorder = ValueRecorder<Int>()
    private let detector = OverlapDetector()

    var values: [Int] { recorder.values }
    var overlapped: Bool { detector.overlapped }

    var observer: @Sendable (Int) -> Void {
        { [self] value in detector.run { recorder.append(value) } }
    }
}
