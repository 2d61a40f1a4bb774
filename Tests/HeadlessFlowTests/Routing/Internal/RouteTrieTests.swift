import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlow

/// The trie against a brute-force reference matcher written here from the documented rules, on
/// random pattern sets and paths.
final class RouteTrieTests: XCTestCase {
    /// The documented precedence, independently of the trie: of all patterns that match the path,
    /// the one whose first differing segment has the better kind (literal, then parameter, then
    /// `*`, then `**`; at the end of the path an exact end beats a `**` that matches nothing).
    private enum Reference {
        /// 0 literal, 1 parameter, 2 wildcard, 3 catch-all (per segment and at the end).
        static func kinds(_ pattern: RoutePattern, _ path: [String]) -> [Int]? {
            let segments = pattern.segments
            if let last = segments.last, last == .catchAll {
                let fixed = segments.dropLast()
                guard path.count >= fixed.count else { return nil }
                guard let head = fixedKinds(Array(fixed), Array(path.prefix(fixed.count))) else { return nil }
                return head + Array(repeating: 3, count: path.count - fixed.count + 1)
            }
            guard path.count == segments.count, let kinds = fixedKinds(segments, path) else { return nil }
            return kinds + [0]
        }

        private static func fixedKinds(_ segments: [RoutePattern.Segment], _ path: [String]) -> [Int]? {
            var kinds: [Int] = []
            for (segment, text) in zip(segments, path) {
                switch segment {
                case .literal(let literal):
                    if literal != text { return nil }
                    kinds.append(0)
                case .parameter: kinds.append(1)
                case .wildcard: kinds.append(2)
                case .catchAll: return nil
                }
            }
            return kinds
        }

        static func best(_ patterns: [RoutePattern], _ path: [String]) -> RoutePattern? {
            var best: (pattern: RoutePattern, kinds: [Int])?
            for pattern in patterns {
                guard let kinds = kinds(pattern, path) else { continue }
                if best == nil || kinds.lexicographicallyPrecedes(best!.kinds) { best = (pattern, kinds) }
            }
            return best?.pattern
        }

        /// Shapes: literals as text, `{x}` and `*` alike, `**`.
        static func shape(_ pattern: RoutePattern) -> [String] {
            pattern.segments.map { segment in
                switch segment {
                case .literal(let text): "=" + text
                case .parameter, .wildcard: "1"
                case .catchAll: "**"
                }
            }
        }
    }

    /// "é" in NFC and NFD, "A" and "a", and the Kelvin sign (whose NFC form is the letter K)
    /// and "K", exercise equality and case.
    private static let literals = ["a", "b", "A", "é", "e\u{301}", "K", "\u{212A}", "c d", "x/y"]

    private func randomPattern(_ random: inout SeededRandom) -> String {
        let count = Int.random(in: 0...4, using: &random)
        var parts: [String] = []
        for index in 0..<count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6: parts.append(Self.literals[Int.random(in: 0..<7, using: &random)])
            case 6..<8: parts.append("{p\(index)}")
            case 8: parts.append("*")
            default:
                parts.append("**")
                return parts.joined(separator: "/")
            }
        }
        return parts.isEmpty ? "/" : parts.joined(separator: "/")
    }

    private func randomPath(_ random: inout SeededRandom) -> [String] {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in
            Int.random(in: 0..<8, using: &random) == 0 ? "zz" : Self.literals.randomElement(using: &random)!
        }
    }

    /// Percent-encodes every byte of a segment, or only what a URL needs, at random.
    private func encode(_ segment: String, _ random: inout SeededRandom) -> String {
        let everything = Bool.random(using: &random)
        return segment.utf8.map { byte in
            let plain = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "-")
            return plain && !everything ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
        }.joined()
    }

    func testRandomPatternSets_MatchLikeTheReference() throws {
        for seed in UInt64(1)...300 {
            var random = SeededRandom(seed: seed)
            var table = URLRouteTable<String>(schemes: ["demo"], hosts: .only(["app"]))
            var accepted: [RoutePattern] = []
            var shapes: [[String]: String] = [:]
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                let pattern = try RoutePattern(randomPattern(&random))
                let existing = shapes[Reference.shape(pattern)]
                do {
                    try table.add(pattern) { $0.pattern.text }
                    XCTAssertNil(
                        existing, "seed \(seed): '\(pattern)' was added despite conflicting with \(existing!)"
                    )
                    shapes[Reference.shape(pattern)] = pattern.text
                    accepted.append(pattern)
                } catch {
                    XCTAssertEqual(
                        error, .conflictingPatterns(pattern.text, existing: existing ?? "none"),
                        "seed \(seed)")
                }
            }
            XCTAssertEqual(table.patterns, accepted, "seed \(seed)")
            for _ in 0..<40 {
                let path = randomPath(&random)
                let expected = Reference.best(accepted, path)
                let url = "demo://app/" + path.map { encode($0, &random) }.joined(separator: "/")
                let context = "seed \(seed), path \(path), url \(url), patterns \(accepted.map(\.text))"
                do {
                    let match = try table.match(url)
                    XCTAssertEqual(match.pattern, expected, context)
                    XCTAssertEqual(
                        try table.match(path: path.map { Substring($0) }).pattern, expected, context)
                    for case (let index, .parameter(let name)) in match.pattern.segments.enumerated() {
                        XCTAssertEqual(try match.parameter(name, as: String.self), path[index], context)
                    }
                    if let start = match.pattern.segments.firstIndex(of: .catchAll) {
                        XCTAssertEqual(
                            match.remainingSegments.map(String.init), Array(path[start...]), context)
                    }
                } catch {
                    XCTAssertNil(expected, "\(context): \(error)")
                    guard case .noMatch = error else { return XCTFail("\(context): \(error)") }
                }
            }
        }
    }

    /// The reference itself can tell precedences apart: a sanity check so the comparison above
    /// cannot pass by both sides being trivially empty.
    func testReference_PicksByDocumentedPrecedence() throws {
        let patterns = try ["a/{x}/**", "a/*/c", "a/b/d", "a/**", "a"].map(RoutePattern.init)
        XCTAssertEqual(Reference.best(patterns, ["a", "b", "c"])?.text, "a/{x}/**")
        XCTAssertEqual(Reference.best(patterns, ["a", "b", "d"])?.text, "a/b/d")
        XCTAssertEqual(Reference.best(patterns, ["a"])?.text, "a")
        XCTAssertEqual(Reference.best(patterns, ["a", "b"])?.text, "a/{x}/**")
        XCTAssertNil(Reference.best(patterns, ["b"]))
    }

    func testSearch_VisitsEachNodeOnceAtMost_EvenWithManyWildcardBranches() throws {
        // Every segment offers a parameter and a wildcard branch; without the one-visit property
        // this would take 2^20 steps.
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: .noHost)
        var pattern: [String] = []
        for index in 0..<20 {
            pattern.append("{p\(index)}")
            try table.add(pattern.joined(separator: "/") + "/end") { $0.pattern.text }
            try table.add(Array(repeating: "*", count: index + 1).joined(separator: "/") + "/stop") {
                $0.pattern.text
            }
        }
        let path = Array(repeating: "x", count: 21).joined(separator: "/")
        let started = Date()
        XCTAssertThrowsError(try table.match("demo:/" + path))
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    }
}
