import HeadlessFlow
import HeadlessFlowTesting

/// A scene screen made on the spot: its text fields, then its buttons, each button running a
/// closure. The explorer's fixture apps are built from it.
@MainActor
final class FixtureScreen: SceneScreen, Instantiable {
    private var handlers: [@MainActor () -> Void] = []

    static var actions: [String: (FixtureScreen) -> () -> Void] {
        var actions: [String: (FixtureScreen) -> () -> Void] = [:]
        for index in 0..<8 { actions["b\(index)"] = { screen in { screen.handlers[index]() } } }
        return actions
    }

    /// A screen titled `title` with a text field per ID in `fields` and a button per entry of
    /// `buttons`, in order.
    static func make(
        _ title: String, fields: [String] = [], buttons: KeyValuePairs<String, @MainActor () -> Void> = [:]
    ) throws -> FixtureScreen {
        var elements = fields.map { #"{"kind": "textField", "id": "\#($0)", "placeholder": "\#($0)"}"# }
        for (index, button) in buttons.enumerated() {
            elements.append(
                #"{"kind": "button", "id": "b\#(index)", "title": "\#(button.key)", "action": "b\#(index)"}"#)
        }
        let scene =
            #"{"version": 1, "title": "\#(title)", "elements": [\#(elements.joined(separator: ", "))]}"#
        let screen = try instantiate(from: SceneLibrary(sources: [.strings(["FixtureScreen": scene])]))
        screen.handlers = buttons.map(\.value)
        return screen
    }
}

/// Runs `body`, dropping what it throws: a fixture's buttons call coordinator methods that throw
/// only when the fixture itself is wrong.
@MainActor
func fixtureStep(_ body: () throws -> Void) {
    try? body()
}

// MARK: - A screen with no way out

/// Home → Settings → Terms, presented full screen with no button: the user is stuck there.
@MainActor
final class NoWayOutApp: Coordinator {
    let context = CoordinatorContext(navigation: Navigation())

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make(
                "Home", buttons: ["Settings": { [unowned self] in fixtureStep { try showSettings() } }]),
            animated: animated)
    }

    private func showSettings() throws {
        try move(
            to: FixtureScreen.make(
                "Settings",
                buttons: [
                    "Terms": { [unowned self] in fixtureStep { try showTerms() } },
                    "Close": { [unowned self] in fixtureStep { try back(animated: true) } },
                ]),
            animated: true)
    }

    private func showTerms() throws {
        let terms = Navigation()
        try terms.push(FixtureScreen.make("Terms"), animated: false)
        try navigation.present(terms, style: .fullScreen, animated: true)
    }
}

// MARK: - A child coordinator that leaks after finishing

/// Home → Compose (a child coordinator) → Done finishes it, and the app keeps it in a list.
@MainActor
final class LeakingChildApp: Coordinator {
    let context = CoordinatorContext(navigation: Navigation())
    private var finishedChildren: [any Coordinator] = []

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make(
                "Home", buttons: ["Compose": { [unowned self] in fixtureStep { try compose() } }]),
            animated: animated)
    }

    private func compose() throws {
        let child = ComposeCoordinator(navigation: navigation)
        // The planted defect: the finished child is kept.
        try start(child: child, animated: true) { [unowned self] _ in finishedChildren.append(child) }
    }
}

@MainActor
final class ComposeCoordinator: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make("Compose", buttons: ["Done": intent { try $0.finish(animated: true) }]),
            animated: animated)
    }
}

// MARK: - An intent that throws after a particular sequence

/// Home → Cart; Cart → Coupon → Apply (back on Cart, the same tree) and Cart → Checkout → Pay.
/// Pay throws once a coupon was applied: only a sequence the breadth-first search folds into one
/// state finds it.
@MainActor
final class CouponApp: Coordinator {
    struct CouponExpired: Error {}

    let context = CoordinatorContext(navigation: Navigation())
    private var couponApplied = false

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make("Home", buttons: ["Cart": intent { try $0.showCart() }]),
            animated: animated)
    }

    private func showCart() throws {
        try move(
            to: FixtureScreen.make(
                "Cart",
                buttons: [
                    "Coupon": intent { try $0.showCoupon() }, "Checkout": intent { try $0.showCheckout() },
                ]),
            animated: true)
    }

    private func showCoupon() throws {
        try move(
            to: FixtureScreen.make(
                "Coupon",
                buttons: [
                    "Apply": intent { app in
                        app.couponApplied = true
                        try app.back(animated: true)
                    }
                ]),
            animated: true)
    }

    private func showCheckout() throws {
        try move(
            to: FixtureScreen.make(
                "Checkout",
                buttons: [
                    "Pay": intent { app in
                        // The planted defect: the coupon is checked too late, and throws.
                        if app.couponApplied { throw CouponExpired() }
                        _ = try app.backToStart(animated: true)
                    }
                ]),
            animated: true)
    }
}

// MARK: - A button that throws on its second tap

/// Home → Feed → Comments, and Home → Profile. Like on Feed changes nothing on screen, and its
/// second tap (the count survives leaving the feed) throws: the shortest path is Feed, Like,
/// Like, which breadth first never takes (the tree after Like is the Feed already seen).
@MainActor
final class SecondTapApp: Coordinator {
    struct LikedTwice: Error {}

    let context = CoordinatorContext(navigation: Navigation())
    private var likes = 0

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make(
                "Home",
                buttons: ["Feed": intent { try $0.showFeed() }, "Profile": intent { try $0.showProfile() }]),
            animated: animated)
    }

    private func showFeed() throws {
        try move(
            to: FixtureScreen.make(
                "Feed",
                buttons: [
                    "Like": intent { app in
                        app.likes += 1
                        // The planted defect: the second tap throws.
                        if app.likes == 2 { throw LikedTwice() }
                    },
                    "Comments": intent { try $0.move(to: FixtureScreen.make("Comments"), animated: true) },
                ]),
            animated: true)
    }

    private func showProfile() throws {
        try move(
            to: FixtureScreen.make("Profile", buttons: ["Home": intent { try $0.back(animated: true) }]),
            animated: true)
    }
}

// MARK: - A link that lands where no button leads

/// Home → Items → Pen; each link goes back to Home first, then shows what it names, and the
/// link `app://promo` shows Promo, which no button shows.
@MainActor
final class PromoLinkApp: Coordinator {
    let context = CoordinatorContext(navigation: Navigation())

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make("Home", buttons: ["Items": intent { try $0.showItems() }]),
            animated: animated)
    }

    func showItems() throws {
        try move(
            to: FixtureScreen.make("Items", buttons: ["Pen": intent { try $0.showItem("Pen") }]),
            animated: true)
    }

    func showItem(_ name: String) throws {
        try move(to: FixtureScreen.make(name), animated: true)
    }

    /// `app://items`, `app://items/pen` and, the planted defect, `app://promo`.
    func open(_ link: String) throws {
        _ = try backToStart(animated: false)
        switch link {
        case "app://items":
            try showItems()
        case "app://items/pen":
            try showItems()
            try showItem("Pen")
        case "app://promo":
            try move(to: FixtureScreen.make("Promo"), animated: true)
        default:
            throw URLError(link)
        }
    }

    struct URLError: Error {
        let link: String

        init(_ link: String) {
            self.link = link
        }
    }
}

// MARK: - A renderer that disagrees with the model

/// Home → Level 1 → Level 2 → Top pops both levels at once; the app's renderer follows the events
/// but takes only one screen off for a pop of several.
@MainActor
final class MismatchApp: Coordinator {
    let context = CoordinatorContext(navigation: Navigation())
    let renderer: OnePopRenderer

    init() {
        renderer = OnePopRenderer(window: context.navigation)
    }

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make(
                "Home", buttons: ["Deep": intent { try $0.show("Level 1", next: "Deeper") }]),
            animated: animated)
    }

    private func show(_ title: String, next: String) throws {
        let buttons: KeyValuePairs<String, @MainActor () -> Void> =
            title == "Level 1"
            ? [next: intent { try $0.show("Level 2", next: "Top") }]
            : [next: intent { _ = try $0.backToStart(animated: true) }]
        try move(to: FixtureScreen.make(title, buttons: buttons), animated: true)
    }
}

/// A renderer that applies the events to a `RenderedTree`, except that a pop of several screens
/// (the planted defect) takes off only the top one.
@MainActor
final class OnePopRenderer {
    private(set) var tree: RenderedTree
    private var token: ObservationToken?

    init(window: Navigation) {
        tree = RenderedTree(root: window.id)
        token = window.observeEvents { [unowned self] event in
            var event = event
            if case .popped(let ids) = event.change, ids.count > 1, let last = ids.last {
                event = NavigationEvent(
                    navigation: event.navigation, change: .popped(ScreenIDs([last])), cause: event.cause,
                    animated: event.animated)
            }
            try? tree.apply(event)
        }
    }
}

// MARK: - A screen restoration forgets

/// Home → Details, a screen type the app's registry does not know: a snapshot cuts it, so the
/// tree does not come back.
@MainActor
final class ForgetfulApp: Coordinator {
    final class DetailsScreen: Screen {}

    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    /// Home's screen and the app's coordinator; the planted defect: no `DetailsScreen`.
    static func registry() throws -> RestorationRegistry {
        var registry = RestorationRegistry()
        try registry.register(FixtureScreen.self) { try FixtureScreen.make("Home") }
        try registry.register(ForgetfulApp.self) { ForgetfulApp(navigation: $0) }
        return registry
    }

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make(
                "Home",
                buttons: [
                    "Details": intent { try $0.move(to: DetailsScreen(title: "Details"), animated: true) }
                ]),
            animated: animated)
    }
}

// MARK: - A view-model kept after its screen closed

/// Home → Detail, whose view-model the screen expects freed with it; the app keeps every detail
/// view-model it made in a static array (the planted defect), so each one outlives its screen.
@MainActor
final class ViewModelLeakApp: Coordinator {
    final class DetailViewModel {}

    /// The planted defect: every view-model ever made, kept for the process's lifetime.
    static var opened: [DetailViewModel] = []

    let context = CoordinatorContext(navigation: Navigation())
    /// Whether Home expects each view-model freed with it too, as a screen that shares it would.
    private let sharesViewModelsWithHome: Bool

    init(sharesViewModelsWithHome: Bool = false) {
        self.sharesViewModelsWithHome = sharesViewModelsWithHome
    }

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make("Home", buttons: ["Detail": intent { try $0.showDetail() }]),
            animated: animated)
    }

    private func showDetail() throws {
        let viewModel = DetailViewModel()
        Self.opened.append(viewModel)
        let detail = try FixtureScreen.make(
            "Detail", buttons: ["Close": intent { try $0.back(animated: true) }])
        detail.expectFreed(viewModel)
        if sharesViewModelsWithHome { navigation.screens.first?.expectFreed(viewModel) }
        try move(to: detail, animated: true)
    }
}

// MARK: - A link that lands on the wrong screen

/// Home → Items → Pen or Pencil, and links to each by route. The routes are right; the app's own
/// link entry point (its scene delegate's code) drops the item of `app://items/{name}` and shows
/// the list (the planted defect): a screen the buttons reach, so only the route tells it is wrong.
@MainActor
final class WrongLandingLinkApp: RouteHandling {
    enum Route {
        case items
        case item(String)
    }

    let context = CoordinatorContext(navigation: Navigation())

    /// `app://items` and `app://items/{name}`.
    static func links() throws -> URLRouteTable<Route> {
        var table = URLRouteTable<Route>(schemes: ["app"], hosts: .firstPathSegment)
        try table.add("items") { _ in .items }
        try table.add("items/{name}") { match in .item(try match.parameter("name")) }
        return table
    }

    func start(animated: Bool) throws {
        try move(
            to: FixtureScreen.make("Home", buttons: ["Items": intent { try $0.showItems(animated: true) }]),
            animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        _ = try backToStart(animated: animated)
        try showItems(animated: animated)
        if case .item(let name) = route { try showItem(name, animated: animated) }
        return .handled
    }

    /// The app's own entry point for links, with the planted defect.
    func openFromSceneDelegate(_ link: String) throws {
        let route = try Self.links().resolve(link)
        if case .item = route {
            try open(.items, animated: false)
        } else {
            try open(route, animated: false)
        }
    }

    private func showItems(animated: Bool) throws {
        try move(
            to: FixtureScreen.make(
                "Items",
                buttons: [
                    "Pen": intent { try $0.showItem("Pen", animated: true) },
                    "Pencil": intent { try $0.showItem("Pencil", animated: true) },
                ]),
            animated: animated)
    }

    private func showItem(_ name: String, animated: Bool) throws {
        try move(to: FixtureScreen.make(name), animated: animated)
    }
}
