import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// UIFlow's own specification of `Coordinator`, plus moving within a flow.
final class CoordinatorTests: XCTestCase {
    @MainActor func testNewCoordinator_HasNoParentAndNoChild() async {
        let coordinator = StepsCoordinator(navigation: Navigation())
        XCTAssertNil(coordinator.parent)
        XCTAssertNil(coordinator.child)
        XCTAssertNil(coordinator.startScreen)
        XCTAssertNil(coordinator.topScreen)
        XCTAssertEqual(coordinator.context.state, .root)
    }

    @MainActor func testMove_FirstScreenBecomesStartAndEachBecomesTop() async throws {
        let navigation = Navigation()
        let coordinator = StepsCoordinator(navigation: navigation, screens: 0)
        let screens = (0..<3).map { Screen(title: "\($0)") }
        var history: [String] = []
        for screen in screens {
            try coordinator.move(to: screen, animated: false)
            history.append(
                "start=\(coordinator.startScreen?.title ?? "-") top=\(coordinator.topScreen?.title ?? "-")")
        }
        XCTAssertEqual(history, ["start=0 top=0", "start=0 top=1", "start=0 top=2"])
        XCTAssertEqual(navigation.screens.map(\.id), screens.map(\.id))
    }

    @MainActor func testAfterThreeMoves_BackLeavesTwoAndBackToStartLeavesOne() async throws {
        let navigation = Navigation()
        let coordinator = StepsCoordinator(navigation: navigation, screens: 3)
        try coordinator.start(animated: false)
        XCTAssertEqual(navigation.screens.count, 3)

        try coordinator.back(animated: false)
        XCTAssertEqual(navigation.screens.count, 2)
        XCTAssertEqual(coordinator.topScreen?.title, "steps1")

        try coordinator.move(to: Screen(title: "again"), animated: false)
        try coordinator.backToStart(animated: false)
        XCTAssertEqual(navigation.screens.map(\.title), ["steps0"])
        XCTAssertIdentical(coordinator.topScreen, coordinator.startScreen)
    }

    @MainActor func testBack_AtStartScreen_ThrowsAndNeverPopsBelowStart() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "before"), animated: false)
        let coordinator = StepsCoordinator(navigation: navigation, screens: 1)
        try coordinator.start(animated: false)
        let recorder = recordNavigation(navigation)

        XCTAssertFalse(coordinator.canGoBack)
        XCTAssertThrowsError(try coordinator.back(animated: false)) {
            XCTAssertEqual($0 as? NavigationError, .alreadyAtStartScreen(coordinator: "StepsCoordinator"))
        }
        XCTAssertEqual(navigation.screens.map(\.title), ["before", "steps0"])
        recorder.assert([])
    }

    @MainActor func testBackFamily_BeforeFirstMove_ThrowNoStartScreen() async {
        let coordinator = StepsCoordinator(navigation: Navigation(), screens: 0)
        let back: (Bool) throws(NavigationError) -> Void = { try coordinator.back(animated: $0) }
        let backToTop: (Bool) throws(NavigationError) -> Void = { try coordinator.backToTop(animated: $0) }
        let backToStart: (Bool) throws(NavigationError) -> Void = {
            try coordinator.backToStart(animated: $0)
        }
        for operation in [back, backToTop, backToStart] {
            XCTAssertThrowsError(try operation(false)) {
                XCTAssertEqual($0 as? NavigationError, .noStartScreen(coordinator: "StepsCoordinator"))
            }
        }
    }

    @MainActor func testBackToTop_ReturnsToLastMovedScreen() async throws {
        let navigation = Navigation()
        let coordinator = StepsCoordinator(navigation: navigation, screens: 2)
        try coordinator.start(animated: false)
        try navigation.push(Screen(title: "pushed directly"), animated: false)
        try navigation.push(Screen(title: "and another"), animated: false)

        try coordinator.backToTop(animated: false)

        XCTAssertEqual(navigation.screens.map(\.title), ["steps0", "steps1"])
    }

    @MainActor func testBackFamily_ReturnTheCoordinator_SoCallsChain() async throws {
        let navigation = Navigation()
        let coordinator = StepsCoordinator(navigation: navigation, screens: 4)
        try coordinator.start(animated: false)
        try navigation.push(Screen(title: "pushed directly"), animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)

        let chained = try coordinator.backToTop(animated: false).back(animated: false).back(animated: false)
            .backToStart(animated: false)

        XCTAssertIdentical(chained, coordinator)
        recorder.assert([
            #"popped "pushed directly""#, #"popped "steps3""#, #"popped "steps2""#, #"popped "steps1""#,
        ])
    }

    @MainActor func testMove_ScreenAlreadyShown_ThrowsAndKeepsStartAndTop() async throws {
        let navigation = Navigation()
        let coordinator = StepsCoordinator(navigation: navigation, screens: 0)
        let shown = Screen(title: "shown")
        let other = Navigation()
        try other.push(shown, animated: false)

        XCTAssertThrowsError(try coordinator.move(to: shown, animated: false)) {
            XCTAssertEqual(
                $0 as? NavigationError, .screenAlreadyShown(screen: shown.description, navigation: other.id))
        }

        XCTAssertNil(coordinator.startScreen)
        XCTAssertNil(coordinator.topScreen)
        XCTAssertTrue(navigation.screens.isEmpty)
    }

    @MainActor func testReplaceScreens_PushedChild_ReplacesItsOwnScreensAndKeepsRunning() async throws {
        let navigation = Navigation()
        let parent = StepsCoordinator("parent", navigation: navigation)
        try parent.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        var outcomes: [ChildOutcome<Void>] = []
        try parent.start(child: child, animated: false) { outcomes.append($0) }
        let recorder = recordNavigation(navigation)
        let done = Screen(title: "done")

        try child.replaceScreens(with: [done], animated: true)

        recorder.assert([
            #"replaced "parent0", "child0", "child1" with "parent0", "done""#, #"didLoad "done""#,
            #"willDisappear "child1""#, #"willAppear "done""#, #"didDisappear "child1""#,
            #"didAppear "done""#,
        ])
        XCTAssertTrue(child.isRunning)
        XCTAssertIdentical(child.startScreen, done)
        XCTAssertIdentical(child.topScreen, done)
        XCTAssertTrue(outcomes.isEmpty, "replacing its screens does not finish the child")

        // The bookkeeping holds: a back swipe past the new start screen ends the child.
        try SimulatedUser(navigation).swipeBack()
        recorder.skipUnasserted()
        XCTAssertEqual(outcomes.map(\.cancellationReason), [.removed(by: .userInteraction)])
        XCTAssertNil(parent.child)
    }

    @MainActor func testReplaceScreens_RootCoordinator_ReplacesTheWholeStackAndKeepsAScreenListedAgain()
        async throws
    {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 2)
        try app.startAsRoot(animated: false)
        let kept = try XCTUnwrap(navigation.topScreen)
        let recorder = recordNavigation(navigation)

        try app.replaceScreens(with: [kept, Screen(title: "next")], animated: false)

        recorder.assert([
            #"replaced "app0", "app1" with "app1", "next""#, #"didLoad "next""#, #"willDisappear "app1""#,
            #"willAppear "next""#, #"didDisappear "app1""#, #"didAppear "next""#,
        ])
        XCTAssertIdentical(app.startScreen, kept)
        XCTAssertEqual(app.topScreen?.title, "next")
        try app.back(animated: false)
        XCTAssertThrowsError(try app.back(animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .alreadyAtStartScreen(coordinator: "StepsCoordinator"))
        }
        recorder.skipUnasserted()
    }

    @MainActor func testReplaceScreens_Refused_ChangesNothing() async throws {
        let navigation = Navigation()
        let parent = StepsCoordinator("parent", navigation: navigation)
        XCTAssertThrowsError(try parent.replaceScreens(with: [Screen()], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .noStartScreen(coordinator: "StepsCoordinator"))
        }
        try parent.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation)
        try parent.start(child: child, animated: false)
        let parentScreen = try XCTUnwrap(parent.startScreen)
        let childStart = try XCTUnwrap(child.startScreen)
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try child.replaceScreens(with: [], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .emptyReplacement(navigation: navigation.id))
        }
        XCTAssertThrowsError(try child.replaceScreens(with: [parentScreen], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .duplicateScreen(screen: parentScreen.description))
        }
        XCTAssertThrowsError(try parent.replaceScreens(with: [Screen()], animated: false)) { error in
            XCTAssertEqual(
                error as? NavigationError,
                .childIsRunning(coordinator: "StepsCoordinator", child: "StepsCoordinator"))
        }

        recorder.assert([])
        XCTAssertIdentical(child.startScreen, childStart)
        XCTAssertIdentical(child.topScreen, childStart)
        XCTAssertEqual(navigation.screens.map(\.title), ["parent0", "child0"])
    }

    @MainActor func testFinish_RootCoordinator_ThrowsAndChangesNothing() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator(navigation: navigation, screens: 2)
        try root.start(animated: false)
        XCTAssertFalse(root.canFinish)
        XCTAssertThrowsError(try root.finish(animated: false)) {
            XCTAssertEqual($0 as? NavigationError, .cannotFinishRoot(coordinator: "StepsCoordinator"))
            XCTAssertEqual(
                "\($0)", "Cannot finish StepsCoordinator: it is a root coordinator (it has no parent).")
        }
        XCTAssertEqual(navigation.screens.count, 2)
    }

    @MainActor func testBackToStart_UnderASheetItPresented_DismissesAndPopsInOneTransition() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 3)
        try app.startAsRoot(animated: false)
        let sheet = StepsCoordinator("sheet", navigation: Navigation(), screens: 1)
        var outcomes: [CancellationReason?] = []
        try app.present(child: sheet, animated: false) { outcomes.append($0.cancellationReason) }
        let recorder = recordNavigation(navigation, exhaustive: false)

        try app.backToStart(animated: true)

        XCTAssertEqual(
            recorder.recordedChanges, [#"dismissed "sheet0""#, #"popped "app1", "app2" (animated)"#])
        XCTAssertEqual(navigation.screens.map(\.title), ["app0"])
        XCTAssertNil(navigation.presented)
        XCTAssertTrue(sheet.isFinished)
        XCTAssertNil(app.child)
        XCTAssertEqual(outcomes, [.removed(by: .program)])
    }

    @MainActor func testBackToStart_AtTheStartUnderASheet_OnlyDismisses() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        try navigation.present(Screen(title: "Sheet"), animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)

        try app.backToStart(animated: true)

        XCTAssertEqual(recorder.recordedChanges, [#"dismissed "Sheet" (animated)"#])
        XCTAssertEqual(navigation.screens.map(\.title), ["app0"])
    }

    // MARK: Going back while a child runs

    @MainActor func testBackToStart_WhileAPushedChildRuns_FinishesItDepthFirstInOneTransition() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 3)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        let grandchild = StepsCoordinator("grandchild", navigation: navigation, screens: 1)
        let sheet = StepsCoordinator("sheet", navigation: Navigation(), screens: 1)
        var finished: [String] = []
        try app.start(child: child, animated: false) { finished.append("child: \($0.cancellationReason!)") }
        try child.start(child: grandchild, animated: false) {
            finished.append("grandchild: \($0.cancellationReason!)")
        }
        try grandchild.present(child: sheet, animated: false) {
            finished.append("sheet: \($0.cancellationReason!)")
        }
        let recorder = recordNavigation(navigation, exhaustive: false)

        try app.backToStart(animated: true)

        XCTAssertEqual(
            recorder.recordedChanges,
            [
                #"dismissed "sheet0""#,
                #"popped "app1", "app2", "child0", "child1", "grandchild0" (animated)"#,
            ])
        XCTAssertEqual(
            finished,
            ["sheet: removed(by: program)", "grandchild: parentFinished", "child: removed(by: program)"])
        XCTAssertEqual(navigation.screens.map(\.title), ["app0"])
        XCTAssertEqual([child.isFinished, grandchild.isFinished, sheet.isFinished], [true, true, true])
        XCTAssertNil(app.child)
        XCTAssertIdentical(app.topScreen, app.startScreen)
        XCTAssertEqual(app.finishedChildren, ["child"])
        recorder.finish()
    }

    @MainActor func testBackToTop_WhileAPushedChildRuns_FinishesItAndShowsTheTop() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 2)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        var finished: [String] = []
        try app.start(child: child, animated: false) { finished.append("child: \($0.cancellationReason!)") }
        let recorder = recordNavigation(navigation, exhaustive: false)

        try app.backToTop(animated: true)

        XCTAssertEqual(recorder.recordedChanges, [#"popped "child0", "child1" (animated)"#])
        XCTAssertEqual(finished, ["child: removed(by: program)"])
        XCTAssertEqual(navigation.screens.map(\.title), ["app0", "app1"])
        XCTAssertNil(app.child)
        XCTAssertEqual(app.topScreen?.title, "app1")
        recorder.finish()
    }

    @MainActor func testBackToStart_PushedChildRunsAndAVetoRefusesAPop_ChangesNothing() async throws {
        struct NotNow: Error {}
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 2)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        var finished: [String] = []
        try app.start(child: child, animated: false) { finished.append("child: \($0.cancellationReason!)") }
        let before = navigation.content
        let recorder = recordNavigation(navigation)
        let veto = navigation.vetoChanges { event in
            if case .popped = event.change { throw NotNow() }
        }

        XCTAssertThrowsError(try app.backToStart(animated: true)) {
            guard case .vetoed(.popped, _) = $0 as? NavigationError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try app.backToTop(animated: true))

        veto.cancel()
        XCTAssertEqual(navigation.content, before)
        XCTAssertIdentical(app.child, child)
        XCTAssertTrue(child.isRunning)
        XCTAssertEqual(child.topScreen?.title, "child1")
        XCTAssertEqual(finished, [])
        XCTAssertEqual(recorder.recordedLines, [])
        recorder.finish()
    }

    @MainActor func testBack_WhileAPushedChildRuns_IsRefused() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 2)
        try app.startAsRoot(animated: false)
        try app.start(child: StepsCoordinator("child", navigation: navigation), animated: false)

        XCTAssertThrowsError(try app.back(animated: false)) {
            XCTAssertEqual(
                $0 as? NavigationError,
                .childIsRunning(coordinator: "StepsCoordinator", child: "StepsCoordinator"))
        }
        XCTAssertEqual(navigation.screens.map(\.title), ["app0", "app1", "child0"])
    }

    // MARK: Pushing under a presentation

    @MainActor func testMove_WhileItsNavigationPresents_IsRefusedAndChangesNothing() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let sheet = try navigation.present(Screen(title: "Terms"), animated: false)
        let before = navigation.content
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try app.move(to: Screen(title: "Welcome"), animated: true)) {
            XCTAssertEqual(
                $0 as? NavigationError,
                .coveredByPresentation(
                    navigation: navigation.id, presented: sheet.id, top: sheet.topScreen?.description))
        }

        XCTAssertEqual(navigation.content, before)
        XCTAssertEqual(app.topScreen?.title, "app0")
        XCTAssertEqual(recorder.recordedLines, [])
    }

    @MainActor func testMove_WithinAPresentedScreensNavigation_HostsTheFlowsNextPush() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let sheet = try navigation.present(Screen(title: "Terms"), animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)

        // A screen presented without a coordinator: the flow's next push goes into its navigation.
        try sheet.push(Screen(title: "Privacy"), animated: true)
        try sheet.userDidGoBack()
        try app.backToStart(animated: true)
        try app.move(to: Screen(title: "Welcome"), animated: true)

        XCTAssertEqual(
            recorder.recordedChanges,
            [
                #"pushed "Privacy" (animated)"#, #"popped "Privacy" (animated)"#,
                #"dismissed "Terms" (animated)"#,
                #"pushed "Welcome" (animated)"#,
            ])
        XCTAssertEqual(navigation.screens.map(\.title), ["app0", "Welcome"])
    }
}
