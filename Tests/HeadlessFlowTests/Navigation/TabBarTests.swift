import HeadlessFlow
import XCTest

final class TabBarTests: XCTestCase {
    /// A navigation showing a tab bar whose two tabs each show one recording screen.
    @MainActor private func makeTabs(
        log: LifecycleLog
    ) throws -> (navigation: Navigation, tabBar: TabBar, tabs: [Navigation]) {
        let navigation = Navigation()
        let tabBar = TabBar(title: "bar")
        try navigation.push(tabBar, animated: false)
        let tabs = [Navigation(), Navigation()]
        for (index, tab) in tabs.enumerated() {
            try tab.push(RecordingScreen("T\(index)", log: log), animated: false)
            try tabBar.addTab(TabBarItem(title: "Tab \(index)"), navigation: tab)
        }
        return (navigation, tabBar, tabs)
    }

    @MainActor func testAddTab_FirstIsSelectedAndVisible() async throws {
        let log = LifecycleLog()
        let (navigation, tabBar, tabs) = try makeTabs(log: log)

        XCTAssertEqual(tabBar.selectedIndex, 0)
        XCTAssertIdentical(tabBar.selectedNavigation, tabs[0])
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["bar", "T0"])
        XCTAssertEqual(tabBar.items.map(\.title), ["Tab 0", "Tab 1"])
        XCTAssertIdentical(tabs[1].tabBar, tabBar)
        XCTAssertEqual(
            log.take(),
            [
                "T0.didLoad", "T0.willAppear", "T0.didAppear", "T1.didLoad", "T1.willAppear", "T1.didAppear",
                "T1.willDisappear", "T1.didDisappear",
            ],
            "each tab navigation was its own root before it was added; the unselected one leaves the screen")
    }

    @MainActor func testSelect_SwitchesAppearanceAndAnnounces() async throws {
        let log = LifecycleLog()
        let (navigation, tabBar, _) = try makeTabs(log: log)
        _ = log.take()
        let recorder = EventRecorder(navigation)

        try tabBar.select(1, animated: false)
        try tabBar.userDidSelect(0)

        XCTAssertEqual(
            log.take(),
            [
                "T0.willDisappear", "T1.willAppear", "T0.didDisappear", "T1.didAppear",
                "T1.willDisappear", "T0.willAppear", "T1.didDisappear", "T0.didAppear",
            ])
        XCTAssertEqual(
            recorder.events.map { "\($0.change) \($0.cause)" },
            [
                "\(NavigationEvent.Change.tabSelected(tabBar: tabBar.id, index: 1, previous: 0)) program",
                "\(NavigationEvent.Change.tabSelected(tabBar: tabBar.id, index: 0, previous: 1)) userInteraction",
            ])
    }

    @MainActor func testSelect_OutOfRange_ThrowsAndChangesNothing() async throws {
        let (_, tabBar, _) = try makeTabs(log: LifecycleLog())
        XCTAssertThrowsError(try tabBar.select(2)) {
            XCTAssertEqual($0 as? NavigationError, .tabIndexOutOfRange(index: 2, count: 2))
            XCTAssertEqual("\($0)", "Tab index 2 is out of range: the tab bar has 2 tabs.")
        }
        XCTAssertThrowsError(try tabBar.removeTab(at: -1))
        XCTAssertThrowsError(try tabBar.setItem(TabBarItem(title: "x"), at: 5))
        XCTAssertEqual(tabBar.selectedIndex, 0)
        XCTAssertEqual(tabBar.tabs.count, 2)
    }

    @MainActor func testRemoveTab_Selected_SelectsNeighbourAndDetachesNavigation() async throws {
        let log = LifecycleLog()
        let (navigation, tabBar, tabs) = try makeTabs(log: log)
        _ = log.take()
        let recorder = EventRecorder(navigation)

        let removed = try tabBar.removeTab(at: 0)

        XCTAssertIdentical(removed, tabs[0])
        XCTAssertNil(tabs[0].tabBar)
        XCTAssertEqual(tabBar.selectedIndex, 0)
        XCTAssertIdentical(tabBar.selectedNavigation, tabs[1])
        XCTAssertEqual(log.take(), ["T0.willDisappear", "T1.willAppear", "T0.didDisappear", "T1.didAppear"])
        XCTAssertEqual(
            recorder.take(),
            [
                .tabRemoved(tabBar: tabBar.id, index: 0, navigation: tabs[0].id),
                .tabSelected(tabBar: tabBar.id, index: 0, previous: 0),
            ])

        try tabBar.removeTab(at: 0)
        XCTAssertNil(tabBar.selectedIndex)
        XCTAssertIdentical(navigation.visibleScreen, tabBar)
    }

    @MainActor func testSetItem_AnnouncesBadgeChange() async throws {
        let (navigation, tabBar, _) = try makeTabs(log: LifecycleLog())
        let recorder = EventRecorder(navigation)
        var item = tabBar.items[1]
        item.badge = "3"

        try tabBar.setItem(item, at: 1)
        try tabBar.setItem(item, at: 1)

        XCTAssertEqual(recorder.take(), [.tabItemChanged(tabBar: tabBar.id, index: 1, item: item)])
        XCTAssertEqual(tabBar.items[1].badge, "3")
    }

    @MainActor func testAddTab_NavigationInUse_Throws() async throws {
        let (navigation, tabBar, tabs) = try makeTabs(log: LifecycleLog())
        XCTAssertThrowsError(try tabBar.addTab(TabBarItem(title: "again"), navigation: tabs[0]))
        XCTAssertThrowsError(try tabBar.addTab(TabBarItem(title: "holder"), navigation: navigation)) {
            XCTAssertEqual($0 as? NavigationError, .navigationInUse(navigation: navigation.id))
        }
        XCTAssertEqual(tabBar.tabs.count, 2)
    }

    @MainActor func testPushInsideUnselectedTab_DeliversNoAppearance() async throws {
        let log = LifecycleLog()
        let (navigation, _, tabs) = try makeTabs(log: log)
        _ = log.take()
        try tabs[1].push(RecordingScreen("hidden", log: log), animated: false)
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(navigation.visibleScreen?.title, "T0")
    }

    @MainActor func testPoppingTabBar_TakesItsTabsOffScreen() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        try navigation.push(RecordingScreen("home", log: log), animated: false)
        let tabBar = TabBar()
        try navigation.push(tabBar, animated: false)
        let tab = Navigation()
        try tabBar.addTab(TabBarItem(title: "t"), navigation: tab)
        try tab.push(RecordingScreen("inside", log: log), animated: false)
        _ = log.take()

        try navigation.pop(animated: false)

        XCTAssertEqual(
            log.take(), ["inside.willDisappear", "home.willAppear", "inside.didDisappear", "home.didAppear"])
        try tab.push(RecordingScreen("later", log: log), animated: false)
        XCTAssertEqual(log.take(), [], "a tab bar off screen shows nothing")
    }

    @MainActor func testPresentFromTab_CoversTheTabBarToo() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        let tabBar = RecordingTabBar(log: log)
        try navigation.push(tabBar, animated: false)
        let tab = Navigation()
        try tabBar.addTab(TabBarItem(title: "t"), navigation: tab)
        try tab.push(RecordingScreen("inside", log: log), animated: false)
        let modal = Navigation()
        try modal.push(RecordingScreen("modal", log: log), animated: false)
        _ = log.take()

        try tab.present(modal, animated: true)

        XCTAssertEqual(
            log.take(),
            ["inside.willDisappear", "bar.willDisappear", "inside.didDisappear", "bar.didDisappear"],
            "the modal, already shown as its own root, stays; the tab bar and its tab leave the screen")
        XCTAssertEqual(navigation.visibleScreen?.title, "modal")
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["modal"])

        try tab.dismiss(animated: true)
        XCTAssertEqual(
            log.take(),
            [
                "modal.willDisappear", "bar.willAppear", "inside.willAppear", "modal.didDisappear",
                "bar.didAppear", "inside.didAppear",
            ])
    }
}

/// A tab bar that records its own lifecycle callbacks as "bar".
@MainActor
private final class RecordingTabBar: TabBar {
    let log: LifecycleLog

    init(log: LifecycleLog) {
        self.log = log
        super.init(title: "bar")
    }

    override func willAppear(animated: Bool) { log.record("bar.willAppear") }
    override func didAppear(animated: Bool) { log.record("bar.didAppear") }
    override func willDisappear(animated: Bool) { log.record("bar.willDisappear") }
    override func didDisappear(animated: Bool) { log.record("bar.didDisappear") }
}
