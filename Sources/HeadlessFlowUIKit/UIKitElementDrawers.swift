#if canImport(UIKit) && !os(watchOS)
    import HeadlessFlow
    import UIKit

    /// How ``SceneViewController`` draws scenes: the built-in UIKit controls, except where the app
    /// replaces the drawing of one kind of element or of one whole scene.
    ///
    /// ```swift apple-only
    /// var drawers = UIKitElementDrawers()
    /// drawers.replaceKind(.button) { control, drawing in
    ///     BrandButton(control: control, drawing: drawing)  // a UIView of the app's own
    /// }
    /// drawers.replaceScene(named: "LoginScreen") { screen in
    ///     LoginViewController(screen: screen)  // a whole view controller of the app's own
    /// }
    /// let renderer = UIKitRenderer(coordinator: coordinator) { screen in
    ///     SceneViewController(screen: screen, drawers: drawers)
    /// }
    /// ```
    ///
    /// A scene replaced whole wins over a replaced kind, which wins over the built-in drawing
    /// (`SceneDrawers`). A replaced kind's view is made again on each change to its
    /// control, unless it adopts ``SceneControlUpdating``: then it is updated in place.
    @MainActor
    public struct UIKitElementDrawers {
        /// The neutral choice this wraps.
        public private(set) var choice = SceneDrawers<UIViewController, UIView>()

        /// Drawers that replace nothing.
        public init() {}

        /// Draws every screen of exactly type `type` with the view controller `drawer` makes.
        public mutating func replaceScene<Target: Screen>(
            ofType type: Target.Type, with drawer: @escaping @MainActor (Target) -> UIViewController
        ) {
            choice.replaceScene(ofType: type, with: drawer)
        }

        /// Draws every screen built from the scene file `name` with the view controller `drawer`
        /// makes.
        public mutating func replaceScene(
            named name: String, with drawer: @escaping @MainActor (Screen) -> UIViewController
        ) {
            choice.replaceScene(named: name, with: drawer)
        }

        /// Draws every control of `kind` with the view `drawer` makes; it sends what the user does
        /// with `SceneDrawing.send(_:to:)`.
        public mutating func replaceKind(
            _ kind: ElementKind, with drawer: @escaping @MainActor (DrawnControl, SceneDrawing) -> UIView
        ) {
            choice.replaceKind(kind, with: drawer)
        }
    }

    /// A view an app draws a control with (``UIKitElementDrawers/replaceKind(_:with:)``) that
    /// takes the control's new state in place, so a field being edited keeps its focus.
    @MainActor
    public protocol SceneControlUpdating: UIView {
        /// Shows `control`, the new state of the control the view draws.
        func update(to control: DrawnControl)
    }
#endif
