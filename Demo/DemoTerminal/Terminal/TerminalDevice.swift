// Terminal I/O: only where the demo runs in a terminal. The app logic (store, coordinators,
// view-models, screens, scenes) builds for iOS without it.
#if os(Linux) || os(macOS)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The few terminal calls the demo makes: is a descriptor a terminal, how wide is it, raw
    /// mode, and unbuffered reads and writes.
    enum TerminalDevice {
        /// The window's width in columns, when `descriptor` is a terminal that knows it.
        static func columns(of descriptor: Int32) -> Int? {
            var size = winsize()
            let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
            guard result == 0, size.ws_col > 0 else { return nil }
            return Int(size.ws_col)
        }

        /// Runs `body` with the terminal in raw mode (no echo, no line buffering, no signals from
        /// Ctrl-C), and restores the previous mode afterwards, whatever happens.
        ///
        /// - Returns: `nil` when `descriptor` is not a terminal, or its mode cannot be changed.
        static func withRawMode<Result>(_ descriptor: Int32, _ body: () -> Result) -> Result? {
            var original = termios()
            guard tcgetattr(descriptor, &original) == 0 else { return nil }
            var raw = original
            raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
            raw.c_cflag |= tcflag_t(CS8)
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
            withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
                bytes[Int(VMIN)] = 1
                bytes[Int(VTIME)] = 0
            }
            return withMode(raw, original: original, descriptor, body)
        }

        /// Runs `body` with the terminal's echo off and line editing (and Ctrl-C) as they were, then
        /// puts the mode back; `nil` if `descriptor` is not a terminal. Raw mode may be entered
        /// within it; a signal puts back the mode from before this call.
        static func withEchoOff<Result>(_ descriptor: Int32, _ body: () -> Result) -> Result? {
            var original = termios()
            guard tcgetattr(descriptor, &original) == 0 else { return nil }
            var quiet = original
            quiet.c_lflag &= ~tcflag_t(ECHO)
            return withMode(quiet, original: original, descriptor, body)
        }

        private static func withMode<Result>(
            _ mode: termios, original: termios, _ descriptor: Int32, _ body: () -> Result
        ) -> Result? {
            var mode = mode
            var original = original
            // A signal from another process while the mode is changed must not leave it so; the
            // outermost change saves the mode to go back to.
            let savesMode = descriptor == STDIN_FILENO && InterruptHandler.hasSavedMode.pointee == 0
            if savesMode {
                InterruptHandler.savedMode.pointee = original
                InterruptHandler.hasSavedMode.pointee = 1
            }
            // TCSADRAIN, not TCSAFLUSH: what the user typed while the last command ran (and saved the
            // navigation) is kept and read, not thrown away.
            guard tcsetattr(descriptor, TCSADRAIN, &mode) == 0 else {
                if savesMode { InterruptHandler.hasSavedMode.pointee = 0 }
                return nil
            }
            defer {
                _ = tcsetattr(descriptor, TCSADRAIN, &original)
                if savesMode { InterruptHandler.hasSavedMode.pointee = 0 }
            }
            return body()
        }

        /// One byte from `descriptor`; `nil` at the end of input or on an error.
        static func readByte(_ descriptor: Int32) -> UInt8? {
            var byte: UInt8 = 0
            while true {
                let count = read(descriptor, &byte, 1)
                if count == 1 { return byte }
                if count < 0 && errno == EINTR { continue }
                return nil
            }
        }

        /// Writes all of `text` to `descriptor`.
        static func write(_ text: String, to descriptor: Int32) {
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { buffer in
                    #if canImport(Glibc)
                        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                    #else
                        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                    #endif
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                bytes = bytes.dropFirst(written)
            }
        }
    }
#endif
