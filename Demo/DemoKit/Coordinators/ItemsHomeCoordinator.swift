import HeadlessFlow

/// The Items tab: a summary screen from which the items flow starts as a child.
@MainActor
package final class ItemsHomeCoordinator: RestorableCoordinator {
    package let context: CoordinatorContext
    private let environment: DemoEnvironment

    package init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    package func start(animated: Bool) throws {
        let screen = try environment.screens.make(ItemsHomeScreen.self)
        wire(screen)
        try move(to: screen, animated: animated)
    }

    package func didRestore() throws {
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
    package func startItems(animated: Bool) throws -> ItemsCoordinator {
        try child(
            ItemsCoordinator.self,
            orStart: { ItemsCoordinator(navigation: navigation, environment: environment) },
            animated: animated)
    }
}
