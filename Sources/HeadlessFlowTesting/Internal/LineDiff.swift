/// A line diff of `expected` and `actual` for a failure message: common lines start with two
/// spaces, lines only expected with `- `, lines only actual with `+ ` (a longest common
/// subsequence, which is plenty for the few dozen lines of a test's expectation).
func lineDiff(expected: [String], actual: [String]) -> String {
    let rows = expected.count
    let columns = actual.count
    // lengths[i][j]: the longest common subsequence of expected[i...] and actual[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
        for j in stride(from: columns - 1, through: 0, by: -1) {
            lengths[i][j] =
                expected[i] == actual[j]
                ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < rows || j < columns {
        if i < rows && j < columns && expected[i] == actual[j] {
            lines.append("  " + expected[i])
            i += 1
            j += 1
        } else if j < columns && (i == rows || lengths[i][j + 1] >= lengths[i + 1][j]) {
            lines.append("+ " + actual[j])
            j += 1
        } else {
            lines.append("- " + expected[i])
            i += 1
        }
    }
    return lines.joined(separator: "\n")
}
