import Foundation
import XCTest

@testable import HeadlessFlow

final class SceneLibraryTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("SceneLibraryTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ name: String, title: String) throws {
        try #"{"version": 1, "title": "\#(title)", "elements": []}"#
            .write(to: directory.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
    }

    func testScene_FromADirectory_NamesTheFileByPath() throws {
        try write("AboutScreen", title: "About")
        let scene = try SceneLibrary(sources: [.directory(directory)]).scene(named: "AboutScreen")
        XCTAssertEqual(
            [scene.title, scene.file], ["About", directory.appendingPathComponent("AboutScreen.json").path])
    }

    func testScene_FromBundleResources_ReadsTheFixture() throws {
        let scene = try SceneTestScreens.fixtureLibrary().scene(named: "LoginScreen")
        XCTAssertEqual(scene.title, "Log in")
        XCTAssertEqual(
            scene.elements.map(\.id),
            ["logo", "headline", "email", "password", "remember", "accounts", "login"])
        XCTAssertTrue(scene.file.hasSuffix("Scenes/LoginScreen.json"), scene.file)
    }

    func testScene_FromStrings_NamesTheFileAfterTheScene() throws {
        let scene = try SceneTestScreens.library(["A": #"{"version": 1, "elements": []}"#]).scene(named: "A")
        XCTAssertEqual(scene.file, "A.json")
    }

    func testScene_SeveralSources_FirstHolderWins() throws {
        try write("AboutScreen", title: "From disk")
        let library = SceneLibrary(sources: [
            .strings(["Other": "{}"]),
            .directory(directory),
            .strings(["AboutScreen": #"{"version": 1, "title": "From memory", "elements": []}"#]),
        ])
        XCTAssertEqual(try library.scene(named: "AboutScreen").title, "From disk")
    }

    func testScene_SecondRequest_ComesFromTheCacheWithoutReadingTheFile() throws {
        try write("AboutScreen", title: "First")
        let library = SceneLibrary(sources: [.directory(directory)])
        XCTAssertEqual(try library.scene(named: "AboutScreen").title, "First")
        try write("AboutScreen", title: "Second")
        XCTAssertEqual(try library.scene(named: "AboutScreen").title, "First")
        XCTAssertEqual(library.cachedSceneNames, ["AboutScreen"])
        library.removeCachedScenes()
        XCTAssertEqual(library.cachedSceneNames, [])
        XCTAssertEqual(try library.scene(named: "AboutScreen").title, "Second")
    }

    func testScene_Failure_IsNotCached() throws {
        let file = directory.appendingPathComponent("AboutScreen.json")
        try "{".write(to: file, atomically: true, encoding: .utf8)
        let library = SceneLibrary(sources: [.directory(directory)])
        XCTAssertThrowsError(try library.scene(named: "AboutScreen"))
        try write("AboutScreen", title: "Fixed")
        XCTAssertEqual(try library.scene(named: "AboutScreen").title, "Fixed")
    }

    func testScene_NameThatIsAPath_IsRefusedWithoutTouchingTheDisk() throws {
        try write("AboutScreen", title: "About")
        let library = SceneLibrary(sources: [.directory(directory.appendingPathComponent("sub"))])
        for name in ["../AboutScreen", "", ".hidden", "a\\b"] {
            XCTAssertThrowsError(try library.scene(named: name)) { error in
                XCTAssertEqual(
                    error as? SceneError,
                    .sceneNotFound(
                        name: name,
                        searched: ["(nothing: a scene name is not empty and has no '/', '\\' or leading '.')"]
                    ))
            }
        }
    }

    func testScene_BundleWithoutTheFile_ListsTheBundlePath() {
        let library = SceneLibrary(sources: [.bundle(.module, subdirectory: "Scenes")])
        XCTAssertThrowsError(try library.scene(named: "Missing")) { error in
            guard case .sceneNotFound(_, let searched) = error as? SceneError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(searched.count, 1)
            XCTAssertTrue(searched[0].hasSuffix("/Scenes/Missing.json (bundle resource)"), searched[0])
        }
    }

    func testPreload_ParsesEverySceneUpFront() throws {
        let library = SceneTestScreens.fixtureLibrary()
        try library.preload(["LoginScreen", "WelcomeScreen"])
        XCTAssertEqual(library.cachedSceneNames, ["LoginScreen", "WelcomeScreen"])
    }

    func testScene_FromManyThreadsAtOnce_AllAgree() throws {
        let library = SceneTestScreens.fixtureLibrary()
        let titles = Lock<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let name = index.isMultiple(of: 2) ? "LoginScreen" : "WelcomeScreen"
            let title = (try? library.scene(named: name).title) ?? "error"
            titles.withLock { $0.append(title) }
        }
        let result = titles.withLock { $0 }
        XCTAssertEqual(result.filter { $0 == "Log in" }.count, 32)
        XCTAssertEqual(result.filter { $0 == "Welcome" }.count, 32)
    }

    func testStandard_CanBeReplacedAndRestored() {
        let original = SceneLibrary.standard
        defer { SceneLibrary.standard = original }
        let replacement = SceneTestScreens.fixtureLibrary()
        SceneLibrary.standard = replacement
        XCTAssertTrue(SceneLibrary.standard === replacement)
    }
}
