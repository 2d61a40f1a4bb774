/// A failure inside the demo app's own wiring.
package enum DemoError: Error, Equatable, CustomStringConvertible {
    /// The registry built a screen of another type than the one registered under `name`.
    case unexpectedScreenType(name: String, found: String)
    /// A saved navigation names an account that is no longer in the data file.
    case accountGone(email: String)
    /// A saved navigation shows an item that is no longer in the data file.
    case itemGone(name: String)
    /// There is no item at `position` (from 1) in a list of `count`.
    case noSuchItem(Int, count: Int)
    /// A restored coordinator does not find the screen it starts on.
    case restoredScreenMissing(coordinator: String, screen: String)

    package var description: String {
        switch self {
        case .unexpectedScreenType(let name, let found):
            "the registry built a \(found) for \(name); register each screen type under its own name"
        case .accountGone(let email): "the account \(email) is no longer in the data file"
        case .itemGone(let name): "the item \"\(name)\" is no longer in the data file"
        case .noSuchItem(let position, let count):
            count == 0
                ? "there is no item \(position): the list is empty"
                : "there is no item \(position) (items: 1-\(count))"
        case .restoredScreenMissing(let coordinator, let screen):
            "the restored \(coordinator) does not start on a \(screen)"
        }
    }
}
