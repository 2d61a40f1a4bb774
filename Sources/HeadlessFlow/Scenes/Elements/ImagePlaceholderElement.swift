/// A named image the renderer supplies (`"kind": "imagePlaceholder"`): the scene names the image,
/// the renderer decides what it looks like.
@MainActor
public final class ImagePlaceholderElement: SceneElement {
    /// The image's name, for example an asset catalog name.
    public var image: String {
        didSet { if image != oldValue { didChange() } }
    }

    /// What a screen reader says for the image; `nil` for decorative images.
    public var accessibilityLabel: String? {
        didSet { if accessibilityLabel != oldValue { didChange() } }
    }

    override class var kindOfClass: ElementKind? { .imagePlaceholder }

    /// Creates the element in code; screens built from a scene file get theirs from the file.
    public init(id: String, image: String, accessibilityLabel: String?, isEnabled: Bool = true) {
        self.image = image
        self.accessibilityLabel = accessibilityLabel
        super.init(id: id, kind: .imagePlaceholder, isEnabled: isEnabled)
    }
}
