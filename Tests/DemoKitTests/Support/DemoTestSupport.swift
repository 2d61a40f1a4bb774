import Foundation
import HeadlessFlow
import XCTest

@testable import DemoKit

/// A fresh directory under the system's temporary directory, removed on deinit; tests never
/// touch the user's real data directory.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("DemoKitTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var dataFile: URL { url.appendingPathComponent("data.json") }

    /// The names in the directory, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

@MainActor
extension DemoApp {
    /// The screen the user sees.
    var visibleScreen: Screen? { window.visibleScreens.last }

    /// Taps the button `id` of the visible screen, as a renderer reports a tap.
    func tap(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try XCTUnwrap(visibleScreen as? SceneScreen, file: file, line: line)
        let button = try XCTUnwrap(scene.element(withID: id, as: ButtonElement.self), file: file, line: line)
        try button.tap()
    }
}

extension TemporaryDirectory {
    /// Rewrites the data file's `navigation` field with `edit`, leaving the rest as it is.
    func editNavigation(_ edit: (inout Any?) -> Void) throws {
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: dataFile)) as! [String: Any]
        var navigation = object["navigation"]
        edit(&navigation)
        object["navigation"] = navigation
        try JSONSerialization.data(withJSONObject: object).write(to: dataFile)
    }

    /// The data file as text.
    func dataFileText() throws -> String {
        try String(contentsOf: dataFile, encoding: .utf8)
    }
}
