import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// `map`, `compactMap`, `filter`, `removeDuplicates` and `dropFirst`; one class for the five small
/// operator files, whose tests share the same shape.
final class ValuePublisherOperatorsTests: XCTestCase {
    func testMap_CurrentAndLaterValues_DeliversTransformed() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<String>()
        let token = model.$count.map { "#\($0)" }.sink(recorder.observer)

        model.count = 1
        model.count = 2

        XCTAssertEqual(recorder.values, ["#0", "#1", "#2"])
        withExtendedLifetime(token) {}
    }

    func testCompactMap_NilResults_AreSkippedIncludingCurrentValue() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$count.compactMap { $0.isMultiple(of: 2) ? nil : $0 * 10 }
            .sink(recorder.observer)

        for value in 1...5 { model.count = value }

        XCTAssertEqual(recorder.values, [10, 30, 50])
        withExtendedLifetime(token) {}
    }

    func testFilter_ExcludedValues_AreSkipped() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$count.filter { $0 > 2 }.sink(recorder.observer)

        for value in [1, 3, 2, 4] { model.count = value }

        XCTAssertEqual(recorder.values, [3, 4])
        withExtendedLifetime(token) {}
    }

    func testRemoveDuplicates_ConsecutiveRepeats_AreSkipped() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$count.removeDuplicates().sink(recorder.observer)

        for value in [0, 1, 1, 2, 1, 1] { model.count = value }

        XCTAssertEqual(recorder.values, [0, 1, 2, 1])
        withExtendedLifetime(token) {}
    }

    func testRemoveDuplicates_TwoSubscriptions_KeepSeparateMemory() {
        let model = CounterViewModel()
        let early = ValueRecorder<Int>()
        let late = ValueRecorder<Int>()
        let deduplicated = model.$count.removeDuplicates()
        let earlyToken = deduplicated.sink(early.observer)
        model.count = 1
        let lateToken = deduplicated.sink(late.observer)

        model.count = 1

        XCTAssertEqual(early.values, [0, 1])
        XCTAssertEqual(late.values, [1])
        withExtendedLifetime((earlyToken, lateToken)) {}
    }

    func testDropFirst_DefaultCount_DeliversOnlyChanges() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$count.dropFirst().sink(recorder.observer)

        model.count = 1
        model.count = 2

        XCTAssertEqual(recorder.values, [1, 2])
        withExtendedLifetime(token) {}
    }

    func testDropFirst_CountPerSubscription_SkipsThatManyForEach() {
        let model = CounterViewModel()
        let first = ValueRecorder<Int>()
        let second = ValueRecorder<Int>()
        let droppingTwo = model.$count.dropFirst(2)
        let firstToken = droppingTwo.sink(first.observer)
        model.count = 1
        let secondToken = droppingTwo.sink(second.observer)

        model.count = 2
        model.count = 3

        XCTAssertEqual(first.values, [2, 3])
        XCTAssertEqual(second.values, [3])
        withExtendedLifetime((firstToken, secondToken)) {}
    }

    func testDropFirst_NegativeCount_DropsNothing() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$count.dropFirst(-3).sink(recorder.observer)

        model.count = 1

        XCTAssertEqual(recorder.values, [0, 1])
        withExtendedLifetime(token) {}
    }

    func testChain_AllOperators_ApplyInOrder() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<String>()
        let token = model.$count
            .dropFirst()
            .filter { $0 >= 0 }
            .map { $0 / 10 }
            .removeDuplicates()
            .compactMap { $0 == 2 ? nil : "decade \($0)" }
            .sink(recorder.observer)

        for value in [5, 12, 15, -1, 21, 25, 31, 9] { model.count = value }

        XCTAssertEqual(recorder.values, ["decade 0", "decade 1", "decade 3", "decade 0"])
        withExtendedLifetime(token) {}
    }

    func testChain_TokenCancelled_StopsDeliveryThroughEveryOperator() {
        let model = CounterViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$count.map { $0 + 100 }.filter { _ in true }.sink(recorder.observer)

        model.count = 1
        token.cancel()
        model.count = 2

        XCTAssertEqual(recorder.values, [100, 101])
        XCTAssertTrue(token.isCancelled)
    }
}
