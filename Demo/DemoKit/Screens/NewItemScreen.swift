import HeadlessFlow

/// A name field with Add and Cancel, built from `NewItemScreen.json` with its view-model. A
/// snapshot saves the name typed so far.
package final class NewItemScreen: DependentSceneScreen<NewItemViewModel>, Instantiable, RestorableScreen {
    package struct RestorationState: Codable, Equatable {
        package var name: String
    }

    @Outlet package var name: TextFieldElement
    @Outlet package var error: LabelElement
    @Outlet package var notice: LabelElement
    package var viewModel: NewItemViewModel { dependencies }
    private var editTokens: [ObservationToken] = []

    package enum Action: String, CaseIterable {
        case add, cancel
    }

    package func perform(_ action: Action) {
        switch action {
        case .add: add()
        case .cancel: cancel()
        }
    }

    package override func awake() {
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

    package var restorationState: RestorationState { RestorationState(name: name.text) }

    package func add() {
        viewModel.add(name: name.text)
    }

    package func cancel() {
        viewModel.cancel()
    }
}
