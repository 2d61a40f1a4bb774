import HeadlessFlow

/// A name field with Add and Cancel, built from `NewItemScreen.json`. A snapshot saves the name
/// typed so far.
final class NewItemScreen: SceneScreen, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var name: String
    }

    let name: TextFieldElement
    let error: LabelElement
    let notice: LabelElement
    private var editTokens: [ObservationToken] = []
    private(set) var viewModel: NewItemViewModel?

    override init(outlets: SceneOutlets) throws(SceneError) {
        name = try outlets.element("name")
        error = try outlets.element("error")
        notice = try outlets.element("notice")
        try super.init(outlets: outlets)
    }

    static var actions: [String: (NewItemScreen) -> () -> Void] {
        ["add": NewItemScreen.add, "cancel": NewItemScreen.cancel]
    }

    func bind(_ viewModel: NewItemViewModel) {
        self.viewModel = viewModel
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
        viewModel?.add(name: name.text)
    }

    func cancel() {
        viewModel?.cancel()
    }
}
