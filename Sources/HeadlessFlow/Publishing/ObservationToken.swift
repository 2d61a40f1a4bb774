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
    private let onCancel: Lock<(@Sendable () -> Void)?>

    /// Creates a token that runs `onCancel` once, on the first ``cancel()`` or when the token deallocates.
    public init(_ onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Lock(onCancel)
    }

    deinit {
        cancel()
    }

    /// Whether ``cancel()`` has run, explicitly or not.
    public var isCancelled: Bool {
        onCancel.withLock { $0 == nil }
    }

    /// Ends the observation. Calling it again does nothing.
    public func cancel() {
        // Take the closure out under the lock and run it after releasing it: the closure may
        // take other locks or cancel other tokens.
        let action = onCancel.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
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
