import XCTest

@testable import HeadlessFlow

/// Error messages end with one full stop, also when they quote another error's.
final class ErrorTextTests: XCTestCase {
    private static let navigation = NavigationID(rawValue: 7)
    private static let other = NavigationID(rawValue: 8)

    /// One of each case of ``NavigationError`` that carries no event.
    private static let navigationErrors: [NavigationError] = [
        .cannotPopRoot(navigation: navigation, root: #"Screen "Home""#),
        .emptyStack(navigation: navigation),
        .screenNotInStack(screen: #"Screen "Detail""#, navigation: navigation),
        .screenNotInNavigation(screen: #"Screen "Detail""#),
        .screenAlreadyShown(screen: #"Screen "Detail""#, navigation: navigation),
        .duplicateScreen(screen: #"Screen "Detail""#),
        .emptyReplacement(navigation: navigation),
        .nothingPresented(navigation: navigation),
        .alreadyPresenting(navigation: navigation, presented: other),
        .navigationInUse(navigation: navigation),
        .notPresented(navigation: navigation),
        .coveredByPresentation(navigation: navigation, presented: other, top: #"Screen "Sheet""#),
        .itemIndexOutOfRange(index: 3, count: 1),
        .unsupportedByContainer(operation: "selectItem", container: "Tabs", kind: "pages"),
        .noPage(direction: .forward, container: "Pages"),
        .noItem(ofType: "Items", coordinator: "Tabs"),
        .tabItemCannotFinish(coordinator: "Items", tabBar: "Tabs"),
        .cannotFinishRoot(coordinator: "App"),
        .coordinatorNotRunning(coordinator: "Items"),
        .coordinatorAlreadyRunning(coordinator: "Items"),
        .noStartScreen(coordinator: "Items"),
        .alreadyAtStartScreen(coordinator: "Items"),
        .childIsRunning(coordinator: "Items", child: "Detail"),
        .childNavigationMismatch(child: "Detail", expected: navigation, actual: other),
        .notAChild(coordinator: "Items", child: "Detail"),
        .startScreenIsFixed(coordinator: "Items", screen: #"Screen "Items""#),
        .notDismissable(navigation: navigation),
        .alertShown(navigation: navigation, alert: #"alert "Saved.""#),
        .noAlert(navigation: navigation),
        .noSuchAction(actionID: "ok", alert: #"alert "Saved.""#, available: ["cancel"]),
        .invalidAlert(alert: #"alert "Saved.""#, problem: "it has no action, so the user could not leave it"),
        .notDisplayed(navigation: navigation),
    ]

    @MainActor func testStepFailed_ANavigationErrorUnderneath_EndsWithOneFullStop() async {
        let error = DeepLinkError.stepFailed(
            step: 2, coordinator: "Items", route: "detail(id: 3)",
            underlying: NavigationError.emptyStack(navigation: Self.navigation))

        XCTAssertEqual(
            error.description,
            "Step 2 failed: Items could not serve detail(id: 3): Cannot pop: navigation#7 has no screens. "
                + "Nothing was changed.")
    }

    @MainActor func testEveryErrorDescription_RepresentativeCases_HasNoDoubleFullStop() async {
        let underlying: [any Error] =
            Self.navigationErrors + [
                FlowError.noCoordinator,
                MessageError.ambiguousTarget(
                    type: "Items", sender: "Tabs", candidates: ["Items on navigation#2"]),
            ]
        var errors: [any Error] = Self.navigationErrors
        for inner in underlying {
            errors += [
                DeepLinkError.stepFailed(step: 1, coordinator: "App", route: "items", underlying: inner),
                FlowError.stepFailed(index: 0, step: #"push "Detail""#, underlying: inner),
                RestorationError.factoryFailed(type: "Items", location: "root", underlying: inner),
                RestorationError.restoreHookFailed(type: "Items", underlying: inner),
                URLRouteError.routeFailed(pattern: "/items/{id}", path: "/items/3", underlying: inner),
            ]
        }
        errors += [
            DeepLinkError.notBelow(step: 1, coordinator: "App", target: "Items"),
            DeepLinkError.tooManySteps(limit: 64),
            DeepLinkError.nothingPending(coordinator: "App"),
            DeepLinkError.unexpectedDestination(expected: "Items", reached: "App"),
            DeepLinkError.noCoordinatorServes(route: "items", below: "App"),
            FlowError.noTabBar(navigation: Self.navigation),
            FlowError.tabCountMismatch(tabs: 2, items: 3),
            FlowError.noMatchingScreen(step: #"pop to "Home""#, navigation: Self.navigation),
            FlowError.tooManySteps(limit: 64),
            RestorationError.unsupportedVersion(found: 9, supported: 1),
            RestorationError.corrupt(path: "root.screens[0]", reason: "a number was expected."),
            RestorationError.inconsistent(location: "root", reason: "navigation 3 is already shown at root."),
            RestorationError.unknownScreenType(name: "Iterms", location: "root", closestMatches: []),
            RestorationError.unknownScreenType(name: "Iterms", location: "root", closestMatches: ["Items"]),
            RestorationError.unknownCoordinatorType(name: "Ap", location: "root", closestMatches: []),
            RestorationError.stateMismatch(type: "Items", location: "root", reason: "a key is missing."),
            RestorationError.emptySnapshot,
            RestorationError.windowInUse(navigation: Self.navigation),
            RestorationError.rootTypeMismatch(expected: "App", found: "Items"),
            RestorationError.duplicateRegistration(name: "Items", existing: "Items"),
            RestorationError.factoryIgnoresState(type: "Items"),
            MessageError.ambiguousTarget(
                type: "Items", sender: "Tabs", candidates: ["Items on navigation#2", "Items on navigation#3"]),
        ]

        let doubled = errors.map { "\($0)" }.filter { $0.contains("..") }

        XCTAssertEqual(doubled, [])
        XCTAssertGreaterThan(errors.count, 200)
    }

    func testClause_DropsOneFinalFullStopOnly() {
        struct Plain: Error, CustomStringConvertible { let description: String }
        XCTAssertEqual(ErrorText.clause(Plain(description: "It failed.")), "It failed")
        XCTAssertEqual(ErrorText.clause(Plain(description: "it failed")), "it failed")
        XCTAssertEqual(ErrorText.clause(Plain(description: "Did you mean Items?")), "Did you mean Items?")
    }
}
