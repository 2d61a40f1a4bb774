/// A parsed, validated scene file: what ``SceneLibrary`` caches and screens are built from.
///
/// A description is an immutable value, safe to share across threads; each instantiation builds
/// fresh ``SceneElement`` objects from it.
public struct SceneDescription: Sendable, Equatable {
    /// One shared, immutable box, so copying a description (out of the cache, into every screen)
    /// costs one retain rather than one per field.
    private final class Storage: Sendable {
        let name: String
        let file: String
        let version: Int
        let title: String
        let elements: [ElementDescription]
        let indexByID: [String: Int]
        /// Each screen type's handlers for the scene's actions, resolved by the first screen built.
        let actionPlans = Lock<[ObjectIdentifier: SceneActionPlan]>([:])

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
    }

    private let storage: Storage

    init(name: String, file: String, version: Int, title: String, elements: [ElementDescription]) {
        storage = Storage(name: name, file: file, version: version, title: title, elements: elements)
    }

    /// The scene's name, the screen type name it is for (`LoginScreen`).
    public var name: String { storage.name }

    /// The file it was read from, as its ``SceneSource`` names it.
    public var file: String { storage.file }

    /// The schema version the file declares.
    public var version: Int { storage.version }

    /// The screen's title.
    public var title: String { storage.title }

    /// The elements, in file order, which is the order a renderer draws them.
    public var elements: [ElementDescription] { storage.elements }

    /// The position of the element with `id` in ``elements``, if there is one.
    func index(ofElementWithID id: String) -> Int? {
        // A scene of a few elements is scanned: comparing short ids costs less than hashing one
        // (five outlets were a fifth of an instantiation).
        let elements = storage.elements
        guard elements.count > Self.scanLimit else {
            var index = 0
            while index < elements.count {
                if elements[index].id == id { return index }
                index += 1
            }
            return nil
        }
        return storage.indexByID[id]
    }

    /// The action plan of `screenType` for this scene, made by `make` the first time (a plan that
    /// fails to be made is not kept, so the error is thrown each time).
    func actionPlan(
        for screenType: Any.Type, orMake make: () throws(SceneError) -> SceneActionPlan
    ) throws(SceneError) -> SceneActionPlan {
        let key = ObjectIdentifier(screenType)
        if let plan = storage.actionPlans.withLock({ $0[key] }) { return plan }
        let plan = try make()
        return storage.actionPlans.withLock { plans in
            if let existing = plans[key] { return existing }
            plans[key] = plan
            return plan
        }
    }

    /// Up to this many elements, ``index(ofElementWithID:)`` scans rather than hashes.
    private static let scanLimit = 12

    /// The element with `id`, if there is one.
    public func element(withID id: String) -> ElementDescription? {
        storage.indexByID[id].map { storage.elements[$0] }
    }

    public static func == (lhs: SceneDescription, rhs: SceneDescription) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.name == rhs.name && lhs.file == rhs.file && lhs.version == rhs.version
                && lhs.title == rhs.title && lhs.elements == rhs.elements)
    }
}
