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

    /// A root that logs the intent errors that reach it, above a child that navigates from the
    /// count it observes: to "Count n" for each value, which throws for a value it showed before.
    @MainActor private final class ReportingRoot: Coordinator {
        let context: CoordinatorContext
        var log: [String] = []

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Root"), animated: animated)
        }

        func handle(intentError error: any Error, from coordinator: any Coordinator) -> Bool {
            log.append("root handled \(error) from \(type(of: coordinator))")
            return true
        }
    }

    @MainActor private final class NavigatingChild: Coordinator {
        let context: CoordinatorContext
        let model: CounterViewModel
        var shown: [Int: Screen] = [:]

        init(navigation: Navigation, model: CounterViewModel) {
            context = CoordinatorContext(navigation: navigation)
            self.model = model
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Counting"), animated: animated)
            observe(model.$count) { child, count in
                let screen = child.shown[count] ?? Screen(title: "Count \(count)")
                child.shown[count] = screen
                try child.move(to: screen, animated: true)
            }
        }
    }

    @MainActor func testObserve_HandlerThrows_IsReportedUpTheTreeAndTheObservationGoesOn() async throws {
        let navigation = Navigation()
        let root = ReportingRoot(navigation: navigation)
        try root.startAsRoot(animated: false)
        let model = CounterViewModel()
        let child = NavigatingChild(navigation: navigation, model: model)
        try root.start(child: child, animated: false)
        let recorder = NavigationRecorder(navigation, exhaustive: false)
        var history: [String] = []
        let previous = UnhandledIntentError.handler
        UnhandledIntentError.handler = { error, _ in history.append("unhandled \(error)") }
        defer { UnhandledIntentError.handler = previous }
        func set(_ count: Int) {
            let changes = recorder.recordedChanges.count
            model.count = count
            history += recorder.recordedChanges.dropFirst(changes) + root.log
            root.log = []
        }

        set(1)
        set(0)
        set(2)

        XCTAssertEqual(
            history,
            [
                #"pushed "Count 1" (animated)"#,
                "root handled \(child.shown[0]!) is already in \(navigation.id); a screen can be in one "
                    + "navigation at a time. from NavigatingChild",
                #"pushed "Count 2" (animated)"#,
            ])
    }

    @MainActor func testObserve_ThrowingHandler_TreeDropped_IsFreedAndReportsNothingMore() async throws {
        let model = CounterViewModel()
        weak var releasedRoot: ReportingRoot?
        weak var releasedChild: NavigatingChild?
        var unhandled: [String] = []
        let previous = UnhandledIntentError.handler
        UnhandledIntentError.handler = { error, _ in unhandled.append("\(error)") }
        defer { UnhandledIntentError.handler = previous }
        do {
            let navigation = Navigation()
            let root = ReportingRoot(navigation: navigation)
            try root.startAsRoot(animated: false)
            let child = NavigatingChild(navigation: navigation, model: model)
            try root.start(child: child, animated: false)
            model.count = 0
            XCTAssertEqual(root.log.count, 1, "count 0 was shown already")
            releasedRoot = root
            releasedChild = child
        }

        XCTAssertNil(releasedRoot)
        XCTAssertNil(releasedChild)
        model.count = 0
        XCTAssertEqual(unhandled, [])
    }
}
