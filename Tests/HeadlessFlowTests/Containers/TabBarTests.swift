import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class TabBarTests: XCTestCase {
    /// A navigation showing a tab bar whose two tabs each show one screen.
    @MainActor private func makeTabs() throws -> (navigation: Navigation, tabBar: TabBar, tabs: [Navigation])
    {
        let navigation = Navigation()
        let tabBar = TabBar(title: "bar")
        try navigation.push(tabBar, animated: false)
        let tabs = [Navigation(), Navigation()]
        for (index, tab) in tabs.enumerated() {
            try tab.push(Screen(title: "T\(index)"), animated: false)
            try tabBar.addTab(TabBarItem(title: "Tab \(index)"), navigation: tab)
        }
        return (navigation, tabBar, tabs)
    }

    @MainActor func testAddTab_FirstIsSelectedAndVisible() async throws {
        let navigation = Navigation()
        let tabBar = TabBar(title: "bar")
        try navigation.push(tabBar, animated: false)
        let recorder = recordNavigation(navigation)
        let tabs = [Navigation(), Navigation()]
        // Each tab navigation is its own root, on screen, before it is added.
        var earlyCallbacks: [String] = []
        for (index, tab) in tabs.enumerated() {
            let screen = Screen(title: "T\(index)")
            let token = screen.observeLifecycle { screen, event in
                earlyCallbacks.append("\(event.name) \(screen.title)")
            }
            try tab.push(screen, animated: false)
            token.cancel()
            try tabBar.addTab(TabBarItem(title: "Tab \(index)"), navigation: tab)
        }

        XCTAssertEqual(tabBar.selectedIndex, 0)
        XCTAssertIdentical(tabBar.selectedNavigation, tabs[0])
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["bar", "T0"])
        XCTAssertEqual(tabBar.labels.map(\.title), ["Tab 0", "Tab 1"])
        XCTAssertIdentical(tabs[1].tabBar, tabBar)
        XCTAssertEqual(
            earlyCallbacks,
            ["didLoad T0", "willAppear T0", "didAppear T0", "didLoad T1", "willAppear T1", "didAppear T1"])
        // The selected tab's screen stays visible as it joins; the other one leaves the screen, after
        // the event that says so.
        recorder.assert([
            #"added item 0 to "bar" showing "T0""#, #"selected item 0 of "bar" (was none)"#,
            #"added item 1 to "bar" showing "T1""#, #"willDisappear "T1""#, #"didDisappear "T1""#,
        ])
    }

    @MainActor func testSelect_SwitchesAppearanceAndAnnounces() async throws {
        let (navigation, tabBar, _) = try makeTabs()
        let recorder = recordNavigation(navigation)

        try tabBar.select(1, animated: false)
        recorder.assert([
            #"selected item 1 of "bar" (was 0)"#, #"willDisappear "T0""#, #"willAppear "T1""#,
            #"didDisappear "T0""#, #"didAppear "T1""#,
        ])

        try tabBar.userDidSelect(0)
        recorder.assert([
            #"selected item 0 of "bar" (was 1) (userInteraction)"#, #"willDisappear "T1""#,
            #"willAppear "T0""#, #"didDisappear "T1""#, #"didAppear "T0""#,
        ])
    }

    @MainActor func testSelect_OutOfRange_ThrowsAndChangesNothing() async throws {
        let (_, tabBar, _) = try makeTabs()
        XCTAssertThrowsError(try tabBar.select(2)) {
            XCTAssertEqual($0 as? NavigationError, .itemIndexOutOfRange(index: 2, count: 2))
            XCTAssertEqual("\($0)", "Item index 2 is out of range: the container has 2 items.")
        }
        XCTAssertThrowsError(try tabBar.removeTab(at: -1))
        XCTAssertThrowsError(try tabBar.setItem(TabBarItem(title: "x"), at: 5))
        XCTAssertEqual(tabBar.selectedIndex, 0)
        XCTAssertEqual(tabBar.tabs.count, 2)
    }

    @MainActor func testRemoveTab_Selected_SelectsNeighbourAndDetachesNavigation() async throws {
        let (navigation, tabBar, tabs) = try makeTabs()
        let recorder = recordNavigation(navigation)

        let removed = try tabBar.removeTab(at: 0)

        XCTAssertIdentical(removed, tabs[0])
        XCTAssertNil(tabs[0].tabBar)
        XCTAssertEqual(tabBar.selectedIndex, 0)
        XCTAssertIdentical(tabBar.selectedNavigation, tabs[1])
        recorder.assert([
            #"removed item 0 from "bar""#, #"selected item 0 of "bar" (was 0)"#, #"willDisappear "T0""#,
            #"willAppear "T1""#, #"didDisappear "T0""#, #"didAppear "T1""#,
        ])
        // The lines do not name the removed navigation.
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [
                .itemRemoved(container: tabBar.id, index: 0, navigation: tabs[0].id),
                .itemSelected(container: tabBar.id, index: 0, previous: 0),
            ])

        try tabBar.removeTab(at: 0)
        recorder.assert([
            #"removed item 0 from "bar""#, #"selected item none of "bar" (was 0)"#, #"willDisappear "T1""#,
            #"didDisappear "T1""#,
        ])
        XCTAssertNil(tabBar.selectedIndex)
        XCTAssertIdentical(navigation.visibleScreen, tabBar)
    }

    @MainActor func testSetItem_AnnouncesBadgeChange() async throws {
        let (navigation, tabBar, _) = try makeTabs()
        let recorder = recordNavigation(navigation)
        var item = tabBar.labels[1]
        item.badge = "3"

        try tabBar.setItem(item, at: 1)
        try tabBar.setItem(item, at: 1)

        recorder.assert([#"changed item 1 of "bar" to "Tab 1""#])
        // The lines do not show the badge.
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change), [.itemChanged(container: tabBar.id, index: 1, label: item)]
        )
        XCTAssertEqual(tabBar.labels[1].badge, "3")
    }

    @MainActor func testAddTab_NavigationInUse_Throws() async throws {
        let (navigation, tabBar, tabs) = try makeTabs()
        XCTAssertThrowsError(try tabBar.addTab(TabBarItem(title: "again"), navigation: tabs[0]))
        XCTAssertThrowsError(try tabBar.addTab(TabBarItem(title: "holder"), navigation: navigation)) {
            XCTAssertEqual($0 as? NavigationError, .navigationInUse(navigation: navigation.id))
        }
        XCTAssertEqual(tabBar.tabs.count, 2)
    }

    @MainActor func testPushInsideUnselectedTab_DeliversNoAppearance() async throws {
        let (navigation, _, tabs) = try makeTabs()
        let recorder = recordNavigation(navigation)
        try tabs[1].push(Screen(title: "hidden"), animated: false)
        recorder.assert([#"pushed "hidden""#])
        XCTAssertEqual(navigation.visibleScreen?.title, "T0")
    }

    @MainActor func testPoppingTabBar_TakesItsTabsOffScreen() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "home"), animated: false)
        let tabBar = TabBar(title: "bar")
        try navigation.push(tabBar, animated: false)
        let tab = Navigation()
        try tabBar.addTab(TabBarItem(title: "t"), navigation: tab)
        try tab.push(Screen(title: "inside"), animated: false)
        let recorder = recordNavigation(navigation)

        try navigation.pop(animated: false)

        recorder.assert([
            #"popped "bar""#, #"willDisappear "inside""#, #"willDisappear "bar""#, #"willAppear "home""#,
            #"didDisappear "inside""#, #"didDisappear "bar""#, #"didAppear "home""#,
        ])
        // The popped tab is out of the recorded tree: follow it on its own.
        let tabRecorder = recordNavigation(tab)
        try tab.push(Screen(title: "later"), animated: false)
        // A tab bar off screen shows nothing.
        tabRecorder.assert([#"pushed "later""#])
        recorder.assert([])
    }

    @MainActor func testPresentFromHiddenTab_ShowingNavigation_EventComesBeforeItsScreenLeaves() async throws
    {
        let (navigation, _, tabs) = try makeTabs()
        let sheet = Navigation()
        try sheet.push(Screen(title: "Sheet"), animated: false)
        XCTAssertEqual(sheet.visibleScreen?.appearance, .appeared, "a navigation on its own shows its screen")
        let recorder = recordNavigation(navigation)

        try tabs[1].present(sheet, animated: true)

        recorder.assert([#"presented "Sheet""#, #"willDisappear "Sheet""#, #"didDisappear "Sheet""#])
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["bar", "T0"])
    }

    @MainActor func testPresentFromTab_CoversTheTabBarToo() async throws {
        let navigation = Navigation()
        let tabBar = TabBar(title: "bar")
        try navigation.push(tabBar, animated: false)
        let tab = Navigation()
        try tabBar.addTab(TabBarItem(title: "t"), navigation: tab)
        try tab.push(Screen(title: "inside"), animated: false)
        let modal = Navigation()
        try modal.push(Screen(title: "modal"), animated: false)
        let recorder = recordNavigation(navigation)

        try tab.present(modal, animated: true)

        // The modal, already shown as its own root, stays; the tab bar and its tab leave the screen.
        recorder.assert([
            #"presented "modal""#, #"willDisappear "inside""#, #"willDisappear "bar""#,
            #"didDisappear "inside""#, #"didDisappear "bar""#,
        ])
        XCTAssertEqual(navigation.visibleScreen?.title, "modal")
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["modal"])

        try tab.dismiss(animated: true)
        recorder.assert([
            #"dismissed "modal""#, #"willDisappear "modal""#, #"willAppear "bar""#, #"willAppear "inside""#,
            #"didDisappear "modal""#, #"didAppear "bar""#, #"didAppear "inside""#,
        ])
    }
}
