// A bridge for view-models that already use Combine's `@Published`: a Combine publisher becomes a
// `ValuePublisher`, and a `ValuePublisher` a Combine publisher. Apple platforms only; CI
// type-checks this file on Linux against a stand-in of Combine (.ci/renderers/run.sh).

#if canImport(Combine)
    import Combine
    import Foundation

    extension Publisher where Failure == Never, Output: Sendable {
        /// This Combine publisher as a ``ValuePublisher``, for ``Screen/observe(_:_:)-9ut5d``,
        /// ``Coordinator/observe(_:_:)`` and the operators: a view-model written with `@Published`
        /// drives screens and coordinators unchanged.
        ///
        /// ```swift
        /// observe(viewModel.$state.valuePublisher) { screen, state in screen.render(state) }
        /// ```
        ///
        /// A `@Published` property's publisher hands a new subscriber its current value, as a
        /// ``ValuePublisher`` must; a publisher that does not start with a value starts observers
        /// at its next one.
        public var valuePublisher: ValuePublishers.FromCombine<Self> {
            ValuePublishers.FromCombine(self)
        }
    }

    extension ValuePublishers {
        /// A Combine publisher seen as a ``ValuePublisher``; see `Publisher.valuePublisher`.
        ///
        /// `@unchecked Sendable`: Combine's publishers are values that subscribe on the calling
        /// thread and guard their own state; this wrapper adds no state of its own.
        public struct FromCombine<Upstream: Publisher>: ValuePublisher, @unchecked Sendable
        where Upstream.Failure == Never, Upstream.Output: Sendable {
            private let upstream: Upstream

            init(_ upstream: Upstream) {
                self.upstream = upstream
            }

            /// Subscribes to the Combine publisher; the token cancels the subscription.
            public func sink(_ observer: @escaping @Sendable (Upstream.Output) -> Void) -> ObservationToken {
                let subscription = CancellableBox(upstream.sink(receiveValue: observer))
                return ObservationToken { subscription.cancel() }
            }
        }

        /// A ``ValuePublisher`` seen as a Combine publisher; see `ValuePublisher.combinePublisher`.
        ///
        /// Each subscriber subscribes anew, at its first demand; values that arrive while it has no
        /// demand left are conflated to the latest, which is delivered at its next demand.
        public struct ToCombine<Upstream: ValuePublisher>: Combine.Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Never

            private let upstream: Upstream

            init(_ upstream: Upstream) {
                self.upstream = upstream
            }

            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
                subscriber.receive(
                    subscription: ValueSubscription(upstream: upstream, subscriber: subscriber))
            }
        }
    }

    extension ValuePublisher {
        /// This publisher as a Combine publisher, for code that already speaks Combine (an
        /// `assign(to:)`, a `combineLatest` with other Combine streams).
        public var combinePublisher: ValuePublishers.ToCombine<Self> {
            ValuePublishers.ToCombine(self)
        }
    }

    /// An `AnyCancellable` a `@Sendable` cancellation may reach from any thread.
    private final class CancellableBox: @unchecked Sendable {
        private let lock = NSLock()
        private var cancellable: AnyCancellable?

        init(_ cancellable: AnyCancellable) {
            self.cancellable = cancellable
        }

        func cancel() {
            let taken = lock.withLock { () -> AnyCancellable? in
                defer { cancellable = nil }
                return cancellable
            }
            // Cancelled after the lock: cancelling runs the publisher's own code.
            taken?.cancel()
        }
    }

    /// Where a ``ValuePublisher``'s observer hands its values; set once, before the subscription.
    private final class Inbox<Value>: @unchecked Sendable {
        var receive: ((Value) -> Void)?
    }

    /// One Combine subscriber's subscription to a ``ValuePublisher``: demand-aware, conflating.
    private final class ValueSubscription<Upstream: ValuePublisher, Downstream: Subscriber>: Subscription,
        @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Never {
        private let lock = NSLock()
        private let upstream: Upstream
        private var downstream: Downstream?
        private var demand = Subscribers.Demand.none
        private var latest: Upstream.Output?
        private var token: ObservationToken?
        private var started = false

        init(upstream: Upstream, subscriber: Downstream) {
            self.upstream = upstream
            downstream = subscriber
        }

        func request(_ more: Subscribers.Demand) {
            let start = lock.withLock { () -> Bool in
                demand += more
                defer { started = true }
                return !started
            }
            if start {
                // The observer reaches this subscription through an inbox: a `@Sendable` closure
                // may not capture the subscriber's type, which need not be `Sendable`.
                let inbox = Inbox<Upstream.Output>()
                inbox.receive = { [weak self] value in self?.receive(value) }
                let token = upstream.sink { value in inbox.receive?(value) }
                let cancelled = lock.withLock { () -> Bool in
                    if downstream == nil { return true }
                    self.token = token
                    return false
                }
                if cancelled { token.cancel() }
            }
            deliverLatest()
        }

        func cancel() {
            let token = lock.withLock { () -> ObservationToken? in
                downstream = nil
                latest = nil
                defer { self.token = nil }
                return self.token
            }
            token?.cancel()
        }

        private func receive(_ value: Upstream.Output) {
            lock.withLock { latest = value }
            deliverLatest()
        }

        /// Hands the latest value over while there is demand, outside the lock.
        private func deliverLatest() {
            while true {
                let next = lock.withLock { () -> (Downstream, Upstream.Output)? in
                    guard demand > 0, let value = latest, let downstream else { return nil }
                    latest = nil
                    demand -= 1
                    return (downstream, value)
                }
                guard let (downstream, value) = next else { return }
                let more = downstream.receive(value)
                lock.withLock { demand += more }
            }
        }
    }
#endif
