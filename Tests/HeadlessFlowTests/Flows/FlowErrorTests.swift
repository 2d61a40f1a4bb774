import HeadlessFlow
import XCTest

final class FlowErrorTests: XCTestCase {
    @MainActor func testDescription_EveryCase_SaysWhatToFix() async throws {
        let navigation = Navigation()
        let refused = NavigationError.nothingPresented(navigation: navigation.id)

        XCTAssertEqual(
            [
                FlowError.stepFailed(index: 3, step: "dismiss", underlying: refused),
                .noTabBar(navigation: navigation.id),
                .tabCountMismatch(tabs: 2, items: 3),
                .noCoordinator,
                .tooManySteps(limit: 1_000),
            ].map(\.description),
            [
                "Step 3 (dismiss) failed and nothing was changed: \(refused)",
                "There is no tab bar on top of navigation \(navigation.id), and it is not a tab.",
                "The tab bar has 2 tabs but 3 items were given; give one item per tab.",
                "Replacing a start screen needs a coordinator: run the flow on the coordinator whose start screen it replaces.",
                "More than 1000 steps ran; does a recursive step produce itself for ever? Nothing was changed.",
            ])
    }
}
