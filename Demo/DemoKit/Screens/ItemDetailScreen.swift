import HeadlessFlow

/// One item, built from `ItemDetailScreen.json` with its view-model; its title is the item's
/// name. A snapshot saves the item's name: its position may change, its name does not.
package final class ItemDetailScreen: DependentSceneScreen<ItemDetailViewModel>, Instantiable,
    RestorableScreen
{
    package struct RestorationState: Codable, Equatable {
        package var item: String
    }

    @Outlet package var name: LabelElement
    @Outlet package var position: LabelElement
    package var viewModel: ItemDetailViewModel { dependencies }

    package override func awake() {
        if let item = viewModel.item { title = item.name }
        observe(viewModel.$lines) { screen, lines in
            screen.name.text = lines.first ?? ""
            screen.position.text = lines.dropFirst().joined(separator: " ")
        }
    }

    package var restorationState: RestorationState { RestorationState(item: viewModel.itemName) }
}
