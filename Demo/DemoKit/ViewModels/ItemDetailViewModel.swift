import HeadlessFlow

/// One item's detail.
@MainActor
final class ItemDetailViewModel {
    let item: Item
    @Observable private(set) var lines: [String]

    init(item: Item, position: Int, count: Int) {
        self.item = item
        lines = ["Name: \(item.name)", "Item \(position) of \(count)."]
    }
}
