import Foundation
import HeadlessFlow
import XCTest

// The README's quick start, verbatim. `DocumentationSnippetTests` fails if the two drift.

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
    try app.startAsRoot(animated: false)
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
}
