import Foundation
import XCTest

/// Keeps every Swift snippet of the documentation compiling.
///
/// Each ```` ```swift ```` block in `README.md`, `Docs/*.md` and every product's DocC catalog must appear, line
/// by line and in order, in one of the compiled files of this folder (`ReadmeTests.swift`,
/// `ConceptsSnippets.swift`, ...). Indentation and blank lines do not count, and the file may hold
/// lines the block does not show between the block's lines: the scaffolding a fragment needs, such
/// as the test function around it or a namespace that keeps its type names apart. Blocks that are not
/// Swift source use another fence language (`sh`, `json`, `text`). Glue that only compiles on Apple
/// platforms (UIKit, SwiftUI) is fenced ```` ```swift apple-only ````, says so in the text around
/// it, and is not checked here: `.ci/apple/run.sh` extracts each such block from the documents and
/// compiles it against the real iOS and macOS SDKs, next to `.ci/apple/AppFixtures`.
final class DocumentationSnippetTests: XCTestCase {
    func testEverySwiftBlock_InTheDocs_IsInACompiledSnippetFile() throws {
        let sources = try snippetSources()
        XCTAssertGreaterThan(sources.count, 5, "no snippet files found in \(Self.snippetFolder.path)")
        var checked = 0
        for document in try documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            let name = Self.relativePath(of: document)
            for block in Self.swiftBlocks(in: text) {
                checked += 1
                if let failure = Self.firstMissingLine(of: block, in: sources) {
                    let closest = failure.closestFile.map { " (\($0) has the lines before it)" } ?? ""
                    XCTFail(
                        "\(name):\(block.fenceLine): this Swift block is in no file of "
                            + "Tests/HeadlessFlowTests/Documentation/; its first missing line is line "
                            + "\(failure.line)\(closest): \(failure.text)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 10, "fewer Swift blocks than expected: is the extraction broken?")
    }

    /// On Apple platforms the bare `@Observable` on a property is Observation's macro in any file that
    /// imports Foundation or SwiftUI, and fails to compile there; Linux does not show it. No Swift
    /// block of the docs (Apple-only ones included) and no Swift file of Sources/, Demo/ or Tests/
    /// writes it: they write `@HeadlessFlow.Observable`.
    func testNoDocBlockOrSourceFile_PutsTheBareObservableOnAProperty() throws {
        var offenders: [String] = []
        for document in try documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            for block in Self.swiftBlocks(in: text, includingAppleOnly: true) {
                for line in block.lines where Self.hasBareObservableProperty(line.text) {
                    offenders.append("\(Self.relativePath(of: document)):\(line.line): \(line.text)")
                }
            }
        }
        for folder in ["Sources", "Demo", "Tests"] {
            let root = Self.packageRoot.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in Self.normalized(text) where Self.hasBareObservableProperty(line.text) {
                    offenders.append("\(Self.relativePath(of: file)):\(line.line): \(line.text)")
                }
            }
        }
        XCTAssertEqual(offenders, [], "write @HeadlessFlow.Observable (Docs/Observable.md, \"The name\")")
        // The check can fail.
        let bare = "@" + "Observable private(set) var state = 0"
        XCTAssertTrue(Self.hasBareObservableProperty(bare))
        XCTAssertTrue(Self.hasBareObservableProperty("@" + "Observable var x = 1"))
        XCTAssertFalse(Self.hasBareObservableProperty("@HeadlessFlow.Observable var x = 1"))
        XCTAssertFalse(Self.hasBareObservableProperty("@" + "Observable final class Settings {"))
    }

    /// Whether `line` puts the unqualified `@Observable` attribute on a stored property.
    static func hasBareObservableProperty(_ line: String) -> Bool {
        line.range(
            of:
                #"(^|[^.\w])@Observable\s+((public|private|fileprivate|internal|package|open|static|nonisolated)(\(set\))?\s+)*(var|let)\b"#,
            options: .regularExpression) != nil
    }

    /// The check can fail: a block with a line no snippet file has is reported with that line.
    func testFirstMissingLine_LineNotInAnyFile_IsReported() {
        let markdown = """
            Text.

            ```swift
            let a = 1

                print(a)
            ```

            ```sh
            swift test
            ```

            ```swift apple-only
            import UIKit
            ```
            """
        let blocks = Self.swiftBlocks(in: markdown)
        XCTAssertEqual(blocks.map(\.fenceLine), [3])
        XCTAssertEqual(blocks.first?.lines.map(\.text), ["let a = 1", "print(a)"])
        let sources = [
            (name: "Good.swift", lines: ["func f() {", "let a = 1", "print(0)", "print(a)", "}"]),
            (name: "Bad.swift", lines: ["let a = 1", "print(b)"]),
        ]
        XCTAssertNil(Self.firstMissingLine(of: blocks[0], in: sources))
        let failure = Self.firstMissingLine(of: blocks[0], in: [sources[1]])
        XCTAssertEqual(failure?.line, 6)
        XCTAssertEqual(failure?.text, "print(a)")
        XCTAssertEqual(failure?.closestFile, "Bad.swift")
        // Order matters: the lines must follow one another in the file.
        let reversed = [(name: "Reversed.swift", lines: ["print(a)", "let a = 1"])]
        XCTAssertEqual(Self.firstMissingLine(of: blocks[0], in: reversed)?.text, "print(a)")
    }

    // MARK: - Reading the docs

    struct Block {
        /// The line of the opening fence, counted from 1.
        let fenceLine: Int
        /// The block's non-blank lines, trimmed, with their line numbers in the document.
        let lines: [(line: Int, text: String)]
    }

    struct Missing {
        let line: Int
        let text: String
        /// The file holding the longest start of the block; `nil` if none has its first line.
        let closestFile: String?
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let snippetFolder = packageRoot.appendingPathComponent("Tests/HeadlessFlowTests/Documentation")

    /// README.md, Docs/*.md and the DocC catalogs' articles.
    private func documents() throws -> [URL] {
        let manager = FileManager.default
        var documents = [Self.packageRoot.appendingPathComponent("README.md")]
        for folder in [
            "Docs", "Sources/HeadlessFlow/HeadlessFlow.docc",
            "Sources/HeadlessFlowTesting/HeadlessFlowTesting.docc",
            "Sources/HeadlessFlowUIKit/HeadlessFlowUIKit.docc",
            "Sources/HeadlessFlowSwiftUI/HeadlessFlowSwiftUI.docc",
        ] {
            let url = Self.packageRoot.appendingPathComponent(folder)
            let names = try manager.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".md") }
            XCTAssertFalse(names.isEmpty, "no Markdown files in \(folder)")
            documents += names.sorted().map { url.appendingPathComponent($0) }
        }
        return documents
    }

    private func snippetSources() throws -> [(name: String, lines: [String])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.snippetFolder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "DocumentationSnippetTests.swift" }
        return try names.sorted().map { name in
            let text = try String(
                contentsOf: Self.snippetFolder.appendingPathComponent(name), encoding: .utf8)
            return (name, Self.normalized(text).map(\.text))
        }
    }

    static func relativePath(of url: URL) -> String {
        String(url.path.dropFirst(packageRoot.path.count + 1))
    }

    /// The non-blank lines of `text`, trimmed, numbered from `firstLine`.
    static func normalized(_ text: some StringProtocol, firstLine: Int = 1) -> [(line: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : (firstLine + index, trimmed)
        }
    }

    /// The blocks fenced with ```` ```swift ````, in document order.
    static func swiftBlocks(in markdown: String, includingAppleOnly: Bool = false) -> [Block] {
        var blocks: [Block] = []
        var open: (fenceLine: Int, language: String, isAppleOnly: Bool, lines: [(line: Int, text: String)])?
        for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if line.hasPrefix("```") {
                    if current.language == "swift" && (includingAppleOnly || !current.isAppleOnly) {
                        blocks.append(Block(fenceLine: current.fenceLine, lines: current.lines))
                    }
                    open = nil
                } else {
                    if !line.isEmpty { current.lines.append((index + 1, line)) }
                    open = current
                }
            } else if line.hasPrefix("```") {
                let info = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                let words = info.split(separator: " ").map { $0.lowercased() }
                open = (index + 1, words.first ?? "", words.dropFirst().contains("apple-only"), [])
            }
        }
        return blocks
    }

    /// `nil` if every line of `block` appears in order in one of `sources`; otherwise the first
    /// line missing from the file that holds the longest prefix of the block.
    static func firstMissingLine(of block: Block, in sources: [(name: String, lines: [String])]) -> Missing? {
        guard !block.lines.isEmpty else { return nil }
        var best: (matched: Int, name: String?) = (0, nil)
        for source in sources {
            var remaining = source.lines[...]
            var matched = 0
            for wanted in block.lines {
                guard let index = remaining.firstIndex(of: wanted.text) else { break }
                remaining = remaining[(index + 1)...]
                matched += 1
            }
            if matched == block.lines.count { return nil }
            if matched > best.matched { best = (matched, source.name) }
        }
        let missing = block.lines[best.matched]
        return Missing(line: missing.line, text: missing.text, closestFile: best.name)
    }
}
