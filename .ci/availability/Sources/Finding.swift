// A finding, how it prints, and the allow-list that accepts confirmed ones.

import Foundation

struct Finding: Hashable, Comparable {
    var path: String
    var line: Int
    /// What the allow-list keys on: the declaration (`Atomic`, `Duration.init(attoseconds:)`) or
    /// the kind (`runtime:typed-throws-metadata`, `int32:narrowing-conversion`).
    var symbol: String
    var message: String
    /// The source line, trimmed, for `~ text` allow-list entries.
    var sourceLine: String

    var rendered: String { "\(path):\(line): \(symbol) — \(message)" }

    static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.symbol, lhs.message) < (rhs.path, rhs.line, rhs.symbol, rhs.message)
    }
}

/// Confirmed findings. Each entry is `path:symbol` or `path:symbol ~ text` (the finding's source
/// line must contain `text`), preceded by `#` comment lines giving the reason; no line numbers,
/// which drift.
struct AllowList {
    struct Entry {
        var path: String
        var symbol: String
        var text: String?
        var line: Int
        var source: String
    }

    var entries: [Entry] = []

    static func read(_ text: String, file: String) throws -> AllowList {
        var list = AllowList()
        var hasReason = false
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                hasReason = false
                continue
            }
            if line.hasPrefix("#") {
                hasReason = line.count > 1
                continue
            }
            guard hasReason else {
                throw ToolError.config(
                    "\(file):\(offset + 1): an entry needs a `# reason` comment right above it")
            }
            var body = Substring(line)
            var text: String? = nil
            if let tilde = body.range(of: " ~ ") {
                text = String(body[tilde.upperBound...]).trimmingCharacters(in: .whitespaces)
                body = body[..<tilde.lowerBound]
            }
            guard let colon = body.firstIndex(of: ":"), body[..<colon].hasSuffix(".swift") else {
                throw ToolError.config("\(file):\(offset + 1): want `path/File.swift:symbol`")
            }
            list.entries.append(
                Entry(
                    path: String(body[..<colon]),
                    symbol: String(body[body.index(after: colon)...]).trimmingCharacters(in: .whitespaces),
                    text: text, line: offset + 1, source: line))
        }
        return list
    }

    /// The entry that accepts `finding`, if any.
    func entry(accepting finding: Finding) -> Int? {
        entries.firstIndex { entry in
            entry.path == finding.path && entry.symbol == finding.symbol
                && (entry.text.map { finding.sourceLine.contains($0) } ?? true)
        }
    }
}
