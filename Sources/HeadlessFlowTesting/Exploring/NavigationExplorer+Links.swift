import HeadlessFlow

extension NavigationExplorer {
    /// The links of every route `table` registers, for ``links``: one per pattern, in
    /// registration order, and per combination of the `values` the test gives its parameters.
    ///
    /// ```swift
    /// explorer.links = NavigationExplorer.links(from: table, values: ["id": ["1", "42"]])
    /// // ["app://items", "app://items/1", "app://items/42"] for `items` and `items/{id}`
    /// ```
    ///
    /// A link is written as the table's host rule reads it, with its first scheme:
    /// `scheme://path` (`firstPathSegment`), `scheme://host/path` (the first of `only` hosts,
    /// sorted) or `scheme:/path` (`noHost`). A required query item gets its parameter's values
    /// (`?tab=info`), an optional one is left out, a `*` segment takes the values of `"*"`, and a
    /// `**` ends the link. A pattern with a parameter that has no values gives no link. Values are
    /// written as given: percent-encode what a URL needs encoded.
    ///
    /// - Parameters:
    ///   - table: The app's URL routes.
    ///   - values: The values to try per parameter name, in order.
    /// - Returns: The links, without repeats.
    public nonisolated static func links<Route>(
        from table: URLRouteTable<Route>, values: [String: [String]] = [:]
    )
        -> [String]
    {
        let scheme = table.schemes.first ?? "app"
        let prefix: String
        switch table.hosts {
        case .firstPathSegment: prefix = "\(scheme)://"
        case .only(let hosts): prefix = "\(scheme)://\(hosts.sorted().first ?? "localhost")/"
        case .noHost: prefix = "\(scheme):/"
        }
        var links: [String] = []
        for pattern in table.patterns {
            // Each part of the link: a fixed text, or the values of one parameter.
            var parts: [[String]] = []
            var separators: [String] = []
            func add(_ options: [String], after separator: String) {
                parts.append(options)
                separators.append(separator)
            }
            for segment in pattern.segments {
                let separator = parts.isEmpty ? "" : "/"
                switch segment {
                case .literal(let text): add([text], after: separator)
                case .parameter(let name): add(values[name] ?? [], after: separator)
                case .wildcard: add(values["*"] ?? [], after: separator)
                case .catchAll: break
                }
            }
            var hasQuery = false
            for item in pattern.queryItems where !item.isOptional {
                add((values[item.parameter] ?? []).map { "\(item.key)=\($0)" }, after: hasQuery ? "&" : "?")
                hasQuery = true
            }
            var combinations = [prefix]
            for (part, separator) in zip(parts, separators) {
                combinations = combinations.flatMap { start in part.map { start + separator + $0 } }
            }
            for link in combinations where !links.contains(link) { links.append(link) }
        }
        return links
    }
}
