import HeadlessFlow

/// The list of items with Add Item and Back, built from `ItemsListScreen.json`.
final class ItemsListScreen: SceneScreen, Instantiable {
    let list: ListElement
    private(set) var viewModel: ItemsListViewModel?

    override init(outlets: SceneOutlets) throws(SceneError) {
        list = try outlets.element("items")
        try super.init(outlets: outlets)
    }

    static var actions: [String: (ItemsListScreen) -> () -> Void] {
        ["select": ItemsListScreen.select, "add": ItemsListScreen.add, "back": ItemsListScreen.back]
    }

    func bind(_ viewModel: ItemsListViewModel) {
        self.viewModel = viewModel
        observe(viewModel.$items) { screen, items in screen.list.items = items.map(\.name) }
    }

    override func willAppear(animated: Bool) {
        // Coming back from a detail, the row is no longer "being opened".
        list.deselect()
    }

    func select() {
        guard let row = list.selectedRow else { return }
        viewModel?.select(row: row)
    }

    func add() {
        viewModel?.add()
    }

    func back() {
        viewModel?.back()
    }
}
