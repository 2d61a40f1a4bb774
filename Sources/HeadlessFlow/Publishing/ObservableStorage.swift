#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The value and the observers behind one ``Observable`` property.
///
/// Deliveries are serialised: whichever thread finds nobody delivering becomes the *drainer*; it
/// delivers its value, then every value other threads (or its own observers, re-entrantly) queued
/// meanwhile, then steps down. So every observer sees values in the order they were stored, never
/// two at once, the stack never grows with re-entrant sets, and no thread ever waits for another
/// one's observers: nothing blocks except the lock, which is never held while user code runs.
///
/// Each queued value carries the observer list as it was when the value was stored, so an observer
/// added later never receives an older value than the one it was handed on subscribing.
///
/// `Subscription.isCancelled` is read by the drainer outside the lock, once per callback, so a
/// cancelled observer is skipped even in the middle of a delivery without a lock per callback. To keep
/// that read race-free, only the drainer's thread writes the flag while a delivery runs: cancelling
/// from another thread during a delivery removes the observer from the list at once and leaves the
/// flag to the drainer, which sets it before its next value. When nobody delivers, the flag is
/// written under the lock, which the next drainer takes before reading it.
final class ObservableStorage<Value: Sendable>: @unchecked Sendable {
    typealias Observers = ContiguousArray<Subscription>

    /// One value waiting to be delivered, with the observers it goes to.
    struct Delivery {
        let value: Value
        let observers: Observers
    }

    struct State {
        var value: Value
        var observers = Observers()
        var isDelivering = false
        /// The thread delivering, valid while `isDelivering`.
        var drainer: pthread_t?
        var queue = FIFO<Delivery>()
        /// Observers cancelled from another thread during a delivery; the drainer flags them.
        var cancelledElsewhere: [Subscription] = []

        var isDrainingOnThisThread: Bool {
            guard isDelivering, let drainer else { return false }
            return pthread_equal(drainer, pthread_self()) != 0
        }

        mutating func becomeDrainer() {
            isDelivering = true
            drainer = pthread_self()
        }

        mutating func flagCancelledElsewhere() {
            guard !cancelledElsewhere.isEmpty else { return }
            for subscription in cancelledElsewhere { subscription.isCancelled = true }
            cancelledElsewhere.removeAll()
        }
    }

    /// One observer.
    final class Subscription: CancellableObservation, @unchecked Sendable {
        let storage: ObservableStorage
        let observer: @Sendable (Value) -> Void
        /// Read by the drainer without the lock; see the type's discussion for who writes it.
        var isCancelled = false
        /// Guarded by the storage's lock; what ``ObservationToken/isCancelled`` reports.
        var isRemoved = false

        init(storage: ObservableStorage, observer: @escaping @Sendable (Value) -> Void) {
            self.storage = storage
            self.observer = observer
        }

        func cancelObservation() {
            storage.remove(self)
        }

        var isObservationCancelled: Bool {
            storage.state.withLock { _ in isRemoved }
        }
    }

    let state: Lock<State>

    init(_ value: Value) {
        state = Lock(State(value: value))
    }

    /// The value last stored.
    var value: Value {
        state.withLock { $0.value }
    }

    /// Stores `value`, then delivers it to every observer, unless another delivery is running, in
    /// which case the value is queued behind it and this returns at once.
    func send(_ value: Value) {
        let observers = state.withLock { state -> Observers? in
            state.value = value
            guard !state.isDelivering else {
                state.queue.append(Delivery(value: value, observers: state.observers))
                return nil
            }
            state.becomeDrainer()
            return state.observers
        }
        guard let observers else { return }
        deliver(value, to: observers)
        drain()
    }

    /// Adds `observer` and hands it the current value: at once when nobody delivers or when called
    /// from inside a delivery on the drainer's thread, otherwise right after the running delivery.
    func subscribe(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        let subscription = Subscription(storage: self, observer: observer)
        // `nil`: another thread is delivering and hands the current value over later.
        let start = state.withLock { state -> (value: Value, drainAfterwards: Bool)? in
            state.observers.append(subscription)
            if state.isDrainingOnThisThread {
                return (state.value, false)
            }
            if state.isDelivering {
                state.queue.append(Delivery(value: state.value, observers: [subscription]))
                return nil
            }
            state.becomeDrainer()
            return (state.value, true)
        }
        if let start {
            if !subscription.isCancelled { observer(start.value) }
            if start.drainAfterwards { drain() }
        }
        return ObservationToken(subscription: subscription)
    }

    /// Delivers what was queued during the last delivery, then steps down as drainer.
    private func drain() {
        while let next = state.withLock({ state -> Delivery? in
            state.flagCancelledElsewhere()
            if let next = state.queue.popFirst() { return next }
            state.isDelivering = false
            state.drainer = nil
            return nil
        }) {
            deliver(next.value, to: next.observers)
        }
    }

    @inline(__always)
    private func deliver(_ value: Value, to observers: Observers) {
        for subscription in observers where !subscription.isCancelled {
            subscription.observer(value)
        }
    }

    private func remove(_ subscription: Subscription) {
        state.withLock { state in
            guard !subscription.isRemoved else { return }
            subscription.isRemoved = true
            if let index = state.observers.firstIndex(where: { $0 === subscription }) {
                state.observers.remove(at: index)
            }
            if state.isDelivering && !state.isDrainingOnThisThread {
                state.cancelledElsewhere.append(subscription)
            } else {
                subscription.isCancelled = true
            }
        }
    }
}

/// A first-in first-out queue that reuses its buffer; queues here are short and drained often.
struct FIFO<Element> {
    private var elements: [Element?] = []
    private var head = 0

    mutating func append(_ element: Element) {
        elements.append(element)
    }

    mutating func popFirst() -> Element? {
        guard head < elements.count else { return nil }
        let element = elements[head]
        elements[head] = nil
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}
