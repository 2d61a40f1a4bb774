import HeadlessFlow

/// A name field with Add and Cancel, built from `NewItemScreen.json`.
final class NewItemScreen: SceneScreen, Instantiable {
    let name: TextFieldElement
    let message: LabelElement
    private(set) var viewModel: NewItemViewModel?

    required init(outlets: SceneOutlets) throws(SceneError) {
        name = try outlets.element("name")
        message = try outlets.element("message")
        try super.init(outlets: outlets)
    }

    static var actions: [String: (NewItemScreen) -> () -> Void] {
        ["add": NewItemScreen.add, "cancel": NewItemScreen.cancel]
    }

    func bind(_ viewModel: NewItemViewModel) {
        self.viewModel = viewModel
        observe(viewModel.$state) { screen, state in
            screen.name.text = state.name
            screen.message.text = state.message ?? ""
        }
    }

    func add() {
        viewModel?.add(name: name.text)
    }

    func cancel() {
        viewModel?.cancel()
    }
}
