import HeadlessFlow
import XCTest

final class ScreenLifecycleTests: XCTestCase {
    /// A screen whose own overrides write to the same history as its observers.
    @MainActor private final class LoggingScreen: Screen {
        var history: [String] = []
        override func didLoad() { history.append("\(title) override didLoad") }
        override func willAppear(animated: Bool) { history.append("\(title) override willAppear") }
        override func didAppear(animated: Bool) { history.append("\(title) override didAppear") }
        override func willDisappear(animated: Bool) { history.append("\(title) override willDisappear") }
        override func didDisappear(animated: Bool) { history.append("\(title) override didDisappear") }
    }

    @MainActor func testObservers_SeveralOnAPushAndPop_HearUIKitOrderAfterTheOverride() async throws {
        let navigation = Navigation()
        let screen = LoggingScreen(title: "A")
        let first = screen.observeLifecycle { screen, event in screen.history.append("first \(event)") }
        let second = screen.observeLifecycle { screen, event in screen.history.append("second \(event)") }

        try navigation.push(screen, animated: true)
        try navigation.push(Screen(title: "B"), animated: false)

        XCTAssertEqual(
            screen.history,
            [
                "A override didLoad", "first didLoad", "second didLoad",
                "A override willAppear", "first willAppear (animated)", "second willAppear (animated)",
                "A override didAppear", "first didAppear (animated)", "second didAppear (animated)",
                "A override willDisappear", "first willDisappear", "second willDisappear",
                "A override didDisappear", "first didDisappear", "second didDisappear",
            ])
        _ = (first, second)
    }

    @MainActor func testCancel_DuringACallback_LaterObserversAndCallbacksAreNotHeard() async throws {
        let navigation = Navigation()
        let screen = Screen(title: "A")
        var history: [String] = []
        var second: ObservationToken?
        var first: ObservationToken?
        first = screen.observeLifecycle { _, event in
            history.append("first \(event.name)")
            if event == .willAppear(animated: false) {
                second?.cancel()
                first?.cancel()
            }
        }
        second = screen.observeLifecycle { _, event in history.append("second \(event.name)") }
        let third = screen.observeLifecycle { _, event in history.append("third \(event.name)") }

        try navigation.push(screen, animated: false)

        XCTAssertEqual(
            history,
            [
                "first didLoad", "second didLoad", "third didLoad",
                "first willAppear", "third willAppear",
                "third didAppear",
            ])
        XCTAssertEqual(first?.isCancelled, true)
        XCTAssertEqual(second?.isCancelled, true)
        _ = third
    }

    @MainActor func testObserve_StartedDuringACallback_HearsOnlyLaterCallbacks() async throws {
        let navigation = Navigation()
        let screen = Screen(title: "A")
        var history: [String] = []
        var tokens: [ObservationToken] = []
        tokens.append(
            screen.observeLifecycle { screen, event in
                guard event == .didLoad else { return }
                tokens.append(screen.observeLifecycle { _, event in history.append("late \(event.name)") })
            })

        try navigation.push(screen, animated: false)

        XCTAssertEqual(history, ["late willAppear", "late didAppear"])
    }

    @MainActor func testToken_Released_EndsTheObservation() async throws {
        let navigation = Navigation()
        let screen = Screen(title: "A")
        var history: [Screen.LifecycleEvent] = []
        do {
            let token = screen.observeLifecycle { _, event in history.append(event) }
            try navigation.push(screen, animated: false)
            _ = token
        }

        try navigation.push(Screen(title: "B"), animated: false)

        XCTAssertEqual(history, [.didLoad, .willAppear(animated: false), .didAppear(animated: false)])
    }

    @MainActor func testObserver_HoldingItsToken_DoesNotKeepTheScreenAlive() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Root"), animated: false)
        weak var weakScreen: Screen?
        var timer: ScreenTimer?
        do {
            let screen = Screen(title: "A")
            weakScreen = screen
            timer = ScreenTimer(following: screen)
            try navigation.push(screen, animated: false)
        }
        XCTAssertEqual(timer?.appearances, 1)

        try navigation.pop(animated: false)

        XCTAssertNil(weakScreen, "the observer kept the popped screen alive")
        XCTAssertEqual(timer?.appearances, 1)
    }

    @MainActor func testKeepAlive_Helper_LivesExactlyAsLongAsTheScreen() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Root"), animated: false)
        weak var weakScreen: Screen?
        weak var weakCounter: AppearanceCounter?
        do {
            let screen = Screen(title: "A")
            weakScreen = screen
            let counter = AppearanceCounter(screen: screen)
            weakCounter = counter
            try navigation.push(screen, animated: false)
        }
        XCTAssertEqual(weakCounter?.appearances, 1, "the screen keeps its helper once nothing else does")
        try navigation.push(Screen(title: "B"), animated: false)
        try navigation.pop(animated: false)
        XCTAssertNotNil(weakScreen)
        XCTAssertEqual(weakCounter?.appearances, 2, "the helper follows the screen while it lives")

        try navigation.pop(animated: false)

        XCTAssertNil(weakScreen, "the helper kept the screen alive")
        XCTAssertNil(weakCounter, "the helper outlived its screen")
    }

    @MainActor func testKeepAlive_ScreenNeverShown_ReleasesTheObjectWhenFreed() async throws {
        weak var weakObject: Witness?
        var screen: Screen? = Screen(title: "A")
        do {
            let object = Witness()
            weakObject = object
            screen?.keepAlive(object)
            screen?.keepAlive(object)
        }
        XCTAssertNotNil(weakObject)

        screen = nil

        XCTAssertNil(weakObject)
    }

    func testLifecycleEvent_Description_NamesTheCallbackAndTheAnimation() {
        XCTAssertEqual(
            [
                Screen.LifecycleEvent.didLoad, .willAppear(animated: true), .didAppear(animated: false),
                .willDisappear(animated: true), .didDisappear(animated: false),
            ].map(\.description),
            ["didLoad", "willAppear (animated)", "didAppear", "willDisappear (animated)", "didDisappear"])
    }
}

/// The example of `Screen.observeLifecycle(_:)`'s documentation.
@MainActor
private final class ScreenTimer {
    private var token: ObservationToken?
    private(set) var appearances = 0

    init(following screen: Screen) {
        token = screen.observeLifecycle { [weak self] _, event in
            if case .didAppear = event { self?.appearances += 1 }
        }
    }
}

/// The example of `Screen.keepAlive(_:)`'s documentation.
@MainActor
private final class AppearanceCounter {
    private(set) var appearances = 0
    private var token: ObservationToken?

    init(screen: Screen) {
        token = screen.observeLifecycle { [weak self] _, event in
            if case .didAppear = event { self?.appearances += 1 }
        }
        screen.keepAlive(self)
    }
}
