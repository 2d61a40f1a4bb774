import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Going back whatever brought the last screen (Stinsen's `popLast`), closing a screen the way it
/// arrived (its `pop`), and chains that read as in Stinsen.
final class NavigationGoingBackTests: XCTestCase {
    @MainActor private func screens(_ titles: String...) -> [Screen] { titles.map { Screen(title: $0) } }

    @MainActor func testGoBack_PopsWhatWasPushed_ThenDismissesWhatWasPresented_ThenPopsBelow() async throws {
        let window = Navigation()
        try window.setScreens(screens("Home", "List"), animated: false)
        let sheet = try window.present(Screen(title: "Compose"), animated: false)
        try sheet.push(Screen(title: "Attach"), animated: false)
        let recorder = NavigationRecorder(window, exhaustive: false)

        let steps = try (0..<3).map { _ in try window.goBack(animated: true) }

        XCTAssertEqual(
            recorder.recordedChanges,
            [
                #"popped "Attach" (animated)"#, #"dismissed "Compose" (animated)"#,
                #"popped "List" (animated)"#,
            ])
        guard case .popped(let attach) = steps[0], case .dismissed(let dismissed) = steps[1] else {
            return XCTFail("\(steps)")
        }
        XCTAssertEqual(attach.title, "Attach")
        XCTAssertIdentical(dismissed, sheet)
        XCTAssertThrowsError(try window.goBack(animated: true)) { error in
            guard case .cannotPopRoot = error as? NavigationError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(window.screens.map(\.title), ["Home"])
    }

    @MainActor func testGoBack_InATabAtItsFirstScreen_GoesBackInTheNavigationHoldingTheTabBar() async throws {
        let window = Navigation()
        let bar = TabBar(title: "Bar")
        let tab = Navigation()
        try tab.setScreens(screens("Feed", "Post"), animated: false)
        try bar.addTab(TabBarItem(title: "Feed"), navigation: tab)
        try window.setScreens([Screen(title: "Login"), bar], animated: false)
        XCTAssertIdentical(window.frontmostNavigation, tab)
        let recorder = NavigationRecorder(window, exhaustive: false)

        try window.goBack(animated: false)
        try window.goBack(animated: false)

        XCTAssertEqual(recorder.recordedChanges, [#"popped "Post""#, #"popped "Bar""#])
        XCTAssertIdentical(window.frontmostNavigation, window)
    }

    @MainActor func testGoBack_FinishesTheCoordinatorWhoseScreensLeft() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)
        let modal = StepsCoordinator("modal", navigation: Navigation())
        try app.present(child: modal, animated: false)

        try window.goBack(animated: false)

        XCTAssertTrue(modal.isFinished)
        XCTAssertNil(app.child)
    }

    @MainActor func testGoBack_Vetoed_ChangesNothing() async throws {
        let window = Navigation()
        try window.setScreens(screens("Home", "List"), animated: false)
        struct Refused: Error {}
        let token = window.vetoChanges { _ in throw Refused() }
        let recorder = NavigationRecorder(window, exhaustive: false)

        XCTAssertThrowsError(try window.goBack(animated: false))

        XCTAssertEqual(recorder.recordedLines, [])
        XCTAssertEqual(window.screens.map(\.title), ["Home", "List"])
        token.cancel()
    }

    @MainActor func testClose_APushedScreen_PopsItWithWhatIsAboveIt_ARootOfASheet_DismissesIt() async throws {
        let window = Navigation()
        let pushed = screens("Home", "A", "B", "C")
        try window.setScreens(pushed, animated: false)
        let sheet = try window.present(Screen(title: "Sheet"), animated: false)
        let recorder = NavigationRecorder(window, exhaustive: false)

        try sheet.rootScreen?.close(animated: false)
        try pushed[2].close(animated: true)

        XCTAssertEqual(recorder.recordedChanges, [#"dismissed "Sheet""#, #"popped "B", "C" (animated)"#])
        XCTAssertThrowsError(try pushed[0].close(animated: false)) { error in
            guard case .cannotPopRoot = error as? NavigationError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try pushed[2].close(animated: false)) { error in
            guard case .screenNotInNavigation = error as? NavigationError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try window.close(Screen(title: "Stranger"), animated: false)) { error in
            guard case .screenNotInStack = error as? NavigationError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(window.screens.map(\.title), ["Home", "A"])
    }

    @MainActor func testChain_FocusFirstThenBackToStartThenRoute_ReadsAsInStinsen() async throws {
        let app = RoutedApp()
        try app.startAsRoot(animated: false)
        try app.open(.item(id: 1))
        let menu = try XCTUnwrap(app.child(as: RoutedMenu.self))
        try menu.focusFirst(ProfileFlow.self)

        try menu.focusFirst(ItemsFlow.self).backToStart(animated: false).route(to: .detail(id: 3))

        XCTAssertEqual(outline(app.navigation), "Home > Menu[Items*: Items > Item 3 | Profile: Profile]")
    }
}
