/// Read-only text (`"kind": "label"`), the counterpart of `UILabel`.
@MainActor
public final class LabelElement: SceneElement {
    /// The text shown.
    public var text: String {
        didSet { if text != oldValue { didChange() } }
    }

    override class var kindOfClass: ElementKind? { .label }

    /// Creates the element in code; screens built from a scene file get theirs from the file.
    public init(id: String, text: String, isEnabled: Bool = true) {
        self.text = text
        super.init(id: id, kind: .label, isEnabled: isEnabled)
    }
}
