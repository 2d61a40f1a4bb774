import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Regressions found in review: callbacks that change the tree mid-operation, and refused
/// operations that must change nothing.
final class CoordinatorReentrancyTests: XCTestCase {
    @MainActor func testStartChild_ReplacedChildsOnFinishStartsAnother_OneChildRuns() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let first = StepsCoordinator("first", navigation: navigation)
        let fromCallback = StepsCoordinator("fromCallback", navigation: navigation)
        try root.start(child: first, animated: false) { _ in
            try? root.start(child: fromCallback, animated: false)
        }
        let second = StepsCoordinator("second", navigation: navigation)

        try root.start(child: second, animated: false)

        // Invariant: a running coordinator is its parent's child.
        if fromCallback.isRunning {
            XCTAssertIdentical(
                root.child, fromCallback,
                "fromCallback runs with parent root but root.child is \(String(describing: root.child))")
        }
        if second.isRunning { XCTAssertIdentical(root.child, second) }
        XCTAssertFalse(fromCallback.isRunning && second.isRunning, "two children running at once")
        let running = [fromCallback, second].filter(\.isRunning)
        XCTAssertEqual(running.count, 1)
        XCTAssertIdentical(root.child, running.first)
        XCTAssertEqual(navigation.screens.map(\.title), ["root0", "\(running.first?.name ?? "-")0"])
    }

    @MainActor func testAddItem_RunningCoordinator_RefusedAndChangesNothing() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.start(animated: false)
        let running = OneScreenCoordinator(navigation: window, screen: Screen(title: "running"))
        try app.start(child: running, animated: false)
        let recorder = recordNavigation(window)

        let tabs = TestTabBarCoordinator(navigation: Navigation())
        try tabs.start(animated: false)
        XCTAssertThrowsError(try tabs.addItem(title: "x", coordinator: running)) {
            XCTAssertEqual(
                $0 as? NavigationError, .coordinatorAlreadyRunning(coordinator: "OneScreenCoordinator"))
        }

        // A refused operation changes nothing.
        XCTAssertTrue(running.isRunning, "refused addItem finished the running coordinator")
        XCTAssertIdentical(app.child, running)
        XCTAssertEqual(window.screens.map(\.title), ["app0", "running"])
        XCTAssertTrue(tabs.tabBar.tabs.isEmpty)
        recorder.assert([])
        // The window still delivers lifecycle callbacks.
        let next = Screen(title: "next")
        try window.push(next, animated: false)
        XCTAssertEqual(next.appearance, .appeared, "window no longer counts as on screen")
        recorder.assert([
            #"pushed "next""#, #"didLoad "next""#, #"willDisappear "running""#, #"willAppear "next""#,
            #"didDisappear "running""#, #"didAppear "next""#,
        ])
    }

    @MainActor func testUserBackSwipe_ParentsDidAppear_SeesChildFinished() async throws {
        let navigation = Navigation()
        let parentScreen = HookScreen("parent")
        let parent = OneScreenCoordinator(navigation: navigation, screen: parentScreen)
        try parent.start(animated: false)
        let child = StepsCoordinator("child", navigation: navigation)
        try parent.start(child: child, animated: false)

        var childStillRunning: Bool?
        var moveError: Error?
        parentScreen.onDidAppear = {
            childStillRunning = child.isRunning
            do { try parent.move(to: Screen(title: "next"), animated: false) } catch { moveError = error }
        }
        let recorder = recordNavigation(navigation)
        try navigation.userDidGoBack()

        XCTAssertEqual(childStillRunning, false, "child's start screen is gone but it still runs")
        XCTAssertNil(
            moveError, "parent cannot move from its own screen's didAppear: \(String(describing: moveError))")
        // The app's own move from a callback of the swipe is the program's, not the user's: a
        // renderer that leaves what the user did on screen as it is must still draw it. It is
        // announced from inside the override, before the observers hear that callback.
        recorder.assert([
            #"popped "child0" (userInteraction)"#, #"willDisappear "child0""#, #"willAppear "parent""#,
            #"didDisappear "child0""#, #"pushed "next""#, #"didAppear "parent""#, #"didLoad "next""#,
            #"willDisappear "parent""#, #"willAppear "next""#, #"didDisappear "parent""#,
            #"didAppear "next""#,
        ])
    }

    @MainActor func testStartChild_StartThrows_DeliversNoLifecycle() async throws {
        let navigation = Navigation()
        let parent = OneScreenCoordinator(navigation: navigation, screen: Screen(title: "parent"))
        try parent.start(animated: false)
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(
            try parent.start(child: FailingCoordinator(navigation: navigation), animated: false))

        recorder.assert([])  // a refused start(child:) delivers no event and no lifecycle callback
    }

    @MainActor func testPresentChild_StartThrows_LeavesNoScreenBehind() async throws {
        let window = Navigation()
        let root = StepsCoordinator("root", navigation: window)
        try root.start(animated: false)
        let modal = Navigation()
        XCTAssertThrowsError(try root.present(child: FailingCoordinator(navigation: modal), animated: false))
        XCTAssertNil(window.presented)
        XCTAssertEqual(modal.screens.map(\.title), [], "anything the failed child pushed should be removed")
    }

    @MainActor func testCurrentItem_TabAddedDirectly_IsNil() async throws {
        let coordinator = TestTabBarCoordinator(navigation: Navigation())
        try coordinator.start(animated: false)
        try coordinator.tabBar.addTab(TabBarItem(title: "plain"), navigation: Navigation())
        XCTAssertEqual(coordinator.tabBar.tabs.count, 1)
        XCTAssertEqual(coordinator.items.count, 0)
        XCTAssertNil(coordinator.currentItem)  // traps: index out of range
    }
}
