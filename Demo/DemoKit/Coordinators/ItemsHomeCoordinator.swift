import HeadlessFlow

/// The Items tab: a summary screen from which the items flow starts as a child.
@MainActor
final class ItemsHomeCoordinator: RestorableCoordinator {
    let context: CoordinatorContext
    private let environment: DemoEnvironment

    init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    func start(animated: Bool) throws {
        let screen = try environment.screens.make(ItemsHomeScreen.self)
        wire(screen)
        try move(to: screen, animated: animated)
    }

    func didRestore() throws {
        guard let screen = startScreen as? ItemsHomeScreen else {
            throw DemoError.restoredScreenMissing(
                coordinator: "ItemsHomeCoordinator", screen: "ItemsHomeScreen")
        }
        wire(screen)
    }

    private func wire(_ screen: ItemsHomeScreen) {
        screen.viewModel.onBrowse = intent { home in _ = try home.startItems(animated: true) }
    }

    /// The items flow, started unless it already runs.
    func startItems(animated: Bool) throws -> ItemsCoordinator {
        try child(
            ItemsCoordinator.self,
            orStart: { ItemsCoordinator(navigation: navigation, environment: environment) },
            animated: animated)
    }
}
