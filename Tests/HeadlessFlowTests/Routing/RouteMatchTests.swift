import Foundation
import XCTest

@testable import HeadlessFlow

/// Reading values from a ``RouteMatch``: typed parameters, query items, and the errors for names
/// and texts that do not fit.
final class RouteMatchTests: XCTestCase {
    private func match(_ pattern: String, _ url: String) throws -> RouteMatch {
        var table = URLRouteTable<Void>(schemes: ["demo"], hosts: .only(["app"]))
        try table.add(pattern) { _ in }
        return try table.match(url)
    }

    func testParameter_ConvertsToTheInferredOrGivenType() throws {
        let match = try match(
            "items/{id}/{uuid}/{ratio}/{flag}",
            "demo://app/items/42/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/0.5/true")
        let id: Int = try match.parameter("id")
        XCTAssertEqual(id, 42)
        XCTAssertEqual(try match.parameter("id", as: String.self), "42")
        XCTAssertEqual(
            try match.parameter("uuid", as: UUID.self),
            UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        XCTAssertEqual(try match.parameter("ratio", as: Double.self), 0.5)
        XCTAssertEqual(try match.parameter("flag", as: Bool.self), true)
        XCTAssertEqual(
            match.segments, ["items", "42", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "0.5", "true"])
        XCTAssertEqual(match.pattern, try RoutePattern("items/{id}/{uuid}/{ratio}/{flag}"))
    }

    func testParameter_IntOverflow_IsAnErrorNamingNameTextAndType() throws {
        let match = try match("items/{id}", "demo://app/items/99999999999999999999")
        XCTAssertThrowsError(try match.parameter("id", as: Int.self)) { error in
            XCTAssertEqual(
                error as? URLRouteError,
                .invalidParameterValue(
                    "id", text: "99999999999999999999", expected: "Int", pattern: "items/{id}"))
        }
    }

    func testParameter_InvalidUUIDAndBool_AreErrors() throws {
        let match = try match("{uuid}/{flag}", "demo://app/not-a-uuid/yes")
        XCTAssertThrowsError(try match.parameter("uuid", as: UUID.self)) { error in
            XCTAssertEqual(
                error as? URLRouteError,
                .invalidParameterValue("uuid", text: "not-a-uuid", expected: "UUID", pattern: "{uuid}/{flag}")
            )
        }
        XCTAssertThrowsError(try match.parameter("flag", as: Bool.self)) { error in
            XCTAssertEqual(
                error as? URLRouteError,
                .invalidParameterValue("flag", text: "yes", expected: "Bool", pattern: "{uuid}/{flag}"))
        }
    }

    func testParameter_UnknownName_IsAnErrorNotACrash() throws {
        let match = try match("items/{id}", "demo://app/items/1")
        XCTAssertThrowsError(try match.parameter("ID", as: Int.self)) { error in
            XCTAssertEqual(
                error as? URLRouteError, .unknownParameter("ID", pattern: "items/{id}", parameters: ["id"]))
        }
    }

    func testParameter_ValuesArePercentDecoded() throws {
        let match = try match("search/{term}", "demo://app/search/caf%C3%A9%20au%2Blait")
        XCTAssertEqual(try match.parameter("term", as: String.self), "café au+lait")
    }

    func testQuery_OptionalItem_IsNilWhenAbsent_AndConverted() throws {
        let present = try match("list?page={page?}", "demo://app/list?page=3")
        XCTAssertEqual(try present.query("page", as: Int.self), 3)
        XCTAssertEqual(try present.parameter("page", as: Int.self), 3)
        let absent = try match("list?page={page?}", "demo://app/list")
        XCTAssertNil(try absent.query("page", as: Int.self))
        XCTAssertThrowsError(try absent.parameter("page", as: Int.self)) { error in
            XCTAssertEqual(
                error as? URLRouteError, .absentOptionalParameter("page", pattern: "list?page={page?}"))
        }
    }

    func testQuery_InvalidValue_IsAnError() throws {
        let match = try match("list?page={page?}", "demo://app/list?page=two")
        XCTAssertThrowsError(try match.query("page", as: Int.self)) { error in
            XCTAssertEqual(
                error as? URLRouteError,
                .invalidParameterValue("page", text: "two", expected: "Int", pattern: "list?page={page?}"))
        }
    }

    func testQuery_PathParameterName_IsAnError() throws {
        let match = try match("items/{id}?tab={tab?}", "demo://app/items/1")
        XCTAssertThrowsError(try match.query("id", as: Int.self)) { error in
            XCTAssertEqual(
                error as? URLRouteError,
                .unknownQueryParameter("id", pattern: "items/{id}?tab={tab?}", queryParameters: ["tab"]))
        }
    }

    func testQuery_PresentButEmptyValue_IsAnEmptyString() throws {
        let match = try match("list?filter={filter?}", "demo://app/list?filter=")
        XCTAssertEqual(try match.query("filter", as: String.self), "")
    }
}
