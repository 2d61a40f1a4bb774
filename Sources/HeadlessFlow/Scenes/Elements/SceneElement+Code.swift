// Elements built in code for a screen that adopts `ElementProviding`: their actions run closures
// instead of the handlers `Instantiable` binds, and labels, fields and lists can follow what a
// view-model publishes.

extension ButtonElement {
    /// Creates a button that runs `action` when tapped, for a screen that declares its elements in
    /// code (``ElementProviding``).
    ///
    /// The element keeps `action`: capture the screen `unowned` or `weak`, as the screen keeps
    /// the element.
    ///
    /// - Parameters:
    ///   - title: What the user reads and taps (`SimulatedUser.tap(_:)` finds the button by it).
    ///   - id: Unique among the screen's elements; the title when `nil`.
    ///   - isEnabled: Whether the user can tap it.
    ///   - action: Runs on each tap of the enabled button.
    public convenience init(
        _ title: String, id: String? = nil, isEnabled: Bool = true, action: @escaping @MainActor () -> Void
    ) {
        self.init(id: id ?? title, title: title, action: id ?? title, isEnabled: isEnabled)
        actionHandler = action
    }
}

extension ToggleElement {
    /// Creates a switch that runs `action` with its new state each time the user flips it, for a
    /// screen that declares its elements in code (``ElementProviding``).
    ///
    /// - Parameters:
    ///   - id: Unique among the screen's elements; `SimulatedUser.toggle(_:)` finds the switch by it.
    ///   - title: The label next to the switch.
    ///   - isOn: Its state at first.
    ///   - isEnabled: Whether the user can flip it.
    ///   - action: Runs after each flip by the user, with ``isOn``; setting ``isOn`` from code runs
    ///     nothing.
    public convenience init(
        id: String, title: String, isOn: Bool = false, isEnabled: Bool = true,
        action: @escaping @MainActor (Bool) -> Void
    ) {
        self.init(id: id, title: title, isOn: isOn, action: id, isEnabled: isEnabled)
        actionHandler = { [weak self] in if let self { action(self.isOn) } }
    }
}

extension ListElement {
    /// Creates a list that runs `action` with the row the user picks, for a screen that declares
    /// its elements in code (``ElementProviding``).
    ///
    /// - Parameters:
    ///   - id: Unique among the screen's elements; `SimulatedUser.pick(_:in:)` finds the list by it.
    ///   - items: The rows.
    ///   - isEnabled: Whether the user can pick a row.
    ///   - action: Runs after each pick, with the row's index in ``items``.
    public convenience init(
        id: String, items: [String], isEnabled: Bool = true, action: @escaping @MainActor (Int) -> Void
    ) {
        self.init(id: id, items: items, action: id, isEnabled: isEnabled)
        actionHandler = { [weak self] in if let row = self?.selectedRow { action(row) } }
    }

    /// Creates a list whose rows follow `items`, a view-model's published rows, and that runs
    /// `action` with the row the user picks.
    ///
    /// - Parameters:
    ///   - id: Unique among the screen's elements.
    ///   - items: The rows: the publisher's current value at once, then each later one, for as long
    ///     as the element lives.
    ///   - isEnabled: Whether the user can pick a row.
    ///   - action: Runs after each pick, with the row's index in ``items``.
    public convenience init<Items: ValuePublisher<[String]>>(
        id: String, items: Items, isEnabled: Bool = true, action: @escaping @MainActor (Int) -> Void
    ) {
        self.init(id: id, items: [], isEnabled: isEnabled, action: action)
        follow(items) { element, rows in (element as? ListElement)?.items = rows }
    }
}

extension LabelElement {
    /// Creates a label whose text follows `text`, a value a view-model publishes (its `$name`).
    ///
    /// - Parameters:
    ///   - id: Unique among the screen's elements.
    ///   - text: The publisher's current value at once, then each later one, for as long as the
    ///     element lives.
    ///   - isEnabled: Whether the label is drawn enabled.
    public convenience init<Text: ValuePublisher<String>>(id: String, text: Text, isEnabled: Bool = true) {
        self.init(id: id, text: "", isEnabled: isEnabled)
        follow(text) { element, text in (element as? LabelElement)?.text = text }
    }
}

extension TextFieldElement {
    /// Creates a text field that hands every text the user types to `onEdit`, for a screen that
    /// declares its elements in code (``ElementProviding``).
    ///
    /// - Parameters:
    ///   - id: Unique among the screen's elements; `SimulatedUser.fill(_:with:)` finds the field by it.
    ///   - placeholder: The hint shown while the field is empty.
    ///   - text: Its text at first.
    ///   - isEnabled: Whether the user can type.
    ///   - onEdit: Runs with each new ``text`` (typed, or set from code), not with the first one.
    public convenience init(
        id: String, placeholder: String, text: String = "", isEnabled: Bool = true,
        onEdit: @escaping @MainActor (String) -> Void
    ) {
        self.init(id: id, placeholder: placeholder, text: text, isEnabled: isEnabled)
        editHandler = onEdit
    }

    /// Creates a text field bound both ways to a view-model: its text follows `text` (the
    /// view-model's `$email`), and every text the user types goes to `onEdit`.
    ///
    /// - Parameters:
    ///   - id: Unique among the screen's elements.
    ///   - placeholder: The hint shown while the field is empty.
    ///   - text: The publisher's current value at once, then each later one, for as long as the
    ///     element lives.
    ///   - isEnabled: Whether the user can type.
    ///   - onEdit: Runs with each new ``text``, typed or published.
    public convenience init<Text: ValuePublisher<String>>(
        id: String, placeholder: String, text: Text, isEnabled: Bool = true,
        onEdit: @escaping @MainActor (String) -> Void
    ) {
        self.init(id: id, placeholder: placeholder, isEnabled: isEnabled, onEdit: onEdit)
        follow(text) { element, text in (element as? TextFieldElement)?.text = text }
    }
}

extension SecureTextFieldElement {
    /// Creates a secure field (a password) that hands every text the user types to `onEdit`, and
    /// to nothing else: the text appears in no description, log or explorer name.
    ///
    /// - Parameters:
    ///   - id: Unique among the screen's elements; `SimulatedUser.fill(_:with:)` finds the field by it.
    ///   - placeholder: The hint shown while the field is empty.
    ///   - isEnabled: Whether the user can type.
    ///   - onEdit: Runs with each new ``text``.
    public convenience init(
        id: String, placeholder: String, isEnabled: Bool = true, onEdit: @escaping @MainActor (String) -> Void
    ) {
        self.init(id: id, placeholder: placeholder, isEnabled: isEnabled)
        editHandler = onEdit
    }
}
