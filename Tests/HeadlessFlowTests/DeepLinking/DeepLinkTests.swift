import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// The model as text: each stack's titles; a tab bar lists its tabs (`*` selected) in brackets; a
/// presented navigation follows `^`.
@MainActor
func outline(_ navigation: Navigation) -> String {
    var parts: [String] = []
    for screen in navigation.screens {
        if let tabBar = screen as? TabBar {
            let tabs = tabBar.tabs.enumerated().map { index, tab in
                "\(tab.label.title)\(index == tabBar.selectedIndex ? "*" : ""): \(outline(tab.navigation))"
            }
            parts.append("\(screen.title)[\(tabs.joined(separator: " | "))]")
        } else {
            parts.append(screen.title)
        }
    }
    var text = parts.joined(separator: " > ")
    if let presented = navigation.presented { text += " ^ (\(outline(presented)))" }
    return text
}

/// Every screen in `navigation`'s tree.
@MainActor
func allScreens(_ navigation: Navigation) -> [Screen] {
    var result: [Screen] = []
    for screen in navigation.screens {
        result.append(screen)
        if let tabBar = screen as? TabBar { result += tabBar.tabs.flatMap { allScreens($0.navigation) } }
    }
    if let presented = navigation.presented { result += allScreens(presented) }
    return result
}

final class DeepLinkTests: XCTestCase {
    @MainActor private func makeApp(loggedIn: Bool = true) throws -> (RoutedApp, Navigation) {
        let app = RoutedApp(loggedIn: loggedIn)
        try app.startAsRoot(animated: false)
        return (app, app.navigation)
    }

    // MARK: Typed routes

    @MainActor func testRouteTo_HandsBackTheTypedChild_ToContinueInto() async throws {
        let (app, navigation) = try makeApp()

        let items: ItemsFlow = try app.route(to: .items)
        try items.route(to: .detail(id: 3))

        XCTAssertIdentical(items, app.child(as: RoutedMenu.self)?.item(ItemsFlow.self))
        XCTAssertEqual(outline(navigation), "Home > Menu[Items*: Items > Item 3 | Profile: Profile]")
    }

    @MainActor func testRouteTo_LedElsewhere_ThrowsAndChangesNothing() async throws {
        let (app, navigation) = try makeApp()
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try app.route(to: .profile, as: ItemsFlow.self)) {
            XCTAssertEqual(
                "\($0)",
                "The route was expected to lead to a ItemsFlow but led to RoutedMenu. Nothing was changed.")
        }

        XCTAssertEqual(outline(navigation), "Home")
        recorder.assert([])
    }

    // MARK: Opening links

    @MainActor func testOpen_FourLevels_OneTransitionWithDeepLinkCause() async throws {
        let (app, navigation) = try makeApp()
        let recorder = recordNavigation(navigation)
        var outcomes: [DeepLinkOutcome] = []

        let result = try app.open(.comment(item: 3, comment: 5)) { outcomes.append($0) }

        XCTAssertEqual(
            outline(navigation),
            "Home > Menu[Items*: Items > Item 3 ^ (Comments 3 > Comment 5) | Profile: Profile]")
        XCTAssertEqual(
            result.steps.map { "\($0.coordinatorType) \($0.ending)" },
            ["RoutedApp next", "RoutedMenu next", "ItemsFlow next", "CommentsFlow handled"])
        // Every change is caused by the link, and covered screens do not load.
        // The tab bar arrives as one change, with its tabs and selection.
        recorder.assert([
            #"pushed "Menu" with tabs ["Items": "Items", "Item 3"; "Profile": "Profile"], selected 0 (deepLink)"#,
            #"presented "Comments 3", "Comment 5" (deepLink)"#,
            #"didLoad "Comment 5""#, #"willDisappear "Home""#, #"willAppear "Comment 5""#,
            #"didDisappear "Home""#, #"didAppear "Comment 5""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.animated), [false, true],
            "one visible transition, the last")
        XCTAssertEqual(navigation.visibleScreen?.title, "Comment 5")
        XCTAssertEqual(navigation.visibleScreen?.appearance, .appeared)
        let itemsFlow = try XCTUnwrap(app.child(as: RoutedMenu.self)?.item(ItemsFlow.self))
        XCTAssertFalse(try XCTUnwrap(itemsFlow.navigation.topScreen).isLoaded, "covered screens do not load")
        XCTAssertEqual(outcomes, [.completed])
    }

    @MainActor func testOpen_FirstLevelsAlreadyShown_ChangesOnlyWhatDiffers() async throws {
        let (app, navigation) = try makeApp()
        try app.open(.item(id: 1))
        let menu = try XCTUnwrap(app.child(as: RoutedMenu.self))
        let items = try XCTUnwrap(menu.item(ItemsFlow.self))
        let recorder = recordNavigation(navigation)

        try app.open(.item(id: 2))

        XCTAssertIdentical(app.child, menu, "the running menu is reused")
        XCTAssertIdentical(menu.item(ItemsFlow.self), items)
        XCTAssertEqual(outline(navigation), "Home > Menu[Items*: Items > Item 2 | Profile: Profile]")
        recorder.assert([
            #"popped "Item 1" (deepLink)"#, #"pushed "Item 2" (deepLink)"#, #"didLoad "Item 2""#,
            #"willDisappear "Item 1""#, #"willAppear "Item 2""#, #"didDisappear "Item 1""#,
            #"didAppear "Item 2""#,
        ])

        try app.open(.item(id: 2))
        recorder.assert([])  // a link to what is shown changes nothing
    }

    @MainActor func testOpen_StepRefuses_ThrowsNamingStepAndCoordinator_NothingChanges() async throws {
        let (app, navigation) = try makeApp()
        try app.open(.item(id: 1))
        let before = outline(navigation)
        let recorder = recordNavigation(navigation)
        var outcomes: [DeepLinkOutcome] = []

        XCTAssertThrowsError(try app.open(.comment(item: 4, comment: -1)) { outcomes.append($0) }) { error in
            guard
                case .stepFailed(let step, let coordinator, let route, let underlying) = error
                    as? DeepLinkError
            else { return XCTFail("\(error)") }
            XCTAssertEqual(step, 4)
            XCTAssertEqual(coordinator, "CommentsFlow")
            XCTAssertEqual(route, "comment(-1)")
            XCTAssertEqual(underlying as? CommentsFlow.NoSuchComment, .init(id: -1))
            XCTAssertEqual(
                "\(error)",
                "Step 4 failed: CommentsFlow could not serve comment(-1): NoSuchComment(id: -1). Nothing was changed."
            )
        }

        XCTAssertEqual(outline(navigation), before)
        recorder.assert([])
        XCTAssertEqual(outcomes, [])
    }

    @MainActor func testOpen_HandlerContinuesInACoordinatorNotBelowIt_Throws() async throws {
        final class Stray: RouteHandling {
            let context = CoordinatorContext(navigation: Navigation())
            let other: ItemsFlow
            init(other: ItemsFlow) { self.other = other }
            func start(animated: Bool) throws { try move(to: Screen(title: "Stray"), animated: animated) }
            func handle(_ route: Int, animated: Bool) throws -> RouteResult { .next(other, .list) }
        }
        let stray = Stray(other: ItemsFlow(navigation: Navigation()))
        try stray.startAsRoot(animated: false)

        XCTAssertThrowsError(try stray.open(1)) {
            XCTAssertEqual(
                "\($0)",
                "Step 1: Stray continued the route in ItemsFlow, which is not a running coordinator below it. Start, present or focus it first. Nothing was changed."
            )
        }
    }

    // MARK: Dry runs

    @MainActor func testPlan_ChangesNothing_AndOpeningDoesExactlyWhatItSaid() async throws {
        let (app, navigation) = try makeApp()
        try app.open(.item(id: 1))
        let before = outline(navigation)
        let recorder = recordNavigation(navigation)

        let plan = try app.plan(.comment(item: 2, comment: 7))

        XCTAssertEqual(outline(navigation), before)
        recorder.assert([])  // a dry run announces nothing
        XCTAssertEqual(
            plan.steps.map { "\($0.coordinatorType)" },
            ["RoutedApp", "RoutedMenu", "ItemsFlow", "CommentsFlow"])
        XCTAssertEqual(plan.steps.first?.route as? RoutedApp.Route, .comment(item: 2, comment: 7))
        XCTAssertEqual(plan.steps.last?.route as? CommentsFlow.Route, .comment(7))
        XCTAssertFalse(plan.isPending)
        XCTAssertTrue(
            plan.description.hasPrefix("1. RoutedApp serves comment(item: 2, comment: 7): continues below\n"))

        XCTAssertEqual(
            plan.changes,
            [
                #"popped "Item 1""#, #"pushed "Item 2""#,
                #"presented "Comments 2", "Comment 7" (animated)"#,
            ])
        var titles = Dictionary(uniqueKeysWithValues: allScreens(navigation).map { ($0.id, $0.title) })

        let result = try app.open(.comment(item: 2, comment: 7))

        for screen in allScreens(navigation) { titles[screen.id] = screen.title }
        XCTAssertEqual(result.steps.map(\.description), plan.steps.map(\.description))
        XCTAssertEqual(
            recorder.recordedEvents.map {
                $0.change.readableDescription { titles[$0] } + ($0.animated ? " (animated)" : "")
            },
            plan.changes)
        recorder.assert([
            #"popped "Item 1" (deepLink)"#, #"pushed "Item 2" (deepLink)"#,
            #"presented "Comments 2", "Comment 7" (deepLink)"#,
            #"didLoad "Comment 7""#, #"willDisappear "Item 1""#, #"willDisappear "Menu""#,
            #"willAppear "Comment 7""#, #"didDisappear "Item 1""#, #"didDisappear "Menu""#,
            #"didAppear "Comment 7""#,
        ])
        XCTAssertEqual(
            outline(navigation),
            "Home > Menu[Items*: Items > Item 2 ^ (Comments 2 > Comment 7) | Profile: Profile]")
    }

    /// Plans `route`, then opens it, and checks what Routing.md promises: the plan changed and
    /// announced nothing, and the run announced exactly the planned changes.
    @MainActor private func assertPlanThenOpen(
        _ app: RoutedApp, _ route: RoutedApp.Route, equals expected: [String]? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let navigation = app.navigation
        let before = outline(navigation)
        let recorder = recordNavigation(navigation, exhaustive: false)
        let plan = try app.plan(route)
        XCTAssertEqual(outline(navigation), before, "the plan changed the model", file: file, line: line)
        XCTAssertEqual(recorder.recordedEvents.count, 0, "the plan announced", file: file, line: line)
        if let expected { XCTAssertEqual(plan.changes, expected, "plan", file: file, line: line) }

        var titles = Dictionary(uniqueKeysWithValues: allScreens(navigation).map { ($0.id, $0.title) })
        try app.open(route)
        for screen in allScreens(navigation) { titles[screen.id] = screen.title }
        XCTAssertEqual(
            recorder.recordedEvents.map {
                $0.change.readableDescription { titles[$0] } + ($0.animated ? " (animated)" : "")
            },
            plan.changes, "run", file: file, line: line)
        recorder.finish()
    }

    @MainActor func testPlan_FromEveryStartingState_IsWhatTheRunAnnounces() async throws {
        // A cold start: the link launches the app onto the tab bar, a tab and a pushed child flow,
        // whose start is a transaction of its own; its push is part of the tab's arrival.
        let (cold, _) = try makeApp()
        try assertPlanThenOpen(
            cold, .post(id: 7),
            equals: [
                #"pushed "Menu" with tabs ["Items": "Items", "Post 7"; "Profile": "Profile"], selected 0 (animated)"#
            ])

        // Part of the way shown already, then all of it.
        let (part, _) = try makeApp()
        try part.open(.items)
        try assertPlanThenOpen(part, .post(id: 3), equals: [#"pushed "Post 3" (animated)"#])
        try assertPlanThenOpen(
            part, .comment(item: 2, comment: 7),
            equals: [
                #"popped "Post 3""#, #"pushed "Item 2""#, #"presented "Comments 2", "Comment 7" (animated)"#,
            ])
        try assertPlanThenOpen(
            part, .comment(item: 2, comment: 7),
            equals: [#"dismissed "Comment 7""#, #"presented "Comments 2", "Comment 7" (animated)"#])

        // Behind a gate: the plan pushes the login and holds; a second link replaces the held one.
        let (gated, _) = try makeApp(loggedIn: false)
        try assertPlanThenOpen(gated, .item(id: 4), equals: [#"pushed "Login" (animated)"#])
        try assertPlanThenOpen(gated, .profile, equals: [])
    }

    @MainActor func testPlanThenOpen_RandomLinksFromRandomStates_RunAnnouncesThePlan() async throws {
        var random = SeededRandom(seed: 20_261_125)
        func randomRoute() -> RoutedApp.Route {
            let id = Int.random(in: 1...3, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return .items
            case 1: return .item(id: id)
            case 2: return .comment(item: id, comment: Int.random(in: 1...3, using: &random))
            case 3: return .post(id: id)
            default: return .profile
            }
        }
        for round in 0..<60 {
            let (app, _) = try makeApp(loggedIn: round % 4 != 0)
            for _ in 0..<Int.random(in: 0...3, using: &random) { try app.open(randomRoute()) }
            let route = randomRoute()
            try assertPlanThenOpen(app, route)
            if round % 8 == 0, !app.isLoggedIn {
                // Logging in resumes the held link; the next link plans from there.
                try app.child(as: LoginFlow.self)?.finish(animated: false)
                try assertPlanThenOpen(app, randomRoute())
            }
        }
    }

    @MainActor func testOpenURL_SchemeNotAccepted_ReasonIsATypedURLRouteError() async throws {
        let (app, navigation) = try makeApp()
        var table = URLRouteTable<RoutedApp.Route>(schemes: ["app"], hosts: .only(["items"]))
        try table.add("/") { _ in .items }

        do {
            try app.open("web://items/", using: table)
            XCTFail("a link in another scheme was opened")
        } catch .unresolved(let url, let reason) {
            XCTAssertEqual(url, "web://items/")
            XCTAssertEqual(
                reason, .schemeNotAccepted(found: "web", accepted: ["app"], url: "web://items/"))
        } catch {
            XCTFail("\(error)")
        }
        XCTAssertEqual(outline(navigation), "Home")
    }

    @MainActor func testPlan_StepRefuses_ThrowsLikeOpen() async throws {
        let (app, navigation) = try makeApp()

        XCTAssertThrowsError(try app.plan(.comment(item: 1, comment: 0 - 3))) {
            guard case .stepFailed(let step, _, _, _) = $0 as? DeepLinkError else { return XCTFail("\($0)") }
            XCTAssertEqual(step, 4)
        }
        XCTAssertEqual(outline(navigation), "Home")
    }

    // MARK: Gates

    @MainActor func testOpen_LoggedOut_HeldUntilLoginFinishes_ThenLandsOnTarget() async throws {
        let (app, navigation) = try makeApp(loggedIn: false)
        var outcomes: [DeepLinkOutcome] = []

        let result = try app.open(.item(id: 4)) { outcomes.append($0) }

        XCTAssertTrue(result.isPending)
        XCTAssertTrue(app.holdsPendingLink)
        XCTAssertEqual(outline(navigation), "Home > Login")
        XCTAssertEqual(outcomes, [])

        try XCTUnwrap(app.child(as: LoginFlow.self)).finish(animated: true)

        XCTAssertFalse(app.holdsPendingLink)
        XCTAssertEqual(outline(navigation), "Home > Menu[Items*: Items > Item 4 | Profile: Profile]")
        XCTAssertEqual(outcomes, [.completed])
    }

    @MainActor func testOpen_NewerLinkWhileOneIsHeld_ReplacesIt() async throws {
        let (app, navigation) = try makeApp(loggedIn: false)
        var outcomes: [String] = []
        try app.open(.item(id: 4)) { outcomes.append("first \($0)") }

        try app.open(.profile) { outcomes.append("second \($0)") }
        XCTAssertEqual(outcomes, ["first dropped(\(DeepLinkDropReason.replaced))"])

        try XCTUnwrap(app.child(as: LoginFlow.self)).finish(animated: true)
        XCTAssertEqual(outcomes, ["first dropped(replaced)", "second completed"])
        XCTAssertEqual(outline(navigation), "Home > Menu[Items: Items | Profile*: Profile]")
    }

    @MainActor func testPendingLink_DroppedByTheAppOrWhenItsHolderFinishes_SaysWhy() async throws {
        let (app, _) = try makeApp(loggedIn: false)
        var outcomes: [DeepLinkOutcome] = []
        try app.open(.item(id: 4)) { outcomes.append($0) }

        app.dropPendingLink()
        XCTAssertEqual(outcomes, [.dropped(.cancelled)])
        XCTAssertFalse(app.holdsPendingLink)
        XCTAssertThrowsError(try app.resumePendingLink()) {
            XCTAssertEqual("\($0)", "RoutedApp holds no pending link to resume.")
        }

        // A gate further down: the menu holds; finishing it drops the link.
        let root = GateRoot()
        try root.startAsRoot(animated: false)
        try root.open(.gated) { outcomes.append($0) }
        XCTAssertTrue(try XCTUnwrap(root.child).holdsPendingLink)
        try XCTUnwrap(root.child).finish(animated: false)
        XCTAssertEqual(outcomes, [.dropped(.cancelled), .dropped(.holderFinished)])
    }

    @MainActor func testResume_StepRefuses_NothingChangesAndTheLinkStaysPending() async throws {
        let (app, navigation) = try makeApp(loggedIn: false)
        try app.open(.comment(item: 2, comment: -9))
        app.isLoggedIn = true
        let before = outline(navigation)

        XCTAssertThrowsError(try app.resumePendingLink())

        XCTAssertEqual(outline(navigation), before)
        XCTAssertTrue(app.holdsPendingLink)
    }

    @MainActor func testOpen_InsideAThrowingTransaction_RollsBackTheHeldLinkToo() async throws {
        let (app, navigation) = try makeApp(loggedIn: false)
        struct Abort: Error {}

        XCTAssertThrowsError(
            try Navigation.transaction {
                try app.open(.item(id: 1))
                throw Abort()
            })

        XCTAssertFalse(app.holdsPendingLink)
        XCTAssertEqual(outline(navigation), "Home")
    }
}

/// A root whose child holds every link behind its own gate.
@MainActor
private final class GateRoot: RouteHandling {
    enum Route { case gated }
    let context = CoordinatorContext(navigation: Navigation())
    func start(animated: Bool) throws { try move(to: Screen(title: "Root"), animated: animated) }
    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        .next(
            try child(GateKeeper.self, orStart: { GateKeeper(navigation: navigation) }, animated: animated),
            ())
    }
}

@MainActor
private final class GateKeeper: RouteHandling {
    let context: CoordinatorContext
    init(navigation: Navigation) { context = CoordinatorContext(navigation: navigation) }
    func start(animated: Bool) throws { try move(to: Screen(title: "Gate"), animated: animated) }
    func handle(_ route: Void, animated: Bool) throws -> RouteResult { .hold }
}
