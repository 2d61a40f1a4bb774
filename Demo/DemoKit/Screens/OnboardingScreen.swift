import HeadlessFlow

/// The first-run welcome, built from `OnboardingScreen.json`.
final class OnboardingScreen: SceneScreen, Instantiable {
    private(set) var viewModel: OnboardingViewModel?

    static var actions: [String: (OnboardingScreen) -> () -> Void] {
        ["done": OnboardingScreen.done]
    }

    func bind(_ viewModel: OnboardingViewModel) {
        self.viewModel = viewModel
    }

    func done() {
        viewModel?.done()
    }
}
