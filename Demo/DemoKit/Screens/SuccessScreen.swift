import HeadlessFlow

/// The end of a registration, built from `SuccessScreen.json`. The user's back gesture means
/// Back to Login: the account exists, and the empty form behind would only invite a second one.
final class SuccessScreen: SceneScreen, Instantiable, BackHandling {
    let message: LabelElement
    private(set) var viewModel: SuccessViewModel?

    required init(outlets: SceneOutlets) throws(SceneError) {
        message = try outlets.element("message")
        try super.init(outlets: outlets)
    }

    static var actions: [String: (SuccessScreen) -> () -> Void] {
        ["backToLogin": SuccessScreen.backToLogin]
    }

    func bind(_ viewModel: SuccessViewModel) {
        self.viewModel = viewModel
        observe(viewModel.$message) { screen, message in screen.message.text = message }
    }

    func backToLogin() {
        viewModel?.backToLogin()
    }

    func userDidRequestBack() {
        backToLogin()
    }
}
