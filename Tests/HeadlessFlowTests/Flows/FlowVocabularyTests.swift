import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class FlowVocabularyTests: XCTestCase {
    struct Refused: Error, Equatable {}

    /// A screen type for the steps that look screens up by type.
    @MainActor final class ItemsScreen: Screen {}

    /// A navigation showing `Root`, then `titles`.
    @MainActor private func makeNavigation(_ titles: String...) throws -> Navigation {
        let navigation = Navigation()
        for title in ["Root"] + titles { try navigation.push(Screen(title: title), animated: false) }
        return navigation
    }

    /// Plans `flow`, runs it, and checks that the run announced exactly what the plan said.
    @MainActor private func planAndRun(
        _ flow: Flow, on navigation: Navigation, animated: Bool = true, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (plan: FlowPlan, recorder: NavigationRecorder) {
        let recorder = recordNavigation(navigation, file: file, line: line)
        let plan = try navigation.plan(flow, animated: animated)
        XCTAssertEqual(recorder.recordedLines, [], "the plan changed something", file: file, line: line)
        try navigation.run(flow, animated: animated)
        XCTAssertEqual(recorder.recordedChanges, plan.changes, file: file, line: line)
        return (plan, recorder)
    }

    // MARK: - The empty flow

    @MainActor func testEmpty_RunAndPlanned_DoesNothingAndPrintsNothing() async throws {
        let navigation = try makeNavigation("A")
        let push = Flow.push("B") { Screen(title: "B") }

        let (plan, recorder) = try planAndRun(.empty, on: navigation)

        XCTAssertEqual(Flow.empty.count, 0)
        XCTAssertEqual(Flow.empty.description, "")
        XCTAssertEqual(plan.steps, [])
        XCTAssertEqual(plan.changes, [])
        XCTAssertEqual((push + .empty).description, push.description)
        XCTAssertEqual((.empty + push).description, push.description)
        XCTAssertEqual(outline(navigation), "Root > A")
        recorder.assert([])
    }

    @MainActor func testEmpty_WithHooks_RunsThemOnAStepThatDoesNothing() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)
        var log: [String] = []
        let flow = Flow.empty.prepare { log.append("prepare") }.completion { log.append("completion") }

        try navigation.run(flow, animated: true)

        XCTAssertEqual(flow.description, "1. nothing + prepare + completion")
        XCTAssertEqual(log, ["prepare", "completion"])
        recorder.assert([])
    }

    // MARK: - Stacks

    @MainActor func testSetStack_OnANavigation_ReplacesTheWholeStackInOneChange() async throws {
        let navigation = try makeNavigation("A", "B")
        var built: [String] = []
        func screen(_ title: String) -> FlowScreen {
            FlowScreen(title) {
                built.append(title)
                return Screen(title: title)
            }
        }

        let (plan, recorder) = try planAndRun(.setStack([screen("Home"), screen("Detail")]), on: navigation)

        XCTAssertEqual(plan.steps, [#"1. set stack "Home", "Detail""#])
        XCTAssertEqual(built, ["Home", "Detail"])  // by the run only
        XCTAssertEqual(outline(navigation), "Home > Detail")
        recorder.assert([
            #"replaced "Root", "A", "B" with "Home", "Detail""#, #"didLoad "Detail""#, #"willDisappear "B""#,
            #"willAppear "Detail""#, #"didDisappear "B""#, #"didAppear "Detail""#,
        ])
    }

    @MainActor func testSetStack_OnTheCoordinatorsNavigation_KeepsItRunningWithTheNewScreens() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        var outcomes: [String] = []
        try app.start(child: child, animated: false) { outcomes.append("\($0)") }
        let recorder = recordNavigation(navigation)

        try child.run(
            .setStack([
                FlowScreen("One") { Screen(title: "One") }, FlowScreen("Two") { Screen(title: "Two") },
            ]),
            animated: false)

        XCTAssertEqual(outline(navigation), "app0 > One > Two")
        XCTAssertEqual(child.startScreen?.title, "One")
        XCTAssertEqual(child.topScreen?.title, "Two")
        XCTAssertIdentical(app.child, child)
        XCTAssertEqual(outcomes, [])
        recorder.assert([
            #"replaced "app0", "child0", "child1" with "app0", "One", "Two""#, #"didLoad "Two""#,
            #"willDisappear "child1""#, #"willAppear "Two""#, #"didDisappear "child1""#, #"didAppear "Two""#,
        ])
    }

    @MainActor func testSetStack_NoScreens_IsRefused() async throws {
        let navigation = try makeNavigation("A")
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try navigation.run(.setStack([]), animated: true)) {
            guard case .stepFailed(1, "set stack ", let underlying) = $0 as? FlowError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(underlying as? NavigationError, .emptyReplacement(navigation: navigation.id))
        }
        XCTAssertEqual(outline(navigation), "Root > A")
        recorder.assert([])
    }

    @MainActor func testReplaceTop_ReplacesOnlyTheTopScreen() async throws {
        let navigation = try makeNavigation("Form")

        let (plan, recorder) = try planAndRun(.replaceTop("Done") { Screen(title: "Done") }, on: navigation)

        XCTAssertEqual(plan.steps, [#"1. replace top with "Done""#])
        XCTAssertEqual(outline(navigation), "Root > Done")
        recorder.assert([
            #"replaced "Root", "Form" with "Root", "Done""#, #"didLoad "Done""#, #"willDisappear "Form""#,
            #"willAppear "Done""#, #"didDisappear "Form""#, #"didAppear "Done""#,
        ])
    }

    @MainActor func testReplaceTop_TheCoordinatorsStartScreen_KeepsItRunningOnTheNewOne() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation)
        try app.start(child: child, animated: false)

        try child.run(.replaceTop("Welcome") { Screen(title: "Welcome") }, animated: false)

        XCTAssertEqual(outline(navigation), "app0 > Welcome")
        XCTAssertEqual(child.startScreen?.title, "Welcome")
        XCTAssertIdentical(app.child, child)
        try child.finish(animated: false)
        XCTAssertEqual(outline(navigation), "app0")
    }

    @MainActor func testPopToFirst_OfAType_PopsToTheFirstScreenOfThatType() async throws {
        let navigation = try makeNavigation()
        for title in ["Items 1", "Item", "Items 2", "More"] {
            try navigation.push(
                title.hasPrefix("Items") ? ItemsScreen(title: title) : Screen(title: title), animated: false)
        }

        let (plan, recorder) = try planAndRun(.popToFirst(ItemsScreen.self), on: navigation)

        XCTAssertEqual(plan.steps, ["1. pop to first ItemsScreen"])
        XCTAssertEqual(outline(navigation), "Root > Items 1")
        recorder.assert([
            #"popped "Item", "Items 2", "More""#, #"willDisappear "More""#, #"willAppear "Items 1""#,
            #"didDisappear "More""#, #"didAppear "Items 1""#,
        ])
    }

    @MainActor func testPopToFirst_Matching_PopsToTheFirstThatMatches() async throws {
        let navigation = try makeNavigation("Cart", "Address", "Cart", "Pay")

        let (plan, recorder) = try planAndRun(.popToFirst("cart") { $0.title == "Cart" }, on: navigation)

        XCTAssertEqual(plan.steps, ["1. pop to first cart"])
        XCTAssertEqual(outline(navigation), "Root > Cart")
        recorder.assert([
            #"popped "Address", "Cart", "Pay""#,
            #"willDisappear "Pay""#,
            #"willAppear "Cart""#,
            #"didDisappear "Pay""#,
            #"didAppear "Cart""#,
        ])
    }

    @MainActor func testPopToFirst_NothingMatches_IsRefusedAndNamesTheStep() async throws {
        let navigation = try makeNavigation("A")
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try navigation.run(.pop + .popToFirst(ItemsScreen.self), animated: true)) {
            guard case .stepFailed(2, "pop to first ItemsScreen", let underlying) = $0 as? FlowError,
                case .noMatchingScreen("pop to first ItemsScreen", let id) = underlying as? FlowError
            else { return XCTFail("\($0)") }
            XCTAssertEqual(id, navigation.id)
        }
        XCTAssertEqual(outline(navigation), "Root > A")
        recorder.assert([])
    }

    // MARK: - The window's root and the whole-app map

    @MainActor func testSetWindowRoot_FromInsideAModal_DismissesItAndReplacesTheRootsScreens() async throws {
        let navigation = try makeNavigation("A")
        try navigation.present(Screen(title: "Sheet"), animated: false)
        let sheet = try XCTUnwrap(navigation.presented)
        let recorder = recordNavigation(navigation)

        let plan = try sheet.plan(
            .setWindowRoot("Home") { Screen(title: "Home") } + .push("Next") { Screen(title: "Next") },
            animated: true)
        try sheet.run(
            .setWindowRoot("Home") { Screen(title: "Home") } + .push("Next") { Screen(title: "Next") },
            animated: true)

        XCTAssertEqual(plan.steps, [#"1. set window root "Home""#, #"2. push "Next""#])
        XCTAssertEqual(recorder.recordedChanges, plan.changes)
        XCTAssertEqual(outline(navigation), "Home > Next")  // the push went to the window's root
        recorder.assert([
            #"dismissed "Sheet""#, #"replaced "Root", "A" with "Home""#, #"pushed "Next""#,
            #"didLoad "Next""#,
            #"willDisappear "Sheet""#, #"willAppear "Next""#, #"didDisappear "Sheet""#, #"didAppear "Next""#,
        ])
    }

    @MainActor func testSetWindowRoot_OnTheRootCoordinator_KeepsItRunning() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 2)
        try app.startAsRoot(animated: false)

        try app.run(.setWindowRoot(tabBar: "Tabs") { TabBar(title: "Tabs") }, animated: false)

        XCTAssertEqual(outline(navigation), "Tabs[]")
        XCTAssertEqual(app.startScreen?.title, "Tabs")
        XCTAssertFalse(app.isFinished)
    }

    @MainActor func testSetWindowRoot_OnTheRootCoordinatorWhileAChildRunsThere_IsRefused() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation)
        try app.start(child: child, animated: false)
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try app.run(.setWindowRoot("Home") { Screen(title: "Home") }, animated: true)) {
            guard case .stepFailed(1, #"set window root "Home""#, let underlying) = $0 as? FlowError else {
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

    @MainActor func testWholeAppMap_WindowRootTabsAndAFlowPerTab_IsOneTransitionThePlanForetells()
        async throws
    {
        let navigation = try makeNavigation("Login")
        var built: [String] = []
        func screen(_ title: String) -> Screen {
            built.append(title)
            return Screen(title: title)
        }
        let app: Flow =
            .setWindowRoot(tabBar: "Tabs") { TabBar(title: "Tabs") }
            + .setTabs([
                FlowTab("Feed", .push("Feed") { screen("Feed") } + .push("Post 1") { screen("Post 1") }),
                FlowTab(
                    TabBarItem(title: "Profile", badge: "1"),
                    .push("Profile") { screen("Profile") } + .present("Settings") { screen("Settings") }),
            ])
            + .selectTab(1)

        let (plan, recorder) = try planAndRun(app, on: navigation)

        XCTAssertEqual(
            plan.steps,
            [
                #"1. set window root "Tabs""#, #"2. set tabs "Feed", "Profile""#, #"3.   in tab 0 "Feed""#,
                #"4.     push "Feed""#, #"5.     push "Post 1""#, #"6.   in tab 1 "Profile""#,
                #"7.     push "Profile""#, #"8.     present "Settings""#, "9. select tab 1",
            ])
        XCTAssertEqual(built, ["Feed", "Post 1", "Profile", "Settings"])
        XCTAssertEqual(outline(navigation), "Tabs[Feed: Feed > Post 1 | Profile*: Profile ^ (Settings)]")
        XCTAssertEqual(recorder.recordedEvents.filter(\.animated).count, 1)
        XCTAssertEqual(
            recorder.recordedLines.filter { $0.hasPrefix("didAppear") }, [#"didAppear "Settings""#])
        recorder.assert([
            #"replaced "Root", "Login" with "Tabs" with tabs ["Feed": "Feed", "Post 1"; "Profile": "Profile"], selected 1"#,
            #"presented "Settings""#,
            #"didLoad "Settings""#,
            #"willDisappear "Login""#,
            #"willAppear "Settings""#,
            #"didDisappear "Login""#,
            #"didAppear "Settings""#,
        ])
    }

    @MainActor func testSetTabs_ReplacesTheTabsOfTheCurrentTabBar() async throws {
        let navigation = try makeNavigation()
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        let old = Navigation()
        try old.push(Screen(title: "Old"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Old"), navigation: old)

        let (plan, recorder) = try planAndRun(
            .setTabs([FlowTab("New", .push("New") { Screen(title: "New") })])
                + .push("Above") { Screen(title: "Above") },
            on: navigation)

        XCTAssertEqual(
            plan.steps,
            [#"1. set tabs "New""#, #"2.   in tab 0 "New""#, #"3.     push "New""#, #"4. push "Above""#])
        XCTAssertEqual(outline(navigation), "Root > Tabs[New*: New] > Above")
        XCTAssertEqual(tabBar.labels, [TabBarItem(title: "New")])
        recorder.assert([
            #"removed item 0 from "Tabs""#,
            #"selected item none of "Tabs" (was 0)"#,
            #"added item 0 to "Tabs" showing "New""#,
            #"selected item 0 of "Tabs" (was none)"#,
            #"pushed "Above""#,
            #"didLoad "Above""#,
            #"willDisappear "Old""#,
            #"willDisappear "Tabs""#,
            #"willAppear "Above""#,
            #"didDisappear "Old""#,
            #"didDisappear "Tabs""#,
            #"didAppear "Above""#,
        ])
    }

    // MARK: - The top-most modal

    /// A navigation showing a tab bar whose selected tab presents `Sheet`, which presents `Cover`.
    @MainActor private func makeModals() throws -> (
        navigation: Navigation, sheet: Navigation, cover: Navigation
    ) {
        let navigation = try makeNavigation()
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        let tab = Navigation()
        try tab.push(Screen(title: "Feed"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: tab)
        let sheet = try tab.present(Screen(title: "Sheet"), animated: false)
        let cover = try sheet.present(Screen(title: "Cover"), style: .fullScreen, animated: false)
        return (navigation, sheet, cover)
    }

    @MainActor func testPresentOnTop_FromTheWindowsRoot_PresentsOverTheTopMostModal() async throws {
        let (navigation, _, cover) = try makeModals()

        let (plan, recorder) = try planAndRun(
            .presentOnTop("Alert") { Screen(title: "Alert") } + .push("Details") { Screen(title: "Details") },
            on: navigation)

        XCTAssertEqual(plan.steps, [#"1. present "Alert" on top"#, #"2. push "Details""#])
        XCTAssertEqual(cover.presented?.screens.map(\.title), ["Alert", "Details"])
        recorder.assert([
            #"presented "Alert", "Details""#, #"didLoad "Details""#, #"willDisappear "Cover""#,
            #"willAppear "Details""#, #"didDisappear "Cover""#, #"didAppear "Details""#,
        ])
    }

    @MainActor func testDismissTop_FromTheWindowsRoot_DismissesOnlyTheTopMostModal() async throws {
        let (navigation, sheet, _) = try makeModals()

        let (plan, recorder) = try planAndRun(
            .dismissTop + .push("Root 2") { Screen(title: "Root 2") }, on: navigation)

        XCTAssertEqual(plan.steps, ["1. dismiss top", #"2. push "Root 2""#])
        XCTAssertNil(sheet.presented)
        XCTAssertEqual(sheet.presenting?.screens.map(\.title), ["Feed"])
        XCTAssertEqual(navigation.screens.map(\.title), ["Root", "Tabs", "Root 2"])  // current stayed
        recorder.assert([
            #"dismissed "Cover""#,
            #"pushed "Root 2""#,
            #"didLoad "Root 2""#,
            #"willDisappear "Cover""#,
            #"willAppear "Root 2""#,
            #"didDisappear "Cover""#,
            #"didAppear "Root 2""#,
        ])
    }

    @MainActor func testDismissTop_FromInsideTheTopMostModal_MakesItsPresenterCurrent() async throws {
        let (_, sheet, cover) = try makeModals()

        try cover.run(.dismissTop + .push("More") { Screen(title: "More") }, animated: false)

        XCTAssertNil(sheet.presented)
        XCTAssertEqual(sheet.screens.map(\.title), ["Sheet", "More"])
    }

    @MainActor func testDismissTop_NothingPresented_IsRefusedNamingTheWindowsRoot() async throws {
        let navigation = try makeNavigation("A")

        XCTAssertThrowsError(try navigation.run(.dismissTop, animated: true)) {
            guard case .stepFailed(1, "dismiss top", let underlying) = $0 as? FlowError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(underlying as? NavigationError, .nothingPresented(navigation: navigation.id))
        }
    }

    // MARK: - Animation per step

    @MainActor func testAnimated_PerStep_OverridesTheRunAndShowsInTheDescription() async throws {
        let navigation = try makeNavigation()
        let flow =
            Flow.push("A") { Screen(title: "A") } + Flow.push("B") { Screen(title: "B") }.animated(true)
            + Flow.push("C") { Screen(title: "C") }.animated(false)

        let (plan, recorder) = try planAndRun(flow, on: navigation, animated: false)

        XCTAssertEqual(
            flow.description, "1. push \"A\"\n2. push \"B\" (animated)\n3. push \"C\" (not animated)")
        // One transition: B's change is the last animated one, so it keeps the flag.
        XCTAssertEqual(plan.changes, [#"pushed "A""#, #"pushed "B" (animated)"#, #"pushed "C""#])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, true, false])
        recorder.assert([
            #"pushed "A""#,
            #"pushed "B""#,
            #"pushed "C""#,
            #"didLoad "C""#,
            #"willDisappear "Root""#,
            #"willAppear "C""#,
            #"didDisappear "Root""#,
            #"didAppear "C""#,
        ])
    }

    // MARK: - Steps of the app's own

    /// A step kind written as an app would: presents its screen as a full-screen cover.
    struct ShowCover: FlowStepKind {
        let title: String
        var description: String { "show cover \(title.debugDescription)" }

        func perform(in context: inout FlowStepContext) throws {
            let screen = context.screen(title) { Screen(title: title) }
            context.makeCurrent(
                try context.navigation.present(screen, style: .fullScreen, animated: context.animated))
        }
    }

    @MainActor func testCustomStep_AKind_IsListedRunsAndBuildsNothingInADryRun() async throws {
        let navigation = try makeNavigation()
        var dryRuns: [Bool] = []
        let flow =
            Flow.step(ShowCover(title: "Cover")) + .push("Inside") { Screen(title: "Inside") }
            + .step("note") { context in dryRuns.append(context.isDryRun) }

        let (plan, recorder) = try planAndRun(flow, on: navigation)

        XCTAssertEqual(plan.steps, [#"1. show cover "Cover""#, #"2. push "Inside""#, "3. note"])
        XCTAssertEqual(plan.changes, [#"presented "Cover", "Inside" as fullScreen (animated)"#])
        XCTAssertEqual(dryRuns, [true, false])
        XCTAssertEqual(outline(navigation), "Root ^ (Cover > Inside)")
        recorder.assert([
            #"presented "Cover", "Inside" as fullScreen"#,
            #"didLoad "Inside""#,
            #"willDisappear "Root""#,
            #"willAppear "Inside""#,
            #"didDisappear "Root""#,
            #"didAppear "Inside""#,
        ])
    }

    @MainActor func testCustomStep_Throws_FailsTheRunAndChangesNothing() async throws {
        let navigation = try makeNavigation()
        let recorder = recordNavigation(navigation)
        let flow = Flow.step(ShowCover(title: "Cover")) + .step("refuse") { _ in throw Refused() }

        XCTAssertThrowsError(try navigation.run(flow, animated: true)) {
            guard case .stepFailed(2, "refuse", let underlying) = $0 as? FlowError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(underlying as? Refused, Refused())
        }
        XCTAssertEqual(outline(navigation), "Root")
        recorder.assert([])
    }

    // MARK: - Hooks that see the step

    @MainActor func testConfigure_ReceivesTheCurrentNavigationAndTheScreenTheStepBuilt() async throws {
        let navigation = try makeNavigation()
        var seen: [String] = []
        func note(_ navigation: Navigation, _ screen: Screen?) {
            seen.append("\(navigation.screens.map(\.title)) \(screen?.title ?? "no screen")")
        }
        let flow =
            Flow.push("A") { Screen(title: "A") }.configure { note($0, $1) }
            + Flow.present("B") { Screen(title: "B") }.configure("delegate") { note($0, $1) }
            + Flow.dismiss.configure { note($0, $1) }

        _ = try navigation.plan(flow, animated: false)
        XCTAssertEqual(seen, [])  // a dry run calls no hook
        try navigation.run(flow, animated: false)

        XCTAssertEqual(
            flow.description,
            "1. push \"A\" + configure\n2. present \"B\" + configure \"delegate\"\n3. dismiss + configure")
        XCTAssertEqual(seen, [#"["Root", "A"] A"#, #"["B"] B"#, #"["Root", "A"] no screen"#])
    }

    @MainActor func testTwoHooksOfEachKindOnOneStep_AllRunInOrder() async throws {
        let navigation = try makeNavigation()
        var log: [String] = []
        let flow = Flow.push("A") { Screen(title: "A") }
            .prepare { log.append("prepare 1") }.prepare { log.append("prepare 2") }
            .configure { _, _ in log.append("configure 1") }.configure { _, _ in log.append("configure 2") }
            .completion { log.append("completion 1") }.completion { log.append("completion 2") }

        try navigation.run(flow, animated: false)

        XCTAssertEqual(
            log, ["prepare 1", "prepare 2", "configure 1", "configure 2", "completion 1", "completion 2"])
    }

    // MARK: - All or nothing

    @MainActor func testEveryNewStep_FollowedByAFailure_ChangesNothing() async throws {
        let steps: [(String, Flow)] = [
            ("set stack", .setStack([FlowScreen("S") { Screen(title: "S") }])),
            ("replace top", .replaceTop("T") { Screen(title: "T") }),
            ("pop to first", .popToFirst("Sheet") { $0.title == "Sheet" }),
            ("set window root", .setWindowRoot("W") { Screen(title: "W") }),
            ("present on top", .presentOnTop("P") { Screen(title: "P") }),
            ("dismiss top", .dismissTop),
            ("custom", .step(ShowCover(title: "C"))),  // on top of the sheet: see `current` below
            ("push a tab bar", .push(tabBar: "Tabs") { TabBar(title: "Tabs") }),
            (
                "set tabs",
                .push(tabBar: "Tabs") { TabBar(title: "Tabs") }
                    + .setTabs([FlowTab("T", .push("T") { Screen(title: "T") })])
            ),
            ("configure", Flow.push("H") { Screen(title: "H") }.configure { _, _ in }),
            ("empty", .empty),
        ]
        for (name, step) in steps {
            let navigation = try makeNavigation("A", "B")
            try navigation.present(Screen(title: "Sheet"), animated: false).push(
                Screen(title: "Sheet 2"), animated: false)
            let recorder = NavigationRecorder(navigation)
            var completions = 0
            let flow = (step + .step("refuse") { _ in throw Refused() }).completion { completions += 1 }
            // From the sheet, so that every step is allowed up to the refusal.
            let current = try XCTUnwrap(navigation.presented)

            XCTAssertThrowsError(try current.run(flow, animated: true), name) {
                guard case .stepFailed(_, _, let underlying) = $0 as? FlowError else {
                    return XCTFail("\($0)")
                }
                XCTAssertEqual(underlying as? Refused, Refused(), name)
            }

            XCTAssertEqual(outline(navigation), "Root > A > B ^ (Sheet > Sheet 2)", name)
            XCTAssertEqual(recorder.unassertedLines, [], name)
            XCTAssertEqual(completions, 0, name)
            recorder.finish()
        }
    }

    @MainActor func testSetTabs_ATabsFlowFails_ChangesNothing() async throws {
        let navigation = try makeNavigation()
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        let old = Navigation()
        try old.push(Screen(title: "Old"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Old"), navigation: old)
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(
            try navigation.run(
                .setTabs([
                    FlowTab("A", .push("A") { Screen(title: "A") }),
                    FlowTab("B", .push("B") { throw Refused() }),
                ]),
                animated: true)
        ) {
            guard case .stepFailed(5, #"push "B""#, _) = $0 as? FlowError else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(outline(navigation), "Root > Tabs[Old*: Old]")
        recorder.assert([])
    }
}
