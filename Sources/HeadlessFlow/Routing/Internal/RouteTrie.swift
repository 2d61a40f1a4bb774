import Foundation

/// The pattern trie of a ``URLRouteTable``: one node per distinct path prefix, so a lookup visits
/// at most one node per segment of each branch it tries, however many patterns there are.
///
/// Each node has literal children (in ``LiteralEdgeTable`` for ASCII text, in a dictionary for
/// the rest) and at most one parameter child, one wildcard (`*`) child and one catch-all (`**`)
/// pattern. The search tries, at each segment, the literal child, then the parameter child, then
/// the wildcard child, then the catch-all, and backtracks when a branch reaches no pattern.
/// Because a node's depth is the number of segments consumed to reach it, each node is visited
/// at most once per search: backtracking is never exponential.
struct RouteTrie: Sendable {
    /// Plain integers only, so walking nodes involves no reference counting.
    struct Node: Sendable {
        var parameter: Int32 = -1
        var wildcard: Int32 = -1
        /// The pattern whose `**` starts at this node, or -1.
        var catchAll: Int32 = -1
        /// The pattern that ends at this node, or -1.
        var terminal: Int32 = -1
        /// Whether the node has literal children, so leaves skip the lookup.
        var hasLiterals = false
    }

    /// A literal edge keyed by text, compared by canonical equivalence.
    struct UnicodeEdge: Hashable, Sendable {
        var parent: Int32
        var text: Substring
    }

    /// The deepest point a failed search reached, for hints.
    struct Miss: Sendable {
        var depth = 0
        var node: Int32 = 0
    }

    enum SearchResult {
        /// The index of the matching pattern.
        case found(Int)
        case miss(Miss)
    }

    private(set) var nodes: [Node] = [Node()]
    private(set) var patterns: [CompiledRoutePattern] = []
    private var asciiEdges = LiteralEdgeTable()
    /// Every literal edge, ASCII or not, for segments that are not ASCII.
    private var unicodeEdges: [UnicodeEdge: Int32] = [:]
    /// What "did you mean" hints need, shared with failed searches until they are read.
    private(set) var hints = RouteHints()
    private var shapes: [[CompiledRoutePattern.ShapeSegment]: Int] = [:]

    // MARK: - Building

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
        var node: Int32 = 0
        addSample(index, to: node)
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                node = literalChild(of: node, text)
            case .parameter:
                if nodes[Int(node)].parameter < 0 { nodes[Int(node)].parameter = appendNode() }
                node = nodes[Int(node)].parameter
            case .wildcard:
                if nodes[Int(node)].wildcard < 0 { nodes[Int(node)].wildcard = appendNode() }
                node = nodes[Int(node)].wildcard
            case .catchAll:
                nodes[Int(node)].catchAll = Int32(index)
                continue
            }
            addSample(index, to: node)
        }
        if pattern.catchAllIndex == nil { nodes[Int(node)].terminal = Int32(index) }
        shapes[pattern.shape] = index
        patterns.append(pattern)
        uniqueHints().appendPattern(pattern.text)
    }

    /// The child of `node` along the literal `text`, created if needed.
    private mutating func literalChild(of node: Int32, _ text: String) -> Int32 {
        // ASCII text is found in the byte table, without hashing the text as a `String` (a third of a
        // registration). Any literal canonically equal to ASCII text has that text as its NFC form,
        // so it is in the byte table under those bytes: a miss there is a miss in `unicodeEdges`.
        let isASCII = Self.isASCII(text)
        if isASCII {
            let child = asciiEdges.child(of: node, text)
            if child >= 0 { return child }
        } else if let child = unicodeEdges[UnicodeEdge(parent: node, text: Substring(text))] {
            return child
        }
        let child = appendNode()
        nodes[Int(node)].hasLiterals = true
        unicodeEdges[UnicodeEdge(parent: node, text: Substring(text))] = child
        uniqueHints().addLiteral(text, child: child, to: node)
        // An ASCII segment equals `text` exactly when it equals its NFC form (the Kelvin sign's
        // NFC form is the letter K), so that form goes in the byte table when it is ASCII.
        // ASCII text is its own NFC form; only other text pays for Foundation's normalization.
        if isASCII {
            asciiEdges.insert(text, parent: node, child: child)
        } else {
            let normalized = text.precomposedStringWithCanonicalMapping
            if Self.isASCII(normalized) { asciiEdges.insert(normalized, parent: node, child: child) }
        }
        return child
    }

    private static func isASCII(_ text: String) -> Bool {
        for byte in text.utf8 where byte >= 0x80 { return false }
        return true
    }

    private mutating func appendNode() -> Int32 {
        nodes.append(Node())
        uniqueHints().appendNode()
        return Int32(nodes.count - 1)
    }

    private mutating func addSample(_ pattern: Int, to node: Int32) {
        uniqueHints().addSample(pattern, to: node)
    }

    /// The hints, copied first when a failed search still holds them.
    private mutating func uniqueHints() -> RouteHints {
        if !isKnownUniquelyReferenced(&hints) { hints = hints.copy() }
        return hints
    }

    // MARK: - Searching

    /// The index of the pattern that matches `path` with the highest precedence, or the deepest
    /// point reached when none does.
    func search(_ path: [Substring]) -> SearchResult {
        var miss = Miss()
        let found = nodes.withUnsafeBufferPointer { nodes in
            asciiEdges.slots.withUnsafeBufferPointer { slots in
                asciiEdges.bytes.withUnsafeBufferPointer { bytes in
                    withUnsafePointer(to: unicodeEdges) { unicodeEdges in
                        path.withUnsafeBufferPointer { path in
                            let search = Search(
                                nodes: nodes, slots: slots, bytes: bytes, unicodeEdges: unicodeEdges,
                                path: path)
                            return search.visit(node: 0, depth: 0, miss: &miss)
                        }
                    }
                }
            }
        }
        return found >= 0 ? .found(Int(found)) : .miss(miss)
    }

    /// One search's view of the trie, through pointers valid for the search's duration: plain
    /// values, so the recursion retains nothing.
    private struct Search {
        let nodes: UnsafeBufferPointer<Node>
        let slots: UnsafeBufferPointer<LiteralEdgeTable.Slot>
        let bytes: UnsafeBufferPointer<UInt8>
        let unicodeEdges: UnsafePointer<[UnicodeEdge: Int32]>
        let path: UnsafeBufferPointer<Substring>

        func visit(node index: Int32, depth: Int, miss: inout Miss) -> Int32 {
            if depth > miss.depth { miss = Miss(depth: depth, node: index) }
            let node = nodes[Int(index)]
            if depth == path.count {
                return node.terminal >= 0 ? node.terminal : node.catchAll
            }
            let child = node.hasLiterals ? literalChild(of: index, path.baseAddress! + depth) : -1
            if child >= 0 {
                let found = visit(node: child, depth: depth + 1, miss: &miss)
                if found >= 0 { return found }
            }
            if node.parameter >= 0 {
                let found = visit(node: node.parameter, depth: depth + 1, miss: &miss)
                if found >= 0 { return found }
            }
            if node.wildcard >= 0 {
                let found = visit(node: node.wildcard, depth: depth + 1, miss: &miss)
                if found >= 0 { return found }
            }
            return node.catchAll
        }

        /// Takes the segment by pointer: passing it by value copied it twice, each copy a retain
        /// and a release of its storage, more than the rest of the lookup.
        private func literalChild(of node: Int32, _ segment: UnsafePointer<Substring>) -> Int32 {
            // `withUTF8` is `mutating` only because it may make a bridged or lazily decoded string
            // contiguous; for contiguous UTF-8 (every native string) it reads the bytes in place
            // and writes nothing, so it runs on the caller's segment without a copy.
            // (`utf8.withContiguousStorageIfAvailable` measured slower: generic `Slice` code that
            // copies too.) Other strings are copied first, so the caller's value is never written.
            if segment.pointee.isContiguousUTF8 {
                return UnsafeMutablePointer(mutating: segment).pointee.withUTF8 { key in
                    literalChild(of: node, key, segment)
                }
            }
            var text = segment.pointee
            return text.withUTF8 { key in literalChild(of: node, key, segment) }
        }

        @inline(__always)
        private func literalChild(
            of node: Int32, _ key: UnsafeBufferPointer<UInt8>, _ segment: UnsafePointer<Substring>
        ) -> Int32 {
            let (hash, isASCII) = LiteralEdgeTable.hash(key, parent: node)
            guard isASCII else {
                return unicodeEdges.pointee[UnicodeEdge(parent: node, text: segment.pointee)] ?? -1
            }
            return LiteralEdgeTable.find(key, hash: hash, parent: node, slots: slots, bytes: bytes)
        }
    }
}
