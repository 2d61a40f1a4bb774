import HeadlessFlow

/// The first-run welcome, built from `OnboardingScreen.json` with its view-model, which the
/// ``ScreenRegistry`` makes; the coordinator only says where Done leads.
final class OnboardingScreen: SceneScreen, Instantiable {
    let viewModel: OnboardingViewModel

    init(outlets: SceneOutlets, dependencies viewModel: OnboardingViewModel) throws(SceneError) {
        self.viewModel = viewModel
        try super.init(outlets: outlets)
    }

    enum Action: String, CaseIterable {
        case done
    }

    func perform(_ action: Action) {
        switch action {
        case .done: viewModel.done()
        }
    }
}
