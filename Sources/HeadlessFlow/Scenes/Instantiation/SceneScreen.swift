/// A ``Screen`` built from a scene file: it owns the scene's elements, which a renderer draws in
/// order.
///
/// Subclass it and adopt ``Instantiable``. A subclass with outlets and no
/// ``Instantiable/Dependencies`` overrides ``init(outlets:)``, the counterpart of
/// `init?(coder:)`, takes its outlets, and passes `outlets` on, so the scene's title and elements
/// always reach the screen:
///
/// ```swift
/// override init(outlets: SceneOutlets) throws(SceneError) {
///     email = try outlets.element("email")
///     try super.init(outlets: outlets)
/// }
/// ```
///
/// A subclass with dependencies implements ``Instantiable/init(outlets:dependencies:)`` instead
/// and calls ``init(outlets:)`` from it. Work that needs outlets, dependencies and actions all in
/// place goes in ``awake()``.
@MainActor
open class SceneScreen: Screen {
    /// The scene the screen was built from.
    public let scene: SceneDescription

    /// The screen's elements, in the scene's order.
    public let elements: [SceneElement]

    /// Creates the screen with the scene's title and elements.
    ///
    /// Not `required`, so a subclass can keep dependencies in `let`s that this initializer could
    /// not fill.
    ///
    /// It binds the screen's ``Outlet`` properties.
    ///
    /// - Parameter outlets: the scene's title and elements.
    /// - Throws: the ``SceneError`` of an ``Outlet`` that is missing or of the wrong kind; overrides
    ///   throw the same for the outlets they take.
    public init(outlets: SceneOutlets) throws(SceneError) {
        self.scene = outlets.scene
        self.elements = outlets.elements
        super.init(title: outlets.title)
        try bindOutlets(from: outlets)
    }

    /// Creates a screen that has no dependencies: the ``Instantiable/init(outlets:dependencies:)``
    /// of every subclass that overrides ``init(outlets:)`` or declares no initializer.
    ///
    /// - Parameters:
    ///   - outlets: the scene's title and elements.
    ///   - dependencies: nothing.
    /// - Throws: the ``SceneError`` of ``init(outlets:)``.
    public convenience init(outlets: SceneOutlets, dependencies: Void) throws(SceneError) {
        try self.init(outlets: outlets)
    }

    /// Called once when the screen is fully built, after its outlets and dependencies are set and
    /// its actions bound, and before ``Instantiable/instantiate(with:from:)`` returns it, so before
    /// its first ``Screen/didLoad()``. The counterpart of `awakeFromNib()`; the default does nothing.
    ///
    /// Overrides start observing their view-model here, where every outlet, dependency and action
    /// handler is in place. A screen created by calling its initializer directly is not awoken.
    open func awake() {}

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
