import Foundation
import XCTest

@testable import DemoKit
@testable import DemoTerminal

/// Runs the built `demo` executable end to end, feeding a script on stdin, as
/// `printf '...' | swift run demo` does.
final class DemoBinaryTests: XCTestCase {
    func testScript_WholeFlow_PlainOutputAndStatusZero() throws {
        let directory = try TemporaryDirectory()
        let script = """
            1
            set email demo@example.com
            set password password
            1
            browse items
            1
            set name Ruler
            1
            ok
            bogus
            2
            tree
            quit

            """
        let run = try run(["--data", directory.dataFile.path], input: script)
        XCTAssertEqual(run.status, 0, run.errorOutput)
        XCTAssertEqual(run.errorOutput, "error: unknown command \"bogus\" (type help)\n")
        XCTAssertFalse(run.output.contains("\u{1B}["), "plain output has no escape codes")
        assertContainsInOrder(
            run.output,
            [
                "path: Login > [modal] Onboarding", "== Onboarding ==", "[1] Done",
                "> 1", "== Login ==", "Demo account: demo@example.com / password",
                "> set password ********", "password: ********",
                "path: Login > Menu[Items] > Items Home", "tabs: <1 Items> | 2 Profile",
                "== Items ==", "#1 Pen", "#2 Pencil", "#3 Eraser", "[1] Add Item", "[2] Back",
                "== New Item ==", "> set name Ruler", "name: Ruler",
                "name: (Name)", "[alert] Nice!", "Item added!", "[1] OK", "> ok",
                "> bogus", "== New Item ==",
                "#4 Ruler",
                "> tree", "AppCoordinator: Login\n  MenuCoordinator: Menu\n",
                "      ItemsCoordinator: Items\n",
                "> quit", "bye",
            ])
    }

    func testScript_SecondFreshRun_KeepsItemsAndSkipsOnboarding() throws {
        let directory = try TemporaryDirectory()
        let first = try run(
            ["--data", directory.dataFile.path],
            input: "1\nset email demo@example.com\nset password password\n1\n1\n1\nset name Ruler\n1\n")
        XCTAssertEqual(first.status, 0)

        // The first run ended on New Item; --fresh starts on Login all the same.
        let second = try run(
            ["--data", directory.dataFile.path, "--fresh"],
            input: "set email demo@example.com\nset password password\n1\n1\n")
        XCTAssertEqual(second.status, 0)
        XCTAssertFalse(second.output.contains("Onboarding"))
        assertContainsInOrder(second.output, ["== Login ==", "You have 4 items.", "#4 Ruler", "bye"])
    }

    func testCorruptDataFile_ReportedAndKeptAside_StartsWithSeedItems() throws {
        let directory = try TemporaryDirectory()
        // The demo's own file, cut short: it has the key every demo file has.
        let damaged = #"{"accounts": [], "hasCompletedOnboarding": true, "items": [{"na"#
        try Data(damaged.utf8).write(to: directory.dataFile)
        let run = try run(
            ["--data", directory.dataFile.path],
            input: "1\nset email demo@example.com\nset password password\n1\n1\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(
            run.errorOutput.hasPrefix(
                "warning: \(directory.dataFile.path) is corrupt (not valid JSON); kept it as "),
            run.errorOutput)
        XCTAssertTrue(run.output.contains("#3 Eraser"))
        let backups = try directory.contents().filter { $0.hasPrefix("data.corrupt-") }
        XCTAssertEqual(backups.count, 1)
        XCTAssertEqual(
            try String(contentsOf: directory.url.appendingPathComponent(backups[0]), encoding: .utf8),
            damaged)
    }

    func testBadOption_UsageOnStderr_StatusTwo() throws {
        let run = try run(["--frobnicate"], input: "")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(
            run.errorOutput.hasPrefix("error: unknown option \"--frobnicate\" (see demo --help)\nusage: demo")
        )
    }

    func testReset_ShowsOnboardingAgain() throws {
        let directory = try TemporaryDirectory()
        _ = try run(["--data", directory.dataFile.path], input: "1\n")
        let again = try run(["--data", directory.dataFile.path], input: "")
        XCTAssertFalse(again.output.contains("== Onboarding =="))
        let reset = try run(["--data", directory.dataFile.path, "--reset"], input: "")
        XCTAssertEqual(reset.status, 0)
        assertContainsInOrder(
            reset.output,
            [
                "reset: removed \(directory.dataFile.path) (3 items, 0 registered accounts)",
                "== Onboarding ==",
            ])
    }

    func testReset_OnAFolder_RefusedExitOneNothingDeleted() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("some/folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("data.json")
        try Data("precious".utf8).write(to: file)
        for path in [folder.path, file.path] {
            let run = try run(["--data", path, "--reset"], input: "")
            XCTAssertEqual(run.status, 1, path)
            XCTAssertEqual(run.output, "", path)
            XCTAssertTrue(
                run.errorOutput.hasPrefix(
                    "error: the demo cannot start: --reset refused to delete \(path): "), run.errorOutput)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["data.json"])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "precious")
    }

    /// Docs/Demo.md shows transcripts, each after a `<!-- transcript:begin [options] -->` marker;
    /// replaying a transcript's commands, with its options, on a first run must print exactly it.
    /// An option written `NAME=value` (`COLUMNS=140`) is set in the environment of every run of
    /// that transcript instead.
    /// A `$ swift run demo [-- options]` line among them quits and starts the demo again on the
    /// same data file, and shows in the transcript as it is typed.
    func testDocsTranscripts_ReplayedOnFirstRun_MatchExactly() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Demo.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        // Each transcript follows a `<!-- transcript:input [options]` comment with the lines typed
        // (the transcript masks passwords in its echo) and sits between `<!-- transcript:begin`
        // and `<!-- transcript:end -->`; replayed with its options on a first run, it must print
        // exactly that.
        let inputs = text.components(separatedBy: "<!-- transcript:input").dropFirst()
        XCTAssertEqual(
            inputs.count, 4,
            "the main transcript, the links transcript, the restart transcript and the wide one")
        for chunk in inputs {
            guard let inputEnd = chunk.range(of: "-->\n"),
                let begin = chunk.range(of: "<!-- transcript:begin"),
                let beginEnd = chunk.range(of: " -->\n```text\n", range: begin.upperBound..<chunk.endIndex),
                let end = chunk.range(of: "```\n<!-- transcript:end -->")
            else { return XCTFail("malformed transcript markers in \(docs.path)") }
            let header = chunk[..<inputEnd.lowerBound].split(
                separator: "\n", omittingEmptySubsequences: false)
            let words = header.first.map { $0.split(separator: " ").map(String.init) } ?? []
            let isVariable = { (word: String) in !word.hasPrefix("-") && word.contains("=") }
            let options = words.filter { !isVariable($0) }
            var environment = ["NO_COLOR": "1"]
            for word in words where isVariable(word) {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                environment[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            let lines = header.dropFirst().filter { !$0.isEmpty }
            let typed = lines.filter { !$0.hasPrefix(Self.restart) }
            let transcript = String(chunk[beginEnd.upperBound..<end.lowerBound])
            let echoed = transcript.split(separator: "\n").filter { $0.hasPrefix("> ") }.map {
                $0.dropFirst(2)
            }
            XCTAssertGreaterThan(typed.count, 5)
            // Each echoed line is the typed one, or it with a password masked.
            XCTAssertEqual(echoed.count, typed.count)
            for (shown, line) in zip(echoed, typed) where shown != line {
                XCTAssertEqual(shown.count, line.count, "\(shown) echoes \(line)")
                XCTAssertTrue(
                    zip(shown, line).allSatisfy { $0 == $1 || $0 == "*" }, "\(shown) echoes \(line)")
            }
            // One run per `$ swift run demo` line, and one before the first.
            var runs: [(command: String?, options: [String], commands: String)] = [(nil, options, "")]
            for line in lines {
                if line.hasPrefix(Self.restart) {
                    let words = line.dropFirst(Self.restart.count).split(separator: " ").map(String.init)
                    runs.append((String(line), Array(words.drop { $0 == "--" }), ""))
                } else {
                    runs[runs.count - 1].commands += line + "\n"
                }
            }

            let directory = try TemporaryDirectory()
            var output = ""
            for run in runs {
                if let command = run.command { output += command + "\n" }
                let result = try self.run(
                    ["--data", directory.dataFile.path] + run.options, input: run.commands,
                    environment: environment,
                    mergingErrors: true)
                XCTAssertEqual(result.status, 0)
                output += result.output
            }
            XCTAssertEqual(output, transcript, "regenerate the transcript \(options) in Docs/Demo.md")
        }
    }

    /// The line that starts the demo again within a transcript.
    private static let restart = "$ swift run demo"

    /// Escape sequences in the data file or in typed commands reach neither stdout nor stderr.
    func testHostileText_DataFileAndTypedInput_NeverReachTheTerminalRaw() throws {
        let directory = try TemporaryDirectory()
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[41mBoom"
        let json =
            #"{"version": 1, "hasCompletedOnboarding": true, "accounts": [], "items": [{"name": "X"}]}"#
            .replacingOccurrences(of: "\"X\"", with: "\"\\u001b]0;pwned\\u0007\\u001b[41mBoom\"")
        try Data(json.utf8).write(to: directory.dataFile)
        let script =
            "set email demo@example.com\nset password password\n1\n1\n\(hostile)\nset \(hostile) x\nopen 1\n"
        let run = try run(["--data", directory.dataFile.path], input: script)
        XCTAssertEqual(run.status, 0)
        for text in [run.output, run.errorOutput] {
            let controls = text.unicodeScalars.filter { SafeText.needsReplacing($0) && $0 != "\n" }
            XCTAssertEqual(controls.map(\.value), [], text)
        }
        XCTAssertTrue(run.output.contains("== ␛]0;pwned␇␛[41mBoom =="), run.output)
        XCTAssertTrue((run.output + run.errorOutput).contains("unknown command \"␛]0;pwned␇␛[41mBoom\""))
    }

    /// A password never appears in a scripted transcript: the echoed command masks it.
    func testScript_PasswordTyped_MaskedInTheEcho() throws {
        let directory = try TemporaryDirectory()
        let script = "1\n2\nset email ada@example.com\nPassword=secret1\n1\n1\nset password  secret1 \n1\n"
        let run = try run(["--data", directory.dataFile.path], input: script, mergingErrors: true)
        XCTAssertEqual(run.status, 0)
        XCTAssertFalse(run.output.contains("secret1"), run.output)
        assertContainsInOrder(
            run.output,
            ["> Password=*******", "password: *******", "> set password  ******* ", "== Items Home =="])
    }

    /// In scripted mode, a password typed on a screen without a password field is masked in the
    /// echo and not quoted in the error, in each command form.
    func testScript_PasswordOnAScreenWithoutPasswordField_MaskedAndNotQuoted() throws {
        let directory = try TemporaryDirectory()
        let script = "password hunter22\nset Password hunter22\npassword=hunter22\n"
        let run = try run(["--data", directory.dataFile.path], input: script, mergingErrors: true)
        XCTAssertEqual(run.status, 0)
        XCTAssertFalse(run.output.contains("hunter22"), run.output)
        assertContainsInOrder(
            run.output,
            [
                "> password ********\n",
                "error: this screen has no text field, so \"password\" cannot be set\n",
                "> set Password ********\n",
                "error: this screen has no text field, so \"Password\" cannot be set\n",
                "> password=********\n",
                "error: this screen has no text field, so \"password\" cannot be set\n",
                "bye\n",
            ])
    }

    /// Four demos add items to one file at the same time: the file lock and the merge keep every
    /// one of them.
    func testConcurrentDemosOnOneFile_EveryItemKept() throws {
        let directory = try TemporaryDirectory()
        try JSONEncoder().encode(DemoData(hasCompletedOnboarding: true)).write(to: directory.dataFile)
        let processes = 4
        let itemsEach = 8
        var running: [() -> DemoRun] = []
        for process in 0..<processes {
            var script = "set email demo@example.com\nset password password\nlogin\nbrowse items\nadd item\n"
            for item in 0..<itemsEach { script += "set name P\(process)-\(item)\n1\nok\n" }
            // --fresh: a demo that starts after another has saved its place must not start there.
            running.append(try launch(["--data", directory.dataFile.path, "--fresh"], input: script))
        }
        for finish in running {
            let run = finish()
            XCTAssertEqual(run.status, 0)
            XCTAssertEqual(run.errorOutput, "")
        }
        let saved = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: directory.dataFile))
        let added = saved.items.map(\.name).filter { $0.contains("-") }
        XCTAssertEqual(Set(added).count, processes * itemsEach, "\(added)")
        XCTAssertEqual(added.count, processes * itemsEach)
        for process in 0..<processes {
            XCTAssertEqual(
                added.filter { $0.hasPrefix("P\(process)-") }, (0..<itemsEach).map { "P\(process)-\($0)" },
                "each demo's items stay in the order it added them")
        }
    }

    /// `--strict` stops at the first error with status 1 and says where; without it the script
    /// carries on.
    func testStrict_FirstError_StopsWithStatusOneAndLineNumber() throws {
        let directory = try TemporaryDirectory()
        let script = "1\nshow\nbogus\ntree\n"
        let strict = try run(["--data", directory.dataFile.path, "--strict"], input: script)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(
            strict.errorOutput,
            "error: unknown command \"bogus\" (type help)\nerror: stopped at line 3 (--strict)\n")
        XCTAssertFalse(strict.output.contains("> tree"), strict.output)
        XCTAssertFalse(strict.output.hasSuffix("bye\n"))

        let lenient = try run(["--data", directory.dataFile.path], input: script)
        XCTAssertEqual(lenient.status, 0)
        XCTAssertTrue(lenient.output.contains("> tree"))

        let clean = try run(["--data", directory.dataFile.path, "--strict"], input: "show\nquit\n")
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.errorOutput, "")
    }

    /// `--strict` as `--help` defines it: a refused command, a refused link or a failed save
    /// ends the run with 1; nothing else does.
    func testStrict_EachKindOfRefusal_StatusOneAndNothingElse() throws {
        let login = "1\nset email demo@example.com\nset password password\n1\n"
        let stop = "error: stopped at line"
        let cases: [(name: String, options: [String], script: String, status: Int32, lastError: String)] = [
            (
                "unknown link at launch", ["--open", "demo://nowhere"], login, 1,
                "error: stopped at start-up (--strict)"
            ),
            (
                "missing item at launch", ["--open", "demo://items/9"], login, 1,
                "error: stopped at start-up (--strict)"
            ),
            ("unknown link typed", [], login + "open demo://nowhere\n", 1, "\(stop) 5 (--strict)"),
            (
                "wrong password", [], "1\nset email demo@example.com\nset password nope\n1\n", 1,
                "\(stop) 4 (--strict): Wrong email or password."
            ),
            (
                "invalid registration", [], "1\n2\nset email ada@example.com\nset password abc\n1\n", 1,
                "\(stop) 5 (--strict): The password needs at least 6 characters."
            ),
            ("unknown command", [], "1\nbogus\n", 1, "\(stop) 2 (--strict)"),
            ("good link held, then login", ["--open", "demo://items/2"], login + "back\n", 0, ""),
            ("typed link held, then login", [], "1\nopen DEMO://profile\n" + login.dropFirst(2), 0, ""),
            (
                "item without a name", [], login + "1\nadd item\nadd\n", 1,
                "\(stop) 7 (--strict): Enter a name."
            ),
            ("clean run, an item added", [], login + "1\nadd item\nset name Ruler\nadd\nquit\n", 0, ""),
        ]
        for test in cases {
            let directory = try TemporaryDirectory()
            let run = try run(
                ["--data", directory.dataFile.path, "--strict"] + test.options, input: test.script)
            XCTAssertEqual(run.status, test.status, "\(test.name): \(run.errorOutput)")
            let errors = run.errorOutput.split(separator: "\n").filter { $0.hasPrefix("error:") }
            XCTAssertEqual(errors.last.map(String.init) ?? "", test.lastError, test.name)
            XCTAssertEqual(run.output.hasSuffix("bye\n"), test.status == 0, test.name)
        }
        // A warning is not a refusal: a damaged data file of the demo's is kept aside, and the run
        // goes on to status 0.
        let damaged = try TemporaryDirectory()
        try Data(#"{"hasCompletedOnboarding": true, "items": [{"na"#.utf8).write(to: damaged.dataFile)
        let warned = try run(
            ["--data", damaged.dataFile.path, "--strict"], input: login + "quit\n")
        XCTAssertEqual(warned.status, 0, warned.errorOutput)
        XCTAssertTrue(
            warned.errorOutput.hasPrefix("warning: \(damaged.dataFile.path) is corrupt"), warned.errorOutput)
        XCTAssertFalse(warned.errorOutput.contains("error:"), warned.errorOutput)

        // A failed save, at start-up.
        let directory = try TemporaryDirectory()
        try Data().write(to: directory.url.appendingPathComponent("file"))
        let unsaved = directory.url.appendingPathComponent("file/data.json")
        let run = try run(["--data", unsaved.path, "--strict"], input: "1\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errorOutput.hasSuffix("error: stopped at start-up (--strict)\n"), run.errorOutput)
        XCTAssertFalse(run.output.contains("> 1"), run.output)
    }

    /// A button title with spaces is a command as it is shown, and a row as it is shown
    /// (`#2`) opens it.
    func testScript_TitlesWithSpacesAndRowNumbersAsShown_Accepted() throws {
        let directory = try TemporaryDirectory()
        let script = """
            Done
            register
            set email ada@example.com
            set password secret1
            register
            BACK  TO login
            set email demo@example.com
            set password password
            login
            browse items
            open #2

            """
        let run = try run(
            ["--data", directory.dataFile.path, "--strict"], input: script, mergingErrors: true)
        XCTAssertEqual(run.status, 0, run.output)
        assertContainsInOrder(
            run.output,
            [
                "== Success ==", "[1] Back to Login", "> BACK  TO login", "== Login ==",
                "Account created: log in as ada@example.com.", "> open #2", "== Pencil ==", "bye\n",
            ])
        XCTAssertFalse(run.output.contains("error:"), run.output)
    }

    /// An item name over 60 characters is refused, and the screen says the limit.
    func testScript_LongItemName_RefusedWithTheLimit() throws {
        let directory = try TemporaryDirectory()
        let long = String(repeating: "n", count: 300_000)
        let script =
            "1\nset email demo@example.com\nset password password\n1\n1\nadd item\nset name \(long)\nadd\n"
        let run = try run(["--data", directory.dataFile.path], input: script)
        XCTAssertEqual(run.status, 0, run.errorOutput)
        XCTAssertTrue(
            run.output.hasSuffix(
                "== New Item ==\n  name: (Name)\n  A name can have at most 60 characters; this one has 300000.\n"
                    + "  [1] Add\n  [2] Cancel\nhint: name <text>, add, cancel, back, help\n"
                    + "tabs: <1 Items> | 2 Profile\nbye\n"),
            String(run.output.suffix(500)))
        let saved = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: directory.dataFile))
        XCTAssertEqual(saved.items, Item.seed)
    }

    /// Two windows on one file agree: an item another demo added shows in the first one's list
    /// at its next command, before the first saves anything.
    func testTwoDemosOnOneFile_ItemAddedInOne_ShowsInTheOtherAtItsNextCommand() throws {
        let directory = try TemporaryDirectory()
        let login = "1\nset email demo@example.com\nset password password\n1\nbrowse items\n"
        let first = Process()
        first.executableURL = try demoExecutable()
        first.arguments = ["--data", directory.dataFile.path]
        let input = Pipe()
        let output = Pipe()
        first.standardInput = input
        first.standardOutput = output
        first.standardError = output
        try first.run()
        input.fileHandleForWriting.write(Data(login.utf8))
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("#3 Eraser") {
            let chunk = output.fileHandleForReading.availableData
            XCTAssertFalse(chunk.isEmpty, "the first demo ended early")
            if chunk.isEmpty { return }
            seen += chunk
        }

        let second = try run(
            ["--data", directory.dataFile.path, "--fresh"],
            input: login + "add item\nset name Ruler\nadd\n")
        XCTAssertEqual(second.status, 0, second.errorOutput)

        input.fileHandleForWriting.write(Data("show\nquit\n".utf8))
        try input.fileHandleForWriting.close()
        seen += output.fileHandleForReading.readDataToEndOfFile()
        first.waitUntilExit()
        XCTAssertEqual(first.terminationStatus, 0)
        let text = String(decoding: seen, as: UTF8.self)
        let afterShow = text.components(separatedBy: "> show\n").last ?? ""
        assertContainsInOrder(afterShow, ["== Items ==", "#3 Eraser", "#4 Ruler", "[1] Add Item", "bye"])
        XCTAssertFalse(
            text.components(separatedBy: "> show\n").first?.contains("Ruler") ?? true,
            "Ruler appears only after the second demo added it")
    }

    /// `-h` and `--help` print the same usage, which lists every spelling the parser takes and
    /// defines `--strict` once.
    func testHelp_ShortAndLong_ListEveryFormAndDefineStrict() throws {
        let long = try run(["--help"], input: "")
        let short = try run(["-h"], input: "")
        XCTAssertEqual(long.status, 0)
        XCTAssertEqual(short.status, 0)
        XCTAssertEqual(long.output, short.output)
        assertContainsInOrder(
            long.output,
            [
                "usage: demo", "  --data PATH, --data=PATH\n",
                "  --strict     stop with exit status 1 at the first "
                    + "refused command", "refused link or failed save; nothing else",
                "  --open LINK, --open=LINK\n",
                "  -h, --help   show this text\n", "The demo only uses a file it wrote",
                "If a save fails the run ends\nwith exit status 1",
            ])
        XCTAssertEqual(try DemoOptions.parse(["--data=/tmp/x.json"]).dataFile?.path, "/tmp/x.json")
    }

    func testRepeatedOption_UsageOnStderr_StatusTwo() throws {
        let run = try run(["--data", "/tmp/a.json", "--data=/tmp/b.json"], input: "")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(
            run.errorOutput.hasPrefix("error: --data is given more than once (see demo --help)\nusage:"))
    }

    /// With COLUMNS set, every line fits, on stdout and stderr; a 5,000-character command is
    /// echoed cut, with a marker.
    func testColumns_NarrowWidth_EveryLineFitsAndLongInputIsCut() throws {
        let directory = try TemporaryDirectory()
        let long = String(repeating: "y", count: 5_000)
        let script = "1\nhelp\nset email \(long)\n\(long)\ntree\n"
        let run = try run(["--data", directory.dataFile.path], input: script, environment: ["COLUMNS": "40"])
        XCTAssertEqual(run.status, 0)
        for line in (run.output + run.errorOutput).split(separator: "\n") {
            XCTAssertLessThanOrEqual(TextWrapper.columns(of: line), 40, String(line))
        }
        XCTAssertEqual(
            run.output.components(separatedBy: "… (4800 more characters)").count, 2, "the field shows it cut")
        XCTAssertTrue(run.output.contains("… (4810 more characters)"), "the echo of set email is cut")
        XCTAssertTrue(run.errorOutput.contains("… (4960 more"), run.errorOutput)
        XCTAssertLessThan(run.output.count, 6_000, "5,000 characters are not printed back")
    }
}
