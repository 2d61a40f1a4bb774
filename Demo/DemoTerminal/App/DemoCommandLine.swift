// Terminal I/O: only where the demo runs in a terminal. The app logic (store, coordinators,
// view-models, screens, scenes) builds for iOS without it.
#if os(Linux) || os(macOS)
    import DemoKit
    import Foundation

    /// The `demo` executable's whole program: parse the options, build the app, run the session.
    public enum DemoCommandLine {
        /// Runs the demo on stdin and stdout.
        ///
        /// - Parameters:
        ///   - arguments: the arguments after the program name.
        ///   - environment: the process environment (`NO_COLOR`).
        /// - Returns: the exit status: 0 after `quit`, end of input or Ctrl-C; 1 if the app cannot
        ///   start (a file that is not the demo's, a refused `--reset`), a save failed, or `--strict`
        ///   met a refused command or link; 2 for a bad command line. With `--map`, prints the map
        ///   (``DemoExploration/mermaidMap()``) and returns 0, or 1 if it cannot be drawn.
        @MainActor
        public static func run(arguments: [String], environment: [String: String]) -> Int32 {
            let options: DemoOptions
            do {
                options = try DemoOptions.parse(arguments)
            } catch {
                writeError(
                    "error: \(SafeText.visible("\(error)"))\n\(SafeText.visibleLines(DemoOptions.usage))\n")
                return 2
            }
            if options.showsHelp {
                write(SafeText.visibleLines(DemoOptions.usage) + "\n")
                return 0
            }
            if options.printsMap {
                #if DEMO_EXPLORER
                    do {
                        // Screen titles and links are the app's text: no control character reaches the
                        // terminal.
                        write(SafeText.visibleLines(try DemoExploration.mermaidMap()) + "\n")
                        return 0
                    } catch {
                        writeError("error: the map cannot be drawn: \(SafeText.visible("\(error)"))\n")
                        return 1
                    }
                #else
                    writeError(
                        "error: this build of the demo has no map: --map runs the navigation explorer, "
                            + "which needs XCTest (Linux toolchains have it; run the map on Linux)\n")
                    return 1
                #endif
            }
            let style = Style.detect(stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
            InterruptHandler.install(style: style)
            // The window's width, read again before each command: it wraps the output and lays out
            // the splits.
            let width = {
                TextWrapper.width(
                    terminalColumns: TerminalDevice.columns(of: STDOUT_FILENO), environment: environment)
            }
            let app: TerminalDemo
            let startReply: DemoReply
            do {
                app = try TerminalDemo(
                    dataFile: options.dataFile ?? DemoStore.defaultFileURL, reset: options.reset,
                    fresh: options.fresh)
                startReply = try app.start(opening: options.link, columns: width())
            } catch {
                writeError("error: the demo cannot start: \(SafeText.visible("\(error)"))\n")
                return 1
            }
            let isInteractive = isatty(STDIN_FILENO) == 1
            let editor = LineEditor(input: STDIN_FILENO, output: STDOUT_FILENO, environment: environment)
            let session = TerminalSession(
                app: app, style: style, isInteractive: isInteractive, isStrict: options.strict,
                width: width,
                input: editor.map(SessionInput.editor) ?? .lines { readLine(strippingNewline: true) },
                output: write, errorOutput: writeError)
            // With a line editor, the terminal does not echo between lines either: keys typed ahead
            // while a command runs (a password among them) appear only as the editor draws them.
            // Without editing (`TERM=dumb`) the terminal echoes what is typed, as it always does;
            // only a secret prompt turns echo off, and back on when it ends.
            guard let editor, editor.canEdit else { return session.run(startReply: startReply) }
            return TerminalDevice.withEchoOff(STDIN_FILENO) { session.run(startReply: startReply) }
                ?? session.run(startReply: startReply)
        }

        private static func write(_ text: String) {
            FileHandle.standardOutput.write(Data(text.utf8))
        }

        private static func writeError(_ text: String) {
            FileHandle.standardError.write(Data(text.utf8))
        }
    }
#endif
