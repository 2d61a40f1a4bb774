import HeadlessFlow

/// The list of items, kept in step with the store.
@MainActor
final class ItemsListViewModel {
    @HeadlessFlow.Observable private(set) var items: [Item] = []

    /// Set by the coordinator.
    var onSelect: (@MainActor (Item) -> Void)?
    /// Set by the coordinator.
    var onAdd: (@MainActor () -> Void)?
    /// Set by the coordinator.
    var onBack: (@MainActor () -> Void)?

    private var tokens = Set<ObservationToken>()

    init(store: DemoStore) {
        // The store changes on the main actor only, so its values arrive there.
        store.$items.sink { [weak self] items in
            MainActor.assumeIsolated { self?.items = items }
        }.store(in: &tokens)
    }

    func select(row: Int) {
        guard items.indices.contains(row) else { return }
        onSelect?(items[row])
    }

    func add() {
        onAdd?()
    }

    func back() {
        onBack?()
    }
}
