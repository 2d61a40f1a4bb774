import Foundation
import HeadlessFlow
import XCTest

/// Regressions found in review: names that hide a path separator, and a clear racing a load.
final class SceneLibraryReviewTests: XCTestCase {
    /// Docs/SceneFiles.md: names that contain `/` are refused before any file is touched. A `/`
    /// followed by a combining mark is one `Character` that is not equal to "/", so
    /// `String.contains("/")` misses it and the name reaches the file system as a path.
    func testSceneLibrary_SlashFollowedByCombiningMark_IsRefusedAsAPath() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ReviewTraversal-\(UUID().uuidString)")
        let sub = directory.appendingPathComponent("Sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"version": 1, "title": "Hidden", "elements": []}"#
            .write(to: sub.appendingPathComponent("\u{301}Secret.json"), atomically: true, encoding: .utf8)

        let name = "Sub/\u{301}Secret"
        XCTAssertTrue(name.unicodeScalars.contains("/"))
        let library = SceneLibrary(sources: [.directory(directory)])
        XCTAssertThrowsError(try library.scene(named: name), "a name containing '/' loaded a file") { error in
            XCTAssertEqual(
                error as? SceneError,
                .sceneNotFound(
                    name: name,
                    searched: ["(nothing: a scene name is not empty and has no '/', '\\' or leading '.')"]))
        }
    }

    /// "removeCachedScenes(): Forgets every parsed scene; the next request reads its file again."
    /// A load that was already in flight when the cache was cleared stores its (old) result after
    /// the clear, so the next request returns the stale scene instead of reading the file again.
    func testSceneLibrary_RemoveCachedScenesDuringInFlightLoad_NextRequestSeesNewFile() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ReviewStale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("BigScreen.json")
        // Large enough (about 6 MB) that parsing it takes a while.
        let elements = (0..<110_000).map { #"{"kind":"label","id":"e\#($0)","text":"xxxxxxxx"}"# }
        let old = #"{"version": 1, "title": "Old", "elements": ["# + elements.joined(separator: ",") + "]}"
        let new = #"{"version": 1, "title": "New", "elements": []}"#
        let library = SceneLibrary(sources: [.directory(directory)])

        try old.write(to: file, atomically: true, encoding: .utf8)
        let started = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            started.signal()
            _ = try? library.scene(named: "BigScreen")  // reads "Old", then parses for a while
            done.signal()
        }.start()
        started.wait()
        usleep(50_000)
        // The app edits the file and clears the cache (hot reload) while that load runs.
        try new.write(to: file, atomically: true, encoding: .utf8)
        library.removeCachedScenes()
        done.wait()

        XCTAssertEqual(try library.scene(named: "BigScreen").title, "New", "stale scene served from cache")
    }
}
