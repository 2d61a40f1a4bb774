import HeadlessFlow

/// The Items tab's first screen: how many items there are, and the way into the list.
@MainActor
package final class ItemsHomeViewModel {
    @HeadlessFlow.Observable package private(set) var summary = ""

    /// Set by the coordinator.
    package var onBrowse: (@MainActor () -> Void)?

    private var tokens = Set<ObservationToken>()

    package init(store: DemoStore) {
        store.$items.sink { [weak self] items in
            MainActor.assumeIsolated {
                self?.summary = "You have \(items.count) item\(items.count == 1 ? "" : "s")."
            }
        }.store(in: &tokens)
    }

    package func browse() {
        onBrowse?()
    }
}
