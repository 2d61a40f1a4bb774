/// A failure inside the demo app's own wiring.
enum DemoError: Error, Equatable, CustomStringConvertible {
    /// The registry built a screen of another type than the one registered under `name`.
    case unexpectedScreenType(name: String, found: String)

    var description: String {
        switch self {
        case .unexpectedScreenType(let name, let found):
            "the registry built a \(found) for \(name); register each screen type under its own name"
        }
    }
}
