import HeadlessFlow

/// The list of items with Add Item and Back, built from `ItemsListScreen.json` with its
/// view-model.
package final class ItemsListScreen: DependentSceneScreen<ItemsListViewModel>, Instantiable {
    @Outlet("items") package var list: ListElement
    package var viewModel: ItemsListViewModel { dependencies }

    package enum Action: String, CaseIterable {
        case select, add, back
    }

    package func perform(_ action: Action) {
        switch action {
        case .select: select()
        case .add: add()
        case .back: back()
        }
    }

    package override func awake() {
        observe(viewModel.$items) { screen, items in screen.list.items = items.map(\.name) }
    }

    package override func willAppear(animated: Bool) {
        // Coming back from a detail, the row is no longer "being opened".
        list.deselect()
    }

    package func select() {
        guard let row = list.selectedRow else { return }
        viewModel.select(row: row)
    }

    package func add() {
        viewModel.add()
    }

    package func back() {
        viewModel.back()
    }
}
