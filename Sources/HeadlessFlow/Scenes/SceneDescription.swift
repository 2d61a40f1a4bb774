/// A parsed, validated scene file: what ``SceneLibrary`` caches and screens are built from.
///
/// A description is an immutable value, safe to share across threads; each instantiation builds
/// fresh ``SceneElement`` objects from it.
public struct SceneDescription: Sendable, Equatable {
    /// The scene's name, the screen type name it is for (`LoginScreen`).
    public let name: String

    /// The file it was read from, as its ``SceneSource`` names it.
    public let file: String

    /// The schema version the file declares.
    public let version: Int

    /// The screen's title.
    public let title: String

    /// The elements, in file order, which is the order a renderer draws them.
    public let elements: [ElementDescription]

    private let indexByID: [String: Int]

    init(name: String, file: String, version: Int, title: String, elements: [ElementDescription]) {
        self.name = name
        self.file = file
        self.version = version
        self.title = title
        self.elements = elements
        var index: [String: Int] = [:]
        index.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() { index[element.id] = position }
        self.indexByID = index
    }

    /// The position of the element with `id` in ``elements``, if there is one.
    func index(ofElementWithID id: String) -> Int? {
        indexByID[id]
    }

    /// The element with `id`, if there is one.
    public func element(withID id: String) -> ElementDescription? {
        indexByID[id].map { elements[$0] }
    }
}
