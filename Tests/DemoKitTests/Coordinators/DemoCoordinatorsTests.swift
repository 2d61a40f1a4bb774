import HeadlessFlow
import HeadlessFlowTesting
import XCTest

@testable import DemoKit

/// The demo's child flows report how they ended, and follow the user's back gesture.
final class DemoCoordinatorsTests: XCTestCase {
    @MainActor
    private func makeEnvironment(_ directory: TemporaryDirectory) throws -> DemoEnvironment {
        let store = DemoStore(fileURL: directory.dataFile)
        return DemoEnvironment(
            store: store, screens: try ScreenFactory(library: ScreenFactory.bundledLibrary, store: store))
    }

    /// A root that only starts children.
    @MainActor
    private final class Host: Coordinator {
        let context: CoordinatorContext
        init(navigation: Navigation) { context = CoordinatorContext(navigation: navigation) }
        func start(animated: Bool) throws { try move(to: Screen(title: "Host"), animated: animated) }
    }

    @MainActor
    func testOnboardingJourney_AsAValue_PrintsPlansAndRunsTheSameSteps() async throws {
        let directory = try TemporaryDirectory()
        let environment = try makeEnvironment(directory)
        let navigation = Navigation()
        let host = Host(navigation: navigation)
        try host.start(animated: false)
        let onboarding = OnboardingCoordinator(navigation: Navigation(), environment: environment)
        XCTAssertEqual(onboarding.journey.description, #"1. push "Onboarding""#)
        let plan = try onboarding.plan(onboarding.journey, animated: true)
        XCTAssertEqual(plan.changes, [#"pushed "Onboarding" (animated)"#])
        XCTAssertTrue(onboarding.navigation.screens.isEmpty, "planning changes nothing")
        var outcomes: [String] = []
        let recorder = recordNavigation(navigation)

        try host.present(child: onboarding, animated: true) { outcomes.append("\($0)") }
        recorder.assert([
            #"presented "Onboarding""#, #"didLoad "Onboarding""#, #"willDisappear "Host""#,
            #"willAppear "Onboarding""#, #"didDisappear "Host""#, #"didAppear "Onboarding""#,
        ])

        // The screen the journey built is wired to end the flow.
        let screen = try XCTUnwrap(onboarding.startScreen as? OnboardingScreen)
        screen.perform(.done)
        recorder.skipUnasserted()
        XCTAssertEqual(outcomes, ["\(ChildOutcome<Void>.finished(()))"])
        XCTAssertNil(navigation.presented)
    }

    @MainActor
    func testItemsCoordinator_UserGoesBackFromList_FinishesCancelledByUser() async throws {
        let directory = try TemporaryDirectory()
        let environment = try makeEnvironment(directory)
        let navigation = Navigation()
        let host = Host(navigation: navigation)
        try host.start(animated: false)
        var outcomes: [String] = []
        try host.start(
            child: ItemsCoordinator(navigation: navigation, environment: environment), animated: false
        ) {
            outcomes.append("\($0)")
        }
        XCTAssertEqual(navigation.screens.map(\.title), ["Host", "Items"])

        try SimulatedUser(navigation).swipeBack(animated: false)

        XCTAssertEqual(outcomes, ["\(ChildOutcome<Void>.cancelled(.removed(by: .userInteraction)))"])
        XCTAssertNil(host.child)
        XCTAssertEqual(navigation.screens.map(\.title), ["Host"])
    }

    /// The list column does not show an item itself: it asks the split, whose detail column shows
    /// it and gets the focus; the list's Back ends the whole split flow.
    @MainActor
    func testItemsCoordinator_ListChoosesAnItemThenBack_DetailColumnThenFlowEnds() async throws {
        let directory = try TemporaryDirectory()
        let environment = try makeEnvironment(directory)
        let navigation = Navigation()
        let host = Host(navigation: navigation)
        try host.start(animated: false)
        var outcomes: [String] = []
        let items = ItemsCoordinator(navigation: navigation, environment: environment)
        try host.start(child: items, animated: false) { outcomes.append("\($0)") }
        XCTAssertTrue(items.split.isCollapsed, "a split made where the width is unknown starts collapsed")
        XCTAssertEqual(items.split.labels.map(\.title), ["Items", "Detail"])

        let list = try XCTUnwrap(items.list?.startScreen as? ItemsListScreen)
        list.viewModel.select(row: 1)
        XCTAssertEqual(items.detail?.screens.map(\.title), ["Pencil"])
        XCTAssertEqual(items.split.collapsedStack.map(\.title), ["Items", "Pencil"])
        // On screen: the split, and on top of its one stack the detail (the list is under it).
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["Items", "Pencil"])
        XCTAssertEqual(environment.takeErrors(), [])

        let recorder = recordNavigation(navigation)
        list.viewModel.back()
        // The detail on top of the split's stack goes first, then the split.
        recorder.assert([
            #"popped "Items""#, #"willDisappear "Pencil""#, #"willDisappear "Items""#, #"willAppear "Host""#,
            #"didDisappear "Pencil""#, #"didDisappear "Items""#, #"didAppear "Host""#,
        ])
        XCTAssertEqual(outcomes, ["\(ChildOutcome<Void>.finished(()))"])
        XCTAssertNil(host.child)
        XCTAssertEqual(environment.takeErrors(), [])
        XCTAssertEqual(navigation.screens.map(\.title), ["Host"])
    }

    @MainActor
    func testRegistrationCoordinator_RegisteredThenBack_OutputIsTheEmail() async throws {
        let directory = try TemporaryDirectory()
        let environment = try makeEnvironment(directory)
        let navigation = Navigation()
        let host = Host(navigation: navigation)
        try host.start(animated: false)
        var outcomes: [ChildOutcome<String>] = []
        let registration = RegistrationCoordinator(navigation: navigation, environment: environment)
        try host.start(child: registration, animated: false) { outcomes.append($0) }

        let form = try XCTUnwrap(navigation.topScreen as? UserRegistrationScreen)
        form.email.text = "Ada@Example.com"
        form.password.text = "secret1"
        form.register()
        XCTAssertEqual(navigation.screens.map(\.title), ["Host", "User Registration", "Success"])
        try XCTUnwrap(navigation.topScreen as? SuccessScreen).backToLogin()

        XCTAssertEqual(outcomes, [.finished("ada@example.com")])
        XCTAssertEqual(navigation.screens.map(\.title), ["Host"])
        XCTAssertEqual(environment.store.accounts.map(\.email), ["ada@example.com"])
        XCTAssertEqual(environment.store.accounts.map { $0.verifies(password: "secret1") }, [true])
        XCTAssertEqual(environment.takeErrors(), [])
    }

    @MainActor
    func testRegistrationCoordinator_Cancel_NoOutput() async throws {
        let directory = try TemporaryDirectory()
        let environment = try makeEnvironment(directory)
        let navigation = Navigation()
        let host = Host(navigation: navigation)
        try host.start(animated: false)
        var outcomes: [ChildOutcome<String>] = []
        try host.start(
            child: RegistrationCoordinator(navigation: navigation, environment: environment), animated: false
        ) { outcomes.append($0) }

        try XCTUnwrap(navigation.topScreen as? UserRegistrationScreen).cancel()

        XCTAssertEqual(outcomes, [.cancelled(.finishedWithoutOutput)])
        XCTAssertEqual(navigation.screens.map(\.title), ["Host"])
    }
}
