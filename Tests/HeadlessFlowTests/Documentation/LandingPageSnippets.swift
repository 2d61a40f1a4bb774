import HeadlessFlow
import XCTest

// The Swift block of the DocC landing page (Sources/HeadlessFlow/HeadlessFlow.docc/HeadlessFlow.md):
// the tab bar example of Docs/Concepts.md, followed by a back swipe.

enum LandingPageSnippets {
    final class TitleCoordinator: Coordinator {
        let context: CoordinatorContext
        let title: String

        init(title: String) {
            context = CoordinatorContext(navigation: Navigation())  // a tab has a navigation of its own
            self.title = title
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: title), animated: animated)
        }
    }

    final class MenuCoordinator: TabBarCoordinator {
        let context: CoordinatorContext
        let tabBar = TabBar(title: "Menu")  // the default start(animated:) moves to it

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }
    }

    final class AppCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Login"), animated: animated)
        }

        func showMenu() throws -> MenuCoordinator {
            let menu = MenuCoordinator(navigation: navigation)
            try start(child: menu, animated: true)  // pushes the tab bar
            try menu.addItem(title: "Items", imageName: "list", coordinator: TitleCoordinator(title: "Items"))
            try menu.addItem(
                title: "Profile", imageName: "person", selectedImageName: "person.fill",
                coordinator: TitleCoordinator(title: "Profile"))
            return menu
        }
    }

    @MainActor
    static func example() throws -> (navigation: Navigation, app: AppCoordinator, menu: MenuCoordinator) {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)
        let menu = try app.showMenu()
        try menu.selectItem(at: 1, animated: true)  // a user's tap: menu.tabBar.userDidSelect(1)
        print(menu.items.count, (menu.currentItem as? TitleCoordinator)?.title ?? "-")  // 2 Profile
        print(navigation.visibleScreens.map(\.title))  // ["Menu", "Profile"]

        try navigation.userDidGoBack()  // a back swipe: the model and the coordinators follow
        print(app.child == nil, menu.isFinished)  // true true
        return (navigation, app, menu)
    }
}

final class LandingPageSnippetsTests: XCTestCase {
    @MainActor func testExample_BackSwipePastTheTabBar_FinishesTheMenu() async throws {
        let (navigation, app, menu) = try LandingPageSnippets.example()
        XCTAssertNil(app.child)
        XCTAssertTrue(menu.isFinished)
        XCTAssertTrue(menu.items.isEmpty)
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["Login"])
    }
}
