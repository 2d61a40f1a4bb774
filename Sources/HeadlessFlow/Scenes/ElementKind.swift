/// The kinds of element a scene file can describe, spelled as in the file's `"kind"` property.
public enum ElementKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Read-only text: ``LabelElement``.
    case label
    /// Editable text: ``TextFieldElement``.
    case textField
    /// Editable text that a renderer masks: ``SecureTextFieldElement``.
    case secureTextField
    /// A tappable button bound to an action: ``ButtonElement``.
    case button
    /// A list of rows that can be selected: ``ListElement``.
    case list
    /// An on/off switch: ``ToggleElement``.
    case toggle
    /// A named image a renderer supplies: ``ImagePlaceholderElement``.
    case imagePlaceholder

    public var description: String { rawValue }
}
