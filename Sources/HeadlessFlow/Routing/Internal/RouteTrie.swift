/// The pattern trie of a ``URLRouteTable``: one node per distinct path prefix, so a lookup visits
/// at most one node per segment of each branch it tries, however many patterns there are.
///
/// Each node has a dictionary of literal children and at most one parameter child, one wildcard
/// (`*`) child and one catch-all (`**`) pattern. The search tries, at each segment, the literal
/// child, then the parameter child, then the wildcard child, then the catch-all, and backtracks
/// when a branch reaches no pattern. Because a node's depth is the number of segments consumed to
/// reach it, each node is visited at most once per search: backtracking is never exponential.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        var literals: [Substring: Int] = [:]
        var parameter = -1
        var wildcard = -1
        /// The pattern whose `**` starts at this node, or -1.
        var catchAll = -1
        /// The pattern that ends at this node, or -1.
        var terminal = -1
        /// The first patterns registered through this node (at most ``sampleLimit``), for
        /// "closest patterns" hints.
        var samples: [Int] = []
    }

    /// The deepest point a failed search reached, for hints.
    struct Miss {
        var depth = 0
        var node = 0
    }

    enum SearchResult {
        /// The index of the matching pattern.
        case found(Int)
        case miss(Miss)
    }

    static let sampleLimit = 3

    private(set) var nodes: [Node] = [Node()]
    private(set) var patterns: [CompiledRoutePattern] = []
    private var shapes: [[CompiledRoutePattern.ShapeSegment]: Int] = [:]

    /// The registered pattern with the same path shape as `pattern`, if any.
    func conflict(for pattern: CompiledRoutePattern) -> CompiledRoutePattern? {
        shapes[pattern.shape].map { patterns[$0] }
    }

    /// Adds `pattern`; on a conflict, throws and changes nothing.
    mutating func insert(_ pattern: CompiledRoutePattern) throws(RoutePatternError) {
        if let existing = conflict(for: pattern) {
            throw .conflictingPatterns(pattern.text, existing: existing.text)
        }
        let index = patterns.count
        var node = 0
        addSample(index, to: node)
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                let key = Substring(text)
                if let child = nodes[node].literals[key] {
                    node = child
                } else {
                    let child = appendNode()
                    nodes[node].literals[key] = child
                    node = child
                }
            case .parameter:
                if nodes[node].parameter < 0 { nodes[node].parameter = appendNode() }
                node = nodes[node].parameter
            case .wildcard:
                if nodes[node].wildcard < 0 { nodes[node].wildcard = appendNode() }
                node = nodes[node].wildcard
            case .catchAll:
                nodes[node].catchAll = index
                continue
            }
            addSample(index, to: node)
        }
        if pattern.catchAllIndex == nil { nodes[node].terminal = index }
        shapes[pattern.shape] = index
        patterns.append(pattern)
    }

    private mutating func appendNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    private mutating func addSample(_ pattern: Int, to node: Int) {
        if nodes[node].samples.count < Self.sampleLimit { nodes[node].samples.append(pattern) }
    }

    /// The index of the pattern that matches `path` with the highest precedence, or the deepest
    /// point reached when none does.
    func search(_ path: [Substring]) -> SearchResult {
        var miss = Miss()
        let found = nodes.withUnsafeBufferPointer { nodes in
            path.withUnsafeBufferPointer { path in
                Self.visit(node: 0, depth: 0, nodes: nodes, path: path, miss: &miss)
            }
        }
        return found >= 0 ? .found(found) : .miss(miss)
    }

    private static func visit(
        node index: Int, depth: Int, nodes: UnsafeBufferPointer<Node>, path: UnsafeBufferPointer<Substring>,
        miss: inout Miss
    ) -> Int {
        if depth > miss.depth { miss = Miss(depth: depth, node: index) }
        if depth == path.count {
            let node = nodes[index]
            return node.terminal >= 0 ? node.terminal : node.catchAll
        }
        let segment = path[depth]
        if let child = nodes[index].literals[segment] {
            let found = visit(node: child, depth: depth + 1, nodes: nodes, path: path, miss: &miss)
            if found >= 0 { return found }
        }
        let parameter = nodes[index].parameter
        if parameter >= 0 {
            let found = visit(node: parameter, depth: depth + 1, nodes: nodes, path: path, miss: &miss)
            if found >= 0 { return found }
        }
        let wildcard = nodes[index].wildcard
        if wildcard >= 0 {
            let found = visit(node: wildcard, depth: depth + 1, nodes: nodes, path: path, miss: &miss)
            if found >= 0 { return found }
        }
        return nodes[index].catchAll
    }

    /// Registered patterns close to a path no pattern matches, best first: those whose literal at
    /// the failing segment differs by a typo (checked when the node has at most
    /// ``typoCheckLimit`` literals, so a miss stays cheap), then those sharing the longest start
    /// with the path.
    func closestPatterns(to path: [Substring], miss: Miss) -> [String] {
        let node = nodes[miss.node]
        var candidates: [Int] = []
        if miss.depth < path.count, (1...Self.typoCheckLimit).contains(node.literals.count) {
            let keys = node.literals.keys.map { String($0) }
            for key in ClosestMatches.find(String(path[miss.depth]), in: keys) {
                if let child = node.literals[Substring(key)] { candidates += nodes[child].samples }
            }
        }
        if miss.depth > 0 { candidates += node.samples }
        var seen: Set<Int> = []
        var result: [String] = []
        for candidate in candidates where result.count < Self.sampleLimit && seen.insert(candidate).inserted {
            result.append(patterns[candidate].text)
        }
        return result
    }

    static let typoCheckLimit = 100
}
