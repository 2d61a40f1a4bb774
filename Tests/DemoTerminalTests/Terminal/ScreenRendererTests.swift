import HeadlessFlow
import XCTest

@testable import DemoKit
@testable import DemoTerminal

final class ScreenRendererTests: XCTestCase {
    @MainActor
    private func loggedInApp(_ directory: TemporaryDirectory) throws -> TerminalDemo {
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        for command in ["1", "set email demo@example.com", "set password password", "1"] {
            app.expectSuccess(command)
        }
        return app
    }

    @MainActor
    func testRender_Login_TitleElementsNumberedActions() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        app.expectSuccess("1")
        app.expectSuccess("set password abc")
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login
            == Login ==
              Demo account: demo@example.com / password
              email: (Email)
              password: ***
              [1] Login
              [2] Register
            hint: email <text>, password <text>, login, register, help
            """)
    }

    @MainActor
    func testRender_ItemsListInTab_RowsThenButtonsThenTabs() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedInApp(directory)
        app.expectSuccess("1")
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > Items
            == Items ==
              #1 Pen
              #2 Pencil
              #3 Eraser
              [1] Add Item
              [2] Back
            hint: open <1-3>, add item, back, help
            tabs: <1 Items> | 2 Profile
            """)
    }

    @MainActor
    func testRender_ProfileToggle_FlipsWithItsNumber() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedInApp(directory)
        app.expectSuccess("tab 2")
        XCTAssertTrue(app.screenText().contains("  [1] [x] Notifications\n  [2] Logout"))
        app.expectSuccess("1")
        XCTAssertTrue(app.screenText().contains("  [1] [ ] Notifications\n  [2] Logout"))
        XCTAssertTrue(app.screenText().contains("  <image: Your picture>"))
    }

    @MainActor
    func testRender_Colored_SameTextWithEscapes() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedInApp(directory)
        let colored = app.screenText(style: .colored)
        XCTAssertTrue(colored.contains("\u{1B}[1;36m== Items Home ==\u{1B}[0m"))
        let stripped = colored.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(stripped, app.screenText(style: .plain))
    }

    @MainActor
    func testRender_ErrorAndNoticeLabels_RedAndGreen() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        app.expectSuccess("1")
        app.expectSuccess("1")
        XCTAssertTrue(
            app.screenText(style: .colored).contains("  \u{1B}[31mEnter your email and password.\u{1B}[0m"))
        for command in ["set email demo@example.com", "set password password", "1", "tab 2", "2"] {
            app.expectSuccess(command)
        }
        XCTAssertTrue(app.screenText(style: .colored).contains("  \u{1B}[32mYou have logged out.\u{1B}[0m"))
    }

    /// A plain screen that declares its elements in code is drawn, numbered and acted on as a
    /// scene screen is: the terminal reads the same declaration as the explorer.
    @MainActor
    func testRender_PlainScreenDeclaringElements_DrawsAndNumbersThem() async throws {
        final class WelcomeScreen: Screen, ElementProviding {
            var history: [String] = []
            init() { super.init(title: "Welcome") }
            lazy var elements: [SceneElement] = [
                LabelElement(id: "pitch", text: "Hello"),
                SecureTextFieldElement(id: "pin", placeholder: "PIN") { _ in },
                ToggleElement(id: "news", title: "News") { [unowned self] in history.append("news \($0)") },
                ButtonElement("Continue") { [unowned self] in history.append("continue") },
            ]
        }
        let window = Navigation()
        let screen = WelcomeScreen()
        try window.push(screen, animated: false)
        (screen.elements[1] as? SecureTextFieldElement)?.text = "1234"

        let lines = ScreenRenderer.elementLines(of: screen, style: .plain)
        for action in ScreenAction.actions(on: screen) { try action.perform() }

        XCTAssertEqual(lines, ["  Hello", "  pin: ****", "  [1] [ ] News", "  [2] Continue"])
        XCTAssertEqual(ScreenAction.fields(on: screen).map(\.id), ["pin"])
        XCTAssertEqual(screen.history, ["news true", "continue"])
    }

    /// An item name from the data file, and text typed into a field, cannot drive the terminal.
    @MainActor
    func testRender_HostileTextInDataFileAndFields_ShownVisiblyNeverRaw() async throws {
        let directory = try TemporaryDirectory()
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[41mBoom\u{9B}2J\u{202E}"
        let data = DemoData(hasCompletedOnboarding: true, items: [Item(name: hostile)])
        try JSONEncoder().encode(data).write(to: directory.dataFile)
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        app.expectSuccess("set email \(hostile)")
        let login = app.screenText(style: .colored)
        XCTAssertTrue(login.contains("email: ␛]0;pwned␇␛[41mBoom<U+009B>2J<U+202E>"), login)
        for command in ["set email demo@example.com", "set password password", "1", "1"] {
            app.expectSuccess(command)
        }
        let list = app.screenText(style: .colored)
        app.expectSuccess("open 1")
        let screens = [list, app.screenText(style: .colored), app.treeText()]
        XCTAssertEqual(app.visibleScreen?.title, hostile)
        for text in screens + [login] {
            // Only the renderer's own colour codes remain; take them out and nothing is left.
            let withoutStyle = text.replacingOccurrences(
                of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            let controls = withoutStyle.unicodeScalars.filter { SafeText.needsReplacing($0) && $0 != "\n" }
            XCTAssertEqual(controls.map(\.value), [], text)
            XCTAssertTrue(withoutStyle.contains("␛]0;pwned␇␛[41mBoom"), text)
        }
    }
}
