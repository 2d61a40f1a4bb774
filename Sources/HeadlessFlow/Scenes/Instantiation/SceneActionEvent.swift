/// An action an element of a scene screen sent (a button tapped, a row picked, a toggle flipped),
/// as the observers of the screen's ``SceneLibrary`` hear it: for logging and analytics, from
/// outside the screen's code (see ``SceneLibrary/observeActions(_:)``).
public struct SceneActionEvent: Sendable, Equatable, CustomStringConvertible {
    /// The screen whose element sent it.
    public let screen: ScreenID
    /// The scene the screen was built from (its type's name, unless it names another).
    public let scene: String
    /// The element's id in the scene.
    public let element: String
    /// The action's name, as the scene file spells it.
    public let action: String

    /// Creates an event.
    public init(screen: ScreenID, scene: String, element: String, action: String) {
        self.screen = screen
        self.scene = scene
        self.element = element
        self.action = action
    }

    /// `scene.element → action`, e.g. `LoginScreen.login → logIn`.
    public var description: String {
        "\(scene).\(element) → \(action)"
    }
}

extension SceneLibrary {
    /// Calls `handler` with every action an element sends in a screen built from this library,
    /// before the screen's own handler runs, until the token is cancelled or deallocated: taps
    /// can be logged or counted without touching a screen's code. Scoped to the library, so a
    /// test's library and the app's never hear each other's screens.
    ///
    /// ```swift
    /// let analytics = library.observeActions { event in log("\(event)") }  // LoginScreen.login → logIn
    /// ```
    ///
    /// - Returns: The token that keeps the observation alive.
    public func observeActions(_ handler: @escaping @MainActor (SceneActionEvent) -> Void) -> ObservationToken
    {
        actionObservers.add(unsafeBitCast(handler, to: ((SceneActionEvent) -> Void).self))
    }
}
