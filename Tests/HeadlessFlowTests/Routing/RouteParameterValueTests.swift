import Foundation
import XCTest

@testable import HeadlessFlow

/// A custom `LosslessStringConvertible` type that conforms with an empty extension.
private struct Slug: LosslessStringConvertible, Equatable {
    let text: String

    init?(_ description: String) {
        guard !description.isEmpty, description.allSatisfy({ $0.isLowercase || $0 == "-" }) else {
            return nil
        }
        text = description
    }

    var description: String { text }
}

/// Conversions of ``RouteParameterValue``: what each type accepts and refuses.
final class RouteParameterValueTests: XCTestCase {
    func testInt_AcceptsSignedDecimal_RefusesOverflowAndOtherText() {
        XCTAssertEqual(Int(routeParameter: "42"), 42)
        XCTAssertEqual(Int(routeParameter: "-7"), -7)
        XCTAssertEqual(Int(routeParameter: "+7"), 7)
        XCTAssertEqual(Int(routeParameter: "9223372036854775807"), Int.max)
        XCTAssertNil(Int(routeParameter: "9223372036854775808"))
        XCTAssertNil(Int(routeParameter: "0x10"))
        XCTAssertNil(Int(routeParameter: "1.5"))
        XCTAssertNil(Int(routeParameter: ""))
        XCTAssertNil(Int(routeParameter: " 1"))
    }

    func testOtherIntegers_CheckTheirOwnRange() {
        XCTAssertEqual(Int32(routeParameter: "2147483647"), Int32.max)
        XCTAssertNil(Int32(routeParameter: "2147483648"))
        XCTAssertEqual(Int64(routeParameter: "-9223372036854775808"), Int64.min)
        XCTAssertNil(UInt(routeParameter: "-1"))
        XCTAssertEqual(UInt64(routeParameter: "18446744073709551615"), UInt64.max)
    }

    func testDouble_AcceptsFiniteOnly() {
        XCTAssertEqual(Double(routeParameter: "1.5"), 1.5)
        XCTAssertEqual(Double(routeParameter: "-2e3"), -2000)
        XCTAssertNil(Double(routeParameter: "nan"))
        XCTAssertNil(Double(routeParameter: "inf"))
        XCTAssertNil(Double(routeParameter: "1e999"))
        XCTAssertNil(Double(routeParameter: "one"))
        XCTAssertEqual(Float(routeParameter: "0.25"), 0.25)
        XCTAssertNil(Float(routeParameter: "-infinity"))
    }

    func testBool_AcceptsTrueFalseOneZero_CaseSensitive() {
        XCTAssertEqual(
            ["true", "1", "false", "0", "TRUE", "yes", ""].map { Bool(routeParameter: $0) },
            [true, true, false, false, nil, nil, nil])
    }

    func testUUID_AcceptsEitherCase() {
        let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        XCTAssertEqual(UUID(routeParameter: Substring(text)), UUID(uuidString: text))
        XCTAssertEqual(UUID(routeParameter: Substring(text.lowercased())), UUID(uuidString: text))
        XCTAssertNil(UUID(routeParameter: "E621E1F8C36C495A93FC0C247A3E6E5F"))
    }

    func testStrings_AcceptAnything() {
        XCTAssertEqual(String(routeParameter: ""), "")
        XCTAssertEqual(Substring(routeParameter: "a b/c"), "a b/c")
    }

    func testLosslessStringConvertible_ConformsWithAnEmptyExtension() throws {
        XCTAssertEqual(Slug(routeParameter: "swift-on-linux"), Slug("swift-on-linux"))
        XCTAssertNil(Slug(routeParameter: "Swift"))
        var table = URLRouteTable<String>(schemes: ["demo"], hosts: .noHost)
        try table.add("posts/{slug}") { try $0.parameter("slug", as: Slug.self).text }
        XCTAssertEqual(try table.resolve("demo:/posts/hello-world"), "hello-world")
        XCTAssertThrowsError(try table.resolve("demo:/posts/Hello")) { error in
            XCTAssertEqual(
                error as? URLRouteError,
                .invalidParameterValue("slug", text: "Hello", expected: "Slug", pattern: "posts/{slug}"))
        }
    }
}

extension Slug: RouteParameterValue {}
