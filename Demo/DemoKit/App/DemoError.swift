/// A failure inside the demo app's own wiring.
enum DemoError: Error, Equatable, CustomStringConvertible {
    /// The registry built a screen of another type than the one registered under `name`.
    case unexpectedScreenType(name: String, found: String)
    /// A saved navigation names an account that is no longer in the data file.
    case accountGone(email: String)
    /// A saved navigation shows an item that is no longer in the data file.
    case itemGone(name: String)
    /// A restored coordinator does not find the screen it starts on.
    case restoredScreenMissing(coordinator: String, screen: String)

    var description: String {
        switch self {
        case .unexpectedScreenType(let name, let found):
            "the registry built a \(found) for \(name); register each screen type under its own name"
        case .accountGone(let email): "the account \(email) is no longer in the data file"
        case .itemGone(let name): "the item \"\(name)\" is no longer in the data file"
        case .restoredScreenMissing(let coordinator, let screen):
            "the restored \(coordinator) does not start on a \(screen)"
        }
    }
}
