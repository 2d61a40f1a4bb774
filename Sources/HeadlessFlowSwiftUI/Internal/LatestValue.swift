import HeadlessFlow

/// Follows a ``ValuePublisher`` on the main actor and keeps its latest value: what `ObservedValue`
/// republishes, in plain Swift so that it is tested on every platform.
@MainActor
package final class LatestValue<Value: Sendable> {
    /// The value the publisher delivered last.
    package private(set) var value: Value
    /// Called on the main actor with each value delivered after the first.
    package var onChange: (@MainActor (Value) -> Void)?
    private var token: ObservationToken?

    /// Follows `publisher`, starting from `initial`: the publisher's current value replaces it at
    /// once when the publisher has one.
    package init<Publisher: ValuePublisher>(_ publisher: Publisher, initial: Value)
    where Publisher.Output == Value {
        value = initial
        token = publisher.sinkOnMainActor(weakly: self) { latest, value in latest.receive(value) }
    }

    private func receive(_ value: Value) {
        self.value = value
        onChange?(value)
    }
}
