import HeadlessFlow

/// Shows the onboarding screen in a navigation of its own, presented over Login.
@MainActor
final class OnboardingCoordinator: Coordinator {
    let context: CoordinatorContext
    private let environment: DemoEnvironment

    init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    func start(animated: Bool) throws {
        let screen = try environment.screens.make(OnboardingScreen.self)
        let viewModel = OnboardingViewModel()
        viewModel.onDone = { [weak self] in
            guard let self else { return }
            self.environment.attempt { try self.finish(animated: true) }
        }
        screen.bind(viewModel)
        try move(to: screen, animated: animated)
    }
}
