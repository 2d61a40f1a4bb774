/// The neutral choice of who draws a scene and each of its controls: an app's replacement for one
/// scene first, then its replacement for one kind of element, then the renderer's built-in drawing.
///
/// `HeadlessFlowUIKit`'s `UIKitElementDrawers` (a `UIViewController` per scene, a `UIView` per
/// control) and `HeadlessFlowSwiftUI`'s `SwiftUIElementDrawers` (an `AnyView` for both) wrap it;
/// the choice itself is tested here with any output type:
///
/// ```swift
/// var drawers = SceneDrawers<String, String>()
/// drawers.replaceKind(.button) { control, _ in "custom button \(control.id)" }
/// drawers.replaceScene(named: "LoginScreen") { screen in "custom \(screen.title)" }
/// ```
///
/// A scene is matched by its screen's type first (``replaceScene(ofType:with:)``), then by the name
/// of the scene file it was built from (``replaceScene(named:with:)``, a ``SceneScreen``'s
/// ``SceneDescription/name``).
@MainActor
public struct SceneDrawers<SceneOutput, ControlOutput> {
    /// Draws a whole screen in place of the built-in drawing.
    public typealias SceneDrawer = @MainActor (Screen) -> SceneOutput

    /// Draws one control; the ``SceneDrawing`` is there to send what the user does
    /// (``SceneDrawing/send(_:to:)``) and to reach the element (``SceneDrawing/element(withID:)``).
    public typealias ControlDrawer = @MainActor (DrawnControl, SceneDrawing) -> ControlOutput

    private var scenesByType: [ObjectIdentifier: SceneDrawer] = [:]
    private var scenesByName: [String: SceneDrawer] = [:]
    private var kinds: [ElementKind: ControlDrawer] = [:]

    /// Drawers that replace nothing: every scene and control gets the built-in drawing.
    public init() {}

    /// Draws every screen of type `type` (exactly that class) with `drawer`.
    public mutating func replaceScene<Target: Screen>(
        ofType type: Target.Type, with drawer: @escaping @MainActor (Target) -> SceneOutput
    ) {
        scenesByType[ObjectIdentifier(type)] = { screen in
            // Only screens of exactly this type are looked up under its identifier.
            drawer(unsafeDowncast(screen, to: Target.self))
        }
    }

    /// Draws every screen built from the scene file `name` (without `.json`) with `drawer`.
    public mutating func replaceScene(named name: String, with drawer: @escaping SceneDrawer) {
        scenesByName[name] = drawer
    }

    /// Draws every control of `kind` with `drawer`, in every scene not replaced whole.
    public mutating func replaceKind(_ kind: ElementKind, with drawer: @escaping ControlDrawer) {
        kinds[kind] = drawer
    }

    /// The app's drawing of `screen`, or `nil` when the renderer draws it control by control.
    public func replacement(for screen: Screen) -> SceneOutput? {
        if let drawer = scenesByType[ObjectIdentifier(type(of: screen))] { return drawer(screen) }
        if let scene = (screen as? SceneScreen)?.scene, let drawer = scenesByName[scene.name] {
            return drawer(screen)
        }
        return nil
    }

    /// The drawing of `control`: the app's for its kind if there is one, otherwise `builtIn()`.
    public func draw(
        _ control: DrawnControl, in drawing: SceneDrawing, builtIn: () -> ControlOutput
    ) -> ControlOutput {
        if let drawer = kinds[control.kind] { return drawer(control, drawing) }
        return builtIn()
    }

    /// Whether the app replaced the drawing of `kind`.
    public func replacesKind(_ kind: ElementKind) -> Bool {
        kinds[kind] != nil
    }
}
