import Foundation
import XCTest

@testable import DemoKit
@testable import DemoTerminal

/// The data file rules, on real files in a temporary directory, through the built `demo`: a file
/// that is not the demo's is refused and left byte for byte, a symbolic link is written through
/// and kept, and a path that cannot be saved to is said at start-up and ends the run with status 1.
final class DemoBinaryDataFileTests: XCTestCase {
    func testData_SomeoneElsesFile_RefusedExitOneFileUntouched() throws {
        let directory = try TemporaryDirectory()
        let cases = [
            (
                "settings.json", "{\"theme\": \"dark\", \"version\": 3}\n",
                "missing \"hasCompletedOnboarding\""
            ),
            ("notes.txt", "buy milk\n", "not valid JSON"),
        ]
        for (name, text, reason) in cases {
            let file = directory.url.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            let before = try FileManager.default.attributesOfItem(atPath: file.path)
            let run = try run(["--data", file.path], input: "1\nquit\n")
            XCTAssertEqual(run.status, 1, name)
            XCTAssertEqual(run.output, "", name)
            XCTAssertEqual(
                run.errorOutput,
                "error: the demo cannot start: \(file.path) is not the demo's data file (\(reason)); it was "
                    + "left as it is. Choose another path with --data PATH, or move that file away yourself\n"
            )
            XCTAssertEqual(try Data(contentsOf: file), Data(text.utf8), name)
            let after = try FileManager.default.attributesOfItem(atPath: file.path)
            XCTAssertEqual(before[.posixPermissions] as? Int, after[.posixPermissions] as? Int, name)
            XCTAssertEqual(before[.modificationDate] as? Date, after[.modificationDate] as? Date, name)
        }
        XCTAssertEqual(try directory.contents(), ["notes.txt", "settings.json"], "no backup, no new file")
    }

    func testData_SymbolicLink_SavedThroughItAndKept() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let link = directory.url.appendingPathComponent("data.json")
        // Relative, and dangling until the first save.
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real/demo.json")

        let first = try run(["--data", link.path], input: "1\n")
        XCTAssertEqual(first.status, 0, first.errorOutput)
        XCTAssertEqual(first.errorOutput, "")
        let second = try run(["--data", link.path], input: "set email demo@example.com\n")
        XCTAssertEqual(second.status, 0, second.errorOutput)
        XCTAssertFalse(second.output.contains("Onboarding"), "the second run read what the first saved")

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "real/demo.json")
        XCTAssertEqual(try directory.contents(), ["data.json", "real"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["demo.json"])
        let target = folder.appendingPathComponent("demo.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeRegular)
        XCTAssertEqual(attributes[.posixPermissions] as? Int, 0o600)
        let data = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: target))
        XCTAssertTrue(data.hasCompletedOnboarding)
        XCTAssertEqual(data.items, Item.seed)
    }

    /// A path under a regular file cannot be saved, even by root (the tests run as root in CI,
    /// where a mode of 0500 would not stop a write).
    func testData_PathThatCannotBeSaved_SaidAtStartAndExitOne() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let dataFile = blocker.appendingPathComponent("data.json")
        let run = try run(["--data", dataFile.path], input: "1\nquit\n", mergingErrors: true)
        XCTAssertEqual(run.status, 1)
        let warning = "warning: cannot save \(dataFile.path) ("
        assertContainsInOrder(
            run.output,
            [
                "HeadlessFlow demo.", warning,
                "); changes are kept only until you quit, and the run will end with exit status 1\n",
                "== Onboarding ==", "> 1", "== Login ==", "> quit", "bye\n",
                "error: changes of this run were not saved (exit status 1)\n",
            ])
        XCTAssertTrue(
            run.output.hasSuffix("bye\nerror: changes of this run were not saved (exit status 1)\n"))
        XCTAssertEqual(try Data(contentsOf: blocker), Data("x".utf8))
    }

    /// A read-only data file, or a read-only folder, is not written, even by root (who the
    /// system would let write): the demo reads the mode bits. Said at start-up, exit status 1,
    /// the file byte for byte as it was.
    func testData_ReadOnlyFileOrFolder_NotWrittenSaidAtStartAndExitOne() throws {
        let directory = try TemporaryDirectory()
        let seeded = try JSONEncoder().encode(DemoData(hasCompletedOnboarding: true))
        let readOnlyFile = directory.url.appendingPathComponent("file/data.json")
        let readOnlyFolder = directory.url.appendingPathComponent("folder/data.json")
        for file in [readOnlyFile, readOnlyFolder] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: false)
            try seeded.write(to: file)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: readOnlyFile.path)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o500], ofItemAtPath: readOnlyFolder.deletingLastPathComponent().path)
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o700], ofItemAtPath: readOnlyFolder.deletingLastPathComponent().path)
        }
        for (file, reason) in [
            (readOnlyFile, "the file is read-only"), (readOnlyFolder, "its folder is read-only"),
        ] {
            let run = try run(["--data", file.path], input: "set email demo@example.com\nquit\n")
            XCTAssertEqual(run.status, 1, file.path)
            XCTAssertEqual(
                run.errorOutput,
                "warning: cannot save \(file.path) (\(reason)); changes are kept only until you quit, and the "
                    + "run will end with exit status 1\n"
                    + "error: changes of this run were not saved (exit status 1)\n")
            XCTAssertTrue(run.output.contains("email: demo@example.com"), run.output)
            XCTAssertEqual(try Data(contentsOf: file), seeded, file.path)
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path),
                ["data.json"])
        }
    }

    /// A file that cannot be read is never saved over; the run says so at once and ends with 1.
    func testData_DirectoryInThePlaceOfTheFile_SaidAtStartAndExitOne() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.dataFile, withIntermediateDirectories: false)
        let run = try run(["--data", directory.dataFile.path], input: "1\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.errorOutput,
            "warning: cannot read \(directory.dataFile.path) (it is a directory); started with the seed "
                + "items; nothing will be saved in this run, and it will end with exit status 1\n"
                + "error: changes of this run were not saved (exit status 1)\n")
        XCTAssertEqual(try directory.contents(), ["data.json"])
    }
}
