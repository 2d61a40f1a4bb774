/// Why an interaction with a ``SceneElement`` was refused. A refused interaction changes nothing
/// and sends no action.
public enum ElementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The element is disabled.
    case disabled(elementID: String)

    /// ``ListElement/select(row:)`` was given a row the list does not have.
    case rowOutOfRange(Int, rowCount: Int, elementID: String)

    public var description: String {
        switch self {
        case .disabled(let id):
            "element '\(id)' is disabled"
        case .rowOutOfRange(let row, let count, let id):
            "list '\(id)' has \(count) row\(count == 1 ? "" : "s"); row \(row) does not exist"
        }
    }
}
