import Foundation
import HeadlessFlow
import XCTest

@testable import DemoKit
@testable import DemoTerminal

/// `open <link>` and `demo --open <link>`: links to the items list, an item's detail, the new-item
/// screen and the profile; held behind the login while logged out; a bad link is one error line
/// and changes nothing.
final class DemoLinksTests: XCTestCase {
    /// A demo past onboarding, on the Login screen.
    @MainActor private func makeApp(_ directory: TemporaryDirectory, opening link: String? = nil) throws
        -> TerminalDemo
    {
        let first = try TerminalDemo(dataFile: directory.dataFile)
        _ = try first.start()
        first.expectSuccess("1")  // onboarding seen
        let app = try TerminalDemo(dataFile: directory.dataFile)
        let reply = try app.start(opening: link)
        XCTAssertEqual(reply.errors, [])
        return app
    }

    @MainActor private func logIn(_ app: TerminalDemo) {
        for command in ["set email demo@example.com", "set password password", "1"] {
            app.expectSuccess(command)
        }
    }

    @MainActor func testOpen_LoggedIn_EachLinkFormLandsOnItsScreen() async throws {
        let directory = try TemporaryDirectory()
        let app = try makeApp(directory)
        logIn(app)
        let cases: [(link: String, path: String)] = [
            ("demo://items/2", "Login > Menu[Items] > Items Home > Items > Pencil"),
            ("demo://items", "Login > Menu[Items] > Items Home > Items"),
            ("demo://items/new", "Login > Menu[Items] > Items Home > Items > New Item"),
            ("demo://profile", "Login > Menu[Profile] > Profile"),
            ("demo://items/3", "Login > Menu[Items] > Items Home > Items > Eraser"),
        ]
        for (link, path) in cases {
            app.expectSuccess("open \(link)")
            XCTAssertEqual(ScreenRenderer.breadcrumb(window: app.window), path, link)
        }
        XCTAssertEqual(app.treeText(), DemoTree.menu(items: ("Items", "Eraser", 2)))
    }

    @MainActor func testOpenAtLaunch_LoggedOut_GoesToLoginThenLandsOnTheTarget() async throws {
        let directory = try TemporaryDirectory()
        let app = try makeApp(directory, opening: "demo://items/2")
        XCTAssertEqual(app.visibleScreen?.title, "Login")
        XCTAssertEqual(app.treeText(), "AppCoordinator: Login")

        logIn(app)

        XCTAssertEqual(app.visibleScreen?.title, "Pencil")
        XCTAssertEqual(
            ScreenRenderer.breadcrumb(window: app.window), "Login > Menu[Items] > Items Home > Items > Pencil"
        )
    }

    /// A link is checked when it is given, logged in or not: one to an item that does not exist
    /// is refused at once, in words, and nothing waits behind the login.
    @MainActor
    func testOpenAtLaunch_LoggedOutToAMissingItem_RefusedAtOnceNothingHeld() async throws {
        let directory = try TemporaryDirectory()
        let first = try TerminalDemo(dataFile: directory.dataFile)
        _ = try first.start()
        first.expectSuccess("1")
        let app = try TerminalDemo(dataFile: directory.dataFile)

        let reply = try app.start(opening: "demo://items/9")

        XCTAssertEqual(
            reply.lines, [.error("cannot open \"demo://items/9\": there is no item 9 (items: 1-3)")])
        XCTAssertEqual(app.coordinator?.holdsPendingLink, false)
        logIn(app)
        XCTAssertEqual(app.visibleScreen?.title, "Items Home", "the login itself stands, with no error")
    }

    /// Logged out, a good link says what will happen once the user logs in.
    @MainActor func testOpen_LoggedOut_SaysWhatWillOpenAfterLogin() async throws {
        let directory = try TemporaryDirectory()
        let app = try makeApp(directory)
        let cases: [(String, String)] = [
            ("open demo://items/2", "item 2 (Pencil)"),
            ("open demo://items", "the items list"),
            ("open demo://items/new", "the New Item screen"),
            ("open DEMO://profile", "your profile"),
        ]
        for (input, target) in cases {
            let reply = app.handle(input)
            XCTAssertEqual(
                reply.lines, [.text("You are not logged in: the demo will open \(target) after you log in.")],
                input)
            XCTAssertEqual(app.visibleScreen?.title, "Login", input)
        }
        logIn(app)
        XCTAssertEqual(app.visibleScreen?.title, "Profile", "the last link given is the one served")
    }

    /// Schemes ignore case (RFC 3986): `DEMO://` and `Demo://` are `demo://`.
    @MainActor func testOpen_SchemeInAnyCase_Followed() async throws {
        let directory = try TemporaryDirectory()
        let app = try makeApp(directory)
        logIn(app)
        for link in ["DEMO://items/2", "Demo://profile"] { app.expectSuccess("open \(link)") }
        XCTAssertEqual(app.visibleScreen?.title, "Profile")
        app.expectSuccess("open dEmO://items/3")
        XCTAssertEqual(app.visibleScreen?.title, "Eraser")
    }

    @MainActor func testOpen_LoggedOutDuringRegistration_EndsRegistrationAndWaitsForLogin() async throws {
        let directory = try TemporaryDirectory()
        let app = try makeApp(directory)
        app.expectSuccess("2")  // Register
        XCTAssertEqual(app.visibleScreen?.title, "User Registration")

        app.expectSuccess("open demo://profile")
        XCTAssertEqual(app.visibleScreen?.title, "Login")

        logIn(app)
        XCTAssertEqual(app.visibleScreen?.title, "Profile")
    }

    @MainActor func testOpen_BadLinks_OneErrorLineListingTheFormsAndNothingChanges() async throws {
        let directory = try TemporaryDirectory()
        let app = try makeApp(directory)
        logIn(app)
        app.expectSuccess("open demo://items/1")
        let before = app.screenText()
        let tree = app.treeText()
        let forms = "links: demo://items, demo://items/<n>, demo://items/new, demo://profile"
        let cases: [(String, String)] = [
            ("open demo://nowhere", "unknown link \"demo://nowhere\"; \(forms)"),
            ("open https://items/2", "unknown link \"https://items/2\"; \(forms)"),
            ("open demo://items/two", "unknown link \"demo://items/two\"; \(forms)"),
            ("open demo://items/9", "cannot open \"demo://items/9\": there is no item 9 (items: 1-3)"),
            ("open demo://items/\u{1B}[41m", "unknown link \"demo://items/␛[41m\"; \(forms)"),
            ("open", "open needs <n|name|link> (type help)"),
        ]
        for (input, message) in cases {
            XCTAssertEqual(app.handle(input).lines, [.error(message)], input)
            XCTAssertEqual(app.screenText(), before, input)
            XCTAssertEqual(app.treeText(), tree, input)
        }
    }

    @MainActor func testOpenAtLaunch_BadLink_ReportedAndTheAppStartsAsUsual() async throws {
        let directory = try TemporaryDirectory()
        let first = try TerminalDemo(dataFile: directory.dataFile)
        _ = try first.start()
        first.expectSuccess("1")
        let app = try TerminalDemo(dataFile: directory.dataFile)

        let reply = try app.start(opening: "demo://nowhere")

        XCTAssertEqual(reply.errors.count, 1)
        XCTAssertTrue(reply.errors[0].hasPrefix("unknown link \"demo://nowhere\""), reply.errors[0])
        XCTAssertEqual(app.visibleScreen?.title, "Login")
    }

    func testOptions_Open_ParsedInBothForms() throws {
        XCTAssertEqual(try DemoOptions.parse(["--open", "demo://items"]).link, "demo://items")
        XCTAssertEqual(try DemoOptions.parse(["--open=demo://profile"]).link, "demo://profile")
        XCTAssertThrowsError(try DemoOptions.parse(["--open"])) {
            XCTAssertEqual($0 as? OptionsError, .missingValue("--open"))
        }
    }
}
