import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

@testable import DemoKit
@testable import DemoTerminal

/// Walks the whole demo through ``TerminalDemo``, as the terminal does: every screen, every
/// transition, the coordinator tree after each step, and no leaks at the end.
final class DemoAppFlowTests: XCTestCase {
    /// Everything the walk showed or ran; objects come and go during it, so it tracks after every step.
    @MainActor private lazy var leaks = LeakTracker()
    /// How many objects `leaks` tracks, so the test cannot pass by tracking nothing.
    private var trackedCount = 0
    /// What a renderer that follows the window's events alone would show (the terminal redraws
    /// from the model instead; this proves an event-driven renderer would agree with it).
    @MainActor private var rendered: RenderedTree?
    private var renderedEvents = 0
    private var renderingToken: ObservationToken?

    /// Runs `command` and checks the visible screen and the whole coordinator tree after it.
    @MainActor
    private func step(
        _ app: TerminalDemo, _ command: String, title: String, tree: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        app.expectSuccess(command, file: file, line: line)
        XCTAssertEqual(app.visibleScreen?.title, title, "after \"\(command)\"", file: file, line: line)
        XCTAssertEqual(app.treeText(), tree, "after \"\(command)\"", file: file, line: line)
        if let rendered {
            XCTAssertEqual(
                rendered.content, app.window.content, "after \"\(command)\"", file: file, line: line)
            XCTAssertEqual(
                rendered.visibleScreens, app.window.visibleScreens.map(\.id), "after \"\(command)\"",
                file: file, line: line)
        }
        track(app)
    }

    /// Starts drawing `window` from its events alone, from the empty window.
    @MainActor
    private func followEvents(of window: Navigation) {
        rendered = RenderedTree(root: window.id)
        renderingToken = window.observeEvents { [unowned self] event in
            renderedEvents += 1
            do {
                try rendered?.apply(event)
            } catch {
                XCTFail("the renderer refused \(event): \(error)")
            }
        }
    }

    @MainActor
    private func track(_ app: TerminalDemo) {
        // Nothing is freed during the call (the app holds its tree), so the survivors grow by
        // exactly the objects tracked for the first time; the tracker skips those it already has.
        let before = leaks.survivors.count
        leaks.track(app)
        if let journal = app.journal { leaks.track(journal) }
        leaks.track(tree: app.window)
        if let coordinator = app.coordinator { leaks.track(tree: coordinator) }
        trackedCount += leaks.survivors.count - before
    }

    @MainActor
    func testWholeFlow_FirstRun_VisitsEveryScreenAndLeaksNothing() async throws {
        let directory = try TemporaryDirectory()
        try walkWholeFlow(dataFile: directory.dataFile)

        // The app is gone: so is everything it showed or ran.
        XCTAssertGreaterThan(trackedCount, 20)
        XCTAssertGreaterThan(renderedEvents, 20, "the renderer followed too few events")
        renderingToken = nil
        leaks.assertAllFreed()

        // The file holds what the session changed.
        let saved = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: directory.dataFile))
        XCTAssertEqual(saved.items.map(\.name), ["Pen", "Pencil", "Eraser", "Ruler"])
        XCTAssertEqual(saved.accounts.map(\.email), ["ada@example.com"])
        XCTAssertEqual(saved.accounts.map { $0.verifies(password: "secret1") }, [true])
        let text = try String(contentsOf: directory.dataFile, encoding: .utf8)
        XCTAssertFalse(text.contains("secret1"), "the password itself is never saved")
        XCTAssertTrue(saved.hasCompletedOnboarding)
    }

    @MainActor
    private func walkWholeFlow(dataFile: URL) throws {
        let demo = try TerminalDemo(dataFile: dataFile)
        followEvents(of: demo.window)
        XCTAssertEqual(try demo.start().lines, [])
        track(demo)

        // Onboarding, first run only: presented over Login.
        XCTAssertEqual(demo.visibleScreen?.title, "Onboarding")
        XCTAssertEqual(ScreenRenderer.breadcrumb(window: demo.window), "Login > [modal] Onboarding")
        XCTAssertEqual(demo.treeText(), "AppCoordinator: Login\n  OnboardingCoordinator: Onboarding")
        step(demo, "1", title: "Login", tree: "AppCoordinator: Login")
        XCTAssertTrue(demo.store.hasCompletedOnboarding)

        // Login validation: a message on the screen, and nothing navigates.
        step(demo, "1", title: "Login", tree: "AppCoordinator: Login")
        XCTAssertEqual(demo.visibleMessage, "Enter your email and password.")
        demo.expectSuccess("set email demo.example.com")
        demo.expectSuccess("password=password")
        step(demo, "1", title: "Login", tree: "AppCoordinator: Login")
        XCTAssertEqual(demo.visibleMessage, "\"demo.example.com\" is not a valid email address.")
        demo.expectSuccess("set email demo@example.com")
        demo.expectSuccess("set password nope")
        step(demo, "1", title: "Login", tree: "AppCoordinator: Login")
        XCTAssertEqual(demo.visibleMessage, "Wrong email or password.")

        // Registration: Cancel goes back, and so does the user's back gesture.
        let registering = "AppCoordinator: Login\n  RegistrationCoordinator: User Registration"
        step(demo, "2", title: "User Registration", tree: registering)
        step(demo, "2", title: "Login", tree: "AppCoordinator: Login")
        step(demo, "2", title: "User Registration", tree: registering)
        step(demo, "back", title: "Login", tree: "AppCoordinator: Login")

        // Register leads to Success, whose Back to Login returns to Login.
        step(demo, "2", title: "User Registration", tree: registering)
        demo.expectSuccess("set email ada@example.com")
        demo.expectSuccess("set password short")
        step(demo, "1", title: "User Registration", tree: registering)
        XCTAssertEqual(demo.visibleMessage, "The password needs at least 6 characters.")
        demo.expectSuccess("set password secret1")
        step(
            demo, "1", title: "Success",
            tree: "AppCoordinator: Login\n  RegistrationCoordinator: User Registration > Success")
        step(demo, "1", title: "Login", tree: "AppCoordinator: Login")
        XCTAssertEqual(demo.visibleMessage, "Account created: log in as ada@example.com.")

        // Login with the new account: the menu's tab bar, Items tab selected.
        demo.expectSuccess("set password secret1")
        let menu = """
            AppCoordinator: Login
              MenuCoordinator: Menu
                ItemsHomeCoordinator (tab 1 Items, selected): Items Home
                ProfileCoordinator (tab 2 Profile): Profile
            """
        step(demo, "1", title: "Items Home", tree: menu)
        XCTAssertEqual(ScreenRenderer.breadcrumb(window: demo.window), "Login > Menu[Items] > Items Home")
        let profileSelected = """
            AppCoordinator: Login
              MenuCoordinator: Menu
                ItemsHomeCoordinator (tab 1 Items): Items Home
                ProfileCoordinator (tab 2 Profile, selected): Profile
            """
        step(demo, "tab 2", title: "Profile", tree: profileSelected)
        step(demo, "tab items", title: "Items Home", tree: menu)

        // ItemsList: seeded, detail, Add Item, Back. The width is unknown here, so the items split
        // is collapsed: the detail reads as pushed on the list, and back focuses the list again.
        let browsing = DemoTree.menu(items: ("Items", "(no screens)", 1))
        step(demo, "1", title: "Items", tree: browsing)
        XCTAssertEqual((demo.visibleScreen as? ItemsListScreen)?.list.items, ["Pen", "Pencil", "Eraser"])
        step(demo, "open 2", title: "Pencil", tree: DemoTree.menu(items: ("Items", "Pencil", 2)))
        XCTAssertEqual(
            ScreenRenderer.breadcrumb(window: demo.window),
            "Login > Menu[Items] > Items Home > Items > Pencil")
        let backOnList = DemoTree.menu(items: ("Items", "Pencil", 1))
        step(demo, "back", title: "Items", tree: backOnList)
        let adding = DemoTree.menu(items: ("Items > New Item", "Pencil", 1))
        step(demo, "add item", title: "New Item", tree: adding)

        // NewItem: Add shows "Item added!" and clears the field; Cancel goes back.
        step(demo, "1", title: "New Item", tree: adding)
        XCTAssertEqual(demo.visibleMessage, "Enter a name.")
        demo.expectSuccess("set name Ruler")
        step(demo, "1", title: "New Item", tree: adding)
        XCTAssertNil(demo.visibleMessage)
        XCTAssertEqual(
            VisibleChain(window: demo.window).alertNavigation?.alert, ItemsListCoordinator.addedAlert)
        XCTAssertEqual((demo.visibleScreen as? NewItemScreen)?.name.text, "")
        // While the alert waits, other commands are refused, and a number out of range says so.
        XCTAssertEqual(demo.handle("2").errors, ["the alert has no action 2 (choose 1)"])
        XCTAssertEqual(demo.handle("\u{7}9\u{0}").errors, ["the alert has no action 9 (choose 1)"])
        XCTAssertEqual(
            VisibleChain(window: demo.window).alertNavigation?.alert, ItemsListCoordinator.addedAlert)
        step(demo, "1", title: "New Item", tree: adding)
        XCTAssertNil(VisibleChain(window: demo.window).alertNavigation)
        step(demo, "2", title: "Items", tree: backOnList)
        XCTAssertEqual(
            (demo.visibleScreen as? ItemsListScreen)?.list.items, ["Pen", "Pencil", "Eraser", "Ruler"])

        // Back on the list (the button, then the gesture) ends the items flow.
        step(demo, "2", title: "Items Home", tree: menu)
        XCTAssertEqual((demo.visibleScreen as? ItemsHomeScreen)?.summary.text, "You have 4 items.")
        step(demo, "1", title: "Items", tree: browsing)
        step(demo, "back", title: "Items Home", tree: menu)

        // A flow in a tab that is not selected keeps running; Logout ends the whole menu.
        step(demo, "1", title: "Items", tree: browsing)
        step(demo, "open pen", title: "Pen", tree: DemoTree.menu(items: ("Items", "Pen", 2)))
        step(demo, "tab Profile", title: "Profile", tree: DemoTree.menu(items: ("Items", "Pen", 2), tab: 2))
        XCTAssertEqual(
            (demo.visibleScreen as? ProfileScreen)?.summary.text, "Logged in as ada@example.com.")
        step(demo, "2", title: "Login", tree: "AppCoordinator: Login")
        XCTAssertEqual(demo.visibleMessage, "You have logged out.")
        XCTAssertEqual(demo.window.screens.count, 1)

        XCTAssertTrue(demo.handle("quit").quits)
    }

    @MainActor
    func testSecondRun_AfterOnboarding_StartsOnLoginWithSavedItems() async throws {
        let directory = try TemporaryDirectory()
        let first = try TerminalDemo(dataFile: directory.dataFile)
        _ = try first.start()
        first.expectSuccess("1")

        let second = try TerminalDemo(dataFile: directory.dataFile)
        _ = try second.start()
        XCTAssertEqual(second.visibleScreen?.title, "Login")
        XCTAssertEqual(second.treeText(), "AppCoordinator: Login")
    }

    @MainActor
    func testReset_AfterOnboarding_ShowsOnboardingAgain() async throws {
        let directory = try TemporaryDirectory()
        let first = try TerminalDemo(dataFile: directory.dataFile)
        _ = try first.start()
        first.expectSuccess("1")

        let reset = try TerminalDemo(dataFile: directory.dataFile, reset: true)
        _ = try reset.start()
        XCTAssertEqual(reset.visibleScreen?.title, "Onboarding")
    }

    @MainActor
    func testBadInput_OnLogin_OneErrorLineAndSameScreen() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        app.expectSuccess("1")
        let before = app.screenText()
        let cases: [(String, String)] = [
            ("foo", "unknown command \"foo\" (type help)"),
            ("9", "no button 9 on this screen (choose 1-2)"),
            ("0", "no button 0 on this screen (choose 1-2)"),
            ("set nope x", "no field \"nope\" on this screen (fields: email, password)"),
            ("set", "set needs <field> <text> (type help)"),
            ("back", "cannot go back from Login: it is the first screen here"),
            ("tab 1", "there is no tab bar on this screen"),
            ("tree please", "tree takes no argument, but got \"please\" (type help)"),
        ]
        for (input, message) in cases {
            let reply = app.handle(input)
            XCTAssertEqual(reply.lines, [.error(message)], input)
            XCTAssertTrue(reply.showsScreen, input)
            XCTAssertFalse(reply.quits, input)
            XCTAssertEqual(app.screenText(), before, input)
        }
    }

    @MainActor
    func testTabCommand_UnknownTab_ListsTabs() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        for command in ["1", "set email demo@example.com", "set password password", "1"] {
            app.expectSuccess(command)
        }
        XCTAssertEqual(app.handle("tab 3").errors, ["no tab \"3\" (tabs: 1 Items, 2 Profile)"])
        XCTAssertEqual(app.handle("tab settings").errors, ["no tab \"settings\" (tabs: 1 Items, 2 Profile)"])
        XCTAssertEqual(app.visibleScreen?.title, "Items Home")
    }
}

/// Buttons, toggles and fields by name; rows by `open`; numbers that stay put.
final class DemoAppCommandsTests: XCTestCase {
    @MainActor
    private func loggedIn(_ directory: TemporaryDirectory) throws -> TerminalDemo {
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        for command in ["done", "EMAIL demo@example.com", "Password password", "LogIn"] {
            app.expectSuccess(command)
        }
        return app
    }

    @MainActor
    func testNames_ButtonsTogglesAndFields_WorkAsCommandsIgnoringCase() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory)
        XCTAssertEqual(app.visibleScreen?.title, "Items Home")
        app.expectSuccess("browse  ITEMS")
        app.expectSuccess("add item")
        app.expectSuccess("name   Big Ruler")
        XCTAssertEqual((app.visibleScreen as? NewItemScreen)?.name.text, "Big Ruler")
        app.expectSuccess("add")
        // UIFlow's alert waits over the form; its action's title answers it, ignoring case.
        XCTAssertEqual(
            app.handle("cancel").errors,
            [#"the alert "Nice!" waits for an answer: type 1 or an action's title"#])
        app.expectSuccess("oK")
        app.expectSuccess("cancel")
        XCTAssertEqual((app.visibleScreen as? ItemsListScreen)?.list.items.last, "Big Ruler")
        app.expectSuccess("open big ruler")
        XCTAssertEqual(app.visibleScreen?.title, "Big Ruler")
        app.expectSuccess("back")
        app.expectSuccess("tab profile")
        app.expectSuccess("notifications")
        XCTAssertTrue(app.screenText().contains("[1] [ ] Notifications"))
        XCTAssertEqual(app.handle("add item").errors, ["unknown command \"add item\" (type help)"])
        XCTAssertEqual(app.handle("hep").errors, ["unknown command \"hep\" (type help)"])
    }

    /// A script written against one data file works on another: buttons keep their numbers
    /// whatever the list holds, and rows are opened with `open`.
    @MainActor
    func testNumbers_ListGrows_ButtonNumbersStay() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory)
        app.expectSuccess("1")
        let before = app.screenText()
        XCTAssertTrue(before.contains("  [1] Add Item\n  [2] Back"), before)
        for name in ["A", "B", "C"] {
            app.expectSuccess("1")
            app.expectSuccess("set name \(name)")
            app.expectSuccess("1")
            app.expectSuccess("1")  // OK on the alert
            app.expectSuccess("2")
        }
        let after = app.screenText()
        XCTAssertTrue(after.contains("  #6 C\n  [1] Add Item\n  [2] Back"), after)
        XCTAssertTrue(after.contains("hint: open <1-6>, add item, back, help"), after)
        XCTAssertEqual(
            app.handle("3").errors, ["no button 3 on this screen (choose 1-2); to open a row, type open 3"])
        XCTAssertEqual(app.handle("open 7").errors, ["no row \"7\" in the list (choose 1-6 or a name)"])
        XCTAssertEqual(
            app.handle("open Zebra").errors, ["no row \"Zebra\" in the list (choose 1-6 or a name)"])
        app.expectSuccess("open 6")
        XCTAssertEqual(app.visibleScreen?.title, "C")
    }

    /// The detail screen has no buttons: its hint says `back`, and a number says so too.
    @MainActor
    func testDetail_NoButtons_HintAndErrorPointToBack() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory)
        app.expectSuccess("1")
        app.expectSuccess("open 2")
        XCTAssertTrue(app.screenText().contains("\nhint: back, help\n"), app.screenText())
        XCTAssertEqual(app.handle("1").errors, ["Pencil has nothing to tap; type back to return"])
        XCTAssertEqual(app.handle("open 1").errors, ["Pencil has no list to open"])
    }

    /// Success's `back` goes back to Login with the new email, as its button does.
    @MainActor
    func testBack_OnSuccess_ReturnsToLoginNotTheEmptyForm() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        for command in ["1", "register", "email ada@example.com", "password secret1", "register"] {
            app.expectSuccess(command)
        }
        XCTAssertEqual(app.visibleScreen?.title, "Success")
        XCTAssertTrue(app.screenText().contains("hint: back to login, back, help"), app.screenText())
        app.expectSuccess("back")
        XCTAssertEqual(app.visibleScreen?.title, "Login")
        XCTAssertEqual(app.treeText(), "AppCoordinator: Login")
        XCTAssertEqual(app.visibleMessage, "Account created: log in as ada@example.com.")
    }
}

/// An error line stays only until the user acts on it.
final class DemoAppMessagesTests: XCTestCase {
    @MainActor
    func testErrorLabel_UserEditsAField_ErrorGoesOnEveryForm() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        app.expectSuccess("1")
        app.expectSuccess("email demo@example")
        app.expectSuccess("password password")
        app.expectSuccess("login")
        XCTAssertEqual(app.visibleMessage, "\"demo@example\" is not a valid email address.")
        app.expectSuccess("email demo@example.com")
        XCTAssertNil(app.visibleMessage)
        XCTAssertFalse(app.screenText().contains("not a valid"))

        app.expectSuccess("register")
        app.expectSuccess("register")
        XCTAssertEqual(app.visibleMessage, "Enter an email and a password.")
        app.expectSuccess("password abc")
        XCTAssertNil(app.visibleMessage)
        XCTAssertEqual((app.visibleScreen as? UserRegistrationScreen)?.password.text, "abc")
        app.expectSuccess("cancel")

        for command in ["password password", "login", "browse items", "add item", "add"] {
            app.expectSuccess(command)
        }
        XCTAssertEqual(app.visibleMessage, "Enter a name.")
        app.expectSuccess("name Cup")
        XCTAssertNil(app.visibleMessage)
        app.expectSuccess("add")
        XCTAssertNil(app.visibleMessage)
        app.expectSuccess("ok")
        app.expectSuccess("name Mug")
        XCTAssertNil(app.visibleMessage)
    }
}
