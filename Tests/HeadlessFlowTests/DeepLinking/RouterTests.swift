import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// The app a router is tried on: a root that routes to its items, and records the intent errors
/// that reach it.
@MainActor
private final class RouterApp: RouteHandling {
    enum Route { case items, logOut }
    let context: CoordinatorContext
    private(set) var errors: [String] = []
    private(set) var logOuts = 0

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Home"), animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        switch route {
        case .items:
            let items = try child(
                RouterItems.self, orStart: { RouterItems(navigation: navigation) }, animated: animated)
            return .next(items, .list)
        case .logOut:
            logOuts += 1
            return .handled
        }
    }

    func handle(intentError error: any Error, from coordinator: any Coordinator) -> Bool {
        errors.append("\(type(of: coordinator)): \(error)")
        return true
    }
}

@MainActor
private final class RouterItems: RouteHandling {
    enum Route {
        case list
        case detail(id: Int)
    }
    struct NoSuchItem: Error, CustomStringConvertible {
        let id: Int
        var description: String { "no item \(id)" }
    }
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Items"), animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        if case .detail(let id) = route {
            guard id > 0 else { throw NoSuchItem(id: id) }
            try move(to: Screen(title: "Item \(id)"), animated: animated)
        }
        return .handled
    }
}

/// A coordinator with no routes: it shows one screen titled as it is named.
@MainActor
private final class PlainFlow: Coordinator {
    let context: CoordinatorContext
    let title: String

    init(_ title: String, navigation: Navigation) {
        self.title = title
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: title), animated: animated)
    }
}

/// What a screen's view-model holds: routers, handed over, never looked up.
@MainActor
private final class ItemsViewModel {
    let router: Router<RouterItems>
    init(router: Router<RouterItems>) { self.router = router }
    func didPick(_ id: Int) -> Bool { router.route(to: .detail(id: id)) }
    func didTapLogOut() -> Bool { router.ancestor(RouterApp.self)?.route(to: .logOut) ?? false }
}

final class RouterTests: XCTestCase {
    @MainActor private func makeApp() throws -> (RouterApp, RouterItems) {
        let app = RouterApp(navigation: Navigation())
        try app.startAsRoot(animated: false)
        let items: RouterItems = try app.route(to: .items)
        return (app, items)
    }

    @MainActor func testRoute_FromAViewModel_GoesThroughItsCoordinator() async throws {
        let (app, items) = try makeApp()
        let viewModel = ItemsViewModel(router: items.router)
        let recorder = NavigationRecorder(app.navigation, exhaustive: false)

        XCTAssertTrue(viewModel.didPick(3))

        XCTAssertEqual(recorder.recordedChanges, [#"pushed "Item 3" (animated)"#])
        XCTAssertEqual(app.errors, [])
    }

    @MainActor func testRoute_Refused_IsReportedUpTheTree_AndChangesNothing() async throws {
        let (app, items) = try makeApp()
        let viewModel = ItemsViewModel(router: items.router)
        let recorder = NavigationRecorder(app.navigation, exhaustive: false)

        XCTAssertFalse(viewModel.didPick(-1))

        XCTAssertEqual(app.errors.count, 1)
        XCTAssertTrue(app.errors[0].hasPrefix("RouterItems: "), app.errors[0])
        XCTAssertTrue(app.errors[0].contains("no item -1"), app.errors[0])
        XCTAssertEqual(recorder.recordedLines, [])
        XCTAssertThrowsError(try items.router.tryRoute(to: .detail(id: -2))) { error in
            guard case .stepFailed(_, _, _, let underlying) = error as? DeepLinkError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual((underlying as? RouterItems.NoSuchItem)?.id, -2)
        }
        XCTAssertEqual(app.errors.count, 1, "tryRoute throws rather than reports")
    }

    @MainActor func testAncestor_TypedLookup_RoutesThroughALevelAbove() async throws {
        let (app, items) = try makeApp()
        let viewModel = ItemsViewModel(router: items.router)

        XCTAssertTrue(viewModel.didTapLogOut())

        XCTAssertEqual(app.logOuts, 1)
        XCTAssertIdentical(items.ancestor(RouterApp.self), app)
        XCTAssertNil(items.ancestor(RouterItems.self), "a coordinator is not its own ancestor")
        XCTAssertNil(app.router.ancestor(RouterApp.self))
    }

    @MainActor func testRouter_HeldByAViewModel_KeepsNoCoordinatorAlive() async throws {
        let app = RouterApp(navigation: Navigation())
        try app.startAsRoot(animated: false)
        weak var released: RouterItems?
        let viewModel: ItemsViewModel
        do {
            let items: RouterItems = try app.route(to: .items)
            released = items
            viewModel = ItemsViewModel(router: items.router)
            XCTAssertIdentical(viewModel.router.coordinator, items)
            try items.finish(animated: false)
        }

        XCTAssertNil(released, "the view-model's router did not keep the finished flow")
        XCTAssertNil(viewModel.router.coordinator)
        XCTAssertFalse(viewModel.didPick(1), "nothing to route through")
        XCTAssertNil(try viewModel.router.tryRoute(to: .list))
        XCTAssertEqual(app.errors, [])
    }

    @MainActor func testRouter_OfACoordinatorWithNoRoutes_StartsAndPresentsChildFlows() async throws {
        let app = RouterApp(navigation: Navigation())
        try app.startAsRoot(animated: false)
        let plain = PlainFlow("Plain", navigation: app.navigation)
        try app.start(child: plain, animated: false)
        let recorder = NavigationRecorder(app.navigation, exhaustive: false)
        let router: Router<PlainFlow> = plain.router
        var outcomes: [String] = []

        let detail = router.start(
            onFinish: { outcomes.append("detail \($0)") },
            { navigation in PlainFlow("Detail", navigation: navigation) })
        try detail?.finish(animated: true)
        let presented = router.present(
            child: PlainFlow("Settings", navigation: Navigation()),
            onFinish: { outcomes.append("settings \($0)") })

        XCTAssertTrue(presented)
        XCTAssertEqual((plain.child as? PlainFlow)?.title, "Settings")
        XCTAssertEqual(
            recorder.recordedChanges,
            [
                #"pushed "Detail" (animated)"#, #"popped "Detail" (animated)"#,
                #"presented "Settings" (animated)"#,
            ])
        XCTAssertEqual(outcomes, ["detail finished()"])
        XCTAssertEqual(app.errors, [])
        XCTAssertTrue(router.ancestor(RouterApp.self)?.route(to: .logOut) ?? false, "routes a level above")
        XCTAssertEqual(app.logOuts, 1)
    }

    @MainActor func testRouter_OfTheCoordinatorAModalRuns_PushesAFlowWithinTheModal() async throws {
        let app = RouterApp(navigation: Navigation())
        try app.startAsRoot(animated: false)
        let settings = PlainFlow("Settings", navigation: Navigation())
        try app.present(child: settings, animated: false)
        let recorder = NavigationRecorder(app.navigation, exhaustive: false)
        let screensRouter = settings.router  // what the modal's screen is handed

        let profile = screensRouter.start { navigation in PlainFlow("Profile", navigation: navigation) }
        try profile?.finish(animated: true)

        XCTAssertEqual(
            recorder.recordedChanges, [#"pushed "Profile" (animated)"#, #"popped "Profile" (animated)"#])
        XCTAssertEqual(settings.navigation.screens.map(\.title), ["Settings"])
        XCTAssertEqual(app.errors, [])
    }

    @MainActor func testRouter_StartUnderAScreenPresentedWithoutACoordinator_IsReportedSayingWhatToDo()
        async throws
    {
        let app = RouterApp(navigation: Navigation())
        try app.startAsRoot(animated: false)
        let terms = try app.navigation.present(Screen(title: "Terms"), animated: false)
        let recorder = NavigationRecorder(app.navigation, exhaustive: false)
        let screensRouter = app.router  // all a screen presented on its own can be handed

        let profile = screensRouter.start { navigation in PlainFlow("Profile", navigation: navigation) }

        XCTAssertNil(profile)
        XCTAssertEqual(
            app.errors,
            [
                "RouterApp: "
                    + NavigationError.coveredByPresentation(
                        navigation: app.navigation.id, presented: terms.id, top: terms.topScreen?.description
                    ).description
            ])
        XCTAssertTrue(
            app.errors[0].hasSuffix(
                "present it with present(child:), and start the flow from that coordinator or its router."))
        XCTAssertEqual(recorder.recordedLines, [])
        XCTAssertNil(app.child)
    }

    @MainActor func testRouter_OfAFinishedFlowWithNoRoutes_KeepsItNotAliveAndBuildsNothing() async throws {
        let app = RouterApp(navigation: Navigation())
        try app.startAsRoot(animated: false)
        weak var released: PlainFlow?
        let router: Router<PlainFlow>
        do {
            let plain = PlainFlow("Plain", navigation: app.navigation)
            try app.start(child: plain, animated: false)
            router = plain.router
            released = plain
            try plain.finish(animated: false)
        }
        var built = 0

        XCTAssertNil(released)
        XCTAssertNil(
            router.start { navigation -> PlainFlow in
                built += 1
                return PlainFlow("Never", navigation: navigation)
            })
        XCTAssertFalse(router.present(child: PlainFlow("Never", navigation: Navigation())))
        XCTAssertEqual(built, 0)
        XCTAssertEqual(app.errors, [])
    }
}
