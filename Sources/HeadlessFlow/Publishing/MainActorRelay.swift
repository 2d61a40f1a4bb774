import Foundation

/// Carries values from the delivering thread to the main actor, in order.
///
/// A value delivered on the main thread runs the handler at once, unless earlier values still wait
/// in the main queue; then it queues behind them, so the handler never sees values out of order.
final class MainActorRelay<Value: Sendable>: Sendable {
    private struct State {
        var waitingInMainQueue = 0
        var isCancelled = false
    }

    private enum Route {
        case now
        case mainQueue
        case nowhere
    }

    private let state = Lock(State())
    private let handler: @MainActor (Value) -> Void

    init(_ handler: @escaping @MainActor (Value) -> Void) {
        self.handler = handler
    }

    /// A relay that hands `handler` the object while it lives, and does nothing once it is gone.
    @MainActor
    convenience init<Object: AnyObject>(
        weakly object: Object,
        _ handler: @escaping @MainActor (Object, Value) -> Void
    ) {
        self.init { [weak object] value in
            if let object { handler(object, value) }
        }
    }

    func receive(_ value: Value) {
        let route = state.withLock { state -> Route in
            if state.isCancelled { return .nowhere }
            if state.waitingInMainQueue == 0 && MainQueue.isCurrent { return .now }
            state.waitingInMainQueue += 1
            return .mainQueue
        }
        switch route {
        case .nowhere:
            return
        case .now:
            MainActor.assumeIsolated { handler(value) }
        case .mainQueue:
            DispatchQueue.main.async {
                if !self.state.withLock({ $0.isCancelled }) { self.handler(value) }
                // Counted down only now, so a value stored by the handler itself waits its turn
                // instead of running inside it.
                self.state.withLock { $0.waitingInMainQueue -= 1 }
            }
        }
    }

    func cancel() {
        state.withLock { $0.isCancelled = true }
    }

}

/// The main queue, which serves the main actor.
private enum MainQueue {
    /// Whether the caller runs on the main queue: on the main thread, or, on Linux once
    /// `dispatchMain()` has parked the main thread (as Swift Testing's runner does), on the thread
    /// that drains the main queue. Asking the thread alone sent such a `@MainActor` test's values
    /// through the queue, to arrive after the test had looked.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }

    /// A mark on the main queue, set once, that ``isCurrent`` reads.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
