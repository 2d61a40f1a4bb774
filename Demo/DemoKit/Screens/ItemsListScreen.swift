import HeadlessFlow

/// The list of items with Add Item and Back, built from `ItemsListScreen.json` with its
/// view-model.
final class ItemsListScreen: DependentSceneScreen<ItemsListViewModel>, Instantiable {
    @Outlet("items") var list: ListElement
    var viewModel: ItemsListViewModel { dependencies }

    enum Action: String, CaseIterable {
        case select, add, back
    }

    func perform(_ action: Action) {
        switch action {
        case .select: select()
        case .add: add()
        case .back: back()
        }
    }

    override func awake() {
        observe(viewModel.$items) { screen, items in screen.list.items = items.map(\.name) }
    }

    override func willAppear(animated: Bool) {
        // Coming back from a detail, the row is no longer "being opened".
        list.deselect()
    }

    func select() {
        guard let row = list.selectedRow else { return }
        viewModel.select(row: row)
    }

    func add() {
        viewModel.add()
    }

    func back() {
        viewModel.back()
    }
}
