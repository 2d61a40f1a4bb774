/// What a ``RouteTrie`` keeps for "did you mean" hints, in one object, so a failed search can
/// hold on to it with a single reference until someone reads its hints.
///
/// The trie owns it copy-on-write: it mutates it only while it is the sole owner
/// (``RouteTrie`` copies it first otherwise), so a reader holding a reference sees a value that
/// never changes. That is why it is `@unchecked Sendable`.
final class RouteHints: @unchecked Sendable {
    static let sampleLimit = 3
    static let typoCheckLimit = 100

    /// Per node: its literal children's texts, as written, and the children they lead to.
    private(set) var literalKeys: [[String]] = [[]]
    private(set) var literalChildren: [[Int32]] = [[]]
    /// Per node: the first patterns registered through it (at most ``sampleLimit``).
    private(set) var samples: [[Int]] = [[]]
    /// Per pattern: its text.
    private(set) var texts: [String] = []

    init() {}

    private init(copying other: RouteHints) {
        literalKeys = other.literalKeys
        literalChildren = other.literalChildren
        samples = other.samples
        texts = other.texts
    }

    func copy() -> RouteHints {
        RouteHints(copying: self)
    }

    // MARK: - Building (by the trie, while it is the only owner)

    func appendNode() {
        literalKeys.append([])
        literalChildren.append([])
        samples.append([])
    }

    func addLiteral(_ text: String, child: Int32, to node: Int32) {
        literalKeys[Int(node)].append(text)
        literalChildren[Int(node)].append(child)
    }

    func addSample(_ pattern: Int, to node: Int32) {
        if samples[Int(node)].count < Self.sampleLimit { samples[Int(node)].append(pattern) }
    }

    func appendPattern(_ text: String) {
        texts.append(text)
    }

    // MARK: - Reading

    /// Registered patterns close to a path no pattern matches, best first: those whose literal at
    /// the failing segment differs by a typo (checked when the node has at most
    /// ``typoCheckLimit`` literals), then those sharing the longest start with the path.
    func closestPatterns(to path: [Substring], miss: RouteTrie.Miss) -> [String] {
        let node = Int(miss.node)
        let keys = literalKeys[node]
        var candidates: [Int] = []
        if miss.depth < path.count, (1...Self.typoCheckLimit).contains(keys.count) {
            for key in ClosestMatches.find(String(path[miss.depth]), in: keys) {
                if let position = keys.firstIndex(of: key) {
                    candidates += samples[Int(literalChildren[node][position])]
                }
            }
        }
        if miss.depth > 0 { candidates += samples[node] }
        var chosen: [Int] = []
        for candidate in candidates where chosen.count < Self.sampleLimit && !chosen.contains(candidate) {
            chosen.append(candidate)
        }
        return chosen.map { texts[$0] }
    }
}
