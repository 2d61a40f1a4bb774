/// What a container shows for one of its items: a tab's title, images and badge (the headless
/// `UITabBarItem`), a page's or a column's title.
public struct ItemLabel: Sendable, Equatable, Hashable, Codable {
    /// The item's title.
    public var title: String
    /// The name of the item's image. Both renderers look it up as an image of the app's asset
    /// catalog first and as an SF Symbol second (``ImageSource/resolve(_:hasAsset:)``).
    public var imageName: String?
    /// The name of the image shown while the item is selected, looked up as ``imageName`` is;
    /// `nil` shows ``imageName`` then too (``imageName(isSelected:)``).
    public var selectedImageName: String?
    /// The badge text; `nil` shows no badge.
    public var badge: String?

    /// Creates an item's label.
    public init(
        title: String,
        imageName: String? = nil,
        selectedImageName: String? = nil,
        badge: String? = nil
    ) {
        self.title = title
        self.imageName = imageName
        self.selectedImageName = selectedImageName
        self.badge = badge
    }
}

/// What a tab shows in the tab bar: an ``ItemLabel``, under the name UIKit gives it.
public typealias TabBarItem = ItemLabel
