/// A dependency of a scene screen that hears the screen's ``SceneScreen/awake()`` and lifecycle
/// callbacks without the screen forwarding them: StoryCode's helpers. Adopt it on a class handed
/// to ``Instantiable/instantiate(with:from:)`` as the screen's `Dependencies`, or kept in a
/// stored property of a `Dependencies` struct (one level deep).
///
/// ```swift
/// final class ScreenTracker: SceneScreenHelper {
///     func screen(_ screen: SceneScreen, didReceive event: Screen.LifecycleEvent) {
///         if case .didAppear = event { analytics.track(screen.scene.name) }
///     }
/// }
/// ```
///
/// A helper is told once the screen is built (``screenDidAwake(_:)``, after the screen's own
/// `awake()`), then each lifecycle callback after the screen's own override has run. The screen
/// holds its dependencies and the helper is reached weakly, so a helper that keeps its screen
/// makes no retain cycle through the library.
@MainActor
public protocol SceneScreenHelper: AnyObject {
    /// Called once the screen is built, after its own ``SceneScreen/awake()``.
    func screenDidAwake(_ screen: SceneScreen)
    /// Called with each of the screen's lifecycle callbacks.
    func screen(_ screen: SceneScreen, didReceive event: Screen.LifecycleEvent)
}

extension SceneScreenHelper {
    /// Does nothing.
    public func screenDidAwake(_ screen: SceneScreen) {}
    /// Does nothing.
    public func screen(_ screen: SceneScreen, didReceive event: Screen.LifecycleEvent) {}
}

extension SceneScreen {
    /// Finds the ``SceneScreenHelper``s among `dependencies` (the value itself, or the stored
    /// properties of a struct), tells each the screen is built, and has the screen's lifecycle
    /// callbacks reach them for as long as the screen lives.
    func attachHelpers(in dependencies: Any) {
        var helpers: [any SceneScreenHelper] = []
        if let helper = dependencies as? any SceneScreenHelper {
            helpers.append(helper)
        } else if Mirror(reflecting: dependencies).displayStyle == .struct {
            for child in Mirror(reflecting: dependencies).children {
                if let helper = child.value as? any SceneScreenHelper { helpers.append(helper) }
            }
        }
        for helper in helpers {
            helper.screenDidAwake(self)
            let token = observeLifecycle { [weak helper] screen, event in
                helper?.screen(screen, didReceive: event)
            }
            observations.insert(token)
        }
    }
}
