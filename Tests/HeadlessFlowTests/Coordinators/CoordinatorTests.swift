import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// UIFlow's own specification of `Coordinator`, plus moving within a flow.
final class CoordinatorTests: XCTestCase {
    @MainActor func testNewCoordinator_HasNoParentAndNoChild() async {
        let coordinator = StepsCoordinator(navigation: Navigation())
        XCTAssertNil(coordinator.parent)
        XCTAssertNil(coordinator.child)
        XCTAssertNil(coordinator.startScreen)
        XCTAssertNil(coordinator.topScreen)
        XCTAssertEqual(coordinator.context.state, .root)
    }

    @MainActor func testMove_FirstScreenBecomesStartAndEachBecomesTop() async throws {
        let navigation = Navigation()
        let coordinator = StepsCoordinator(navigation: navigation, screens: 0)
        let screens = (0..<3).map { Screen(title: "\($0)") }
        var history: [String] = []
        for screen in screens {
            try coordinator.move(to: screen, animated: false)
            history.append(
                "start=\(coordinator.startScreen?.title ?? "-") top=\(coordinator.topScreen?.title ?? "-")")
        }
        XCTAssertEqual(history, ["start=0 top=0", "start=0 top=1", "start=0 top=2"])
        XCTAssertEqual(navigation.screens.map(\.id), screens.map(\.id))
    }

    @MainActor func testAfterThreeMoves_BackLeavesTwoAndBackToStartLeavesOne() async throws {
        let navigation = Navigation()
        let coordinator = StepsCoordinator(navigation: navigation, screens: 3)
        try coordinator.start(animated: false)
        XCTAssertEqual(navigation.screens.count, 3)

        try coordinator.back(animated: false)
        XCTAssertEqual(navigation.screens.count, 2)
        XCTAssertEqual(coordinator.topScreen?.title, "steps1")

        try coordinator.move(to: Screen(title: "again"), animated: false)
        try coordinator.backToStart(animated: false)
        XCTAssertEqual(navigation.screens.map(\.title), ["steps0"])
        XCTAssertIdentical(coordinator.topScreen, coordinator.startScreen)
    }

    @MainActor func testBack_AtStartScreen_ThrowsAndNeverPopsBelowStart() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "before"), animated: false)
        let coordinator = StepsCoordinator(navigation: navigation, screens: 1)
        try coordinator.start(animated: false)
        let recorder = recordNavigation(navigation)

        XCTAssertFalse(coordinator.canGoBack)
        XCTAssertThrowsError(try coordinator.back(animated: false)) {
            XCTAssertEqual($0 as? NavigationError, .alreadyAtStartScreen(coordinator: "StepsCoordinator"))
        }
        XCTAssertEqual(navigation.screens.map(\.title), ["before", "steps0"])
        recorder.assert([])
    }

    @MainActor func testBackFamily_BeforeFirstMove_ThrowNoStartScreen() async {
        let coordinator = StepsCoordinator(navigation: Navigation(), screens: 0)
        for operation in [coordinator.back, coordinator.backToTop, coordinator.backToStart] {
            XCTAssertThrowsError(try operation(false)) {
                XCTAssertEqual($0 as? NavigationError, .noStartScreen(coordinator: "StepsCoordinator"))
            }
        }
    }

    @MainActor func testBackToTop_ReturnsToLastMovedScreen() async throws {
        let navigation = Navigation()
        let coordinator = StepsCoordinator(navigation: navigation, screens: 2)
        try coordinator.start(animated: false)
        try navigation.push(Screen(title: "pushed directly"), animated: false)
        try navigation.push(Screen(title: "and another"), animated: false)

        try coordinator.backToTop(animated: false)

        XCTAssertEqual(navigation.screens.map(\.title), ["steps0", "steps1"])
    }

    @MainActor func testMove_ScreenAlreadyShown_ThrowsAndKeepsStartAndTop() async throws {
        let navigation = Navigation()
        let coordinator = StepsCoordinator(navigation: navigation, screens: 0)
        let shown = Screen(title: "shown")
        let other = Navigation()
        try other.push(shown, animated: false)

        XCTAssertThrowsError(try coordinator.move(to: shown, animated: false)) {
            XCTAssertEqual(
                $0 as? NavigationError, .screenAlreadyShown(screen: shown.description, navigation: other.id))
        }

        XCTAssertNil(coordinator.startScreen)
        XCTAssertNil(coordinator.topScreen)
        XCTAssertTrue(navigation.screens.isEmpty)
    }

    @MainActor func testFinish_RootCoordinator_ThrowsAndChangesNothing() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator(navigation: navigation, screens: 2)
        try root.start(animated: false)
        XCTAssertFalse(root.canFinish)
        XCTAssertThrowsError(try root.finish(animated: false)) {
            XCTAssertEqual($0 as? NavigationError, .cannotFinishRoot(coordinator: "StepsCoordinator"))
            XCTAssertEqual(
                "\($0)", "Cannot finish StepsCoordinator: it is a root coordinator (it has no parent).")
        }
        XCTAssertEqual(navigation.screens.count, 2)
    }
}
