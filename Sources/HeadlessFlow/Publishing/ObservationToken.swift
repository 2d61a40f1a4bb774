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
public final class ObservationToken: Hashable, Sendable {
    /// What cancelling ends. Publishers of this library hand the token their subscription itself,
    /// which guards its own state, so subscribing costs one allocation for the token and no lock
    /// of its own; the public closure initialiser keeps the closure behind a lock.
    private enum Target: Sendable {
        case action(Lock<(@Sendable () -> Void)?>)
        case subscription(any CancellableObservation)
    }

    private let target: Target

    /// Creates a token that runs `onCancel` once, on the first ``cancel()`` or when the token deallocates.
    public init(_ onCancel: @escaping @Sendable () -> Void) {
        target = .action(Lock(onCancel))
    }

    /// Creates a token that ends `subscription`, which makes cancelling idempotent itself.
    @usableFromInline
    init(subscription: any CancellableObservation) {
        target = .subscription(subscription)
    }

    deinit {
        cancel()
    }

    /// Whether ``cancel()`` has run, explicitly or not.
    public var isCancelled: Bool {
        switch target {
        case .action(let action): action.withLock { $0 == nil }
        case .subscription(let subscription): subscription.isObservationCancelled
        }
    }

    /// Ends the observation. Calling it again does nothing.
    public func cancel() {
        switch target {
        case .action(let lock):
            // Take the closure out under the lock and run it after releasing it: the closure may
            // take other locks or cancel other tokens.
            let action = lock.withLock { action -> (@Sendable () -> Void)? in
                defer { action = nil }
                return action
            }
            action?()
        case .subscription(let subscription):
            subscription.cancelObservation()
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

/// A subscription that a publisher of this library hands to an ``ObservationToken``.
///
/// Both requirements may be called from any thread; ``cancelObservation()`` more than once.
@usableFromInline
protocol CancellableObservation: AnyObject, Sendable {
    /// Ends the observation; later calls do nothing.
    func cancelObservation()
    /// Whether ``cancelObservation()`` has run.
    var isObservationCancelled: Bool { get }
}
