import HeadlessFlow
import XCTest

@testable import HeadlessFlowSwiftUI

/// The logic `ObservedValue` republishes: a publisher followed on the main actor.
final class LatestValueTests: XCTestCase {
    @MainActor private final class Model {
        @HeadlessFlow.Observable var count = 1
    }

    @MainActor func testFollowing_CurrentValueAtOnce_ThenEveryValueInOrder() async throws {
        let model = Model()
        let latest = LatestValue(model.$count, initial: model.$count.value)
        var history = [latest.value]
        latest.onChange = { history.append($0) }
        model.count = 2
        model.count = 3
        model.count = 3
        XCTAssertEqual(history, [1, 2, 3, 3])
        XCTAssertEqual(latest.value, 3)
    }

    @MainActor func testFollowing_MappedPublisher_ItsCurrentValueReplacesTheInitialOneAtOnce() async throws {
        let model = Model()
        let latest = LatestValue(model.$count.map { "\($0)" }, initial: "-")
        XCTAssertEqual(latest.value, "1")
        model.count = 5
        XCTAssertEqual(latest.value, "5")
    }

    @MainActor func testPublisherWithoutACurrentValue_NeedsAnInitialValue() async throws {
        let model = Model()
        let latest = LatestValue(model.$count.dropFirst(), initial: 0)
        var history = [latest.value]
        latest.onChange = { history.append($0) }
        model.count = 7
        XCTAssertEqual(history, [0, 7])
    }

    @MainActor func testReleased_FollowsNoMore() async throws {
        let model = Model()
        var received: [Int] = []
        var latest: LatestValue<Int>? = LatestValue(model.$count, initial: 0)
        weak let weakLatest = latest
        latest?.onChange = { received.append($0) }
        model.count = 2
        latest = nil
        model.count = 3
        XCTAssertNil(weakLatest)
        XCTAssertEqual(received, [2])
    }
}
