import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class CoordinatorFlowsTests: XCTestCase {
    /// A root coordinator showing `app0`.
    @MainActor private func makeApp() throws -> (app: StepsCoordinator, navigation: Navigation) {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation)
        try app.startAsRoot(animated: false)
        return (app, navigation)
    }

    @MainActor func testRun_PushesOntoItsNavigation_MovesToThemSoTheyBelongToItsFlow() async throws {
        let (app, navigation) = try makeApp()
        let recorder = recordNavigation(navigation)

        try app.run(.push("A") { Screen(title: "A") } + .push("B") { Screen(title: "B") }, animated: true)

        XCTAssertEqual(app.startScreen?.title, "app0")
        XCTAssertEqual(app.topScreen?.title, "B")
        recorder.assert([
            #"pushed "A""#, #"pushed "B""#, #"didLoad "B""#, #"willDisappear "app0""#, #"willAppear "B""#,
            #"didDisappear "app0""#, #"didAppear "B""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, true])
        try app.back(animated: false)  // the coordinator owns them: back goes to A
        XCTAssertEqual(app.topScreen?.title, "A")
        recorder.skipUnasserted()
    }

    @MainActor func testRun_PresentThenPush_PushesOntoThePresentedNavigationWithoutMoving() async throws {
        let (app, navigation) = try makeApp()
        let recorder = recordNavigation(navigation)

        try app.run(
            .present("Sheet") { Screen(title: "Sheet") } + .push("More") { Screen(title: "More") },
            animated: true)

        XCTAssertEqual(outline(navigation), "app0 ^ (Sheet > More)")
        XCTAssertEqual(app.topScreen?.title, "app0")
        recorder.assert([
            #"presented "Sheet", "More""#, #"didLoad "More""#, #"willDisappear "app0""#,
            #"willAppear "More""#,
            #"didDisappear "app0""#, #"didAppear "More""#,
        ])
    }

    @MainActor func testRun_ReplaceStart_KeepsTheCoordinatorRunningOnTheNewScreen() async throws {
        let (app, navigation) = try makeApp()
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        var outcomes: [String] = []
        try app.start(child: child, animated: false) { outcomes.append("\($0)") }
        let recorder = recordNavigation(navigation)

        try child.run(
            .replaceStart("Home") { Screen(title: "Home") } + .push("Detail") { Screen(title: "Detail") },
            animated: true)

        XCTAssertEqual(outline(navigation), "app0 > Home > Detail")
        XCTAssertIdentical(app.child, child)
        XCTAssertEqual(child.startScreen?.title, "Home")
        XCTAssertEqual(child.topScreen?.title, "Detail")
        XCTAssertEqual(outcomes, [])
        recorder.assert([
            #"replaced "app0", "child0", "child1" with "app0", "Home""#, #"pushed "Detail""#,
            #"didLoad "Detail""#,
            #"willDisappear "child1""#, #"willAppear "Detail""#, #"didDisappear "child1""#,
            #"didAppear "Detail""#,
        ])
        try child.finish(animated: false)
        XCTAssertEqual(outline(navigation), "app0")
        recorder.skipUnasserted()
    }

    @MainActor func testRun_WhileAChildRunsOnItsNavigation_PushIsRefusedAndNothingChanges() async throws {
        let (app, navigation) = try makeApp()
        let child = StepsCoordinator("child", navigation: navigation)
        try app.start(child: child, animated: false)
        let recorder = recordNavigation(navigation)

        let flow =
            Flow.present("Sheet") { Screen(title: "Sheet") } + .dismiss + .push("A") { Screen(title: "A") }
        XCTAssertThrowsError(try app.run(flow, animated: true)) {
            guard case .stepFailed(3, #"push "A""#, let underlying) = $0 as? FlowError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(
                underlying as? NavigationError,
                .childIsRunning(coordinator: "StepsCoordinator", child: "StepsCoordinator"))
        }
        XCTAssertEqual(outline(navigation), "app0 > child0")
        XCTAssertIdentical(app.child, child)
        recorder.assert([])
    }

    @MainActor func testRun_PopPastAChildsStartScreen_FinishesTheChildBeforeTheCompletion() async throws {
        let (app, navigation) = try makeApp()
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        var log: [String] = []
        try app.start(child: child, animated: false) { log.append("onFinish \($0)") }
        let recorder = recordNavigation(navigation)

        try child.run(Flow.popToRoot.completion { log.append("completion") }, animated: true)

        XCTAssertNil(app.child)
        XCTAssertTrue(child.isFinished)
        XCTAssertEqual(log, ["onFinish cancelled(removed(by: program))", "completion"])
        recorder.assert([
            #"popped "child0", "child1""#, #"willDisappear "child1""#, #"willAppear "app0""#,
            #"didDisappear "child1""#, #"didAppear "app0""#,
        ])
    }

    @MainActor func testCanRun_WhileAChildRunsOnItsNavigation_RefusesAPushButNotAPresent() async throws {
        let (app, navigation) = try makeApp()
        try app.start(child: StepsCoordinator("child", navigation: navigation), animated: false)
        let recorder = recordNavigation(navigation)

        XCTAssertFalse(app.canRun(.push("A") { Screen(title: "A") }))
        XCTAssertTrue(app.canRun(.present("Sheet") { Screen(title: "Sheet") }))
        XCTAssertEqual(outline(navigation), "app0 > child0")
        recorder.assert([])
    }

    @MainActor func testPlan_ReplaceStart_ChangesNothingInTheTree() async throws {
        let (app, navigation) = try makeApp()
        let recorder = recordNavigation(navigation)

        let plan = try app.plan(.replaceStart("Home") { Screen(title: "Home") }, animated: false)

        XCTAssertEqual(plan.steps, [#"1. replace start with "Home""#])
        XCTAssertEqual(plan.changes, [#"replaced "app0" with "Home""#])
        XCTAssertEqual(app.startScreen?.title, "app0")
        XCTAssertEqual(app.topScreen?.title, "app0")
        XCTAssertEqual(outline(navigation), "app0")
        recorder.assert([])
    }
}
