import HeadlessFlow

/// The Profile tab's screen, built from `ProfileScreen.json` with its view-model. A snapshot
/// saves whose profile it shows, by email (never a password or its hash).
package final class ProfileScreen: DependentSceneScreen<ProfileViewModel>, Instantiable, RestorableScreen {
    package struct RestorationState: Codable, Equatable {
        package var email: String
    }

    @Outlet package var summary: LabelElement
    package var viewModel: ProfileViewModel { dependencies }

    package enum Action: String, CaseIterable {
        case logOut
    }

    package func perform(_ action: Action) {
        switch action {
        case .logOut: viewModel.logOut()
        }
    }

    package override func awake() {
        observe(viewModel.$summary) { screen, summary in screen.summary.text = summary }
    }

    package var restorationState: RestorationState { RestorationState(email: viewModel.email) }
}
