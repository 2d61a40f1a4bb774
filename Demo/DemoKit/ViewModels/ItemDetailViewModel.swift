import HeadlessFlow

/// One item's detail, kept in step with the store: its position and the count follow the list as
/// items are added (here or by another demo on the same file).
@MainActor
package final class ItemDetailViewModel {
    /// The name of the item shown, which a snapshot saves: its position may change, its name
    /// does not.
    package let itemName: String
    /// The item shown, or `nil` when the store had no item of that name when the detail was made
    /// (a saved navigation outlived it).
    package let item: Item?
    @HeadlessFlow.Observable package private(set) var lines: [String] = []

    private var tokens = Set<ObservationToken>()

    /// The detail of the item of `store` named `name`, as the list or a saved navigation names it.
    package init(itemNamed name: String, in store: DemoStore) {
        itemName = name
        item = store.items.first { $0.name == name }
        guard item != nil else { return }
        // The store changes on the main actor only, so its values arrive there.
        store.$items.sink { [weak self] items in
            MainActor.assumeIsolated { self?.show(in: items) }
        }.store(in: &tokens)
    }

    private func show(in items: [Item]) {
        guard let index = items.firstIndex(where: { $0.name == itemName }) else {
            lines = ["Name: \(itemName)", "No longer in the list."]
            return
        }
        lines = ["Name: \(itemName)", "Item \(index + 1) of \(items.count)."]
    }
}
