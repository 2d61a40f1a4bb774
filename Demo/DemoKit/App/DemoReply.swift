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

    /// The error texts, for tests.
    var errors: [String] {
        lines.compactMap { if case .error(let text) = $0 { text } else { nil } }
    }
}
