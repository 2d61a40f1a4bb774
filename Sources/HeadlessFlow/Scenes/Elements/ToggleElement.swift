/// An on/off switch (`"kind": "toggle"`), the counterpart of `UISwitch`.
@MainActor
public final class ToggleElement: SceneElement {
    /// The label next to the switch.
    public var title: String {
        didSet { if title != oldValue { didChange() } }
    }

    /// Whether the switch is on. Setting it from code sends no action, as with `UISwitch.isOn`.
    public var isOn: Bool {
        didSet { if isOn != oldValue { didChange() } }
    }

    override class var kindOfClass: ElementKind? { .toggle }

    /// Creates the element in code; screens built from a scene file get theirs from the file.
    public init(id: String, title: String, isOn: Bool = false, action: String? = nil, isEnabled: Bool = true)
    {
        self.title = title
        self.isOn = isOn
        super.init(id: id, kind: .toggle, isEnabled: isEnabled, actionName: action)
    }

    /// Flips the switch as a user would, then sends the toggle's action, if the scene names one.
    ///
    /// - Throws: ``ElementError/disabled(elementID:)``; the switch is unchanged.
    public func toggle() throws(ElementError) {
        try requireEnabled()
        isOn.toggle()
        sendAction()
    }
}
