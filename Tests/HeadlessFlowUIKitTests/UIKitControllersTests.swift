import HeadlessFlow
import XCTest

@testable import HeadlessFlowUIKit

final class UIKitControllersTests: XCTestCase {
    /// The controllers of a window with a stack and a tab bar, each made once, with every make
    /// recorded.
    @MainActor private final class World {
        let window = Navigation()
        let home = Screen(title: "Home")
        let details = Screen(title: "Details")
        let tabBar = TabBar(title: "Tabs")
        let feed = Navigation()
        var made: [String] = []
        private(set) lazy var controllers = UIKitControllers<FakeController, FakeController, FakeController>(
            root: window,
            makeNavigationController: { [unowned self] in
                made.append("navigation")
                return FakeController()
            },
            makeTabBarController: { [unowned self] in
                made.append("tab bar")
                return FakeController()
            },
            makeViewController: { [unowned self] screen in
                made.append(screen.title)
                return FakeController(screen: screen.id)
            },
            tabBarAsViewController: { $0 },
            applyTitle: { controller, title in controller.title = title })

        init() throws {
            try window.push(home, animated: false)
            try window.push(details, animated: false)
            try feed.push(Screen(title: "Feed"), animated: false)
            try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
            try window.push(tabBar, animated: false)
        }
    }

    @MainActor func testStack_MakesEachControllerOnce_AndFindsItsIDBack() async throws {
        let world = try World()
        let controllers = world.controllers
        let tabs = controllers.tabs([UIKitTab(item: TabBarItem(title: "Feed"), navigation: world.feed.id)])
        let tabBar = controllers.tabBarController(world.tabBar.id)

        let stack = controllers.stack(
            [world.home.id, world.details.id, world.tabBar.id], of: world.window.id)
        let again = controllers.stack([world.home.id, world.details.id], of: world.window.id)

        XCTAssertEqual(world.made, ["navigation", "tab bar", "Home", "Details"])
        XCTAssertEqual(stack.map(\.screen), [world.home.id, world.details.id, nil])
        XCTAssertIdentical(stack[2], tabBar)
        XCTAssertTrue(zip(again, stack).allSatisfy { $0 === $1 })
        XCTAssertEqual(
            stack.map { controllers.screenID(of: $0) }, [world.home.id, world.details.id, world.tabBar.id])
        XCTAssertEqual(controllers.tabBarID(of: tabBar), world.tabBar.id)
        XCTAssertNil(controllers.tabBarID(of: stack[0]))
        XCTAssertEqual(controllers.navigationID(of: tabs[0]), world.feed.id)
        XCTAssertNil(controllers.navigationID(of: FakeController()))
        XCTAssertTrue(controllers.count == (navigations: 1, tabBars: 1, screens: 2))
    }

    @MainActor func testContainerController_ByKind_IsMadeFromTheModelsContainerAndRemadeOnRequest()
        async throws
    {
        let window = Navigation()
        let split = SplitContainer(title: "Split")
        try split.addItem(ItemLabel(title: "List"), navigation: Navigation())
        try window.push(split, animated: false)
        var made: [String] = []
        let controllers = UIKitControllers<FakeController, FakeController, FakeController>(
            root: window, makeNavigationController: { FakeController() },
            makeTabBarController: {
                made.append("tab bar")
                return FakeController()
            },
            makeContainerController: { container in
                made.append("\(container.kind) of \(container.items.count)")
                return FakeController()
            },
            makeViewController: { FakeController(screen: $0.id) }, tabBarAsViewController: { $0 })

        let first = controllers.containerController(split.id)
        XCTAssertIdentical(controllers.containerController(split.id), first)
        try split.addItem(ItemLabel(title: "Detail"), navigation: Navigation())
        let second = controllers.remakeContainerController(split.id)

        XCTAssertEqual(made, ["split of 1", "split of 2"])
        XCTAssertNotIdentical(first, second)
        XCTAssertEqual(controllers.tabBarID(of: second), split.id)
        XCTAssertNil(controllers.tabBarID(of: first))
        XCTAssertEqual(controllers.stack([split.id], of: window.id).map { $0 === second }, [true])
    }

    @MainActor func testRelease_DropsControllers_AndAnIDShownAgainGetsANewOne() async throws {
        let world = try World()
        let controllers = world.controllers
        let first = controllers.stack([world.home.id, world.details.id], of: world.window.id)
        let feed = controllers.navigationController(world.feed.id)

        controllers.release(screens: [world.details.id], navigations: [world.feed.id])
        let second = controllers.stack([world.home.id, world.details.id], of: world.window.id)

        XCTAssertIdentical(second[0], first[0])
        XCTAssertFalse(second[1] === first[1])
        XCTAssertNil(controllers.screenID(of: first[1]))
        XCTAssertNil(controllers.navigationID(of: feed))
        XCTAssertFalse(controllers.navigationController(world.feed.id) === feed)
        XCTAssertEqual(world.made, ["Home", "Details", "navigation", "Details", "navigation"])
    }

    @MainActor func testPushTransition_ReadFromTheScreenWhenItsControllerIsMade_ForgottenOnRelease()
        async throws
    {
        let world = try World()
        let photo = Screen(title: "Photo")
        photo.pushTransition = "zoom"
        world.tabBar.pushTransition = "fade"
        try world.window.push(photo, animated: false)
        let controllers = world.controllers
        let tabBar = controllers.tabBarController(world.tabBar.id)

        let stack = controllers.stack(
            [world.home.id, world.details.id, world.tabBar.id, photo.id], of: world.window.id)

        XCTAssertEqual(stack.map { controllers.pushTransition(of: $0) }, [nil, nil, "fade", "zoom"])
        XCTAssertEqual(controllers.pushTransition(of: tabBar), "fade")
        XCTAssertNil(controllers.pushTransition(of: FakeController()))
        controllers.release(screens: [photo.id], navigations: [])
        XCTAssertNil(controllers.pushTransition(of: stack[3]))
    }

    @MainActor func testRelease_LastReferenceGone_ControllerIsFreed() async throws {
        let world = try World()
        weak var released: FakeController?
        do {
            released = world.controllers.stack([world.details.id], of: world.window.id).first
        }
        XCTAssertNotNil(released)
        world.controllers.release(screens: [world.details.id], navigations: [])
        XCTAssertNil(released)
    }

    @MainActor func testStack_ScreenTheModelDoesNotHave_IsLeftOut() async throws {
        let world = try World()
        let stranger = Screen(title: "Stranger")

        let stack = world.controllers.stack([world.home.id, stranger.id], of: world.window.id)

        XCTAssertEqual(stack.map(\.screen), [world.home.id])
        XCTAssertEqual(world.made, ["Home"])
    }

    // MARK: - Titles

    @MainActor private func render(_ window: Navigation) -> (SimulatedUIKit, UIKitAdapter) {
        let uikit = SimulatedUIKit(model: window)
        let adapter = UIKitAdapter(root: window, surface: uikit)
        uikit.adapter = adapter
        return (uikit, adapter)
    }

    @MainActor func testTitles_ComeFromTheScreens_AndFollowALaterChange() async throws {
        let window = Navigation()
        let home = Screen(title: "Home")
        try window.push(home, animated: false)
        let (uikit, adapter) = render(window)
        XCTAssertEqual(uikit.controllerTree, #"Window: nav Window [Home "Home"]"#)

        home.title = "Welcome, Ada"  // a view-model's title, e.g. through bindTitle(to:)
        try window.push(Screen(title: "Details"), animated: false)

        XCTAssertEqual(uikit.controllerTree, #"Window: nav Window [Home "Welcome, Ada", Details "Details"]"#)
        XCTAssertEqual(uikit.controllers.refreshTitles(), [])  // nothing left to refresh
        _ = adapter
    }

    @MainActor func testTitles_AChangeWithNothingElseMoving_ReachesTheControllerAtOnce() async throws {
        let window = Navigation()
        let home = Screen(title: "Home")
        try window.push(home, animated: false)
        let (uikit, adapter) = render(window)
        let viewModel = ProfileTitleModel()

        home.bindTitle(to: viewModel.$name)  // no event, no call of the adapter
        viewModel.name = "Grace"

        XCTAssertEqual(uikit.controllers.title(of: home.id), "Grace")
        XCTAssertEqual(uikit.controllerTree, #"Window: nav Window [Home "Grace"]"#)
        XCTAssertEqual(uikit.controllers.refreshTitles(), [])  // nothing was left for the glue
        _ = adapter
    }

    @MainActor func testSetsTitlesOff_LeavesEveryTitleToTheApp() async throws {
        let world = try World()
        let titled = world.controllers.stack([world.home.id], of: world.window.id)
        world.controllers.setsTitles = false
        let untitled = world.controllers.stack([world.home.id, world.details.id], of: world.window.id)
        world.home.title = "Changed"

        XCTAssertEqual(titled.map(\.title), ["Home"])
        XCTAssertEqual(untitled.map(\.title), ["Home", nil])  // the app's from then on
        XCTAssertEqual(world.controllers.refreshTitles(), [])
    }
}

/// A view-model whose value a screen's title follows.
private final class ProfileTitleModel: @unchecked Sendable {
    @HeadlessFlow.Observable var name = "Ada"
}
