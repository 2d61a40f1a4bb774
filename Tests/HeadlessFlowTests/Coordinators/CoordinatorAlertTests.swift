import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// A coordinator's alert, when its flow ends under it.
final class CoordinatorAlertTests: XCTestCase {
    @MainActor private final class Root: Coordinator {
        let context: CoordinatorContext
        init(navigation: Navigation) { context = CoordinatorContext(navigation: navigation) }
        func start(animated: Bool) throws { try move(to: Screen(title: "Home"), animated: animated) }
    }

    @MainActor private final class Compose: Coordinator {
        let context = CoordinatorContext(navigation: Navigation())
        var outcomes: [AlertOutcome] = []
        func start(animated: Bool) throws { try move(to: Screen(title: "Compose"), animated: animated) }

        func askToDiscard() throws {
            let alert = AlertModel(
                title: "Discard?", actions: [.destructive("discard", "Discard"), .cancel("keep", "Keep")])
            try navigation.presentAlert(alert, animated: true) { [weak self] in self?.outcomes.append($0) }
        }
    }

    @MainActor func testPresentedFlowFinishes_UnderItsAlert_AlertIsCancelledOnceAndTheFlowFreed() async throws
    {
        let window = Navigation()
        let root = Root(navigation: window)
        try root.startAsRoot(animated: false)
        var compose: Compose? = Compose()
        weak let weakCompose = compose
        try root.present(child: compose!, animated: false)
        try compose!.askToDiscard()
        let recorder = recordNavigation(window, exhaustive: false)

        try compose!.finish(animated: true)

        XCTAssertEqual(compose?.outcomes, [.cancelled(.presenterLeft)])
        recorder.assert([#"dismissed "Compose""#])
        compose = nil
        XCTAssertNil(weakCompose, "the flow and the closure that captured it are freed")
    }
}
