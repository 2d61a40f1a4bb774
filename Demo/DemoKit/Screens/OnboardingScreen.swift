import HeadlessFlow

/// The first-run welcome, built from `OnboardingScreen.json` with its view-model, which the
/// ``ScreenRegistry`` makes; the coordinator only says where Done leads.
final class OnboardingScreen: DependentSceneScreen<OnboardingViewModel>, Instantiable {
    var viewModel: OnboardingViewModel { dependencies }

    enum Action: String, CaseIterable {
        case done
    }

    func perform(_ action: Action) {
        switch action {
        case .done: viewModel.done()
        }
    }
}
