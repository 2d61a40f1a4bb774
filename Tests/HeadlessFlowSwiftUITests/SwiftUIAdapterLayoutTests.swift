import HeadlessFlow
import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlowSwiftUI

/// Where each navigation goes in the view tree (`StackState.layout`), the titles the views set, and
/// what keeps the coordinator tree alive.
final class SwiftUIAdapterLayoutTests: XCTestCase {
    @MainActor private func navigation(_ titles: String...) throws -> Navigation {
        let navigation = Navigation()
        for title in titles { try navigation.push(Screen(title: title), animated: false) }
        return navigation
    }

    @MainActor private func tabBar(_ titles: String...) throws -> (TabBar, [Navigation]) {
        let tabBar = TabBar(title: "Tabs")
        var tabs: [Navigation] = []
        for title in titles {
            let tab = try navigation(title, "\(title) detail")
            try tabBar.addTab(TabBarItem(title: title), navigation: tab)
            tabs.append(tab)
        }
        return (tabBar, tabs)
    }

    // MARK: - Layout

    @MainActor func testTabBarAsTheRootsOnlyScreen_IsTheWindowsRootView_EachTabItsOwnStack() async throws {
        let window = try navigation("Login")
        let adapter = SwiftUIAdapter(root: window)
        let (tabs, items) = try tabBar("Feed", "Profile")
        var history: [[SwiftUIAdapter.Layout?]] = []
        func record() {
            history.append([window.id, items[0].id, items[1].id].map { adapter.stack($0)?.layout })
        }
        record()

        try window.setScreens([tabs], animated: true)  // after login
        record()
        let settings = Screen(title: "Settings")
        try window.push(settings, animated: true)  // a screen above the tab bar
        record()
        _ = try window.pop(animated: true)
        record()

        XCTAssertEqual(
            history,
            [
                [.stack, nil, nil],
                [.container(tabs.id), .stack, .stack],
                [.stack, .inline, .inline],
                [.container(tabs.id), .stack, .stack],
            ])
        XCTAssertEqual(adapter.stack(items[0].id)?.top, items[0].screens[1].id)
    }

    @MainActor func testContainerPushedOntoAStack_ItemsInline_SplitInsideTheStack() async throws {
        let window = try navigation("Home")
        let split = SplitContainer(title: "Mail")
        let sidebar = try navigation("Boxes")
        let detail = try navigation("Inbox", "Message")
        try split.addItem(ItemLabel(title: "Boxes"), navigation: sidebar)
        try split.addItem(ItemLabel(title: "Inbox"), navigation: detail)
        let (tabs, items) = try tabBar("A")
        try window.push(split, animated: false)
        try window.push(tabs, animated: false)
        let adapter = SwiftUIAdapter(root: window)

        XCTAssertEqual(
            [window, sidebar, detail, items[0]].map { adapter.stack($0.id)?.layout },
            [.stack, .inline, .inline, .inline])
        XCTAssertEqual(adapter.container(split.id)?.isInsideStack, true)
        XCTAssertEqual(
            [sidebar, detail, items[0]].map { adapter.stack($0.id)?.top },
            [sidebar.screens[0].id, detail.screens[1].id, items[0].screens[1].id])
    }

    @MainActor func testPresentedContainer_IsThePresentationsRootView_CollapsedSplitColumnsInline()
        async throws
    {
        let window = try navigation("Home")
        let split = SplitContainer(title: "Mail")
        let sidebar = try navigation("Boxes")
        let detail = try navigation("Inbox")
        try split.addItem(ItemLabel(title: "Boxes"), navigation: sidebar)
        try split.addItem(ItemLabel(title: "Inbox"), navigation: detail)
        let sheet = Navigation()
        try sheet.push(split, animated: false)
        try window.present(sheet, style: .sheet, animated: false)
        let adapter = SwiftUIAdapter(root: window)
        var history: [[SwiftUIAdapter.Layout?]] = []
        func record() {
            history.append([window, sheet, sidebar, detail].map { adapter.stack($0.id)?.layout })
        }
        record()
        try split.setCollapsed(true)
        record()
        try split.setCollapsed(false)
        record()
        try sheet.push(Screen(title: "Compose"), animated: false)  // the split now sits under a pushed screen
        record()
        try window.dismiss(animated: false)
        // A presented tab bar, one of whose tabs has pages as its only screen: the tab's root view.
        let pages = PageContainer(title: "Intro")
        let page = try navigation("Welcome")
        try pages.addItem(ItemLabel(title: "Welcome"), navigation: page)
        let (tabs, items) = try tabBar("A")
        let tabWithPages = Navigation()
        try tabWithPages.push(pages, animated: false)
        try tabs.addTab(TabBarItem(title: "Intro"), navigation: tabWithPages)
        let cover = Navigation()
        try cover.push(tabs, animated: false)
        try window.present(cover, style: .fullScreen, animated: false)

        XCTAssertEqual(
            history,
            [
                [.stack, .container(split.id), .stack, .stack],
                [.stack, .container(split.id), .inline, .inline],
                [.stack, .container(split.id), .stack, .stack],
                [.stack, .stack, .inline, .inline],
            ])
        XCTAssertEqual(adapter.container(split.id)?.isInsideStack, nil, "dismissed")
        XCTAssertEqual(
            [cover, items[0], tabWithPages, page].map { adapter.stack($0.id)?.layout },
            [.container(tabs.id), .stack, .container(pages.id), .stack])
        XCTAssertEqual(adapter.container(pages.id)?.isInsideStack, false)
    }

    // MARK: - Titles

    @MainActor func testTitles_ReadFromScreens_AChangeReachesTheViewsAtOnce() async throws {
        let window = try navigation("Home")
        let home = window.screens[0]
        let adapter = SwiftUIAdapter(root: window)
        var history: [String] = []
        func record(_ step: String) {
            history.append("\(step): v\(adapter.version) \(adapter.title(of: home.id) ?? "nil")")
        }
        record("start")
        home.title = "Inbox (3)"
        record("title set")
        adapter.refreshTitles()
        record("refreshed")
        adapter.refreshTitles()
        record("refreshed again")
        home.title = "Inbox (4)"
        let details = Screen(title: "Details")
        try window.push(details, animated: false)
        record("pushed")
        adapter.showsTitles = false
        record("titles off")
        adapter.showsTitles = false
        record("off again")
        adapter.showsTitles = true
        record("titles on")

        XCTAssertEqual(
            history,
            [
                // A title change alone counts a change at once (Screen.observeTitle); a refresh
                // then finds nothing to do.
                "start: v0 Home", "title set: v1 Inbox (3)", "refreshed: v1 Inbox (3)",
                "refreshed again: v1 Inbox (3)",
                "pushed: v3 Inbox (4)", "titles off: v4 nil", "off again: v4 nil", "titles on: v5 Inbox (4)",
            ])
        XCTAssertEqual(adapter.title(of: details.id), "Details")
    }

    @MainActor func testTitles_OfContainersAndTheirItems_AndPresentations() async throws {
        let window = Navigation()
        let (tabs, items) = try tabBar("Feed")
        try window.push(tabs, animated: false)
        let sheet = try navigation("Sheet")
        try items[0].present(sheet, style: .sheet, animated: false)
        let adapter = SwiftUIAdapter(root: window)

        XCTAssertEqual(
            [tabs.id, items[0].screens[0].id, items[0].screens[1].id, sheet.screens[0].id].map {
                adapter.title(of: $0)
            },
            ["Tabs", "Feed", "Feed detail", "Sheet"])
    }

    // MARK: - Ownership

    @MainActor func testAdapterOfACoordinator_KeepsTheTreeAlive_UntilTheAdapterGoes() async throws {
        weak var weakCoordinator: LoginFlow?
        weak var weakWindow: Navigation?
        var adapter: SwiftUIAdapter? = try {
            let coordinator = LoginFlow(navigation: Navigation())
            try coordinator.startAsRoot(animated: false)
            weakCoordinator = coordinator
            weakWindow = coordinator.navigation
            return SwiftUIAdapter(coordinator: coordinator)
        }()
        XCTAssertNotNil(weakCoordinator, "the adapter keeps the root coordinator")
        XCTAssertIdentical(adapter?.coordinator, weakCoordinator)
        XCTAssertIdentical(adapter?.root, weakWindow)

        // An intent of the screen reaches the coordinator, which the app does not hold.
        let login = try XCTUnwrap(adapter?.root.topScreen as? LoginFlow.LoginScreen)
        login.done()
        XCTAssertEqual(adapter?.root.screens.map(\.title), ["Login", "Home"])
        XCTAssertEqual(adapter?.stack(adapter!.rootID)?.path.count, 1)

        adapter = nil
        XCTAssertNil(weakCoordinator)
        XCTAssertNil(weakWindow)
    }

    @MainActor func testAdapterOfANavigation_KeepsNoCoordinator() async throws {
        weak var weakCoordinator: LoginFlow?
        let adapter: SwiftUIAdapter = try {
            let coordinator = LoginFlow(navigation: Navigation())
            try coordinator.startAsRoot(animated: false)
            weakCoordinator = coordinator
            return SwiftUIAdapter(root: coordinator.navigation)
        }()
        XCTAssertNil(weakCoordinator, "init(root:) keeps the navigation only")
        XCTAssertNil(adapter.coordinator)
        XCTAssertEqual(adapter.root.screens.map(\.title), ["Login"])
    }
}

/// A root flow whose login screen calls an intent.
@MainActor
private final class LoginFlow: Coordinator {
    final class LoginScreen: Screen {
        var done: @MainActor () -> Void = {}
    }

    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        let login = LoginScreen(title: "Login")
        login.done = intent { coordinator in
            try coordinator.move(to: Screen(title: "Home"), animated: true)
        }
        try move(to: login, animated: animated)
    }
}
