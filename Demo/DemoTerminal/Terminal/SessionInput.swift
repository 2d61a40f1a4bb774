// Terminal I/O: only where the demo runs in a terminal. The app logic (store, coordinators,
// view-models, screens, scenes) builds for iOS without it.
#if os(Linux) || os(macOS)
    /// Where a ``TerminalSession`` reads its commands: a ``LineEditor`` on a terminal, stdin's lines
    /// in a pipe, or a list in a test.
    struct SessionInput {
        /// Whether ``readLine`` draws the prompt itself (a line editor does; a pipe does not).
        var drawsPrompt: Bool
        /// Reads one command line after the prompt, showing what is typed through `display`.
        var readLine:
            (_ prompt: String, _ promptWidth: Int, _ display: (String) -> String) -> LineEditor.Result
        /// Reads a secret with nothing echoed; `nil` when the input cannot hide what is typed.
        var readSecret: ((_ prompt: String) -> LineEditor.Result)?
        /// Adds a line to the history.
        var remember: (String) -> Void = { _ in }

        /// Lines from `next`, which returns `nil` at the end of input.
        static func lines(_ next: @escaping () -> String?) -> SessionInput {
            SessionInput(
                drawsPrompt: false, readLine: { _, _, _ in next().map { .line($0) } ?? .endOfInput },
                readSecret: nil)
        }

        /// A terminal's line editor.
        static func editor(_ editor: LineEditor) -> SessionInput {
            SessionInput(
                drawsPrompt: true, readLine: editor.readLine, readSecret: editor.readSecret,
                remember: editor.remember)
        }
    }
#endif
