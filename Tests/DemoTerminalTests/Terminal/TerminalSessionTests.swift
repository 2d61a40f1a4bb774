import XCTest

@testable import DemoKit
@testable import DemoTerminal

final class TerminalSessionTests: XCTestCase {
    @MainActor
    private func runSession(
        lines: [String], interactive: Bool
    ) throws -> (status: Int32, output: String, errors: String) {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        let start = try app.start()
        var remaining = lines[...]
        var output = ""
        var errors = ""
        let session = TerminalSession(
            app: app, style: .plain, isInteractive: interactive, input: .lines { remaining.popFirst() },
            output: { output += $0 }, errorOutput: { errors += $0 })
        return (session.run(startReply: start), output, errors)
    }

    @MainActor
    func testRun_Scripted_EchoesCommandsAndEndsAtEOF() async throws {
        let result = try runSession(lines: ["nope", "1"], interactive: false)
        XCTAssertEqual(result.status, 0)
        let lines = result.output.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "HeadlessFlow demo. Type help for the commands.")
        XCTAssertEqual(lines.filter { $0.hasPrefix(">") }, ["> nope", "> 1"])
        XCTAssertEqual(lines.filter { $0.hasPrefix("error:") }, [], "errors go to stderr")
        XCTAssertEqual(result.errors, "error: unknown command \"nope\" (type help)\n")
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("== ") }, ["== Onboarding ==", "== Onboarding ==", "== Login =="])
        XCTAssertTrue(result.output.hasSuffix("bye\n"))
    }

    /// The session reads the width before each command: the window made narrow between two
    /// commands collapses the split before the next one runs, and the screen after it is one stack.
    @MainActor
    func testRun_WindowResizedBetweenCommands_SplitFollowsTheWidth() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        let start = try app.start(columns: 140)
        var remaining = [
            "1", "set email demo@example.com", "set password password", "1", "browse items", "open 2", "show",
            "history",
        ][...]
        // The width asked before each command (and before each write, for wrapping): 140 until
        // `open 2` has been drawn, then 60.
        var commandsRead = 0
        var output = ""
        let session = TerminalSession(
            app: app, style: .plain, isInteractive: false, width: { commandsRead < 7 ? 140 : 60 },
            input: .lines {
                commandsRead += 1
                return remaining.popFirst()
            }, output: { output += $0 }, errorOutput: { _ in })
        XCTAssertEqual(session.run(startReply: start), 0)
        let frames = output.components(separatedBy: "\n> ")
        let afterOpen = try XCTUnwrap(frames.first { $0.hasPrefix("open 2\n") })
        let afterShow = try XCTUnwrap(frames.first { $0.hasPrefix("show\n") })
        let afterHistory = try XCTUnwrap(frames.first { $0.hasPrefix("history\n") })
        XCTAssertTrue(
            afterOpen.contains("path: Login > Menu[Items] > Items Home > {Items | Pencil}\n"), afterOpen)
        XCTAssertTrue(
            afterOpen.contains("== Items ==" + String(repeating: " ", count: 57) + " | == Pencil ==\n"))
        XCTAssertEqual(
            afterShow,
            """
            show

            path: Login > Menu[Items] > Items Home > Items > Pencil
            == Pencil ==
              <image: Item picture>
              Name: Pencil
              Item 2 of 3.
            hint: back, help
            tabs: <1 Items> | 2 Profile
            """)
        XCTAssertTrue(
            afterHistory.hasSuffix(
                """
                the app: focused column 2 "Detail" (was column 1 "Items")
                you: joined the columns into one (narrow terminal)
                bye

                """), afterHistory)
    }

    @MainActor
    func testRun_Quit_StopsReading() async throws {
        let result = try runSession(lines: ["quit", "1"], interactive: false)
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.output.contains("> 1"))
        XCTAssertTrue(result.output.hasSuffix("> quit\nbye\n"))
    }

    @MainActor
    func testRun_Interactive_PromptsAndDoesNotEcho() async throws {
        let result = try runSession(lines: ["help"], interactive: true)
        XCTAssertFalse(result.output.contains("> help"))
        XCTAssertTrue(result.output.contains("> commands:\n"))
        XCTAssertTrue(result.output.hasSuffix("> \nbye\n"))
    }

    /// On a terminal, `set password` asks for the value with echo off; the secret is never
    /// printed and never enters the history.
    @MainActor
    func testRun_SecureFieldWithoutValue_AskedForHiddenKeptOutOfHistory() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        let start = try app.start()
        var remaining = [
            "1", "set email demo@example.com", "set password oops", "set password", "1", "quit",
        ][...]
        var output = ""
        var prompts: [String] = []
        var history: [String] = []
        let input = SessionInput(
            drawsPrompt: true,
            readLine: { _, _, display in
                guard let line = remaining.popFirst() else { return .endOfInput }
                output += "> " + display(line) + "\n"
                return .line(line)
            },
            readSecret: { prompt in
                prompts.append(prompt)
                return .line("password")
            },
            remember: { history.append($0) })
        let session = TerminalSession(
            app: app, style: .plain, isInteractive: true, input: input, output: { output += $0 },
            errorOutput: { output += $0 })
        XCTAssertEqual(session.run(startReply: start), 0)
        XCTAssertEqual(prompts, ["password (typing is hidden): "])
        XCTAssertEqual(history, ["1", "set email demo@example.com", "set password", "1", "quit"])
        XCTAssertTrue(output.contains("== Items Home =="), output)
        XCTAssertFalse(output.contains("oops"), "the editor shows what display returns")
        XCTAssertTrue(output.contains("> set password ****"), output)
    }

    /// A password typed on a screen that has no password field (Onboarding, Items Home) is
    /// masked as it is typed, never quoted back in the error, and never enters the history.
    @MainActor
    func testRun_PasswordOnAScreenWithoutPasswordField_MaskedNotQuotedNotKept() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        let start = try app.start()
        var remaining = [
            "password hunter22", "set password hunter22", "PASSWORD=hunter22", "1", "quit",
        ][...]
        var output = ""
        var history: [String] = []
        let input = SessionInput(
            drawsPrompt: true,
            readLine: { _, _, display in
                guard let line = remaining.popFirst() else { return .endOfInput }
                output += "> " + display(line) + "\n"
                return .line(line)
            },
            readSecret: { _ in .line("never asked") },
            remember: { history.append($0) })
        let session = TerminalSession(
            app: app, style: .plain, isInteractive: true, input: input, output: { output += $0 },
            errorOutput: { output += $0 })
        XCTAssertEqual(session.run(startReply: start), 0)
        XCTAssertEqual(history, ["1", "quit"])
        XCTAssertFalse(output.contains("hunter22"), output)
        let refusal = "error: this screen has no text field, so \"password\" cannot be set\n"
        let refusalUpper = "error: this screen has no text field, so \"PASSWORD\" cannot be set\n"
        assertContainsInOrder(
            output,
            [
                "> password ********\n", refusal, "> set password ********\n", refusal,
                "> PASSWORD=********\n", refusalUpper, "> 1\n", "== Login ==", "> quit\n", "bye\n",
            ])
    }

    /// Ctrl-D at the hidden password prompt cancels that prompt only: the session goes on.
    @MainActor
    func testRun_EndOfInputAtThePasswordPrompt_CancelsThePromptOnly() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        let start = try app.start()
        var remaining = ["1", "set password", "set email demo@example.com", "quit"][...]
        var secrets: [LineEditor.Result] = [.endOfInput]
        var output = ""
        let input = SessionInput(
            drawsPrompt: true,
            readLine: { _, _, display in
                guard let line = remaining.popFirst() else { return .endOfInput }
                output += "> " + display(line) + "\n"
                return .line(line)
            },
            readSecret: { prompt in
                output += prompt + "\n"
                return secrets.isEmpty ? .interrupted : secrets.removeFirst()
            })
        let session = TerminalSession(
            app: app, style: .plain, isInteractive: true, input: input, output: { output += $0 },
            errorOutput: { output += $0 })
        XCTAssertEqual(session.run(startReply: start), 0)
        assertContainsInOrder(
            output,
            [
                "> set password\n", "password (typing is hidden): \n", "(cancelled: password not changed)\n",
                "> set email demo@example.com\n", "email: demo@example.com", "password: (Password)",
                "> quit\n", "bye\n",
            ])
    }
}
