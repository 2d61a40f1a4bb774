import HeadlessFlow

/// The Items tab's root, built from `ItemsHomeScreen.json`.
final class ItemsHomeScreen: SceneScreen, Instantiable {
    let summary: LabelElement
    private(set) var viewModel: ItemsHomeViewModel?

    override init(outlets: SceneOutlets) throws(SceneError) {
        summary = try outlets.element("summary")
        try super.init(outlets: outlets)
    }

    static var actions: [String: (ItemsHomeScreen) -> () -> Void] {
        ["browse": ItemsHomeScreen.browse]
    }

    func bind(_ viewModel: ItemsHomeViewModel) {
        self.viewModel = viewModel
        observe(viewModel.$summary) { screen, summary in screen.summary.text = summary }
    }

    func browse() {
        viewModel?.browse()
    }
}
