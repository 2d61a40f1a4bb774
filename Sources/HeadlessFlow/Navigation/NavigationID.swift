/// A stable, unique identity for a ``Navigation``, used by ``NavigationEvent``.
public struct NavigationID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The raw number; IDs are handed out in increasing order within a process.
    public let rawValue: UInt64

    /// Creates an ID from its raw number.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public var description: String { "navigation#\(rawValue)" }

    public static func < (lhs: NavigationID, rhs: NavigationID) -> Bool { lhs.rawValue < rhs.rawValue }

    @MainActor private static var last: UInt64 = 0

    @MainActor static func next() -> NavigationID {
        last &+= 1
        return NavigationID(rawValue: last)
    }
}
