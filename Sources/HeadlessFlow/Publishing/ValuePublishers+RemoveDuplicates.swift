extension ValuePublishers {
    /// Skips values equal to the one delivered just before; returned by
    /// ``ValuePublisher/removeDuplicates()``.
    public struct RemoveDuplicates<Upstream: ValuePublisher>: ValuePublisher
    where Upstream.Output: Equatable {
        /// The publisher whose repeated values are skipped.
        public let upstream: Upstream

        public func sink(_ observer: @escaping @Sendable (Upstream.Output) -> Void) -> ObservationToken {
            // Upstream delivers serially, but a lock keeps this correct for any conforming
            // publisher and costs nothing measurable next to a delivery.
            let last = Lock<Upstream.Output?>(nil)
            return upstream.sink { value in
                // The replaced value is released after the lock: its deinit may be user code.
                var replaced: Upstream.Output? = value
                let isNew = last.withLock { last in
                    guard last != value else { return false }
                    swap(&last, &replaced)
                    return true
                }
                if isNew { observer(value) }
            }
        }
    }
}

extension ValuePublisher where Output: Equatable {
    /// Delivers a value only when it differs from the value this subscription received last.
    ///
    /// The current value is always delivered on subscribing.
    ///
    /// - Returns: A publisher without consecutive repeats.
    public func removeDuplicates() -> ValuePublishers.RemoveDuplicates<Self> {
        ValuePublishers.RemoveDuplicates(upstream: self)
    }
}
