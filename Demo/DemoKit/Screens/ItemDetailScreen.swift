import HeadlessFlow

/// One item, built from `ItemDetailScreen.json`; its title is the item's name.
final class ItemDetailScreen: SceneScreen, Instantiable {
    let name: LabelElement
    let position: LabelElement
    private(set) var viewModel: ItemDetailViewModel?

    required init(outlets: SceneOutlets) throws(SceneError) {
        name = try outlets.element("name")
        position = try outlets.element("position")
        try super.init(outlets: outlets)
    }

    func bind(_ viewModel: ItemDetailViewModel) {
        self.viewModel = viewModel
        title = viewModel.item.name
        observe(viewModel.$lines) { screen, lines in
            screen.name.text = lines.first ?? ""
            screen.position.text = lines.dropFirst().joined(separator: " ")
        }
    }
}
