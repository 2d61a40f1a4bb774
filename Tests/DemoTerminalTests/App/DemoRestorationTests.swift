import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

@testable import DemoKit
@testable import DemoTerminal

/// The demo saves its navigation after each command and the next ``TerminalDemo`` on the same file
/// comes back to it: the same screen, tab and flow, with screens that still drive their
/// coordinators.
final class DemoRestorationTests: XCTestCase {
    private let menu = """
        AppCoordinator: Login
          MenuCoordinator: Menu
            ItemsHomeCoordinator (tab 1 Items, selected): Items Home
            ProfileCoordinator (tab 2 Profile): Profile
        """

    /// A demo on `directory`'s file, started; asserts the start printed nothing.
    @MainActor
    private func launch(
        _ directory: TemporaryDirectory, fresh: Bool = false, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> TerminalDemo {
        let app = try TerminalDemo(dataFile: directory.dataFile, fresh: fresh)
        XCTAssertEqual(try app.start().lines, [], file: file, line: line)
        return app
    }

    /// A first run that has seen onboarding and logged in as the demo account.
    @MainActor
    private func loggedIn(_ directory: TemporaryDirectory) throws -> TerminalDemo {
        let app = try launch(directory)
        for command in ["1", "set email demo@example.com", "set password password", "1"] {
            app.expectSuccess(command)
        }
        XCTAssertEqual(app.treeText(), menu)
        return app
    }

    @MainActor
    private func assertScreen(
        _ app: TerminalDemo, _ title: String, tree: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(app.visibleScreen?.title, title, file: file, line: line)
        XCTAssertEqual(app.treeText(), tree, file: file, line: line)
    }

    // MARK: - Flows

    @MainActor
    func testRestore_ItemDetail_SameScreenAndTreeAndTheButtonsDriveTheFlow() async throws {
        let directory = try TemporaryDirectory()
        let first = try loggedIn(directory)
        first.expectSuccess("browse items")
        first.expectSuccess("open 2")
        let onPencil = DemoTree.menu(items: ("Items", "Pencil", 2))
        assertScreen(first, "Pencil", tree: onPencil)

        let app = try launch(directory)
        assertScreen(app, "Pencil", tree: onPencil)
        XCTAssertTrue(app.isRestored)
        XCTAssertEqual(
            ScreenRenderer.breadcrumb(window: app.window), "Login > Menu[Items] > Items Home > Items > Pencil"
        )
        XCTAssertEqual((app.visibleScreen as? ItemDetailScreen)?.position.text, "Item 2 of 3.")

        // The restored list drives its coordinator: back, another item, Add Item, Back.
        app.expectSuccess("back")
        assertScreen(app, "Items", tree: DemoTree.menu(items: ("Items", "Pencil", 1)))
        XCTAssertEqual((app.visibleScreen as? ItemsListScreen)?.list.items, ["Pen", "Pencil", "Eraser"])
        app.expectSuccess("open 3")
        assertScreen(app, "Eraser", tree: DemoTree.menu(items: ("Items", "Eraser", 2)))
        app.expectSuccess("back")
        app.expectSuccess("add item")
        assertScreen(app, "New Item", tree: DemoTree.menu(items: ("Items > New Item", "Eraser", 1)))
        app.expectSuccess("cancel")
        app.expectSuccess("2")
        assertScreen(app, "Items Home", tree: menu)
        // The restored tab bar and Profile still log out, back to Login.
        app.expectSuccess("tab profile")
        app.expectSuccess("logout")
        assertScreen(app, "Login", tree: "AppCoordinator: Login")
        XCTAssertEqual(app.visibleMessage, "You have logged out.")
    }

    @MainActor
    func testRestore_ProfileTab_SelectedAndLogoutStillEndsTheMenu() async throws {
        let directory = try TemporaryDirectory()
        let first = try loggedIn(directory)
        first.expectSuccess("tab 2")
        let onProfile = menu.replacingOccurrences(of: "Items, selected)", with: "Items)")
            .replacingOccurrences(of: "Profile)", with: "Profile, selected)")

        let app = try launch(directory)
        assertScreen(app, "Profile", tree: onProfile)
        XCTAssertEqual((app.visibleScreen as? ProfileScreen)?.summary.text, "Logged in as demo@example.com.")
        app.expectSuccess("tab 1")
        assertScreen(app, "Items Home", tree: menu)
        XCTAssertEqual((app.visibleScreen as? ItemsHomeScreen)?.summary.text, "You have 3 items.")
        app.expectSuccess("browse items")
        XCTAssertEqual(app.visibleScreen?.title, "Items")
        app.expectSuccess("tab 2")
        app.expectSuccess("logout")
        assertScreen(app, "Login", tree: "AppCoordinator: Login")
        XCTAssertEqual(app.visibleMessage, "You have logged out.")
        XCTAssertEqual((app.visibleScreen as? LoginScreen)?.email.text, "demo@example.com")
    }

    @MainActor
    func testRestore_Onboarding_PresentedAgainAndDoneStillSavesIt() async throws {
        let directory = try TemporaryDirectory()
        _ = try launch(directory)

        let app = try launch(directory)
        assertScreen(app, "Onboarding", tree: "AppCoordinator: Login\n  OnboardingCoordinator: Onboarding")
        XCTAssertEqual(ScreenRenderer.breadcrumb(window: app.window), "Login > [modal] Onboarding")
        app.expectSuccess("done")
        assertScreen(app, "Login", tree: "AppCoordinator: Login")
        XCTAssertTrue(app.store.hasCompletedOnboarding, "the restored flow's onFinish was set again")
        // The restored Login logs in.
        app.expectSuccess("set email demo@example.com")
        app.expectSuccess("set password password")
        app.expectSuccess("login")
        assertScreen(app, "Items Home", tree: menu)
    }

    @MainActor
    func testRestore_Login_KeepsTheEmailButNeverThePassword() async throws {
        let directory = try TemporaryDirectory()
        let first = try launch(directory)
        first.expectSuccess("1")
        first.expectSuccess("set email demo@example.com")
        first.expectSuccess("set password hunter22")
        XCTAssertFalse(try directory.dataFileText().contains("hunter22"), "a secure field is never saved")

        let app = try launch(directory)
        assertScreen(app, "Login", tree: "AppCoordinator: Login")
        let login = try XCTUnwrap(app.visibleScreen as? LoginScreen)
        XCTAssertEqual(login.email.text, "demo@example.com")
        XCTAssertEqual(login.password.text, "")
        app.expectSuccess("set password password")
        app.expectSuccess("login")
        assertScreen(app, "Items Home", tree: menu)
    }

    @MainActor
    func testRestore_RegistrationInProgress_FormKeepsEmailAndFinishesToLogin() async throws {
        let directory = try TemporaryDirectory()
        let first = try launch(directory)
        first.expectSuccess("1")
        first.expectSuccess("register")
        first.expectSuccess("set email ada@example.com")
        first.expectSuccess("set password secret1")
        let registering = "AppCoordinator: Login\n  RegistrationCoordinator: User Registration"
        XCTAssertFalse(try directory.dataFileText().contains("secret1"))

        let app = try launch(directory)
        assertScreen(app, "User Registration", tree: registering)
        let form = try XCTUnwrap(app.visibleScreen as? UserRegistrationScreen)
        XCTAssertEqual([form.email.text, form.password.text], ["ada@example.com", ""])
        app.expectSuccess("set password secret1")
        app.expectSuccess("register")
        assertScreen(app, "Success", tree: registering + " > Success")

        // Restored on Success, Back to Login still hands the email to Login.
        let again = try launch(directory)
        assertScreen(again, "Success", tree: registering + " > Success")
        again.expectSuccess("1")
        assertScreen(again, "Login", tree: "AppCoordinator: Login")
        XCTAssertEqual(again.visibleMessage, "Account created: log in as ada@example.com.")
        again.expectSuccess("set password secret1")
        again.expectSuccess("login")
        again.expectSuccess("tab profile")
        XCTAssertEqual((again.visibleScreen as? ProfileScreen)?.summary.text, "Logged in as ada@example.com.")
    }

    @MainActor
    func testRestore_NewItemForm_KeepsTheTypedNameAndAddStillWorks() async throws {
        let directory = try TemporaryDirectory()
        let first = try loggedIn(directory)
        first.expectSuccess("browse items")
        first.expectSuccess("add item")
        first.expectSuccess("name Ruler")
        let adding = DemoTree.menu(items: ("Items > New Item", "(no screens)", 1))

        let app = try launch(directory)
        assertScreen(app, "New Item", tree: adding)
        XCTAssertEqual((app.visibleScreen as? NewItemScreen)?.name.text, "Ruler")
        app.expectSuccess("add")
        XCTAssertEqual(VisibleChain(window: app.window).alertNavigation?.alert?.title, "Nice!")
        app.expectSuccess("ok")
        XCTAssertEqual(app.store.items.map(\.name), ["Pen", "Pencil", "Eraser", "Ruler"])
        app.expectSuccess("cancel")
        XCTAssertEqual(
            (app.visibleScreen as? ItemsListScreen)?.list.items, ["Pen", "Pencil", "Eraser", "Ruler"])
    }

    @MainActor
    func testRestore_LinkHeldBehindLogin_LandsAfterLoginInTheNextRun() async throws {
        let directory = try TemporaryDirectory()
        let first = try TerminalDemo(dataFile: directory.dataFile)
        XCTAssertEqual(
            try first.start(opening: "demo://items/2").lines,
            [.text("You are not logged in: the demo will open item 2 (Pencil) after you log in.")])
        first.expectSuccess("1")

        let app = try launch(directory)
        assertScreen(app, "Login", tree: "AppCoordinator: Login")
        app.expectSuccess("set email demo@example.com")
        app.expectSuccess("set password password")
        app.expectSuccess("login")
        XCTAssertEqual(app.visibleScreen?.title, "Pencil")
    }

    /// A link held over a restart whose item has since gone from the file: the login stands,
    /// and one error says why in words, with no step or coordinator names.
    @MainActor
    func testRestore_LinkHeldToAnItemSinceGone_LoginStandsAndOneErrorInWords() async throws {
        let directory = try TemporaryDirectory()
        let first = try TerminalDemo(dataFile: directory.dataFile)
        _ = try first.start(opening: "demo://items/3")
        first.expectSuccess("1")
        var data = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: directory.dataFile))
        data.items.removeLast()
        try JSONEncoder().encode(data).write(to: directory.dataFile)

        let app = try launch(directory)
        app.expectSuccess("set email demo@example.com")
        app.expectSuccess("set password password")
        let reply = app.handle("login")
        XCTAssertEqual(
            reply.errors,
            [
                "you are logged in, but the link given before could not be opened: there is no item 3 (items: 1-2)"
            ])
        XCTAssertEqual(app.visibleScreen?.title, "Items Home")
        XCTAssertEqual(app.coordinator?.holdsPendingLink, false)
    }

    // MARK: - Starting fresh

    @MainActor
    func testFresh_StartsOnLoginKeepsItemsAndReplacesTheSavedPlace() async throws {
        let directory = try TemporaryDirectory()
        let first = try loggedIn(directory)
        first.expectSuccess("browse items")
        first.expectSuccess("add item")
        first.expectSuccess("name Ruler")
        first.expectSuccess("add")

        let fresh = try launch(directory, fresh: true)
        assertScreen(fresh, "Login", tree: "AppCoordinator: Login")
        XCTAssertFalse(fresh.isRestored)
        XCTAssertEqual(fresh.store.items.map(\.name), ["Pen", "Pencil", "Eraser", "Ruler"])

        let after = try launch(directory)
        assertScreen(after, "Login", tree: "AppCoordinator: Login")
    }

    @MainActor
    func testRestore_AccountGone_OneWarningStartsOnLoginKeepsItems() async throws {
        let directory = try TemporaryDirectory()
        let first = try launch(directory)
        for command in [
            "1", "register", "email ada@example.com", "password secret1", "1", "1", "password secret1",
            "login",
        ] {
            first.expectSuccess(command)
        }
        XCTAssertEqual(first.visibleScreen?.title, "Items Home")
        var data = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: directory.dataFile))
        data.accounts = []
        try JSONEncoder().encode(data).write(to: directory.dataFile)

        let app = try TerminalDemo(dataFile: directory.dataFile)
        let reply = try app.start()
        XCTAssertEqual(
            reply.lines,
            [
                .warning(
                    "warning: the account ada@example.com you were logged in with is no longer in the data "
                        + "file, so you are on Login; the items and accounts of \(directory.dataFile.path) were "
                        + "kept, only where you were was not")
            ])
        assertScreen(app, "Login", tree: "AppCoordinator: Login")
        XCTAssertEqual(app.store.items.count, 3)
    }

    @MainActor
    func testRestore_ItemGone_OneWarningStaysLoggedInOnTheList() async throws {
        let directory = try TemporaryDirectory()
        let first = try loggedIn(directory)
        first.expectSuccess("browse items")
        first.expectSuccess("open pencil")
        var data = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: directory.dataFile))
        data.items[1] = Item(name: "Crayon")
        try JSONEncoder().encode(data).write(to: directory.dataFile)

        let app = try TerminalDemo(dataFile: directory.dataFile)
        XCTAssertEqual(
            try app.start().lines,
            [
                .warning(
                    "warning: the item \"Pencil\" you were looking at is no longer in the data file, so you "
                        + "are on the items list instead; everything else was kept")
            ])
        XCTAssertEqual(
            ScreenRenderer.breadcrumb(window: app.window), "Login > Menu[Items] > Items Home > Items")
        XCTAssertEqual((app.visibleScreen as? ItemsListScreen)?.list.items, ["Pen", "Crayon", "Eraser"])
        app.expectSuccess("open 2")
        XCTAssertEqual(app.visibleScreen?.title, "Crayon", "the restored list still works")
        app.expectSuccess("back")
        app.expectSuccess("back")
        XCTAssertEqual(app.visibleScreen?.title, "Items Home")
    }

    @MainActor
    func testUnwritableFolder_NavigationSaveFails_OneWarningNotOnePerCommand() async throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A file where the data file's folder should be: no save can succeed, even as root.
        let dataFile = folder.appendingPathComponent("file").appendingPathComponent("data.json")
        try Data().write(to: folder.appendingPathComponent("file"))
        let app = try TerminalDemo(dataFile: dataFile)
        let warnings = try app.start().lines.filter { if case .warning = $0 { true } else { false } }
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        // Onboarding seen is data: its save still tries, and warns.
        XCTAssertEqual(app.handle("1").lines.count, 1)
        for command in ["set email demo@example.com", "register", "back", "tab 1"] {
            XCTAssertEqual(
                app.handle(command).lines.filter { if case .warning = $0 { true } else { false } }, [])
        }
        XCTAssertEqual(app.visibleScreen?.title, "Login")
    }

    // MARK: - Journal

    @MainActor
    func testHistory_LogOutFromTheProfileTab_IsOneLineForTheMenuLeaving() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory)
        app.expectSuccess("tab 2")
        let before = app.historyText().split(separator: "\n").count

        app.expectSuccess("2")  // Log out

        // The menu's tabs are not removed one by one first: the tab bar leaves with them.
        XCTAssertEqual(
            app.historyText().split(separator: "\n").dropFirst(before), [#"the app: went back from "Menu""#])
        XCTAssertEqual(app.visibleScreen?.title, "Login")
    }

    @MainActor
    func testHistory_FromLaunch_ThenFromTheRestore() async throws {
        let directory = try TemporaryDirectory()
        let first = try loggedIn(directory)
        first.expectSuccess("browse items")
        first.expectSuccess("open pencil")
        XCTAssertEqual(
            first.historyText(),
            """
            the app: opened "Login"
            the app: showed "Onboarding" over the screen
            the app: closed "Onboarding", shown over the screen
            the app: opened "Menu" with tabs 1 "Items", 2 "Profile", tab 1 selected
            the app: opened "Items" with columns 1 "Items", 2 "Detail", column 1 selected
            the app: showed "Pencil"
            the app: opened column 2 "Detail" on top of column 1 "Items"
            """)

        let app = try launch(directory)
        XCTAssertEqual(app.historyText(), "(nothing has happened since this run came back to where you were)")
        app.expectSuccess("back")
        app.expectSuccess("tab 2")
        app.expectSuccess("open demo://items/3")
        let reply = app.expectSuccess("history")
        XCTAssertFalse(reply.showsScreen)
        XCTAssertEqual(
            reply.lines,
            [
                .text(
                    """
                    you: went back to column 1 "Items" (from column 2 "Detail")
                    you: selected tab 2 "Profile" (was tab 1 "Items")
                    a link: followed the link to item 3
                    a link: selected tab 1 "Items" (was tab 2 "Profile")
                    a link: replaced "Pencil" with "Eraser"
                    a link: opened column 2 "Detail" on top of column 1 "Items"
                    """)
            ])
    }

    // MARK: - Lifetime

    @MainActor
    func testRestoredApp_Dropped_EveryCoordinatorAndScreenIsGone() async throws {
        let directory = try TemporaryDirectory()
        let first = try loggedIn(directory)
        first.expectSuccess("browse items")
        first.expectSuccess("open 2")

        let leaks = LeakTracker()
        try {
            let app = try launch(directory)
            XCTAssertEqual(app.visibleScreen?.title, "Pencil")
            app.expectSuccess("back")
            app.expectSuccess("open 1")
            leaks.track(app)
            leaks.track(tree: app.window)
            leaks.track(tree: try XCTUnwrap(app.coordinator))
            leaks.track(try XCTUnwrap(app.journal))
            // LeakTracker walks tab bars, not a split's columns: the split's navigations and its
            // list column's coordinator are tracked here.
            for split in SplitLayout.splits(under: app.window) {
                for column in split.navigations { leaks.track(tree: column) }
            }
            let items = app.coordinator?.child(as: MenuCoordinator.self)?.item(ItemsHomeCoordinator.self)?
                .child(as: ItemsCoordinator.self)
            leaks.track(tree: try XCTUnwrap(items?.list))
            // The app; the window, its two tabs' and two columns' navigations; 7 screens (Login,
            // Menu, Profile, Items Home, the split, the list, Pen: Pencil's detail was replaced);
            // 6 coordinators; the journal.
            XCTAssertEqual(leaks.survivors.count, 1 + 5 + 7 + 6 + 1, "\(leaks.survivors)")
        }()
        leaks.assertAllFreed()
    }
}
