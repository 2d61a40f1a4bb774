extension ValuePublishers {
    /// Skips the first values each subscription receives; returned by ``ValuePublisher/dropFirst(_:)``.
    public struct DropFirst<Upstream: ValuePublisher>: ValuePublisher {
        /// The publisher whose first values are skipped.
        public let upstream: Upstream
        /// How many values each subscription skips; never negative.
        public let count: Int

        public func sink(_ observer: @escaping @Sendable (Upstream.Output) -> Void) -> ObservationToken {
            let remaining = Lock(count)
            return upstream.sink { value in
                let isDropped = remaining.withLock { remaining in
                    guard remaining > 0 else { return false }
                    remaining -= 1
                    return true
                }
                if !isDropped { observer(value) }
            }
        }
    }
}

extension ValuePublisher {
    /// Skips the first `count` values each subscription receives, the current value counting as the
    /// first; `dropFirst()` therefore delivers only changes.
    ///
    /// - Parameter count: How many values to skip; a negative count skips none.
    /// - Returns: A publisher of the values after the first `count`.
    public func dropFirst(_ count: Int = 1) -> ValuePublishers.DropFirst<Self> {
        ValuePublishers.DropFirst(upstream: self, count: max(0, count))
    }
}
