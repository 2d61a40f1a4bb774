import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// The two tab bar rules a user coming from Stinsen relies on: a repeat tap takes the tab back to
/// its first screen, and an item coordinator does not remove its own tab.
final class TabBarRulesTests: XCTestCase {
    /// A tab bar coordinator on `window` with two items, the first of which has pushed a child flow
    /// of two screens over its own two.
    @MainActor private func makeMenu(_ window: Navigation) throws -> (
        menu: TestTabBarCoordinator, first: StepsCoordinator, child: StepsCoordinator
    ) {
        let menu = TestTabBarCoordinator(navigation: window)
        try menu.startAsRoot(animated: false)
        let first = StepsCoordinator("feed", navigation: Navigation(), screens: 2)
        try menu.addItem(title: "Feed", coordinator: first)
        try menu.addItem(title: "Profile", coordinator: StepsCoordinator("profile", navigation: Navigation()))
        let child = StepsCoordinator("post", navigation: first.navigation, screens: 2)
        try first.start(child: child, animated: false)
        return (menu, first, child)
    }

    // MARK: - Repeat taps

    @MainActor func testRepeatTap_PopsTheTabToItsFirstScreen_FinishingTheFlowsAbove() async throws {
        let window = Navigation()
        let (menu, first, child) = try makeMenu(window)
        let recorder = recordNavigation(window)

        try menu.tabBar.userDidSelect(0, animated: true)

        recorder.assert([
            #"popped "feed1", "post0", "post1" (userInteraction)"#, #"didLoad "feed0""#,
            #"willDisappear "post1""#, #"willAppear "feed0""#, #"didDisappear "post1""#,
            #"didAppear "feed0""#,
        ])
        XCTAssertEqual(first.navigation.screens.map(\.title), ["feed0"])
        XCTAssertEqual(menu.tabBar.selectedIndex, 0)
        XCTAssertTrue(child.isFinished, "the child's screens were popped, so it finished")
        XCTAssertEqual(first.finishedChildren, ["post"])
        XCTAssertTrue(first.isRunning, "the tab's own coordinator keeps running")
    }

    @MainActor func testRepeatTap_OnATabAtItsFirstScreen_ChangesNothing() async throws {
        let window = Navigation()
        let (menu, _, _) = try makeMenu(window)
        try menu.tabBar.userDidSelect(1)
        let recorder = recordNavigation(window)

        try menu.tabBar.userDidSelect(1)

        recorder.assert([])
        XCTAssertEqual(menu.tabBar.selectedIndex, 1)
    }

    @MainActor func testSelectingTheSelectedTab_FromTheProgram_IsNotARepeatTap() async throws {
        let window = Navigation()
        let (menu, first, _) = try makeMenu(window)
        let recorder = recordNavigation(window)

        try menu.selectItem(at: 0)
        try menu.tabBar.select(0)

        recorder.assert([])
        XCTAssertEqual(first.navigation.screens.count, 4)
    }

    @MainActor func testRepeatTap_TheCoordinatorDecides_WhenItImplementsTheHook() async throws {
        let window = Navigation()
        let (menu, first, child) = try makeMenu(window)
        menu.reselections = []
        let recorder = recordNavigation(window)

        try menu.tabBar.userDidSelect(0)
        try menu.tabBar.userDidSelect(1)
        try menu.tabBar.userDidSelect(1)

        XCTAssertEqual(menu.reselections, [0, 1], "each tap on the selected tab, and only those")
        recorder.assert([
            #"selected item 1 of "tabs" (was 0) (userInteraction)"#, #"didLoad "profile0""#,
            #"willDisappear "post1""#, #"willAppear "profile0""#, #"didDisappear "post1""#,
            #"didAppear "profile0""#,
        ])
        XCTAssertEqual(first.navigation.screens.count, 4)
        XCTAssertTrue(child.isRunning)
    }

    @MainActor func testRepeatTap_OnATabBarNoCoordinatorOwns_PopsTheTab() async throws {
        let window = Navigation()
        let bar = TabBar(title: "Bar")
        try window.push(bar, animated: false)
        let tab = Navigation()
        try tab.push(Screen(title: "List"), animated: false)
        try tab.push(Screen(title: "Detail"), animated: false)
        try bar.addTab(TabBarItem(title: "One"), navigation: tab)
        let recorder = recordNavigation(window)

        try bar.userDidSelect(0)

        recorder.assert([
            #"popped "Detail" (userInteraction)"#, #"willDisappear "Detail""#, #"willAppear "List""#,
            #"didDisappear "Detail""#, #"didAppear "List""#,
        ])
        XCTAssertThrowsError(try bar.popTabToRoot(at: 3, animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .itemIndexOutOfRange(index: 3, count: 1))
        }
    }

    @MainActor func testRepeatTap_Vetoed_LeavesTheTabAsItWas() async throws {
        let window = Navigation()
        let (menu, first, child) = try makeMenu(window)
        struct Refused: Error {}
        let token = window.vetoChanges { event in
            if case .popped = event.change { throw Refused() }
        }
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(try menu.tabBar.userDidSelect(0)) { error in
            guard case .vetoed = error as? NavigationError else { return XCTFail("\(error)") }
        }

        recorder.assert([])
        XCTAssertEqual(first.navigation.screens.count, 4)
        XCTAssertTrue(child.isRunning)
        token.cancel()
    }

    // MARK: - Finishing an item

    @MainActor func testItemFinish_IsRefused_AndLeavesTheTab() async throws {
        let window = Navigation()
        let (menu, first, child) = try makeMenu(window)
        let recorder = recordNavigation(window)

        XCTAssertFalse(first.canFinish)
        XCTAssertThrowsError(try first.finish(animated: false)) { error in
            guard case .tabItemCannotFinish(let coordinator, let tabBar) = error as? NavigationError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(coordinator.hasPrefix("StepsCoordinator"), coordinator)
            XCTAssertTrue(tabBar.hasPrefix("TestTabBarCoordinator"), tabBar)
        }

        recorder.assert([])
        XCTAssertTrue(first.isRunning)
        XCTAssertTrue(child.isRunning)
        XCTAssertEqual(menu.tabBar.labels.map(\.title), ["Feed", "Profile"])
        XCTAssertTrue(child.canFinish, "a flow pushed inside the tab may still finish")
    }

    @MainActor func testItemFinish_WhenTheBarAllowsIt_RemovesTheTab() async throws {
        let window = Navigation()
        let (menu, first, child) = try makeMenu(window)
        menu.allowsItemsToFinish = true

        XCTAssertTrue(first.canFinish)
        try first.finish(animated: false)

        XCTAssertTrue(first.isFinished)
        XCTAssertTrue(child.isFinished)
        XCTAssertEqual(menu.tabBar.labels.map(\.title), ["Profile"])
    }

    @MainActor func testRemoveItem_ByTheBarsOwner_IsAlwaysAllowed() async throws {
        let window = Navigation()
        let (menu, first, _) = try makeMenu(window)

        try menu.removeItem(at: 0)

        XCTAssertTrue(first.isFinished)
        XCTAssertEqual(menu.tabBar.labels.map(\.title), ["Profile"])
    }
}
