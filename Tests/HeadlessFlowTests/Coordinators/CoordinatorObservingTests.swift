import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class CoordinatorObservingTests: XCTestCase {
    /// A coordinator that shows the count it observes as its top screen's title.
    @MainActor private final class CounterCoordinator: Coordinator {
        let context: CoordinatorContext
        let model: CounterViewModel
        var seen: [Int] = []

        init(navigation: Navigation, model: CounterViewModel) {
            context = CoordinatorContext(navigation: navigation)
            self.model = model
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Count"), animated: animated)
            observe(model.$count) { coordinator, count in
                coordinator.seen.append(count)
                coordinator.topScreen?.title = "Count \(count)"
            }
        }
    }

    @MainActor func testObserve_CurrentValueThenChanges_ReachTheCoordinatorAtOnce() async throws {
        let model = CounterViewModel()
        model.count = 3
        let app = CounterCoordinator(navigation: Navigation(), model: model)
        try app.startAsRoot(animated: false)

        model.count = 4
        model.count = 5

        XCTAssertEqual(app.seen, [3, 4, 5])
        XCTAssertEqual(app.navigation.screens.map(\.title), ["Count 5"])
    }

    @MainActor func testObserve_CoordinatorReleased_IsFreedAndHearsNothingMore() async throws {
        let model = CounterViewModel()
        weak var released: CounterCoordinator?
        var heard: [Int] = []
        do {
            let app = CounterCoordinator(navigation: Navigation(), model: model)
            try app.startAsRoot(animated: false)
            app.observe(model.$count) { _, count in heard.append(count) }
            model.count = 1
            released = app
        }

        XCTAssertNil(released)
        model.count = 2
        XCTAssertEqual(heard, [0, 1])
    }

    @MainActor func testRemoveObservers_AndOneToken_EndWhatTheyCover() async throws {
        let model = CounterViewModel()
        let app = CounterCoordinator(navigation: Navigation(), model: model)
        try app.startAsRoot(animated: false)
        var second: [Int] = []
        let token = app.observe(model.$count) { _, count in second.append(count) }

        model.count = 1
        token.cancel()
        model.count = 2
        app.removeObservers()
        model.count = 3

        XCTAssertEqual(second, [0, 1])
        XCTAssertEqual(app.seen, [0, 1, 2])
    }

    @MainActor func testObserve_HandlerEndsTheObservationsOnTheCurrentValue_NothingMoreArrives() async throws
    {
        let model = CounterViewModel()
        let app = CounterCoordinator(navigation: Navigation(), model: model)
        var heard: [Int] = []

        app.observe(model.$count) { coordinator, count in
            heard.append(count)
            coordinator.removeObservers()
        }
        model.count = 1

        XCTAssertEqual(heard, [0])
    }
}
