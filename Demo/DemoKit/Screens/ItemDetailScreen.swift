import HeadlessFlow

/// One item, built from `ItemDetailScreen.json` with its view-model; its title is the item's
/// name. A snapshot saves the item's name: its position may change, its name does not.
final class ItemDetailScreen: SceneScreen, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var item: String
    }

    let name: LabelElement
    let position: LabelElement
    let viewModel: ItemDetailViewModel

    init(outlets: SceneOutlets, dependencies viewModel: ItemDetailViewModel) throws(SceneError) {
        name = try outlets.element("name")
        position = try outlets.element("position")
        self.viewModel = viewModel
        try super.init(outlets: outlets)
    }

    override func awake() {
        if let item = viewModel.item { title = item.name }
        observe(viewModel.$lines) { screen, lines in
            screen.name.text = lines.first ?? ""
            screen.position.text = lines.dropFirst().joined(separator: " ")
        }
    }

    var restorationState: RestorationState { RestorationState(item: viewModel.itemName) }
}
