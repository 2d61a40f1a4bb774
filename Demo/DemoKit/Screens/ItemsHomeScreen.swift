import HeadlessFlow

/// The Items tab's root, built from `ItemsHomeScreen.json` with its view-model.
final class ItemsHomeScreen: SceneScreen, Instantiable {
    let summary: LabelElement
    let viewModel: ItemsHomeViewModel

    init(outlets: SceneOutlets, dependencies viewModel: ItemsHomeViewModel) throws(SceneError) {
        summary = try outlets.element("summary")
        self.viewModel = viewModel
        try super.init(outlets: outlets)
    }

    enum Action: String, CaseIterable {
        case browse
    }

    func perform(_ action: Action) {
        switch action {
        case .browse: viewModel.browse()
        }
    }

    override func awake() {
        observe(viewModel.$summary) { screen, summary in screen.summary.text = summary }
    }
}
