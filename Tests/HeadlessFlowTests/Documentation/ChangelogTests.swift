import Foundation
import XCTest

/// Keeps Docs/CHANGELOG.md readable by someone upgrading: versions in order, each dated, every
/// section dated so a reader knows where to start, and names that were renamed used only where a
/// migration needs them.
final class ChangelogTests: XCTestCase {
    /// A name the package no longer has, and the name that replaced it.
    private static let renamed: [(old: String, new: String)] = [
        ("tabSelected", "itemSelected"), ("tabAdded", "itemAdded"), ("tabItemChanged", "itemChanged"),
        ("tabRemoved(tabBar", "itemRemoved(container"), ("TabBarContent", "ContainerContent"),
        ("`TabContent`", "`ItemContent`"), ("tabIndexOutOfRange", "itemIndexOutOfRange"),
        ("unknownTabBar", "unknownContainer"), ("`Alert`", "`AlertModel`"), ("`Alert.", "`AlertModel."),
        ("added tab", "added item"), ("selected tab ", "selected item "), ("removed tab", "removed item"),
    ]

    func testVersions_AreDatedAndNewestFirst() throws {
        let headings = try Self.lines().filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        let versions = headings.compactMap(Self.version(of:))
        XCTAssertFalse(versions.isEmpty, "no released version (`## 1.2.3 (YYYY-MM-DD)`) in \(headings)")
        XCTAssertEqual(
            versions.map(\.number), versions.map(\.number).sorted { $1.lexicographicallyPrecedes($0) },
            "versions are not newest first")
        XCTAssertEqual(versions.map(\.date), versions.map(\.date).sorted(by: >), "dates are not newest first")
        let unreleased = headings.firstIndex(of: "Unreleased")
        if let unreleased, let firstVersion = headings.firstIndex(where: { Self.version(of: $0) != nil }) {
            XCTAssertLessThan(unreleased, firstVersion, "Unreleased must come before the released versions")
        }
        XCTAssertTrue(
            headings.contains("What a version number promises"),
            "the changelog must say what a version promises")
    }

    func testEverySectionOfAVersion_SaysWhenItReachedMain() throws {
        var inVersion = false
        for line in try Self.lines() {
            if line.hasPrefix("## ") { inVersion = Self.version(of: String(line.dropFirst(3))) != nil }
            guard inVersion, line.hasPrefix("### ") else { continue }
            XCTAssertNotNil(
                line.range(of: #"\d{4}-\d{2}-\d{2}\)$"#, options: .regularExpression),
                "a section of a released version names no date at its end: \(line)")
        }
    }

    /// An entry may name what a rename replaced only in its migration note, or beside the new
    /// name; the rest of the changelog reads in the package's present vocabulary.
    func testRenamedNames_AppearOnlyWhereAMigrationNeedsThem() throws {
        var offenders: [String] = []
        for entry in try Self.entries() {
            let describing = entry.components(separatedBy: "*Migration:*")[0]
            for (old, new) in Self.renamed where describing.contains(old) {
                let newName = new.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                let besideNewName = describing.contains("now `\(newName)") || describing.contains("(named `")
                if !besideNewName {
                    offenders.append("`\(old)` (now `\(new)`) in: \(entry.prefix(100))…")
                }
            }
        }
        XCTAssertEqual(offenders, [], "entries describe behaviour with names the package renamed")
    }

    // MARK: - Reading the changelog

    private static func lines() throws -> [String] {
        let file = DocumentationSnippetTests.packageRoot.appendingPathComponent("Docs/CHANGELOG.md")
        return try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    }

    /// The changelog's list entries, each with its continuation lines joined.
    private static func entries() throws -> [String] {
        var entries: [String] = []
        var current: String?
        for line in try lines() {
            if line.hasPrefix("- ") || line.hasPrefix("#") || line.isEmpty {
                current.map { entries.append($0) }
                current = line.hasPrefix("- ") ? line : nil
            } else if current != nil {
                current! += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        current.map { entries.append($0) }
        return entries
    }

    private static func version(of heading: String) -> (number: [Int], date: String)? {
        let parts = heading.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[1].hasPrefix("("), parts[1].hasSuffix(")") else { return nil }
        let number = parts[0].split(separator: ".").compactMap { Int($0) }
        let date = String(parts[1].dropFirst().dropLast())
        guard number.count == 3, date.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil
        else { return nil }
        return (number, date)
    }
}
