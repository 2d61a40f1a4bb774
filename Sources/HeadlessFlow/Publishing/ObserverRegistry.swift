import HeadlessFlowAtomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The part of a publisher's storage that does not depend on the value type: the observer list, who
/// is delivering, and cancellation.
///
/// It is not generic so that cancelling, which arrives through ``ObservationToken`` and therefore
/// cannot be specialised for the value type, stays cheap. ``ObservableStorage`` adds the value and
/// the delivery queue and guards them with the same ``lock``.
///
/// Who delivers is an atomic word (`HeadlessFlowAtomics`): idle, or delivering, with a *pending* bit
/// that lock holders set when they leave work for the drainer (a queued value, a cancellation to
/// flag). Everything that becomes the drainer or leaves it work does so under the lock; only the
/// drainer stepping down does not: when nothing is pending it swaps "delivering" for "idle" in one
/// compare-and-swap, so a delivery takes the lock once, not twice. When something is pending the
/// swap fails and the drainer takes the lock to collect it. A lock holder that tries to set the
/// pending bit just as the drainer stepped down finds the word idle and becomes the drainer itself.
///
/// `RegisteredObserver.isCancelled` is read by the drainer (the one thread delivering) outside the
/// lock, once per callback, so that a cancelled observer is skipped even in the middle of a
/// delivery without taking the lock per callback. To keep that read race-free, only the drainer's
/// thread writes the flag while a delivery runs: cancelling from another thread during a delivery
/// removes the observer from the list at once and leaves the flag to the drainer, which sets it
/// before its next value. When nobody delivers, the flag is written under the lock after reading
/// the word idle, which orders it after the last drainer's reads (it stepped down with a release).
@usableFromInline
class ObserverRegistry: @unchecked Sendable {
    @usableFromInline
    typealias Observers = ContiguousArray<RegisteredObserver>

    @usableFromInline
    struct State {
        /// The current observers; deliveries take a copy, which shares the buffer until the list
        /// changes during a delivery.
        @usableFromInline var observers = Observers()
        /// The delivering thread, valid while ``isDelivering``.
        @usableFromInline var drainer: pthread_t?
        /// Observers cancelled from another thread during a delivery; the drainer flags them.
        @usableFromInline var cancelledElsewhere: [RegisteredObserver] = []
        /// Who delivers; see ``ObserverRegistry``. Touched only through ``delivery``, by the
        /// atomics: stored here so that it shares the lock's allocation (a registry per
        /// navigation is created often, and a separate allocation would cost more than it saves).
        @usableFromInline var word = hfa_state(value: HFA_IDLE)
        /// The address of ``word`` (the lock keeps its value at a fixed address); set by the
        /// registry before the state is shared.
        @usableFromInline var delivery: UnsafeMutablePointer<hfa_state>

        @usableFromInline
        init(placeholder: UnsafeMutablePointer<hfa_state>) {
            delivery = placeholder
        }

        /// Whether a thread delivers. Under the lock it can only turn false without the lock, by
        /// the drainer stepping down, so a caller that must leave work for the drainer calls
        /// ``handOverToDrainer()`` instead.
        @inlinable
        var isDelivering: Bool {
            hfa_state_load(delivery) != HFA_IDLE
        }

        @inlinable
        var isDrainingOnThisThread: Bool {
            guard isDelivering, let drainer else { return false }
            return pthread_equal(drainer, pthread_self()) != 0
        }

        /// Makes this thread the drainer; only when nobody delivers.
        @inlinable
        mutating func startDraining() {
            // A plain store: the word is idle, and only lock holders leave idle.
            hfa_state_store(delivery, HFA_DELIVERING)
            drainer = pthread_self()
        }

        /// Ends the delivery under the lock.
        @inlinable
        mutating func stopDraining() {
            hfa_state_store(delivery, HFA_IDLE)
            drainer = nil
        }

        /// Clears the pending bit, under the lock, once the drainer has collected every queued value
        /// and cancellation: only lock holders set it, so a store cannot lose one.
        @inlinable
        func clearPending() {
            hfa_state_store(delivery, HFA_DELIVERING)
        }

        /// Asks the running drainer to take the lock before it steps down; `false` when nobody
        /// delivers (any more), in which case the caller acts itself.
        @inlinable
        func handOverToDrainer() -> Bool {
            var expected = hfa_state_load(delivery)
            while true {
                if expected == HFA_IDLE { return false }
                if expected & HFA_PENDING != 0 { return true }
                if hfa_state_compare_exchange(delivery, &expected, HFA_DELIVERING | HFA_PENDING) {
                    return true
                }
            }
        }

        /// Called by the drainer, under the lock, between two values. Returns the observers so
        /// that the caller releases them after the lock.
        @inlinable
        mutating func flagCancelledElsewhere() -> [RegisteredObserver] {
            guard !cancelledElsewhere.isEmpty else { return [] }
            for observer in cancelledElsewhere { observer.isCancelled = true }
            defer { cancelledElsewhere = [] }
            return cancelledElsewhere
        }
    }

    /// Guards ``State`` and the subclass's value and queue.
    @usableFromInline
    let lock: Lock<State>

    /// ``State/delivery``, also here for the drainer, which steps down without the lock.
    @usableFromInline
    let deliveryWord: UnsafeMutablePointer<hfa_state>

    @usableFromInline
    init() {
        let placeholder = UnsafeMutablePointer<hfa_state>(bitPattern: MemoryLayout<hfa_state>.alignment)!
        let lock = Lock(State(placeholder: placeholder))
        // Before the registry is shared, so no other thread can see the placeholder.
        deliveryWord = UnsafeMutableRawPointer(lock.value)
            .advanced(by: MemoryLayout<State>.offset(of: \State.word)!)
            .assumingMemoryBound(to: hfa_state.self)
        lock.value.pointee.delivery = deliveryWord
        self.lock = lock
    }

    /// Steps down as drainer without the lock when nothing is pending; `false` when something is,
    /// and the drainer must take the lock to collect it. Only the drainer calls it.
    @inlinable
    final func stopDrainingUnlessPending() -> Bool {
        var expected = HFA_DELIVERING
        // Release: the next drainer sees everything this one did.
        return hfa_state_compare_exchange(deliveryWord, &expected, HFA_IDLE)
    }

    /// Removes `observer`; it receives nothing after the value being delivered on another thread, if
    /// any, and nothing at all when cancelled from its own delivery thread.
    final func remove(_ observer: RegisteredObserver) {
        lock.withLock { state in
            guard !observer.isRemoved else { return }
            observer.isRemoved = true
            if let index = state.observers.firstIndex(where: { $0 === observer }) {
                state.observers.remove(at: index)
            }
            if !state.isDrainingOnThisThread && state.handOverToDrainer() {
                state.cancelledElsewhere.append(observer)
            } else {
                observer.isCancelled = true
            }
        }
    }
}

/// One observer of an ``ObserverRegistry``; ``ObservableStorage`` registers ``TypedObserver``s.
@usableFromInline
class RegisteredObserver: @unchecked Sendable {
    /// Strong, so a token keeps its publisher's storage alive; removal breaks the cycle.
    @usableFromInline
    final let registry: ObserverRegistry

    /// Read by the drainer without the lock; see ``ObserverRegistry`` for who writes it.
    @usableFromInline @exclusivity(unchecked)
    final var isCancelled = false

    /// Guarded by the registry's lock; what ``ObservationToken/isCancelled`` reports.
    @exclusivity(unchecked)
    final var isRemoved = false

    @usableFromInline
    init(registry: ObserverRegistry) {
        self.registry = registry
    }

    /// Removes this observer from its registry; later calls do nothing. Any thread.
    final func cancelObservation() {
        registry.remove(self)
    }

    /// Whether ``cancelObservation()`` has run. Any thread.
    final var isObservationCancelled: Bool {
        registry.lock.withLock { _ in isRemoved }
    }
}

/// An observer of values of one type.
@usableFromInline
final class TypedObserver<Value>: RegisteredObserver, @unchecked Sendable {
    @usableFromInline
    let observer: @Sendable (Value) -> Void

    @inlinable
    init(registry: ObserverRegistry, observer: @escaping @Sendable (Value) -> Void) {
        self.observer = observer
        super.init(registry: registry)
    }
}
