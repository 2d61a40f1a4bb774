import Foundation
import XCTest

@testable import HeadlessFlow

/// Schemes and hosts: which URLs a ``URLRouteTable`` accepts before it looks at the path.
final class URLRouteHostRuleTests: XCTestCase {
    private func table(schemes: [String] = ["demo", "HTTPS"], hosts: URLRouteHostRule) throws
        -> URLRouteTable<String>
    {
        var table = URLRouteTable<String>(schemes: schemes, hosts: hosts)
        try table.add("items/{id}") { try $0.parameter("id") }
        return table
    }

    private func error(_ table: URLRouteTable<String>, _ url: String) -> URLRouteError? {
        do throws(URLRouteError) {
            _ = try table.match(url)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Schemes

    func testScheme_IsCaseInsensitive() throws {
        let table = try table(hosts: .only(["example.com"]))
        XCTAssertEqual(table.schemes, ["demo", "https"])
        XCTAssertEqual(try table.resolve("HTTPS://example.com/items/1"), "1")
        XCTAssertEqual(try table.resolve("Demo://example.com/items/2"), "2")
    }

    func testScheme_NotAccepted_NamesFoundAndAccepted() throws {
        let table = try table(hosts: .only(["example.com"]))
        XCTAssertEqual(
            error(table, "ftp://example.com/items/1"),
            .schemeNotAccepted(found: "ftp", accepted: ["demo", "https"], url: "ftp://example.com/items/1"))
    }

    func testScheme_Missing_IsRefused() throws {
        let table = try table(hosts: .only(["example.com"]))
        for url in ["items/1", "/items/1", "", "://example.com/items/1", "1demo://example.com/items/1"] {
            XCTAssertEqual(
                error(table, url), .schemeNotAccepted(found: nil, accepted: ["demo", "https"], url: url), url)
        }
    }

    func testScheme_EmptyList_AcceptsNoURL_ButMatchPathWorks() throws {
        let table = try table(schemes: [], hosts: .only(["example.com"]))
        XCTAssertEqual(
            error(table, "demo://example.com/items/1"),
            .schemeNotAccepted(found: "demo", accepted: [], url: "demo://example.com/items/1"))
        XCTAssertEqual(try table.match(path: ["items", "1"]).pattern.text, "items/{id}")
    }

    // MARK: - Listed hosts

    func testOnlyHosts_CaseInsensitive_PortAndUserInfoNotCompared() throws {
        let table = try table(hosts: .only(["Example.com", "www.example.com"]))
        for url in [
            "https://example.com/items/1", "https://EXAMPLE.COM/items/1",
            "https://www.example.com:8443/items/1",
            "https://user:secret@example.com/items/1",
        ] {
            XCTAssertEqual(try table.resolve(url), "1", url)
        }
    }

    func testOnlyHosts_OtherHost_IsRefused_EvenWithAHostLookalikeInUserInfo() throws {
        let table = try table(hosts: .only(["example.com"]))
        let rule = URLRouteHostRule.only(["example.com"])
        XCTAssertEqual(
            error(table, "https://evil.com/items/1"),
            .hostNotAccepted(found: "evil.com", rule: rule, url: "https://evil.com/items/1"))
        XCTAssertEqual(
            error(table, "https://example.com@evil.com/items/1"),
            .hostNotAccepted(found: "evil.com", rule: rule, url: "https://example.com@evil.com/items/1"))
        XCTAssertEqual(
            error(table, "https://example.com.evil.com/items/1"),
            .hostNotAccepted(
                found: "example.com.evil.com", rule: rule, url: "https://example.com.evil.com/items/1"))
    }

    func testOnlyHosts_NoAuthority_IsRefused() throws {
        let table = try table(hosts: .only(["example.com"]))
        XCTAssertEqual(
            error(table, "demo:/items/1"),
            .hostNotAccepted(found: nil, rule: .only(["example.com"]), url: "demo:/items/1"))
        XCTAssertEqual(
            error(table, "demo:///items/1"),
            .hostNotAccepted(found: "", rule: .only(["example.com"]), url: "demo:///items/1"))
    }

    func testOnlyHosts_IPv6Literal_IsComparedWithBrackets() throws {
        let table = try table(hosts: .only(["[::1]"]))
        XCTAssertEqual(try table.resolve("https://[::1]:8080/items/5"), "5")
    }

    // MARK: - First path segment

    func testFirstPathSegment_ReadsTheHostAsASegment() throws {
        let table = try table(hosts: .firstPathSegment)
        XCTAssertEqual(try table.resolve("demo://items/42"), "42")
        XCTAssertEqual(try table.resolve("demo://items/42/"), "42")
        // As a segment, its letter case counts, as it does for every literal.
        XCTAssertThrowsError(try table.resolve("demo://ITEMS/42"))
        XCTAssertEqual(try table.resolve("demo://it%65ms/42"), "42")
    }

    func testFirstPathSegment_WithoutAuthority_OrEmptyHost_IsRefused() throws {
        let table = try table(hosts: .firstPathSegment)
        XCTAssertEqual(
            error(table, "demo:/items/42"),
            .hostNotAccepted(found: nil, rule: .firstPathSegment, url: "demo:/items/42"))
        XCTAssertEqual(
            error(table, "demo:///items/42"),
            .hostNotAccepted(found: "", rule: .firstPathSegment, url: "demo:///items/42"))
    }

    func testFirstPathSegment_URLValue_ParsesHostAsFoundationDoes() throws {
        let table = try table(hosts: .firstPathSegment)
        let url = try XCTUnwrap(URL(string: "demo://items/42"))
        XCTAssertEqual(url.host, "items")
        XCTAssertEqual(try table.resolve(url), "42")
    }

    // MARK: - No host

    func testNoHost_AcceptsPathOnlyForms() throws {
        let table = try table(hosts: .noHost)
        for url in ["demo:/items/42", "demo:items/42", "demo:///items/42"] {
            XCTAssertEqual(try table.resolve(url), "42", url)
        }
    }

    func testNoHost_RefusesAHost() throws {
        let table = try table(hosts: .noHost)
        XCTAssertEqual(
            error(table, "demo://items/42"),
            .hostNotAccepted(found: "items", rule: .noHost, url: "demo://items/42"))
    }

    func testDescription_NamesTheRule() {
        XCTAssertEqual(URLRouteHostRule.only(["b.com", "a.com"]).description, "a.com, b.com")
        XCTAssertEqual(URLRouteHostRule.only([]).description, "no host")
        XCTAssertEqual(
            URLRouteHostRule.firstPathSegment.description,
            "the first path segment in the host's place ('scheme://first/rest')")
        XCTAssertEqual(URLRouteHostRule.noHost.description, "no host ('scheme:/path')")
    }
}
