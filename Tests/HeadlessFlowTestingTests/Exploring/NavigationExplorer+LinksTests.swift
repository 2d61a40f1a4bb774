import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class NavigationExplorerLinksTests: XCTestCase {
    private func table(_ hosts: URLRouteHostRule, _ patterns: [String]) throws -> URLRouteTable<String> {
        var table = URLRouteTable<String>(schemes: ["shop", "other"], hosts: hosts)
        for pattern in patterns { try table.add(pattern) { _ in pattern } }
        return table
    }

    func testLinks_EveryPatternWithEachValue_InRegistrationOrder() throws {
        let table = try table(
            .firstPathSegment,
            [
                "items", "items/{id}", "items/{id}/tabs/{tab}", "search?q={query}&page={page?}", "files/**",
                "users/{user}", "*/about",
            ])

        let links = NavigationExplorer.links(
            from: table, values: ["id": ["1", "42"], "tab": ["info"], "query": ["pen"], "*": ["team"]])

        XCTAssertEqual(
            links,
            [
                "shop://items", "shop://items/1", "shop://items/42", "shop://items/1/tabs/info",
                "shop://items/42/tabs/info", "shop://search?q=pen", "shop://files", "shop://team/about",
            ])
    }

    func testLinks_HostRules_WriteTheLinkAsTheTableReadsIt() throws {
        XCTAssertEqual(
            NavigationExplorer.links(
                from: try table(.only(["b.example", "a.example"]), ["items/{id}"]), values: ["id": ["7"]]),
            ["shop://a.example/items/7"])
        XCTAssertEqual(
            NavigationExplorer.links(from: try table(.noHost, ["items", "/"])), ["shop:/items", "shop:/"])
    }

    @MainActor func testLinks_OfTheTable_ResolveInIt() async throws {
        let table = try table(.firstPathSegment, ["items", "items/{id}", "search?q={query}"])

        let links = NavigationExplorer.links(from: table, values: ["id": ["3"], "query": ["ink"]])

        XCTAssertEqual(try links.map { try table.resolve($0) }, ["items", "items/{id}", "search?q={query}"])
    }
}
