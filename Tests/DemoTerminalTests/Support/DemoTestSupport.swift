import Foundation
import HeadlessFlow
import XCTest

@testable import DemoKit
@testable import DemoTerminal

/// A fresh directory under the system's temporary directory, removed on deinit; tests never
/// touch the user's real data directory.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("DemoTerminalTests-\(UUID().uuidString)")
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
extension TerminalDemo {
    /// Runs `command`, asserting it produced no error, and returns the reply.
    @discardableResult
    func expectSuccess(_ command: String, file: StaticString = #filePath, line: UInt = #line) -> DemoReply {
        let reply = handle(command)
        XCTAssertEqual(reply.errors, [], "command \"\(command)\"", file: file, line: line)
        return reply
    }

    /// The text of the visible screen's first non-empty `error`, `notice` or `message` label.
    var visibleMessage: String? {
        let scene = visibleScreen as? SceneScreen
        return ["error", "notice", "message"].lazy
            .compactMap { scene?.element(withID: $0, as: LabelElement.self)?.text }
            .first { !$0.isEmpty }
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

/// The demo's coordinator trees, as `tree` prints them.
enum DemoTree {
    /// The menu's coordinator tree with tab `tab` selected and, given `items`, the items split
    /// running in the Items tab: the list column's screens, the detail column's, and which
    /// column (from 1) has the focus.
    static func menu(items: (list: String, detail: String, focus: Int)? = nil, tab: Int = 1) -> String {
        var lines = [
            "AppCoordinator: Login",
            "  MenuCoordinator: Menu",
            "    ItemsHomeCoordinator (tab 1 Items\(tab == 1 ? ", selected" : "")): Items Home",
        ]
        if let items {
            lines += [
                "      ItemsCoordinator: Items",
                "        ItemsListCoordinator (column 1 Items\(items.focus == 1 ? ", selected" : "")): \(items.list)",
                "        (column 2 Detail\(items.focus == 2 ? ", selected" : "")): \(items.detail)",
            ]
        }
        lines.append("    ProfileCoordinator (tab 2 Profile\(tab == 2 ? ", selected" : "")): Profile")
        return lines.joined(separator: "\n")
    }
}
