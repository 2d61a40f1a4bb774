#if canImport(SwiftUI)
    import HeadlessFlow
    import SwiftUI

    /// How ``ScreenElementsView`` draws scenes: the built-in SwiftUI controls, except where the app replaces
    /// the drawing of one kind of element or of one whole scene.
    ///
    /// ```swift apple-only
    /// var drawers = SwiftUIElementDrawers()
    /// drawers.replaceKind(.button) { control, drawing in
    ///     BrandButton(control: control, drawing: drawing)  // a view of the app's own
    /// }
    /// drawers.replaceScene(named: "LoginScreen") { screen in
    ///     LoginView(screen: screen)  // a whole view of the app's own
    /// }
    /// ```
    ///
    /// A scene replaced whole wins over a replaced kind, which wins over the built-in drawing
    /// (`SceneDrawers`). A replaced kind's view is drawn again on every change to
    /// the scene, as SwiftUI views are.
    @MainActor
    public struct SwiftUIElementDrawers {
        /// The neutral choice this wraps.
        public private(set) var choice = SceneDrawers<AnyView, AnyView>()

        /// Drawers that replace nothing.
        public init() {}

        /// Draws every screen of exactly type `type` with the view `drawer` makes.
        public mutating func replaceScene<Target: Screen, Content: View>(
            ofType type: Target.Type, @ViewBuilder with drawer: @escaping @MainActor (Target) -> Content
        ) {
            choice.replaceScene(ofType: type) { AnyView(drawer($0)) }
        }

        /// Draws every screen built from the scene file `name` with the view `drawer` makes.
        public mutating func replaceScene<Content: View>(
            named name: String, @ViewBuilder with drawer: @escaping @MainActor (Screen) -> Content
        ) {
            choice.replaceScene(named: name) { AnyView(drawer($0)) }
        }

        /// Draws every control of `kind` with the view `drawer` makes; it sends what the user does
        /// with `SceneDrawing.send(_:to:)`.
        public mutating func replaceKind<Content: View>(
            _ kind: ElementKind,
            @ViewBuilder with drawer: @escaping @MainActor (DrawnControl, SceneDrawing) -> Content
        ) {
            choice.replaceKind(kind) { AnyView(drawer($0, $1)) }
        }
    }
#endif
