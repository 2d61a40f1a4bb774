import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class ObservableTests: XCTestCase {
    func testSink_OnSubscribing_DeliversCurrentValueAtOnce() {
        let model = CounterViewModel()
        model.count = 7
        let recorder = ValueRecorder<Int>()

        let token = model.$count.sink(recorder.observer)

        XCTAssertEqual(recorder.values, [7])
        withExtendedLifetime(token) {}
    }

    func testSet_SeveralValues_DeliversEachInOrder() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$count.sink(recorder.observer)

        model.count = 1
        model.count = 2
        model.count = 2
        model.count = 3

        XCTAssertEqual(recorder.values, [0, 1, 2, 2, 3])
        XCTAssertEqual(model.count, 3)
        withExtendedLifetime(token) {}
    }

    func testSet_ReadInsideObserver_GivesNewValue() {
        let model = CounterViewModel()
        let seen = ValueRecorder<String>()
        let token = model.$count.sink { [unowned model] value in
            seen.append("delivered \(value), stored \(model.count)")
        }

        model.count = 5

        XCTAssertEqual(seen.values, ["delivered 0, stored 0", "delivered 5, stored 5"])
        withExtendedLifetime(token) {}
    }

    func testSet_SeveralObservers_EachSeesSameHistory() {
        let model = CounterViewModel()
        let first = ValueRecorder<Int>()
        let second = ValueRecorder<Int>()
        let tokens = [model.$count.sink(first.observer), model.$count.sink(second.observer)]

        model.count = 1
        model.count = 2

        XCTAssertEqual(first.values, [0, 1, 2])
        XCTAssertEqual(second.values, [0, 1, 2])
        withExtendedLifetime(tokens) {}
    }

    func testCancel_ThenSet_DeliversNothingMore() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$count.sink(recorder.observer)
        model.count = 1

        token.cancel()
        model.count = 2

        XCTAssertEqual(recorder.values, [0, 1])
        XCTAssertTrue(token.isCancelled)
    }

    func testCancel_CalledTwice_IsHarmlessAndOthersKeepReceiving() {
        let model = CounterViewModel()
        let cancelled = ValueRecorder<Int>()
        let kept = ValueRecorder<Int>()
        let token = model.$count.sink(cancelled.observer)
        let other = model.$count.sink(kept.observer)

        token.cancel()
        token.cancel()
        model.count = 1

        XCTAssertEqual(cancelled.values, [0])
        XCTAssertEqual(kept.values, [0, 1])
        XCTAssertFalse(other.isCancelled)
    }

    func testToken_Released_EndsObservationAndReleasesObserver() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        weak var weakWitness: Witness?
        do {
            let witness = Witness()
            weakWitness = witness
            var tokens = Set<ObservationToken>()
            model.$count.sink { value in
                withExtendedLifetime(witness) { recorder.append(value) }
            }.store(in: &tokens)
            model.count = 1
            XCTAssertEqual(tokens.count, 1)
        }

        model.count = 2

        XCTAssertEqual(recorder.values, [0, 1])
        XCTAssertNil(weakWitness, "the observer closure outlived its token")
    }

    func testToken_OutlivesViewModel_StaysUsable() {
        var model: CounterViewModel? = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model?.$count.sink(recorder.observer)

        model = nil
        token?.cancel()

        XCTAssertEqual(recorder.values, [0])
        XCTAssertEqual(token?.isCancelled, true)
    }

    func testViewModel_Released_IsDeallocatedWhileObserved() {
        weak var weakModel: CounterViewModel?
        var token: ObservationToken?
        do {
            let model = CounterViewModel()
            weakModel = model
            token = model.$count.sink { _ in }
        }

        XCTAssertNil(weakModel)
        XCTAssertEqual(token?.isCancelled, false)
    }

    func testWrapper_DeclaredInFileImportingFoundation_Publishes() {
        let model = FoundationViewModel()
        let recorder = ValueRecorder<String>()
        let token = model.$name.sink(recorder.observer)

        model.name = "Ada"

        XCTAssertEqual(recorder.values, ["", "Ada"])
        withExtendedLifetime(token) {}
    }
}
