import HeadlessFlow

/// A shared record of lifecycle callbacks, in the order they were delivered, as readable strings
/// such as `"B.didLoad"` or `"A.willDisappear"`.
@MainActor
final class LifecycleLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    /// Returns the entries recorded so far and starts afresh.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A screen that records its lifecycle callbacks into a ``LifecycleLog`` under its title.
@MainActor
final class RecordingScreen: Screen {
    let log: LifecycleLog

    init(_ title: String, log: LifecycleLog) {
        self.log = log
        super.init(title: title)
    }

    override func didLoad() { log.record("\(title).didLoad") }
    override func willAppear(animated: Bool) { log.record("\(title).willAppear") }
    override func didAppear(animated: Bool) { log.record("\(title).didAppear") }
    override func willDisappear(animated: Bool) { log.record("\(title).willDisappear") }
    override func didDisappear(animated: Bool) { log.record("\(title).didDisappear") }
}

/// Records every event a navigation (and everything below it) announces.
@MainActor
final class EventRecorder {
    private(set) var events: [NavigationEvent] = []
    private var token: ObservationToken?

    init(_ navigation: Navigation) {
        token = navigation.observeEvents { [unowned self] event in
            self.events.append(event)
        }
    }

    var changes: [NavigationEvent.Change] { events.map(\.change) }

    func take() -> [NavigationEvent.Change] {
        defer { events.removeAll() }
        return changes
    }
}
