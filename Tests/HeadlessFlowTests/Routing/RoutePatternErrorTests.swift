import XCTest

@testable import HeadlessFlow

/// One test per ``RoutePatternError`` case, each asserting the whole message a person reads.
final class RoutePatternErrorTests: XCTestCase {
    private func parseError(_ text: String) -> RoutePatternError? {
        do {
            _ = try RoutePattern(text)
            return nil
        } catch {
            return error
        }
    }

    private func assertMessage(
        _ text: String, _ message: String, offset: Int?, file: StaticString = #filePath, line: UInt = #line
    ) {
        let error = parseError(text)
        XCTAssertEqual(error?.description, message, file: file, line: line)
        XCTAssertEqual(error?.offset, offset, file: file, line: line)
        XCTAssertEqual(error?.pattern, text, file: file, line: line)
    }

    func testEmptyPattern_SuggestsTheRoot() {
        assertMessage("", "empty pattern; write '/' for the root", offset: nil)
    }

    func testUnexpectedCharacter_AfterAParameter() {
        assertMessage(
            "items/{id}x",
            "pattern 'items/{id}x': unexpected 'x' at offset 10; expected '/' or '?' after '}' (a parameter is "
                + "a whole segment)", offset: 10)
    }

    func testUnexpectedCharacter_ParameterInsideALiteral() {
        assertMessage(
            "item{id}",
            "pattern 'item{id}': unexpected '{' at offset 4; expected a literal character; parameters and "
                + "wildcards are whole segments", offset: 4)
    }

    func testUnexpectedCharacter_WildcardFollowedByText() {
        assertMessage(
            "a/*b",
            "pattern 'a/*b': unexpected 'b' at offset 3; expected '/' or '?' after '*' (wildcards are "
                + "whole segments)", offset: 3)
        assertMessage(
            "a/***",
            "pattern 'a/***': unexpected '*' at offset 4; expected '/' or '?' after '**' (wildcards "
                + "are whole segments)", offset: 4)
    }

    func testUnexpectedCharacter_WhitespaceAndPercentInALiteral_NamesTheCharacter() {
        assertMessage(
            "my items",
            "pattern 'my items': unexpected U+0020 at offset 2; expected a literal character (not ? # { } * % \\, "
                + "whitespace or control characters; write literals decoded)", offset: 2)
        assertMessage(
            "caf%C3%A9",
            "pattern 'caf%C3%A9': unexpected '%' at offset 3; expected a literal character (not ? # { } * % \\, "
                + "whitespace or control characters; write literals decoded)", offset: 3)
    }

    func testUnexpectedCharacter_OffsetCountsCharacters() {
        // "é" and "👍🏽" are one Character each, however many bytes and scalars they take.
        assertMessage(
            "é/👍🏽/{1}",
            "pattern 'é/👍🏽/{1}': unexpected '1' at offset 5; expected a parameter name (a letter or '_')",
            offset: 5)
    }

    func testUnexpectedCharacter_InAParameterName() {
        assertMessage(
            "{a-b}",
            "pattern '{a-b}': unexpected '-' at offset 2; expected a letter, digit, '_' or '}' in parameter 'a'",
            offset: 2)
        assertMessage(
            "{é}", "pattern '{é}': unexpected 'é' at offset 1; expected a parameter name (a letter or '_')",
            offset: 1)
    }

    func testUnexpectedCharacter_QuestionMarkNotBeforeTheClosingBrace() {
        assertMessage(
            "a?x={id?x}",
            "pattern 'a?x={id?x}': unexpected 'x' at offset 8; expected '}' after '?' (an optional parameter "
                + "is written '{id?}')", offset: 8)
    }

    func testUnexpectedCharacter_QueryValueIsNotAParameter() {
        assertMessage(
            "a?mode=edit",
            "pattern 'a?mode=edit': unexpected 'e' at offset 7; expected '{' (query values are parameters, such "
                + "as 'mode={mode}')", offset: 7)
    }

    func testUnexpectedCharacter_EmptyQueryItem() {
        assertMessage(
            "a?x={x}&&y={y}",
            "pattern 'a?x={x}&&y={y}': unexpected '&' at offset 8; expected a query item name",
            offset: 8)
        assertMessage(
            "a?={x}", "pattern 'a?={x}': unexpected '=' at offset 2; expected a query item name", offset: 2)
    }

    func testUnexpectedCharacter_AfterAQueryItem() {
        assertMessage(
            "a?x={x}y", "pattern 'a?x={x}y': unexpected 'y' at offset 7; expected '&' or the end", offset: 7)
    }

    func testUnexpectedEnd_InTheQuery() {
        assertMessage("a?", "pattern 'a?' ends at offset 2; expected a query item name", offset: 2)
        assertMessage(
            "a?tab", "pattern 'a?tab' ends at offset 5; expected '=' after query item 'tab'", offset: 5)
        assertMessage(
            "a?tab=", "pattern 'a?tab=' ends at offset 6; expected '{' and a parameter name after 'tab='",
            offset: 6)
    }

    func testUnclosedParameter_PointsAtTheBrace() {
        assertMessage(
            "items/{id", "pattern 'items/{id': unclosed '{' at offset 6; expected a parameter name and '}'",
            offset: 6)
        assertMessage(
            "items/{id/x",
            "pattern 'items/{id/x': unclosed '{' at offset 6; expected a parameter name and '}'",
            offset: 6)
    }

    func testEmptyParameterName() {
        assertMessage(
            "items/{}", "pattern 'items/{}': '{}' at offset 6 has no name; expected a name such as '{id}'",
            offset: 6)
    }

    func testEmptySegment() {
        assertMessage(
            "a//b",
            "pattern 'a//b': empty segment ('//') at offset 2; expected a segment between the slashes",
            offset: 2)
        assertMessage(
            "//", "pattern '//': empty segment ('//') at offset 1; expected a segment between the slashes",
            offset: 1)
    }

    func testCatchAllNotLast() {
        assertMessage(
            "files/**/x",
            "pattern 'files/**/x': '**' at offset 6 is not the last segment; it matches the rest of the path, "
                + "so nothing can follow it", offset: 6)
    }

    func testOptionalPathParameter_SuggestsAQueryItem() {
        assertMessage(
            "items/{id?}",
            "pattern 'items/{id?}': path parameter 'id' at offset 6 is marked optional; only query items can "
                + "be optional ('?id={id?}')", offset: 6)
    }

    func testDuplicateParameter_AcrossPathAndQuery() {
        assertMessage(
            "{id}/x/{id}",
            "pattern '{id}/x/{id}': parameter 'id' at offset 7 is already declared at offset 0; parameter "
                + "names must be unique", offset: 7)
        assertMessage(
            "{id}?x={id}",
            "pattern '{id}?x={id}': parameter 'id' at offset 7 is already declared at offset 0; parameter "
                + "names must be unique", offset: 7)
    }

    func testDuplicateQueryItem() {
        assertMessage(
            "a?x={a}&x={b}",
            "pattern 'a?x={a}&x={b}': query item 'x' at offset 8 is already declared at offset 2", offset: 8)
    }

    func testConflictingPatterns_NamesBoth() throws {
        var table = URLRouteTable<Int>(schemes: ["demo"], hosts: .noHost)
        try table.add("items/{id}") { _ in 1 }
        XCTAssertThrowsError(try table.add("items/*") { _ in 2 }) { error in
            let error = error as? RoutePatternError
            XCTAssertEqual(
                error?.description,
                "pattern 'items/*' conflicts with 'items/{id}': both match the same paths ('{name}' and '*' "
                    + "both take any one segment, query items do not count)")
            XCTAssertEqual(error?.pattern, "items/*")
            XCTAssertNil(error?.offset)
        }
    }

    func testControlCharacter_IsNamedByCodePoint() {
        XCTAssertEqual(
            parseError("a\u{7}")?.description,
            "pattern 'a\u{7}': unexpected U+0007 at offset 1; expected a literal character (not ? # { } * % \\, "
                + "whitespace or control characters; write literals decoded)")
    }
}
