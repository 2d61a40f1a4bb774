import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class ObservationTokenTests: XCTestCase {
    func testCancel_CalledTwice_RunsActionOnce() {
        let calls = ValueRecorder<String>()
        let token = ObservationToken { calls.append("cancelled") }

        XCTAssertFalse(token.isCancelled)
        token.cancel()
        token.cancel()

        XCTAssertEqual(calls.values, ["cancelled"])
        XCTAssertTrue(token.isCancelled)
    }

    func testDeinit_NotCancelledBefore_RunsActionOnce() {
        let calls = ValueRecorder<String>()
        do {
            let token = ObservationToken { calls.append("cancelled") }
            withExtendedLifetime(token) {}
        }

        XCTAssertEqual(calls.values, ["cancelled"])
    }

    func testDeinit_AfterCancel_DoesNotRunActionAgain() {
        let calls = ValueRecorder<String>()
        do {
            let token = ObservationToken { calls.append("cancelled") }
            token.cancel()
        }

        XCTAssertEqual(calls.values, ["cancelled"])
    }

    func testStoreIn_Set_KeepsTokenAliveUntilSetIsEmptied() {
        let calls = ValueRecorder<String>()
        var tokens = Set<ObservationToken>()
        ObservationToken { calls.append("cancelled") }.store(in: &tokens)
        XCTAssertEqual(calls.values, [])

        tokens.removeAll()

        XCTAssertEqual(calls.values, ["cancelled"])
    }

    func testEquality_TwoTokensWithSameAction_AreDistinct() {
        let action: @Sendable () -> Void = {}
        let first = ObservationToken(action)
        let second = ObservationToken(action)
        var tokens = Set<ObservationToken>()

        first.store(in: &tokens)
        second.store(in: &tokens)
        first.store(in: &tokens)

        XCTAssertEqual(tokens.count, 2)
        XCTAssertEqual(first, first)
        XCTAssertNotEqual(first, second)
    }

    func testSubscriptionToken_CancelTwiceAndRelease_EndsObservationOnce() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        var token: ObservationToken? = model.$count.sink(recorder.observer)
        XCTAssertEqual(token?.isCancelled, false)

        token?.cancel()
        token?.cancel()
        XCTAssertEqual(token?.isCancelled, true)
        token = nil
        model.count = 1

        XCTAssertEqual(recorder.values, [0])
    }
}
