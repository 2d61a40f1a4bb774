import HeadlessFlow

/// The Items tab: a summary screen from which the items flow starts as a child.
@MainActor
final class ItemsHomeCoordinator: Coordinator {
    let context: CoordinatorContext
    private let environment: DemoEnvironment

    init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    func start(animated: Bool) throws {
        let screen = try environment.screens.make(ItemsHomeScreen.self)
        let viewModel = ItemsHomeViewModel(store: environment.store)
        viewModel.onBrowse = { [weak self] in self?.browse() }
        screen.bind(viewModel)
        try move(to: screen, animated: animated)
    }

    private func browse() {
        let items = ItemsCoordinator(navigation: navigation, environment: environment)
        environment.attempt { try start(child: items, animated: true) }
    }
}
