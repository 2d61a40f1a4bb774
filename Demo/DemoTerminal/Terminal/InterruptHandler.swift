// Terminal I/O: only where the demo runs in a terminal. The app logic (store, coordinators,
// view-models, screens, scenes) builds for iOS without it.
#if os(Linux) || os(macOS)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Ctrl-C leaves the app cleanly, with status 0 (1 when a save failed, as `quit` would);
    /// `SIGTERM` and `SIGHUP` finish the line the prompt was on and end it with 128 plus the signal's
    /// number, as a shell reports. The handlers only put the terminal back in the mode the
    /// line editor found it in, write a fixed line and call `_exit`, which is all a signal handler
    /// may safely do; every change is already saved, and so is the navigation (after each command), so
    /// the next launch comes back to the same screen.
    ///
    /// While the editor reads, the terminal is in raw mode and Ctrl-C is a key, not a signal; a
    /// signal sent by another process then would leave the shell without echo, but for the restore.
    enum InterruptHandler {
        /// The terminal mode to restore, and whether there is one: set before raw mode starts and
        /// cleared after it ends. Allocated once, before any handler is installed, so a handler only
        /// reads memory that exists.
        nonisolated(unsafe) static let savedMode = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        nonisolated(unsafe) static let hasSavedMode: UnsafeMutablePointer<sig_atomic_t> = {
            let flag = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
            flag.pointee = 0
            return flag
        }()
        /// The status Ctrl-C exits with: 1 once a save failed.
        nonisolated(unsafe) static let interruptStatus: UnsafeMutablePointer<sig_atomic_t> = {
            let status = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
            status.pointee = 0
            return status
        }()

        static func install(style: Style) {
            _ = savedMode
            _ = hasSavedMode
            _ = interruptStatus
            if style.isColored {
                signal(SIGINT) { _ in
                    InterruptHandler.restoreTerminal()
                    let text: StaticString = "\u{1B}[0m\nbye\n"
                    _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
                    _exit(InterruptHandler.interruptStatus.pointee)
                }
            } else {
                signal(SIGINT) { _ in
                    InterruptHandler.restoreTerminal()
                    let text: StaticString = "\nbye\n"
                    _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
                    _exit(InterruptHandler.interruptStatus.pointee)
                }
            }
            for number in [SIGTERM, SIGHUP] {
                signal(number) { number in
                    InterruptHandler.restoreTerminal()
                    // The prompt line is finished, so the shell's prompt starts on a line of its own.
                    let text: StaticString = "\n"
                    _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
                    _exit(128 + number)
                }
            }
        }

        /// Puts the terminal back in its saved mode, if raw mode is on.
        static func restoreTerminal() {
            if hasSavedMode.pointee != 0 { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedMode) }
        }
    }
#endif
