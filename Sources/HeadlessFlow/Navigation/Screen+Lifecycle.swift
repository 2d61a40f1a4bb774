extension Screen {
    /// One lifecycle callback of a screen, as its observers hear it.
    ///
    /// The cases mirror ``Screen/didLoad()``, ``Screen/willAppear(animated:)``,
    /// ``Screen/didAppear(animated:)``, ``Screen/willDisappear(animated:)`` and
    /// ``Screen/didDisappear(animated:)``; see ``Screen`` for the order a ``Navigation`` delivers
    /// them in.
    public enum LifecycleEvent: Sendable, Hashable, CustomStringConvertible {
        /// ``Screen/didLoad()``: once, just before the screen first appears.
        case didLoad
        /// ``Screen/willAppear(animated:)``.
        case willAppear(animated: Bool)
        /// ``Screen/didAppear(animated:)``.
        case didAppear(animated: Bool)
        /// ``Screen/willDisappear(animated:)``.
        case willDisappear(animated: Bool)
        /// ``Screen/didDisappear(animated:)``.
        case didDisappear(animated: Bool)

        /// The callback's name, such as `didAppear`, without the animation flag.
        public var name: String {
            switch self {
            case .didLoad: "didLoad"
            case .willAppear: "willAppear"
            case .didAppear: "didAppear"
            case .willDisappear: "willDisappear"
            case .didDisappear: "didDisappear"
            }
        }

        /// Whether the transition that caused the callback is animated; `false` for ``didLoad``.
        public var isAnimated: Bool {
            switch self {
            case .didLoad: false
            case .willAppear(let animated), .didAppear(let animated), .willDisappear(let animated),
                .didDisappear(let animated):
                animated
            }
        }

        /// The name, followed by `(animated)` when the transition is animated: `didAppear (animated)`.
        public var description: String { isAnimated ? "\(name) (animated)" : name }
    }

    /// Calls `handler` with each of this screen's lifecycle callbacks, right after the screen's own
    /// override has run, until the token is cancelled or deallocated.
    ///
    /// Anything can follow a screen's lifecycle this way without subclassing it: a view-model that
    /// starts work when its screen appears, an analytics helper, a test recorder. Observers hear a
    /// callback in the order they started observing; one cancelled during a callback, by itself or
    /// by an earlier observer, hears nothing more. The handler is handed the screen, so it need not
    /// capture it:
    ///
    /// ```swift
    /// final class ScreenTimer {
    ///     private var token: ObservationToken?
    ///     private(set) var appearances = 0
    ///
    ///     init(following screen: Screen) {
    ///         token = screen.observeLifecycle { [weak self] _, event in
    ///             if case .didAppear = event { self?.appearances += 1 }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The screen holds the handler and the caller holds the token, so an observer never keeps the
    /// screen alive; a handler that captures the screen strongly keeps it alive only as long as the
    /// token lives.
    ///
    /// - Parameter handler: Runs on the main actor with the screen (typed as the caller's subclass)
    ///   and the callback.
    /// - Returns: The token that keeps the observation alive; the observation ends when it is
    ///   cancelled or deallocated.
    public func observeLifecycle(
        _ handler: @escaping @MainActor (Self, LifecycleEvent) -> Void
    ) -> ObservationToken {
        let list: ObserverList<LifecycleEvent>
        if let existing = lifecycleObservers {
            list = existing
        } else {
            list = ObserverList()
            lifecycleObservers = list
        }
        // Weak, so the screen's own list does not keep the screen alive through the handler.
        let relay: @MainActor (LifecycleEvent) -> Void = { [weak self] event in
            // `self` is typed `Screen` here, not `Self`; the cast recovers the caller's subclass
            // and cannot fail.
            if let screen = self as? Self { handler(screen, event) }
        }
        return list.add(unsafeBitCast(relay, to: ((LifecycleEvent) -> Void).self))
    }

    /// Keeps `object` alive for exactly as long as this screen lives: the screen holds it, and
    /// releases it when the screen is freed.
    ///
    /// Pair it with ``observeLifecycle(_:)`` for a helper that follows one screen and needs no
    /// owner of its own, such as an analytics tracker:
    ///
    /// ```swift
    /// final class AppearanceCounter {
    ///     private(set) var appearances = 0
    ///     private var token: ObservationToken?
    ///
    ///     init(screen: Screen) {
    ///         token = screen.observeLifecycle { [weak self] _, event in
    ///             if case .didAppear = event { self?.appearances += 1 }
    ///         }
    ///         screen.keepAlive(self)
    ///     }
    /// }
    /// ```
    ///
    /// The object must not hold the screen strongly, or neither is ever freed; the lifecycle
    /// handler is handed the screen for that reason. Keeping the same object twice keeps it once.
    public func keepAlive(_ object: AnyObject) {
        guard !keptAlive.contains(where: { $0 === object }) else { return }
        keptAlive.append(object)
    }

    /// Tells the lifecycle observers, if any, after the screen's own override has run.
    @inline(__always)
    func notifyLifecycleObservers(_ event: LifecycleEvent) {
        lifecycleObservers?.deliver(event)
    }
}
