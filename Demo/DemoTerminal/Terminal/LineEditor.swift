// Terminal I/O: only where the demo runs in a terminal. The app logic (store, coordinators,
// view-models, screens, scenes) builds for iOS without it.
#if os(Linux) || os(macOS)
    import DemoKit
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Reads command lines from a terminal with editing and history: left and right, Home and End
    /// (also Ctrl-A and Ctrl-E), Backspace and Delete, up and down through this run's lines (also
    /// Ctrl-P and Ctrl-N), Ctrl-U, Ctrl-K and Ctrl-W; Ctrl-C and Ctrl-D (on an empty line) end the
    /// session. Secrets are read with nothing echoed, as `sudo` does; there Ctrl-D cancels the
    /// secret only. With `TERM=dumb` the terminal's own echo and line editing read commands, and echo
    /// is off only while a secret is typed.
    ///
    /// It puts the terminal in raw mode only while it reads, so Ctrl-C while the app works still
    /// raises `SIGINT`. Each character counts as one column: wide characters can misplace the cursor
    /// but never change the line.
    final class LineEditor {
        /// How a read ended.
        enum Result: Equatable, Sendable {
            case line(String)
            case endOfInput
            case interrupted
        }

        private let input: Int32
        private let output: Int32
        /// Whether the terminal understands cursor movement (`TERM` is not `dumb`).
        let canEdit: Bool
        private var buffer = LineBuffer()
        /// The cursor's row below the prompt's first row, as last drawn.
        private var cursorRow = 0

        /// An editor on a terminal, or `nil` when `input` is not one.
        init?(input: Int32, output: Int32, environment: [String: String]) {
            guard isatty(input) == 1, isatty(output) == 1 else { return nil }
            self.input = input
            self.output = output
            canEdit = environment["TERM"] != "dumb"
        }

        /// Adds `line` to the history that up and down walk.
        func remember(_ line: String) {
            buffer.remember(line)
        }

        /// Reads one line after `prompt`.
        ///
        /// - Parameters:
        ///   - prompt: printed before the line; `promptWidth` is its width without colour codes.
        ///   - display: what to show for the text typed so far, one character for each character
        ///     (it hides secrets as the user types them).
        func readLine(prompt: String, promptWidth: Int, display: (String) -> String) -> Result {
            guard canEdit else { return readCooked(prompt: prompt) }
            buffer.startLine()
            cursorRow = 0
            let result = TerminalDevice.withRawMode(input) { () -> Result in
                draw(prompt: prompt, promptWidth: promptWidth, display: display)
                while let key = Key.decode({ TerminalDevice.readByte(input) }) {
                    switch buffer.apply(key) {
                    case .editing:
                        draw(prompt: prompt, promptWidth: promptWidth, display: display)
                    case .submitted(let line):
                        _ = buffer.apply(.end)
                        draw(prompt: prompt, promptWidth: promptWidth, display: display)
                        TerminalDevice.write("\r\n", to: output)
                        return .line(line)
                    case .endOfInput:
                        TerminalDevice.write("\r\n", to: output)
                        return .endOfInput
                    case .interrupted:
                        TerminalDevice.write("^C\r\n", to: output)
                        return .interrupted
                    }
                }
                return .endOfInput
            }
            return result ?? readCooked(prompt: prompt)
        }

        /// Reads a secret after `prompt` with nothing echoed, not even `*`s.
        func readSecret(prompt: String) -> Result {
            var secret = LineBuffer()
            let result = TerminalDevice.withRawMode(input) { () -> Result in
                // The prompt appears once echo is off: what is typed after it is never shown.
                TerminalDevice.write(prompt, to: output)
                while let key = Key.decode({ TerminalDevice.readByte(input) }) {
                    switch key {
                    case .character, .backspace, .killToStart, .deleteWord, .enter, .interrupt, .endOfFile:
                        switch secret.apply(key) {
                        case .editing: continue
                        case .submitted(let text): return .line(text)
                        case .endOfInput: return .endOfInput
                        case .interrupted: return .interrupted
                        }
                    default:
                        continue
                    }
                }
                return .endOfInput
            }
            TerminalDevice.write(result == .interrupted ? "^C\r\n" : "\r\n", to: output)
            return result ?? .endOfInput
        }

        /// Without editing (`TERM=dumb`), the terminal's own line discipline edits the line.
        private func readCooked(prompt: String) -> Result {
            TerminalDevice.write(prompt, to: output)
            var bytes: [UInt8] = []
            while let byte = TerminalDevice.readByte(input) {
                if byte == 0x0A { return .line(String(decoding: bytes, as: UTF8.self)) }
                bytes.append(byte)
            }
            return bytes.isEmpty ? .endOfInput : .line(String(decoding: bytes, as: UTF8.self))
        }

        /// Redraws the prompt and the line from the prompt's first row, over as many rows as the line
        /// needs at the terminal's width, and puts the cursor where it belongs.
        private func draw(prompt: String, promptWidth: Int, display: (String) -> String) {
            let width = TerminalDevice.columns(of: output) ?? 80
            let shown = SafeText.visible(display(buffer.text))
            var text = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
            text += "\r\u{1B}[J" + prompt + shown
            let length = promptWidth + shown.count
            let position = promptWidth + buffer.cursor
            var endRow = length / width
            if length > 0 && length % width == 0 {
                // After the last column of a row the terminal waits to wrap: the cursor is still on
                // that row. Move to the next row now if the cursor belongs there.
                if buffer.cursor == buffer.characters.count { text += "\r\n" } else { endRow -= 1 }
            }
            let row = position / width
            if endRow > row { text += "\u{1B}[\(endRow - row)A" }
            let column = position % width
            text += "\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
            cursorRow = row
            TerminalDevice.write(text, to: output)
        }
    }
#endif
