import HeadlessFlow

/// The Items tab's root, built from `ItemsHomeScreen.json` with its view-model.
package final class ItemsHomeScreen: DependentSceneScreen<ItemsHomeViewModel>, Instantiable {
    @Outlet package var summary: LabelElement
    package var viewModel: ItemsHomeViewModel { dependencies }

    package enum Action: String, CaseIterable {
        case browse
    }

    package func perform(_ action: Action) {
        switch action {
        case .browse: viewModel.browse()
        }
    }

    package override func awake() {
        observe(viewModel.$summary) { screen, summary in screen.summary.text = summary }
    }
}
