/// What a screen's initializer (``SceneScreen/init(outlets:)`` or
/// ``Instantiable/init(outlets:dependencies:)``) receives: the scene's title and elements, and
/// typed access to elements by id (the outlets).
///
/// Take each outlet in the initializer and store it in a `let`, so an instantiated screen can
/// never have a missing outlet:
///
/// ```swift
/// override init(outlets: SceneOutlets) throws(SceneError) {
///     email = try outlets.element("email")     // a TextFieldElement
///     logIn = try outlets.element("login")     // a ButtonElement
///     try super.init(outlets: outlets)
/// }
/// ```
@MainActor
public struct SceneOutlets {
    /// The scene being instantiated.
    public let scene: SceneDescription

    /// Fresh elements for this screen, in the scene's order.
    public let elements: [SceneElement]

    /// The screen type; its name is only worked out for an error message, as that is slow.
    let screenType: Any.Type

    init(scene: SceneDescription, elements: [SceneElement], screenType: Any.Type) {
        self.scene = scene
        self.elements = elements
        self.screenType = screenType
    }

    private var screenName: String { String(describing: screenType) }

    /// The scene's title.
    public var title: String { scene.title }

    /// The element with `id`, which must be of the type the outlet expects.
    ///
    /// The type is usually inferred from the stored property the result is assigned to.
    ///
    /// - Throws: ``SceneError/outletMissing(_:expected:screen:file:)`` when the scene has no such
    ///   element, ``SceneError/outletKindMismatch(_:expected:found:screen:at:)`` when it has
    ///   another kind.
    public func element<Element: SceneElement>(
        _ id: String, as type: Element.Type = Element.self
    ) throws(SceneError) -> Element {
        guard let index = scene.index(ofElementWithID: id) else {
            throw .outletMissing(id, expected: Element.kindOfClass, screen: screenName, file: scene.file)
        }
        let element = elements[index]
        guard let typed = element as? Element else {
            throw .outletKindMismatch(
                id, expected: Element.kindOfClass ?? element.kind, found: element.kind, screen: screenName,
                at: scene.elements[index].location)
        }
        return typed
    }
}
