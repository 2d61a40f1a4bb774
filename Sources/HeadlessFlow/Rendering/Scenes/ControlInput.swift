/// What a user does to one control of a ``SceneDrawing``, as a renderer reports it with
/// ``SceneDrawing/send(_:to:)``.
///
/// Its `description` names the input without the text of an edit, so a refused edit of a secure
/// field never shows its text in an error or a log.
public enum ControlInput: Sendable, Equatable, CustomStringConvertible {
    /// A tap on a button.
    case tap
    /// New text in a text field or secure field.
    case edit(String)
    /// A switch set on or off.
    case setOn(Bool)
    /// A list row picked, counted from 0.
    case select(row: Int)

    public var description: String {
        switch self {
        case .tap: "a tap"
        case .edit: "an edit"
        case .setOn(let isOn): isOn ? "switching on" : "switching off"
        case .select(let row): "selecting row \(row)"
        }
    }
}
