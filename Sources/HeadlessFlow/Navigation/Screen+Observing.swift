extension Screen {
    /// Runs `handler` on the main actor with the publisher's current value, then with every later
    /// value, for as long as this screen lives or until ``removeObservers()``.
    ///
    /// The handler is handed the screen, which the observation holds weakly, so the natural closure
    /// cannot keep the screen alive:
    ///
    /// ```swift
    /// final class LoginScreen: Screen {
    ///     let viewModel: LoginViewModel
    ///     var finishedLogin: () -> Void = {}
    ///
    ///     override func didLoad() {
    ///         observe(viewModel.$state) { screen, state in
    ///             if state == .loggedIn { screen.finishedLogin() }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// A value stored on the main queue (the main thread) reaches the handler before the setter
    /// returns; one stored on another thread is handed to the main queue, and values after it queue
    /// behind it, so the handler sees every value in order.
    ///
    /// - Parameters:
    ///   - publisher: The values to observe, for example a view-model's `$state`.
    ///   - handler: Runs on the main actor; not after the screen has deallocated or the token has been
    ///     cancelled.
    /// - Returns: A token that ends this one observation early; the screen keeps it, so it may be
    ///   discarded.
    @discardableResult
    public func observe<Publisher: ValuePublisher>(
        _ publisher: Publisher,
        _ handler: @escaping @MainActor (Self, Publisher.Output) -> Void
    ) -> ObservationToken {
        // `self` is typed `Screen` here, not `Self`; the cast recovers the caller's subclass and
        // cannot fail.
        keep(
            publisher: publisher,
            relay: MainActorRelay(weakly: self) { screen, value in
                if let screen = screen as? Self { handler(screen, value) }
            }
        )
    }

    /// Runs `handler` on the main actor with the publisher's current value, then with every later
    /// value, for as long as this screen lives or until ``removeObservers()``.
    ///
    /// The handler must not capture the screen strongly, or the screen never deallocates; capture it
    /// weakly (`[weak self]`) or use
    /// ``observe(_:_:)-9ut5d``, which passes the screen in.
    ///
    /// - Parameters:
    ///   - publisher: The values to observe, for example a view-model's `$state`.
    ///   - handler: Runs on the main actor; not after the screen has deallocated or the token has been
    ///     cancelled.
    /// - Returns: A token that ends this one observation early; the screen keeps it, so it may be
    ///   discarded.
    @discardableResult
    public func observe<Publisher: ValuePublisher>(
        _ publisher: Publisher,
        _ handler: @escaping @MainActor (Publisher.Output) -> Void
    ) -> ObservationToken {
        keep(publisher: publisher, relay: MainActorRelay(weakly: self) { _, value in handler(value) })
    }

    /// Ends every observation this screen started with `observe(_:_:)`; nothing more is delivered.
    public func removeObservers() {
        let tokens = observationTokens
        observationTokens.removeAll()
        for token in tokens { token.cancel() }
    }

    private func keep<Publisher: ValuePublisher>(
        publisher: Publisher,
        relay: MainActorRelay<Publisher.Output>
    ) -> ObservationToken {
        // The token is kept before subscribing: the current value is delivered inside `sink`, and
        // a handler that calls `removeObservers()` then must find the token to cancel.
        let upstream = UpstreamToken()
        let token = ObservationToken {
            relay.cancel()
            upstream.cancel()
        }
        // Tokens cancelled one by one would otherwise pile up in a long-lived screen.
        observationTokens = observationTokens.filter { !$0.isCancelled }
        observationTokens.insert(token)
        upstream.set(publisher.sink { relay.receive($0) })
        return token
    }
}

/// The publisher's token for a screen observation, which arrives only after `sink` returns: a
/// cancel that comes first is remembered and applied when it arrives.
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
