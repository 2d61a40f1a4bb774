/// How text is decorated: plain, or with ANSI colours for a terminal.
public struct Style: Sendable, Equatable {
    /// Whether ANSI escape codes are written.
    public let isColored: Bool

    /// No escape codes: for pipes, files, tests and `NO_COLOR`.
    public static let plain = Style(isColored: false)
    /// ANSI colours.
    public static let colored = Style(isColored: true)

    /// Colour when stdout is a terminal, `NO_COLOR` is unset or empty (https://no-color.org), and
    /// `TERM` is not `dumb` (a terminal that shows escape codes as text).
    public static func detect(stdoutIsTerminal: Bool, environment: [String: String]) -> Style {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return stdoutIsTerminal && !noColor && !dumb ? .colored : .plain
    }

    func title(_ text: String) -> String { wrap(text, "1;36") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func number(_ text: String) -> String { wrap(text, "1;33") }
    func error(_ text: String) -> String { wrap(text, "31") }
    func warning(_ text: String) -> String { wrap(text, "33") }
    func success(_ text: String) -> String { wrap(text, "32") }
    func bold(_ text: String) -> String { wrap(text, "1") }

    private func wrap(_ text: String, _ code: String) -> String {
        isColored && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
