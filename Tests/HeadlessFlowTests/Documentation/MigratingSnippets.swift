import HeadlessFlow
import XCTest

// The Swift block of Docs/Migrating.md. A UIKit renderer maps its view controllers to screens; here
// a view controller is stood in for by the title of the screen it draws.

final class MigratingSnippetsTests: XCTestCase {
    @MainActor func testInteractivePop_ReportedByTheRenderer_FinishesTheChild() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        try app.start(child: child, animated: false)
        func screen(for viewController: String) -> Screen {
            navigation.screens.first { $0.title == viewController }!
        }
        let viewController = "app0"

        // In your UIKit renderer, after the interactive pop has completed:
        try navigation.userDidPop(to: screen(for: viewController))

        XCTAssertNil(app.child)
        XCTAssertTrue(child.isFinished)
        XCTAssertEqual(navigation.screens.map(\.title), ["app0"])
    }
}
