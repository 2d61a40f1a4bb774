import HeadlessFlow
import XCTest

final class CoordinatorMessagesTests: XCTestCase {
    @MainActor private func makeOpenApp() throws -> (RoutedApp, RoutedMenu, ItemsFlow, CommentsFlow) {
        let app = RoutedApp()
        try app.startAsRoot(animated: false)
        try app.open(.comment(item: 1, comment: 2))
        let menu = try XCTUnwrap(app.child(as: RoutedMenu.self))
        let items = try XCTUnwrap(menu.item(ItemsFlow.self))
        let comments = try XCTUnwrap(items.child(as: CommentsFlow.self))
        return (app, menu, items, comments)
    }

    @MainActor func testSendUp_StopsAtTheFirstAncestorThatHandlesTheType_NothingFinishes() async throws {
        let (app, menu, items, comments) = try makeOpenApp()

        let handler = comments.sendUp(RoutedApp.Message.sessionExpired)

        XCTAssertIdentical(handler, app, "menu and items do not take this message type")
        XCTAssertEqual(app.received, [.sessionExpired])
        XCTAssertEqual(items.refreshes, 0)
        XCTAssertTrue(comments.isRunning && items.isRunning && menu.isRunning)
    }

    @MainActor func testSendDown_FollowsTheRunningChainThroughTheSelectedTab() async throws {
        let (app, _, items, _) = try makeOpenApp()

        XCTAssertIdentical(app.sendDown(ItemsFlow.Message.refresh), items)
        XCTAssertEqual(items.refreshes, 1)
    }

    @MainActor func testSend_NobodyHandlesIt_ReturnsNil() async throws {
        let (app, menu, items, comments) = try makeOpenApp()
        try menu.focusFirst(ProfileFlow.self)

        XCTAssertNil(app.sendDown(ItemsFlow.Message.refresh), "the items tab is not selected")
        XCTAssertNil(comments.sendUp("a string nobody takes"))
        XCTAssertNil(
            app.sendUp(RoutedApp.Message.sessionExpired), "a root has no ancestors; it is not its own")
        XCTAssertEqual(items.refreshes, 0)
        XCTAssertEqual(app.received, [])
    }
}
