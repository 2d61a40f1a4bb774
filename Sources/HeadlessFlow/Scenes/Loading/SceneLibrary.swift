/// Finds, parses and caches scene files from an ordered list of ``SceneSource``s.
///
/// A library is `Sendable` and can be used from any thread: parsing has nothing to do with the
/// UI, so an app can warm the cache off the main actor (``preload(_:)``) and then instantiate
/// screens on it. Parsed scenes are immutable ``SceneDescription`` values kept under a lock; the
/// lock is never held while a file is read or parsed, so two threads asking for the same
/// uncached scene may both parse it, and the results are equal.
///
/// ```swift
/// let library = SceneLibrary(sources: [.bundle(.module, subdirectory: "Scenes")])
/// let login = try LoginScreen.instantiate(from: library)
/// ```
public final class SceneLibrary: Sendable {
    /// The sources, searched in order; the first that holds a scene wins.
    public let sources: [SceneSource]

    /// The parsed scenes, and a generation bumped by ``removeCachedScenes()`` so that a load that
    /// started before the clear does not put its now-stale result back.
    private let cache = Lock<(scenes: [String: SceneDescription], generation: UInt64)>(([:], 0))

    /// Who hears the actions of the screens built from this library (``observeActions(_:)``).
    let actionObservers = ObserverList<SceneActionEvent>()

    /// Creates a library that searches `sources` in order.
    public init(sources: [SceneSource]) {
        self.sources = sources
    }

    /// The parsed scene named `name` (the screen type name), from the cache or its sources.
    ///
    /// - Throws: ``SceneError/sceneNotFound(name:searched:)`` listing every place searched, or the
    ///   error that makes the file unusable. Failures are not cached, so a fixed file loads on the
    ///   next call.
    public func scene(named name: String) throws(SceneError) -> SceneDescription {
        let (cached, generation) = cache.withLock { ($0.scenes[name], $0.generation) }
        if let cached { return cached }
        // A name is a type name, never a path: a deep link must not reach outside the sources.
        guard Self.isValidName(name) else {
            throw .sceneNotFound(
                name: name,
                searched: ["(nothing: a scene name is not empty and has no '/', '\\' or leading '.')"])
        }
        var searched: [String] = []
        for source in sources {
            switch try source.load(name) {
            case .found(let scene):
                cache.withLock { cache in
                    if cache.generation == generation { cache.scenes[name] = scene }
                }
                return scene
            case .notFound(let place):
                searched.append(place)
            }
        }
        throw .sceneNotFound(name: name, searched: searched)
    }

    /// Parses and caches the named scenes now, so later instantiations do no I/O. Stops at the
    /// first scene that fails.
    public func preload(_ names: some Sequence<String>) throws(SceneError) {
        for name in names { _ = try scene(named: name) }
    }

    /// Forgets every parsed scene; the next request reads its file again.
    public func removeCachedScenes() {
        // The old dictionary is released after the lock: never free user-visible values under it.
        let old = cache.withLock { cache -> [String: SceneDescription] in
            defer {
                cache.scenes = [:]
                cache.generation &+= 1
            }
            return cache.scenes
        }
        _ = old
    }

    /// The names of the scenes in the cache, sorted.
    package var cachedSceneNames: [String] {
        cache.withLock { $0.scenes.keys.sorted() }
    }

    private static func isValidName(_ name: String) -> Bool {
        // Scalars, not Characters: "/" followed by a combining mark is one Character that is not
        // equal to "/", but the file system still sees the slash.
        let scalars = name.unicodeScalars
        guard let first = scalars.first, first != "." else { return false }
        for scalar in scalars where scalar == "/" || scalar == "\\" || scalar == "\0" { return false }
        return true
    }

    // MARK: - The standard library

    private static let standardStorage = Lock(SceneLibrary(sources: [.bundle(.main)]))

    /// The library ``Instantiable/instantiate()`` uses unless a screen type overrides
    /// ``Instantiable/sceneLibrary``. It starts out searching the main bundle's resources.
    ///
    /// Set it once at launch, for example to `SceneLibrary(sources: [.bundle(.module)])`. Tests
    /// should prefer ``Instantiable/instantiate(from:)`` with their own library; a test that sets
    /// this property should restore it.
    public static var standard: SceneLibrary {
        get { standardStorage.withLock { $0 } }
        set { standardStorage.withLock { $0 = newValue } }
    }
}
