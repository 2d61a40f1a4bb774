/// Everything of a ``URLRouteTable`` but its closures: the scheme and host rules and the trie.
///
/// It is not generic, so its code is compiled and optimized once, in this module; the table's
/// generic methods are `@inlinable` one-line forwards to it, which the caller's module
/// specializes (SwiftPM does not specialize generics across modules otherwise).
@usableFromInline
struct RouteMatcher: Sendable {
    let schemes: [String]
    let hosts: URLRouteHostRule
    private let schemeBytes: [[UInt8]]
    private let hostBytes: [[UInt8]]
    private(set) var trie = RouteTrie()

    init(schemes: [String], hosts: URLRouteHostRule) {
        self.schemes = schemes.map { $0.lowercased() }
        self.hosts = hosts
        schemeBytes = self.schemes.map { Array($0.utf8) }
        if case .only(let names) = hosts {
            hostBytes = names.map { Array($0.lowercased().utf8) }
        } else {
            hostBytes = []
        }
    }

    mutating func insert(_ pattern: CompiledRoutePattern) throws(RoutePatternError) {
        try trie.insert(pattern)
    }

    @usableFromInline
    func match(url: String) throws(URLRouteError) -> RouteMatch {
        let parts = try RouteURLParser.parse(
            url, schemes: schemes, schemeBytes: schemeBytes, rule: hosts, hostBytes: hostBytes)
        return try match(segments: parts.segments) { key in
            parts.queryRange.flatMap { RouteURLParser.queryValue(key, in: RouteURLParser.slice(url, $0)) }
        }
    }

    @usableFromInline
    func match(path: [Substring], query: [String: String]) throws(URLRouteError) -> RouteMatch {
        // By index through a pointer: only the segments' bounds are read, nothing is retained.
        let empty = path.withUnsafeBufferPointer { segments in
            segments.indices.first { segments[$0].isEmpty }
        }
        if let index = empty { throw .emptyPathSegment(path: Self.display(path), index: index) }
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
            // The hints are found only when read: they cost many times the search.
            throw .noMatch(
                path: Self.display(segments),
                closestPatterns: ClosestRoutePatterns(hints: trie.hints, path: segments, miss: miss))
        }
    }

    /// Stops with a message when `match` does not come from a table with these patterns.
    @usableFromInline
    func checkOwnership(of match: RouteMatch) {
        let index = match.patternIndex
        precondition(
            index < trie.patterns.count && trie.patterns[index] === match.compiled,
            "the match of pattern '\(match.compiled.text)' comes from another table")
    }

    /// The error ``URLRouteTable/route(for:)`` throws when a route closure threw `error`.
    @usableFromInline
    static func failure(_ error: any Error, of match: RouteMatch) -> URLRouteError {
        if let error = error as? URLRouteError { return error }
        return .routeFailed(pattern: match.compiled.text, path: display(match.segments), underlying: error)
    }

    /// A path for messages: its segments joined with `/`, after a leading `/`.
    static func display(_ segments: [Substring]) -> String {
        // Copies bytes rather than `joined(separator:)`, which is generic for substrings and
        // several times slower; every miss builds this text.
        var length = 1
        for segment in segments { length += segment.utf8.count + 1 }
        return String(unsafeUninitializedCapacity: length) { buffer in
            buffer[0] = UInt8(ascii: "/")
            var written = 1
            for (index, segment) in segments.enumerated() {
                if index > 0 {
                    buffer[written] = UInt8(ascii: "/")
                    written += 1
                }
                var segment = segment
                segment.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(
                        fromContentsOf: bytes)
                    written += bytes.count
                }
            }
            return written
        }
    }

}
