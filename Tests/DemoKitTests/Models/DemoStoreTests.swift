import Foundation
import HeadlessFlowTesting
import XCTest

@testable import DemoKit

final class DemoStoreTests: XCTestCase {
    private let fixedDate = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC
    /// A data file of the demo's, cut short.
    static let damaged = #"{"accounts": [], "hasCompletedOnboarding": true, "items": [{"na"#

    /// A file that is not the demo's is refused, never moved, and never written, even by a save.
    @MainActor
    func testInit_SomeoneElsesFile_RefusedLeftByteForByteNeverSaved() async throws {
        let cases = [
            ("{\"todo\": [1, 2]}", "missing \"version\""),
            ("my notes\n", "not valid JSON"),
            ("", "not valid JSON"),
            ("[1, 2", "not valid JSON"),
        ]
        for (text, reason) in cases {
            let directory = try TemporaryDirectory()
            try Data(text.utf8).write(to: directory.dataFile)
            let store = DemoStore(fileURL: directory.dataFile, now: { self.fixedDate })
            XCTAssertEqual(store.refusal, .notDemoFile(path: directory.dataFile.path, reason: reason), text)
            store.add(Item(name: "Ruler"))
            XCTAssertEqual(try directory.contents(), ["data.json"], text)
            XCTAssertEqual(try Data(contentsOf: directory.dataFile), Data(text.utf8), text)
            XCTAssertTrue(store.hasFailedSave, text)
        }
    }

    @MainActor
    func testInit_NoFile_SeedItemsNoOnboardingNoIssues() async throws {
        let directory = try TemporaryDirectory()
        let store = DemoStore(fileURL: directory.dataFile)
        XCTAssertEqual(store.items, Item.seed)
        XCTAssertFalse(store.hasCompletedOnboarding)
        XCTAssertEqual(store.issues, [])
        XCTAssertEqual(try directory.contents(), [], "loading writes nothing")
    }

    @MainActor
    func testAdd_SavesAtomically_ReloadSeesEverything() async throws {
        let directory = try TemporaryDirectory()
        let store = DemoStore(fileURL: directory.dataFile)
        store.add(Item(name: "Ruler"))
        store.completeOnboarding()
        store.add(Account(email: "ada@example.com", password: "secret1"))
        XCTAssertEqual(try directory.contents(), ["data.json"], "no temporary file is left behind")

        let reloaded = DemoStore(fileURL: directory.dataFile)
        XCTAssertEqual(reloaded.snapshot, store.snapshot)
        XCTAssertEqual(reloaded.items.map(\.name), ["Pen", "Pencil", "Eraser", "Ruler"])
        XCTAssertTrue(reloaded.hasCompletedOnboarding)
        XCTAssertEqual(reloaded.account(email: "ADA@example.com")?.verifies(password: "secret1"), true)
        XCTAssertEqual(reloaded.account(email: "demo@example.com"), .demo)
    }

    @MainActor
    func testSave_MissingFolder_CreatesIt() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("a/b/data.json")
        let store = DemoStore(fileURL: file)
        store.add(Item(name: "Ruler"))
        XCTAssertEqual(store.issues, [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
    }

    @MainActor
    func testInit_CorruptFile_MovedAsideReportedAndSeeded() async throws {
        let directory = try TemporaryDirectory()
        try Data(Self.damaged.utf8).write(to: directory.dataFile)
        let store = DemoStore(fileURL: directory.dataFile, now: { self.fixedDate })
        let backup = directory.url.appendingPathComponent("data.corrupt-20270115-080000.json")
        XCTAssertEqual(
            store.issues,
            [.corrupt(path: directory.dataFile.path, reason: "not valid JSON", backup: backup.path)])
        XCTAssertEqual(store.items, Item.seed)
        XCTAssertEqual(try directory.contents(), ["data.corrupt-20270115-080000.json"])
        XCTAssertEqual(try Data(contentsOf: backup), Data(Self.damaged.utf8))
    }

    @MainActor
    func testInit_CorruptTwiceInOneSecond_SecondBackupGetsASuffix() async throws {
        let directory = try TemporaryDirectory()
        for _ in 0..<2 {
            try Data(Self.damaged.utf8).write(to: directory.dataFile)
            _ = DemoStore(fileURL: directory.dataFile, now: { self.fixedDate })
        }
        XCTAssertEqual(
            try directory.contents(),
            ["data.corrupt-20270115-080000-2.json", "data.corrupt-20270115-080000.json"])
    }

    @MainActor
    func testInit_WrongShape_ReasonNamesTheField() async throws {
        let directory = try TemporaryDirectory()
        let cases = [
            (#"{"version": 1, "hasCompletedOnboarding": true, "accounts": []}"#, "missing \"items\""),
            (
                #"{"version": 1, "hasCompletedOnboarding": true, "accounts": [], "items": [{"name": 3}]}"#,
                "wrong type at \"items[0].name\""
            ),
            (
                #"{"version": 7, "hasCompletedOnboarding": true, "accounts": [], "items": []}"#,
                "version 7; this build reads version 1"
            ),
        ]
        for (text, reason) in cases {
            try Data(text.utf8).write(to: directory.dataFile)
            let store = DemoStore(fileURL: directory.dataFile)
            guard case .corrupt(_, let found, _) = store.issues.first else {
                XCTFail("no corrupt issue for \(text): \(store.issues)")
                continue
            }
            XCTAssertEqual(found, reason)
        }
    }

    @MainActor
    func testReset_DemoDataFile_RemovesOnlyThatFileAndSaysWhat() async throws {
        let directory = try TemporaryDirectory()
        let store = DemoStore(fileURL: directory.dataFile)
        store.add(Item(name: "Ruler"))
        store.completeOnboarding()
        let neighbour = directory.url.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: neighbour)

        let outcome = try DemoStore.reset(directory.dataFile)

        XCTAssertEqual(outcome, .removed(path: directory.dataFile.path, items: 4, accounts: 0))
        XCTAssertEqual(
            "\(outcome)", "reset: removed \(directory.dataFile.path) (4 items, 0 registered accounts)")
        XCTAssertEqual(try directory.contents(), ["notes.txt"])
        XCTAssertEqual(DemoStore(fileURL: directory.dataFile).snapshot, DemoData())
    }

    func testReset_NoFile_NothingToRemove() throws {
        let directory = try TemporaryDirectory()
        XCTAssertEqual(
            try DemoStore.reset(directory.dataFile), .nothingToRemove(path: directory.dataFile.path))
        XCTAssertEqual(try directory.contents(), [])
    }

    /// `--reset` on anything but the demo's own data file deletes nothing and says why.
    func testReset_NotTheDemosDataFile_RefusedAndEverythingKept() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: folder.appendingPathComponent("thesis.tex"))
        let text = directory.url.appendingPathComponent("notes.json")
        try Data("{\"todo\": [1, 2]}".utf8).write(to: text)
        let link = directory.url.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: text)
        let cases: [(URL, String)] = [
            (folder, "it is a directory"),
            (text, "it is not a demo data file (missing \"version\")"),
            (link, "it is a symbolic link"),
        ]
        for (url, reason) in cases {
            XCTAssertThrowsError(try DemoStore.reset(url), url.path) { error in
                XCTAssertEqual(error as? StoreError, .resetRefused(path: url.path, reason: reason))
                XCTAssertTrue("\(error)".contains("Nothing was deleted"), "\(error)")
            }
        }
        XCTAssertEqual(try directory.contents(), ["folder", "link.json", "notes.json"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["thesis.tex"])
        XCTAssertEqual(try String(contentsOf: text, encoding: .utf8), "{\"todo\": [1, 2]}")
    }

    @MainActor
    func testInit_DirectoryInPlaceOfFile_UnreadableAndNeverOverwritten() async throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.dataFile, withIntermediateDirectories: false)
        let store = DemoStore(fileURL: directory.dataFile)
        XCTAssertEqual(
            store.issues, [.unreadable(path: directory.dataFile.path, reason: "it is a directory")])
        store.add(Item(name: "Ruler"))
        XCTAssertEqual(store.issues.count, 1, "a read-only store does not try to save")
        XCTAssertEqual(store.items.count, 4, "the change is kept in memory")
    }

    @MainActor
    func testItemsPublisher_Add_DeliversCurrentThenNewValue() async throws {
        let directory = try TemporaryDirectory()
        let store = DemoStore(fileURL: directory.dataFile)
        let history = ValueRecorder<[String]>()
        let token = store.$items.sink { items in history.append(items.map(\.name)) }
        store.add(Item(name: "Ruler"))
        XCTAssertEqual(history.values, [["Pen", "Pencil", "Eraser"], ["Pen", "Pencil", "Eraser", "Ruler"]])
        token.cancel()
    }

    func testDefaultFileURL_InUsersDataDirectory() {
        let url = DemoStore.defaultFileURL
        XCTAssertEqual(url.lastPathComponent, "data.json")
        XCTAssertEqual(url.deletingLastPathComponent().lastPathComponent, "HeadlessFlowDemo")
    }

    private func permissions(_ url: URL) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @MainActor
    func testSave_NewOrExistingFile_ReadableByOwnerOnly() async throws {
        let directory = try TemporaryDirectory()
        let store = DemoStore(fileURL: directory.dataFile)
        store.save()
        XCTAssertEqual(try permissions(directory.dataFile), 0o600)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: directory.dataFile.path)
        store.add(Item(name: "Ruler"))
        XCTAssertEqual(try permissions(directory.dataFile), 0o600)
        XCTAssertEqual(try directory.contents(), ["data.json"], "no temporary file is left behind")
    }

    /// Files written before passwords were hashed still log in, and lose the plain text on the
    /// next save.
    @MainActor
    func testInit_OlderFileWithPlainPassword_LogsInAndIsHashedOnNextSave() async throws {
        let directory = try TemporaryDirectory()
        let old = """
            {"version": 1, "hasCompletedOnboarding": true, "items": [{"name": "Pen"}],
             "accounts": [{"email": "ada@example.com", "password": "secret1"}]}
            """
        try Data(old.utf8).write(to: directory.dataFile)
        let store = DemoStore(fileURL: directory.dataFile)
        XCTAssertEqual(store.issues, [])
        XCTAssertEqual(store.account(email: "ada@example.com")?.verifies(password: "secret1"), true)
        XCTAssertEqual(store.account(email: "ada@example.com")?.verifies(password: "secret2"), false)

        store.add(Item(name: "Ruler"))

        let text = try String(contentsOf: directory.dataFile, encoding: .utf8)
        XCTAssertFalse(text.contains("secret1"), text)
        XCTAssertFalse(text.contains("\"password\""), text)
        XCTAssertTrue(text.contains("\"passwordHash\" : \"pbkdf2-sha256$10000$"), text)
        let reloaded = DemoStore(fileURL: directory.dataFile)
        XCTAssertEqual(reloaded.accounts.map(\.needsUpgrade), [false])
        XCTAssertEqual(reloaded.account(email: "ada@example.com")?.verifies(password: "secret1"), true)
    }

    @MainActor
    func testInit_BrokenPasswordHash_CorruptAndKeptAside() async throws {
        let directory = try TemporaryDirectory()
        let text = """
            {"version": 1, "hasCompletedOnboarding": true, "items": [],
             "accounts": [{"email": "ada@example.com", "passwordHash": "pbkdf2-sha256$999999999999$x$y"}]}
            """
        try Data(text.utf8).write(to: directory.dataFile)
        let store = DemoStore(fileURL: directory.dataFile, now: { self.fixedDate })
        guard case .corrupt(_, let reason, _) = store.issues.first else {
            return XCTFail("\(store.issues)")
        }
        XCTAssertEqual(reason, "invalid value at accounts[0].passwordHash")
        XCTAssertNil(store.account(email: "ada@example.com"))
    }

    /// Two demos on one file: each save merges what the other saved, so no item is lost and
    /// each store sees the other's items.
    @MainActor
    func testTwoStoresOnOneFile_Interleaved_NoItemLost() async throws {
        let directory = try TemporaryDirectory()
        let first = DemoStore(fileURL: directory.dataFile)
        let second = DemoStore(fileURL: directory.dataFile)
        first.add(Item(name: "A1"))
        second.add(Item(name: "B1"))
        first.add(Item(name: "A2"))
        second.completeOnboarding()
        first.add(Account(email: "ada@example.com", password: "secret1"))
        second.add(Item(name: "a1"))

        let expected = ["Pen", "Pencil", "Eraser", "A1", "B1", "A2"]
        let reloaded = DemoStore(fileURL: directory.dataFile)
        XCTAssertEqual(reloaded.items.map(\.name), expected)
        XCTAssertTrue(reloaded.hasCompletedOnboarding)
        XCTAssertEqual(reloaded.accounts.map(\.email), ["ada@example.com"])
        XCTAssertEqual(second.items.map(\.name), expected, "a save brings the other store's items in")
        XCTAssertEqual(first.issues + second.issues, [])
    }

    func testMerge_UnionInDiskOrderThenMemory() {
        let disk = DemoData(
            hasCompletedOnboarding: false, items: [Item(name: "Pen"), Item(name: "Ruler")],
            accounts: [Account(email: "a@x.io", credential: .plain("1"))])
        let memory = DemoData(
            hasCompletedOnboarding: true, items: [Item(name: "pen"), Item(name: "Cup"), Item(name: "Pen")],
            accounts: [
                Account(email: "a@x.io", credential: .plain("2")),
                Account(email: "b@x.io", credential: .plain("3")),
            ])
        let merged = DemoStore.merge(disk, memory)
        XCTAssertEqual(merged.items.map(\.name), ["Pen", "Ruler", "Cup"])
        XCTAssertEqual(merged.accounts.map(\.email), ["a@x.io", "b@x.io"])
        XCTAssertEqual(merged.accounts.first?.verifies(password: "1"), true, "the first registration wins")
        XCTAssertTrue(merged.hasCompletedOnboarding)
    }

    @MainActor
    func testInit_UnreadableNavigation_ItemsLoadAndTheProblemIsSaid() async throws {
        let directory = try TemporaryDirectory()
        let json =
            #"{"version": 1, "hasCompletedOnboarding": true, "accounts": [], "items": [{"name": "Cup"}], "#
            + #""navigation": {"version": 1, "tree": 7}}"#
        try Data(json.utf8).write(to: directory.dataFile)
        let store = DemoStore(fileURL: directory.dataFile)
        XCTAssertEqual(store.items.map(\.name), ["Cup"])
        XCTAssertNil(store.navigation)
        XCTAssertEqual(store.navigationProblem, "wrong type at \"navigation.tree\"")
        XCTAssertEqual(store.issues, [], "the file is not corrupt: only the place is lost")

        store.save()
        let saved = try JSONDecoder().decode(DemoData.self, from: Data(contentsOf: directory.dataFile))
        XCTAssertEqual(saved, DemoData(hasCompletedOnboarding: true, items: [Item(name: "Cup")]))
    }

    @MainActor
    func testMerge_Navigation_MemoryWinsElseDisk() async throws {
        let directory = try TemporaryDirectory()
        let app = try DemoApp(dataFile: directory.dataFile)
        try app.start()
        let onboarding = try XCTUnwrap(app.store.navigation)
        try app.tap("done")
        app.save()
        let login = try XCTUnwrap(app.store.navigation)
        XCTAssertNotEqual(onboarding, login)

        let disk = DemoData(navigation: onboarding)
        XCTAssertEqual(DemoStore.merge(disk, DemoData(navigation: login)).navigation, login)
        XCTAssertEqual(DemoStore.merge(disk, DemoData()).navigation, onboarding)
    }
}
