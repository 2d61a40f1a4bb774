import Foundation
import XCTest

@testable import DemoKit
@testable import DemoTerminal

final class DemoOptionsTests: XCTestCase {
    func testParse_Options_Parsed() throws {
        XCTAssertEqual(try DemoOptions.parse([]), DemoOptions())
        XCTAssertEqual(
            try DemoOptions.parse(["--data", "/tmp/x.json", "--reset"]),
            DemoOptions(dataFile: URL(fileURLWithPath: "/tmp/x.json"), reset: true))
        XCTAssertEqual(
            try DemoOptions.parse(["--data=/tmp/y.json"]),
            DemoOptions(dataFile: URL(fileURLWithPath: "/tmp/y.json")))
        XCTAssertEqual(try DemoOptions.parse(["--help"]), DemoOptions(showsHelp: true))
        XCTAssertEqual(try DemoOptions.parse(["--strict"]), DemoOptions(strict: true))
        XCTAssertEqual(try DemoOptions.parse(["--fresh"]), DemoOptions(fresh: true))
        XCTAssertEqual(try DemoOptions.parse(["--map"]), DemoOptions(printsMap: true))
    }

    func testParse_Bad_Errors() {
        let cases: [([String], OptionsError)] = [
            (["--data"], .missingValue("--data")), (["--data="], .missingValue("--data")),
            (["--colour"], .unknownOption("--colour")), (["items.json"], .unknownOption("items.json")),
            (["--data", "a", "--data", "b"], .repeated("--data")),
            (["--data=a", "--data", "b"], .repeated("--data")),
            (["--reset", "--reset"], .repeated("--reset")),
            (["--fresh", "--strict", "--fresh"], .repeated("--fresh")),
            (["--strict", "--data", "x", "--strict"], .repeated("--strict")),
            (["--map", "--map"], .repeated("--map")),
        ]
        for (arguments, error) in cases {
            XCTAssertThrowsError(try DemoOptions.parse(arguments)) {
                XCTAssertEqual($0 as? OptionsError, error)
            }
        }
    }
}
