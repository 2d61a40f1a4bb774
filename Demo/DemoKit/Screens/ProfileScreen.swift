import HeadlessFlow

/// The Profile tab's screen, built from `ProfileScreen.json` with its view-model. A snapshot
/// saves whose profile it shows, by email (never a password or its hash).
final class ProfileScreen: SceneScreen, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var email: String
    }

    let summary: LabelElement
    let viewModel: ProfileViewModel

    init(outlets: SceneOutlets, dependencies viewModel: ProfileViewModel) throws(SceneError) {
        summary = try outlets.element("summary")
        self.viewModel = viewModel
        try super.init(outlets: outlets)
    }

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
