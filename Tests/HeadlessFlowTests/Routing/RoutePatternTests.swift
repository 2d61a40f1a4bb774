import XCTest

@testable import HeadlessFlow

/// What ``RoutePattern`` parses. Refusals and their messages are in `RoutePatternErrorTests`.
final class RoutePatternTests: XCTestCase {
    func testParse_EverySegmentKind() throws {
        let pattern = try RoutePattern("items/{id}/*/files/**")
        XCTAssertEqual(
            pattern.segments, [.literal("items"), .parameter("id"), .wildcard, .literal("files"), .catchAll])
        XCTAssertEqual(pattern.parameterNames, ["id"])
        XCTAssertEqual(pattern.queryItems, [])
        XCTAssertEqual(pattern.text, "items/{id}/*/files/**")
        XCTAssertEqual(pattern.description, "items/{id}/*/files/**")
    }

    func testParse_QueryItems_RequiredAndOptional() throws {
        let pattern = try RoutePattern("items/{id}?tab={tab}&sort={order?}")
        XCTAssertEqual(
            pattern.queryItems,
            [
                .init(key: "tab", parameter: "tab", isOptional: false),
                .init(key: "sort", parameter: "order", isOptional: true),
            ])
        XCTAssertEqual(pattern.parameterNames, ["id", "tab", "order"])
    }

    func testParse_LeadingAndTrailingSlash_ChangeNothing() throws {
        for text in ["/a/{b}", "a/{b}/", "/a/{b}/"] {
            XCTAssertEqual(try RoutePattern(text).segments, [.literal("a"), .parameter("b")], text)
        }
    }

    func testParse_Root() throws {
        XCTAssertEqual(try RoutePattern("/").segments, [])
        let rootWithQuery = try RoutePattern("?ref={ref?}")
        XCTAssertEqual(rootWithQuery.segments, [])
        XCTAssertEqual(rootWithQuery.queryItems, [.init(key: "ref", parameter: "ref", isOptional: true)])
    }

    func testParse_UnicodeAndPunctuationLiterals() throws {
        XCTAssertEqual(
            try RoutePattern("café/日本/a-b_c.d~e!$&'()+,;=:@[]").segments,
            [.literal("café"), .literal("日本"), .literal("a-b_c.d~e!$&'()+,;=:@[]")])
    }

    func testParse_ParameterNames_AreIdentifiers() throws {
        XCTAssertEqual(try RoutePattern("{_a1}/{B_2}").parameterNames, ["_a1", "B_2"])
    }

    func testEquality_IsByText() throws {
        XCTAssertEqual(try RoutePattern("a/{b}"), try RoutePattern("a/{b}"))
        XCTAssertNotEqual(try RoutePattern("a/{b}"), try RoutePattern("/a/{b}"))
        XCTAssertEqual(Set([try RoutePattern("a"), try RoutePattern("a")]).count, 1)
    }
}
