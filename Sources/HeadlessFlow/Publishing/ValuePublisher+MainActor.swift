extension ValuePublisher {
    /// Runs `handler` on the main actor with the current value, then with every later value, until
    /// the returned token is cancelled or released: how a view controller, a SwiftUI view's model or
    /// any main-actor object follows a view-model without hopping with a `Task`.
    ///
    /// ```swift
    /// final class LoginViewController: UIViewController {
    ///     let viewModel: LoginViewModel
    ///     private var tokens = Set<ObservationToken>()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         viewModel.$state.sinkOnMainActor(weakly: self) { controller, state in
    ///             controller.render(state)
    ///         }
    ///         .store(in: &tokens)
    ///     }
    /// }
    /// ```
    ///
    /// Values arrive as they do for `Screen.observe(_:_:)`: the current value before this returns,
    /// a value stored on the main queue before its setter returns, a value stored on another thread
    /// through the main queue, and every value in the order it was stored.
    ///
    /// - Parameters:
    ///   - owner: Handed to `handler` while it lives, and held weakly, so the natural closure cannot
    ///     keep it alive; nothing is delivered once it is gone.
    ///   - handler: Runs on the main actor.
    /// - Returns: The token that keeps the observation alive; keep it, for example with
    ///   ``ObservationToken/store(in:)``.
    @MainActor
    public func sinkOnMainActor<Owner: AnyObject>(
        weakly owner: Owner,
        _ handler: @escaping @MainActor (Owner, Output) -> Void
    ) -> ObservationToken {
        ObservationBag.observe(self, relay: MainActorRelay(weakly: owner, handler)) { _ in }
    }

    /// Runs `handler` on the main actor with the current value, then with every later value, until
    /// the returned token is cancelled or released.
    ///
    /// The token is what keeps the observation alive, so a handler that captures the object holding
    /// the token keeps that object alive: capture it weakly, or use
    /// ``sinkOnMainActor(weakly:_:)``, which hands it in.
    ///
    /// - Parameter handler: Runs on the main actor; values arrive as for
    ///   ``sinkOnMainActor(weakly:_:)``.
    /// - Returns: The token that keeps the observation alive.
    @MainActor
    public func sinkOnMainActor(_ handler: @escaping @MainActor (Output) -> Void) -> ObservationToken {
        ObservationBag.observe(self, relay: MainActorRelay(handler)) { _ in }
    }
}
