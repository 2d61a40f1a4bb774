extension ValuePublishers {
    /// Delivers the latest value of two publishers as a pair whenever either changes; returned by
    /// ``ValuePublisher/combineLatest(_:)``.
    public struct CombineLatest<First: ValuePublisher, Second: ValuePublisher>: ValuePublisher {
        /// The pair of latest values.
        public typealias Output = (First.Output, Second.Output)

        /// The publisher of the pair's first element.
        public let first: First
        /// The publisher of the pair's second element.
        public let second: Second

        public func sink(_ observer: @escaping @Sendable (Output) -> Void) -> ObservationToken {
            let relay = CombineLatestRelay<First.Output, Second.Output>(observer)
            let firstToken = first.sink { relay.receive(first: $0) }
            let secondToken = second.sink { relay.receive(second: $0) }
            return ObservationToken {
                relay.cancel()
                firstToken.cancel()
                secondToken.cancel()
            }
        }
    }
}

extension ValuePublisher {
    /// Pairs this publisher's latest value with `other`'s, delivering a pair whenever either changes.
    ///
    /// Both publishers hand over their current values on subscribing, so the first pair arrives at
    /// once:
    ///
    /// ```swift
    /// let token = form.$email.combineLatest(form.$password)
    ///     .map { email, password in !email.isEmpty && password.count >= 8 }
    ///     .removeDuplicates()
    ///     .sink { canSubmit in print(canSubmit) }
    /// ```
    ///
    /// Pairs reach the observer one at a time, in the order the values arrived, even when the two
    /// publishers are set from different threads.
    ///
    /// - Parameter other: The publisher of the pair's second element.
    /// - Returns: A publisher of `(Output, Other.Output)` pairs.
    public func combineLatest<Other: ValuePublisher>(
        _ other: Other
    ) -> ValuePublishers.CombineLatest<Self, Other> {
        ValuePublishers.CombineLatest(first: self, second: other)
    }
}

/// The state of one ``ValuePublishers/CombineLatest`` subscription: the latest value of each side,
/// and a queue that serialises the pairs, since the two sides may deliver on different threads.
final class CombineLatestRelay<First: Sendable, Second: Sendable>: Sendable {
    private struct State {
        var first: First?
        var second: Second?
        var queue = FIFO<(First, Second)>()
        var isDelivering = false
        var isCancelled = false

        /// The pair to deliver on this thread now, or `nil` when one side has no value yet, the
        /// subscription is cancelled, or another delivery is running (the pair is then queued).
        mutating func pairToDeliverNow() -> (First, Second)? {
            guard !isCancelled, let first, let second else { return nil }
            guard !isDelivering else {
                queue.append((first, second))
                return nil
            }
            isDelivering = true
            return (first, second)
        }
    }

    private let state = Lock(State())
    private let observer: @Sendable ((First, Second)) -> Void

    init(_ observer: @escaping @Sendable ((First, Second)) -> Void) {
        self.observer = observer
    }

    // Replaced values and dropped pairs leave the lock and are released after it: a deinit may be
    // user code that sets one of the two properties again.

    func receive(first value: First) {
        var replaced: First? = value
        let pair = state.withLock { state in
            swap(&state.first, &replaced)
            return state.pairToDeliverNow()
        }
        deliver(pair)
    }

    func receive(second value: Second) {
        var replaced: Second? = value
        let pair = state.withLock { state in
            swap(&state.second, &replaced)
            return state.pairToDeliverNow()
        }
        deliver(pair)
    }

    func cancel() {
        var dropped = FIFO<(First, Second)>()
        state.withLock { state in
            state.isCancelled = true
            swap(&state.queue, &dropped)
        }
    }

    /// Delivers `pair`, then whatever was queued meanwhile; only the drainer gets a non-`nil` pair.
    private func deliver(_ pair: (First, Second)?) {
        guard var pair else { return }
        while true {
            observer(pair)
            let next = state.withLock { state -> (First, Second)? in
                if !state.isCancelled, let next = state.queue.popFirst() { return next }
                state.isDelivering = false
                return nil
            }
            guard let next else { return }
            pair = next
        }
    }
}
