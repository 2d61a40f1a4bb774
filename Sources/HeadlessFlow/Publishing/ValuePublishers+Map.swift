extension ValuePublishers {
    /// Delivers each upstream value transformed; returned by ``ValuePublisher/map(_:)``.
    public struct Map<Upstream: ValuePublisher, Output: Sendable>: ValuePublisher {
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: @Sendable (Upstream.Output) -> Output

        public func sink(_ observer: @escaping @Sendable (Output) -> Void) -> ObservationToken {
            let transform = transform
            return upstream.sink { value in observer(transform(value)) }
        }
    }
}

extension ValuePublisher {
    /// Transforms every value, the current one included.
    ///
    /// - Parameter transform: Runs on the delivering thread, once per value and subscription.
    /// - Returns: A publisher of the transformed values.
    public func map<Result: Sendable>(
        _ transform: @escaping @Sendable (Output) -> Result
    ) -> ValuePublishers.Map<Self, Result> {
        ValuePublishers.Map(upstream: self, transform: transform)
    }
}
