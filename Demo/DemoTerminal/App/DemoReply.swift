import DemoKit

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

extension DemoReply.Line {
    /// The line that prints `notice`: an `error:` line, a `warning:` line or plain text, by its
    /// severity.
    init(_ notice: DemoNotice) {
        switch notice.severity {
        case .error: self = .error(notice.description)
        case .warning: self = .warning(notice.description)
        case .information: self = .text(notice.description)
        }
    }
}
