/// What a tab shows in the tab bar: the headless `UITabBarItem`.
public struct TabBarItem: Sendable, Equatable, Hashable, Codable {
    /// The tab's title.
    public var title: String
    /// The name of the tab's image, resolved by the renderer.
    public var imageName: String?
    /// The name of the image shown while the tab is selected.
    public var selectedImageName: String?
    /// The badge text; `nil` shows no badge.
    public var badge: String?

    /// Creates a tab bar item.
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
