import HeadlessFlow

/// The first-run welcome, built from `OnboardingScreen.json` with its view-model, which the
/// ``ScreenRegistry`` makes; the coordinator only says where Done leads.
package final class OnboardingScreen: DependentSceneScreen<OnboardingViewModel>, Instantiable {
    package var viewModel: OnboardingViewModel { dependencies }

    package enum Action: String, CaseIterable {
        case done
    }

    package func perform(_ action: Action) {
        switch action {
        case .done: viewModel.done()
        }
    }
}
