import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Route handlers that return what the route does (``RouteResult/run(_:)``) instead of doing it,
/// as Stinsen's `@Route(.push)` and Integrator's `RouteTransition` declare it.
final class RouteResultTests: XCTestCase {
    struct Refused: Error, Equatable {}

    /// A shop whose routes are all declared as flows; `built` records every screen a builder made.
    @MainActor final class Shop: RouteHandling {
        enum Route: Equatable {
            case product(Int)
            case cart
            case broken
            case back
        }

        let context: CoordinatorContext
        var built: [String] = []

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Shop"), animated: animated)
        }

        private func screen(_ title: String) -> Screen {
            built.append(title)
            return Screen(title: title)
        }

        func handle(_ route: Route, animated: Bool) throws -> RouteResult {
            switch route {
            case .product(let id): .run(.push("Product \(id)") { self.screen("Product \(id)") })
            case .cart:
                .run(
                    .popToFirst("shop") { $0.title == "Shop" } + .push("Cart") { self.screen("Cart") }
                        + .present("Pay", style: .fullScreen) { self.screen("Pay") })
            case .broken: .run(.push("Half") { self.screen("Half") } + .dismiss)
            case .back: .run(.popToFirst("shop") { $0.title == "Shop" })
            }
        }
    }

    /// The root: starts the shop as its child, then continues the route there.
    @MainActor final class App: RouteHandling {
        enum Route: Equatable {
            case shop(Shop.Route)
        }

        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Home"), animated: animated)
        }

        func handle(_ route: Route, animated: Bool) throws -> RouteResult {
            let shop = try child(Shop.self, orStart: { Shop(navigation: navigation) }, animated: animated)
            switch route {
            case .shop(let next): return .next(shop, next)
            }
        }
    }

    @MainActor private func makeApp() throws -> (App, Navigation) {
        let navigation = Navigation()
        let app = App(navigation: navigation)
        try app.startAsRoot(animated: false)
        return (app, navigation)
    }

    @MainActor func testPlan_ARouteDeclaredAsAFlow_ListsItsStepsAndCallsNoBuilder() async throws {
        let navigation = Navigation()
        let shop = Shop(navigation: navigation)
        try shop.startAsRoot(animated: false)
        try shop.route(to: .product(1), animated: false)
        shop.built = []
        let recorder = recordNavigation(navigation)

        let plan = try shop.plan(.cart)

        XCTAssertEqual(shop.built, [])  // the dry run called no builder
        recorder.assert([])
        XCTAssertEqual(
            plan.description,
            """
            1. Shop serves cart: handled
               flow 1. pop to first shop
               flow 2. push "Cart"
               flow 3. present "Pay" as fullScreen
               popped "Product 1"
               pushed "Cart"
               presented "Pay" as fullScreen (animated)
            """)
        XCTAssertEqual(
            plan.steps[0].flowSteps,
            ["1. pop to first shop", #"2. push "Cart""#, #"3. present "Pay" as fullScreen"#])

        let result = try shop.open(.cart)

        XCTAssertEqual(recorder.recordedChanges, plan.changes)
        XCTAssertEqual(result.steps.map(\.flowSteps), plan.steps.map(\.flowSteps))
        XCTAssertEqual(shop.built, ["Cart", "Pay"])  // the run built each screen once
        XCTAssertEqual(outline(navigation), "Shop > Cart ^ (Pay)")
        XCTAssertEqual(shop.topScreen?.title, "Cart")  // pushed by moving: the screen is the shop's
        recorder.assert([
            #"popped "Product 1" (deepLink)"#, #"pushed "Cart" (deepLink)"#,
            #"presented "Pay" as fullScreen (deepLink)"#, #"didLoad "Pay""#, #"willDisappear "Product 1""#,
            #"willAppear "Pay""#, #"didDisappear "Product 1""#, #"didAppear "Pay""#,
        ])
    }

    @MainActor func testOpen_AFlowDeclaredTwoLevelsDown_IsOneTransitionWithTheLevelsAbove() async throws {
        let (app, navigation) = try makeApp()
        let recorder = recordNavigation(navigation)

        let plan = try app.plan(.shop(.product(7)))
        try app.open(.shop(.product(7)))

        XCTAssertEqual(recorder.recordedChanges, plan.changes)
        XCTAssertEqual(plan.steps.map(\.flowSteps), [[], [#"1. push "Product 7""#]])
        XCTAssertEqual(outline(navigation), "Home > Shop > Product 7")
        recorder.assert([
            #"pushed "Shop" (deepLink)"#, #"pushed "Product 7" (deepLink)"#, #"didLoad "Product 7""#,
            #"willDisappear "Home""#, #"willAppear "Product 7""#, #"didDisappear "Home""#,
            #"didAppear "Product 7""#,
        ])
    }

    @MainActor func testOpen_TheDeclaredFlowIsRefused_NothingChangesAtAnyLevel() async throws {
        let (app, navigation) = try makeApp()
        let recorder = recordNavigation(navigation)

        XCTAssertThrowsError(try app.open(.shop(.broken))) { error in
            guard case .stepFailed(2, "Shop", "broken", let underlying) = error as? DeepLinkError,
                case .stepFailed(2, "dismiss", let cause) = underlying as? FlowError
            else { return XCTFail("\(error)") }
            XCTAssertEqual(cause as? NavigationError, .nothingPresented(navigation: navigation.id))
        }
        XCTAssertThrowsError(try app.plan(.shop(.broken)))  // the plan foretells the refusal

        XCTAssertNil(app.child)  // the shop's start was undone too
        XCTAssertEqual(outline(navigation), "Home")
        recorder.assert([])
    }

    @MainActor func testComposedLink_ALevelDeclaredAsAFlow_RunsItBeforeTheNextLevel() async throws {
        let (app, navigation) = try makeApp()
        try app.open(.shop(.product(1)))
        let shop = try XCTUnwrap(app.child(as: Shop.self))
        shop.built = []
        let recorder = recordNavigation(navigation)

        let plan = try shop.plan(.back, then: Shop.Route.product(2))
        XCTAssertEqual(shop.built, [])
        let result = try shop.open(.back, then: Shop.Route.product(2))

        XCTAssertEqual(recorder.recordedChanges, plan.changes)
        XCTAssertEqual(plan.steps.map(\.flowSteps), [["1. pop to first shop"], [#"1. push "Product 2""#]])
        XCTAssertEqual(result.steps.map(\.flowSteps), plan.steps.map(\.flowSteps))
        XCTAssertEqual(shop.built, ["Product 2"])
        XCTAssertEqual(outline(navigation), "Home > Shop > Product 2")
        recorder.assert([
            #"popped "Product 1" (deepLink)"#, #"pushed "Product 2" (deepLink)"#,
            #"didLoad "Product 2""#, #"willDisappear "Product 1""#, #"willAppear "Product 2""#,
            #"didDisappear "Product 1""#, #"didAppear "Product 2""#,
        ])
    }
}
