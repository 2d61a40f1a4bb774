import HeadlessFlow

/// A name field with Add and Cancel, built from `NewItemScreen.json` with its view-model. A
/// snapshot saves the name typed so far.
final class NewItemScreen: SceneScreen, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var name: String
    }

    let name: TextFieldElement
    let error: LabelElement
    let notice: LabelElement
    let viewModel: NewItemViewModel
    private var editTokens: [ObservationToken] = []

    init(outlets: SceneOutlets, dependencies viewModel: NewItemViewModel) throws(SceneError) {
        name = try outlets.element("name")
        error = try outlets.element("error")
        notice = try outlets.element("notice")
        self.viewModel = viewModel
        try super.init(outlets: outlets)
    }

    enum Action: String, CaseIterable {
        case add, cancel
    }

    func perform(_ action: Action) {
        switch action {
        case .add: add()
        case .cancel: cancel()
        }
    }

    override func awake() {
        // A typed edit clears the old error (the view-model ignores the state's own echo).
        editTokens = [
            name.observeChanges { [weak viewModel] element in
                if let text = (element as? TextFieldElement)?.text { viewModel?.didEdit(name: text) }
            }
        ]
        observe(viewModel.$state) { screen, state in
            screen.name.text = state.name
            screen.error.text = state.isError ? state.message ?? "" : ""
            screen.notice.text = state.isError ? "" : state.message ?? ""
        }
    }

    var restorationState: RestorationState { RestorationState(name: name.text) }

    func add() {
        viewModel.add(name: name.text)
    }

    func cancel() {
        viewModel.cancel()
    }
}
