/// Where a renderer finds the image an app names: an ``ItemLabel``'s ``ItemLabel/imageName`` or
/// ``ItemLabel/selectedImageName``, an ``ImagePlaceholderElement``'s ``ImagePlaceholderElement/image``.
///
/// Apps name images as they do in UIKit and SwiftUI: an image of the app's asset catalog, or an
/// SF Symbol. ``resolve(_:hasAsset:)`` decides which, the same way for every renderer: an asset
/// with that name wins, so a UIFlow app's own tab images draw as they did; otherwise the name is an
/// SF Symbol's. The renderers only ask the platform whether the asset exists
/// (`UIImage(named:)`, `NSImage(named:)`) and draw what this returns.
public enum ImageSource: Sendable, Equatable, CustomStringConvertible {
    /// An image of the app's asset catalog (`UIImage(named:)`, `Image(_:)`).
    case asset(String)
    /// An SF Symbol (`UIImage(systemName:)`, `Image(systemName:)`).
    case symbol(String)

    /// Where the image `name` comes from: the asset catalog when `hasAsset(name)`, an SF Symbol
    /// otherwise; `nil` for no name or an empty one.
    ///
    /// - Parameters:
    ///   - name: the name the app gave; `nil` draws no image.
    ///   - hasAsset: whether the app's asset catalog has an image by that name.
    /// - Returns: The source to draw from, or `nil` for no image.
    public static func resolve(_ name: String?, hasAsset: (String) -> Bool) -> ImageSource? {
        guard let name, !name.isEmpty else { return nil }
        return hasAsset(name) ? .asset(name) : .symbol(name)
    }

    public var description: String {
        switch self {
        case .asset(let name): "asset \(name)"
        case .symbol(let name): "symbol \(name)"
        }
    }
}

extension ItemLabel {
    /// The name of the image to show while the item is selected or not: the
    /// ``selectedImageName`` when selected and set, the ``imageName`` otherwise.
    ///
    /// - Parameter isSelected: whether the item is the selected one.
    /// - Returns: The image name to resolve with ``ImageSource/resolve(_:hasAsset:)``, or `nil`.
    public func imageName(isSelected: Bool) -> String? {
        isSelected ? selectedImageName ?? imageName : imageName
    }
}
