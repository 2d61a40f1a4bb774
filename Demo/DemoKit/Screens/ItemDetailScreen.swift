import HeadlessFlow

/// One item, built from `ItemDetailScreen.json`; its title is the item's name. A snapshot saves
/// the item's name: its position may change, its name does not.
final class ItemDetailScreen: SceneScreen, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var item: String
    }

    let name: LabelElement
    let position: LabelElement
    /// The item shown: set by ``bind(_:)``, or by a restore before the coordinator binds it.
    var itemName = ""
    private(set) var viewModel: ItemDetailViewModel?

    override init(outlets: SceneOutlets) throws(SceneError) {
        name = try outlets.element("name")
        position = try outlets.element("position")
        try super.init(outlets: outlets)
    }

    func bind(_ viewModel: ItemDetailViewModel) {
        self.viewModel = viewModel
        itemName = viewModel.item.name
        title = viewModel.item.name
        observe(viewModel.$lines) { screen, lines in
            screen.name.text = lines.first ?? ""
            screen.position.text = lines.dropFirst().joined(separator: " ")
        }
    }

    var restorationState: RestorationState { RestorationState(item: itemName) }
}
