// Waiting for the screen: a change's completion runs once a renderer has finished showing it.

/// The transitions renderers report running, and what waits for them, by the root navigation
/// they draw.
@MainActor
enum RenderedFences {
    static var runningTransitions: [ObjectIdentifier: Int] = [:]
    static var waiting: [ObjectIdentifier: [@MainActor () -> Void]] = [:]
}

extension Navigation {
    // MARK: - Waiting for the renderer

    /// Runs `body` once what the model shows now is on screen: after the change under way has
    /// settled (its events delivered and its lifecycle callbacks run), and once no renderer of
    /// this tree is in the middle of a transition. It is how a change gets a completion for the
    /// end of its animation, as XCoordinator's `trigger(_:completion:)` has
    /// (``RouteHandling/route(to:animated:completion:)`` takes one).
    ///
    /// A renderer that animates reports its transitions with ``renderingTransitionWillBegin()``
    /// and ``renderingTransitionDidEnd()`` on the root navigation it draws (`UIKitAdapter` does).
    /// With no renderer reporting (a test, a renderer that does not animate), `body` runs as soon
    /// as the change has settled.
    public func whenRendered(_ body: @escaping @MainActor () -> Void) {
        Navigation.afterTransitions { [weak self] in
            guard let self else { return body() }
            let root = ObjectIdentifier(displayedRoot ?? self)
            if RenderedFences.runningTransitions[root, default: 0] == 0 {
                body()
            } else {
                RenderedFences.waiting[root, default: []].append(body)
            }
        }
    }

    /// For renderers: a transition (an animated push, pop, presentation or dismissal, or an
    /// interactive gesture) of what this root navigation's tree shows began. Each needs its own
    /// ``renderingTransitionDidEnd()``; until the last has ended, ``whenRendered(_:)`` waits.
    public func renderingTransitionWillBegin() {
        RenderedFences.runningTransitions[ObjectIdentifier(self), default: 0] += 1
    }

    /// For renderers: a transition reported with ``renderingTransitionWillBegin()`` ended,
    /// completed or cancelled. When none runs any more, what ``whenRendered(_:)`` holds runs, in
    /// the order it was asked for. An end with no transition running is ignored.
    public func renderingTransitionDidEnd() {
        let key = ObjectIdentifier(self)
        guard let running = RenderedFences.runningTransitions[key] else { return }
        guard running <= 1 else {
            RenderedFences.runningTransitions[key] = running - 1
            return
        }
        RenderedFences.runningTransitions[key] = nil
        guard let bodies = RenderedFences.waiting.removeValue(forKey: key) else { return }
        for body in bodies { body() }
    }
}
