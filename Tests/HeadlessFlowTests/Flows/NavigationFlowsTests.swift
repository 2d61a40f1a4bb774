import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class NavigationFlowsTests: XCTestCase {
    /// A navigation showing `Root`.
    @MainActor private func makeNavigation() throws -> Navigation {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Root"), animated: false)
        return navigation
    }

    /// A navigation showing a tab bar `Tabs` whose tabs show `Feed` and `Profile`.
    @MainActor private func makeTabs() throws -> (navigation: Navigation, tabBar: TabBar) {
        let navigation = try makeNavigation()
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        for title in ["Feed", "Profile"] {
            let tab = Navigation()
            try tab.push(Screen(title: title), animated: false)
            try tabBar.addTab(TabBarItem(title: title), navigation: tab)
        }
        return (navigation, tabBar)
    }

    struct Refused: Error, Equatable {}

    // MARK: - One transition

    @MainActor func testRun_SeveralSteps_IsOneTransitionWithOnlyTheLastAnimatedChangeAnimated() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)

        try navigation.run(
            .push("Items") { Screen(title: "Items") }
                + .push("Item 1") { Screen(title: "Item 1") }
                + .present("Compose") { Screen(title: "Compose") }
                + .push("Attachments") { Screen(title: "Attachments") },
            animated: true)

        recorder.assert([
            #"pushed "Items""#, #"pushed "Item 1""#, #"presented "Compose", "Attachments""#,
            #"didLoad "Attachments""#, #"willDisappear "Root""#, #"willAppear "Attachments""#,
            #"didDisappear "Root""#, #"didAppear "Attachments""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, false, true])
        XCTAssertEqual(outline(navigation), "Root > Items > Item 1 ^ (Compose > Attachments)")
    }

    @MainActor func testRun_NotAnimated_AnimatesNothing() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)

        try navigation.run(
            .push("A") { Screen(title: "A") } + .push("B") { Screen(title: "B") }, animated: false)

        recorder.assert([
            #"pushed "A""#, #"pushed "B""#, #"didLoad "B""#, #"willDisappear "Root""#, #"willAppear "B""#,
            #"didDisappear "Root""#, #"didAppear "B""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, false])
    }

    // MARK: - Which navigation each step acts on

    @MainActor func testRun_DismissAfterPresent_ReturnsToThePresenter() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)
        let sheet = Screen(title: "Sheet")
        let inside = Screen(title: "Inside")

        try navigation.run(
            .present("Sheet") { sheet } + .push("Inside") { inside } + .dismiss
                + .push("After") { Screen(title: "After") },
            animated: true)

        XCTAssertEqual(outline(navigation), "Root > After")
        XCTAssertNil(sheet.navigation?.presenting)
        // The sheet's screens left the tree in the same transition, so the recorder names them by ID.
        recorder.assert([
            "presented \(sheet.id), \(inside.id)", "dismissed \(inside.id)", #"pushed "After""#,
            #"didLoad "After""#,
            #"willDisappear "Root""#, #"willAppear "After""#, #"didDisappear "Root""#, #"didAppear "After""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, false, true])
    }

    @MainActor func testRun_PresentWithAStyle_PresentsInThatStyle() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)

        try navigation.run(
            .present("Compose", style: .fullScreen) { Screen(title: "Compose") }
                + .present("Terms", style: .sheet.dismissable(false)) { Screen(title: "Terms") },
            animated: true)

        XCTAssertEqual(navigation.presented?.presentationStyle, .fullScreen)
        XCTAssertEqual(navigation.presented?.presented?.presentationStyle, .sheet.dismissable(false))
        recorder.assert([
            #"presented "Compose" as fullScreen"#, #"presented "Terms" as sheet, not dismissable"#,
            #"didLoad "Terms""#, #"willDisappear "Root""#, #"willAppear "Terms""#, #"didDisappear "Root""#,
            #"didAppear "Terms""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, true])
    }

    @MainActor func testRun_PresentWithoutAStyle_PresentsASheetTheUserMayDismiss() async throws {
        let navigation = try makeNavigation()

        try navigation.run(.present("Sheet") { Screen(title: "Sheet") }, animated: false)

        XCTAssertEqual(navigation.presented?.presentationStyle, .sheet)
        try navigation.presented?.userDidDismiss()
        XCTAssertEqual(outline(navigation), "Root")
    }

    @MainActor func testRun_DismissWhileCurrentPresents_DismissesWhatItPresentsAndStays() async throws {
        let navigation = try makeNavigation()
        let sheet = Navigation()
        try sheet.push(Screen(title: "Sheet"), animated: false)
        try navigation.present(sheet, animated: false)
        let recorder = recordNavigation(navigation)

        try navigation.run(.dismiss + .push("After") { Screen(title: "After") }, animated: false)

        XCTAssertEqual(outline(navigation), "Root > After")
        recorder.assert([
            #"dismissed "Sheet""#, #"pushed "After""#, #"didLoad "After""#, #"willDisappear "Sheet""#,
            #"willAppear "After""#, #"didDisappear "Sheet""#, #"didAppear "After""#,
        ])
    }

    @MainActor func testRun_DismissWithNothingPresented_IsRefused() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try navigation.run(.dismiss, animated: true)) { error in
            guard case .stepFailed(1, "dismiss", let underlying) = error as? FlowError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(underlying as? NavigationError, .nothingPresented(navigation: navigation.id))
        }
        recorder.assert([])
    }

    @MainActor func testRun_SelectTabThenPush_PushesInsideTheSelectedTab() async throws {
        let (navigation, tabBar) = try makeTabs()
        let recorder = recordNavigation(navigation)

        try navigation.run(
            .selectTab(1) + .push("Settings") { Screen(title: "Settings") } + .selectTab(0)
                + .push("Post") { Screen(title: "Post") },
            animated: true)

        XCTAssertEqual(outline(navigation), "Root > Tabs[Feed*: Feed > Post | Profile: Profile > Settings]")
        XCTAssertEqual(tabBar.selectedIndex, 0)
        recorder.assert([
            #"selected item 1 of "Tabs" (was 0)"#, #"pushed "Settings""#,
            #"selected item 0 of "Tabs" (was 1)"#,
            #"pushed "Post""#, #"didLoad "Post""#, #"willDisappear "Feed""#, #"willAppear "Post""#,
            #"didDisappear "Feed""#, #"didAppear "Post""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, false, false, true])
    }

    @MainActor func testRun_SetTabItems_ChangesEveryTabsItem() async throws {
        let (navigation, tabBar) = try makeTabs()
        let recorder = recordNavigation(navigation)

        try navigation.run(
            .setTabItems([TabBarItem(title: "Home"), TabBarItem(title: "Me")]), animated: false)

        XCTAssertEqual(tabBar.labels.map(\.title), ["Home", "Me"])
        recorder.assert([#"changed item 0 of "Tabs" to "Home""#, #"changed item 1 of "Tabs" to "Me""#])
    }

    @MainActor func testRun_SetTabItemsOfTheWrongCount_IsRefused() async throws {
        let (navigation, tabBar) = try makeTabs()
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try navigation.run(.setTabItems([TabBarItem(title: "Home")]), animated: false)) {
            guard case .stepFailed(1, _, let underlying) = $0 as? FlowError,
                case .tabCountMismatch(tabs: 2, items: 1) = underlying as? FlowError
            else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(tabBar.labels.map(\.title), ["Feed", "Profile"])
        recorder.assert([])
    }

    @MainActor func testRun_SelectTabWithoutATabBar_IsRefused() async throws {
        let navigation = try makeNavigation()

        XCTAssertThrowsError(try navigation.run(.selectTab(0), animated: false)) {
            guard case .stepFailed(1, "select tab 0", let underlying) = $0 as? FlowError,
                case .noTabBar(let id) = underlying as? FlowError
            else { return XCTFail("\($0)") }
            XCTAssertEqual(id, navigation.id)
        }
    }

    @MainActor func testRun_ReplaceStartOnANavigation_IsRefusedForWantOfACoordinator() async throws {
        let navigation = try makeNavigation()
        var builds = 0

        XCTAssertThrowsError(
            try navigation.run(
                .replaceStart("Home") {
                    builds += 1
                    return Screen(title: "Home")
                }, animated: false)
        ) {
            guard case .stepFailed(1, #"replace start with "Home""#, let underlying) = $0 as? FlowError,
                case .noCoordinator = underlying as? FlowError
            else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(builds, 0)
        XCTAssertEqual(outline(navigation), "Root")
    }

    @MainActor func testRun_PopAndPopToRoot_PopTheCurrentNavigation() async throws {
        let navigation = try makeNavigation()
        for title in ["A", "B", "C"] { try navigation.push(Screen(title: title), animated: false) }
        let recorder = recordNavigation(navigation)

        try navigation.run(.pop + .popToRoot + .push("D") { Screen(title: "D") }, animated: true)

        XCTAssertEqual(outline(navigation), "Root > D")
        recorder.assert([
            #"popped "A", "B", "C""#, #"pushed "D""#, #"didLoad "D""#, #"willDisappear "C""#,
            #"willAppear "D""#,
            #"didDisappear "C""#, #"didAppear "D""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, true])
    }

    @MainActor func testCanRun_AllowedAndRefusedFlows_AnswersAndChangesNothing() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)
        let present = Flow.present("Sheet") { Screen(title: "Sheet") }

        XCTAssertEqual(
            [navigation.canRun(present), navigation.canRun(.dismiss), navigation.canRun(present + .dismiss)],
            [true, false, true])
        XCTAssertEqual(outline(navigation), "Root")
        recorder.assert([])
    }

    // MARK: - Lazy screens

    @MainActor func testRun_StepsNotReached_NeverBuild() async throws {
        let navigation = try makeNavigation()
        var built: [String] = []
        func screen(_ title: String) -> Screen {
            built.append(title)
            return Screen(title: title)
        }

        XCTAssertThrowsError(
            try navigation.run(
                .push("A") { screen("A") } + .dismiss + .push("B") { screen("B") }
                    + .present("C") { screen("C") },
                animated: true))

        XCTAssertEqual(built, ["A"])
        XCTAssertEqual(outline(navigation), "Root")
    }

    // MARK: - All or nothing

    @MainActor func testRun_RefusedAtEveryPosition_ChangesNothingAndNamesTheStep() async throws {
        let steps: [Flow] = [
            .push("A") { Screen(title: "A") }, .present("B") { Screen(title: "B") },
            .push("C") { Screen(title: "C") }, .dismiss, .pop,
        ]
        for refusal in ["refused", "build", "recursive", "prepare"] {
            for position in 0...steps.count {
                let navigation = try makeNavigation()
                try navigation.push(Screen(title: "Below"), animated: false)
                let shown = try XCTUnwrap(navigation.rootScreen)
                let failing: (flow: Flow, description: String) =
                    switch refusal {
                    case "refused": (.push("Root again") { shown }, #"push "Root again""#)
                    case "build": (.push("Broken") { throw Refused() }, #"push "Broken""#)
                    case "recursive": (.then("broken") { _ in throw Refused() }, #"then "broken""#)
                    default: (Flow.pop.prepare { throw Refused() }, "pop + prepare")
                    }
                let recorder = NavigationRecorder(navigation)
                var completions = 0
                let all = steps[..<position] + [failing.flow] + steps[position...]
                let flow = all.dropFirst().reduce(all[0], +).completion { completions += 1 }

                XCTAssertThrowsError(try navigation.run(flow, animated: true), "\(refusal) at \(position)") {
                    guard case .stepFailed(let index, let step, let underlying) = $0 as? FlowError else {
                        return XCTFail("\($0)")
                    }
                    XCTAssertEqual(index, position + 1, "\(refusal) at \(position)")
                    // The run's completion hangs on its last step.
                    let completion = position == steps.count ? " + completion" : ""
                    XCTAssertEqual(step, failing.description + completion, "\(refusal) at \(position)")
                    if refusal == "refused" {
                        XCTAssertEqual(
                            underlying as? NavigationError,
                            .screenAlreadyShown(screen: shown.description, navigation: navigation.id))
                    } else {
                        XCTAssertEqual(underlying as? Refused, Refused(), "\(refusal) at \(position)")
                    }
                }

                XCTAssertEqual(outline(navigation), "Root > Below", "\(refusal) at \(position)")
                XCTAssertEqual(recorder.unassertedLines, [], "\(refusal) at \(position)")
                XCTAssertEqual(completions, 0)
                recorder.finish()
            }
        }
    }

    @MainActor func testRun_BuildThrows_WrapsTheErrorWithTheStepsIndexAndDescription() async throws {
        let navigation = try makeNavigation()

        XCTAssertThrowsError(
            try navigation.run(
                .push("A") { Screen(title: "A") } + .push("B") { throw Refused() }, animated: true)
        ) {
            guard case .stepFailed(2, #"push "B""#, let underlying) = $0 as? FlowError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(underlying as? Refused, Refused())
        }
        XCTAssertEqual(outline(navigation), "Root")
    }

    // MARK: - Hooks

    @MainActor func testRun_PrepareAndCompletion_RunAroundTheirStepsAndAfterTheLifecycle() async throws {
        let navigation = try makeNavigation()
        var log: [String] = []
        func screen(_ title: String) -> Screen {
            log.append("build \(title)")
            let screen = Screen(title: title)
            screen.keepAlive(
                screen.observeLifecycle { screen, event in log.append("\(event.name) \(screen.title)") })
            return screen
        }
        let flow =
            Flow.push("A") { screen("A") }.prepare { log.append("prepare A") }.completion {
                log.append("completion A")
            }
            + Flow.push("B") { screen("B") }.prepare { log.append("prepare B") }.completion {
                log.append("completion B")
            }

        try navigation.run(flow, animated: true)

        XCTAssertEqual(
            log,
            [
                "prepare A", "build A", "prepare B", "build B", "didLoad B", "willAppear B", "didAppear B",
                "completion A", "completion B",
            ])
    }

    @MainActor func testRun_CompletionThatNavigates_SeesTheSettledModel() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)
        var seen: [String] = []

        try navigation.run(
            Flow.push("A") { Screen(title: "A") }.completion {
                seen.append(outline(navigation))
                try? navigation.push(Screen(title: "B"), animated: false)
            }, animated: false)

        XCTAssertEqual(seen, ["Root > A"])
        recorder.assert([
            #"pushed "A""#, #"didLoad "A""#, #"willDisappear "Root""#, #"willAppear "A""#,
            #"didDisappear "Root""#,
            #"didAppear "A""#, #"pushed "B""#, #"didLoad "B""#, #"willDisappear "A""#, #"willAppear "B""#,
            #"didDisappear "A""#, #"didAppear "B""#,
        ])
    }

    // MARK: - Recursion

    @MainActor func testRun_RecursiveStep_DecidesFromWhatIsOnScreen() async throws {
        let navigation = try makeNavigation()
        var contexts: [String] = []
        let openFirst = Flow.then("open first item") { context in
            contexts.append("\(context.topScreen?.title ?? "-") depth \(context.depth)")
            guard context.topScreen?.title == "Items" else { return nil }
            return .push("Item 1") { Screen(title: "Item 1") }
        }

        try navigation.run(.push("Items") { Screen(title: "Items") } + openFirst + openFirst, animated: false)

        XCTAssertEqual(outline(navigation), "Root > Items > Item 1")
        XCTAssertEqual(contexts, ["Items depth 0", "Item 1 depth 0"])
    }

    @MainActor func testRun_RecursionSeveralLevelsDeep_RunsEachLevelAfterItsStep() async throws {
        let navigation = try makeNavigation()
        func countdown(_ level: Int) -> Flow {
            .then("level \(level)") { context in
                XCTAssertEqual(context.depth, 3 - level)
                guard level > 0 else { return nil }
                return .push("Level \(level)") { Screen(title: "Level \(level)") } + countdown(level - 1)
            }
        }

        let plan = try navigation.plan(countdown(3) + .push("End") { Screen(title: "End") }, animated: false)
        try navigation.run(countdown(3) + .push("End") { Screen(title: "End") }, animated: false)

        XCTAssertEqual(
            plan.steps,
            [
                #"1. then "level 3""#, #"2.   push "Level 3""#, #"3.   then "level 2""#,
                #"4.     push "Level 2""#,
                #"5.     then "level 1""#, #"6.       push "Level 1""#, #"7.       then "level 0""#,
                #"8. push "End""#,
            ])
        XCTAssertEqual(outline(navigation), "Root > Level 3 > Level 2 > Level 1 > End")
    }

    @MainActor func testRun_RecursionThatNeverEnds_FailsAndChangesNothing() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)
        func forever() -> Flow {
            .then("again") { _ in .push("More") { Screen(title: "More") } + forever() }
        }

        XCTAssertThrowsError(try navigation.run(forever(), animated: false)) {
            guard case .tooManySteps(let limit) = $0 as? FlowError else { return XCTFail("\($0)") }
            XCTAssertEqual(limit, 1_000)
        }
        XCTAssertEqual(outline(navigation), "Root")
        recorder.assert([])
    }

    // MARK: - Lifetime

    @MainActor func testRun_FlowKeptAfterTheRun_KeepsNoScreenAlive() async throws {
        let navigation = try makeNavigation()
        weak var pushed: Screen?
        weak var presented: Screen?
        let flow =
            Flow.push("A") {
                let screen = Screen(title: "A")
                pushed = screen
                return screen
            }
            + .present("B") {
                let screen = Screen(title: "B")
                presented = screen
                return screen
            }
            + .then("look") { context in
                XCTAssertEqual(context.visibleScreen?.title, "B")
                return nil
            }

        try navigation.run(flow, animated: false)
        XCTAssertNotNil(pushed)
        XCTAssertNotNil(presented)
        try navigation.dismiss(animated: false)
        try navigation.popToRoot(animated: false)

        XCTAssertNil(pushed)
        XCTAssertNil(presented)
        XCTAssertEqual(flow.count, 3)  // the flow is still alive
    }
}
