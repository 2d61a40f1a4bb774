/// The ``Instantiable/Action`` of a screen that declares no typed actions: an enum with no cases,
/// so no action name matches it and its ``Instantiable/perform(_:)`` is never called.
///
/// Swift gives an enum without cases no raw type, so the conformances are written out.
public enum NoSceneActions: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// Always `nil`: no action name is one of no cases.
    public init?(rawValue: String) { nil }

    /// Never read: there is no value to read it from.
    public var rawValue: String {
        switch self {}
    }
}
