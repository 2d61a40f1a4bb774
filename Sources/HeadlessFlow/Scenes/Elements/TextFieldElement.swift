/// Editable text (`"kind": "textField"`), the counterpart of `UITextField`.
///
/// A test types by setting ``text``: `screen.email.text = "ada@example.com"`.
@MainActor
public final class TextFieldElement: SceneElement {
    /// The text entered.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            didChange()
            editHandler?(text)
        }
    }

    /// Hands each new text to the code that created the element with an `onEdit` closure.
    var editHandler: (@MainActor (String) -> Void)?

    /// The hint shown while ``text`` is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue { didChange() } }
    }

    override class var kindOfClass: ElementKind? { .textField }

    /// Creates the element in code; screens built from a scene file get theirs from the file.
    public init(id: String, placeholder: String, text: String = "", isEnabled: Bool = true) {
        self.text = text
        self.placeholder = placeholder
        super.init(id: id, kind: .textField, isEnabled: isEnabled)
    }
}
