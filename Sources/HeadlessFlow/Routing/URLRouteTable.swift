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

    /// The accepted schemes, lowercased, as given.
    public let schemes: [String]

    /// Which hosts are accepted, and where the path starts.
    public let hosts: URLRouteHostRule

    private let lowercasedHosts: [String]
    private var trie = RouteTrie()
    private var builders: [Builder] = []

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - schemes: the URL schemes to accept (`"demo"`, `"https"`), in any letter case; an empty
    ///     list accepts no URL string (``match(path:query:)`` still works).
    ///   - hosts: which hosts to accept; see ``URLRouteHostRule``.
    public init(schemes: [String], hosts: URLRouteHostRule) {
        self.schemes = schemes.map { $0.lowercased() }
        self.hosts = hosts
        if case .only(let names) = hosts {
            lowercasedHosts = names.map { $0.lowercased() }.sorted()
        } else {
            lowercasedHosts = []
        }
    }

    /// The registered patterns, in registration order.
    public var patterns: [RoutePattern] {
        trie.patterns.map(RoutePattern.init(storage:))
    }

    /// The registered pattern that `pattern` would conflict with, if any; ``add(_:_:)-(String,_)``
    /// refuses a pattern for which this is not `nil`.
    public func conflictingPattern(for pattern: RoutePattern) -> RoutePattern? {
        trie.conflict(for: pattern.storage).map(RoutePattern.init(storage:))
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
        try trie.insert(pattern.storage)
        builders.append(build)
    }

    // MARK: - Resolving

    /// The route value for `url`: matches it, then calls the matching pattern's closure.
    ///
    /// - Throws: every error of ``match(_:)-(String)``; a ``URLRouteError`` the closure throws
    ///   (from ``RouteMatch/parameter(_:as:)``, for example) as it is; any other error wrapped in
    ///   ``URLRouteError/routeFailed(pattern:path:underlying:)``.
    public func resolve(_ url: String) throws(URLRouteError) -> Route {
        try route(for: match(url))
    }

    /// The route value for `url`; see ``resolve(_:)-(String)``.
    public func resolve(_ url: URL) throws(URLRouteError) -> Route {
        try resolve(url.absoluteString)
    }

    /// The route value for a match of this table: calls its pattern's closure.
    ///
    /// - Precondition: `match` comes from this table (or a copy with the same patterns).
    /// - Throws: a ``URLRouteError`` the closure throws as it is; any other error wrapped in
    ///   ``URLRouteError/routeFailed(pattern:path:underlying:)``.
    public func route(for match: RouteMatch) throws(URLRouteError) -> Route {
        precondition(
            match.patternIndex < builders.count && trie.patterns[match.patternIndex] === match.compiled,
            "the match of pattern '\(match.compiled.text)' comes from another table")
        do {
            return try builders[match.patternIndex](match)
        } catch let error as URLRouteError {
            throw error
        } catch {
            throw .routeFailed(
                pattern: match.compiled.text, path: Self.display(match.segments), underlying: error)
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
    public func match(_ url: String) throws(URLRouteError) -> RouteMatch {
        let parts = try RouteURLParser.parse(url, schemes: schemes, rule: hosts, hosts: lowercasedHosts)
        return try match(segments: parts.segments) { key in
            parts.query.flatMap { RouteURLParser.queryValue(key, in: $0) }
        }
    }

    /// The match for `url`; see ``match(_:)-(String)``.
    public func match(_ url: URL) throws(URLRouteError) -> RouteMatch {
        try match(url.absoluteString)
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
    public func match(path: [Substring], query: [String: String] = [:]) throws(URLRouteError) -> RouteMatch {
        for (index, segment) in path.enumerated() where segment.isEmpty {
            throw .emptyPathSegment(path: Self.display(path), index: index)
        }
        return try match(segments: path) { key in query[key].map { Substring($0) } }
    }

    private func match(
        segments: [Substring], queryValue: (String) -> Substring?
    ) throws(URLRouteError) -> RouteMatch {
        switch trie.search(segments) {
        case .found(let index):
            let compiled = trie.patterns[index]
            var values: [Substring?] = []
            if !compiled.queryItems.isEmpty {
                values.reserveCapacity(compiled.queryItems.count)
                for item in compiled.queryItems {
                    let value = queryValue(item.key)
                    if value == nil && !item.isOptional {
                        throw .missingQueryItem(key: item.key, pattern: compiled.text)
                    }
                    values.append(value)
                }
            }
            return RouteMatch(
                compiled: compiled, patternIndex: index, segments: segments, queryValues: values)
        case .miss(let miss):
            throw .noMatch(
                path: Self.display(segments), closestPatterns: trie.closestPatterns(to: segments, miss: miss))
        }
    }

    /// A path for messages: its segments joined with `/`, after a leading `/`.
    private static func display(_ segments: [Substring]) -> String {
        "/" + segments.joined(separator: "/")
    }
}
