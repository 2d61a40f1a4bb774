import HeadlessFlow

/// The end of a registration, built from `SuccessScreen.json` with its view-model, which knows
/// the registered email. The user's back gesture means Back to Login: the account exists, and the
/// empty form behind would only invite a second one.
///
/// A snapshot saves the registered email, which the flow hands back to Login.
final class SuccessScreen: DependentSceneScreen<SuccessViewModel>, Instantiable, BackHandling,
    RestorableScreen
{
    struct RestorationState: Codable, Equatable {
        var email: String
    }

    @Outlet var message: LabelElement
    var viewModel: SuccessViewModel { dependencies }

    enum Action: String, CaseIterable {
        case backToLogin
    }

    func perform(_ action: Action) {
        switch action {
        case .backToLogin: backToLogin()
        }
    }

    override func awake() {
        observe(viewModel.$message) { screen, message in screen.message.text = message }
    }

    func backToLogin() {
        viewModel.backToLogin()
    }

    var restorationState: RestorationState { RestorationState(email: viewModel.email) }

    func userDidRequestBack() {
        backToLogin()
    }
}
