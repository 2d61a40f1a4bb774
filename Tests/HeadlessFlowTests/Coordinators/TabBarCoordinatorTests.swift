import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class TabBarCoordinatorTests: XCTestCase {
    // MARK: UIFlow's specification

    @MainActor func testNewTabBarCoordinator_HasNoItems() async {
        let coordinator = TestTabBarCoordinator(navigation: Navigation())
        XCTAssertTrue(coordinator.items.isEmpty)
        XCTAssertNil(coordinator.currentItem)
    }

    @MainActor func testStart_MakesTabBarTheStartScreen() async throws {
        let navigation = Navigation()
        let coordinator = TestTabBarCoordinator(navigation: navigation)
        try coordinator.start(animated: false)
        XCTAssertIdentical(coordinator.startScreen, coordinator.tabBar)
        XCTAssertIdentical(navigation.topScreen, coordinator.tabBar)
    }

    @MainActor func testReplaceScreens_TabBarNotFirst_IsRefused_AboveItWorks() async throws {
        let navigation = Navigation()
        let coordinator = TestTabBarCoordinator(navigation: navigation)
        try coordinator.start(animated: false)
        try coordinator.move(to: Screen(title: "over"), animated: false)

        XCTAssertThrowsError(try coordinator.replaceScreens(with: [Screen(title: "plain")], animated: false))
        {
            error in
            XCTAssertEqual(
                error as? NavigationError,
                .startScreenIsFixed(
                    coordinator: "TestTabBarCoordinator", screen: coordinator.tabBar.description))
        }
        XCTAssertEqual(navigation.screens.map(\.title), [coordinator.tabBar.title, "over"])

        try coordinator.replaceScreens(with: [coordinator.tabBar, Screen(title: "new")], animated: false)

        XCTAssertEqual(navigation.screens.map(\.title), [coordinator.tabBar.title, "new"])
        XCTAssertIdentical(coordinator.startScreen, coordinator.tabBar)
        XCTAssertEqual(coordinator.topScreen?.title, "new")
    }

    @MainActor func testAddItem_BothFormsAddStartedItems() async throws {
        let navigation = Navigation()
        let coordinator = TestTabBarCoordinator(navigation: navigation)
        try coordinator.start(animated: false)
        let first = StepsCoordinator("first", navigation: Navigation())
        let second = StepsCoordinator("second", navigation: Navigation())

        try coordinator.addItem(TabBarItem(title: "First", imageName: "1", badge: "new"), coordinator: first)
        try coordinator.addItem(
            title: "Second", imageName: "2", selectedImageName: "2.fill", coordinator: second)

        XCTAssertEqual(coordinator.items.count, 2)
        XCTAssertEqual(
            coordinator.tabBar.labels,
            [
                TabBarItem(title: "First", imageName: "1", badge: "new"),
                TabBarItem(title: "Second", imageName: "2", selectedImageName: "2.fill"),
            ])
        XCTAssertIdentical(first.parent, coordinator)
        XCTAssertTrue(first.isRunning)
        XCTAssertEqual(second.navigation.screens.map(\.title), ["second0"], "items start when added")
        XCTAssertNil(coordinator.child, "items are not the one running child")
    }

    @MainActor func testCurrentItem_FollowsSelection() async throws {
        let coordinator = TestTabBarCoordinator(navigation: Navigation())
        try coordinator.start(animated: false)
        let first = StepsCoordinator("first", navigation: Navigation())
        let second = StepsCoordinator("second", navigation: Navigation())
        try coordinator.addItem(title: "1", coordinator: first)
        try coordinator.addItem(title: "2", coordinator: second)

        XCTAssertIdentical(coordinator.currentItem, first)
        try coordinator.selectItem(at: 1)
        XCTAssertIdentical(coordinator.currentItem, second)
        XCTAssertEqual(coordinator.navigation.visibleScreen?.title, "second0")
    }

    @MainActor func testRemoveItem_FinishesItsCoordinator() async throws {
        let coordinator = TestTabBarCoordinator(navigation: Navigation())
        try coordinator.start(animated: false)
        let first = StepsCoordinator("first", navigation: Navigation())
        try coordinator.addItem(title: "1", coordinator: first)
        try coordinator.addItem(title: "2", coordinator: StepsCoordinator("second", navigation: Navigation()))

        try coordinator.removeItem(at: 0)

        XCTAssertEqual(coordinator.items.count, 1)
        XCTAssertEqual(coordinator.tabBar.labels.map(\.title), ["2"])
        XCTAssertTrue(first.isFinished)
        XCTAssertNil(first.parent)
        XCTAssertThrowsError(try coordinator.removeItem(at: 3)) {
            XCTAssertEqual($0 as? NavigationError, .itemIndexOutOfRange(index: 3, count: 1))
        }
    }

    // MARK: Beyond UIFlow

    @MainActor func testItemFinishing_WhenTheBarAllowsIt_RemovesItsTab() async throws {
        let coordinator = TestTabBarCoordinator(navigation: Navigation())
        coordinator.allowsItemsToFinish = true
        try coordinator.start(animated: false)
        let item = StepsCoordinator("item", navigation: Navigation())
        try coordinator.addItem(title: "1", coordinator: item)

        try item.finish(animated: false)

        XCTAssertTrue(coordinator.items.isEmpty)
        XCTAssertTrue(coordinator.tabBar.tabs.isEmpty)
    }

    @MainActor func testTabRemovedFromModelDirectly_FinishesItemCoordinator() async throws {
        let coordinator = TestTabBarCoordinator(navigation: Navigation())
        try coordinator.start(animated: false)
        let unstarted = StepsCoordinator("empty", navigation: Navigation(), screens: 0)
        try coordinator.addItem(title: "1", coordinator: unstarted)

        try coordinator.tabBar.removeTab(at: 0)

        XCTAssertTrue(unstarted.isFinished, "even an item that never moved follows its tab")
        XCTAssertTrue(coordinator.items.isEmpty)
    }

    @MainActor func testFinishingTabBarCoordinator_FinishesItemsAndPopsTabBar() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation)
        try app.start(animated: false)
        let menu = TestTabBarCoordinator(navigation: navigation)
        try app.start(child: menu, animated: false)
        let items = [
            StepsCoordinator("a", navigation: Navigation()), StepsCoordinator("b", navigation: Navigation()),
        ]
        for item in items { try menu.addItem(title: item.name, coordinator: item) }

        try menu.finish(animated: true)

        XCTAssertTrue(items.allSatisfy(\.isFinished))
        XCTAssertEqual(navigation.screens.map(\.title), ["app0"])
        XCTAssertNil(app.child)
    }

    @MainActor func testAddItem_StartThrows_RemovesTabAgain() async throws {
        let coordinator = TestTabBarCoordinator(navigation: Navigation())
        try coordinator.start(animated: false)
        XCTAssertThrowsError(
            try coordinator.addItem(title: "bad", coordinator: FailingCoordinator(navigation: Navigation())))
        XCTAssertTrue(coordinator.tabBar.tabs.isEmpty)
        XCTAssertTrue(coordinator.items.isEmpty)
    }

    @MainActor func testAddItem_SharingTabBarNavigation_Throws() async throws {
        let navigation = Navigation()
        let coordinator = TestTabBarCoordinator(navigation: navigation)
        try coordinator.start(animated: false)
        XCTAssertThrowsError(
            try coordinator.addItem(title: "x", coordinator: StepsCoordinator(navigation: navigation))
        ) {
            XCTAssertEqual($0 as? NavigationError, .navigationInUse(navigation: navigation.id))
        }
    }

    // MARK: One event for a tab bar built in one transition

    /// A tab bar coordinator that moves to its tab bar before (`itemsFirst` false, the order the
    /// guides show) or after adding its items, and may start on another tab.
    @MainActor private final class Tabs: TabBarCoordinator {
        let context: CoordinatorContext
        let tabBar = TabBar(title: "Tabs")
        let itemsFirst: Bool
        let startTab: Int

        init(navigation: Navigation, itemsFirst: Bool, startTab: Int = 0) {
            context = CoordinatorContext(navigation: navigation)
            self.itemsFirst = itemsFirst
            self.startTab = startTab
        }

        func start(animated: Bool) throws {
            if !itemsFirst { try move(to: tabBar, animated: animated) }
            for title in ["Feed", "Profile"] {
                try addItem(
                    title: title, coordinator: StepsCoordinator(title, navigation: Navigation(), screens: 1))
            }
            if itemsFirst { try move(to: tabBar, animated: animated) }
            if startTab != 0 { try selectItem(at: startTab, animated: animated) }
        }
    }

    @MainActor func testStart_EitherOrderOfItemsAndMove_OneEventWithTheTabs() async throws {
        var changes: [[String]] = []
        for itemsFirst in [false, true] {
            let navigation = Navigation()
            let app = StepsCoordinator("app", navigation: navigation, screens: 1)
            try app.startAsRoot(animated: false)
            let recorder = recordNavigation(navigation, exhaustive: false)
            try app.start(child: Tabs(navigation: navigation, itemsFirst: itemsFirst), animated: true)
            changes.append(recorder.recordedChanges)
            recorder.finish()
        }

        let expected = [
            #"pushed "Tabs" with tabs ["Feed": "Feed0"; "Profile": "Profile0"], selected 0 (animated)"#
        ]
        XCTAssertEqual(changes, [expected, expected])
    }

    @MainActor func testPresent_EitherOrderOfItemsAndMove_OneEventWithTheTabs() async throws {
        var changes: [[String]] = []
        for itemsFirst in [false, true] {
            let navigation = Navigation()
            let app = StepsCoordinator("app", navigation: navigation, screens: 1)
            try app.startAsRoot(animated: false)
            let recorder = recordNavigation(navigation, exhaustive: false)
            try app.present(
                child: Tabs(navigation: Navigation(), itemsFirst: itemsFirst, startTab: 1), animated: true)
            changes.append(recorder.recordedChanges)
            recorder.finish()
        }

        let expected = [
            #"presented "Tabs" with tabs ["Feed": "Feed0"; "Profile": "Profile0"], selected 1 (animated)"#
        ]
        XCTAssertEqual(changes, [expected, expected])
    }

    @MainActor func testPresentInTransaction_ItemsAddedAfterThePresentation_OneEvent() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation, exhaustive: false)
        try navigation.push(Screen(title: "Home"), animated: false)
        let tabBar = TabBar(title: "Menu")
        let feed = Navigation()
        try feed.push(Screen(title: "Feed"), animated: false)

        try Navigation.transaction { () throws(NavigationError) in
            let modal = try navigation.present(tabBar, style: .fullScreen, animated: true)
            try tabBar.addItem(TabBarItem(title: "Feed"), navigation: feed)
            try tabBar.addItem(TabBarItem(title: "Empty"), navigation: Navigation())
            try tabBar.select(1, animated: true)
            XCTAssertIdentical(modal.topScreen, tabBar)
        }

        XCTAssertEqual(
            recorder.recordedChanges,
            [
                #"pushed "Home""#,
                #"presented "Menu" with tabs ["Feed": "Feed"; "Empty": ], selected 1 as fullScreen (animated)"#,
            ])
        recorder.finish()
    }

    @MainActor func testStart_OnTheSecondTab_OneEventSelectingIt() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)

        try app.start(child: Tabs(navigation: navigation, itemsFirst: false, startTab: 1), animated: true)

        XCTAssertEqual(
            recorder.recordedChanges,
            [#"pushed "Tabs" with tabs ["Feed": "Feed0"; "Profile": "Profile0"], selected 1 (animated)"#])
        XCTAssertEqual(
            outline(navigation), "app0 > Tabs[Feed: Feed0 | Profile*: Profile0]")
        recorder.finish()
    }

    @MainActor func testSelect_TwiceInOneTransaction_OneSelectionFromTheFirst() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let tabs = Tabs(navigation: navigation, itemsFirst: true)
        try app.start(child: tabs, animated: false)
        try tabs.addItem(
            title: "More", coordinator: StepsCoordinator("More", navigation: Navigation(), screens: 1))
        let recorder = recordNavigation(navigation, exhaustive: false)

        try Navigation.transaction {
            try tabs.selectItem(at: 1, animated: false)
            try tabs.selectItem(at: 2, animated: true)
        }
        try Navigation.transaction {
            try tabs.selectItem(at: 0, animated: false)
            try tabs.selectItem(at: 2, animated: false)
        }

        XCTAssertEqual(
            recorder.recordedChanges,
            [
                #"selected item 2 of "Tabs" (was 0) (animated)"#, #"selected item 0 of "Tabs" (was 2)"#,
                #"selected item 2 of "Tabs" (was 0)"#,
            ])
        recorder.finish()
    }

    // MARK: Closing the container from an item

    @MainActor func testFinishContainer_FromAFlowInATabOfAPresentedTabBar_DismissesItAndFinishesTheTree()
        async throws
    {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let tabs = Tabs(navigation: Navigation(), itemsFirst: false)
        var outcomes: [String] = []
        try app.present(child: tabs, animated: false) {
            outcomes.append($0.cancellationReason.map { "cancelled: \($0)" } ?? "finished")
        }
        let feed = try XCTUnwrap(tabs.items.first as? StepsCoordinator)
        let profile = try XCTUnwrap(tabs.items.last as? StepsCoordinator)
        let detail = StepsCoordinator("Detail", navigation: feed.navigation, screens: 1)
        try feed.start(child: detail, animated: false) {
            outcomes.append("detail: \($0.cancellationReason.map { "\($0)" } ?? "finished")")
        }
        let recorder = recordNavigation(navigation, exhaustive: false)
        XCTAssertEqual(
            [feed.canFinish, feed.canFinishContainer, detail.canFinishContainer, app.canFinishContainer],
            [false, true, true, false])

        try detail.finishContainer(animated: true)

        XCTAssertEqual(recorder.recordedChanges, [#"dismissed "Tabs" (animated)"#])
        XCTAssertEqual(outcomes, ["detail: parentFinished", "finished"])
        XCTAssertEqual(app.finishedChildren, ["Tabs"])
        XCTAssertEqual(
            [tabs.isFinished, feed.isFinished, profile.isFinished, detail.isFinished],
            [true, true, true, true])
        XCTAssertNil(navigation.presented)
        XCTAssertNil(app.child)
        recorder.finish()
    }

    @MainActor func testFinish_AnItemOfAPresentedTabBar_IsRefusedNamingFinishContainer() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let tabs = Tabs(navigation: Navigation(), itemsFirst: false)
        try app.present(child: tabs, animated: false)
        let feed = try XCTUnwrap(tabs.items.first)
        let before = navigation.content

        XCTAssertThrowsError(try feed.finish(animated: true)) {
            XCTAssertEqual(
                $0 as? NavigationError, .tabItemCannotFinish(coordinator: "StepsCoordinator", tabBar: "Tabs"))
            XCTAssertEqual(
                "\($0)",
                "Cannot finish StepsCoordinator: it is an item (a tab, a column, a page) of Tabs, and finishing "
                    + "would remove it. Close the whole container with finishContainer(animated:), go back with "
                    + "backToStart, remove the item with removeItem(at:), or let items finish with "
                    + "allowsItemsToFinish.")
        }
        XCTAssertEqual(navigation.content, before)
        XCTAssertTrue(feed.isRunning)
    }

    @MainActor func testFinishContainer_OutsideAContainerOrAtTheRoot_ThrowsAndChangesNothing() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 1)
        try app.start(child: child, animated: false)
        let rootTabs = Tabs(navigation: Navigation(), itemsFirst: false)
        try rootTabs.startAsRoot(animated: false)
        let rootItem = try XCTUnwrap(rootTabs.items.first)
        let recorder = recordNavigation(navigation)

        XCTAssertFalse(child.canFinishContainer)
        XCTAssertThrowsError(try child.finishContainer(animated: true)) {
            XCTAssertEqual($0 as? NavigationError, .notInContainer(coordinator: "StepsCoordinator"))
            XCTAssertEqual(
                "\($0)",
                "StepsCoordinator runs in no container (it is no item of a tab bar, split or pages, nor started by "
                    + "one), so there is no container to finish. Call finish(animated:) to end its own flow.")
        }
        XCTAssertFalse(rootItem.canFinishContainer)
        XCTAssertThrowsError(try rootItem.finishContainer(animated: true)) {
            XCTAssertEqual($0 as? NavigationError, .cannotFinishRoot(coordinator: "Tabs"))
        }
        XCTAssertTrue(child.isRunning)
        XCTAssertTrue(rootItem.isRunning)
        XCTAssertEqual(navigation.screens.map(\.title), ["app0", "child0"])
        XCTAssertEqual(recorder.recordedLines, [])
        recorder.finish()
    }
}
