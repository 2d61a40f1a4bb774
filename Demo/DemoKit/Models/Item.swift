/// One thing in the user's list: what ItemsList shows and NewItem adds.
public struct Item: Codable, Sendable, Equatable, Hashable {
    /// The name the user typed.
    public var name: String

    /// Creates an item.
    public init(name: String) {
        self.name = name
    }

    /// The items a new data file starts with.
    public static let seed = [Item(name: "Pen"), Item(name: "Pencil"), Item(name: "Eraser")]
}
