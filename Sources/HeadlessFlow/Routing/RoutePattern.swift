/// A parsed URL pattern such as `items/{id}/comments/{cid}?tab={tab}&sort={sort?}`.
///
/// A pattern is a path of segments separated by `/`, optionally followed by query items:
///
/// - a literal segment (`items`, `café`) matches exactly that text, after the URL's segment is
///   percent-decoded; literals are case-sensitive and compared with Swift `String` equality, so
///   the NFC and NFD forms of a letter are equal;
/// - `{name}` matches any one segment and makes it available as the parameter `name`;
/// - `*` matches any one segment and ignores it;
/// - `**` matches the rest of the path, zero or more segments; it can only be last
///   (``RouteMatch/remainingSegments`` holds what it matched);
/// - `?key={name}` requires the query item `key` and names its value `name`; `?key={name?}`
///   makes it optional. Items are joined with `&`.
///
/// A leading `/` and a trailing `/` change nothing (`/items/` is `items`); `/` alone is the
/// root. Parameter names are ASCII identifiers (`[A-Za-z_][A-Za-z0-9_]*`) and are unique across
/// the path and the query. Literals are written decoded (`café`, not `caf%C3%A9`) and cannot hold
/// `? # { } * % \`, whitespace or control characters.
///
/// ```swift
/// let pattern = try RoutePattern("items/{id}?tab={tab?}")
/// print(pattern.parameterNames)  // ["id", "tab"]
/// ```
///
/// Two patterns are equal when their texts are equal.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// One segment of a pattern's path.
    public enum Segment: Sendable, Hashable {
        /// Matches exactly this (decoded) text.
        case literal(String)
        /// `{name}`: matches any one segment, available as the parameter `name`.
        case parameter(String)
        /// `*`: matches any one segment, whose value is ignored.
        case wildcard
        /// `**`: matches the rest of the path, zero or more segments.
        case catchAll
    }

    /// One `key={name}` or `key={name?}` item of a pattern's query.
    public struct QueryItem: Sendable, Hashable {
        /// The query item's name in the URL (`tab` in `tab={selectedTab}`).
        public let key: String
        /// The parameter name its value is read by (`selectedTab` in `tab={selectedTab}`).
        public let parameter: String
        /// Whether a URL may leave the item out (`{name?}`).
        public let isOptional: Bool

        /// Creates a query item description.
        public init(key: String, parameter: String, isOptional: Bool) {
            self.key = key
            self.parameter = parameter
            self.isOptional = isOptional
        }
    }

    let storage: CompiledRoutePattern

    /// Parses `text`.
    ///
    /// - Throws: a ``RoutePatternError`` naming the character offset of the problem and what was
    ///   expected there.
    public init(_ text: String) throws(RoutePatternError) {
        storage = try RoutePatternParser.parse(text)
    }

    init(storage: CompiledRoutePattern) {
        self.storage = storage
    }

    /// The pattern as written.
    public var text: String { storage.text }

    /// The path's segments, in order; empty for the root pattern `/`.
    public var segments: [Segment] { storage.segments }

    /// The query items, in the order written.
    public var queryItems: [QueryItem] { storage.queryItems }

    /// Every parameter name, path parameters first, then query parameters, in the order written.
    public var parameterNames: [String] { storage.parameters.map(\.name) }

    /// The pattern as written.
    public var description: String { storage.text }

    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
        lhs.storage.text == rhs.storage.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.text)
    }
}
