import Foundation

/// Maps URLs to an app's route values through a table of patterns, the part of deep linking that
/// is a pure algorithm.
///
/// Build the table once, at launch, then resolve each incoming link:
///
/// ```swift
/// enum AppRoute: Equatable {
///     case item(id: Int, tab: String?)
///     case files(path: [String])
/// }
///
/// var table = URLRouteTable<AppRoute>(schemes: ["demo", "https"], hosts: .only(["example.com"]))
/// try table.add("items/{id}?tab={tab?}") { match in
///     .item(id: try match.parameter("id"), tab: try match.query("tab"))
/// }
/// try table.add("files/**") { match in
///     .files(path: match.remainingSegments.map(String.init))
/// }
/// let route = try table.resolve("https://example.com/items/42?tab=info")
/// // route == .item(id: 42, tab: "info")
/// ```
///
/// Matching rules, in short (``RoutePattern`` has the pattern syntax):
///
/// - **Scheme and host** are checked first: the scheme against `schemes`, ignoring ASCII case;
///   the host by the ``URLRouteHostRule`` given at init. A port, user information and a
///   `#fragment` are not compared.
/// - **Path**: split on `/`, then each segment is percent-decoded, so `%2F` stays inside its
///   segment. One leading and one trailing `/` are ignored; an empty segment inside the path
///   (`a//b`) is refused. Literal segments are case-sensitive and compared with Swift `String`
///   equality, so canonically equivalent forms (NFC `é` and NFD `e` + `◌́`) are equal.
/// - **Precedence** at each segment: a literal, then a `{parameter}`, then `*`, then `**`,
///   whatever the registration order. When a branch reaches no pattern the search backtracks:
///   with `a/{x}/c` and `a/b/d`, the path `a/b/c` matches `a/{x}/c`.
/// - **Query**: only the path chooses the pattern. Then its required query items must be in the
///   URL; items it does not name are ignored. Names and values are percent-decoded and `+` is a
///   space (write `%2B` for a plus); the first item with a name wins.
/// - **Conflicts**: ``add(_:_:)-(String,_)`` refuses a pattern with the same path shape as a
///   registered one (`items/{id}` and `items/{name}`, or `items/{id}` and `items/*`).
///
/// A lookup costs a few dictionary lookups per segment, independent of the number of patterns.
/// The table is a `Sendable` value: route closures are `@Sendable`, so keep them to building
/// route values (navigate after ``resolve(_:)-(String)`` returns).
public struct URLRouteTable<Route>: Sendable {
    /// Turns a match into the app's route value; it may throw.
    public typealias Builder = @Sendable (RouteMatch) throws -> Route

    @usableFromInline var matcher: RouteMatcher
    @usableFromInline var builders: [Builder] = []

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - schemes: the URL schemes to accept (`"demo"`, `"https"`), in any letter case; an empty
    ///     list accepts no URL string (``match(path:query:)`` still works).
    ///   - hosts: which hosts to accept; see ``URLRouteHostRule``.
    public init(schemes: [String], hosts: URLRouteHostRule) {
        matcher = RouteMatcher(schemes: schemes, hosts: hosts)
    }

    /// The accepted schemes, lowercased, in the order given.
    public var schemes: [String] { matcher.schemes }

    /// Which hosts are accepted, and where the path starts.
    public var hosts: URLRouteHostRule { matcher.hosts }

    /// The registered patterns, in registration order.
    public var patterns: [RoutePattern] {
        matcher.trie.patterns.map(RoutePattern.init(storage:))
    }

    /// The registered pattern that `pattern` would conflict with, if any; ``add(_:_:)-(String,_)``
    /// refuses a pattern for which this is not `nil`.
    public func conflictingPattern(for pattern: RoutePattern) -> RoutePattern? {
        matcher.trie.conflict(for: pattern.storage).map(RoutePattern.init(storage:))
    }

    /// Registers a pattern and the closure that turns its matches into a route value.
    ///
    /// - Throws: ``RoutePatternError`` when the pattern is malformed, or
    ///   ``RoutePatternError/conflictingPatterns(_:existing:)`` when a registered pattern has the
    ///   same path shape. The table is then unchanged.
    public mutating func add(_ pattern: String, _ build: @escaping Builder) throws(RoutePatternError) {
        try add(RoutePattern(pattern), build)
    }

    /// Registers a parsed pattern and the closure that turns its matches into a route value.
    ///
    /// - Throws: ``RoutePatternError/conflictingPatterns(_:existing:)`` when a registered pattern
    ///   has the same path shape; the table is then unchanged.
    public mutating func add(_ pattern: RoutePattern, _ build: @escaping Builder) throws(RoutePatternError) {
        try matcher.insert(pattern.storage)
        builders.append(build)
    }

    // MARK: - Resolving

    /// The route value for `url`: matches it, then calls the matching pattern's closure.
    ///
    /// - Throws: every error of ``match(_:)-(String)``; a ``URLRouteError`` the closure throws
    ///   (from ``RouteMatch/parameter(_:as:)``, for example) as it is; any other error wrapped in
    ///   ``URLRouteError/routeFailed(pattern:path:underlying:)``.
    @inlinable
    public func resolve(_ url: String) throws(URLRouteError) -> Route {
        try route(for: matcher.match(url: url))
    }

    /// The route value for `url`; see ``resolve(_:)-(String)``.
    @inlinable
    public func resolve(_ url: URL) throws(URLRouteError) -> Route {
        try resolve(url.absoluteString)
    }

    /// The route value for a match of this table: calls its pattern's closure.
    ///
    /// - Precondition: `match` comes from this table (or a copy with the same patterns).
    /// - Throws: a ``URLRouteError`` the closure throws as it is; any other error wrapped in
    ///   ``URLRouteError/routeFailed(pattern:path:underlying:)``.
    @inlinable
    public func route(for match: RouteMatch) throws(URLRouteError) -> Route {
        matcher.checkOwnership(of: match)
        do {
            return try builders[match.patternIndex](match)
        } catch {
            throw RouteMatcher.failure(error, of: match)
        }
    }

    // MARK: - Matching

    /// The match for `url`, without calling the pattern's closure (for dry runs and tests).
    ///
    /// - Throws: ``URLRouteError/schemeNotAccepted(found:accepted:url:)``,
    ///   ``URLRouteError/hostNotAccepted(found:rule:url:)``,
    ///   ``URLRouteError/malformedPercentEncoding(url:offset:)``,
    ///   ``URLRouteError/invalidUTF8(url:offset:)``, ``URLRouteError/emptyPathSegment(path:index:)``,
    ///   ``URLRouteError/noMatch(path:closestPatterns:)`` or
    ///   ``URLRouteError/missingQueryItem(key:pattern:)``.
    @inlinable
    public func match(_ url: String) throws(URLRouteError) -> RouteMatch {
        try matcher.match(url: url)
    }

    /// The match for `url`; see ``match(_:)-(String)``.
    @inlinable
    public func match(_ url: URL) throws(URLRouteError) -> RouteMatch {
        try matcher.match(url: url.absoluteString)
    }

    /// The match for a path already split into segments, and its query items, without calling
    /// the pattern's closure. Scheme and host are not involved.
    ///
    /// - Parameters:
    ///   - path: the segments, already percent-decoded; none may be empty.
    ///   - query: the query items, by name, already decoded.
    /// - Throws: ``URLRouteError/emptyPathSegment(path:index:)``,
    ///   ``URLRouteError/noMatch(path:closestPatterns:)`` or
    ///   ``URLRouteError/missingQueryItem(key:pattern:)``.
    @inlinable
    public func match(path: [Substring], query: [String: String] = [:]) throws(URLRouteError) -> RouteMatch {
        try matcher.match(path: path, query: query)
    }
}
