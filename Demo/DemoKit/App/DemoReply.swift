/// What the app answers to one command: lines to print, and whether to draw the screen again or
/// to quit.
struct DemoReply: Equatable, Sendable {
    /// One line of the answer, styled by kind.
    enum Line: Equatable, Sendable {
        case error(String)
        case warning(String)
        case text(String)
    }

    var lines: [Line] = []
    var showsScreen = true
    var quits = false
    /// Why the visible form refused what its button asked (a wrong password), as the form says it.
    /// Not an `error:` line: the screen shows it. `--strict` counts it as a refused command.
    var refusal: String?

    /// The error texts, for tests.
    var errors: [String] {
        lines.compactMap { if case .error(let text) = $0 { text } else { nil } }
    }
}
