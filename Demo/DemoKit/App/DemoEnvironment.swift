/// What coordinators share: the store, the screen factory, and where to report errors that
/// happen inside a tap (a view-model callback cannot throw to the terminal).
@MainActor
final class DemoEnvironment {
    let store: DemoStore
    let screens: ScreenFactory
    private(set) var reportedErrors: [String] = []

    init(store: DemoStore, screens: ScreenFactory) {
        self.store = store
        self.screens = screens
    }

    /// Runs `body`; an error it throws is reported instead of lost.
    func attempt(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            reportedErrors.append("\(error)")
        }
    }

    /// Returns and forgets the errors reported so far.
    func takeErrors() -> [String] {
        defer { reportedErrors.removeAll() }
        return reportedErrors
    }
}
