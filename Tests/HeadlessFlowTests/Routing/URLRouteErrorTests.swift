import XCTest

@testable import HeadlessFlow

/// One test per ``URLRouteError`` case, each asserting the whole message a person reads.
final class URLRouteErrorTests: XCTestCase {
    /// Thrown, failing the test, when the error under test does not happen.
    private struct Unexpected: Error {
        let text: String
    }

    private struct Refusal: Error, CustomStringConvertible {
        var description: String { "item 9 was deleted" }
    }

    private func table(hosts: URLRouteHostRule = .only(["example.com"])) throws -> URLRouteTable<Int> {
        var table = URLRouteTable<Int>(schemes: ["demo", "https"], hosts: hosts)
        try table.add("items/{id}?tab={tab}&sort={sort?}") { try $0.parameter("id") }
        try table.add("items/{id}/comments/{cid}") { try $0.parameter("cid") }
        try table.add("settings/profile") { _ in 0 }
        try table.add("deleted/{id}") { _ in throw Refusal() }
        return table
    }

    private func error(_ url: String, hosts: URLRouteHostRule = .only(["example.com"])) throws
        -> URLRouteError
    {
        let table = try table(hosts: hosts)
        let value: Int
        do throws(URLRouteError) {
            value = try table.resolve(url)
        } catch {
            return error
        }
        throw Unexpected(text: "resolved to \(value)")
    }

    private func matchError(_ url: String, _ read: (RouteMatch) throws(URLRouteError) -> Void) throws
        -> URLRouteError
    {
        let match = try table().match(url)
        do throws(URLRouteError) {
            try read(match)
        } catch {
            return error
        }
        throw Unexpected(text: "no error")
    }

    func testSchemeNotAccepted() throws {
        XCTAssertEqual(
            try error("ftp://example.com/items/1").description,
            "URL 'ftp://example.com/items/1' has scheme 'ftp'; this table accepts 'demo', 'https'")
        XCTAssertEqual(
            try error("example.com/items/1").description,
            "URL 'example.com/items/1' has no scheme; this table accepts 'demo', 'https'")
    }

    func testHostNotAccepted_OnlyListedHosts() throws {
        XCTAssertEqual(
            try error("https://evil.com/items/1").description,
            "URL 'https://evil.com/items/1' has host 'evil.com'; this table accepts host 'example.com'")
        XCTAssertEqual(
            try error("demo:/items/1").description,
            "URL 'demo:/items/1' has no host; this table accepts host 'example.com'")
    }

    func testHostNotAccepted_FirstPathSegment() throws {
        XCTAssertEqual(
            try error("demo:///items/1", hosts: .firstPathSegment).description,
            "URL 'demo:///items/1' has an empty host; this table accepts links written 'scheme://first/rest', "
                + "reading the host as the first path segment")
    }

    func testHostNotAccepted_NoHost() throws {
        XCTAssertEqual(
            try error("demo://items/1", hosts: .noHost).description,
            "URL 'demo://items/1' has host 'items'; this table accepts links without a host ('scheme:/path')")
    }

    func testMalformedPercentEncoding() throws {
        XCTAssertEqual(
            try error("https://example.com/items/1%4").description,
            "URL 'https://example.com/items/1%4': malformed percent-encoding at offset 27; expected '%' "
                + "followed by two hexadecimal digits (write a literal '%' as '%25')")
    }

    func testInvalidUTF8() throws {
        XCTAssertEqual(
            try error("https://example.com/items/%E2%82").description,
            "URL 'https://example.com/items/%E2%82': the percent-encoded bytes at offset 26 are not UTF-8")
    }

    func testEmptyPathSegment() throws {
        XCTAssertEqual(
            try error("https://example.com/items//1").description,
            "path '/items//1' has an empty segment at index 1 ('//'); remove the extra '/'")
    }

    func testNoMatch_WithCloseLiteral_SuggestsPatterns() throws {
        XCTAssertEqual(
            try error("https://example.com/settings/profil").description,
            "no pattern matches path '/settings/profil'; closest patterns: 'settings/profile'")
        XCTAssertEqual(
            try error("https://example.com/itemz/1").description,
            "no pattern matches path '/itemz/1'; closest patterns: 'items/{id}?tab={tab}&sort={sort?}', "
                + "'items/{id}/comments/{cid}'")
    }

    func testNoMatch_SharedStart_SuggestsPatternsBelowIt() throws {
        XCTAssertEqual(
            try error("https://example.com/items/1/likes").description,
            "no pattern matches path '/items/1/likes'; closest patterns: 'items/{id}?tab={tab}&sort={sort?}', "
                + "'items/{id}/comments/{cid}'")
    }

    func testNoMatch_NothingClose_HasNoHint() throws {
        XCTAssertEqual(
            try error("https://example.com/zzzzzzzz").description, "no pattern matches path '/zzzzzzzz'")
    }

    func testMissingQueryItem() throws {
        XCTAssertEqual(
            try error("https://example.com/items/1?sort=asc").description,
            "pattern 'items/{id}?tab={tab}&sort={sort?}' requires query item 'tab', but the URL has none")
    }

    func testUnknownParameter() throws {
        let error = try matchError("https://example.com/items/1/comments/2") { match throws(URLRouteError) in
            _ = try match.parameter("commentID", as: Int.self)
        }
        XCTAssertEqual(
            error.description,
            "pattern 'items/{id}/comments/{cid}' has no parameter 'commentID'; its parameters are id, cid")
        XCTAssertEqual(error.pattern, "items/{id}/comments/{cid}")
        let none = try matchError("https://example.com/settings/profile") { match throws(URLRouteError) in
            _ = try match.parameter("id", as: Int.self)
        }
        XCTAssertEqual(
            none.description, "pattern 'settings/profile' has no parameter 'id'; it has no parameters")
    }

    func testUnknownQueryParameter() throws {
        let error = try matchError("https://example.com/items/1?tab=a") { match throws(URLRouteError) in
            _ = try match.query("id", as: Int.self)
        }
        XCTAssertEqual(
            error.description,
            "pattern 'items/{id}?tab={tab}&sort={sort?}' has no query parameter 'id'; its query parameters are "
                + "tab, sort")
        let none = try matchError("https://example.com/settings/profile") { match throws(URLRouteError) in
            _ = try match.query("tab", as: String.self)
        }
        XCTAssertEqual(
            none.description, "pattern 'settings/profile' has no query parameter 'tab'; it has no query items"
        )
    }

    func testAbsentOptionalParameter() throws {
        let error = try matchError("https://example.com/items/1?tab=a") { match throws(URLRouteError) in
            _ = try match.parameter("sort", as: String.self)
        }
        XCTAssertEqual(
            error.description,
            "optional query parameter 'sort' of pattern 'items/{id}?tab={tab}&sort={sort?}' is absent from the "
                + "URL; read it with query(_:as:), which returns nil")
    }

    func testInvalidParameterValue() throws {
        XCTAssertEqual(
            try error("https://example.com/items/x%20y?tab=a").description,
            "parameter 'id' of pattern 'items/{id}?tab={tab}&sort={sort?}' is 'x y', which is not a valid Int"
        )
    }

    func testRouteFailed_NamesPatternPathAndTheUnderlyingError() throws {
        let error = try error("https://example.com/deleted/9")
        XCTAssertEqual(
            error.description,
            "the route for pattern 'deleted/{id}' (path '/deleted/9') failed: item 9 was deleted")
        XCTAssertEqual(error.pattern, "deleted/{id}")
    }

    func testEquality_ComparesCasesAndValues() {
        XCTAssertEqual(
            URLRouteError.noMatch(path: "/a", closestPatterns: []), .noMatch(path: "/a", closestPatterns: []))
        XCTAssertNotEqual(
            URLRouteError.noMatch(path: "/a", closestPatterns: []), .noMatch(path: "/b", closestPatterns: []))
        XCTAssertNotEqual(
            URLRouteError.missingQueryItem(key: "a", pattern: "p"),
            .absentOptionalParameter("a", pattern: "p"))
        XCTAssertNotEqual(
            URLRouteError.routeFailed(pattern: "p", path: "/", underlying: Refusal()),
            .routeFailed(
                pattern: "p", path: "/", underlying: URLRouteError.noMatch(path: "/", closestPatterns: [])))
    }
}
