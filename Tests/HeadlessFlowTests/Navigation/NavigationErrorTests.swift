import HeadlessFlow
import XCTest

/// The messages a person reads. Each names what was wrong and what to do instead.
final class NavigationErrorTests: XCTestCase {
    func testDescriptions_NameTheProblemAndTheWayOut() {
        let nav = NavigationID(rawValue: 1)
        let other = NavigationID(rawValue: 2)
        let cases: [(NavigationError, String)] = [
            (
                .cannotPopRoot(navigation: nav, root: "Home"),
                "Cannot pop Home: it is the root screen of navigation#1. Replace the stack instead."
            ),
            (.emptyStack(navigation: nav), "Cannot pop: navigation#1 has no screens."),
            (
                .screenNotInStack(screen: "Login", navigation: nav),
                "Login is not in the stack of navigation#1."
            ),
            (
                .screenAlreadyShown(screen: "Login", navigation: nav),
                "Login is already in navigation#1; a screen can be in one navigation at a time."
            ),
            (.duplicateScreen(screen: "Login"), "The new stack lists Login more than once."),
            (
                .emptyReplacement(navigation: nav),
                "Cannot replace the stack of navigation#1 with no screens; give it at least a root screen."
            ),
            (.nothingPresented(navigation: nav), "Cannot dismiss: navigation#1 presents nothing."),
            (
                .alreadyPresenting(navigation: nav, presented: other),
                "navigation#1 already presents navigation#2; dismiss it before presenting another."
            ),
            (
                .navigationInUse(navigation: nav),
                "navigation#1 is already shown elsewhere (presented, in a tab bar, or it is the presenter)."
            ),
            (.notPresented(navigation: nav), "The user dismissed navigation#1, but it is not presented."),
            (
                .coveredByPresentation(navigation: nav, presented: other, top: "Screen \"Terms\""),
                "Cannot push onto navigation#1: it presents navigation#2 (showing Screen \"Terms\") over it, "
                    + "so the screen would go underneath. Dismiss it first, or push within navigation#2: to run "
                    + "a coordinator's flow there, present it with present(child:), and start the flow from that "
                    + "coordinator or its router."
            ),
            (
                .itemIndexOutOfRange(index: 1, count: 1),
                "Item index 1 is out of range: the container has 1 item."
            ),
            (
                .coordinatorNotRunning(coordinator: "Items"),
                "Items is not running: it has finished, or was never started as a child."
            ),
            (
                .coordinatorAlreadyRunning(coordinator: "Items"),
                "Cannot start Items: it is already running, or it is this coordinator or an ancestor."
            ),
            (
                .noStartScreen(coordinator: "Items"),
                "Items has no start screen yet: call move(to:animated:) first."
            ),
            (
                .alreadyAtStartScreen(coordinator: "Items"),
                "Items is at its start screen; going back would leave its flow. Call finish instead."
            ),
            (
                .childIsRunning(coordinator: "App", child: "Items"),
                "App cannot navigate while its child Items runs on the same navigation. Finish the child "
                    + "first, or go back with backToStart(animated:), which finishes it."
            ),
            (
                .childNavigationMismatch(child: "Items", expected: nav, actual: other),
                "Child Items uses navigation#2, but a pushed child must use its parent's navigation#1; "
                    + "use present(child:) to show it in its own navigation."
            ),
            (
                .notAChild(coordinator: "App", child: "Items"),
                "Items is not a running child or tab item of App."
            ),
            (
                .startScreenIsFixed(coordinator: "Menu", screen: "TabBar(screen#1)"),
                "Menu must keep its start screen TabBar(screen#1) first: list it first to replace the "
                    + "screens above it."
            ),
        ]
        for (error, message) in cases {
            XCTAssertEqual(error.description, message)
        }
    }
}
