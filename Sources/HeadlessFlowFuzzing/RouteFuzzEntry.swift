import HeadlessFlow

/// The entry point of the route fuzzer (`Sources/RouteFuzzer`): runs bytes through the pattern
/// parser and the matcher and checks what they answer.
///
/// The input is text: the lines before the first empty line are patterns, the lines after it are
/// URLs; without an empty line every line is tried as both. Each pattern that parses is added to
/// three tables (one per ``URLRouteHostRule``), then each URL is resolved against them. A broken
/// invariant stops the process with `fatalError`, which libFuzzer reports as a crash:
///
/// - a parsed pattern's text parses again to the same segments and query items;
/// - ``URLRouteTable/add(_:_:)-(String,_)`` refuses a pattern exactly when
///   ``URLRouteTable/conflictingPattern(for:)`` names one;
/// - a match satisfies its pattern (literals equal their segments, the segment count fits,
///   required query items are present), and no other registered pattern that matches the same
///   path ranks higher by the documented precedence.
package enum RouteFuzzEntry {
    /// - Returns: the number of URLs that resolved, over all three tables.
    @discardableResult
    package static func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let patternLines: [String]
        let urlLines: [String]
        if let blank = lines.firstIndex(of: "") {
            patternLines = Array(lines[..<blank])
            urlLines = Array(lines[(blank + 1)...])
        } else {
            patternLines = lines
            urlLines = lines
        }
        var tables = [
            URLRouteTable<String>(schemes: ["demo", "https"], hosts: .only(["example.com", "app"])),
            URLRouteTable<String>(schemes: ["demo"], hosts: .firstPathSegment),
            URLRouteTable<String>(schemes: ["demo"], hosts: .noHost),
        ]
        for line in patternLines.prefix(64) {
            let pattern: RoutePattern
            do {
                pattern = try RoutePattern(line)
            } catch {
                _ = error.description
                if let offset = error.offset, offset < 0 || offset > line.count {
                    fatalError("offset \(offset) outside pattern '\(line)': \(error)")
                }
                continue
            }
            check(reparsing: pattern)
            for index in tables.indices {
                let conflict = tables[index].conflictingPattern(for: pattern)
                do {
                    try tables[index].add(pattern) { match in
                        // Read every parameter, as text and as a number, as a route closure would.
                        for name in match.pattern.parameterNames {
                            _ = try? match.parameter(name, as: Substring.self)
                            _ = try? match.parameter(name, as: Int.self)
                        }
                        return match.pattern.text
                    }
                    if conflict != nil {
                        fatalError("'\(pattern)' was added despite conflicting with \(conflict!)")
                    }
                } catch {
                    guard case .conflictingPatterns(_, let existing) = error, existing == conflict?.text
                    else {
                        fatalError(
                            "'\(pattern)' was refused with \(error), expected the conflict \(String(describing: conflict))"
                        )
                    }
                }
            }
        }
        var resolved = 0
        for url in urlLines.prefix(64) {
            for table in tables {
                do {
                    let match = try table.match(url)
                    check(match, in: table)
                    let route = try table.route(for: match)
                    if route != match.pattern.text {
                        fatalError("route '\(route)' for pattern '\(match.pattern)'")
                    }
                    resolved += 1
                } catch {
                    _ = error.description
                }
            }
        }
        return resolved
    }

    private static func check(reparsing pattern: RoutePattern) {
        guard let again = try? RoutePattern(pattern.text),
            again.segments == pattern.segments, again.queryItems == pattern.queryItems
        else {
            fatalError("pattern '\(pattern)' does not parse again to the same pattern")
        }
    }

    /// Checks that `match` satisfies its pattern and that no registered pattern outranks it.
    private static func check(_ match: RouteMatch, in table: URLRouteTable<String>) {
        let pattern = match.pattern
        guard let ranks = precedence(of: pattern, for: match.segments) else {
            fatalError("pattern '\(pattern)' does not match path \(match.segments)")
        }
        for (index, item) in pattern.queryItems.enumerated() where !item.isOptional {
            if (try? match.parameter(pattern.queryItems[index].parameter, as: Substring.self)) == nil {
                fatalError("pattern '\(pattern)' matched without its required query item '\(item.key)'")
            }
        }
        for other in table.patterns where other != pattern {
            if let otherRanks = precedence(of: other, for: match.segments),
                !ranks.lexicographicallyPrecedes(otherRanks)
            {
                fatalError("'\(pattern)' matched \(match.segments), but '\(other)' ranks higher or the same")
            }
        }
    }

    /// The precedence of each segment `pattern` gives `segments` (literal 0, parameter 1, `*` 2,
    /// `**` 3, plus the end: 0 for an exact end, 3 for `**`), or `nil` if it does not match.
    private static func precedence(of pattern: RoutePattern, for segments: [Substring]) -> [Int]? {
        var ranks: [Int] = []
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .catchAll:
                return ranks + [Int](repeating: 3, count: segments.count - index + 1)
            case .literal(let text):
                guard index < segments.count, segments[index] == text else { return nil }
                ranks.append(0)
            case .parameter:
                guard index < segments.count else { return nil }
                ranks.append(1)
            case .wildcard:
                guard index < segments.count else { return nil }
                ranks.append(2)
            }
        }
        return ranks.count == segments.count ? ranks + [0] : nil
    }
}
