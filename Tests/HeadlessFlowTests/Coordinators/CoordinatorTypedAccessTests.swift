import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class CoordinatorTypedAccessTests: XCTestCase {
    @MainActor func testChildAs_ReturnsTheRunningChildOnlyAsItsOwnType() async throws {
        let app = RoutedApp()
        try app.startAsRoot(animated: false)
        XCTAssertNil(app.child(as: LoginFlow.self))

        let login = LoginFlow(navigation: app.navigation)
        try app.start(child: login, animated: false)

        XCTAssertIdentical(app.child(as: LoginFlow.self), login)
        XCTAssertNil(app.child(as: RoutedMenu.self))
    }

    @MainActor func testChildOrStart_ReusesARunningChildOfTheType_ReplacesAnother() async throws {
        let app = RoutedApp()
        try app.startAsRoot(animated: false)
        var made = 0
        let first = try app.child(
            LoginFlow.self,
            orStart: {
                made += 1
                return LoginFlow(navigation: app.navigation)
            }, animated: false)
        let again = try app.child(
            LoginFlow.self,
            orStart: {
                made += 1
                return LoginFlow(navigation: app.navigation)
            }, animated: false)
        XCTAssertIdentical(first, again)
        XCTAssertEqual(made, 1, "make runs only when the child is not there")

        let menu = try app.child(
            RoutedMenu.self, orStart: { RoutedMenu(navigation: app.navigation) }, animated: false)

        XCTAssertTrue(first.isFinished, "a child of another type is replaced")
        XCTAssertIdentical(app.child, menu)
        XCTAssertEqual(outline(app.navigation), "Home > Menu[Items*: Items | Profile: Profile]")
    }

    @MainActor func testChildOrPresent_PresentsOnceThenReuses() async throws {
        let items = ItemsFlow(navigation: Navigation())
        try items.startAsRoot(animated: false)

        let comments = try items.child(
            CommentsFlow.self, orPresent: { CommentsFlow(item: 1) }, animated: false)
        let again = try items.child(CommentsFlow.self, orPresent: { CommentsFlow(item: 2) }, animated: false)

        XCTAssertIdentical(comments, again)
        XCTAssertEqual(outline(items.navigation), "Items ^ (Comments 1)")
    }

    @MainActor func testFocusFirst_SelectsTheItemsTabAndReturnsItTyped() async throws {
        let menu = RoutedMenu(navigation: Navigation())
        try menu.startAsRoot(animated: false)
        let recorder = recordNavigation(menu.navigation)

        let profile = try menu.focusFirst(ProfileFlow.self)

        XCTAssertIdentical(profile, menu.item(ProfileFlow.self))
        XCTAssertIdentical(menu.currentItem, profile)
        recorder.assert([
            #"selected item 1 of "Menu" (was 0)"#, #"didLoad "Profile""#, #"willDisappear "Items""#,
            #"willAppear "Profile""#, #"didDisappear "Items""#, #"didAppear "Profile""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [.itemSelected(container: menu.tabBar.id, index: 1, previous: 0)])
        XCTAssertNil(menu.item(LoginFlow.self))
    }

    @MainActor func testFocusFirst_NoItemOfTheType_ThrowsAndChangesNothing() async throws {
        let menu = RoutedMenu(navigation: Navigation())
        try menu.startAsRoot(animated: false)
        let recorder = recordNavigation(menu.navigation)

        XCTAssertThrowsError(try menu.focusFirst(LoginFlow.self)) {
            XCTAssertEqual($0 as? NavigationError, .noItem(ofType: "LoginFlow", coordinator: "RoutedMenu"))
            XCTAssertEqual(
                "\($0)",
                "RoutedMenu has no tab whose item coordinator is a LoginFlow; add one with addItem first.")
        }
        XCTAssertEqual(menu.tabBar.selectedIndex, 0)
        recorder.assert([])
    }
}
