/// Why ``SceneDrawing/send(_:to:)`` refused an input. A refused input changes nothing and sends
/// no action.
public enum SceneDrawingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No visible control has the id; `shown` lists those that do.
    case unknownControl(String, shown: [String])
    /// The control's kind takes no such input (a tap on a label, an edit of a toggle).
    case inputNotAccepted(ControlInput, elementID: String, kind: ElementKind)
    /// The control is disabled.
    case disabled(elementID: String, kind: ElementKind)
    /// A list was asked for a row it does not have.
    case rowOutOfRange(Int, rowCount: Int, elementID: String)
    /// The screen the drawing drew has been released, so there is nothing left to act on.
    case screenReleased

    public var description: String {
        switch self {
        case .unknownControl(let id, let shown):
            let list = shown.isEmpty ? "none" : shown.map { "'\($0)'" }.joined(separator: ", ")
            return "No visible control has the id '\(id)'; the visible ones are \(list)."
        case .inputNotAccepted(let input, let id, let kind):
            return "The \(kind) '\(id)' does not take \(input); \(Self.accepted(by: kind))."
        case .disabled(let id, let kind):
            return "The \(kind) '\(id)' is disabled; enable it before the user acts on it."
        case .rowOutOfRange(let row, let count, let id):
            let rows =
                count == 0 ? "no rows" : count == 1 ? "1 row (row 0)" : "\(count) rows (0 to \(count - 1))"
            return "The list '\(id)' has \(rows); row \(row) does not exist."
        case .screenReleased:
            return "The drawing's screen has been released; draw the screen that is shown now."
        }
    }

    private static func accepted(by kind: ElementKind) -> String {
        switch kind {
        case .button: "a button takes a tap"
        case .textField, .secureTextField: "a text field takes an edit"
        case .toggle: "a toggle takes switching on or off"
        case .list: "a list takes selecting a row"
        case .label, .imagePlaceholder: "it takes no input"
        }
    }
}
