import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// A child's start is atomic (a throw changes nothing at all) and one visible transition (one event
/// per flow, animated once, only the last screen loads).
final class CoordinatorAtomicStartTests: XCTestCase {
    /// A root on a screen "R", running child A (two screens); everything after that is recorded.
    @MainActor private func makeRootRunningA() throws -> (
        navigation: Navigation, root: StepsCoordinator, a: StepsCoordinator,
        recorder: NavigationRecorder, outcomes: Box<[String]>
    ) {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation, screens: 0)
        try root.move(to: Screen(title: "R"), animated: false)
        let a = StepsCoordinator("A", navigation: navigation, screens: 2)
        let outcomes = Box<[String]>([])
        try root.start(child: a, animated: false) { outcomes.value.append("A: \($0)") }
        // The recorder names a screen freed before the change removing it is announced by its ID:
        // A's screens live to the end of the test, so the lines name them by title.
        let aScreens = navigation.screens.suffix(2)
        addTeardownBlock { @MainActor in withExtendedLifetime(aScreens) {} }
        return (navigation, root, a, recordNavigation(navigation), outcomes)
    }

    // MARK: Replacing a child

    @MainActor func testStartChild_ReplacementThrowsAfterMoves_ChangesNothingAndReportsNothing() async throws
    {
        let (navigation, root, a, recorder, outcomes) = try makeRootRunningA()
        let screensBefore = navigation.screens.map(\.id)
        let b = StepsCoordinator("B", navigation: navigation, screens: 3)
        b.failAfterMoves = 2

        XCTAssertThrowsError(try root.start(child: b, animated: true) { outcomes.value.append("B: \($0)") }) {
            XCTAssertEqual($0 as? StepsCoordinator.StartFailed, .init(name: "B"))
        }

        XCTAssertIdentical(root.child, a, "A still runs")
        XCTAssertTrue(a.isRunning)
        XCTAssertIdentical(a.parent, root)
        XCTAssertEqual(a.startScreen?.title, "A0")
        XCTAssertEqual(navigation.screens.map(\.id), screensBefore)
        XCTAssertEqual(navigation.visibleScreen?.title, "A1")
        XCTAssertEqual(navigation.visibleScreen?.appearance, .appeared)
        XCTAssertNil(b.parent)
        XCTAssertFalse(b.isRunning)
        recorder.assert([])  // no event for a start that never happened, no lifecycle callback
        XCTAssertEqual(outcomes.value, [], "A was not replaced, B never ran")
        XCTAssertEqual(root.finishedChildren, [])

        // The tree still works: A finishes normally, and B can be started after all.
        b.failAfterMoves = nil
        try root.start(child: b, animated: false) { outcomes.value.append("B: \($0)") }
        XCTAssertEqual(outcomes.value, ["A: cancelled(\(CancellationReason.replaced))"])
        XCTAssertEqual(navigation.screens.map(\.title), ["R", "B0", "B1", "B2"])
        recorder.assert([
            #"popped "A0", "A1""#, #"pushed "B0""#, #"pushed "B1""#, #"pushed "B2""#, #"didLoad "B2""#,
            #"willDisappear "A1""#, #"willAppear "B2""#, #"didDisappear "A1""#, #"didAppear "B2""#,
        ])
    }

    @MainActor func testStartChild_ThrowsBeforeFirstMove_ChangesNothing() async throws {
        let (navigation, root, a, recorder, outcomes) = try makeRootRunningA()
        let b = StepsCoordinator("B", navigation: navigation, screens: 2)
        b.failAfterMoves = 0

        XCTAssertThrowsError(try root.start(child: b, animated: true))

        XCTAssertIdentical(root.child, a)
        XCTAssertEqual(navigation.screens.map(\.title), ["R", "A0", "A1"])
        recorder.assert([])
        XCTAssertEqual(outcomes.value, [])
    }

    @MainActor func testStartChild_ThrowsAfterStartingItsOwnChild_UndoesTheNestedLaunchToo() async throws {
        let (navigation, root, a, recorder, outcomes) = try makeRootRunningA()
        let b = StepsCoordinator("B", navigation: navigation, screens: 2)
        let grandchild = StepsCoordinator("G", navigation: navigation, screens: 2)
        b.nestedChild = grandchild

        // B moves to B0, starts G (G0, G1), then its second move is refused: G runs on its navigation.
        XCTAssertThrowsError(try root.start(child: b, animated: true)) {
            XCTAssertEqual(
                $0 as? NavigationError,
                .childIsRunning(coordinator: "StepsCoordinator", child: "StepsCoordinator"))
        }

        XCTAssertIdentical(root.child, a)
        XCTAssertNil(b.child)
        XCTAssertNil(grandchild.parent)
        XCTAssertFalse(grandchild.isRunning)
        XCTAssertEqual(navigation.screens.map(\.title), ["R", "A0", "A1"])
        recorder.assert([])
        XCTAssertEqual(outcomes.value, [])
    }

    // MARK: Presenting and adding tabs

    @MainActor func testPresentChild_StartThrows_NothingPresentedNothingAnnounced() async throws {
        let (navigation, root, a, recorder, outcomes) = try makeRootRunningA()
        let modal = StepsCoordinator("M", navigation: Navigation(), screens: 2)
        modal.failAfterMoves = 1

        XCTAssertThrowsError(try root.present(child: modal, animated: true))

        XCTAssertNil(navigation.presented)
        XCTAssertNil(modal.navigation.presenting)
        XCTAssertEqual(modal.navigation.screens.count, 0)
        XCTAssertIdentical(root.child, a)
        recorder.assert([])
        XCTAssertEqual(outcomes.value, [])

        // The navigation is not left half-used: presenting it again works (and replaces A).
        modal.failAfterMoves = nil
        try root.present(child: modal, animated: true)
        XCTAssertEqual(navigation.visibleScreen?.title, "M1")
        recorder.assert([
            #"popped "A0", "A1""#, #"presented "M0", "M1""#, #"didLoad "M1""#, #"willDisappear "A1""#,
            #"willAppear "M1""#, #"didDisappear "A1""#, #"didAppear "M1""#,
        ])
    }

    @MainActor func testAddItem_StartThrows_NoTabNoEventTheRunningFlowKeepsRunning() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation, screens: 1)
        try root.startAsRoot(animated: false)
        let menu = TestTabBarCoordinator(navigation: navigation)
        try root.start(child: menu, animated: false)
        try menu.addItem(title: "one", coordinator: StepsCoordinator("one", navigation: Navigation()))
        let overTabs = StepsCoordinator("over", navigation: navigation, screens: 1)
        try menu.start(child: overTabs, animated: false)
        let recorder = recordNavigation(navigation)
        let failing = StepsCoordinator("two", navigation: Navigation(), screens: 2)
        failing.failAfterMoves = 1

        XCTAssertThrowsError(try menu.addItem(title: "two", coordinator: failing))

        XCTAssertEqual(menu.tabBar.tabs.map(\.label.title), ["one"])
        XCTAssertEqual(menu.items.count, 1)
        XCTAssertNil(failing.navigation.tabBar)
        XCTAssertNil(failing.parent)
        recorder.assert([])

        // Adding an item does not replace the flow running over the tab bar.
        let two = StepsCoordinator("two", navigation: Navigation(), screens: 1)
        try menu.addItem(title: "two", coordinator: two)
        XCTAssertIdentical(menu.child, overTabs)
        XCTAssertTrue(overTabs.isRunning)
        recorder.assert([#"added item 1 to "tabs" showing "two0""#])  // covered by "over0": no callbacks
    }

    @MainActor func testAddItem_ArrivesAsOneTabAddedEventListingItsFirstScreens() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation, screens: 0)
        try root.startAsRoot(animated: false)
        let menu = TestTabBarCoordinator(navigation: navigation)
        try root.start(child: menu, animated: false)
        let recorder = recordNavigation(navigation)
        let items = StepsCoordinator("items", navigation: Navigation(), screens: 2)

        try menu.addItem(title: "Items", coordinator: items)

        recorder.assert([
            #"added item 0 to "tabs" showing "items0", "items1""#, #"selected item 0 of "tabs" (was none)"#,
            #"didLoad "items1""#, #"willAppear "items1""#, #"didAppear "items1""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [
                .itemAdded(
                    container: menu.tabBar.id, index: 0,
                    item: NavigationEvent.ItemContent(
                        label: TabBarItem(title: "Items"),
                        navigation: NavigationEvent.NavigationContent(
                            id: items.navigation.id, screens: items.navigation.screens.map { .screen($0.id) })
                    )),
                .itemSelected(container: menu.tabBar.id, index: 0, previous: nil),
            ])
        XCTAssertEqual(items.navigation.screens.map(\.title), ["items0", "items1"])
    }

    // MARK: One visible transition

    @MainActor func testStartChild_SeveralMoves_OnePushTransitionToTheLastScreen() async throws {
        let (navigation, root, _, recorder, _) = try makeRootRunningA()
        let replaced = navigation.screens.suffix(2).map(\.id)
        let b = StepsCoordinator("B", navigation: navigation, screens: 3)

        try root.start(child: b, animated: true)

        let pushed = navigation.screens.suffix(3).map(\.id)
        XCTAssertEqual(navigation.screens.map(\.title), ["R", "B0", "B1", "B2"])
        // Screens below the top do not load.
        recorder.assert([
            #"popped "A0", "A1""#, #"pushed "B0""#, #"pushed "B1""#, #"pushed "B2""#, #"didLoad "B2""#,
            #"willDisappear "A1""#, #"willAppear "B2""#, #"didDisappear "A1""#, #"didAppear "B2""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [
                .popped(ScreenIDs(replaced)), .pushed(.screen(pushed[0])), .pushed(.screen(pushed[1])),
                .pushed(.screen(pushed[2])),
            ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.animated), [false, false, false, true],
            "only the last change animates")
    }

    @MainActor func testStartAsRoot_IsOneTransition_OnlyTheLastScreenLoadsAndAppears() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)
        let app = StepsCoordinator("app", navigation: navigation, screens: 3)

        try app.startAsRoot(animated: true)

        recorder.assert([
            #"pushed "app0""#, #"pushed "app1""#, #"pushed "app2""#, #"didLoad "app2""#,
            #"willAppear "app2""#, #"didAppear "app2""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change), navigation.screens.map { .pushed(.screen($0.id)) })
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, false, true])
        XCTAssertEqual(app.context.state, .root)
    }

    @MainActor func testStartAsRoot_StartThrows_ChangesNothing() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)
        let app = StepsCoordinator("app", navigation: navigation, screens: 3)
        app.failAfterMoves = 2

        XCTAssertThrowsError(try app.startAsRoot(animated: true))

        XCTAssertEqual(navigation.screens.count, 0)
        XCTAssertNil(app.startScreen)
        recorder.assert([])
        app.failAfterMoves = nil
        try app.startAsRoot(animated: false)
        XCTAssertEqual(navigation.screens.map(\.title), ["app0", "app1", "app2"])
        XCTAssertEqual(app.startScreen?.title, "app0")
        recorder.assert([
            #"pushed "app0""#, #"pushed "app1""#, #"pushed "app2""#, #"didLoad "app2""#,
            #"willAppear "app2""#, #"didAppear "app2""#,
        ])
    }

    @MainActor func testStartAsRoot_OnARunningChild_Throws() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation)
        try app.start(child: child, animated: false)

        XCTAssertThrowsError(try child.startAsRoot(animated: false)) {
            XCTAssertEqual(
                $0 as? NavigationError, .coordinatorAlreadyRunning(coordinator: "StepsCoordinator"))
        }
        XCTAssertEqual(navigation.screens.map(\.title), ["app0", "child0"])
    }

    // MARK: Screens placed below the top

    /// A transaction places the list below the detail, so the list does not load. Its intent, wired
    /// where the coordinator creates it (not in `didLoad`), still drives the coordinator once the
    /// user goes back to it.
    @MainActor func testScreenPlacedBelowTop_IntentWiredAtCreation_DrivesCoordinatorOnceShown() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation)
        try app.startAsRoot(animated: false)
        let items = ListDetailCoordinator(navigation: navigation)

        try app.start(child: items, animated: true)

        let list = try XCTUnwrap(items.list)
        XCTAssertFalse(list.isLoaded, "placed below the top by the start's transaction")
        XCTAssertEqual(navigation.visibleScreen?.title, "detail 1")

        try navigation.userDidGoBack()
        XCTAssertTrue(list.isLoaded)
        XCTAssertIdentical(navigation.visibleScreen, list)
        list.select(2)

        XCTAssertEqual(navigation.screens.map(\.title), ["app0", "list", "detail 2"])
        XCTAssertEqual(items.shown, [1, 2])
    }
}

/// Holds a value a closure appends to.
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A list whose selection is an intent the coordinator wires when it creates the screen.
@MainActor
private final class ListScreen: Screen {
    var onSelect: (Int) -> Void = { _ in }

    func select(_ index: Int) { onSelect(index) }
}

/// Starts on a list with the first item's detail already open, as a deep link would.
@MainActor
private final class ListDetailCoordinator: Coordinator {
    let context: CoordinatorContext
    private(set) weak var list: ListScreen?
    private(set) var shown: [Int] = []

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        let list = ListScreen(title: "list")
        list.onSelect = { [unowned self] index in try? self.showDetail(index, animated: true) }
        self.list = list
        try move(to: list, animated: animated)
        try showDetail(1, animated: animated)
    }

    private func showDetail(_ index: Int, animated: Bool) throws {
        shown.append(index)
        try move(to: Screen(title: "detail \(index)"), animated: animated)
    }
}
