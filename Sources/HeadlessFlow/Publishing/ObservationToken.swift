/// A token that keeps an observation alive; cancelling it, or letting it deallocate, ends the observation.
///
/// Tokens compare and hash by identity, so they can be kept in a `Set`:
///
/// ```swift
/// var tokens = Set<ObservationToken>()
/// viewModel.$state.sink { state in print(state) }.store(in: &tokens)
/// ```
///
/// ``cancel()`` is safe to call more than once and from any thread; only the first call has an effect.
public final class ObservationToken: Hashable, @unchecked Sendable {
    // Exactly one of the two is set. Publishers of this library hand the token their observer
    // itself, which guards its own state under the publisher's lock, so subscribing costs one
    // allocation for the token and no lock of its own.
    private let action: Lock<(@Sendable () -> Void)?>?
    /// A `var` only so that `deinit` can ask whether the token holds the last reference; never
    /// reassigned, which is what makes the class `Sendable`.
    private var observer: RegisteredObserver?

    /// Creates a token that runs `onCancel` once, on the first ``cancel()`` or when the token deallocates.
    public init(_ onCancel: @escaping @Sendable () -> Void) {
        action = Lock(onCancel)
        observer = nil
    }

    /// Creates a token that removes `observer` from its publisher.
    @usableFromInline
    init(observer: RegisteredObserver) {
        action = nil
        self.observer = observer
    }

    deinit {
        // Only the publisher's observer list and in-flight deliveries share the observer, so when
        // this token holds the last reference the observer was removed already: skip the lock.
        if action != nil || !isKnownUniquelyReferenced(&observer) {
            cancel()
        }
    }

    /// Whether ``cancel()`` has run, explicitly or not.
    public var isCancelled: Bool {
        if let action { return action.withLock { $0 == nil } }
        return observer?.isObservationCancelled ?? true
    }

    /// Ends the observation. Calling it again does nothing.
    public func cancel() {
        if let observer {
            observer.cancelObservation()
        } else if let action {
            // Take the closure out under the lock and run it after releasing it: the closure may
            // take other locks or cancel other tokens.
            let onCancel = action.withLock { onCancel -> (@Sendable () -> Void)? in
                defer { onCancel = nil }
                return onCancel
            }
            onCancel?()
        }
    }

    /// Keeps this token alive in `set` until the set is emptied or deallocated.
    public func store(in set: inout Set<ObservationToken>) {
        set.insert(self)
    }

    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
