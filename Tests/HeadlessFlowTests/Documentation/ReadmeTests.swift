import Foundation
import HeadlessFlow
import XCTest

// The README's quick start, verbatim. `testReadme_QuickStartBlock_IsThisCode` fails if the two drift.

final class FlowCoordinator: Coordinator {
    let context: CoordinatorContext
    let titles: [String]

    init(navigation: Navigation, titles: [String]) {
        context = CoordinatorContext(navigation: navigation)
        self.titles = titles
    }

    func start(animated: Bool) throws {
        for title in titles { try move(to: Screen(title: title), animated: animated) }
    }
}

@MainActor
private func quickStart() throws -> (navigation: Navigation, app: FlowCoordinator) {
    let navigation = Navigation()
    let app = FlowCoordinator(navigation: navigation, titles: ["Home"])
    try app.start(animated: false)
    let settings = FlowCoordinator(navigation: navigation, titles: ["Settings", "About"])
    try app.start(child: settings, animated: true) { outcome in print("settings ended:", outcome) }
    try navigation.userDidPop(to: navigation.screens[0])  // the user swipes back to Home
    print(navigation.visibleScreen?.title ?? "-", app.child == nil)  // Home true
    return (navigation, app)
}

final class ReadmeTests: XCTestCase {
    @MainActor func testQuickStart_Runs_AndEndsOnHomeWithNoChild() async throws {
        let (navigation, app) = try quickStart()
        XCTAssertEqual(navigation.visibleScreen?.title, "Home")
        XCTAssertNil(app.child)
        XCTAssertEqual(navigation.screens.map(\.title), ["Home"])
    }

    /// Every line of the README's Swift block appears in this file, in order (indentation aside).
    func testReadme_QuickStartBlock_IsThisCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        guard
            let block = readme.components(separatedBy: "```swift\n").dropFirst().first?
                .components(separatedBy: "```").first
        else { return XCTFail("README has no Swift block") }
        let wanted = normalizedLines(block)
        XCTAssertGreaterThan(wanted.count, 10)
        var remaining = normalizedLines(source)[...]
        for line in wanted {
            guard let index = remaining.firstIndex(of: line) else {
                return XCTFail("README line not found (in order) in ReadmeTests.swift: \(line)")
            }
            remaining = remaining[(index + 1)...]
        }
    }

    private func normalizedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && $0 != "}" && !$0.hasPrefix("import ")
        }
    }
}
