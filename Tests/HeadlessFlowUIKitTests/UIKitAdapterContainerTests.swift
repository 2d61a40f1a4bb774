import HeadlessFlow
import XCTest

@testable import HeadlessFlowUIKit

/// Splits, pages and custom containers on the simulated UIKit: the calls that set them up and
/// follow the model, and what UIKit reports back (a size-class collapse, a back swipe in a
/// collapsed split, a page swipe). Each test asserts the whole history of UIKit calls.
final class UIKitAdapterContainerTests: XCTestCase {
    // MARK: - Where a container stands in the controller tree

    @MainActor func testLogin_TabBarBecomesTheOnlyScreen_IsTheWindowsRootController() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Login"), animated: false)
        let (tabBar, menu, cart) = try makeTabBar()
        let (uikit, adapter) = render(window, labels: [menu: "Menu", cart: "Cart"])
        uikit.skipCalls()

        try window.setScreens([tabBar], animated: true)

        uikit.assertCalls([
            "setViewControllers Menu [Menu]",
            "setViewControllers Cart [Cart]",
            "setTabs Main [Menu: Menu, Cart: Cart]",
            "setViewControllers Window [Main] animated",
            "release screens [Login]",
        ])
        // One navigation bar per tab, none around the tab bar: the tab bar is the window's root.
        XCTAssertEqual(
            uikit.controllerTree,
            #"Window: tabs Main "Main" {nav Menu [Menu "Menu"], nav Cart [Cart "Cart"]}"#)
        XCTAssertEqual(uikit.content, window.content)

        try window.setScreens([Screen(title: "Login")], animated: false)  // logging out

        XCTAssertEqual(uikit.controllerTree, #"Window: nav Window [Login "Login"]"#)
        XCTAssertEqual(uikit.violations, [])
        _ = adapter
    }

    @MainActor func testPush_TabBarAboveAScreen_StaysInTheStackWithItsTitle() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let (tabBar, menu, cart) = try makeTabBar()
        let (uikit, adapter) = render(window, labels: [menu: "Menu", cart: "Cart"])
        uikit.skipCalls()

        try window.push(tabBar, animated: true)

        uikit.assertCalls([
            "setViewControllers Menu [Menu]",
            "setViewControllers Cart [Cart]",
            "setTabs Main [Menu: Menu, Cart: Cart]",
            "setViewControllers Window [Home, Main] animated",
        ])
        // Pushed as UIKit pushes a controller: the stack's bar shows its title and the way back.
        XCTAssertEqual(
            uikit.controllerTree,
            #"Window: nav Window [Home "Home", tabs Main "Main" {nav Menu [Menu "Menu"], nav Cart [Cart "Cart"]}]"#
        )

        try window.setScreens([tabBar], animated: false)  // the screen below leaves

        XCTAssertEqual(
            uikit.controllerTree,
            #"Window: tabs Main "Main" {nav Menu [Menu "Menu"], nav Cart [Cart "Cart"]}"#)
        XCTAssertEqual(uikit.content, window.content)
        XCTAssertEqual(uikit.violations, [])
        _ = adapter
    }

    @MainActor func testPresent_NavigationWhoseOnlyScreenIsASplit_PresentsTheSplitController() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let (split, list, detail) = try makeSplit()
        let sheet = Navigation()
        try sheet.push(split, animated: false)
        let (uikit, adapter) = render(window, labels: [list: "List", detail: "Detail", sheet: "Sheet"])
        uikit.skipCalls()

        try window.present(sheet, style: .fullScreen, animated: true)

        uikit.assertCalls([
            "setViewControllers List [L]",
            "setViewControllers Detail [D]",
            "setItems Split split [List: List, Detail: Detail]",
            "selectItem 0 of Split",
            "setViewControllers Sheet [Split]",
            "present Sheet from Window (fullScreen) animated",
        ])
        XCTAssertEqual(
            uikit.controllerTree,
            #"Window: nav Window [Home "Home"] presents Sheet: split Split "Split" {nav List [L "L"], nav Detail [D "D"]}"#
        )
        XCTAssertEqual(uikit.content, window.content)
        XCTAssertEqual(uikit.violations, [])
        _ = adapter
    }

    @MainActor func testPresent_ThenGivenItsColumnsInTheSameTransaction_PresentsTheWholeSplitOnce()
        async throws
    {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let split = SplitContainer(title: "Split")
        let list = Navigation()
        let detail = Navigation()
        try list.push(Screen(title: "L"), animated: false)
        let sheet = Navigation()
        let (uikit, adapter) = render(window, labels: [list: "List", detail: "Detail", sheet: "Sheet"])
        uikit.skipCalls()

        // The order the guides show: presented first, then given its columns.
        try Navigation.transaction { () throws(NavigationError) in
            try window.present(sheet, style: .fullScreen, animated: true)
            try sheet.push(split, animated: false)
            try split.addItem(ItemLabel(title: "List"), navigation: list)
            try split.addItem(ItemLabel(title: "Detail"), navigation: detail)
            try detail.push(Screen(title: "D"), animated: false)
        }

        uikit.assertCalls([
            "setViewControllers List [L]",
            "setViewControllers Detail [D]",
            "setItems Split split [List: List, Detail: Detail]",
            "selectItem 0 of Split",
            "setViewControllers Sheet [Split]",
            "present Sheet from Window (fullScreen) animated",
        ])
        XCTAssertEqual(uikit.content, window.content)
        XCTAssertEqual(uikit.violations, [])
        _ = adapter
    }

    @MainActor func testTabOfALoneTabBar_PushesPages_TheyStayInTheTabsStack() async throws {
        let window = Navigation()
        let (tabBar, menu, cart) = try makeTabBar()
        try window.push(tabBar, animated: false)
        let (uikit, adapter) = render(window, labels: [menu: "Menu", cart: "Cart"])
        let pages = PageContainer(title: "Photos")
        let photo = try page("P", in: pages)
        uikit.label(photo, "Photo")
        uikit.skipCalls()

        try menu.push(pages, animated: false)

        XCTAssertEqual(
            uikit.controllerTree,
            #"Window: tabs Main "Main" {nav Menu [Menu "Menu", pages Photos "Photos" {nav Photo [P1 "P1"]}], nav Cart [Cart "Cart"]}"#
        )
        XCTAssertEqual(uikit.content, window.content)
        XCTAssertEqual(uikit.violations, [])
        _ = adapter
    }

    // MARK: - Splits

    @MainActor func testPush_Split_SetsItsColumnsAndFocusBeforeTheStackShowsIt() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let (split, list, detail) = try makeSplit()
        try split.select(1)
        let (uikit, adapter) = render(window, labels: [list: "List", detail: "Detail"])
        uikit.skipCalls()

        try window.push(split, animated: true)

        uikit.assertCalls([
            "setViewControllers List [L]",
            "setViewControllers Detail [D]",
            "setItems Split split [List: List, Detail: Detail]",
            "selectItem 1 of Split",
            "setViewControllers Window [A, Split] animated",
        ])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testShowDetail_ReplacesTheSecondaryAndFocusesIt() async throws {
        let window = Navigation()
        let (split, list, detail) = try makeSplit()
        try window.push(split, animated: false)
        let (uikit, adapter) = render(window, labels: [list: "List", detail: "Detail"])
        uikit.skipCalls()

        try split.showDetail([Screen(title: "Item")], animated: true)

        uikit.assertCalls([
            "setViewControllers Detail [Item] animated", "selectItem 1 of Split animated",
            "release screens [D]",
        ])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testSetHidden_Column_HidesItInUIKit() async throws {
        let window = Navigation()
        let (split, list, detail) = try makeSplit()
        try window.push(split, animated: false)
        let (uikit, adapter) = render(window, labels: [list: "List", detail: "Detail"])
        try split.select(1)
        uikit.skipCalls()

        try split.setHidden(true, at: 0)
        uikit.assertCalls(["setHiddenItems [0] of Split"])

        // Selecting a hidden column shows it, as UIKit's show(_:) does: nothing more to send.
        try split.select(0)
        uikit.assertCalls(["selectItem 0 of Split"])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testCompactWidth_UIKitCollapses_TheModelFollowsAndNothingGoesBack() async throws {
        let window = Navigation()
        let (split, list, detail) = try makeSplit()
        try window.push(split, animated: false)
        let (uikit, adapter) = render(window, labels: [list: "List", detail: "Detail"])
        uikit.skipCalls()
        let events = recordEvents(window)

        try uikit.setCompact(true)
        try uikit.setCompact(false)

        XCTAssertEqual(events.lines, ["collapsed userInteraction", "expanded userInteraction"])
        uikit.assertCalls([])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testProgramCollapse_IsNotDrawn_UIKitDecidesFromTheWidth() async throws {
        let window = Navigation()
        let (split, list, detail) = try makeSplit()
        try window.push(split, animated: false)
        let (uikit, adapter) = render(window, labels: [list: "List", detail: "Detail"])
        uikit.skipCalls()

        try split.setCollapsed(true)

        uikit.assertCalls([])
        XCTAssertFalse(uikit.content.screens[0].container?.isCollapsed ?? true)
        _ = adapter
    }

    /// On an iPad both columns of an expanded split take the user's gestures: a back swipe in the
    /// list column while the detail has the focus pops the list, and the focus stays.
    @MainActor func testBackSwipe_InTheColumnWithoutTheFocus_PopsThatColumnAndTheFocusStays() async throws {
        let window = Navigation()
        let (split, list, detail) = try makeSplit()
        try list.push(Screen(title: "L2"), animated: false)
        try window.push(split, animated: false)
        let (uikit, adapter) = render(window, labels: [list: "List", detail: "Detail"])
        try split.showDetail([Screen(title: "Item")])
        uikit.skipCalls()
        let events = recordEvents(window)
        let popped = list.screens[1].id

        try uikit.swipeBack(in: list)

        XCTAssertEqual(events.lines, ["popped([\(popped)]) userInteraction animated"])
        XCTAssertEqual(list.screens.map(\.title), ["L"])
        XCTAssertEqual(split.selectedIndex, 1)
        uikit.assertCalls(["release screens [L2]"])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testBackInCollapsedSplit_FromTheDetailsFirstScreen_FocusesTheList() async throws {
        let window = Navigation()
        let (split, list, detail) = try makeSplit()
        try window.push(split, animated: false)
        let (uikit, adapter) = render(window, labels: [list: "List", detail: "Detail"])
        try split.showDetail([Screen(title: "Item")])
        try uikit.setCompact(true)
        uikit.skipCalls()
        let events = recordEvents(window)

        try uikit.goBackInCollapsedSplit(split.id)

        XCTAssertEqual(events.lines, ["itemSelected 0 from 1 userInteraction animated"])
        XCTAssertEqual(split.selectedIndex, 0)
        XCTAssertEqual(split.collapsedStack.map(\.title), ["L"])
        uikit.assertCalls([])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    // MARK: - Pages

    @MainActor func testNext_LoopingPagesAtTheLastPage_TurnsForwardToTheFirst() async throws {
        let window = Navigation()
        let pages = PageContainer(options: PageOptions(loops: true), title: "Pages")
        let first = try page("One", in: pages)
        let second = try page("Two", in: pages)
        try window.push(pages, animated: false)
        let (uikit, adapter) = render(window, labels: [first: "One", second: "Two"])
        uikit.assertCalls([
            "setViewControllers One [One1]",
            "setViewControllers Two [Two1]",
            "setItems Pages pages [One: One, Two: Two]",
            "selectItem 0 of Pages forward",
            "setViewControllers Window [Pages]",
        ])

        try pages.next()
        try pages.next()

        uikit.assertCalls([
            "selectItem 1 of Pages forward animated", "selectItem 0 of Pages forward animated",
        ])
        XCTAssertEqual(uikit.content, window.content)

        try pages.previous(animated: false)
        uikit.assertCalls(["selectItem 1 of Pages reverse"])
        _ = adapter
    }

    @MainActor func testSwipePage_TheModelTurnsAndNothingGoesBack() async throws {
        let window = Navigation()
        let pages = PageContainer(title: "Pages")
        let first = try page("One", in: pages)
        let second = try page("Two", in: pages)
        try window.push(pages, animated: false)
        let (uikit, adapter) = render(window, labels: [first: "One", second: "Two"])
        uikit.skipCalls()
        let events = recordEvents(window)

        try uikit.swipePage(.forward, of: pages.id)

        XCTAssertEqual(events.lines, ["pageTurned 1 from 0 forward userInteraction animated"])
        uikit.assertCalls([])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testSwipePage_ToAPageTheModelRemoved_IsStaleAndUIKitIsBroughtBack() async throws {
        let window = Navigation()
        let pages = PageContainer(title: "Pages")
        let first = try page("One", in: pages)
        let second = try page("Two", in: pages)
        try window.push(pages, animated: false)
        let (uikit, adapter) = render(window, labels: [first: "One", second: "Two"])
        uikit.animatesTransitions = true
        try pages.removeItem(at: 1, animated: true)
        uikit.skipCalls()

        XCTAssertThrowsError(try adapter.pagesDidTurn(to: 1, of: pages.id)) { error in
            XCTAssertEqual(error as? UIKitGestureError, .itemGone(index: 1, container: pages.id))
            XCTAssertTrue((error as? UIKitGestureError)?.isSafeToIgnore ?? false)
        }
        XCTAssertEqual(pages.selectedIndex, 0)
    }

    // MARK: - Custom containers

    @MainActor func testCustomContainer_ItemsAndHiddenItems_AreSetLikeASplits() async throws {
        let window = Navigation()
        let menu = ContainerScreen(kind: .custom("sideMenu"), title: "Menu")
        let side = try page("Side", in: menu)
        let main = try page("Main", in: menu)
        try menu.select(1)
        try window.push(menu, animated: false)
        let (uikit, adapter) = render(window, labels: [side: "Side", main: "Main"])
        uikit.assertCalls([
            "setViewControllers Side [Side1]",
            "setViewControllers Main [Main1]",
            "setItems Menu sideMenu [Side: Side, Main: Main]",
            "selectItem 1 of Menu",
            "setViewControllers Window [Menu]",
        ])

        try menu.setHidden(true, at: 0)

        uikit.assertCalls(["setHiddenItems [0] of Menu"])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    // MARK: - Helpers

    @MainActor private func makeTabBar() throws -> (TabBar, menu: Navigation, cart: Navigation) {
        let tabBar = TabBar(title: "Main")
        let menu = Navigation()
        let cart = Navigation()
        try menu.push(Screen(title: "Menu"), animated: false)
        try cart.push(Screen(title: "Cart"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Menu"), navigation: menu)
        try tabBar.addTab(TabBarItem(title: "Cart"), navigation: cart)
        return (tabBar, menu, cart)
    }

    @MainActor private func makeSplit() throws -> (SplitContainer, list: Navigation, detail: Navigation) {
        let split = SplitContainer(title: "Split")
        let list = Navigation()
        let detail = Navigation()
        try list.push(Screen(title: "L"), animated: false)
        try detail.push(Screen(title: "D"), animated: false)
        try split.addItem(ItemLabel(title: "List"), navigation: list)
        try split.addItem(ItemLabel(title: "Detail"), navigation: detail)
        return (split, list, detail)
    }

    /// Adds an item titled `title` showing one screen, `title` + "1".
    @MainActor private func page(_ title: String, in container: ContainerScreen) throws -> Navigation {
        let navigation = Navigation()
        try navigation.push(Screen(title: "\(title)1"), animated: false)
        try container.addItem(ItemLabel(title: title), navigation: navigation)
        return navigation
    }

    @MainActor private func render(
        _ window: Navigation, labels: KeyValuePairs<Navigation, String> = [:]
    ) -> (SimulatedUIKit, UIKitAdapter) {
        let uikit = SimulatedUIKit(model: window)
        for (navigation, label) in labels { uikit.label(navigation, label) }
        let adapter = UIKitAdapter(root: window, surface: uikit)
        uikit.adapter = adapter
        return (uikit, adapter)
    }

    @MainActor private func recordEvents(_ window: Navigation) -> EventLines {
        let lines = EventLines()
        lines.token = window.observeEvents { event in
            var flags: [String] = []
            if event.cause != .program { flags.append("\(event.cause)") }
            if event.animated { flags.append("animated") }
            let change: String =
                switch event.change {
                case .collapsed: "collapsed"
                case .expanded: "expanded"
                case .itemSelected(_, let index, let previous):
                    "itemSelected \(index.map(String.init) ?? "nil") from \(previous.map(String.init) ?? "nil")"
                case .pageTurned(_, let index, let previous, let direction):
                    "pageTurned \(index) from \(previous.map(String.init) ?? "nil") \(direction)"
                default: "\(event.change)"
                }
            lines.lines.append(([change] + flags).joined(separator: " "))
        }
        return lines
    }
}

@MainActor
private final class EventLines {
    var lines: [String] = []
    var token: ObservationToken?
}
