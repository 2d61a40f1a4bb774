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
            let position = (environment.store.items.firstIndex(of: item) ?? 0) + 1
            try pushDetail(at: position, animated: true)
        }
    }

    /// Pushes the detail of the item at `position` (from 1).
    ///
    /// - Throws: ``InputError/noSuchItem(_:count:)`` when there is no such item.
    func pushDetail(at position: Int, animated: Bool) throws {
        let items = environment.store.items
        guard items.indices.contains(position - 1) else {
            throw InputError.noSuchItem(position, count: items.count)
        }
        let screen = try environment.screens.make(ItemDetailScreen.self)
        screen.bind(ItemDetailViewModel(item: items[position - 1], position: position, count: items.count))
        try move(to: screen, animated: animated)
    }

    private func showNewItem() {
        environment.attempt { try pushNewItem(animated: true) }
    }

    func pushNewItem(animated: Bool) throws {
        let screen = try environment.screens.make(NewItemScreen.self)
        let viewModel = NewItemViewModel(store: environment.store)
        viewModel.onCancel = { [weak self] in
            guard let self else { return }
            self.environment.attempt { try self.back(animated: true) }
        }
        screen.bind(viewModel)
        try move(to: screen, animated: animated)
    }
}
