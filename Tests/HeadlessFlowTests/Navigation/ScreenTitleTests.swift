import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// `Screen.observeTitle`: how a renderer follows a title that changes while the screen is shown.
final class ScreenTitleTests: XCTestCase {
    @MainActor
    func testObserveTitle_EveryChangeInOrder_SameTitleAgainCallsNothing() async {
        let screen = Screen(title: "Draft")
        var titles: [String] = []
        let token = screen.observeTitle { titles.append($0) }

        screen.title = "Profile"
        screen.title = "Profile"
        screen.title = "Ada"

        XCTAssertEqual(titles, ["Profile", "Ada"])
        token.cancel()
        screen.title = "Grace"
        XCTAssertEqual(titles, ["Profile", "Ada"])
    }

    @MainActor
    func testObserveTitle_BoundToAViewModel_FollowsItsValues() async {
        let viewModel = TitleViewModel()
        let screen = Screen(title: "")
        var titles: [String] = []
        let token = screen.observeTitle { titles.append($0) }

        screen.bindTitle(to: viewModel.$displayName)
        viewModel.displayName = "Grace"

        XCTAssertEqual(titles, ["Ada", "Grace"])
        token.cancel()
    }

    @MainActor
    func testObserveTitle_TheObservationDoesNotKeepTheScreen() async {
        var screen: Screen? = Screen(title: "Draft")
        weak let weakScreen = screen
        let token = screen!.observeTitle { _ in }

        screen = nil

        XCTAssertNil(weakScreen)
        token.cancel()
    }
}

private final class TitleViewModel: @unchecked Sendable {
    @HeadlessFlow.Observable var displayName = "Ada"
}
