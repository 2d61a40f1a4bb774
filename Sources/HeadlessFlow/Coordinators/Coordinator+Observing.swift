// A coordinator's observations of view-model publishers, tied to its lifetime as a screen's are.

extension Coordinator {
    /// Runs `handler` on the main actor with the publisher's current value, then with every later
    /// value, for as long as this coordinator lives or until ``removeObservers()``.
    ///
    /// The handler is handed the coordinator, which the observation holds weakly, so the natural
    /// closure cannot keep it alive, and the coordinator keeps the token:
    ///
    /// ```swift
    /// final class LoginCoordinator: Coordinator {
    ///     let context: CoordinatorContext
    ///     let viewModel = LoginViewModel()
    ///
    ///     init(navigation: Navigation) {
    ///         context = CoordinatorContext(navigation: navigation)
    ///     }
    ///
    ///     func start(animated: Bool) throws {
    ///         try move(to: LoginScreen(viewModel: viewModel), animated: animated)
    ///         observe(viewModel.$isLoggedIn) { coordinator, isLoggedIn in
    ///             if isLoggedIn { try coordinator.move(to: Screen(title: "Welcome"), animated: true) }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The handler may throw, as an `intent { }` closure may: what it throws is reported up the tree
    /// with ``report(_:)`` (to the first coordinator whose ``handle(intentError:from:)`` takes
    /// it), never dropped, and the observation goes on with the next value.
    ///
    /// Values arrive as they do for `Screen.observe(_:_:)`: one stored on the main queue before the
    /// setter returns, one stored elsewhere through the main queue, every one in order. The
    /// observation outlives a finish (a finished coordinator may be started again); end it with
    /// ``removeObservers()`` or the token when the coordinator should stop listening.
    ///
    /// - Parameters:
    ///   - publisher: The values to observe, for example a view-model's `$state`.
    ///   - handler: Runs on the main actor; not after the coordinator has deallocated or the token
    ///     has been cancelled. What it throws is reported with ``report(_:)``.
    /// - Returns: A token that ends this one observation early; the coordinator keeps it, so it may
    ///   be discarded.
    @discardableResult
    public func observe<Publisher: ValuePublisher>(
        _ publisher: Publisher,
        _ handler: @escaping @MainActor (Self, Publisher.Output) throws -> Void
    ) -> ObservationToken {
        ObservationBag.observe(
            publisher,
            relay: MainActorRelay(weakly: self) { coordinator, value in
                do {
                    try handler(coordinator, value)
                } catch {
                    coordinator.report(error)
                }
            }
        ) { context.observations.insert($0) }
    }

    /// Ends every observation this coordinator started with ``observe(_:_:)``; nothing more is
    /// delivered.
    public func removeObservers() {
        for token in context.observations.takeAll() { token.cancel() }
    }
}
