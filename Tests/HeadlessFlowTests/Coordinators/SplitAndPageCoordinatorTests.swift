import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// XCoordinator's example app lets the user pick a home: a split (users beside a detail) or pages.
/// Ported on the container API: one tree, one recorder, one leak check, deep links into a column.
@MainActor
private final class HomeApp: RouteHandling {
    enum Route {
        case user(String)
        case selectInList(String)
        case page(Int)
    }

    let context: CoordinatorContext
    let usesPages: Bool

    init(navigation: Navigation, usesPages: Bool = false) {
        context = CoordinatorContext(navigation: navigation)
        self.usesPages = usesPages
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Launch"), animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        switch route {
        case .user, .selectInList:
            let home = try child(
                HomeSplit.self, orStart: { HomeSplit(navigation: navigation) }, animated: animated)
            return .next(home, route)
        case .page(let index):
            let pages = try child(
                OnboardingPages.self, orStart: { OnboardingPages(navigation: navigation) }, animated: animated
            )
            try pages.selectItem(at: index, animated: animated)
            return .handled
        }
    }
}

@MainActor
private final class HomeSplit: SplitCoordinator, RouteHandling, MessageHandling {
    enum Message {
        case close
        case show(String)
    }

    let context: CoordinatorContext
    let split = SplitContainer(title: "Home")
    let detail = Navigation()

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: split, animated: animated)
        try addColumn("Users", coordinator: UsersList(navigation: Navigation()))
        try addColumn("Detail", navigation: detail)
    }

    func handle(_ route: HomeApp.Route, animated: Bool) throws -> RouteResult {
        switch route {
        case .user(let name):
            try showDetail(Screen(title: name), animated: animated)
            return .handled
        case .selectInList(let name):
            guard let list = item(UsersList.self) else { return .handled }
            return .next(list, name)
        case .page:
            return .handled
        }
    }

    func receive(_ message: Message) -> Bool {
        switch message {
        case .close: try? finish(animated: true)
        case .show(let name): try? showDetail(Screen(title: name), animated: true)
        }
        return true
    }
}

@MainActor
private final class UsersList: RouteHandling {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Users"), animated: animated)
    }

    /// Marks `name` in the list and asks the split to show it.
    func handle(_ name: String, animated: Bool) throws -> RouteResult {
        sendUp(HomeSplit.Message.show(name))
        return .handled
    }
}

@MainActor
private final class OnboardingPages: PageCoordinator {
    let context: CoordinatorContext
    let pages = PageContainer(options: PageOptions(loops: true), title: "Welcome")

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: pages, animated: animated)
        for title in ["Hello", "Sync", "Done"] {
            try addPage(title, coordinator: StepsCoordinator(title, navigation: Navigation()))
        }
    }
}

final class SplitAndPageCoordinatorTests: XCTestCase {
    @MainActor func testSplitHome_DeepLinksIntoAColumn_OneRecorderOneTreeOneLeakCheck() async throws {
        let window = Navigation()
        let app = HomeApp(navigation: window)
        try app.startAsRoot(animated: false)
        let recorder = recordNavigation(window)

        try app.open(.user("Ada"), animated: false)
        try app.open(.selectInList("Bob"), animated: false)

        // The split arrives as one change, its detail and focus folded in: what the user sees.
        recorder.assert([
            #"pushed "Home" with columns ["Users": "Users"; "Detail": "Ada"], selected 1 (deepLink)"#,
            #"didLoad "Home""#, #"didLoad "Users""#, #"didLoad "Ada""#, #"willDisappear "Launch""#,
            #"willAppear "Home""#, #"willAppear "Users""#, #"willAppear "Ada""#, #"didDisappear "Launch""#,
            #"didAppear "Home""#, #"didAppear "Users""#, #"didAppear "Ada""#,
            #"replaced "Ada" with "Bob" (deepLink)"#, #"didLoad "Bob""#, #"willDisappear "Ada""#,
            #"willAppear "Bob""#, #"didDisappear "Ada""#, #"didAppear "Bob""#,
        ])
        assertFlowTree(
            window, coordinator: app,
            equals: """
                HomeApp root, start "Launch"
                  child: HomeSplit running, start "Home"
                    item 0: UsersList running, start "Users"
                navigation, visible "Bob"
                  "Launch" Screen disappeared
                  "Home" SplitContainer appeared
                    column 0 "Users"
                      "Users" Screen appeared
                    column 1 "Detail" selected
                      "Bob" Screen appeared
                """)

        // The list column's close message reaches the split's owner, which closes the split.
        let leaks = LeakTracker()
        leaks.track(tree: try XCTUnwrap(app.child))
        func closeFromTheList() throws -> Bool {
            let split = try XCTUnwrap(app.child(as: HomeSplit.self))
            let list = try XCTUnwrap(split.item(UsersList.self))
            return list.sendUp(HomeSplit.Message.close) === split
        }
        XCTAssertTrue(try closeFromTheList())
        XCTAssertNil(app.child)
        recorder.assert([
            #"popped "Home""#, #"willDisappear "Bob""#, #"willDisappear "Users""#, #"willDisappear "Home""#,
            #"willAppear "Launch""#, #"didDisappear "Bob""#, #"didDisappear "Users""#,
            #"didDisappear "Home""#,
            #"didAppear "Launch""#,
        ])
        XCTAssertEqual(window.visibleScreens.map(\.title), ["Launch"])
        leaks.assertAllFreed()
    }

    @MainActor func testPagesHome_TurnsAreAnnouncedAsPages_AndTheTreeRestoresWithItsOptions() async throws {
        let window = Navigation()
        let app = HomeApp(navigation: window, usesPages: true)
        try app.startAsRoot(animated: false)
        try app.open(.page(2), animated: false)
        let pages = try XCTUnwrap(app.child(as: OnboardingPages.self))
        let user = SimulatedUser(window)
        let recorder = recordNavigation(window)

        try user.swipePage(.forward)

        recorder.assert([
            #"turned "Welcome" to page 0, forward (was 2) (userInteraction)"#, #"didLoad "Hello0""#,
            #"willDisappear "Done0""#,
            #"willAppear "Hello0""#, #"didDisappear "Done0""#, #"didAppear "Hello0""#,
        ])
        var registry = try RestorationRegistry.forTests()
        try registry.register(HomeApp.self) { HomeApp(navigation: $0, usesPages: true) }
        try registry.register(OnboardingPages.self) { OnboardingPages(navigation: $0) }
        let snapshot = registry.snapshot(of: app)
        let restoredWindow = Navigation()
        let restored: HomeApp = try registry.restore(snapshot, into: restoredWindow)

        XCTAssertEqual(registry.snapshot(of: restored), snapshot)
        XCTAssertEqual(restoredWindow.visibleScreens.map(\.title), ["Welcome", "Hello0"])
        let restoredPages = try XCTUnwrap(restored.child(as: OnboardingPages.self))
        XCTAssertEqual(restoredPages.pages.options, PageOptions(loops: true))
        XCTAssertEqual(restoredPages.pages.selectedIndex, 0)
        _ = pages
    }

    @MainActor func testSplit_CollapsedWithAHiddenColumn_RestoresAsItWas() async throws {
        let window = Navigation()
        let app = HomeApp(navigation: window)
        try app.startAsRoot(animated: false)
        try app.open(.user("Ada"), animated: false)
        let split = try XCTUnwrap(app.child(as: HomeSplit.self)).split
        try split.setCollapsed(true)
        try split.setHidden(true, at: 0)
        var registry = try RestorationRegistry.forTests()
        try registry.register(HomeApp.self) { HomeApp(navigation: $0) }
        try registry.register(HomeSplit.self) { HomeSplit(navigation: $0) }
        try registry.register(UsersList.self) { UsersList(navigation: $0) }

        let restoredWindow = Navigation()
        let snapshot = registry.snapshot(of: app)
        let restored: HomeApp = try registry.restore(snapshot, into: restoredWindow)

        let restoredSplit = try XCTUnwrap(restored.child(as: HomeSplit.self)).split
        XCTAssertEqual(restoredSplit.isCollapsed, true)
        XCTAssertEqual(restoredSplit.hiddenIndices, [0])
        XCTAssertEqual(restoredSplit.selectedIndex, 1)
        XCTAssertEqual(restoredWindow.visibleScreens.map(\.title), ["Home", "Ada"])
        XCTAssertEqual(registry.snapshot(of: restored), snapshot)
    }

    /// One lifetime test per kind: a container that leaves the tree frees itself, its items'
    /// navigations and screens, and its item coordinators.
    @MainActor func testEveryKind_LeavingTheTree_IsFreed() async throws {
        let kinds: [ContainerKind] = [.tabs, .pages(PageOptions(loops: true)), .split, .custom("sideMenu")]
        for kind in kinds {
            let window = Navigation()
            let app = StepsCoordinator("app", navigation: window)
            try app.startAsRoot(animated: false)
            weak var container: ContainerScreen?
            weak var item: StepsCoordinator?
            weak var itemNavigation: Navigation?
            try {
                let owner = KindCoordinator(kind: kind, navigation: window)
                try app.start(child: owner, animated: false)
                let first = StepsCoordinator("first", navigation: Navigation(), screens: 2)
                try owner.addItem(ItemLabel(title: "First"), coordinator: first)
                try owner.addItem(
                    ItemLabel(title: "Second"),
                    coordinator: StepsCoordinator("second", navigation: Navigation()))
                if case .split = kind { try owner.container.setHidden(true, at: 0) }
                container = owner.container
                item = first
                itemNavigation = first.navigation
                try owner.finish(animated: false)
            }()
            XCTAssertNil(container, "\(kind): the container")
            XCTAssertNil(item, "\(kind): an item coordinator")
            XCTAssertNil(itemNavigation, "\(kind): an item's navigation")
            XCTAssertEqual(window.screens.map(\.title), ["app0"], "\(kind)")
        }
    }
}

/// A container coordinator of any kind, for the lifetime test.
@MainActor
private final class KindCoordinator: ContainerCoordinator {
    let context: CoordinatorContext
    let container: ContainerScreen

    init(kind: ContainerKind, navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
        container = ContainerScreen(kind: kind, title: "\(kind)")
    }
}
