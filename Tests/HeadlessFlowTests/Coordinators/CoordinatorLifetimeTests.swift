import HeadlessFlow
import XCTest

/// Drops the last strong reference and checks that finished coordinators, and every screen they
/// showed, are gone.
final class CoordinatorLifetimeTests: XCTestCase {
    @MainActor func testFinishedPushedChild_AndItsScreens_AreDeallocated() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        weak var weakChild: StepsCoordinator?
        var weakScreens: [WeakScreen] = []
        do {
            let child = StepsCoordinator("child", navigation: navigation, screens: 3)
            weakChild = child
            try root.start(child: child, animated: false)
            weakScreens = navigation.screens.dropFirst().map(WeakScreen.init)
            try child.finish(animated: false)
        }
        XCTAssertNil(weakChild)
        XCTAssertEqual(weakScreens.count, 3)
        XCTAssertTrue(weakScreens.allSatisfy { $0.screen == nil })
    }

    @MainActor func testChildFinishedByUserBackSwipe_IsDeallocated() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        weak var weakChild: StepsCoordinator?
        weak var weakScreen: Screen?
        do {
            let child = StepsCoordinator("child", navigation: navigation)
            weakChild = child
            try root.start(child: child, animated: false)
            weakScreen = navigation.topScreen
        }
        try navigation.userDidGoBack()
        XCTAssertNil(weakChild)
        XCTAssertNil(weakScreen)
    }

    @MainActor func testFinishedModalChild_ItsNavigationAndScreens_AreDeallocated() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        weak var weakChild: StepsCoordinator?
        weak var weakModal: Navigation?
        weak var weakScreen: Screen?
        do {
            let child = StepsCoordinator("modal", navigation: Navigation(), screens: 2)
            weakChild = child
            weakModal = child.navigation
            try root.present(child: child, animated: false)
            weakScreen = child.navigation.topScreen
            try child.finish(animated: false)
        }
        XCTAssertNil(weakChild)
        XCTAssertNil(weakModal)
        XCTAssertNil(weakScreen)
    }

    @MainActor func testFinishedTabBarCoordinator_ItemsTabBarAndScreens_AreDeallocated() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        weak var weakMenu: TestTabBarCoordinator?
        weak var weakTabBar: TabBar?
        weak var weakItem: StepsCoordinator?
        weak var weakItemScreen: Screen?
        do {
            let menu = TestTabBarCoordinator(navigation: navigation)
            weakMenu = menu
            weakTabBar = menu.tabBar
            try root.start(child: menu, animated: false)
            let item = StepsCoordinator("item", navigation: Navigation(), screens: 2)
            weakItem = item
            try menu.addItem(title: "Item", coordinator: item)
            weakItemScreen = item.navigation.topScreen
            try menu.finish(animated: false)
        }
        XCTAssertNil(weakMenu)
        XCTAssertNil(weakTabBar)
        XCTAssertNil(weakItem)
        XCTAssertNil(weakItemScreen)
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

@MainActor
struct WeakScreen {
    weak var screen: Screen?
    init(_ screen: Screen) { self.screen = screen }
}
