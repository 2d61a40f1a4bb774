import HeadlessFlow

/// The Items tab's root, built from `ItemsHomeScreen.json` with its view-model.
final class ItemsHomeScreen: DependentSceneScreen<ItemsHomeViewModel>, Instantiable {
    @Outlet var summary: LabelElement
    var viewModel: ItemsHomeViewModel { dependencies }

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
