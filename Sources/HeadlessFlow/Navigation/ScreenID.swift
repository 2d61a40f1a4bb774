/// A stable, unique identity for a ``Screen``, safe to keep in events and to send across threads.
///
/// Navigation events refer to screens by ID rather than by reference, so recording a history of
/// events never keeps a screen alive.
public struct ScreenID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The raw number; IDs are handed out in increasing order within a process.
    public let rawValue: UInt64

    /// Creates an ID from its raw number.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public var description: String { "screen#\(rawValue)" }

    public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool { lhs.rawValue < rhs.rawValue }

    @MainActor private static var last: UInt64 = 0

    @MainActor static func next() -> ScreenID {
        last &+= 1
        return ScreenID(rawValue: last)
    }
}
