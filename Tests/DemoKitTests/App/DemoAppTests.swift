import Foundation
import HeadlessFlow
import XCTest

@testable import DemoKit

/// The app API every renderer of the demo uses (the terminal, the iOS app): start, links,
/// layout, save and restore, driven as a renderer drives it, with no terminal command.
final class DemoAppTests: XCTestCase {
    /// The titles of the visible screens, outermost first.
    @MainActor
    private func visibleTitles(_ app: DemoApp) -> [String] {
        app.window.visibleScreens.map(\.title)
    }

    /// Logs in with the demo account from Login, onboarding done, as a user types and taps.
    @MainActor
    private func logIn(_ app: DemoApp) throws {
        if visibleTitles(app).last == "Onboarding" { try app.tap("done") }
        let login = try XCTUnwrap(app.visibleScreen as? SceneScreen)
        try XCTUnwrap(login.element(withID: "email", as: TextFieldElement.self)).text = "demo@example.com"
        try XCTUnwrap(login.element(withID: "password", as: SecureTextFieldElement.self)).text = "password"
        try app.tap("login")
    }

    /// The items split, once the menu runs it.
    @MainActor
    private func itemsSplit(_ app: DemoApp) -> SplitContainer? {
        ContainerTree.splits(under: app.window).first
    }

    @MainActor
    func testStart_InMemory_LoginWithOnboardingOverItAndNoNotice() async throws {
        let app = try DemoApp.inMemory()
        XCTAssertNil(app.coordinator)
        XCTAssertEqual(visibleTitles(app), [])

        let notices = try app.start()

        XCTAssertEqual(notices, [])
        XCTAssertEqual(visibleTitles(app), ["Onboarding"])
        XCTAssertTrue(app.coordinator is AppCoordinator)
        try app.tap("done")
        XCTAssertEqual(visibleTitles(app), ["Login"])
        XCTAssertEqual(app.window.screens.map(\.title), ["Login"])
        XCTAssertEqual(app.takeNotices(), [])
    }

    @MainActor
    func testStart_BadLink_StartsAllTheSameAndSaysWhy() async throws {
        let app = try DemoApp.inMemory()

        let notices = try app.start(opening: "demo://nowhere")

        XCTAssertEqual(notices, [.linkRefused(.unknown(link: "demo://nowhere"))])
        XCTAssertEqual(notices.map(\.severity), [.error])
        XCTAssertEqual(visibleTitles(app), ["Onboarding"])
    }

    @MainActor
    func testStart_LinkLoggedOut_HeldUntilLoginThenOpened() async throws {
        let app = try DemoApp.inMemory()

        let notices = try app.start(opening: "demo://items/2")

        XCTAssertEqual(
            notices,
            [.linkHeld("You are not logged in: the demo will open item 2 (Pencil) after you log in.")])
        try logIn(app)
        XCTAssertEqual(visibleTitles(app).last, "Pencil")
    }

    @MainActor
    func testFollow_BadLink_ThrowsTypedErrorAndChangesNothing() async throws {
        let app = try DemoApp.inMemory()
        try app.start()
        try logIn(app)
        let coordinator = try XCTUnwrap(app.coordinator)
        let before = app.registry.snapshot(of: coordinator)
        var errors: [DemoLinkError] = []

        for link in ["demo://nowhere", "demo://items/9", "http://items"] {
            do throws(DemoLinkError) {
                try app.follow(link: link)
            } catch {
                errors.append(error)
            }
        }

        XCTAssertEqual(
            errors,
            [
                .unknown(link: "demo://nowhere"),
                .refused(link: "demo://items/9", reason: "there is no item 9 (items: 1-3)"),
                .unknown(link: "http://items"),
            ])
        XCTAssertEqual(app.registry.snapshot(of: coordinator), before)
        XCTAssertEqual(app.takeNotices(), [])
    }

    @MainActor
    func testAdaptLayout_CompactThenRegular_CollapsesThenExpandsTheItemsSplit() async throws {
        let app = try DemoApp.inMemory()
        app.adaptLayout(compact: true)
        try app.start()
        try logIn(app)
        try app.follow(link: "demo://items/2")
        let split = try XCTUnwrap(itemsSplit(app))
        var layouts = [split.isCollapsed]
        var visible = [visibleTitles(app)]

        app.adaptLayout(compact: false)
        layouts.append(split.isCollapsed)
        visible.append(visibleTitles(app))
        app.adaptLayout(compact: true)
        layouts.append(split.isCollapsed)
        visible.append(visibleTitles(app))

        XCTAssertEqual(layouts, [true, false, true])
        XCTAssertEqual(
            visible,
            [
                ["Menu", "Items", "Pencil"],
                ["Menu", "Items", "Items", "Pencil"],
                ["Menu", "Items", "Pencil"],
            ])
        XCTAssertEqual(app.takeNotices(), [])
    }

    @MainActor
    func testAdaptLayout_RegularBeforeStart_ItemsSplitStartsExpanded() async throws {
        let app = try DemoApp.inMemory()
        app.adaptLayout(compact: false)
        try app.start()
        try logIn(app)

        try app.follow(link: "demo://items")

        XCTAssertEqual(itemsSplit(app)?.isCollapsed, false)
        XCTAssertFalse(app.isCompact)
    }

    @MainActor
    func testSave_ThenNewAppOnTheSameFile_RestoresTheSameScreen() async throws {
        let directory = try TemporaryDirectory()
        do {
            let app = try DemoApp(dataFile: directory.dataFile)
            try app.start()
            try logIn(app)
            try app.follow(link: "demo://items/2")
            XCTAssertEqual(visibleTitles(app).last, "Pencil")
            app.save()
        }

        let relaunched = try DemoApp(dataFile: directory.dataFile)
        let notices = try relaunched.start()

        XCTAssertEqual(notices, [])
        XCTAssertTrue(relaunched.isRestored)
        XCTAssertEqual(visibleTitles(relaunched), ["Menu", "Items", "Pencil"])
    }

    @MainActor
    func testInit_FileThatIsNotTheDemos_ThrowsAndLeavesItAlone() async throws {
        let directory = try TemporaryDirectory()
        try Data("not json".utf8).write(to: directory.dataFile)

        XCTAssertThrowsError(try DemoApp(dataFile: directory.dataFile)) { error in
            XCTAssertTrue(error is StoreError, "\(error)")
        }
        XCTAssertEqual(try directory.dataFileText(), "not json")
    }

    @MainActor
    func testHasNotices_DataFileProblemDuringTheRun_TrueAtOnceThenFalseWhenTaken() async throws {
        let directory = try TemporaryDirectory()
        let app = try DemoApp(dataFile: directory.dataFile)
        try app.start()
        app.save()
        var history: [Bool] = []
        let token = app.$hasNotices.sinkOnMainActor { history.append($0) }

        // Another program spoils the file while the demo runs; the next write (onboarding done)
        // finds it, and says so at once: no save, no notices taken yet.
        try Data("not json".utf8).write(to: directory.dataFile)
        try app.tap("done")
        XCTAssertEqual(history, [false, true])
        app.save()
        let notices = app.takeNotices()

        // Two writes met the file; the observers heard of the first only.
        XCTAssertEqual(history, [false, true, false])
        XCTAssertFalse(notices.isEmpty)
        for notice in notices {
            guard case .dataFileIssue = notice else { return XCTFail("\(notices)") }
        }
        XCTAssertEqual(app.takeNotices(), [])
        XCTAssertEqual(history, [false, true, false])
        token.cancel()
    }

    @MainActor
    func testHasNotices_ActionError_TrueBeforeAnyNavigationChange() async throws {
        struct Refused: Error {}
        let app = try DemoApp.inMemory()
        try app.start()
        var history: [Bool] = []
        let token = app.$hasNotices.sinkOnMainActor { history.append($0) }
        var events: [NavigationEvent] = []
        let eventToken = app.window.observeEvents { events.append($0) }

        // What the root coordinator does with an error an intent threw.
        app.environment.record(Refused())

        XCTAssertEqual(events, [])
        XCTAssertEqual(history, [false, true])
        XCTAssertEqual(app.takeNotices().count, 1)
        XCTAssertEqual(history, [false, true, false])
        token.cancel()
        eventToken.cancel()
    }
}
