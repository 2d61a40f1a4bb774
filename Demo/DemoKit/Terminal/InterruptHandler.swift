#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C leaves the app cleanly, with status 0. The handler only writes a fixed line and calls
/// `_exit`, which is all a signal handler may safely do; every change is already saved.
enum InterruptHandler {
    static func install(style: Style) {
        if style.isColored {
            signal(SIGINT) { _ in
                let text: StaticString = "\u{1B}[0m\nbye\n"
                _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
                _exit(0)
            }
        } else {
            signal(SIGINT) { _ in
                let text: StaticString = "\nbye\n"
                _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
                _exit(0)
            }
        }
    }
}
