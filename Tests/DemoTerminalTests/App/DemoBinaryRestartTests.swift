import Foundation
import XCTest

@testable import DemoKit
@testable import DemoTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `demo` comes back where the user was, however the last run ended; `--fresh` does
/// not; a saved navigation this build cannot restore is one warning, and the items stay.
final class DemoBinaryRestartTests: XCTestCase {
    private static let toPencil = """
        1
        set email demo@example.com
        set password password
        1
        browse items
        open 2

        """

    private static let onPencil = [
        "path: Login > Menu[Items] > Items Home > Items > Pencil", "== Pencil ==", "Item 2 of 3.",
        "tabs: <1 Items> | 2 Profile",
    ]

    /// Starts the demo with `input` on stdin (left open, so it waits for more between commands),
    /// waits until stdout shows `marker`, then sends it `signal`.
    private func run(
        _ arguments: [String], input: String, until marker: String, thenSend signal: Int32
    ) throws -> DemoRun {
        let process = Process()
        process.executableURL = try demoExecutable()
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        var output = Data()
        let deadline = Date().addingTimeInterval(60)
        while !String(decoding: output, as: UTF8.self).contains(marker), Date() < deadline {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            output.append(chunk)
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        output.append(stdout.fileHandleForReading.readDataToEndOfFile())
        try stdin.fileHandleForWriting.close()
        return DemoRun(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errorOutput: String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    func testRestart_AfterQuitOnAnItem_ComesBackToItAndBackStillWorks() throws {
        let directory = try TemporaryDirectory()
        let first = try run(["--data", directory.dataFile.path], input: Self.toPencil + "quit\n")
        XCTAssertEqual(first.status, 0, first.errorOutput)

        let second = try run(
            ["--data", directory.dataFile.path], input: "tree\nhistory\nback\nopen 3\nhistory\nquit\n")
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.errorOutput, "")
        XCTAssertTrue(
            second.output.hasPrefix(
                "HeadlessFlow demo. Type help for the commands.\n\n"
                    + "path: Login > Menu[Items] > Items Home > Items > Pencil\n"), second.output)
        assertContainsInOrder(
            second.output,
            Self.onPencil + [
                "> tree", "      ItemsCoordinator: Items\n", "        (column 2 Detail, selected): Pencil\n",
                "> history\n(nothing has happened since this run came back to where you were)\n",
                "> back", "== Items ==", "> open 3", "== Eraser ==",
                "> history\nyou: went back to column 1 \"Items\" (from column 2 \"Detail\")\n"
                    + "the app: replaced \"Pencil\" with \"Eraser\"\n"
                    + "the app: opened column 2 \"Detail\" on top of column 1 \"Items\"\n", "bye",
            ])
    }

    /// The item the user was on is gone from the file: the restart says so in words and keeps
    /// the user logged in, on the list.
    func testRestart_ItemGoneFromTheFile_SaysSoAndStaysOnTheList() throws {
        let directory = try TemporaryDirectory()
        let first = try run(["--data", directory.dataFile.path], input: Self.toPencil + "quit\n")
        XCTAssertEqual(first.status, 0, first.errorOutput)
        var data = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: directory.dataFile))
        data.items[1] = Item(name: "Crayon")
        try JSONEncoder().encode(data).write(to: directory.dataFile)

        let second = try run(["--data", directory.dataFile.path], input: "open 2\n")
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(
            second.errorOutput,
            "warning: the item \"Pencil\" you were looking at is no longer in the data file, so you are on "
                + "the items list instead; everything else was kept\n")
        assertContainsInOrder(
            second.output,
            [
                "path: Login > Menu[Items] > Items Home > Items\n", "#2 Crayon", "> open 2", "== Crayon ==",
                "bye\n",
            ])
    }

    func testRestart_AfterKillNineBetweenCommands_ComesBackToTheItem() throws {
        let directory = try TemporaryDirectory()
        let killed = try run(
            ["--data", directory.dataFile.path], input: Self.toPencil, until: "Item 2 of 3.",
            thenSend: SIGKILL)
        XCTAssertEqual(killed.status, SIGKILL, "killed by the signal")

        let next = try run(["--data", directory.dataFile.path], input: "quit\n")
        XCTAssertEqual(next.status, 0)
        XCTAssertEqual(next.errorOutput, "")
        assertContainsInOrder(next.output, Self.onPencil + ["> quit", "bye"])
    }

    func testRestart_AfterSIGTERMAndSIGHUP_ComesBackToTheTab() throws {
        let directory = try TemporaryDirectory()
        let terminated = try run(
            ["--data", directory.dataFile.path], input: Self.toPencil + "tab profile\n",
            until: "Logged in as demo@example.com.", thenSend: SIGTERM)
        XCTAssertEqual(terminated.status, 143)
        let hungUp = try run(
            ["--data", directory.dataFile.path], input: "tab items\n", until: "Item 2 of 3.", thenSend: SIGHUP
        )
        XCTAssertEqual(hungUp.status, 129)
        XCTAssertTrue(hungUp.output.contains("tabs: 1 Items | <2 Profile>"), "restored on Profile")

        let next = try run(["--data", directory.dataFile.path], input: "quit\n")
        XCTAssertEqual(next.errorOutput, "")
        assertContainsInOrder(next.output, Self.onPencil)
    }

    func testFresh_AfterAFlow_StartsOnLoginWithTheItemsAndReplacesThePlace() throws {
        let directory = try TemporaryDirectory()
        _ = try run(
            ["--data", directory.dataFile.path],
            input: Self.toPencil + "back\nadd item\nname Ruler\nadd\nname Half typed\n")

        let fresh = try run(["--data", directory.dataFile.path, "--fresh"], input: "")
        XCTAssertEqual(fresh.status, 0)
        XCTAssertEqual(fresh.errorOutput, "")
        assertContainsInOrder(fresh.output, ["path: Login\n== Login ==", "bye"])
        XCTAssertFalse(fresh.output.contains("Onboarding"))

        let after = try run(
            ["--data", directory.dataFile.path],
            input: "set email demo@example.com\nset password password\n1\nbrowse items\n")
        XCTAssertEqual(after.errorOutput, "", "--fresh replaced the saved place with Login")
        assertContainsInOrder(after.output, ["path: Login\n== Login ==", "#4 Ruler"])
    }

    func testFresh_Repeated_UsageOnStderr_StatusTwo() throws {
        let run = try run(["--fresh", "--fresh"], input: "")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.errorOutput.hasPrefix("error: --fresh is given more than once (see demo --help)\nusage:"))
        let help = try self.run(["--help"], input: "")
        XCTAssertTrue(help.output.contains("\n  --fresh "), help.output)
    }

    // MARK: - A navigation this build cannot restore

    /// Saves a run on the detail of an added Ruler, breaks its navigation with `edit`, and checks the
    /// next run: one warning line that says `reason`, Login, and every item kept.
    private func assertBadNavigation(
        _ reason: String, file: StaticString = #filePath, line: UInt = #line, _ edit: (inout Any?) -> Void
    ) throws {
        let directory = try TemporaryDirectory()
        _ = try run(
            ["--data", directory.dataFile.path],
            input: Self.toPencil + "back\nadd item\nname Ruler\nadd\nok\ncancel\nopen 4\n")
        try directory.editNavigation(edit)

        let next = try run(
            ["--data", directory.dataFile.path],
            input: "set email demo@example.com\nset password password\n1\nbrowse items\nquit\n")
        XCTAssertEqual(next.status, 0, file: file, line: line)
        XCTAssertEqual(
            next.errorOutput,
            "warning: cannot go back to where you were (\(reason)); started at the beginning, with the items "
                + "and accounts of \(directory.dataFile.path)\n", file: file, line: line)
        assertContainsInOrder(
            next.output, ["path: Login\n== Login ==", "#4 Ruler", "bye"], file: file, line: line)
        let saved = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: directory.dataFile))
        XCTAssertEqual(saved.items.map(\.name), ["Pen", "Pencil", "Eraser", "Ruler"], file: file, line: line)
        XCTAssertNil(saved.navigationProblem, "the next save replaced it", file: file, line: line)
        XCTAssertEqual(try directory.contents(), ["data.json"], "nothing moved aside", file: file, line: line)
    }

    func testBadNavigation_NewerVersion_OneWarningStartsFreshKeepsItems() throws {
        try assertBadNavigation(
            "The snapshot has format version 99; this build reads version 1. Start fresh."
        ) {
            var navigation = $0 as! [String: Any]
            navigation["version"] = 99
            $0 = navigation
        }
    }

    func testBadNavigation_UnknownScreenType_OneWarningStartsFreshKeepsItems() throws {
        try assertBadNavigation(
            "No screen type named ItemDetailScreenV2 is registered for restoration "
                + "(at window[1] › tab 0[1] › column 1[0]); did you mean ItemDetailScreen?"
        ) { navigation in
            let text = String(
                decoding: try! JSONSerialization.data(withJSONObject: navigation!), as: UTF8.self)
            navigation = try! JSONSerialization.jsonObject(
                with: Data(
                    text.replacingOccurrences(of: "\"ItemDetailScreen\"", with: "\"ItemDetailScreenV2\"").utf8
                ))
        }
    }

    func testBadNavigation_Garbage_OneWarningStartsFreshKeepsItems() throws {
        try assertBadNavigation("wrong type at \"navigation\"") { $0 = "\u{1B}[31mgarbage" }
    }
}
