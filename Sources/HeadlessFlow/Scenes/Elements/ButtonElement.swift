/// A button (`"kind": "button"`) that sends its action when tapped, the counterpart of a `UIButton`
/// wired to an `IBAction`.
@MainActor
public final class ButtonElement: SceneElement {
    /// The button's title.
    public var title: String {
        didSet { if title != oldValue { didChange() } }
    }

    override class var kindOfClass: ElementKind? { .button }

    /// Creates the element in code; screens built from a scene file get theirs from the file.
    public init(id: String, title: String, action: String, isEnabled: Bool = true) {
        self.title = title
        super.init(id: id, kind: .button, isEnabled: isEnabled, actionName: action)
    }

    /// Taps the button: runs the screen's handler for the button's action.
    ///
    /// - Throws: ``ElementError/disabled(elementID:)`` when the button is disabled; nothing runs.
    public func tap() throws(ElementError) {
        try requireEnabled()
        sendAction()
    }
}
