import Foundation
import HeadlessFlow

/// `route.resolve-1000` and `route.resolve-url-1000`: a table of 1,000 patterns
/// (`section{i}/items/{id}` and `section{i}/items/{id}/comments/{cid}`, i < 500) resolving random
/// paths, 10% of which match nothing. The baseline for both is an exact-match `[String: Int]`
/// lookup of the same paths, already joined: the cost of a table that knows every concrete path.
@MainActor
func runRouteBenchmarks() {
    runFanOutBenchmarks()
    guard isSelected("route.resolve-1000") || isSelected("route.resolve-url-1000") else { return }
    let table = makeRouteTable()

    // The inputs, prepared before timing: 4,096 paths, about 10% of them misses of three kinds
    // (an unknown section, a path that stops short, an unknown last segment).
    var random = BenchmarkRandom(seed: 42)
    var paths: [[Substring]] = []
    var isHit: [Bool] = []
    for _ in 0..<4096 {
        let section = "section\(random.next(below: 500))"
        let id = String(random.next(below: 100_000))
        let cid = String(random.next(below: 1000))
        let path: [String]
        var hit = true
        if random.next(below: 10) == 0 {
            hit = false
            switch random.next(below: 3) {
            case 0: path = ["section\(500 + random.next(below: 500))", "items", id]
            case 1: path = [section, "items"]
            default: path = [section, "items", id, "likes", cid]
            }
        } else if random.next(below: 2) == 0 {
            path = [section, "items", id]
        } else {
            path = [section, "items", id, "comments", cid]
        }
        paths.append(path.map { Substring($0) })
        isHit.append(hit)
    }
    let joined = paths.map { $0.joined(separator: "/") }
    var exact: [String: Int] = [:]
    for (index, path) in joined.enumerated() where isHit[index] { exact[path] = index }
    let urls = paths.map { "demo://app/" + $0.joined(separator: "/") + "?tab=info" }
    let mask = paths.count - 1

    var resolved = 0
    bench(
        "route.resolve-1000", iterations: 2_000_000,
        scenario: { index in
            if let match = try? table.match(path: paths[index & mask]) {
                resolved &+= (try? table.route(for: match)) ?? 0
            }
        },
        baseline: "dictionary.exact-path",
        { index in resolved &+= exact[joined[index & mask]] ?? 0 }
    )
    bench(
        "route.resolve-url-1000", iterations: 1_000_000,
        scenario: { index in resolved &+= (try? table.resolve(urls[index & mask])) ?? 0 },
        baseline: "dictionary.exact-path",
        { index in resolved &+= exact[joined[index & mask]] ?? 0 }
    )
    blackHole(resolved)
}

/// `route.mix-90-10`, `route.miss-fanout-100` and `route.register`: a table of 1,000 patterns under
/// 100 root literals (`area{i}/kind{j}/{id}`, i < 100, j < 10), so a path whose first segment is a
/// typo fails at a node with 100 literal children, the case where "did you mean" hints cost most.
@MainActor
private func runFanOutBenchmarks() {
    let names = ["route.mix-90-10", "route.miss-fanout-100", "route.register"]
    guard names.contains(where: isSelected) else { return }
    var patterns: [String] = []
    for area in 0..<100 {
        for kind in 0..<10 { patterns.append("area\(area)/kind\(kind)/{id}") }
    }
    func makeTable() -> URLRouteTable<Int> {
        var table = URLRouteTable<Int>(schemes: ["demo"], hosts: .only(["app"]))
        for pattern in patterns { try! table.add(pattern) { _ in 1 } }
        return table
    }
    let table = makeTable()

    var random = BenchmarkRandom(seed: 7)
    var hits: [[Substring]] = []
    var misses: [[Substring]] = []
    var mixed: [[Substring]] = []
    var isHit: [Bool] = []
    for index in 0..<4096 {
        let area = random.next(below: 100)
        let kind = random.next(below: 10)
        let id = Substring(String(random.next(below: 100_000)))
        let hit: [Substring] = [Substring("area\(area)"), Substring("kind\(kind)"), id]
        // A typo in the first segment: one letter swapped, so the hint search finds candidates.
        let miss: [Substring] = [Substring("aera\(area)"), Substring("kind\(kind)"), id]
        hits.append(hit)
        misses.append(miss)
        let isMixHit = index % 10 != 0
        mixed.append(isMixHit ? hit : miss)
        isHit.append(isMixHit)
    }
    let joined = mixed.map { $0.joined(separator: "/") }
    var exact: [String: Int] = [:]
    for (index, path) in joined.enumerated() where isHit[index] { exact[path] = index }
    let mask = hits.count - 1

    var resolved = 0
    func resolve(_ path: [Substring]) {
        if let match = try? table.match(path: path) {
            resolved &+= (try? table.route(for: match)) ?? 0
        }
    }
    bench(
        "route.mix-90-10", iterations: 1_000_000,
        scenario: { index in resolve(mixed[index & mask]) },
        baseline: "dictionary.exact-path",
        { index in resolved &+= exact[joined[index & mask]] ?? 0 }
    )
    bench(
        "route.miss-fanout-100", iterations: 1_000_000,
        scenario: { index in resolve(misses[index & mask]) },
        baseline: "route.hit-fanout-100",
        { index in resolve(hits[index & mask]) }
    )
    // Registration, per pattern: building the whole table, against building a plain trie of the
    // same patterns (NaiveRouteTrie): both split the texts, hash segments and allocate nodes.
    bench(
        "route.register", iterations: 200, divisor: patterns.count,
        scenario: { _ in blackHole(makeTable()) },
        baseline: "naive-trie.register",
        { index in
            let trie = NaiveRouteTrie()
            for pattern in patterns { trie.add(pattern, value: index) }
            blackHole(trie)
        }
    )
    blackHole(resolved)
}

/// The 1,000 patterns.
private func makeRouteTable() -> URLRouteTable<Int> {
    var table = URLRouteTable<Int>(schemes: ["demo", "https"], hosts: .only(["app"]))
    for section in 0..<500 {
        try! table.add("section\(section)/items/{id}") { _ in 1 }
        try! table.add("section\(section)/items/{id}/comments/{cid}") { _ in 2 }
    }
    return table
}

/// The `route.register` baseline: a route trie written the plain way, a node per segment with its
/// literal children in a dictionary and one child for a `{parameter}` segment. It checks nothing
/// and reports nothing, where `URLRouteTable.add` validates every pattern and names conflicts.
private final class NaiveRouteTrie {
    private final class Node {
        var literals: [Substring: Node] = [:]
        var parameter: (name: Substring, node: Node)?
        var value: Int?
    }

    private let root = Node()

    func add(_ pattern: String, value: Int) {
        var node = root
        for segment in pattern.split(separator: "/") {
            if segment.first == "{" && segment.last == "}" {
                let next = node.parameter?.node ?? Node()
                node.parameter = (segment.dropFirst().dropLast(), next)
                node = next
            } else if let next = node.literals[segment] {
                node = next
            } else {
                let next = Node()
                node.literals[segment] = next
                node = next
            }
        }
        node.value = value
    }
}

/// SplitMix64, so every run looks up the same paths.
private struct BenchmarkRandom {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
