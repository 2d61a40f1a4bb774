extension ValuePublishers {
    /// Delivers each upstream value transformed, skipping `nil` results; returned by
    /// ``ValuePublisher/compactMap(_:)``.
    public struct CompactMap<Upstream: ValuePublisher, Output: Sendable>: ValuePublisher {
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation; a `nil` result is not delivered.
        public let transform: @Sendable (Upstream.Output) -> Output?

        public func sink(_ observer: @escaping @Sendable (Output) -> Void) -> ObservationToken {
            let transform = transform
            return upstream.sink { value in
                if let result = transform(value) { observer(result) }
            }
        }
    }
}

extension ValuePublisher {
    /// Transforms every value and delivers the results that are not `nil`.
    ///
    /// If the current value transforms to `nil`, a new observer receives nothing on subscribing.
    ///
    /// - Parameter transform: Runs on the delivering thread, once per value and subscription.
    /// - Returns: A publisher of the non-`nil` results.
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @Sendable (Output) -> Result?
    ) -> ValuePublishers.CompactMap<Self, Result> {
        ValuePublishers.CompactMap(upstream: self, transform: transform)
    }
}
