/// The names `String(describing:)` gives types, worked out once per type.
///
/// Each costs thousands of instructions (a mirror, dynamic casts, a demangled name), and the
/// registries name every type they register, once per app: an app that builds its registries
/// again (a test, the explorer's fresh app per transition) paid that again for names that never
/// change. `package`, so the demo's screen factory reads it too. The cache holds only that fact, a type's name, so nothing mutable is shared between
/// the apps that read it; it is main-actor state, like the registries that read it.
@MainActor
package enum TypeNames {
    /// Types are never unloaded, so a metatype's identifier names one type for good.
    private static var described: [ObjectIdentifier: String] = [:]

    /// `String(describing: type)`, read from the cache after the first time.
    package static func describing(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = described[key] { return name }
        let name = String(describing: type)
        described[key] = name
        return name
    }
}
