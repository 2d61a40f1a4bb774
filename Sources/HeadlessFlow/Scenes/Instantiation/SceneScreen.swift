/// A ``Screen`` built from a scene file: it owns the scene's elements, which a renderer draws in
/// order.
///
/// Subclass it and adopt ``Instantiable``. A subclass with outlets overrides the one initializer,
/// the counterpart of `init?(coder:)`, takes its outlets, and passes `outlets` on, so the scene's
/// title and elements always reach the screen:
///
/// ```swift
/// required init(outlets: SceneOutlets) throws(SceneError) {
///     email = try outlets.element("email")
///     try super.init(outlets: outlets)
/// }
/// ```
@MainActor
open class SceneScreen: Screen {
    /// The scene the screen was built from.
    public let scene: SceneDescription

    /// The screen's elements, in the scene's order.
    public let elements: [SceneElement]

    /// Creates the screen with the scene's title and elements.
    ///
    /// - Throws: never itself; overrides throw the ``SceneError`` of an outlet that is missing or
    ///   of the wrong kind.
    public required init(outlets: SceneOutlets) throws(SceneError) {
        self.scene = outlets.scene
        self.elements = outlets.elements
        super.init(title: outlets.title)
    }

    /// The element with `id`, if the scene has one.
    public func element(withID id: String) -> SceneElement? {
        scene.index(ofElementWithID: id).map { elements[$0] }
    }

    /// The element with `id` if the scene has one of type `Element`; for tests and renderers
    /// that reach a screen built by name.
    public func element<Element: SceneElement>(withID id: String, as type: Element.Type) -> Element? {
        element(withID: id) as? Element
    }
}
