import HeadlessFlow

/// One item, built from `ItemDetailScreen.json` with its view-model; its title is the item's
/// name. A snapshot saves the item's name: its position may change, its name does not.
final class ItemDetailScreen: DependentSceneScreen<ItemDetailViewModel>, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var item: String
    }

    @Outlet var name: LabelElement
    @Outlet var position: LabelElement
    var viewModel: ItemDetailViewModel { dependencies }

    override func awake() {
        if let item = viewModel.item { title = item.name }
        observe(viewModel.$lines) { screen, lines in
            screen.name.text = lines.first ?? ""
            screen.position.text = lines.dropFirst().joined(separator: " ")
        }
    }

    var restorationState: RestorationState { RestorationState(item: viewModel.itemName) }
}
