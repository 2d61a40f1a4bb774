import HeadlessFlow

/// The Profile tab's screen, built from `ProfileScreen.json`.
final class ProfileScreen: SceneScreen, Instantiable {
    let summary: LabelElement
    private(set) var viewModel: ProfileViewModel?

    override init(outlets: SceneOutlets) throws(SceneError) {
        summary = try outlets.element("summary")
        try super.init(outlets: outlets)
    }

    static var actions: [String: (ProfileScreen) -> () -> Void] {
        ["logOut": ProfileScreen.logOut]
    }

    func bind(_ viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        observe(viewModel.$summary) { screen, summary in screen.summary.text = summary }
    }

    func logOut() {
        viewModel?.logOut()
    }
}
