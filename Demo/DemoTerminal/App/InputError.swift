/// Why a well-formed command cannot run on the screen that is visible. Nothing changes.
enum InputError: Error, Equatable, Sendable, CustomStringConvertible {
    case noActions(screen: String, canGoBack: Bool)
    case noSuchAction(Int, count: Int, rows: Int)
    case noList(screen: String)
    case noSuchRow(String, count: Int)
    case noSuchField(String, fields: [String])
    case cannotGoBack(screen: String)
    /// Back on the first screen of an expanded split's column other than the list.
    case firstInColumn(screen: String, column: String)
    /// `list` or `detail` where no split is on screen.
    case noColumns
    /// `list` or `detail` for a column that shows nothing yet.
    case emptyColumn(String)
    case noTabBar
    case noSuchTab(String, tabs: [String])
    /// An alert is shown and the line does not answer it.
    case alertWaits(title: String, count: Int)
    /// An alert is shown and has no action `number`.
    case noSuchAlertAction(Int, count: Int)

    var description: String {
        switch self {
        case .noActions(let screen, let canGoBack):
            "\(screen) has nothing to tap" + (canGoBack ? "; type back to return" : "")
        case .noSuchAction(let number, let count, let rows):
            (count == 0
                ? "no buttons on this screen" : "no button \(number) on this screen (choose 1-\(count))")
                + (rows > 0 ? "; to open a row, type open \(number)" : "")
        case .noList(let screen):
            "\(screen) has no list to open"
        case .noSuchRow(let row, let count):
            count == 0
                ? "the list is empty"
                : "no row \"\(CommandError.quoted(row))\" in the list (choose 1-\(count) or a name)"
        case .noSuchField(let id, let fields):
            fields.isEmpty
                ? "this screen has no text field, so \"\(CommandError.quoted(id))\" cannot be set"
                : "no field \"\(CommandError.quoted(id))\" on this screen (fields: \(fields.joined(separator: ", ")))"
        case .cannotGoBack(let screen):
            "cannot go back from \(screen): it is the first screen here"
        case .firstInColumn(let screen, let column):
            "cannot go back from \(screen): it is the first screen of the \(column) column (type list to focus the list)"
        case .noColumns:
            "there are no columns on this screen (list and detail work in the items list)"
        case .emptyColumn(let column):
            "the \(column) column shows nothing yet: open an item from the list first"
        case .noTabBar:
            "there is no tab bar on this screen"
        case .noSuchTab(let name, let tabs):
            "no tab \"\(CommandError.quoted(name))\" (tabs: "
                + tabs.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ") + ")"
        case .alertWaits(let title, let count):
            "the alert \"\(CommandError.quoted(title))\" waits for an answer: type \(count == 1 ? "1" : "1-\(count)") "
                + "or an action's title"
        case .noSuchAlertAction(let number, let count):
            "the alert has no action \(number) (choose \(count == 1 ? "1" : "1-\(count)"))"
        }
    }
}
