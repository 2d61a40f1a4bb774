// Terminal I/O: only where the demo runs in a terminal. The app logic (store, coordinators,
// view-models, screens, scenes) builds for iOS without it.
#if os(Linux) || os(macOS)
    import DemoKit

    /// The read-eval-print loop: draws the screen, reads a command, hands it to ``TerminalDemo``, prints
    /// the reply. Input and output are closures, so tests can run a session without a terminal.
    @MainActor
    final class TerminalSession {
        private let app: TerminalDemo
        private let style: Style
        private let isInteractive: Bool
        private let isStrict: Bool
        private let input: SessionInput
        private let writeOutput: (String) -> Void
        private let writeErrorOutput: (String) -> Void
        private let width: () -> Int?

        /// Scripted mode echoes at most this many characters of a command line.
        static let echoLimit = 200

        /// - Parameters:
        ///   - isInteractive: stdin is a terminal: show a prompt. Otherwise echo each command read,
        ///     so a transcript reads like a session.
        ///   - output: the screens and answers (stdout).
        ///   - errorOutput: `error:` and `warning:` lines (stderr).
        ///   - width: the columns to wrap at, asked before each write (the window can change size);
        ///     `nil` does not wrap. Asked before each command too, to lay out the splits
        ///     (``TerminalDemo/adaptLayout(toColumns:)``).
        ///   - isStrict: `--strict`: the first refused command, refused link or failed save ends the
        ///     session with status 1.
        init(
            app: TerminalDemo, style: Style, isInteractive: Bool, isStrict: Bool = false,
            width: @escaping () -> Int? = { nil }, input: SessionInput,
            output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void
        ) {
            self.app = app
            self.style = style
            self.isInteractive = isInteractive
            self.isStrict = isStrict
            self.input = input
            self.writeOutput = output
            self.writeErrorOutput = errorOutput
            self.width = width
        }

        /// Runs until `quit` or the end of input.
        ///
        /// - Returns: the exit status: 0, or 1 when `--strict` stopped or a save failed.
        func run(startReply: DemoReply) -> Int32 {
            output(style.dim("HeadlessFlow demo. Type help for the commands.") + "\n")
            print(startReply)
            if app.store.hasFailedSave { InterruptHandler.interruptStatus.pointee = 1 }
            if isStrict && (!startReply.errors.isEmpty || app.store.hasFailedSave) {
                errorOutput(style.error("error: stopped at start-up (--strict)") + "\n")
                return 1
            }
            var lineNumber = 0
            while true {
                guard let line = readCommand() else { return bye(afterPrompt: true) }
                lineNumber += 1
                // The window may have changed size since the last command: the splits follow it
                // before the command runs, and the screen after it is drawn at that width.
                app.adaptLayout(toColumns: width())
                if !isInteractive {
                    output("> \(SafeText.visible(app.echoText(for: line), limit: Self.echoLimit))\n")
                }
                let reply: DemoReply
                if let field = app.secureFieldToAskFor(in: line), let readSecret = input.readSecret {
                    input.remember(line)
                    switch readSecret("\(field) (typing is hidden): ") {
                    case .line(let secret):
                        reply = app.handle(.set(field: field, text: secret))
                    case .endOfInput:
                        // Ctrl-D cancels this prompt only, as it would a shell's password prompt.
                        output("(cancelled: \(field) not changed)\n")
                        continue
                    case .interrupted:
                        return bye(afterPrompt: false)
                    }
                } else {
                    // A line that holds a secret stays out of the history, where up would show it.
                    if !app.holdsSecret(line) { input.remember(line) }
                    reply = app.handle(line)
                }
                print(reply)
                if app.store.hasFailedSave { InterruptHandler.interruptStatus.pointee = 1 }
                // --strict: a refused command, a refused link or a failed save ends the run with 1.
                if isStrict && (!reply.errors.isEmpty || reply.refusal != nil || app.store.hasFailedSave) {
                    let why =
                        reply.errors.isEmpty ? reply.refusal.map { ": \(SafeText.visible($0))" } ?? "" : ""
                    errorOutput(style.error("error: stopped at line \(lineNumber) (--strict)\(why)") + "\n")
                    return 1
                }
                if reply.quits { return bye(afterPrompt: false) }
            }
        }

        /// Writes `text` to stdout, wrapped at the terminal's width.
        private func output(_ text: String) {
            writeOutput(width().map { TextWrapper.wrap(text, width: $0) } ?? text)
        }

        /// Writes `text` to stderr, wrapped at the terminal's width.
        private func errorOutput(_ text: String) {
            writeErrorOutput(width().map { TextWrapper.wrap(text, width: $0) } ?? text)
        }

        private func readCommand() -> String? {
            let prompt = style.bold("> ")
            if isInteractive && !input.drawsPrompt { output(prompt) }
            let result = input.readLine(prompt, 2) { [app] in app.echoText(for: $0) }
            guard case .line(let line) = result else { return nil }
            return line
        }

        private func bye(afterPrompt: Bool) -> Int32 {
            // A prompt without a line editor leaves the cursor after "> ".
            output((afterPrompt && isInteractive && !input.drawsPrompt ? "\n" : "") + "bye\n")
            return finalStatus()
        }

        /// 1 when a save failed in this run (the warnings said which), else 0.
        private func finalStatus() -> Int32 {
            guard app.store.hasFailedSave else { return 0 }
            errorOutput(style.error("error: changes of this run were not saved (exit status 1)") + "\n")
            return 1
        }

        private func print(_ reply: DemoReply) {
            var text = ""
            for line in reply.lines {
                switch line {
                // Errors and warnings quote what the user typed, and paths from the command line.
                case .error(let message):
                    errorOutput(style.error("error: \(SafeText.visible(message))") + "\n")
                case .warning(let message): errorOutput(style.warning(SafeText.visible(message)) + "\n")
                case .text(let message): text += SafeText.visibleLines(message) + "\n"
                }
            }
            if reply.showsScreen {
                text += "\n" + app.screenText(style: style) + "\n"
            }
            output(text)
        }
    }
#endif
