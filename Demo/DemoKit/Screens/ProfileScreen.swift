import HeadlessFlow

/// The Profile tab's screen, built from `ProfileScreen.json` with its view-model. A snapshot
/// saves whose profile it shows, by email (never a password or its hash).
final class ProfileScreen: DependentSceneScreen<ProfileViewModel>, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var email: String
    }

    @Outlet var summary: LabelElement
    var viewModel: ProfileViewModel { dependencies }

    enum Action: String, CaseIterable {
        case logOut
    }

    func perform(_ action: Action) {
        switch action {
        case .logOut: viewModel.logOut()
        }
    }

    override func awake() {
        observe(viewModel.$summary) { screen, summary in screen.summary.text = summary }
    }

    var restorationState: RestorationState { RestorationState(email: viewModel.email) }
}
