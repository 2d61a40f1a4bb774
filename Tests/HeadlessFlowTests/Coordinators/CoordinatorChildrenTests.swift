import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class CoordinatorChildrenTests: XCTestCase {
    /// A root coordinator on a new navigation, showing one screen titled "R".
    @MainActor private func makeRootShowingR() throws -> (Navigation, StepsCoordinator) {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation, screens: 0)
        try root.move(to: Screen(title: "R"), animated: false)
        return (navigation, root)
    }

    /// Keeps `screens` alive until the test ends: the recorder names a screen freed before the
    /// change removing it is announced by its ID, and the lines should name them by title.
    @MainActor private func keepAlive(_ screens: some Collection<Screen>) {
        let screens = Array(screens)
        addTeardownBlock { @MainActor in withExtendedLifetime(screens) {} }
    }

    // MARK: UIFlow's specification

    @MainActor func testStartChild_LinksBothWaysAndFinishUnlinks() async throws {
        let navigation = Navigation()
        let parent = StepsCoordinator("parent", navigation: navigation)
        try parent.start(animated: false)
        let child = StepsCoordinator("child", navigation: navigation)

        try parent.start(child: child, animated: false)
        XCTAssertIdentical(child.parent, parent)
        XCTAssertIdentical(parent.child, child)
        XCTAssertTrue(child.isRunning)

        try child.finish(animated: false)
        XCTAssertNil(child.parent)
        XCTAssertNil(parent.child)
        XCTAssertTrue(child.isFinished)
        XCTAssertEqual(parent.finishedChildren, ["child"])
    }

    @MainActor func testFinish_PopsChildScreensBackToParentTop() async throws {
        let navigation = Navigation()
        let parent = StepsCoordinator("parent", navigation: navigation, screens: 2)
        try parent.start(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 3)
        try parent.start(child: child, animated: false)
        XCTAssertEqual(navigation.screens.count, 5)
        keepAlive(navigation.screens)
        let recorder = recordNavigation(navigation)

        try child.finish(animated: true)

        XCTAssertEqual(navigation.screens.map(\.title), ["parent0", "parent1"])
        recorder.assert([
            #"popped "child0", "child1", "child2""#, #"willDisappear "child2""#, #"willAppear "parent1""#,
            #"didDisappear "child2""#, #"didAppear "parent1""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [true])
    }

    @MainActor func testFinish_ParentTopPushedWithoutMove_IsVisibleAgain() async throws {
        let navigation = Navigation()
        let parent = StepsCoordinator("parent", navigation: navigation, screens: 1)
        try parent.start(animated: false)
        let direct = Screen(title: "pushed without move")
        try navigation.push(direct, animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        try parent.start(child: child, animated: false)

        try child.finish(animated: false)

        XCTAssertIdentical(navigation.topScreen, direct)
        XCTAssertIdentical(parent.topScreen, direct)
    }

    // MARK: One child at a time

    @MainActor func testStartChild_WhileAnotherRuns_FinishesItDepthFirstThenStartsNew() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let first = StepsCoordinator("first", navigation: navigation)
        let grandchild = StepsCoordinator("grandchild", navigation: navigation)
        var outcomes: [String] = []
        try root.start(child: first, animated: false) {
            outcomes.append("first: \($0.cancellationReason.map(String.init(describing:)) ?? "finished")")
        }
        try first.start(child: grandchild, animated: false) {
            outcomes.append(
                "grandchild: \($0.cancellationReason.map(String.init(describing:)) ?? "finished")")
        }
        let second = StepsCoordinator("second", navigation: navigation)

        try root.start(child: second, animated: false)

        XCTAssertEqual(
            outcomes,
            ["grandchild: parentFinished", "first: replaced"])
        XCTAssertEqual(first.finishedChildren, ["grandchild"])
        XCTAssertEqual(root.finishedChildren, ["first"])
        XCTAssertIdentical(root.child, second)
        XCTAssertEqual(navigation.screens.map(\.title), ["root0", "second0"])
        XCTAssertTrue(grandchild.isFinished)
    }

    @MainActor func testFinish_WhileGrandchildRuns_FinishesDepthFirst() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        let grandchild = StepsCoordinator("grandchild", navigation: navigation, screens: 2)
        var order: [String] = []
        try root.start(child: child, animated: false) { _ in order.append("child") }
        try child.start(child: grandchild, animated: false) { _ in order.append("grandchild") }

        try child.finish(animated: false)

        XCTAssertEqual(order, ["grandchild", "child"])
        XCTAssertEqual(navigation.screens.map(\.title), ["root0"])
        XCTAssertNil(root.child)
        XCTAssertNil(child.child)
    }

    @MainActor func testParentMove_WhileChildRunsOnSameNavigation_Throws() async throws {
        let navigation = Navigation()
        let parent = StepsCoordinator("parent", navigation: navigation)
        try parent.start(animated: false)
        try parent.start(child: StepsCoordinator("child", navigation: navigation), animated: false)

        XCTAssertThrowsError(try parent.move(to: Screen(), animated: false)) {
            XCTAssertEqual(
                $0 as? NavigationError,
                .childIsRunning(coordinator: "StepsCoordinator", child: "StepsCoordinator"))
        }
        XCTAssertEqual(navigation.screens.count, 2)
    }

    @MainActor func testStartChild_InvalidChildren_ThrowAndChangeNothing() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let child = StepsCoordinator("child", navigation: navigation)
        try root.start(child: child, animated: false)

        XCTAssertThrowsError(try child.start(child: root, animated: false)) {
            XCTAssertEqual(
                $0 as? NavigationError, .coordinatorAlreadyRunning(coordinator: "StepsCoordinator"))
        }
        XCTAssertThrowsError(try child.start(child: child, animated: false))
        let elsewhere = StepsCoordinator("elsewhere", navigation: Navigation())
        XCTAssertThrowsError(try child.start(child: elsewhere, animated: false)) {
            guard case .childNavigationMismatch = $0 as? NavigationError else {
                return XCTFail("unexpected \($0)")
            }
        }
        XCTAssertIdentical(root.child, child)
        XCTAssertNil(child.child)
        XCTAssertEqual(navigation.screens.map(\.title), ["root0", "child0"])
    }

    @MainActor func testFinish_Twice_SecondThrowsNotRunning() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let child = StepsCoordinator("child", navigation: navigation)
        try root.start(child: child, animated: false)
        try child.finish(animated: false)

        XCTAssertThrowsError(try child.finish(animated: false)) {
            XCTAssertEqual($0 as? NavigationError, .coordinatorNotRunning(coordinator: "StepsCoordinator"))
        }
        XCTAssertThrowsError(try child.move(to: Screen(), animated: false), "a finished flow cannot push")
        XCTAssertEqual(navigation.screens.map(\.title), ["root0"])
    }

    @MainActor func testStartChild_StartThrows_UnlinksAndRestoresModel() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let failing = FailingCoordinator(navigation: navigation)
        var outcomes: [ChildOutcome<Void>] = []

        XCTAssertThrowsError(try root.start(child: failing, animated: false) { outcomes.append($0) }) {
            XCTAssertTrue($0 is FailingCoordinator.StartFailed)
        }

        XCTAssertEqual(navigation.screens.map(\.title), ["root0"])
        XCTAssertNil(root.child)
        XCTAssertNil(failing.parent)
        XCTAssertTrue(outcomes.isEmpty)
        XCTAssertEqual(root.finishedChildren, [])
    }

    // MARK: Results

    @MainActor func testFinishWithOutput_HandsTypedOutputToParent() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let picker = PickerCoordinator(navigation: navigation)
        var outcomes: [ChildOutcome<Int>] = []
        try root.start(child: picker, animated: false) { outcomes.append($0) }

        try picker.finish(with: 42, animated: false)

        XCTAssertEqual(outcomes, [.finished(42)])
        XCTAssertEqual(outcomes.first?.output, 42)
    }

    @MainActor func testFinishWithoutOutput_NonVoidOutput_ReportsCancellation() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let picker = PickerCoordinator(navigation: navigation)
        var outcomes: [ChildOutcome<Int>] = []
        try root.start(child: picker, animated: false) { outcomes.append($0) }

        try picker.finish(animated: false)

        XCTAssertEqual(outcomes, [.cancelled(.finishedWithoutOutput)])
    }

    // MARK: User-initiated changes

    @MainActor func testUserBackSwipe_PastChildStart_FinishesChild() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation, screens: 2)
        try root.start(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 1)
        var outcomes: [ChildOutcome<Void>] = []
        try root.start(child: child, animated: false) { outcomes.append($0) }
        let recorder = recordNavigation(navigation)

        try SimulatedUser(navigation).swipeBack()

        recorder.assert([
            #"popped "child0" (userInteraction)"#, #"willDisappear "child0""#, #"willAppear "root1""#,
            #"didDisappear "child0""#, #"didAppear "root1""#,
        ])
        XCTAssertEqual(outcomes.map(\.cancellationReason), [.removed(by: .userInteraction)])
        XCTAssertNil(root.child)
        XCTAssertEqual(root.finishedChildren, ["child"])
        XCTAssertEqual(navigation.screens.map(\.title), ["root0", "root1"])
        XCTAssertEqual(root.topScreen?.title, "root1")
        try root.move(to: Screen(title: "next"), animated: false)
        recorder.assert([
            #"pushed "next""#, #"didLoad "next""#, #"willDisappear "root1""#, #"willAppear "next""#,
            #"didDisappear "root1""#, #"didAppear "next""#,
        ])
    }

    @MainActor func testUserBackSwipe_WithinChild_KeepsChildRunningAndTracksTop() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 3)
        try root.start(child: child, animated: false)

        try navigation.userDidGoBack()

        XCTAssertTrue(child.isRunning)
        XCTAssertEqual(child.topScreen?.title, "child1")
        try child.back(animated: false)
        XCTAssertThrowsError(try child.back(animated: false))
    }

    @MainActor func testUserPopToRoot_FinishesNestedChildrenOutermostLast() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let child = StepsCoordinator("child", navigation: navigation)
        let grandchild = StepsCoordinator("grandchild", navigation: navigation)
        var order: [String] = []
        try root.start(child: child, animated: false) { _ in order.append("child") }
        try child.start(child: grandchild, animated: false) { _ in order.append("grandchild") }

        try SimulatedUser(navigation).goBack(to: "root0")

        XCTAssertEqual(order, ["grandchild", "child"])
        XCTAssertNil(root.child)
    }

    // MARK: Modal children

    @MainActor func testPresentChild_ArrivesAsOnePresentedEventListingItsScreens() async throws {
        let (navigation, root) = try makeRootShowingR()
        let modal = StepsCoordinator("modal", navigation: Navigation(), screens: 2)
        let recorder = recordNavigation(navigation)

        try root.present(child: modal, animated: true)

        let screens = modal.navigation.screens.map(\.id)
        XCTAssertEqual(screens.count, 2)
        recorder.assert([
            #"presented "modal0", "modal1""#, #"didLoad "modal1""#, #"willDisappear "R""#,
            #"willAppear "modal1""#, #"didDisappear "R""#, #"didAppear "modal1""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents,
            [
                NavigationEvent(
                    navigation: navigation.id,
                    change: .presented(
                        NavigationEvent.NavigationContent(
                            id: modal.navigation.id, screens: screens.map { .screen($0) }),
                        style: .sheet),
                    animated: true)
            ])
    }

    @MainActor func testPresentChild_FinishDismissesModal() async throws {
        let (navigation, root) = try makeRootShowingR()
        let modal = StepsCoordinator("modal", navigation: Navigation(), screens: 2)
        let recorder = recordNavigation(navigation)

        try root.present(child: modal, animated: true)
        XCTAssertIdentical(navigation.presented, modal.navigation)
        XCTAssertEqual(navigation.visibleScreen?.title, "modal1")
        recorder.assert([
            #"presented "modal0", "modal1""#, #"didLoad "modal1""#, #"willDisappear "R""#,
            #"willAppear "modal1""#, #"didDisappear "R""#, #"didAppear "modal1""#,
        ])

        try modal.finish(animated: true)

        XCTAssertNil(navigation.presented)
        recorder.assert([
            #"dismissed "modal1""#, #"willDisappear "modal1""#, #"willAppear "R""#, #"didDisappear "modal1""#,
            #"didAppear "R""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [
                .presented(modal.navigation.content, style: .sheet),
                .dismissed(modal.navigation.id, top: modal.navigation.topScreen?.id),
            ])
    }

    @MainActor func testPresentChild_UserDismissesSheet_FinishesChild() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        let modal = StepsCoordinator("modal", navigation: Navigation())
        var outcomes: [ChildOutcome<Void>] = []
        try root.present(child: modal, animated: false) { outcomes.append($0) }

        try SimulatedUser(navigation).swipeDownSheet()

        XCTAssertEqual(outcomes.map(\.cancellationReason), [.removed(by: .userInteraction)])
        XCTAssertNil(root.child)
        XCTAssertTrue(modal.isFinished)
    }

    @MainActor func testPresentChild_SharingParentNavigation_Throws() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation)
        try root.start(animated: false)
        XCTAssertThrowsError(
            try root.present(child: StepsCoordinator(navigation: navigation), animated: false)
        ) {
            XCTAssertEqual($0 as? NavigationError, .navigationInUse(navigation: navigation.id))
        }
        XCTAssertNil(root.child)
    }

    // MARK: Edge cases found by the randomized test

    @MainActor func testFinish_ChildStartedOnEmptyNavigation_TakesAllItsScreens() async throws {
        let navigation = Navigation()
        let root = StepsCoordinator("root", navigation: navigation, screens: 0)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        try root.start(child: child, animated: false)
        keepAlive(navigation.screens)
        let recorder = recordNavigation(navigation)

        try child.finish(animated: false)

        XCTAssertTrue(navigation.screens.isEmpty)
        recorder.assert([
            #"popped "child0", "child1""#, #"willDisappear "child1""#, #"didDisappear "child1""#,
        ])
    }

    @MainActor func testPushedGrandchild_InsideModalChild_DoesNotHideModalFromItsFlow() async throws {
        let window = Navigation()
        let root = StepsCoordinator("root", navigation: window)
        try root.start(animated: false)
        let modal = StepsCoordinator("modal", navigation: Navigation())
        try root.present(child: modal, animated: false)
        let pushed = StepsCoordinator("pushed", navigation: modal.navigation)
        try modal.start(child: pushed, animated: false)
        try pushed.finish(animated: false)

        try window.dismiss(animated: false)

        XCTAssertTrue(modal.isFinished, "dismissing the modal still finishes the flow presented in it")
        XCTAssertNil(root.child)
    }

    // MARK: One transition per start and per finish

    @MainActor func testStartChild_MovingToSeveralScreens_OnlyLastAppears() async throws {
        let (navigation, root) = try makeRootShowingR()
        let recorder = recordNavigation(navigation)
        let child = TitlesCoordinator(navigation: navigation, titles: ["A", "B"])

        try root.start(child: child, animated: true)
        recorder.assert([
            #"pushed "A""#, #"pushed "B""#, #"didLoad "B""#, #"willDisappear "R""#, #"willAppear "B""#,
            #"didDisappear "R""#, #"didAppear "B""#,
        ])
        keepAlive(navigation.screens)

        try child.finish(animated: true)
        recorder.assert([
            #"popped "A", "B""#, #"willDisappear "B""#, #"willAppear "R""#, #"didDisappear "B""#,
            #"didAppear "R""#,
        ])
    }

    @MainActor func testFinish_ParentHearsOfItAfterItsScreenAppeared() async throws {
        let (navigation, root) = try makeRootShowingR()
        let recorder = recordNavigation(navigation)
        let child = TitlesCoordinator(navigation: navigation, titles: ["A"])
        var linesWhenParentHeard: [String]?
        try root.start(child: child, animated: false) { _ in linesWhenParentHeard = recorder.unassertedLines }
        recorder.skipUnasserted()

        try child.finish(animated: false)

        let finish = [
            #"popped "A""#, #"willDisappear "A""#, #"willAppear "R""#, #"didDisappear "A""#,
            #"didAppear "R""#,
        ]
        recorder.assert(finish)
        XCTAssertEqual(linesWhenParentHeard, finish, "the parent hears of it after every callback")
    }

    // MARK: - Replacing a child's onFinish

    @MainActor func testSetOnFinish_WhileTheChildRuns_OnlyTheNewClosureHearsTheOutput() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)
        let picker = PickerCoordinator(navigation: window)
        var heard: [String] = []
        try app.start(child: picker, animated: false) { heard.append("first \($0)") }

        try app.setOnFinish(of: picker) { heard.append("second \($0)") }
        try picker.finish(with: 5, animated: false)

        XCTAssertEqual(heard, ["second finished(5)"])
    }

    @MainActor func testSetOnFinish_Nil_RemovesIt() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)
        let picker = PickerCoordinator(navigation: window)
        var heard: [String] = []
        try app.start(child: picker, animated: false) { heard.append("\($0)") }

        try app.setOnFinish(of: picker, nil)
        try picker.finish(with: 5, animated: false)

        XCTAssertEqual(heard, [])
        XCTAssertEqual(app.finishedChildren, ["PickerCoordinator"])
    }

    @MainActor func testSetOnFinish_NotAChild_ThrowsAndKeepsTheOldClosure() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)
        let picker = PickerCoordinator(navigation: window)
        var heard: [String] = []
        try app.start(child: picker, animated: false) { heard.append("kept \($0)") }
        let stranger = StepsCoordinator("stranger", navigation: window)

        XCTAssertThrowsError(try stranger.setOnFinish(of: picker) { heard.append("stolen \($0)") }) {
            XCTAssertEqual(
                $0 as? NavigationError,
                .notAChild(coordinator: "StepsCoordinator", child: "PickerCoordinator"))
        }
        // A throwing transaction puts the replaced closure back.
        XCTAssertThrowsError(
            try Navigation.transaction {
                try app.setOnFinish(of: picker) { heard.append("undone \($0)") }
                throw StepsCoordinator.StartFailed(name: "body")
            })
        try picker.finish(with: 1, animated: false)

        XCTAssertEqual(heard, ["kept finished(1)"])
    }

    // MARK: Pushing under a presentation

    @MainActor func testStartChild_WhileTheNavigationPresents_IsRefusedAndTheRunningChildStays() async throws
    {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let running = StepsCoordinator("running", navigation: navigation, screens: 1)
        try app.start(child: running, animated: false)
        let sheet = try navigation.present(Screen(title: "Terms"), animated: false)
        let before = navigation.content
        let recorder = recordNavigation(navigation)
        let child = StepsCoordinator("child", navigation: navigation, screens: 1)

        XCTAssertThrowsError(try app.start(child: child, animated: true)) {
            XCTAssertEqual(
                $0 as? NavigationError,
                .coveredByPresentation(
                    navigation: navigation.id, presented: sheet.id, top: sheet.topScreen?.description))
        }

        XCTAssertEqual(navigation.content, before)
        XCTAssertIdentical(app.child, running)
        XCTAssertTrue(running.isRunning)
        XCTAssertFalse(child.isRunning)
        XCTAssertEqual(recorder.recordedLines, [])
    }

    @MainActor func testStartChild_ReplacingAPresentedChild_DismissesItAndPushes() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        try app.present(child: StepsCoordinator("sheet", navigation: Navigation()), animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)

        try app.start(child: StepsCoordinator("next", navigation: navigation), animated: true)

        XCTAssertEqual(recorder.recordedChanges, [#"dismissed "sheet0""#, #"pushed "next0" (animated)"#])
    }
}

/// A coordinator that moves to screens with the given titles.
@MainActor
private final class TitlesCoordinator: Coordinator {
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
