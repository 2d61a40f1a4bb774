/// The read-eval-print loop: draws the screen, reads a command, hands it to ``DemoApp``, prints
/// the reply. Input and output are closures, so tests can run a session without a terminal.
@MainActor
final class TerminalSession {
    private let app: DemoApp
    private let style: Style
    private let isInteractive: Bool
    private let input: () -> String?
    private let output: (String) -> Void

    /// Scripted mode echoes at most this many characters of a command line.
    static let echoLimit = 200

    /// - Parameters:
    ///   - isInteractive: stdin is a terminal: show a prompt. Otherwise echo each command read,
    ///     so a transcript reads like a session.
    init(
        app: DemoApp, style: Style, isInteractive: Bool,
        input: @escaping () -> String?, output: @escaping (String) -> Void
    ) {
        self.app = app
        self.style = style
        self.isInteractive = isInteractive
        self.input = input
        self.output = output
    }

    /// Runs until `quit` or the end of input.
    ///
    /// - Returns: the exit status, 0.
    func run(startReply: DemoReply) -> Int32 {
        output(style.dim("HeadlessFlow demo. Type help for the commands.") + "\n")
        print(startReply)
        while true {
            if isInteractive { output(style.bold("> ")) }
            guard let line = input() else {
                output((isInteractive ? "\n" : "") + "bye\n")
                return 0
            }
            if !isInteractive { output("> \(SafeText.visible(line, limit: Self.echoLimit))\n") }
            let reply = app.handle(line)
            print(reply)
            if reply.quits {
                output("bye\n")
                return 0
            }
        }
    }

    private func print(_ reply: DemoReply) {
        var text = ""
        for line in reply.lines {
            switch line {
            // Errors and warnings quote what the user typed, and paths from the command line.
            case .error(let message): text += style.error("error: \(SafeText.visible(message))") + "\n"
            case .warning(let message): text += style.warning(SafeText.visible(message)) + "\n"
            case .text(let message): text += SafeText.visibleLines(message) + "\n"
            }
        }
        if reply.showsScreen {
            text += "\n" + app.screenText(style: style) + "\n"
        }
        output(text)
    }
}
