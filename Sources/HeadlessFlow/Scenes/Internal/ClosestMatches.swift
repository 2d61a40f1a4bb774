/// Picks the candidates nearest to a misspelled name, for "did you mean" hints.
///
/// Distance is the Levenshtein edit distance, ignoring case, so `loginscreen` finds `LoginScreen`.
/// A candidate is close when at most a third of the name (and at least two characters) differs.
enum ClosestMatches {
    /// The candidates close to `name`, nearest first, ties in alphabetical order.
    static func find(_ name: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        let threshold = max(2, target.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            // The distance is at least the length difference, which saves the quadratic work on
            // names that cannot match (and on hostile megabyte-long keys).
            guard abs(scalars.count - target.count) <= threshold else { continue }
            let distance = editDistance(target, scalars)
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return scored.prefix(limit).map(\.name)
    }

    /// The single nearest candidate, if any is close.
    static func best(_ name: String, in candidates: some Sequence<String>) -> String? {
        find(name, in: candidates, limit: 1).first
    }

    /// Levenshtein distance with two rolling rows.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                let substitution = previous[j] + (left == right ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
