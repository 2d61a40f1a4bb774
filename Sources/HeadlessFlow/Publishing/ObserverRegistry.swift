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
/// `RegisteredObserver.isCancelled` is read by the drainer (the one thread delivering) outside the
/// lock, once per callback, so that a cancelled observer is skipped even in the middle of a
/// delivery without taking the lock per callback. To keep that read race-free, only the drainer's
/// thread writes the flag while a delivery runs: cancelling from another thread during a delivery
/// removes the observer from the list at once and leaves the flag to the drainer, which sets it
/// before its next value. When nobody delivers, the flag is written under the lock, which the next
/// drainer takes before reading it.
@usableFromInline
class ObserverRegistry: @unchecked Sendable {
    @usableFromInline
    typealias Observers = ContiguousArray<RegisteredObserver>

    @usableFromInline
    struct State {
        /// The current observers; deliveries take a copy, which shares the buffer until the list
        /// changes during a delivery.
        @usableFromInline var observers = Observers()
        @usableFromInline var isDelivering = false
        /// The delivering thread, valid while `isDelivering`.
        @usableFromInline var drainer: pthread_t?
        /// Observers cancelled from another thread during a delivery; the drainer flags them.
        @usableFromInline var cancelledElsewhere: [RegisteredObserver] = []

        @usableFromInline
        init() {}

        @inlinable
        var isDrainingOnThisThread: Bool {
            guard isDelivering, let drainer else { return false }
            return pthread_equal(drainer, pthread_self()) != 0
        }

        @inlinable
        mutating func startDraining() {
            isDelivering = true
            drainer = pthread_self()
        }

        @inlinable
        mutating func stopDraining() {
            isDelivering = false
            drainer = nil
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
    let lock = Lock(State())

    @usableFromInline
    init() {}

    /// Removes `observer`; it receives nothing after the value being delivered on another thread, if
    /// any, and nothing at all when cancelled from its own delivery thread.
    final func remove(_ observer: RegisteredObserver) {
        lock.withLock { state in
            guard !observer.isRemoved else { return }
            observer.isRemoved = true
            if let index = state.observers.firstIndex(where: { $0 === observer }) {
                state.observers.remove(at: index)
            }
            if state.isDelivering && !state.isDrainingOnThisThread {
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
