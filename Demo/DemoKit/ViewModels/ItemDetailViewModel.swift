import HeadlessFlow

/// One item's detail.
@MainActor
final class ItemDetailViewModel {
    /// The name of the item shown, which a snapshot saves: its position may change, its name
    /// does not.
    let itemName: String
    /// The item shown, or `nil` when the store has no item of that name (a saved navigation
    /// outlived it).
    let item: Item?
    @HeadlessFlow.Observable private(set) var lines: [String]

    init(item: Item, position: Int, count: Int) {
        itemName = item.name
        self.item = item
        lines = ["Name: \(item.name)", "Item \(position) of \(count)."]
    }

    /// The detail of the item of `store` named `name`, as a saved navigation names it.
    init(itemNamed name: String, in store: DemoStore) {
        let items = store.items
        itemName = name
        if let index = items.firstIndex(where: { $0.name == name }) {
            item = items[index]
            lines = ["Name: \(name)", "Item \(index + 1) of \(items.count)."]
        } else {
            item = nil
            lines = []
        }
    }
}
