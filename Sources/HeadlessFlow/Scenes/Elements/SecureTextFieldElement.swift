/// Editable text a renderer masks (`"kind": "secureTextField"`), for passwords.
///
/// Its `description` never includes the text, so a password does not end up in a log.
@MainActor
public final class SecureTextFieldElement: SceneElement {
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

    override class var kindOfClass: ElementKind? { .secureTextField }

    /// Creates the element in code; screens built from a scene file get theirs from the file.
    public init(id: String, placeholder: String, isEnabled: Bool = true) {
        self.text = ""
        self.placeholder = placeholder
        super.init(id: id, kind: .secureTextField, isEnabled: isEnabled)
    }
}
