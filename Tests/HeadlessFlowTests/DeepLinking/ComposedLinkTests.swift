import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Links composed from outside, from each level's own route (XCoordinator's
/// `deepLink(AppRoute.home, HomeRoute.news, NewsRoute.detail)`), on the app of `RoutedApp.swift`.
final class ComposedLinkTests: XCTestCase {
    @MainActor private func makeApp(loggedIn: Bool = true) throws -> (RoutedApp, Navigation) {
        let app = RoutedApp(loggedIn: loggedIn)
        try app.startAsRoot(animated: false)
        return (app, app.navigation)
    }

    @MainActor func testOpen_ThenLevels_EachServedBelowTheLevelBefore_InOneTransition() async throws {
        let (app, navigation) = try makeApp()
        let recorder = recordNavigation(navigation)
        var outcomes: [DeepLinkOutcome] = []

        let result = try app.open(.items, then: ItemsFlow.Route.comment(item: 3, comment: 5)) {
            outcomes.append($0)
        }

        XCTAssertEqual(
            result.steps.map { "\($0.coordinatorType) \($0.route) \($0.ending)" },
            [
                "RoutedApp items next", "RoutedMenu items(nil) next", "ItemsFlow list next",
                "ItemsFlow comment(item: 3, comment: 5) next", "CommentsFlow comment(5) handled",
            ])
        XCTAssertTrue(result.destination is CommentsFlow)
        XCTAssertEqual(outcomes, [.completed])
        XCTAssertEqual(
            outline(navigation),
            "Home > Menu[Items*: Items > Item 3 ^ (Comments 3 > Comment 5) | Profile: Profile]")
        recorder.assert([
            #"pushed "Menu" with tabs ["Items": "Items", "Item 3"; "Profile": "Profile"], selected 0 (deepLink)"#,
            #"presented "Comments 3", "Comment 5" (deepLink)"#,
            #"didLoad "Comment 5""#, #"willDisappear "Home""#, #"willAppear "Comment 5""#,
            #"didDisappear "Home""#, #"didAppear "Comment 5""#,
        ])
    }

    @MainActor func testOpen_ThenALevelServedByATabThatIsNotSelected_IsServedThere() async throws {
        let (app, navigation) = try makeApp()

        try app.open(.profile, then: ItemsFlow.Route.detail(id: 4))

        XCTAssertEqual(outline(navigation), "Home > Menu[Items: Items > Item 4 | Profile*: Profile]")
    }

    @MainActor func testOpen_ALevelNoCoordinatorServes_ThrowsTypedAndChangesNothing() async throws {
        let (app, navigation) = try makeApp()
        try app.open(.item(id: 1))
        let before = outline(navigation)
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try app.open(.items, then: CommentsFlow.Route.comment(2))) { error in
            guard
                case .stepFailed(let step, let coordinator, let route, let underlying) = error
                    as? DeepLinkError,
                case .noCoordinatorServes(let unserved, let below) = underlying as? DeepLinkError
            else { return XCTFail("\(error)") }
            XCTAssertEqual(step, 3)
            XCTAssertTrue(coordinator.hasPrefix("ItemsFlow"), coordinator)
            XCTAssertEqual(route, "list")
            XCTAssertEqual(unserved, "comment(2)")
            XCTAssertTrue(below.hasPrefix("ItemsFlow"), below)
        }

        XCTAssertEqual(outline(navigation), before)
        recorder.assert([])
    }

    @MainActor func testOpen_HeldBehindAGate_KeepsTheRestOfTheLinkPending() async throws {
        let (app, navigation) = try makeApp(loggedIn: false)
        var outcomes: [DeepLinkOutcome] = []

        let result = try app.open(.items, then: ItemsFlow.Route.detail(id: 7)) { outcomes.append($0) }
        XCTAssertTrue(result.isPending)
        XCTAssertEqual(outline(navigation), "Home > Login")

        try XCTUnwrap(app.child(as: LoginFlow.self)).finish(animated: false)

        XCTAssertEqual(outline(navigation), "Home > Menu[Items*: Items > Item 7 | Profile: Profile]")
        XCTAssertEqual(outcomes, [.completed])
    }

    @MainActor func testPlan_ThenLevels_AnnouncesWhatTheRunDoes_WithoutChangingAnything() async throws {
        let (app, navigation) = try makeApp()
        let recorder = NavigationRecorder(navigation, exhaustive: false)

        let plan = try app.plan(.items, then: ItemsFlow.Route.detail(id: 2))
        XCTAssertEqual(outline(navigation), "Home")
        XCTAssertEqual(recorder.recordedLines, [])
        try app.open(.items, then: ItemsFlow.Route.detail(id: 2))

        XCTAssertEqual(plan.steps.map { "\($0.route)" }, ["items", "items(nil)", "list", "detail(id: 2)"])
        XCTAssertEqual(recorder.recordedChanges, plan.changes)
        XCTAssertFalse(plan.changes.isEmpty)
    }
}
