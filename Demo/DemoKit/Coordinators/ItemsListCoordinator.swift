import HeadlessFlow

/// The items split's list column: the list and New Item. It does not know where a chosen item or
/// the list's Back lead: its parent, ``ItemsCoordinator``, decides (a column cannot end itself).
@MainActor
package final class ItemsListCoordinator: RestorableCoordinator {
    package let context: CoordinatorContext
    /// Set by the parent: show this item's detail.
    package var onSelect: (@MainActor (Item) -> Void)?
    /// Set by the parent: the list's Back.
    package var onBack: (@MainActor () -> Void)?
    private let environment: DemoEnvironment

    package init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    package func start(animated: Bool) throws {
        // Intents are wired here, where the screen is made, never in `didLoad()`: a screen that a
        // transaction places below the top (a deep link to New Item) loads only when the user
        // goes back to it, and must drive this coordinator from the start.
        let screen = try environment.screens.make(ItemsListScreen.self)
        wire(screen)
        try move(to: screen, animated: animated)
    }

    /// Wires the restored list and forms as ``start(animated:)`` and ``pushNewItem(animated:)``
    /// did.
    package func didRestore() throws {
        guard let list = startScreen as? ItemsListScreen else {
            throw DemoError.restoredScreenMissing(
                coordinator: "ItemsListCoordinator", screen: "ItemsListScreen")
        }
        wire(list)
        for case let form as NewItemScreen in navigation.screens.drop(while: { $0 !== list }) {
            wire(form)
        }
    }

    private func wire(_ list: ItemsListScreen) {
        list.viewModel.onSelect = { [weak self] item in self?.onSelect?(item) }
        list.viewModel.onAdd = intent { items in try items.pushNewItem(animated: true) }
        list.viewModel.onBack = { [weak self] in self?.onBack?() }
    }

    package func pushNewItem(animated: Bool) throws {
        let screen = try environment.screens.make(NewItemScreen.self)
        wire(screen)
        try move(to: screen, animated: animated)
    }

    private func wire(_ form: NewItemScreen) {
        form.viewModel.onCancel = intent { items in try items.back(animated: true) }
        form.viewModel.onAdded = intent { items in try items.showAddedAlert() }
    }

    /// UIFlow's confirmation after an add, over the form, which stays for the next item.
    package static let addedAlert = AlertModel(
        title: "Nice!", message: "Item added!", actions: [.default("ok", "OK")])

    /// Shows ``addedAlert``; OK only closes it.
    package func showAddedAlert() throws {
        try navigation.presentAlert(Self.addedAlert, animated: true) { _ in }
    }
}
