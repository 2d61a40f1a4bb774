import HeadlessFlow

/// The items flow: the list, an item's detail, and NewItem. Back on the list (its button or the
/// user's back gesture) ends the flow.
@MainActor
final class ItemsCoordinator: RestorableCoordinator {
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
        wire(screen)
        try move(to: screen, animated: animated)
    }

    /// Wires the restored list and forms as ``start(animated:)`` and ``pushNewItem(animated:)``
    /// did. A detail whose item is gone fails the restore.
    func didRestore() throws {
        guard let list = startScreen as? ItemsListScreen else {
            throw DemoError.restoredScreenMissing(coordinator: "ItemsCoordinator", screen: "ItemsListScreen")
        }
        wire(list)
        for screen in navigation.screens.drop(while: { $0 !== list }) {
            if let detail = screen as? ItemDetailScreen, detail.viewModel.item == nil {
                throw DemoError.itemGone(name: detail.viewModel.itemName)
            } else if let form = screen as? NewItemScreen {
                wire(form)
            }
        }
    }

    private func wire(_ list: ItemsListScreen) {
        list.viewModel.onSelect = intent { items, item in try items.showDetail(of: item) }
        list.viewModel.onAdd = intent { items in try items.pushNewItem(animated: true) }
        list.viewModel.onBack = intent { items in try items.finish(animated: true) }
    }

    private func showDetail(of item: Item) throws {
        let position = (environment.store.items.firstIndex(of: item) ?? 0) + 1
        try pushDetail(at: position, animated: true)
    }

    /// Pushes the detail of the item at `position` (from 1).
    ///
    /// - Throws: ``InputError/noSuchItem(_:count:)`` when there is no such item.
    func pushDetail(at position: Int, animated: Bool) throws {
        let items = environment.store.items
        guard items.indices.contains(position - 1) else {
            throw InputError.noSuchItem(position, count: items.count)
        }
        let screen = try environment.screens.make(
            ItemDetailScreen.self,
            with: ItemDetailViewModel(item: items[position - 1], position: position, count: items.count))
        try move(to: screen, animated: animated)
    }

    func pushNewItem(animated: Bool) throws {
        let screen = try environment.screens.make(NewItemScreen.self)
        wire(screen)
        try move(to: screen, animated: animated)
    }

    private func wire(_ form: NewItemScreen) {
        form.viewModel.onCancel = intent { items in try items.back(animated: true) }
        form.viewModel.onAdded = intent { items in try items.showAddedAlert() }
    }

    /// UIFlow's confirmation after an add, over the form, which stays for the next item.
    static let addedAlert = Alert(title: "Nice!", message: "Item added!", actions: [.default("ok", "OK")])

    /// Shows ``addedAlert``; OK only closes it.
    func showAddedAlert() throws {
        try navigation.presentAlert(Self.addedAlert, animated: true) { _ in }
    }
}
