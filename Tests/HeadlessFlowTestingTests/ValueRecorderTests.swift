import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class ValueRecorderTests: XCTestCase {
    private final class Counter: @unchecked Sendable {
        @HeadlessFlow.Observable var count = 0
    }

    func testRecording_APublisher_RecordsTheCurrentValueThenEveryChange() {
        let counter = Counter()
        let recorder = ValueRecorder(recording: counter.$count)

        counter.count = 1
        counter.count = 2

        recorder.assertValues([0, 1, 2])
    }

    func testStopRecording_KeepsTheHistoryAndRecordsNothingMore() {
        let counter = Counter()
        let recorder = ValueRecorder(recording: counter.$count)
        counter.count = 1

        recorder.stopRecording()
        recorder.stopRecording()
        counter.count = 2

        XCTAssertEqual(recorder.values, [0, 1])
    }

    func testRecorder_Freed_EndsItsSubscriptionAndIsNotKeptByThePublisher() {
        let counter = Counter()
        weak var weakRecorder: ValueRecorder<Int>?
        do {
            let recorder = ValueRecorder(recording: counter.$count)
            weakRecorder = recorder
        }
        counter.count = 1
        XCTAssertNil(weakRecorder)
    }

    func testObserver_FromManyThreads_KeepsEveryValue() {
        let recorder = ValueRecorder<Int>()
        DispatchQueue.concurrentPerform(iterations: 1000) { recorder.observer($0) }
        XCTAssertEqual(recorder.values.sorted(), Array(0..<1000))
    }

    func testAssertValues_Mismatch_FailsWithADiffAtTheCallersLine() {
        let failures = CapturedFailures()
        let recorder = ValueRecorder<String>()
        recorder.append("idle")
        recorder.append("busy")

        let line = UInt(#line) + 1
        recorder.assertValues(["idle", "done"], reporter: failures.reporter)

        XCTAssertEqual(failures.all.map(\.line), [line])
        XCTAssertEqual(
            failures.messages,
            [
                """
                ValueRecorder: recorded values differ (- expected, + recorded):
                  "idle"
                + "busy"
                - "done"
                """
            ])
    }

    func testAssertValues_SameHistory_DoesNotFail() {
        let failures = CapturedFailures()
        let recorder = ValueRecorder<Int>()
        recorder.append(1)

        recorder.assertValues([1], reporter: failures.reporter)

        XCTAssertEqual(failures.messages, [])
    }
}
