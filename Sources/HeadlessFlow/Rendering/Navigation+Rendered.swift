// Waiting for the screen: a change's completion runs once a renderer has finished showing it.

/// The transitions renderers report running on a root navigation, and what waits for them. Kept
/// by the navigation itself, so it goes with it: nothing outlives the tree it belongs to.
@MainActor
final class RenderedFence {
    var runningTransitions = 0
    var waiting: [@MainActor () -> Void] = []
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
            let root = displayedRoot ?? self
            guard let fence = root.renderedFence, fence.runningTransitions > 0 else { return body() }
            fence.waiting.append(body)
        }
    }

    /// For renderers: a transition (an animated push, pop, presentation or dismissal, or an
    /// interactive gesture) of what this root navigation's tree shows began. Each needs its own
    /// ``renderingTransitionDidEnd()``; until the last has ended, ``whenRendered(_:)`` waits.
    public func renderingTransitionWillBegin() {
        let fence = renderedFence ?? RenderedFence()
        renderedFence = fence
        fence.runningTransitions += 1
    }

    /// For renderers: a transition reported with ``renderingTransitionWillBegin()`` ended,
    /// completed or cancelled. When none runs any more, what ``whenRendered(_:)`` holds runs, in
    /// the order it was asked for. An end with no transition running is ignored.
    public func renderingTransitionDidEnd() {
        guard let fence = renderedFence, fence.runningTransitions > 0 else { return }
        fence.runningTransitions -= 1
        guard fence.runningTransitions == 0, !fence.waiting.isEmpty else { return }
        let bodies = fence.waiting
        fence.waiting = []
        for body in bodies { body() }
    }
}
