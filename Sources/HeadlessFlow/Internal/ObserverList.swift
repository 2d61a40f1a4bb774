/// Main-actor observers of one source (a navigation's events, an element's changes), in
/// registration order.
///
/// It shares ``ObserverRegistry``'s bookkeeping with `@Observable`'s storage: a per-observer
/// cancelled flag that the delivering thread (here always the main actor) reads without the lock
/// and is the only one to write (a cancellation from another thread removes the observer at once
/// and leaves the flag to the next delivery). So a delivery takes the lock once per value, not
/// once per observer, and an observer cancelled during a delivery, by an earlier observer or by
/// itself, gets nothing more. Handlers are only ever called on the main actor; tokens may be cancelled or released on
/// any thread.
final class ObserverList<Value>: ObserverRegistry, @unchecked Sendable {
    /// One registered handler.
    private final class Entry: RegisteredObserver, @unchecked Sendable {
        /// A main-actor handler with the isolation erased from its type (see ``add(_:)``).
        let handler: (Value) -> Void

        init(registry: ObserverRegistry, handler: @escaping (Value) -> Void) {
            self.handler = handler
            super.init(registry: registry)
        }
    }

    override init() {
        super.init()
    }

    var hasObservers: Bool {
        lock.withLock { !$0.observers.isEmpty }
    }

    /// Adds a handler, given with its main-actor isolation erased from its type:
    /// `unsafeBitCast(handler, to: ((Value) -> Void).self)` at the call site, where the types are
    /// concrete (in generic code the cast adds two conversion thunks per call). The nonisolated
    /// delivery loop then calls it without a dynamic isolation check per callback (about 200
    /// instructions each), and only ever from ``deliver(_:)``, which runs on the main actor. A
    /// global-actor function type and a plain one share one representation.
    func add(_ handler: @escaping (Value) -> Void) -> ObservationToken {
        let entry = Entry(registry: self, handler: handler)
        lock.withLock { $0.observers.append(entry) }
        return ObservationToken(observer: entry)
    }

    /// Calls every current observer with `value`, in registration order. An observer added during
    /// the delivery does not receive this value; one cancelled during it receives nothing more.
    @MainActor
    func deliver(_ value: Value) {
        guard let observers = observersForDelivery() else { return }
        deliver(value, to: observers)
    }

    /// The observers a delivery starting now calls, or `nil` if there are none: one lock, so a
    /// caller can find out whether anyone listens and start delivering in one step.
    @MainActor
    func observersForDelivery() -> Observers? {
        // The main actor is this list's one delivering thread, for good: once it is recorded, a
        // cancellation on the main actor flags the observer at once (no delivery can be running
        // elsewhere), and one from another thread leaves the flag to the next delivery, which
        // sets it here. The flag is thus only ever written and read on the main actor, and each
        // delivery takes the lock once.
        let (observers, released) = lock.withLock { state in
            if !state.isDelivering { state.startDraining() }
            return (state.observers, state.flagCancelledElsewhere())
        }
        // Released after the lock: their captures' deinits are user code that may cancel another
        // token of this list.
        _ = released
        return observers.isEmpty ? nil : observers
    }

    /// Calls `observers` (from ``observersForDelivery()``) with `value`, skipping any cancelled
    /// meanwhile.
    @MainActor
    func deliver(_ value: Value, to observers: Observers) {
        Self.call(observers, with: value)
    }

    /// Calls each observer that is not cancelled. Nonisolated, so the closures below carry no
    /// isolation check; ``deliver(_:)`` calls it on the main actor.
    private nonisolated static func call(_ observers: Observers, with value: Value) {
        // The array keeps every observer alive for the whole loop, so the loop reads them
        // unretained, as `ObservableStorage` does: a retain and release per callback would cost
        // more than the call.
        observers.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<RegisteredObserver>.self) { observers in
                for observer in observers {
                    observer._withUnsafeGuaranteedRef { observer in
                        guard !observer.isCancelled else { return }
                        unsafeDowncast(observer, to: Entry.self).handler(value)
                    }
                }
            }
        }
    }
}
