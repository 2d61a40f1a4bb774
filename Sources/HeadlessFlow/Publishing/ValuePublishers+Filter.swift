extension ValuePublishers {
    /// Delivers the upstream values that satisfy a predicate; returned by ``ValuePublisher/filter(_:)``.
    public struct Filter<Upstream: ValuePublisher>: ValuePublisher {
        /// The publisher whose values are filtered.
        public let upstream: Upstream
        /// Whether a value is delivered.
        public let isIncluded: @Sendable (Upstream.Output) -> Bool

        public func sink(_ observer: @escaping @Sendable (Upstream.Output) -> Void) -> ObservationToken {
            let isIncluded = isIncluded
            return upstream.sink { value in
                if isIncluded(value) { observer(value) }
            }
        }
    }
}

extension ValuePublisher {
    /// Delivers only the values for which `isIncluded` returns `true`.
    ///
    /// If the current value is excluded, a new observer receives nothing on subscribing.
    ///
    /// - Parameter isIncluded: Runs on the delivering thread, once per value and subscription.
    /// - Returns: A publisher of the included values.
    public func filter(
        _ isIncluded: @escaping @Sendable (Output) -> Bool
    ) -> ValuePublishers.Filter<Self> {
        ValuePublishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
