import Foundation
import XCTest

@testable import HeadlessFlow

/// Matching rules of ``URLRouteTable``: precedence, backtracking, conflicts, encoding, letter
/// case, Unicode, trailing slashes and query items. Scheme and host rules are in
/// `URLRouteHostRuleTests`, error messages in `URLRouteErrorTests`.
final class URLRouteTableTests: XCTestCase {
    /// A table whose routes are the matching pattern's text.
    private func table(_ patterns: [String], hosts: URLRouteHostRule = .only(["app"])) throws
        -> URLRouteTable<String>
    {
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: hosts)
        for pattern in patterns {
            try table.add(pattern) { $0.pattern.text }
        }
        return table
    }

    private func resolveError(_ table: URLRouteTable<String>, _ url: String) -> URLRouteError? {
        do throws(URLRouteError) {
            _ = try table.resolve(url)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - The documented example

    private enum AppRoute: Equatable {
        case item(id: Int, tab: String?)
        case files(path: [String])
    }

    func testDocumentationExample_ResolvesItemAndFiles() throws {
        var table = URLRouteTable<AppRoute>(schemes: ["demo", "https"], hosts: .only(["example.com"]))
        try table.add("items/{id}?tab={tab?}") { match in
            .item(id: try match.parameter("id"), tab: try match.query("tab"))
        }
        try table.add("files/**") { match in
            .files(path: match.remainingSegments.map(String.init))
        }
        let route = try table.resolve("https://example.com/items/42?tab=info")
        XCTAssertEqual(route, .item(id: 42, tab: "info"))
        XCTAssertEqual(try table.resolve("demo://example.com/items/7"), .item(id: 7, tab: nil))
        XCTAssertEqual(try table.resolve("https://example.com/files/a/b%20c"), .files(path: ["a", "b c"]))
    }

    func testPatterns_ListsRegistrationOrder() throws {
        let table = try table(["b/{x}", "a", "**", "/"])
        XCTAssertEqual(table.patterns.map(\.text), ["b/{x}", "a", "**", "/"])
    }

    // MARK: - Precedence and backtracking

    func testResolve_LiteralBeatsParameter_RegardlessOfOrder() throws {
        for patterns in [["items/{id}", "items/new"], ["items/new", "items/{id}"]] {
            let table = try table(patterns)
            XCTAssertEqual(try table.resolve("demo://app/items/new"), "items/new", "\(patterns)")
            XCTAssertEqual(try table.resolve("demo://app/items/42"), "items/{id}", "\(patterns)")
        }
    }

    func testResolve_ParameterBeatsWildcard_WildcardBeatsCatchAll_RegardlessOfOrder() throws {
        let patterns = ["a/{x}/**", "a/*/c", "a/**"]
        for order in [patterns, patterns.reversed(), [patterns[1], patterns[2], patterns[0]]] {
            let table = try table(order)
            // At segment 2, the parameter branch wins, even though `a/*/c` is more literal later.
            XCTAssertEqual(try table.resolve("demo://app/a/b/c"), "a/{x}/**", "\(order)")
            XCTAssertEqual(try table.resolve("demo://app/a"), "a/**", "\(order)")
        }
        let wildcardFirst = try table(["a/**", "a/*/c"])
        XCTAssertEqual(try wildcardFirst.resolve("demo://app/a/b/c"), "a/*/c")
        XCTAssertEqual(try wildcardFirst.resolve("demo://app/a/b/d"), "a/**")
    }

    func testResolve_LiteralBranchFails_BacktracksToParameter() throws {
        let table = try table(["a/{x}/c", "a/b/d"])
        XCTAssertEqual(try table.resolve("demo://app/a/b/c"), "a/{x}/c")
        XCTAssertEqual(try table.resolve("demo://app/a/b/d"), "a/b/d")
    }

    func testResolve_DeepBacktracking_FindsTheOnlyMatchingBranch() throws {
        let table = try table(["a/b/c/d", "a/b/{x}/e", "a/{y}/c/f", "*/b/c/g", "**"])
        XCTAssertEqual(try table.resolve("demo://app/a/b/c/d"), "a/b/c/d")
        XCTAssertEqual(try table.resolve("demo://app/a/b/c/e"), "a/b/{x}/e")
        XCTAssertEqual(try table.resolve("demo://app/a/b/c/f"), "a/{y}/c/f")
        XCTAssertEqual(try table.resolve("demo://app/a/b/c/g"), "*/b/c/g")
        XCTAssertEqual(try table.resolve("demo://app/a/b/c/h"), "**")
    }

    func testResolve_ExactEndBeatsCatchAllMatchingNothing() throws {
        let table = try table(["files/**", "files"])
        XCTAssertEqual(try table.resolve("demo://app/files"), "files")
        XCTAssertEqual(try table.resolve("demo://app/files/x"), "files/**")
    }

    // MARK: - Catch-all

    func testCatchAll_MatchesZeroOneAndSeveralSegments() throws {
        var table = URLRouteTable<[String]>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("files/**") { $0.remainingSegments.map(String.init) }
        XCTAssertEqual(try table.resolve("demo://app/files"), [])
        XCTAssertEqual(try table.resolve("demo://app/files/"), [])
        XCTAssertEqual(try table.resolve("demo://app/files/a"), ["a"])
        XCTAssertEqual(try table.resolve("demo://app/files/a/b/c%2Fd"), ["a", "b", "c/d"])
    }

    func testCatchAll_AloneMatchesTheRoot() throws {
        let table = try table(["**"])
        XCTAssertEqual(try table.resolve("demo://app"), "**")
        XCTAssertEqual(try table.resolve("demo://app/"), "**")
        XCTAssertEqual(try table.match("demo://app/x/y").remainingSegments, ["x", "y"])
    }

    func testRemainingSegments_WithoutCatchAll_IsEmpty() throws {
        let table = try table(["a/{x}"])
        XCTAssertEqual(try table.match("demo://app/a/b").remainingSegments, [])
    }

    // MARK: - Conflicts

    func testAdd_SameShapeWithOtherParameterName_IsRefusedNamingBoth() throws {
        var table = try table(["items/{id}"])
        XCTAssertThrowsError(try table.add("items/{name}") { _ in "" }) { error in
            XCTAssertEqual(
                error as? RoutePatternError, .conflictingPatterns("items/{name}", existing: "items/{id}"))
        }
        XCTAssertEqual(table.patterns.map(\.text), ["items/{id}"])
    }

    func testAdd_ParameterAndWildcardAtTheSamePlace_Conflict() throws {
        let table = try table(["items/{id}/edit"])
        XCTAssertEqual(
            table.conflictingPattern(for: try RoutePattern("items/*/edit"))?.text, "items/{id}/edit")
        XCTAssertNil(table.conflictingPattern(for: try RoutePattern("items/*/view")))
    }

    func testAdd_OnlyQueryItemsDiffer_Conflict() throws {
        var table = try table(["items/{id}?tab={tab}"])
        XCTAssertThrowsError(try table.add("/items/{id}/") { _ in "" }) { error in
            XCTAssertEqual(
                error as? RoutePatternError,
                .conflictingPatterns("/items/{id}/", existing: "items/{id}?tab={tab}"))
        }
    }

    func testAdd_DifferentShapes_AreAccepted() throws {
        let table = try table(["a/{x}", "a/b", "a/**", "a/{x}/c", "a/*/d", "/", "**"])
        XCTAssertEqual(table.patterns.count, 7)
    }

    func testAdd_MalformedPattern_LeavesTableUnchanged() throws {
        var table = try table(["a"])
        XCTAssertThrowsError(try table.add("b/{") { _ in "" })
        XCTAssertEqual(table.patterns.map(\.text), ["a"])
        XCTAssertThrowsError(try table.resolve("demo://app/b"))
    }

    // MARK: - Encoding

    func testPath_PercentEncodedSlash_StaysInsideItsSegment() throws {
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("files/{name}") { try $0.parameter("name") }
        XCTAssertEqual(try table.resolve("demo://app/files/a%2Fb"), "a/b")
        XCTAssertThrowsError(try table.resolve("demo://app/files/a/b"))
    }

    func testPath_PercentEncodedLiteral_MatchesDecodedPatternLiteral() throws {
        let table = try table(["my-items/{id}"])
        XCTAssertEqual(try table.resolve("demo://app/my%2Ditems/1"), "my-items/{id}")
        XCTAssertEqual(try table.resolve("demo://app/my-item%73/1"), "my-items/{id}")
    }

    func testPath_Plus_IsAPlusNotASpace() throws {
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("tags/{tag}") { try $0.parameter("tag") }
        XCTAssertEqual(try table.resolve("demo://app/tags/c++"), "c++")
    }

    func testQuery_PlusIsASpace_PercentTwoBIsAPlus() throws {
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("search?q={q}") { try $0.parameter("q") }
        XCTAssertEqual(try table.resolve("demo://app/search?q=swift+ui"), "swift ui")
        XCTAssertEqual(try table.resolve("demo://app/search?q=c%2B%2B"), "c++")
        XCTAssertEqual(try table.resolve("demo://app/search?q=a%26b%3Dc"), "a&b=c")
    }

    func testPath_MalformedPercentEncoding_IsRefusedWithOffset() throws {
        let table = try table(["{x}"])
        XCTAssertEqual(
            resolveError(table, "demo://app/a%2"),
            .malformedPercentEncoding(url: "demo://app/a%2", offset: 12))
        XCTAssertEqual(
            resolveError(table, "demo://app/%G1"),
            .malformedPercentEncoding(url: "demo://app/%G1", offset: 11))
        XCTAssertEqual(
            resolveError(table, "demo://app/%"), .malformedPercentEncoding(url: "demo://app/%", offset: 11))
    }

    func testQuery_MalformedPercentEncoding_InAnIgnoredItem_IsRefused() throws {
        let table = try table(["{x}"])
        XCTAssertEqual(
            resolveError(table, "demo://app/a?other=%zz"),
            .malformedPercentEncoding(url: "demo://app/a?other=%zz", offset: 19))
    }

    func testPath_PercentEncodedBytesThatAreNotUTF8_AreRefused() throws {
        let table = try table(["{x}"])
        XCTAssertEqual(resolveError(table, "demo://app/%C3"), .invalidUTF8(url: "demo://app/%C3", offset: 11))
        XCTAssertEqual(
            resolveError(table, "demo://app/a%C3(b"), .invalidUTF8(url: "demo://app/a%C3(b", offset: 12))
        XCTAssertEqual(resolveError(table, "demo://app/%FF"), .invalidUTF8(url: "demo://app/%FF", offset: 11))
        // An overlong encoding of '/' and an encoded surrogate.
        XCTAssertEqual(
            resolveError(table, "demo://app/%C0%AF"), .invalidUTF8(url: "demo://app/%C0%AF", offset: 11))
        XCTAssertEqual(
            resolveError(table, "demo://app/%ED%A0%80"), .invalidUTF8(url: "demo://app/%ED%A0%80", offset: 11)
        )
    }

    func testFragment_IsIgnoredAndNotDecoded() throws {
        let table = try table(["a"])
        XCTAssertEqual(try table.resolve("demo://app/a#section-%zz"), "a")
    }

    // MARK: - Unicode

    func testUnicode_PercentEncodedUTF8_MatchesLiteralAndParameter() throws {
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("café/{name}") { try $0.parameter("name") }
        XCTAssertEqual(try table.resolve("demo://app/caf%C3%A9/%F0%9F%98%80%E6%97%A5"), "😀日")
        XCTAssertEqual(try table.resolve("demo://app/café/ß"), "ß")
    }

    func testUnicode_NFDInTheURL_MatchesNFCLiteral() throws {
        let table = try table(["caf\u{E9}"])
        // "e" followed by U+0301 COMBINING ACUTE ACCENT, percent-encoded.
        XCTAssertEqual(try table.resolve("demo://app/cafe%CC%81"), "caf\u{E9}")
    }

    func testUnicode_LiteralCanonicallyEqualToASCII_MatchesBothWays() throws {
        // U+212A KELVIN SIGN is canonically equivalent to the letter K.
        let table = try table(["\u{212A}elvin", "K"])
        XCTAssertEqual(try table.resolve("demo://app/Kelvin"), "\u{212A}elvin")
        XCTAssertEqual(try table.resolve("demo://app/%E2%84%AAelvin"), "\u{212A}elvin")
        XCTAssertEqual(try table.resolve("demo://app/%E2%84%AA"), "K")
    }

    func testUnicode_NFCAndNFDLiterals_Conflict() throws {
        var table = try table(["caf\u{E9}"])
        XCTAssertThrowsError(try table.add("cafe\u{301}") { _ in "" }) { error in
            XCTAssertEqual(
                error as? RoutePatternError, .conflictingPatterns("cafe\u{301}", existing: "caf\u{E9}"))
        }
    }

    // MARK: - Trailing slash, empty segments, letter case

    func testTrailingSlash_IsIgnored() throws {
        let table = try table(["items/{id}", "/"])
        XCTAssertEqual(try table.resolve("demo://app/items/1/"), "items/{id}")
        XCTAssertEqual(try table.resolve("demo://app/"), "/")
        XCTAssertEqual(try table.resolve("demo://app"), "/")
        XCTAssertEqual(try table.resolve("demo://app/?x=1"), "/")
    }

    func testEmptyInnerSegment_IsRefused() throws {
        let table = try table(["a/b", "**"])
        XCTAssertEqual(resolveError(table, "demo://app/a//b"), .emptyPathSegment(path: "/a//b", index: 1))
        XCTAssertEqual(resolveError(table, "demo://app/a//"), .emptyPathSegment(path: "/a//", index: 1))
        XCTAssertEqual(resolveError(table, "demo://app//"), .emptyPathSegment(path: "//", index: 0))
        XCTAssertThrowsError(try table.match(path: ["a", "", "b"])) { error in
            XCTAssertEqual(error as? URLRouteError, .emptyPathSegment(path: "/a//b", index: 1))
        }
    }

    func testLiterals_AreCaseSensitive() throws {
        let table = try table(["Items/{id}"])
        XCTAssertEqual(try table.resolve("demo://app/Items/1"), "Items/{id}")
        XCTAssertEqual(
            resolveError(table, "demo://app/items/1"),
            .noMatch(path: "/items/1", closestPatterns: ["Items/{id}"]))
    }

    func testQueryItemNames_AreCaseSensitive() throws {
        let table = try table(["a?tab={tab}"])
        XCTAssertEqual(
            resolveError(table, "demo://app/a?TAB=x"), .missingQueryItem(key: "tab", pattern: "a?tab={tab}"))
    }

    // MARK: - Query items

    func testQuery_RequiredAndOptionalItems_AreRead() throws {
        var table = URLRouteTable<[String?]>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("items/{id}?tab={tab}&sort={order?}") { match in
            [try match.parameter("tab"), try match.query("order"), try match.query("tab")]
        }
        XCTAssertEqual(try table.resolve("demo://app/items/1?tab=info&sort=asc"), ["info", "asc", "info"])
        XCTAssertEqual(try table.resolve("demo://app/items/1?sort=asc&tab=info"), ["info", "asc", "info"])
        XCTAssertEqual(try table.resolve("demo://app/items/1?tab=info"), ["info", nil, "info"])
    }

    func testQuery_MissingRequiredItem_IsAnErrorNotAFallbackToAnotherPattern() throws {
        let table = try table(["items/{id}?tab={tab}", "items/**"])
        XCTAssertEqual(
            resolveError(table, "demo://app/items/1"),
            .missingQueryItem(key: "tab", pattern: "items/{id}?tab={tab}"))
        XCTAssertEqual(try table.resolve("demo://app/items/1/2"), "items/**")
    }

    func testQuery_UnknownItems_AreIgnored_FirstOfARepeatedItemWins() throws {
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("a?tab={tab}") { try $0.parameter("tab") }
        XCTAssertEqual(try table.resolve("demo://app/a?utm_source=x&&tab=one&tab=two&flag"), "one")
    }

    func testQuery_ItemWithoutEqualsSign_HasAnEmptyValue() throws {
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("a?flag={flag}") { try $0.parameter("flag") }
        XCTAssertEqual(try table.resolve("demo://app/a?flag"), "")
        XCTAssertEqual(try table.resolve("demo://app/a?flag=x=y"), "x=y")
    }

    func testQuery_EncodedItemName_IsDecodedBeforeComparing() throws {
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("a?sort-order={s}&é={e?}") {
            "\(try $0.parameter("s") as String) \(try $0.query("e") ?? "-")"
        }
        XCTAssertEqual(try table.resolve("demo://app/a?sort%2Dorder=up"), "up -")
        XCTAssertEqual(try table.resolve("demo://app/a?sort-order=down&%C3%A9=%C3%A8"), "down è")
    }

    // MARK: - Inputs

    func testResolve_URLAndString_GiveTheSameRoute() throws {
        var table = URLRouteTable<String>(schemes: ["demo", "https"], hosts: .only(["example.com"]))
        try table.add("items/{id}?tab={tab}") {
            "\(try $0.parameter("id") as Int) \(try $0.parameter("tab") as String)"
        }
        let text = "https://example.com/items/42?tab=a%20b"
        let url = try XCTUnwrap(URL(string: text))
        XCTAssertEqual(try table.resolve(url), "42 a b")
        XCTAssertEqual(try table.resolve(text), "42 a b")
        XCTAssertEqual(try table.match(url).segments, ["items", "42"])
    }

    func testMatchPath_TakesSegmentsAndQueryAsGiven() throws {
        let table = try table(["items/{id}?tab={tab}"])
        let match = try table.match(path: ["items", "a%2F"], query: ["tab": "x+y"])
        XCTAssertEqual(match.pattern.text, "items/{id}?tab={tab}")
        XCTAssertEqual(try match.parameter("id", as: String.self), "a%2F")
        XCTAssertEqual(try match.parameter("tab", as: String.self), "x+y")
        XCTAssertEqual(try table.route(for: match), "items/{id}?tab={tab}")
    }

    func testMatch_DoesNotCallTheClosure() throws {
        var table = URLRouteTable<Int>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("a") { _ in
            XCTFail("match(_:) called the closure")
            return 0
        }
        XCTAssertEqual(try table.match("demo://app/a").pattern.text, "a")
    }

    // MARK: - Route closures

    private struct TestFailure: Error, CustomStringConvertible {
        var description: String { "no such item" }
    }

    func testResolve_ClosureThrows_WrapsTheErrorNamingThePattern() throws {
        var table = URLRouteTable<Int>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("items/{id}") { _ in throw TestFailure() }
        let error = try XCTUnwrap(
            { () -> URLRouteError? in
                do throws(URLRouteError) {
                    _ = try table.resolve("demo://app/items/9")
                    return nil
                } catch {
                    return error
                }
            }())
        XCTAssertEqual(
            error, .routeFailed(pattern: "items/{id}", path: "/items/9", underlying: TestFailure()))
        guard case .routeFailed(_, _, let underlying) = error else { return XCTFail("\(error)") }
        XCTAssertTrue(underlying is TestFailure)
    }

    func testResolve_ClosureThrowsAParameterError_PassesItOnUnwrapped() throws {
        var table = URLRouteTable<Int>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add("items/{id}") { try $0.parameter("id") }
        XCTAssertThrowsError(try table.resolve("demo://app/items/abc")) { error in
            XCTAssertEqual(
                error as? URLRouteError,
                .invalidParameterValue("id", text: "abc", expected: "Int", pattern: "items/{id}"))
        }
    }

    // MARK: - Concurrency

    func testTable_IsUsableFromSeveralThreadsAtOnce() throws {
        let table = try table(["items/{id}", "a/**"])
        let results = Lock<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let route = (try? table.resolve("demo://app/items/\(index)")) ?? "failed"
            results.withLock { $0.append(route) }
        }
        XCTAssertEqual(results.withLock { $0 }, [String](repeating: "items/{id}", count: 8))
    }
}
