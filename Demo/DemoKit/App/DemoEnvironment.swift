/// What coordinators share: the store, the screen factory, and the errors their intents threw (a
/// view-model callback cannot throw to the user; the root coordinator records them here).
@MainActor
package final class DemoEnvironment {
    package let store: DemoStore
    package let screens: ScreenFactory
    package private(set) var reportedErrors: [String] = []
    /// Whether a split starts collapsed into one stack: the screen is compact (an iPhone, a narrow
    /// terminal, a terminal whose width is unknown). ``DemoApp/adaptLayout(compact:)`` keeps it in
    /// step with the screen.
    package var collapsesSplits = true

    package init(store: DemoStore, screens: ScreenFactory) {
        self.store = store
        self.screens = screens
    }

    /// Runs after each error recorded, so an app can show it at once (``DemoApp/hasNotices``).
    package var didRecord: (@MainActor () -> Void)?

    /// Keeps an error an intent threw, to show the user (``DemoApp/takeNotices()``).
    package func record(_ error: any Error) {
        reportedErrors.append("\(error)")
        didRecord?()
    }

    /// Returns and forgets the errors reported so far.
    package func takeErrors() -> [String] {
        defer { reportedErrors.removeAll() }
        return reportedErrors
    }
}
