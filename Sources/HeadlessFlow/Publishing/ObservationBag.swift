/// The observations an object keeps for as long as it lives (a screen's or a coordinator's
/// `observe`): each relays a publisher's values to the main actor, and ends when its token is
/// cancelled, when the owner takes them all to cancel, or when the owner is freed.
///
/// A value, so that an owner that never observes pays no allocation for it.
struct ObservationBag {
    private var tokens = Set<ObservationToken>()

    /// Keeps `token`, dropping those cancelled one by one since, which would otherwise pile up in
    /// a long-lived owner.
    mutating func insert(_ token: ObservationToken) {
        tokens = tokens.filter { !$0.isCancelled }
        tokens.insert(token)
    }

    /// Takes every kept token out, for the owner to cancel once it no longer holds the bag (a
    /// cancellation may run user code that observes again).
    mutating func takeAll() -> Set<ObservationToken> {
        defer { tokens.removeAll() }
        return tokens
    }

    /// Subscribes `relay` to `publisher`, having handed the token to `keep` first: the current
    /// value is delivered inside the subscription, and a handler that ends its owner's observations
    /// then must find the token to cancel.
    static func observe<Publisher: ValuePublisher>(
        _ publisher: Publisher, relay: MainActorRelay<Publisher.Output>, keep: (ObservationToken) -> Void
    ) -> ObservationToken {
        let upstream = UpstreamToken()
        let token = ObservationToken {
            relay.cancel()
            upstream.cancel()
        }
        keep(token)
        upstream.set(publisher.sink { relay.receive($0) })
        return token
    }
}

/// The subscription to the publisher, which may arrive after the observation was cancelled (a
/// handler that cancels on the current value, delivered inside `sink`).
private final class UpstreamToken: Sendable {
    private let state = Lock<(token: ObservationToken?, isCancelled: Bool)>((nil, false))

    func set(_ token: ObservationToken) {
        let cancelNow = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            state.token = token
            return false
        }
        if cancelNow { token.cancel() }
    }

    func cancel() {
        // Taken out under the lock, cancelled after it.
        let token = state.withLock { state -> ObservationToken? in
            state.isCancelled = true
            defer { state.token = nil }
            return state.token
        }
        token?.cancel()
    }
}
