/// What coordinators share: the store, the screen factory, and the errors their intents threw (a
/// view-model callback cannot throw to the terminal; the root coordinator records them here).
@MainActor
package final class DemoEnvironment {
    package let store: DemoStore
    package let screens: ScreenFactory
    package private(set) var reportedErrors: [String] = []
    /// Whether a split starts collapsed into one stack: the terminal is narrow (or its width is
    /// unknown). ``DemoApp/adaptLayout(toColumns:)`` keeps it in step with the terminal.
    package var collapsesSplits = true

    package init(store: DemoStore, screens: ScreenFactory) {
        self.store = store
        self.screens = screens
    }

    /// Keeps an error an intent threw, for the terminal to show.
    package func record(_ error: any Error) {
        reportedErrors.append("\(error)")
    }

    /// Returns and forgets the errors reported so far.
    package func takeErrors() -> [String] {
        defer { reportedErrors.removeAll() }
        return reportedErrors
    }
}
