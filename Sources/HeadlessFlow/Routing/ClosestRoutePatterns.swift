/// The registered patterns near a path that no pattern matches, best first: the hints of
/// ``URLRouteError/noMatch(path:closestPatterns:)``.
///
/// A table finds them when they are first read (by `description`, by iterating, by comparing
/// errors), not when the lookup fails: finding them compares the failing segment with every literal
/// of the node where the search stopped, which costs far more than the lookup, and most misses
/// (a link the app does not handle, a fallback route tried next) never show their hints. Reading
/// them once keeps them: later reads, from any thread, see the same list.
///
/// It is an array of pattern texts in every other way, and an array literal makes one:
///
/// ```swift
/// let error = URLRouteError.noMatch(path: "/items/1", closestPatterns: ["Items/{id}"])
/// ```
public struct ClosestRoutePatterns: RandomAccessCollection, Sendable, ExpressibleByArrayLiteral {
    /// Where the patterns come from: a list given, or a table's failed search not yet read.
    private enum Source: Sendable {
        case list([String])
        case pending(PendingRouteHints)
    }

    /// A failed search, until its hints are first read.
    enum Pending: Sendable {
        case search(RouteHints, path: [Substring], miss: RouteTrie.Miss)
        case found([String])
    }

    private let source: Source

    /// The hints of a search for `path` that stopped at `miss`, found when first read.
    init(hints: RouteHints, path: [Substring], miss: RouteTrie.Miss) {
        source = .pending(PendingRouteHints(.search(hints, path: path, miss: miss)))
    }

    /// Patterns given as they are.
    public init(_ patterns: [String]) {
        source = .list(patterns)
    }

    /// Patterns given as they are.
    public init(arrayLiteral patterns: String...) {
        source = .list(patterns)
    }

    /// The pattern texts, best first.
    public var patterns: [String] {
        switch source {
        case .list(let patterns):
            return patterns
        case .pending(let pending):
            return pending.patterns()
        }
    }

    /// The position of the first pattern: 0.
    public var startIndex: Int { 0 }

    /// The number of patterns.
    public var endIndex: Int { patterns.count }

    /// The pattern at `position`.
    public subscript(position: Int) -> String { patterns[position] }
}

extension ClosestRoutePatterns: Equatable {
    /// Equal when they list the same patterns in the same order.
    public static func == (lhs: ClosestRoutePatterns, rhs: ClosestRoutePatterns) -> Bool {
        lhs.patterns == rhs.patterns
    }
}

extension ClosestRoutePatterns: CustomStringConvertible {
    /// The patterns as an array prints them.
    public var description: String { patterns.description }
}
