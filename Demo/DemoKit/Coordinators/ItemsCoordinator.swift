import HeadlessFlow

/// The items flow, a list | detail split as iPad apps show one: the list column
/// (``ItemsListCoordinator``: the list and New Item) and a detail column that shows the chosen
/// item. On a wide screen (an iPad, a wide terminal) both columns are drawn side by side; on a
/// compact one the split is collapsed, and the detail reads as pushed on the list. The list's Back (or the user's back
/// gesture on the list) ends the flow.
@MainActor
package final class ItemsCoordinator: SplitCoordinator, RestorableCoordinator {
    /// The columns, in order.
    package enum Column: Int {
        case list, detail

        /// The column's title, as the split shows it.
        package var title: String {
            switch self {
            case .list: "Items"
            case .detail: "Detail"
            }
        }
    }

    package let context: CoordinatorContext
    package let split = SplitContainer(title: "Items")
    private let environment: DemoEnvironment

    package init(navigation: Navigation, environment: DemoEnvironment) {
        context = CoordinatorContext(navigation: navigation)
        self.environment = environment
    }

    /// The list column's coordinator.
    package var list: ItemsListCoordinator? { item(ItemsListCoordinator.self) }

    /// The detail column's navigation.
    package var detail: Navigation? { split.secondary }

    package func start(animated: Bool) throws {
        // The split arrives laid out for the screen it is drawn on: no collapse to announce.
        try split.setCollapsed(environment.collapsesSplits)
        try move(to: split, animated: animated)
        let list = ItemsListCoordinator(navigation: Navigation(), environment: environment)
        wire(list)
        try addColumn(Column.list.title, coordinator: list)
        try addColumn(Column.detail.title, navigation: Navigation())
    }

    /// Wires the restored list column. A detail whose item is gone fails the restore; the demo
    /// then restores without it (``DemoRestoration/removingItemDetails(from:keeping:)``). The
    /// focus stays where it was saved: on an empty detail column, a collapsed split shows the list
    /// (columns with no screens add nothing to its one stack).
    package func didRestore() throws {
        guard let list else {
            throw DemoError.restoredScreenMissing(coordinator: "ItemsCoordinator", screen: "ItemsListScreen")
        }
        wire(list)
        for case let detail as ItemDetailScreen in detail?.screens ?? [] where detail.viewModel.item == nil {
            throw DemoError.itemGone(name: detail.viewModel.itemName)
        }
    }

    private func wire(_ list: ItemsListCoordinator) {
        list.onSelect = intent { items, item in try items.showDetail(of: item) }
        list.onBack = intent { items in try items.finish(animated: true) }
    }

    private func showDetail(of item: Item) throws {
        let position = (environment.store.items.firstIndex(of: item) ?? 0) + 1
        try showDetail(at: position, animated: true)
    }

    /// Shows the detail of the item at `position` (from 1) in the detail column, and focuses it.
    ///
    /// - Throws: ``DemoError/noSuchItem(_:count:)`` when there is no such item.
    package func showDetail(at position: Int, animated: Bool) throws {
        let items = environment.store.items
        guard items.indices.contains(position - 1) else {
            throw DemoError.noSuchItem(position, count: items.count)
        }
        let screen = try environment.screens.make(
            ItemDetailScreen.self,
            with: ItemDetailViewModel(itemNamed: items[position - 1].name, in: environment.store))
        try showDetail(screen, animated: animated)
    }

    /// The list column, back at the list, with the focus.
    package func focusList(animated: Bool) throws {
        try list?.backToStart(animated: animated)
        try selectItem(at: Column.list.rawValue, animated: animated)
    }

    /// New Item, pushed in the list column, which gets the focus.
    package func showNewItem(animated: Bool) throws {
        try focusList(animated: animated)
        try list?.pushNewItem(animated: animated)
    }
}
