import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Drops the last strong reference and checks that finished coordinators, and every screen they
/// showed, are gone.
final class CoordinatorLifetimeTests: XCTestCase {
    @MainActor func testFinishedPushedChild_AndItsScreens_AreDeallocated() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let leaks = LeakTracker()
        do {
            let child = StepsCoordinator("child", navigation: navigation, screens: 3)
            try root.start(child: child, animated: false)
            leaks.track(tree: child)
            XCTAssertEqual(leaks.survivors.count, 4, "the child and its three screens")
            try child.finish(animated: false)
        }
        leaks.assertAllFreed()
    }

    @MainActor func testChildFinishedByUserBackSwipe_IsDeallocated() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let leaks = LeakTracker()
        do {
            let child = StepsCoordinator("child", navigation: navigation)
            try root.start(child: child, animated: false)
            leaks.track(tree: child)
        }
        try SimulatedUser(navigation).swipeBack()
        leaks.assertAllFreed()
    }

    @MainActor func testFinishedModalChild_ItsNavigationAndScreens_AreDeallocated() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let leaks = LeakTracker()
        do {
            let child = StepsCoordinator("modal", navigation: Navigation(), screens: 2)
            try root.present(child: child, animated: false)
            leaks.track(tree: child)
            XCTAssertEqual(leaks.survivors.count, 4, "the child, its navigation and two screens")
            try child.finish(animated: false)
        }
        leaks.assertAllFreed()
    }

    @MainActor func testFinishedTabBarCoordinator_ItemsTabBarAndScreens_AreDeallocated() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let leaks = LeakTracker()
        do {
            let menu = TestTabBarCoordinator(navigation: navigation)
            try root.start(child: menu, animated: false)
            let item = StepsCoordinator("item", navigation: Navigation(), screens: 2)
            try menu.addItem(title: "Item", coordinator: item)
            leaks.track(tree: menu)
            XCTAssertEqual(
                leaks.survivors,
                [
                    "TestTabBarCoordinator", #""tabs" TabBar"#,
                    #"navigation showing "item0", "item1""#,
                    #""item0" Screen"#, #""item1" Screen"#, "StepsCoordinator",
                ])
            try menu.finish(animated: false)
        }
        leaks.assertAllFreed()
    }

    @MainActor func testReplacedChild_IsDeallocated() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        weak var weakFirst: StepsCoordinator?
        do {
            let first = StepsCoordinator("first", navigation: navigation)
            weakFirst = first
            try root.start(child: first, animated: false)
        }
        try root.start(child: StepsCoordinator("second", navigation: navigation), animated: false)
        XCTAssertNil(weakFirst)
    }

    @MainActor func testDroppingRootCoordinatorAndNavigation_FreesWholeTree() async throws {
        weak var weakRoot: StepsCoordinator?
        weak var weakChild: StepsCoordinator?
        weak var weakNavigation: Navigation?
        do {
            let navigation = Navigation()
            weakNavigation = navigation
            let root = StepsCoordinator("root", navigation: navigation)
            weakRoot = root
            try root.start(animated: false)
            let child = StepsCoordinator("child", navigation: navigation)
            weakChild = child
            try root.start(child: child, animated: false)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
        XCTAssertNil(weakNavigation)
    }

    @MainActor func testRunningChild_IsKeptAliveOnlyByItsParent() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        weak var weakChild: StepsCoordinator?
        do {
            let child = StepsCoordinator("child", navigation: navigation)
            weakChild = child
            try root.start(child: child, animated: false)
        }
        XCTAssertNotNil(weakChild, "the parent holds its running child")
        XCTAssertIdentical(weakChild?.parent, root)
    }
}
