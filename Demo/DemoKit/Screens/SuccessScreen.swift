import HeadlessFlow

/// The end of a registration, built from `SuccessScreen.json` with its view-model, which knows
/// the registered email. The user's back gesture means Back to Login: the account exists, and the
/// empty form behind would only invite a second one.
///
/// A snapshot saves the registered email, which the flow hands back to Login.
package final class SuccessScreen: DependentSceneScreen<SuccessViewModel>, Instantiable, BackHandling,
    RestorableScreen
{
    package struct RestorationState: Codable, Equatable {
        package var email: String
    }

    @Outlet package var message: LabelElement
    package var viewModel: SuccessViewModel { dependencies }

    package enum Action: String, CaseIterable {
        case backToLogin
    }

    package func perform(_ action: Action) {
        switch action {
        case .backToLogin: backToLogin()
        }
    }

    package override func awake() {
        observe(viewModel.$message) { screen, message in screen.message.text = message }
    }

    package func backToLogin() {
        viewModel.backToLogin()
    }

    package var restorationState: RestorationState { RestorationState(email: viewModel.email) }

    package func userDidRequestBack() {
        backToLogin()
    }
}
