/// A source of values that hands each new observer its current value, then every change.
///
/// ``Observable``'s projected value (`$name`) is the root publisher; the operators (``map(_:)``,
/// ``compactMap(_:)``, ``filter(_:)``, ``removeDuplicates()``, ``dropFirst(_:)`` and
/// ``combineLatest(_:)``) wrap one publisher in another and chain:
///
/// ```swift
/// let token = viewModel.$state
///     .map(\.isBusy)
///     .removeDuplicates()
///     .sink { isBusy in print(isBusy) }
/// ```
///
/// Operators run per subscription: each ``sink(_:)`` subscribes anew to the root publisher, and an
/// operator's state (the last value ``removeDuplicates()`` saw, the count ``dropFirst(_:)`` still
/// skips) belongs to that one subscription.
///
/// Conforming types deliver to one observer serially, never on two threads at once, and stop
/// delivering once the token is cancelled.
public protocol ValuePublisher<Output>: Sendable {
    /// The type of the values delivered.
    associatedtype Output: Sendable

    /// Calls `observer` with the current value, then with every later value, until the returned token
    /// is cancelled or released.
    ///
    /// - Parameter observer: Runs on the thread that delivers.
    /// - Returns: The token that keeps the observation alive; keep it, for example with
    ///   ``ObservationToken/store(in:)``.
    func sink(_ observer: @escaping @Sendable (Output) -> Void) -> ObservationToken
}

/// Namespace for the publishers that ``ValuePublisher``'s operators return.
public enum ValuePublishers {}
