import HeadlessFlow
import HeadlessFlowTesting
import XCTest

// The Swift block of Docs/Migrating.md. A UIKit renderer maps its view controllers to screens; here
// a view controller is stood in for by the title of the screen it draws.

final class MigratingSnippetsTests: XCTestCase {
    @MainActor func testInteractivePop_ReportedByTheRenderer_FinishesTheChild() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation, screens: 1)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("child", navigation: navigation, screens: 2)
        try app.start(child: child, animated: false)
        func screen(for viewController: String) -> Screen {
            navigation.screens.first { $0.title == viewController }!
        }
        let viewController = "app0"

        // In your UIKit renderer, after the interactive pop has completed:
        try navigation.userDidPop(to: screen(for: viewController))

        XCTAssertNil(app.child)
        XCTAssertTrue(child.isFinished)
        XCTAssertEqual(navigation.screens.map(\.title), ["app0"])
    }
}

/// The "From StoryCode" block of Docs/Migrating.md.
enum MigratingStoryCodeSnippets {
    @MainActor
    final class ProfileViewModel {
        private(set) var loggedOut = 0
        func logOut() { loggedOut += 1 }
    }

    final class ProfileScreen: SceneScreen, Instantiable {
        struct Dependencies {
            let viewModel: ProfileViewModel
            let analytics: Analytics
        }

        let dependencies: Dependencies
        private var following: ObservationToken?

        init(outlets: SceneOutlets, dependencies: Dependencies) throws(SceneError) {
            self.dependencies = dependencies
            try super.init(outlets: outlets)
        }

        enum Action: String, CaseIterable {
            case logOut
        }

        func perform(_ action: Action) {
            switch action {
            case .logOut: dependencies.viewModel.logOut()
            }
        }

        override func awake() {
            following = dependencies.analytics.follow(self)
        }
    }

    // What a ViewObserver did: follows any screen's lifecycle without subclassing it.
    @MainActor
    final class Analytics {
        private(set) var appeared: [String] = []

        func follow(_ screen: Screen) -> ObservationToken {
            screen.observeLifecycle { [weak self] screen, event in
                if case .didAppear = event { self?.appeared.append(screen.title) }
            }
        }
    }

    static let scene = """
        {"version": 1, "title": "Profile", "elements": [
          {"kind": "button", "id": "logOut", "title": "Log out", "action": "logOut"}
        ]}
        """

    @MainActor
    static func example() throws -> ProfileScreen {
        let library = SceneLibrary(sources: [.strings(["ProfileScreen": scene])])
        let dependencies = ProfileScreen.Dependencies(viewModel: ProfileViewModel(), analytics: Analytics())
        let profile = try ProfileScreen.instantiate(with: dependencies, from: library)
        return profile
    }
}

final class MigratingStoryCodeSnippetsTests: XCTestCase {
    @MainActor func testProfileScreen_ShownAndTapped_ReachesItsDependencies() async throws {
        let profile = try MigratingStoryCodeSnippets.example()
        let navigation = Navigation()
        try navigation.push(profile, animated: false)
        try profile.element(withID: "logOut", as: ButtonElement.self)?.tap()
        XCTAssertEqual(profile.dependencies.analytics.appeared, ["Profile"])
        XCTAssertEqual(profile.dependencies.viewModel.loggedOut, 1)
    }
}

/// A flow pushed within the settings modal.
@MainActor
private final class ProfileCoordinator: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Profile"), animated: animated)
    }
}

/// The "From Stinsen" block of Docs/Migrating.md.
enum MigratingStinsenSnippets {
    @MainActor
    final class SettingsCoordinator: Coordinator {
        let context = CoordinatorContext(navigation: Navigation())

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Settings"), animated: animated)
        }
    }

    @MainActor
    final class HomeCoordinator: RouteHandling {
        enum Route: Equatable {
            case detail(id: Int)  // Stinsen: @Route(.push) var detail = makeDetail
            case settings  // Stinsen: @Route(.modal) var settings = makeSettings
        }

        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Home"), animated: animated)
        }

        func handle(_ route: Route, animated: Bool) throws -> RouteResult {
            switch route {
            case .detail(let id): try move(to: Screen(title: "Detail \(id)"), animated: animated)
            case .settings: try present(child: SettingsCoordinator(), animated: animated)
            }
            return .handled
        }
    }
}

extension MigratingStinsenSnippets {
    @MainActor
    final class AppTabsCoordinator: TabBarCoordinator {
        let context: CoordinatorContext
        let tabBar = TabBar(title: "Tabs")

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        // Stinsen: onTapped(isRepeat: true, coordinator:) { coordinator.popToRoot() }
        func userDidReselectItem(at index: Int, animated: Bool) throws(NavigationError) {
            try items[index].backToStart(animated: animated)  // back to the item's start, sheet included
        }
    }
}

final class MigratingStinsenSnippetsTests: XCTestCase {
    @MainActor func testAppTabs_RepeatTap_TakesTheItemBackToItsStartAndClosesItsSheet() async throws {
        let window = Navigation()
        let tabs = MigratingStinsenSnippets.AppTabsCoordinator(navigation: window)
        try tabs.startAsRoot(animated: false)
        let feed = MigratingStinsenSnippets.HomeCoordinator(navigation: Navigation())
        try tabs.addItem(title: "Feed", coordinator: feed)
        try feed.route(to: .detail(id: 1))
        try feed.route(to: .settings)
        let settings = try XCTUnwrap(feed.navigation.presented)
        let settingsTop = try XCTUnwrap(settings.topScreen)
        let detail = try XCTUnwrap(feed.navigation.topScreen)
        let recorder = NavigationRecorder(window, exhaustive: false)

        try tabs.tabBar.userDidSelect(0)

        let expected: [NavigationEvent.Change] = [
            .dismissed(settings.id, top: settingsTop.id), .popped([detail.id]),
        ]
        XCTAssertEqual(recorder.recordedEvents.map(\.change), expected)
        XCTAssertEqual(feed.navigation.screens.map(\.title), ["Home"])
        XCTAssertNil(feed.child, "the settings flow finished")
        XCTAssertEqual(recorder.recordedEvents.map(\.cause), [.userInteraction, .userInteraction])
    }

    @MainActor func testHome_RoutesToADetailThenSettings_PushesThenPresents() async throws {
        let navigation = Navigation()
        let home = MigratingStinsenSnippets.HomeCoordinator(navigation: navigation)
        try home.startAsRoot(animated: false)

        try home.route(to: .detail(id: 7))  // Stinsen: router.route(to: \.detail, 7)
        try home.route(to: .settings)

        XCTAssertEqual(navigation.screens.map(\.title), ["Home", "Detail 7"])
        XCTAssertEqual(navigation.presented?.screens.map(\.title), ["Settings"])
        XCTAssertTrue(home.child is MigratingStinsenSnippets.SettingsCoordinator)
    }

    @MainActor func testSettingsModal_ItsScreensRouter_PushesACoordinatorWithinTheModal() async throws {
        let navigation = Navigation()
        let home = MigratingStinsenSnippets.HomeCoordinator(navigation: navigation)
        try home.startAsRoot(animated: false)
        try home.route(to: .settings)
        let settings = try XCTUnwrap(home.child as? MigratingStinsenSnippets.SettingsCoordinator)
        let router = settings.router

        // In the modal's screen, handed settings.router (Stinsen: router.route(to: \.profile)):
        router.start { navigation in ProfileCoordinator(navigation: navigation) }

        XCTAssertEqual(settings.navigation.screens.map(\.title), ["Settings", "Profile"])
        XCTAssertEqual(navigation.screens.map(\.title), ["Home"])
    }
}

/// The "`NavigationLink(value:)`" part of "From Stinsen" in Docs/Migrating.md: the view-model that
/// routes where a Stinsen view had a value link.
enum MigratingNavigationLinkSnippets {
    @MainActor
    final class ItemsCoordinator: RouteHandling {
        enum Route: Equatable {
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
            switch route {
            case .detail(let id): try move(to: Screen(title: "Item \(id)"), animated: animated)
            }
            return .handled
        }
    }

    @MainActor
    final class ItemsViewModel {
        let router: Router<ItemsCoordinator>

        init(router: Router<ItemsCoordinator>) {
            self.router = router
        }

        // Stinsen: NavigationLink(value: id)
        func didTap(_ id: Int) {
            router.route(to: .detail(id: id))
        }
    }
}

final class MigratingNavigationLinkSnippetsTests: XCTestCase {
    @MainActor func testDidTap_WhereStinsenHadAValueLink_PushesThroughTheCoordinator() async throws {
        let navigation = Navigation()
        let items = MigratingNavigationLinkSnippets.ItemsCoordinator(navigation: navigation)
        try items.startAsRoot(animated: false)
        let viewModel = MigratingNavigationLinkSnippets.ItemsViewModel(router: items.router)
        var pushed: [String] = []
        let token = navigation.observeEvents { event in
            if case .pushed(let content) = event.change {
                pushed.append(navigation.screen(withID: content.id)?.title ?? "?")
            }
        }

        viewModel.didTap(2)
        viewModel.didTap(3)

        XCTAssertEqual(pushed, ["Item 2", "Item 3"])
        XCTAssertEqual(navigation.screens.map(\.title), ["Items", "Item 2", "Item 3"])
        token.cancel()
    }
}

/// The "From XCoordinator" block of Docs/Migrating.md: an item closes the tab bar its owner presented.
enum MigratingXCoordinatorSnippets {
    @MainActor
    final class SettingsTabCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Settings"), animated: animated)
        }

        func done() throws {
            try finishContainer(animated: true)  // XCoordinator: trigger(.dismiss) from a tab
        }
    }

    @MainActor
    final class AccountTabsCoordinator: TabBarCoordinator {
        let context = CoordinatorContext(navigation: Navigation())
        let tabBar = TabBar(title: "Account")

        func start(animated: Bool) throws {
            try move(to: tabBar, animated: animated)
            try addItem(title: "Settings", coordinator: SettingsTabCoordinator(navigation: Navigation()))
        }
    }
}

final class MigratingXCoordinatorSnippetsTests: XCTestCase {
    @MainActor func testSettingsTab_Done_DismissesThePresentedTabBarAndTellsItsOwner() async throws {
        let window = Navigation()
        let home = MigratingStinsenSnippets.HomeCoordinator(navigation: window)
        try home.startAsRoot(animated: false)
        let account = MigratingXCoordinatorSnippets.AccountTabsCoordinator()
        var outcomes: [String] = []
        try home.present(child: account, animated: true) { outcomes.append("\($0.output != nil)") }
        let settings = try XCTUnwrap(
            account.items.first as? MigratingXCoordinatorSnippets.SettingsTabCoordinator)
        let recorder = NavigationRecorder(window, exhaustive: false)

        try settings.done()

        XCTAssertEqual(recorder.recordedChanges, [#"dismissed "Account" (animated)"#])
        XCTAssertEqual(outcomes, ["true"])
        XCTAssertTrue(settings.isFinished)
        XCTAssertNil(window.presented)
        XCTAssertNil(home.child)
    }
}
