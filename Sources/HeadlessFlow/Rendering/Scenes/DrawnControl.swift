/// One control of a ``SceneDrawing``: what a renderer draws for one visible ``SceneElement``, as
/// a value it can compare with the previous one.
///
/// It never holds a secure field's text: ``Content-swift.enum/secureTextField(placeholder:isEmpty:)``
/// says only whether the field is empty, so a drawing, a plan or a test failure cannot leak it.
public struct DrawnControl: Sendable, Equatable, CustomStringConvertible {
    /// What a label is for, by the scene convention the terminal demo follows: a label with the id
    /// `error` shows a failure, one with the id `notice` a confirmation.
    public enum LabelRole: String, Sendable, Equatable {
        /// Ordinary text.
        case plain
        /// A failure (the label's id is `error`).
        case error
        /// A confirmation (the label's id is `notice`).
        case notice

        /// The role of the label with `id`.
        public init(labelID id: String) {
            switch id {
            case "error": self = .error
            case "notice": self = .notice
            default: self = .plain
            }
        }
    }

    /// What the control shows, per kind.
    public enum Content: Sendable, Equatable {
        /// A ``LabelElement``'s text and role.
        case label(text: String, role: LabelRole)
        /// A ``TextFieldElement``'s text and placeholder.
        case textField(text: String, placeholder: String)
        /// A ``SecureTextFieldElement``'s placeholder and whether it holds no text; never its text.
        case secureTextField(placeholder: String, isEmpty: Bool)
        /// A ``ButtonElement``'s title.
        case button(title: String)
        /// A ``ToggleElement``'s title and state.
        case toggle(title: String, isOn: Bool)
        /// A ``ListElement``'s rows and selected row.
        case list(rows: [String], selectedRow: Int?)
        /// An ``ImagePlaceholderElement``'s image name and spoken label.
        case image(name: String, accessibilityLabel: String?)
    }

    /// The element's id, unique within its screen.
    public let id: String

    /// Whether the user can interact with the control.
    public let isEnabled: Bool

    /// What the control shows.
    public let content: Content

    /// Creates a control; ``SceneDrawing`` makes them from elements.
    public init(id: String, isEnabled: Bool, content: Content) {
        self.id = id
        self.isEnabled = isEnabled
        self.content = content
    }

    /// The kind of element the control draws.
    public var kind: ElementKind {
        switch content {
        case .label: .label
        case .textField: .textField
        case .secureTextField: .secureTextField
        case .button: .button
        case .toggle: .toggle
        case .list: .list
        case .image: .imagePlaceholder
        }
    }

    /// The control of `element` as it is now; `nil` for an element of no known kind.
    @MainActor
    public init?(_ element: SceneElement) {
        let content: Content
        switch element {
        case let label as LabelElement:
            content = .label(text: label.text, role: LabelRole(labelID: label.id))
        case let field as TextFieldElement:
            content = .textField(text: field.text, placeholder: field.placeholder)
        case let field as SecureTextFieldElement:
            content = .secureTextField(placeholder: field.placeholder, isEmpty: field.text.isEmpty)
        case let button as ButtonElement:
            content = .button(title: button.title)
        case let toggle as ToggleElement:
            content = .toggle(title: toggle.title, isOn: toggle.isOn)
        case let list as ListElement:
            content = .list(rows: list.items, selectedRow: list.selectedRow)
        case let image as ImagePlaceholderElement:
            content = .image(name: image.image, accessibilityLabel: image.accessibilityLabel)
        default:
            return nil
        }
        self.init(id: element.id, isEnabled: element.isEnabled, content: content)
    }

    public var description: String {
        let state = isEnabled ? "" : " (disabled)"
        switch content {
        case .label(let text, let role):
            return
                "label \(id): \(text.debugDescription)\(role == .plain ? "" : " [\(role.rawValue)]")\(state)"
        case .textField(let text, let placeholder):
            return
                "textField \(id): \(text.debugDescription) placeholder \(placeholder.debugDescription)\(state)"
        case .secureTextField(let placeholder, let isEmpty):
            return "secureTextField \(id): \(isEmpty ? "empty" : "filled") placeholder "
                + "\(placeholder.debugDescription)\(state)"
        case .button(let title):
            return "button \(id): \(title.debugDescription)\(state)"
        case .toggle(let title, let isOn):
            return "toggle \(id): \(title.debugDescription) \(isOn ? "on" : "off")\(state)"
        case .list(let rows, let selected):
            return "list \(id): \(rows)\(selected.map { " selected \($0)" } ?? "")\(state)"
        case .image(let name, let label):
            return "image \(id): \(name)\(label.map { " \($0.debugDescription)" } ?? "")\(state)"
        }
    }
}
