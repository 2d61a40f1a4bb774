import HeadlessFlow

/// The list of items, kept in step with the store.
@MainActor
package final class ItemsListViewModel {
    @HeadlessFlow.Observable package private(set) var items: [Item] = []

    /// Set by the coordinator.
    package var onSelect: (@MainActor (Item) -> Void)?
    /// Set by the coordinator.
    package var onAdd: (@MainActor () -> Void)?
    /// Set by the coordinator.
    package var onBack: (@MainActor () -> Void)?

    private var tokens = Set<ObservationToken>()

    package init(store: DemoStore) {
        // The store changes on the main actor only, so its values arrive there.
        store.$items.sink { [weak self] items in
            MainActor.assumeIsolated { self?.items = items }
        }.store(in: &tokens)
    }

    package func select(row: Int) {
        guard items.indices.contains(row) else { return }
        onSelect?(items[row])
    }

    package func add() {
        onAdd?()
    }

    package func back() {
        onBack?()
    }
}
