/// The value and the observers behind one ``Observable`` property.
///
/// Deliveries are serialised: whichever thread finds nobody delivering becomes the *drainer*; it
/// delivers its value, then every value other threads (or its own observers, re-entrantly) queued
/// meanwhile, then steps down. So every observer sees values in the order they were stored, never
/// two at once, the stack never grows with re-entrant sets, and no thread ever waits for another
/// one's observers: nothing blocks except the lock, which is never held while user code runs. A
/// delivery takes the lock once: the drainer steps down with one atomic compare-and-swap unless
/// something was queued or cancelled meanwhile (see ``ObserverRegistry``).
///
/// Each queued value carries the observer list as it was when the value was stored, so an observer
/// added later never receives an older value than the one it was handed on subscribing.
///
/// The hot paths are `@inlinable` so that they are specialised for the value type in the module
/// that sets the property; unspecialised generic code costs several hundred nanoseconds per emit.
@usableFromInline
final class ObservableStorage<Value: Sendable>: ObserverRegistry, @unchecked Sendable {
    /// One value waiting to be delivered, with the observers it goes to.
    @usableFromInline
    struct Delivery {
        @usableFromInline let value: Value
        @usableFromInline let observers: Observers

        @inlinable
        init(value: Value, observers: Observers) {
            self.value = value
            self.observers = observers
        }
    }

    /// Guarded by ``ObserverRegistry/lock``.
    @usableFromInline @exclusivity(unchecked)
    var storedValue: Value

    /// Guarded by ``ObserverRegistry/lock``; empty whenever nobody delivers.
    @usableFromInline @exclusivity(unchecked)
    var queue = FIFO<Delivery>()

    @inlinable
    init(_ value: Value) {
        storedValue = value
        super.init()
    }

    /// The value last stored.
    @inlinable
    var value: Value {
        lock.withLock { _ in storedValue }
    }

    /// Stores `value`, then delivers it to every observer, unless another delivery is running, in
    /// which case the value is queued behind it and this returns at once.
    @inlinable
    func send(_ value: Value) {
        // The replaced value leaves the lock in `previous` and is released after it: its deinit
        // may be user code that sets this very property.
        var previous = value
        let observers = lock.withLock { state -> Observers? in
            swap(&storedValue, &previous)
            if state.handOverToDrainer() {
                queue.append(Delivery(value: value, observers: state.observers))
                return nil
            }
            state.startDraining()
            return state.observers
        }
        guard let observers else { return }
        deliver(value, to: observers)
        drain()
    }

    /// Adds `observer` and hands it the current value: at once when nobody delivers or when called
    /// from inside a delivery on the drainer's thread, otherwise right after the running delivery.
    @inlinable
    func subscribe(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        let subscription = TypedObserver(registry: self, observer: observer)
        // `nil`: another thread is delivering and hands the current value over after it.
        let start = lock.withLock { state -> (value: Value, drainAfterwards: Bool)? in
            state.observers.append(subscription)
            if state.isDrainingOnThisThread {
                return (storedValue, false)
            }
            if state.handOverToDrainer() {
                queue.append(Delivery(value: storedValue, observers: [subscription]))
                return nil
            }
            state.startDraining()
            return (storedValue, true)
        }
        if let start {
            if !subscription.isCancelled { observer(start.value) }
            if start.drainAfterwards { drain() }
        }
        return ObservationToken(observer: subscription)
    }

    /// Delivers what was queued during the last delivery, then steps down as drainer: without the
    /// lock when nothing was queued or cancelled meanwhile (see ``ObserverRegistry``).
    @inlinable
    func drain() {
        while true {
            if stopDrainingUnlessPending() { return }
            // Observers cancelled elsewhere leave the lock in `step` and are released after it,
            // for the same reason as the replaced value in `send`.
            let step = lock.withLock { state -> (next: Delivery?, released: [RegisteredObserver]) in
                let released = state.flagCancelledElsewhere()
                guard let next = queue.popFirst() else {
                    state.stopDraining()
                    return (nil, released)
                }
                if queue.isEmpty { state.clearPending() }
                return (next, released)
            }
            guard let next = step.next else { return }
            deliver(next.value, to: next.observers)
        }
    }

    @inlinable
    func deliver(_ value: Value, to observers: Observers) {
        // The array keeps every observer alive for the whole loop, so the loop reads them unretained;
        // a retain and release per callback would cost as much as the callback's own call.
        observers.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<RegisteredObserver>.self) { observers in
                for observer in observers {
                    observer._withUnsafeGuaranteedRef { observer in
                        guard !observer.isCancelled else { return }
                        unsafeDowncast(observer, to: TypedObserver<Value>.self).observer(value)
                    }
                }
            }
        }
    }
}

/// A first-in first-out queue that reuses its buffer; queues here are short and drained often.
@usableFromInline
struct FIFO<Element> {
    @usableFromInline var elements: [Element?] = []
    @usableFromInline var head = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool {
        head == elements.count
    }

    @inlinable
    mutating func append(_ element: Element) {
        elements.append(element)
    }

    @inlinable
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
