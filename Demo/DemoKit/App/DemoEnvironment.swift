/// What coordinators share: the store, the screen factory, and the errors their intents threw (a
/// view-model callback cannot throw to the terminal; the root coordinator records them here).
@MainActor
final class DemoEnvironment {
    let store: DemoStore
    let screens: ScreenFactory
    private(set) var reportedErrors: [String] = []
    /// Whether a split starts collapsed into one stack: the terminal is narrow (or its width is
    /// unknown). ``DemoApp/adaptLayout(toColumns:)`` keeps it in step with the terminal.
    var collapsesSplits = true

    init(store: DemoStore, screens: ScreenFactory) {
        self.store = store
        self.screens = screens
    }

    /// Keeps an error an intent threw, for the terminal to show.
    func record(_ error: any Error) {
        reportedErrors.append("\(error)")
    }

    /// Returns and forgets the errors reported so far.
    func takeErrors() -> [String] {
        defer { reportedErrors.removeAll() }
        return reportedErrors
    }
}
