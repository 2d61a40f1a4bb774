/// Why a well-formed command cannot run on the screen that is visible. Nothing changes.
enum InputError: Error, Equatable, Sendable, CustomStringConvertible {
    case noActions(screen: String)
    case noSuchAction(Int, count: Int)
    case noSuchField(String, fields: [String])
    case cannotGoBack(screen: String)
    case noTabBar
    case noSuchTab(String, tabs: [String])
    case noSuchItem(Int, count: Int)

    var description: String {
        switch self {
        case .noActions(let screen):
            "\(screen) has no numbered actions"
        case .noSuchAction(let number, let count):
            "no action \(number) on this screen (choose 1-\(count))"
        case .noSuchField(let id, let fields):
            fields.isEmpty
                ? "this screen has no text field, so \"\(id)\" cannot be set"
                : "no field \"\(id)\" on this screen (fields: \(fields.joined(separator: ", ")))"
        case .cannotGoBack(let screen):
            "cannot go back from \(screen): it is the first screen here"
        case .noTabBar:
            "there is no tab bar on this screen"
        case .noSuchTab(let name, let tabs):
            "no tab \"\(name)\" (tabs: "
                + tabs.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ") + ")"
        case .noSuchItem(let position, let count):
            count == 0
                ? "there is no item \(position): the list is empty"
                : "there is no item \(position) (items: 1-\(count))"
        }
    }
}
