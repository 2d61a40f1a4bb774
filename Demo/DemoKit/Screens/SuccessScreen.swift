import HeadlessFlow

/// The end of a registration, built from `SuccessScreen.json`. The user's back gesture means
/// Back to Login: the account exists, and the empty form behind would only invite a second one.
///
/// A snapshot saves the registered email, which the flow hands back to Login.
final class SuccessScreen: SceneScreen, Instantiable, BackHandling, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var email: String
    }

    let message: LabelElement
    /// The registered email: set by ``bind(_:)``, or by a restore before the coordinator binds it.
    var email = ""
    private(set) var viewModel: SuccessViewModel?

    override init(outlets: SceneOutlets) throws(SceneError) {
        message = try outlets.element("message")
        try super.init(outlets: outlets)
    }

    static var actions: [String: (SuccessScreen) -> () -> Void] {
        ["backToLogin": SuccessScreen.backToLogin]
    }

    func bind(_ viewModel: SuccessViewModel) {
        self.viewModel = viewModel
        email = viewModel.email
        observe(viewModel.$message) { screen, message in screen.message.text = message }
    }

    func backToLogin() {
        viewModel?.backToLogin()
    }

    var restorationState: RestorationState { RestorationState(email: email) }

    func userDidRequestBack() {
        backToLogin()
    }
}
