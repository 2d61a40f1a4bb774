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
        for token in observations.takeAll() { token.cancel() }
    }

    private func keep<Publisher: ValuePublisher>(
        publisher: Publisher,
        relay: MainActorRelay<Publisher.Output>
    ) -> ObservationToken {
        ObservationBag.observe(publisher, relay: relay) { observations.insert($0) }
    }
}
