/// One element of a ``SceneDescription``: its id, where it is in the file, and its kind's properties.
public struct ElementDescription: Sendable, Equatable {
    /// What an element of each kind holds, as read from the file.
    public enum Content: Sendable, Equatable {
        /// `{"kind": "label", "text": ...}`
        case label(text: String)
        /// `{"kind": "textField", "placeholder"?: ..., "text"?: ...}`
        case textField(placeholder: String, text: String)
        /// `{"kind": "secureTextField", "placeholder"?: ...}`
        case secureTextField(placeholder: String)
        /// `{"kind": "button", "title": ..., "action": ...}`
        case button(title: String, action: String)
        /// `{"kind": "list", "items": [...], "action"?: ...}`
        case list(items: [String], action: String?)
        /// `{"kind": "toggle", "title": ..., "isOn"?: ..., "action"?: ...}`
        case toggle(title: String, isOn: Bool, action: String?)
        /// `{"kind": "imagePlaceholder", "image": ..., "accessibilityLabel"?: ...}`
        case imagePlaceholder(image: String, accessibilityLabel: String?)
    }

    /// The id screens bind outlets by; unique within the scene.
    public let id: String

    /// The kind-specific properties.
    public let content: Content

    /// Whether the element starts enabled (`"enabled"`, default `true`).
    public let isEnabled: Bool

    /// Whether the element starts hidden (`"hidden"`, default `false`): a hidden element is not
    /// offered to the user until the app shows it (``SceneElement/isHidden``).
    public let isHidden: Bool

    /// Where the element's object starts in the file.
    public let location: SceneLocation

    init(id: String, content: Content, isEnabled: Bool, isHidden: Bool = false, location: SceneLocation) {
        self.id = id
        self.content = content
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.location = location
    }

    /// The element's kind.
    public var kind: ElementKind {
        switch content {
        case .label: .label
        case .textField: .textField
        case .secureTextField: .secureTextField
        case .button: .button
        case .list: .list
        case .toggle: .toggle
        case .imagePlaceholder: .imagePlaceholder
        }
    }

    /// The action the element sends, if its kind has one and the file names it.
    public var action: String? {
        switch content {
        case .button(_, let action): action
        case .list(_, let action), .toggle(_, _, let action): action
        case .label, .textField, .secureTextField, .imagePlaceholder: nil
        }
    }
}
