import HeadlessFlow

/// A name field with Add and Cancel, built from `NewItemScreen.json` with its view-model. A
/// snapshot saves the name typed so far.
final class NewItemScreen: DependentSceneScreen<NewItemViewModel>, Instantiable, RestorableScreen {
    struct RestorationState: Codable, Equatable {
        var name: String
    }

    @Outlet var name: TextFieldElement
    @Outlet var error: LabelElement
    @Outlet var notice: LabelElement
    var viewModel: NewItemViewModel { dependencies }
    private var editTokens: [ObservationToken] = []

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
