import HeadlessFlow

/// The items flow: the list, an item's detail, and NewItem. Back on the list (its button or the
/// user's back gesture) ends the flow.
@MainActor
final class ItemsCoordinator: Coordinator {
    let context: CoordinatorContext
    private let environment: DemoEnvironment

    init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    func start(animated: Bool) throws {
        // Intents are wired here, where the screen is made, never in `didLoad()`: a screen that a
        // transaction places below the top (a deep link to a detail) loads only when the user
        // goes back to it, and must drive this coordinator from the start.
        let screen = try environment.screens.make(ItemsListScreen.self)
        let viewModel = ItemsListViewModel(store: environment.store)
        viewModel.onSelect = { [weak self] item in self?.showDetail(of: item) }
        viewModel.onAdd = { [weak self] in self?.showNewItem() }
        viewModel.onBack = { [weak self] in
            guard let self else { return }
            self.environment.attempt { try self.finish(animated: true) }
        }
        screen.bind(viewModel)
        try move(to: screen, animated: animated)
    }

    private func showDetail(of item: Item) {
        environment.attempt {
            let items = environment.store.items
            let position = (items.firstIndex(of: item) ?? 0) + 1
            let screen = try environment.screens.make(ItemDetailScreen.self)
            screen.bind(ItemDetailViewModel(item: item, position: position, count: items.count))
            try move(to: screen, animated: true)
        }
    }

    private func showNewItem() {
        environment.attempt {
            let screen = try environment.screens.make(NewItemScreen.self)
            let viewModel = NewItemViewModel(store: environment.store)
            viewModel.onCancel = { [weak self] in
                guard let self else { return }
                self.environment.attempt { try self.back(animated: true) }
            }
            screen.bind(viewModel)
            try move(to: screen, animated: true)
        }
    }
}
