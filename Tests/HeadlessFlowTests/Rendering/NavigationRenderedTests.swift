import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// A change's completion for the end of its animation: `whenRendered` and
/// `route(to:animated:completion:)`, with and without a renderer reporting transitions.
final class NavigationRenderedTests: XCTestCase {
    @MainActor private func makeApp() throws -> (RoutedApp, Navigation) {
        let app = RoutedApp()
        try app.startAsRoot(animated: false)
        return (app, app.navigation)
    }

    @MainActor func testRouteCompletion_NoRenderer_RunsOnceTheChangeHasSettled() async throws {
        let (app, navigation) = try makeApp()
        let recorder = NavigationRecorder(navigation, exhaustive: false)
        var log: [String] = []

        try app.route(to: .profile) { log.append("completion after \(recorder.recordedLines.last ?? "-")") }

        XCTAssertEqual(log, [#"completion after didAppear "Profile""#])
    }

    @MainActor func testRouteCompletion_WaitsForEveryTransitionTheRendererReports() async throws {
        let (app, navigation) = try makeApp()
        var log: [String] = []
        navigation.renderingTransitionWillBegin()
        navigation.renderingTransitionWillBegin()

        let items: ItemsFlow = try app.route(to: .items) { log.append("items shown") }
        try items.route(to: .detail(id: 2)) { log.append("detail shown") }
        XCTAssertEqual(log, [])
        navigation.renderingTransitionDidEnd()
        XCTAssertEqual(log, [], "one transition still runs")
        navigation.renderingTransitionDidEnd()
        navigation.renderingTransitionDidEnd()  // an end too many is ignored

        XCTAssertEqual(log, ["items shown", "detail shown"])
        try items.route(to: .detail(id: 3)) { log.append("then at once") }
        XCTAssertEqual(log, ["items shown", "detail shown", "then at once"])
    }

    @MainActor func testRouteCompletion_RouteRefused_IsNeverCalled() async throws {
        let (app, navigation) = try makeApp()
        var calls = 0

        XCTAssertThrowsError(try app.route(to: .comment(item: 1, comment: -1)) { calls += 1 })
        navigation.renderingTransitionWillBegin()
        navigation.renderingTransitionDidEnd()

        XCTAssertEqual(calls, 0)
    }

    @MainActor func testWhenRendered_InsideATransaction_WaitsForItsEnd() async throws {
        let navigation = Navigation()
        var log: [String] = []
        try navigation.push(Screen(title: "Home"), animated: false)

        try Navigation.transaction { () throws in
            try navigation.push(Screen(title: "A"), animated: true)
            navigation.whenRendered { log.append("rendered with \(navigation.screens.count) screens") }
            try navigation.push(Screen(title: "B"), animated: true)
            log.append("transaction ends")
        }

        XCTAssertEqual(log, ["transaction ends", "rendered with 3 screens"])
    }
}
