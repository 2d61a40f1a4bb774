import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Each fixture app (`Support/ExplorerFixtures.swift`) has one planted defect; the explorer finds
/// it and shrinks the path to it to the shortest one.
final class NavigationExplorerTests: XCTestCase {
    @MainActor private func explorer<App: Coordinator>(
        _ make: @escaping @MainActor () -> App,
        configure: @escaping @MainActor (App, inout ExplorableApp) -> Void = { _, _ in }
    ) -> NavigationExplorer {
        NavigationExplorer {
            let app = make()
            try app.startAsRoot(animated: false)
            var explorable = ExplorableApp(coordinator: app)
            configure(app, &explorable)
            return explorable
        }
    }

    /// The one failure of `report`: its invariant, its path's action names, and its message.
    @MainActor private func onlyFailure(
        _ report: ExplorationReport, file: StaticString = #filePath, line: UInt = #line
    ) throws -> ExplorationFailure {
        XCTAssertEqual(report.failures.count, 1, "\(report.failures)", file: file, line: line)
        return try XCTUnwrap(report.failures.first, file: file, line: line)
    }

    @MainActor func testExplore_ScreenWithNoWayOut_IsATrapAtTheShortestPath() async throws {
        let report = try explorer { NoWayOutApp() }.explore(depth: 6)

        let failure = try onlyFailure(report)
        XCTAssertEqual(failure.invariant, .neverStuck)
        XCTAssertEqual(
            failure.path.map(\.description), [#"tap "Settings" on Home"#, #"tap "Terms" on Settings"#])
        XCTAssertEqual(failure.message, #"no action changes the tree at "Terms": the user is stuck"#)
        XCTAssertEqual(report.stateNames, ["Home", "Settings", "Terms"])
        XCTAssertEqual(
            failure.swiftCode,
            """
            let app = try makeApp()
            let user = SimulatedUser(app.window)
            try user.tap("Settings")
            try user.tap("Terms")
            // never stuck breaks here
            """)
    }

    /// The failure Docs/Exploring.md prints under "A failure you can act on", word for word.
    @MainActor func testFailureDescription_ScreenWithNoWayOut_IsTheOneTheGuideShows() async throws {
        let failure = try onlyFailure(try explorer { NoWayOutApp() }.explore(depth: 6))

        XCTAssertEqual(
            failure.description,
            """
            explorer: never stuck broke at step 2 of makeApp():
              1. tap "Settings" on Home
              2. tap "Terms" on Settings
            (the shortest path: no shorter one breaks it)
            no action changes the tree at "Terms": the user is stuck

            Tree before step 2:
            NoWayOutApp root, start "Home"
            navigation, visible "Settings"
              "Home" FixtureScreen disappeared
              "Settings" FixtureScreen appeared

            Tree after step 2:
            NoWayOutApp root, start "Home"
            navigation, visible "Terms"
              "Home" FixtureScreen disappeared
              "Settings" FixtureScreen disappeared
              presented:
                "Terms" FixtureScreen appeared

            Replay it:
            let app = try makeApp()
            let user = SimulatedUser(app.window)
            try user.tap("Settings")
            try user.tap("Terms")
            // never stuck breaks here
            """)
    }

    @MainActor func testExplore_ChildKeptAfterFinishing_LeaksAtTheStepThatFinishesIt() async throws {
        let report = try explorer { LeakingChildApp() }.explore(depth: 6)

        let failure = try onlyFailure(report)
        XCTAssertEqual(failure.invariant, .leftTreeIsFreed)
        XCTAssertEqual(
            failure.path.map(\.description), [#"tap "Compose" on Home"#, #"tap "Done" on Compose"#])
        XCTAssertEqual(failure.message, "left the tree and still alive after the step: ComposeCoordinator")
        XCTAssertEqual(
            failure.treeBefore,
            """
            LeakingChildApp root, start "Home"
              child: ComposeCoordinator running, start "Compose"
            navigation, visible "Compose"
              "Home" FixtureScreen disappeared
              "Compose" FixtureScreen appeared
            """)
        XCTAssertEqual(
            failure.treeAfter,
            """
            LeakingChildApp root, start "Home"
            navigation, visible "Home"
              "Home" FixtureScreen appeared
            """)
    }

    @MainActor func testExplore_ViewModelKeptAfterItsScreenClosed_LeaksAtTheStepThatClosesIt() async throws {
        defer { ViewModelLeakApp.opened.removeAll() }
        let report = try explorer { ViewModelLeakApp() }.explore(depth: 4)

        let failure = try onlyFailure(report)
        XCTAssertEqual(failure.invariant, .leftTreeIsFreed)
        XCTAssertEqual(
            failure.path.map(\.description), [#"tap "Detail" on Home"#, #"tap "Close" on Detail"#])
        XCTAssertEqual(
            failure.message,
            #"DetailViewModel, expected freed with the screen "Detail" (FixtureScreen) (which was freed), "#
                + "is still alive after the step: nothing in the tree holds it (a variable, a closure or a "
                + "reference cycle does)")
    }

    @MainActor func testExplore_ViewModelSharedWithAScreenStillShown_IsNotALeak() async throws {
        defer { ViewModelLeakApp.opened.removeAll() }
        // Home expects each view-model freed with it too: it may outlive Detail, not Home.
        let explorer = explorer { ViewModelLeakApp(sharesViewModelsWithHome: true) }

        let report = try explorer.explore(depth: 4)

        XCTAssertEqual(report.failures.map(\.invariant), [])
        XCTAssertEqual(report.stateNames, ["Home", "Detail"])
    }

    @MainActor func testExplore_IntentThrowsAfterASequence_RandomWalkFindsItAndShrinksIt() async throws {
        let explorer = explorer { CouponApp() }

        // Breadth first, Cart after Apply is the Cart already seen: the sequence is never tried.
        let breadthFirst = try explorer.explore(depth: 6)
        XCTAssertEqual(breadthFirst.failures.map(\.invariant), [])
        XCTAssertEqual(breadthFirst.stateNames, ["Home", "Cart", "Coupon", "Checkout"])

        let report = try explorer.explore(depth: 6, randomWalks: 20, walkLength: 20, seed: 7)
        let failure = try onlyFailure(report)
        XCTAssertEqual(failure.invariant, .noEscapedErrors)
        XCTAssertEqual(
            failure.path.map(\.description),
            [
                #"tap "Cart" on Home"#, #"tap "Coupon" on Cart"#, #"tap "Apply" on Coupon"#,
                #"tap "Checkout" on Cart"#, #"tap "Pay" on Checkout"#,
            ])
        XCTAssertGreaterThan(failure.foundPath.count, failure.path.count, "the walk's path was shrunk")
        XCTAssertEqual(
            failure.message, "an intent of CouponApp threw CouponExpired(), and no coordinator handled it")
    }

    @MainActor func testExplore_LinkToAScreenNoButtonShows_IsFoundWithTheLinkAlone() async throws {
        let explorer = explorer(
            { PromoLinkApp() },
            configure: { app, explorable in explorable.openLink = { try app.open($0) } })
        explorer.links = ["app://items", "app://items/pen", "app://promo", "app://nowhere"]

        let report = try explorer.explore(depth: 4)

        let failure = try onlyFailure(report)
        XCTAssertEqual(failure.invariant, .linksLandWhereButtonsReach)
        XCTAssertEqual(failure.path.map(\.description), ["open app://promo"])
        XCTAssertEqual(
            failure.message,
            #""Promo" is reached by a link, and by none of the app's buttons, lists, tabs and gestures within 4 steps"#
        )
        XCTAssertEqual(report.stateNames, ["Home", "Items", "Pen", "Promo"])
        XCTAssertEqual(
            report.transitions.filter { $0.refusal != nil }.map { "\($0.from) \($0.action)" },
            ["0 open app://nowhere", "1 open app://nowhere", "2 open app://nowhere", "3 open app://nowhere"])
    }

    @MainActor func testExplore_LinkLandsOnAScreenButtonsReachButNotItsRoutes_IsFoundWithTheLinkAlone()
        async throws
    {
        let links = try WrongLandingLinkApp.links()
        let explorer = explorer(
            { WrongLandingLinkApp() },
            configure: { app, explorable in
                explorable.followLinks(using: links, on: app)
                explorable.openLink = { try app.openFromSceneDelegate($0) }
            })
        explorer.links = ["app://items", "app://items/Pencil"]

        let report = try explorer.explore(depth: 4)

        let failure = try onlyFailure(report)
        XCTAssertEqual(failure.invariant, .linksLandWhereTheirRoutesSay)
        XCTAssertEqual(failure.path.map(\.description), ["open app://items/Pencil"])
        XCTAssertEqual(
            failure.message,
            #"app://items/Pencil lands on ["Home" › "Items"], but its route's plan lands on ["Home" › "Items" › "Pencil"]"#
        )
    }

    @MainActor func testExplore_LinksFollowedAsTheirRoutesSay_EveryInvariantHolds() async throws {
        let links = try WrongLandingLinkApp.links()
        let explorer = explorer(
            { WrongLandingLinkApp() },
            configure: { app, explorable in explorable.followLinks(using: links, on: app) })
        explorer.links = ["app://items", "app://items/Pencil", "app://nowhere"]

        let report = try explorer.explore(depth: 4)

        XCTAssertEqual(report.failures.map(\.invariant), [])
        XCTAssertEqual(report.stateNames, ["Home", "Items", "Pencil", "Pen"])
        XCTAssertEqual(
            report.transitions.filter { $0.refusal != nil }.map { "\($0.from) \($0.action)" },
            ["0 open app://nowhere", "1 open app://nowhere", "2 open app://nowhere", "3 open app://nowhere"])
    }

    @MainActor func testExplore_RendererDropsAMultiplePop_MismatchAtTheStepThatPopsTwo() async throws {
        let explorer = explorer(
            { MismatchApp() },
            configure: { app, explorable in explorable.renderedContent = { app.renderer.tree.content } })

        let report = try explorer.explore(depth: 4)

        let failure = try onlyFailure(report)
        XCTAssertEqual(failure.invariant, .rendererMatchesModel)
        XCTAssertEqual(
            failure.path.map(\.description),
            [#"tap "Deep" on Home"#, #"tap "Deeper" on Level 1"#, #"tap "Top" on Level 2"#])
        XCTAssertTrue(failure.message.hasPrefix("the app's renderer shows "), failure.message)
    }

    @MainActor func testExplore_ScreenTheRegistryDoesNotKnow_RestorationDoesNotRoundTrip() async throws {
        let explorer = NavigationExplorer {
            let app = ForgetfulApp(navigation: Navigation())
            try app.startAsRoot(animated: false)
            return ExplorableApp(coordinator: app, registry: try ForgetfulApp.registry())
        }

        let failure = try onlyFailure(try explorer.explore(depth: 3))

        XCTAssertEqual(failure.invariant, .restorationRoundTrips)
        XCTAssertEqual(failure.path.map(\.description), [#"tap "Details" on Home"#])
        XCTAssertEqual(
            failure.message,
            #"the snapshot restores as [FixtureScreen:"Home";], the tree is [FixtureScreen:"Home";DetailsScreen:"Details";]"#
        )
        // The journal of the replay, attached to the failure.
        XCTAssertEqual(failure.recording?.text, #"program: pushed "Details""#)
    }

    @MainActor func testExplore_AppThatDiffersFromBuildToBuild_IsNotDeterministic() async throws {
        var builds = 0
        let explorer = NavigationExplorer {
            builds += 1
            let title = builds.isMultiple(of: 2) ? "Even" : "Odd"
            let navigation = Navigation()
            try navigation.push(
                FixtureScreen.make(
                    "Home", buttons: ["Next": { try? navigation.push(Screen(title: title), animated: true) }]),
                animated: false)
            return ExplorableApp(window: navigation)
        }

        let failure = try onlyFailure(try explorer.explore(depth: 3))

        XCTAssertEqual(failure.invariant, .deterministic)
        XCTAssertEqual(failure.path.map(\.description), [#"tap "Next" on Home"#])
        XCTAssertEqual(
            failure.message,
            #"replaying the path on a fresh app reaches [FixtureScreen:"Home";Screen:"Even";], not [FixtureScreen:"Home";Screen:"Odd";]"#
        )
    }

    @MainActor func testExplore_SameSettings_SameStatesAndTransitionsInTheSameOrder() async throws {
        let explorer = explorer { CouponApp() }
        explorer.invariants = [.rendererMatchesModel]

        let first = try explorer.explore(depth: 5, randomWalks: 3, walkLength: 10, seed: 42)
        let second = try explorer.explore(depth: 5, randomWalks: 3, walkLength: 10, seed: 42)

        XCTAssertEqual(first.states, second.states)
        XCTAssertEqual(first.transitions, second.transitions)
        XCTAssertEqual(first.stepCount, second.stepCount)
        // Only the renderer is checked: the coupon's escaped error is not looked for.
        XCTAssertEqual(first.failures.map(\.invariant), [])
        XCTAssertEqual(first.stateNames, ["Home", "Cart", "Coupon", "Checkout"])
    }

    @MainActor func testExplore_HiddenButton_IsNotAnAction() async throws {
        let explorer = NavigationExplorer {
            let navigation = Navigation()
            let home = try FixtureScreen.make(
                "Home",
                buttons: [
                    "Secret": { try? navigation.push(Screen(title: "Secret"), animated: true) },
                    "Next": { try? navigation.push(Screen(title: "Next"), animated: true) },
                ])
            home.elements[0].isHidden = true
            try navigation.push(home, animated: false)
            return ExplorableApp(window: navigation)
        }

        let report = try explorer.explore(depth: 2)

        XCTAssertEqual(report.transitions.map(\.action.description), [#"tap "Next" on Home"#, "swipe back"])
        XCTAssertEqual(report.stateNames, ["Home", "Next"])
    }

    @MainActor func testExplore_Fields_TypesEachCandidateOnceAndTheHostileOnes() async throws {
        let explorer = NavigationExplorer {
            let navigation = Navigation()
            try navigation.push(
                FixtureScreen.make("Sign in", fields: ["email", "name"], buttons: ["Go": {}]), animated: false
            )
            return ExplorableApp(window: navigation)
        }
        explorer.fieldValues = ["email": ["ada@example.com", "bad"]]
        explorer.addsHostileFieldValues = false

        let report = try explorer.explore(depth: 1)

        XCTAssertEqual(
            report.transitions.map(\.action.description),
            [#"tap "Go" on Sign in with email "ada@example.com""#, #"tap "Go" on Sign in with email "bad""#])
        explorer.addsHostileFieldValues = true
        XCTAssertEqual(
            try explorer.explore(depth: 1).transitions.map(\.action.description),
            [
                #"tap "Go" on Sign in with email "ada@example.com", name """#,
                #"tap "Go" on Sign in with email "bad", name """#,
                #"tap "Go" on Sign in with email "", name """#,
                #"tap "Go" on Sign in with email "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"... (1000 characters), name """#,
                #"tap "Go" on Sign in with email "line\nbreak\u{1B}[31m\u{7}\u{0}\r\t", name """#,
                #"tap "Go" on Sign in with email "ada@example.com", name "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"... (1000 characters)"#,
                #"tap "Go" on Sign in with email "ada@example.com", name "line\nbreak\u{1B}[31m\u{7}\u{0}\r\t""#,
            ])
    }

    @MainActor func testExplore_TwoButtonsWithOneTitle_AreOneActionAsTheUserTapsATitle() async throws {
        var taps: [String] = []
        let explorer = NavigationExplorer {
            let navigation = Navigation()
            try navigation.push(
                FixtureScreen.make(
                    "Home",
                    buttons: ["Go": { taps.append("first") }, "Go": { taps.append("second") }, "Stop": {}]),
                animated: false)
            return ExplorableApp(window: navigation)
        }
        explorer.links = ["app://a", "app://a"]

        let report = try explorer.explore(depth: 1)

        XCTAssertEqual(
            report.transitions.map(\.action.description), [#"tap "Go" on Home"#, #"tap "Stop" on Home"#])
        XCTAssertEqual(taps, ["first"])
    }

    @MainActor func testExplore_FailureShrinksFieldValuesToTheSimplestThatStillFails() async throws {
        let explorer = NavigationExplorer {
            let navigation = Navigation()
            var screen: FixtureScreen?
            screen = try FixtureScreen.make(
                "Form", fields: ["name"],
                buttons: [
                    "Save": {
                        // The planted defect: any name but the usual one leaves a second screen.
                        if screen?.element(withID: "name", as: TextFieldElement.self)?.text != "Ada" {
                            try? navigation.push(Screen(title: "Oops"), animated: false)
                        }
                    }
                ])
            try navigation.push(screen!, animated: false)
            var explorable = ExplorableApp(window: navigation)
            explorable.check("one screen") { navigation.screens.count == 1 }
            return explorable
        }
        explorer.fieldValues = ["name": ["Ada", "Grace"]]

        let failure = try onlyFailure(try explorer.explore(depth: 2))

        XCTAssertEqual(failure.invariant, .custom("one screen"))
        XCTAssertEqual(failure.path.map(\.description), [#"tap "Save" on Form with name "Grace""#])
        XCTAssertEqual(failure.message, #"the check "one screen" of the app's state failed"#)
    }

    @MainActor func testReplay_PrintedPath_ReachesTheSameTree() async throws {
        let explorer = explorer { NoWayOutApp() }
        let failure = try onlyFailure(try explorer.explore(depth: 4))

        let app = try explorer.replay(failure.path)

        XCTAssertEqual(FlowTree.describe(app.window, coordinator: app.coordinator), failure.treeAfter)
        XCTAssertThrowsError(
            try explorer.replay([ExplorerAction(.tap(button: "Nope", screen: "Home", fields: []))])
        ) {
            XCTAssertEqual(
                $0 as? ExplorerError,
                .stepUnavailable(
                    index: 0, action: #"tap "Nope" on Home"#,
                    reason: #"no button "Nope" on "Home"; it shows ["Settings"]"#))
        }
    }

    @MainActor func testAssertExplorationPasses_Failure_ReportsTheDescriptionAndWhatRan() async throws {
        let captured = CapturedFailures()

        let report = assertExplorationPasses(
            explorer { LeakingChildApp() }, depth: 3, reporter: captured.reporter)

        let summary = """
            explorer: 2 states, 3 transitions, 3 steps from makeApp()
            checked: no escaped errors, renderer matches model, left tree is freed, never stuck, deterministic
            skipped: restoration round-trips (the app has no restoration registry: build the ExplorableApp with one),
              links land where buttons reach (no links to open: set NavigationExplorer.links),
              links land where their routes say (no links to open: set NavigationExplorer.links)
            broken: left tree is freed
            """
        XCTAssertEqual(captured.messages, report?.failures.map { "\($0)\n\n\(summary)" })
        XCTAssertEqual(
            captured.messages.map { $0.split(separator: "\n").first },
            ["explorer: left tree is freed broke at step 2 of makeApp():"])
    }

    // MARK: - Every broken invariant, each shrunk

    @MainActor func testExplore_ButtonThatThrowsOnItsSecondTap_EverySeedShrinksToTheProvenShortestPath()
        async throws
    {
        var results: [String] = []
        var foundLengths: [Int] = []
        for seed: UInt64 in 0..<8 {
            let report = try explorer { SecondTapApp() }.explore(
                depth: 4, randomWalks: 3, walkLength: 20, seed: seed)
            let failure = try onlyFailure(report)
            results.append(
                "\(failure.invariant): \(failure.path.map(\.description).joined(separator: ", ")) "
                    + "(\(failure.shrinking)) \(failure.message)")
            foundLengths.append(failure.foundPath.count)
        }

        XCTAssertEqual(
            results,
            Array(
                repeating:
                    #"no escaped errors: tap "Feed" on Home, tap "Like" on Feed, tap "Like" on Feed "#
                    + "(the shortest path: no shorter one breaks it) "
                    + "an intent of SecondTapApp threw LikedTwice(), and no coordinator handled it",
                count: 8))
        // The walks found it along detours; deleting steps alone left 5 or 7 of them for some seeds.
        XCTAssertEqual(foundLengths, [7, 5, 17, 19, 9, 5, 7, 9])
    }

    @MainActor func testExplore_ShrinkingBudgetRunsOut_SaysAShorterPathMayExist() async throws {
        let explorer = explorer { SecondTapApp() }
        var results: [String] = []

        for budget in [0, 4] {
            explorer.maxShrinkReplays = budget
            let failure = try onlyFailure(
                try explorer.explore(depth: 4, randomWalks: 3, walkLength: 20, seed: 0))
            results.append("\(failure.path.count) steps: \(failure.shrinking)")
        }

        XCTAssertEqual(
            results,
            [
                "7 steps: a shorter path may exist: the search ran out of its 0 fresh apps "
                    + "(NavigationExplorer.maxShrinkReplays) among the paths of 1 step",
                "7 steps: a shorter path may exist: no path of 1 step or fewer breaks it, but the search ran "
                    + "out of its 4 fresh apps (NavigationExplorer.maxShrinkReplays) among the paths of 2 steps",
            ])
    }

    @MainActor func testExplore_TwoInvariantsBroken_ReportsEachOnceWithItsOwnShortestPath() async throws {
        let explorer = explorer { LeakingChildApp() }
        explorer.check("one screen") { $0.window.screens.count == 1 }

        let report = try explorer.explore(depth: 4)

        XCTAssertEqual(
            report.failures.map { "\($0.invariant) at \($0.path.map(\.description)): \($0.message)" },
            [
                #"custom "one screen" at ["tap \"Compose\" on Home"]: the check "one screen" failed"#,
                #"left tree is freed at ["tap \"Compose\" on Home", "tap \"Done\" on Compose"]: "#
                    + "left the tree and still alive after the step: ComposeCoordinator",
            ])
        XCTAssertEqual(report.failures.map(\.shrinking), [.provenShortest, .provenShortest])
        XCTAssertEqual(report.stateNames, ["Home", "Compose"])
    }

    @MainActor func testReport_Description_ListsEveryInvariantCheckedSkippedWithWhyAndBroken() async throws {
        let explorer = NavigationExplorer {
            let app = ForgetfulApp(navigation: Navigation())
            try app.startAsRoot(animated: false)
            var explorable = ExplorableApp(coordinator: app, registry: try ForgetfulApp.registry())
            explorable.check("a title") { app.navigation.topScreen?.title != nil }
            return explorable
        }
        explorer.invariants.remove(.deterministic)
        explorer.links = ["app://details"]
        explorer.check("at most two screens") { $0.window.screens.count <= 2 }
        explorer.factoryExpression = "ForgetfulApp.makeStartedWithItsRegistry(navigation: Navigation())"

        let report = try explorer.explore(depth: 2)

        XCTAssertEqual(
            report.description.split(separator: "\n", omittingEmptySubsequences: false).prefix(8),
            [
                "explorer: 2 states, 2 transitions, 2 steps from "
                    + "ForgetfulApp.makeStartedWithItsRegistry(navigation: Navigation())",
                "checked: no escaped errors, renderer matches model, restoration round-trips, left tree is freed, "
                    + #"never stuck, custom "at most two screens", custom "a title""#,
                "skipped: links land where buttons reach (the app opens no links: set ExplorableApp.openLink),",
                "  links land where their routes say (the app opens no links: set ExplorableApp.openLink),",
                "  deterministic (turned off: not in NavigationExplorer.invariants)",
                "broken: restoration round-trips",
                "",
                "explorer: restoration round-trips broke at step 1 of "
                    + "ForgetfulApp.makeStartedWithItsRegistry(navigation: Navigation()):",
            ])
        XCTAssertEqual(report.checkedInvariants.count, 7)
        XCTAssertEqual(
            report.skippedInvariants.map(\.invariant),
            [.linksLandWhereButtonsReach, .linksLandWhereTheirRoutesSay, .deterministic])
    }

    @MainActor func testFailureDescription_FactoryExpressionWithALineBreak_IsEscapedNotCut() async throws {
        let explorer = explorer { NoWayOutApp() }
        explorer.factoryExpression = "NoWayOutApp.makeForTheExplorer(\n    title: \"Home\", animated: false)"

        let failure = try onlyFailure(try explorer.explore(depth: 3))

        XCTAssertEqual(
            failure.description.split(separator: "\n").first,
            #"explorer: never stuck broke at step 2 of "NoWayOutApp.makeForTheExplorer(\n    title: \"Home\", animated: false)":"#
        )
    }

    @MainActor func testExplore_FactoryThrows_ThrowsFactoryFailed() async throws {
        struct Broken: Error {}
        let explorer = NavigationExplorer { throw Broken() }

        XCTAssertThrowsError(try explorer.explore()) {
            XCTAssertEqual($0 as? ExplorerError, .factoryFailed("Broken()"))
        }
    }
}
