import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Children whose type is known only at run time: started, presented and added as tabs through
/// `any Coordinator`, with the same rules and outcomes as typed children.
final class CoordinatorChildrenChosenAtRunTimeTests: XCTestCase {
    @MainActor private func home(_ kind: String, navigation: Navigation) -> any Coordinator {
        kind == "picker"
            ? PickerCoordinator(navigation: navigation) : StepsCoordinator(kind, navigation: navigation)
    }

    @MainActor func testStart_AnyCoordinator_RunsItAndHandsItsOutputBackAsAny() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)
        let recorder = recordNavigation(window)
        var outcomes: [String] = []

        let chosen = home("picker", navigation: window)
        try app.start(child: chosen, animated: true) { outcome in
            outcomes.append(
                "\(outcome.output.map { "\($0)" } ?? "cancelled: \(outcome.cancellationReason!)")")
        }
        try XCTUnwrap(chosen as? PickerCoordinator).finish(with: 42, animated: false)

        XCTAssertEqual(outcomes, ["42"])
        XCTAssertNil(app.child)
        recorder.assert([
            #"pushed "picker""#, #"didLoad "picker""#, #"willDisappear "app0""#,
            #"willAppear "picker""#, #"didDisappear "app0""#, #"didAppear "picker""#,
            #"popped "picker""#, #"willDisappear "picker""#, #"willAppear "app0""#,
            #"didDisappear "picker""#, #"didAppear "app0""#,
        ])
    }

    @MainActor func testStart_AnyCoordinator_ReplacingAnother_TheFirstIsCancelledAsReplaced() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)
        var outcomes: [String] = []
        for kind in ["list", "grid"] {
            try app.start(child: home(kind, navigation: window), animated: false) { outcome in
                outcomes.append("\(kind): \(outcome.cancellationReason.map { "\($0)" } ?? "finished")")
            }
        }
        XCTAssertEqual(outcomes, ["list: replaced"])
        XCTAssertEqual((app.child as? StepsCoordinator)?.name, "grid")
        XCTAssertEqual(window.screens.map(\.title), ["app0", "grid0"])
    }

    @MainActor func testStart_AnyCoordinator_ThatThrows_ChangesNothing() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)
        let failing = StepsCoordinator("failing", navigation: window, screens: 2)
        failing.failAfterMoves = 1
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(try app.start(child: failing as any Coordinator, animated: false)) { error in
            XCTAssertEqual(error as? StepsCoordinator.StartFailed, .init(name: "failing"))
        }

        recorder.assert([])
        XCTAssertNil(app.child)
        XCTAssertEqual(window.screens.map(\.title), ["app0"])
    }

    @MainActor func testPresentAndAddItem_AnyCoordinator() async throws {
        let window = Navigation()
        let menu = TestTabBarCoordinator(navigation: window)
        try menu.startAsRoot(animated: false)
        let tab: any Coordinator = StepsCoordinator("tab", navigation: Navigation())
        try menu.addItem(TabBarItem(title: "Tab"), coordinator: tab)
        var outcomes: [String] = []
        let sheet: any Coordinator = StepsCoordinator("sheet", navigation: Navigation())
        try menu.present(child: sheet, style: .fullScreen, animated: false) { outcome in
            outcomes.append("\(outcome.output.map { "finished \($0)" } ?? "cancelled")")
        }

        XCTAssertIdentical(menu.items.first, tab)
        XCTAssertEqual(window.presented?.screens.map(\.title), ["sheet0"])
        XCTAssertEqual(window.presented?.presentationStyle, .fullScreen)
        try sheet.finish(animated: false)
        XCTAssertEqual(outcomes, ["finished ()"])
    }
}
