import HeadlessFlow

/// Shows the onboarding screen in a navigation of its own, presented over Login.
@MainActor
package final class OnboardingCoordinator: RestorableCoordinator {
    package let context: CoordinatorContext
    private let environment: DemoEnvironment

    package init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    /// The onboarding journey, as a value: what `start` runs, and what a test prints or plans
    /// without running it. The screen is built (and wired to finish this flow) only when the step
    /// runs.
    package var journey: Flow {
        .push("Onboarding") { [weak self, environment] in
            let screen = try environment.screens.make(OnboardingScreen.self)
            self?.wire(screen)
            return screen
        }
    }

    package func start(animated: Bool) throws {
        try run(journey, animated: animated)
    }

    package func didRestore() throws {
        guard let screen = startScreen as? OnboardingScreen else {
            throw DemoError.restoredScreenMissing(
                coordinator: "OnboardingCoordinator", screen: "OnboardingScreen")
        }
        wire(screen)
    }

    private func wire(_ screen: OnboardingScreen) {
        screen.viewModel.onDone = intent { onboarding in try onboarding.finish(animated: true) }
    }
}
