import HeadlessFlow
import XCTest

// The Swift blocks of Docs/Routing.md and the DocC article Routing.md.

enum RoutingSnippets {
    // MARK: Routes

    final class ItemsCoordinator: RouteHandling {
        enum Route {
            case list
            case detail(id: Int)
        }

        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Items"), animated: animated)
        }

        func handle(_ route: Route, animated: Bool) throws -> RouteResult {
            try backToStart(animated: false)  // a link to another item replaces the shown one
            if case .detail(let id) = route {
                try move(to: Screen(title: "Item \(id)"), animated: animated)
            }
            return .handled
        }
    }

    final class ProfileCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Profile"), animated: animated)
        }
    }

    final class MenuCoordinator: TabBarCoordinator, RouteHandling {
        enum Route {
            case items(ItemsCoordinator.Route)
            case profile
        }

        let context: CoordinatorContext
        let tabBar = TabBar(title: "Menu")

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: tabBar, animated: animated)
            try addItem(title: "Items", coordinator: ItemsCoordinator(navigation: Navigation()))
            try addItem(title: "Profile", coordinator: ProfileCoordinator(navigation: Navigation()))
        }

        func handle(_ route: Route, animated: Bool) throws -> RouteResult {
            switch route {
            case .items(let next):
                let items = try focusFirst(ItemsCoordinator.self, animated: animated)
                return .next(items, next)
            case .profile:
                try focusFirst(ProfileCoordinator.self, animated: animated)
                return .handled
            }
        }
    }

    final class LoginCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Login"), animated: animated)
        }
    }

    final class AppCoordinator: RouteHandling {
        enum Route {
            case items
            case item(id: Int)
            case profile
        }

        let context: CoordinatorContext
        var isLoggedIn = false

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Home"), animated: animated)
        }

        func handle(_ route: Route, animated: Bool) throws -> RouteResult {
            guard isLoggedIn else {
                try showLogin(animated: animated)
                return .hold  // kept pending until the login finishes
            }
            let menu = try child(
                MenuCoordinator.self, orStart: { MenuCoordinator(navigation: navigation) },
                animated: animated)
            switch route {
            case .items: return .next(menu, .items(.list))
            case .item(let id): return .next(menu, .items(.detail(id: id)))
            case .profile: return .next(menu, .profile)
            }
        }

        private func showLogin(animated: Bool) throws {
            try child(
                LoginCoordinator.self, orStart: { LoginCoordinator(navigation: navigation) },
                animated: animated,
                onFinish: { [unowned self] outcome in
                    guard case .finished = outcome else { return }
                    isLoggedIn = true
                    _ = try? resumePendingLink()  // the gate is open: serve the held link
                })
        }
    }

    @MainActor
    static func typedRoutes() throws -> (Navigation, AppCoordinator) {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        app.isLoggedIn = true
        try app.startAsRoot(animated: false)

        let items: ItemsCoordinator = try app.route(to: .items)  // the typed destination, no cast
        try items.route(to: .detail(id: 3))
        let menu = app.child(as: MenuCoordinator.self)  // the running child as its type
        try menu?.focusFirst(ProfileCoordinator.self)  // select its tab, as Stinsen's focusFirst
        return (navigation, app)
    }

    @MainActor
    static func deepLinks() throws -> (Navigation, [DeepLinkOutcome], DeepLinkPlan) {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)
        var outcomes: [DeepLinkOutcome] = []

        let plan = try app.plan(.item(id: 7))  // a dry run: changes nothing
        print(plan)
        // 1. AppCoordinator serves item(id: 7): held (pending)
        //    pushed "Login" (animated)

        let result = try app.open(.item(id: 7)) { outcome in outcomes.append(outcome) }
        print(result.isPending, navigation.visibleScreen?.title ?? "-")  // true Login

        try app.child(as: LoginCoordinator.self)?.finish(animated: true)  // the user logs in
        print(outcomes, navigation.visibleScreens.map(\.title))  // [completed] ["Menu", "Item 7"]
        return (navigation, outcomes, plan)
    }

    @MainActor
    static func composedLinks() throws -> Navigation {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)
        app.isLoggedIn = true
        try app.open(.profile, then: ItemsCoordinator.Route.detail(id: 4))  // XCoordinator: deepLink(_:_:)
        print(navigation.visibleScreens.map(\.title))  // ["Menu", "Profile"]: Item 4 waits in its tab
        return navigation
    }

    // MARK: Routes that declare their change

    final class StoreCoordinator: RouteHandling {
        enum Route {
            case product(id: Int)  // Stinsen: @Route(.push); Integrator: .push
            case checkout  // Stinsen: @Route(.fullScreen); Integrator: .present
            case restart  // Integrator: .set
        }

        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Store"), animated: animated)
        }

        func handle(_ route: Route, animated: Bool) throws -> RouteResult {
            switch route {
            case .product(let id): .run(.push("Product \(id)") { Screen(title: "Product \(id)") })
            case .checkout: .run(.present("Checkout", style: .fullScreen) { Screen(title: "Checkout") })
            case .restart: .run(.setStack([FlowScreen("Store") { Screen(title: "Store") }]))
            }
        }
    }

    @MainActor
    static func declaredRoutes() throws -> (StoreCoordinator, DeepLinkPlan, [String]) {
        var printed: [String] = []
        func print(_ items: Any...) {
            printed.append(items.map { "\($0)" }.joined(separator: " "))
        }
        let store = StoreCoordinator(navigation: Navigation())
        try store.startAsRoot(animated: false)
        let plan = try store.plan(.product(id: 7))  // builds no screen
        print(plan)
        // 1. StoreCoordinator serves product(id: 7): handled
        //    flow 1. push "Product 7"
        //    pushed "Product 7" (animated)
        try store.open(.product(id: 7))  // builds it, once
        return (store, plan, printed)
    }

    // MARK: URLs

    static func linkTable() throws -> URLRouteTable<AppCoordinator.Route> {
        // demo://items/42: the custom scheme's "host" is read as the first path segment.
        var table = URLRouteTable<AppCoordinator.Route>(schemes: ["demo"], hosts: .firstPathSegment)
        try table.add("items") { _ in .items }
        try table.add("items/{id}") { match in .item(id: try match.parameter("id")) }
        try table.add("profile") { _ in .profile }
        return table
    }

    @MainActor
    static func openURLs() throws -> (Navigation, String) {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        app.isLoggedIn = true
        try app.startAsRoot(animated: false)
        let links = try linkTable()

        try app.open("demo://items/42", using: links)
        do {
            try app.open("demo://items/forty-two", using: links)  // refused: nothing changes
        } catch {
            print(error)
            return (navigation, "\(error)")
        }
        return (navigation, "")
    }

    // MARK: Routers

    final class SettingsCoordinator: Coordinator {  // no routes
        let context = CoordinatorContext(navigation: Navigation())  // the modal's own navigation

        func start(animated: Bool) throws {
            try move(to: SettingsScreen(router: router), animated: animated)
        }
    }

    final class SettingsScreen: Screen {
        let router: Router<SettingsCoordinator>

        init(router: Router<SettingsCoordinator>) {
            self.router = router
            super.init(title: "Settings")
        }

        func didTapProfile() {
            router.start { navigation in ProfileCoordinator(navigation: navigation) }  // within the modal
        }
    }

    // MARK: Messages

    enum SessionMessage { case expired }

    final class RootCoordinator: MessageHandling {
        let context: CoordinatorContext
        private(set) var expiredSessions = 0

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Root"), animated: animated)
        }

        func receive(_ message: SessionMessage) -> Bool {
            expiredSessions += 1  // for example: finish the child flows and show the login
            return true
        }
    }

    @MainActor
    static func messages() throws -> (RootCoordinator, (any Coordinator)?) {
        let root = RootCoordinator(navigation: Navigation())
        try root.startAsRoot(animated: false)
        let items = ItemsCoordinator(navigation: root.navigation)
        try root.start(child: items, animated: false)

        let handler = items.sendUp(SessionMessage.expired)  // the root; nil if nobody took it
        return (root, handler)
    }
}

final class RoutingSnippetsTests: XCTestCase {
    @MainActor func testTypedRoutes_ReachTheItemThroughTheMenu() async throws {
        let (navigation, app) = try RoutingSnippets.typedRoutes()
        XCTAssertEqual(outline(navigation), "Home > Menu[Items: Items > Item 3 | Profile*: Profile]")
        XCTAssertNotNil(app.child(as: RoutingSnippets.MenuCoordinator.self))
    }

    @MainActor func testDeepLinks_HeldBehindLogin_ThenServed() async throws {
        let (navigation, outcomes, plan) = try RoutingSnippets.deepLinks()
        XCTAssertEqual(outcomes, [.completed])
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["Menu", "Item 7"])
        XCTAssertEqual(
            plan.description,
            """
            1. AppCoordinator serves item(id: 7): held (pending)
               pushed "Login" (animated)
            """)
    }

    @MainActor func testComposedLinks_ServeEachLevelBelowTheOneBefore() async throws {
        let navigation = try RoutingSnippets.composedLinks()
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["Menu", "Profile"])
        let menu = try XCTUnwrap(navigation.screens.last as? TabBar)
        XCTAssertEqual(menu.tabs[0].navigation.screens.map(\.title), ["Items", "Item 4"])
    }

    @MainActor func testOpenURLs_TheSecondIsRefusedAndChangesNothing() async throws {
        let (navigation, error) = try RoutingSnippets.openURLs()
        XCTAssertEqual(outline(navigation), "Home > Menu[Items*: Items > Item 42 | Profile: Profile]")
        XCTAssertEqual(
            error,
            "Cannot open demo://items/forty-two: parameter 'id' of pattern 'items/{id}' is 'forty-two', which is not a valid Int"
        )
    }

    @MainActor func testDeclaredRoutes_PlanListsTheFlowAndTheRunFollowsIt() async throws {
        let (store, plan, printed) = try RoutingSnippets.declaredRoutes()
        XCTAssertEqual(
            printed,
            [
                """
                1. StoreCoordinator serves product(id: 7): handled
                   flow 1. push "Product 7"
                   pushed "Product 7" (animated)
                """
            ])
        XCTAssertEqual(plan.steps.map(\.flowSteps), [[#"1. push "Product 7""#]])
        XCTAssertEqual(outline(store.navigation), "Store > Product 7")
        XCTAssertEqual(store.topScreen?.title, "Product 7")

        try store.route(to: .checkout, animated: false)
        XCTAssertEqual(outline(store.navigation), "Store > Product 7 ^ (Checkout)")
        try store.navigation.dismiss(animated: false)
        try store.route(to: .restart, animated: false)
        XCTAssertEqual(outline(store.navigation), "Store")
        XCTAssertFalse(store.isFinished)
    }

    @MainActor func testRouters_AModalsScreen_PushesAFlowWithinTheModal() async throws {
        let root = RoutingSnippets.RootCoordinator(navigation: Navigation())
        try root.startAsRoot(animated: false)
        let settings = RoutingSnippets.SettingsCoordinator()
        try root.present(child: settings, animated: false)

        try XCTUnwrap(settings.topScreen as? RoutingSnippets.SettingsScreen).didTapProfile()

        XCTAssertEqual(settings.navigation.screens.map(\.title), ["Settings", "Profile"])
        XCTAssertTrue(settings.child is RoutingSnippets.ProfileCoordinator)
        XCTAssertEqual(root.navigation.screens.map(\.title), ["Root"])
    }

    @MainActor func testMessages_ReachTheRoot() async throws {
        let (root, handler) = try RoutingSnippets.messages()
        XCTAssertIdentical(handler, root)
        XCTAssertEqual(root.expiredSessions, 1)
    }
}
