import XCTest

@testable import HeadlessFlow

final class ClosestMatchesTests: XCTestCase {
    func testEditDistance_ClassicPairs() {
        func distance(_ a: String, _ b: String) -> Int {
            ClosestMatches.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        XCTAssertEqual(
            [
                distance("", ""), distance("", "abc"), distance("kitten", "sitting"),
                distance("flaw", "lawn"),
                distance("same", "same"),
            ],
            [0, 3, 3, 2, 0])
    }

    func testFind_OrdersByDistanceThenName_AndIgnoresCase() {
        let names = ["LoginScreen", "LogoutScreen", "SignupScreen", "loginScreen2", "Settings"]
        XCTAssertEqual(
            ClosestMatches.find("LogInScreen", in: names), ["LoginScreen", "loginScreen2", "LogoutScreen"])
    }

    func testFind_FarNames_AreNotSuggested() {
        XCTAssertEqual(ClosestMatches.find("Settings", in: ["LoginScreen", "WelcomeScreen"]), [])
        XCTAssertNil(ClosestMatches.best("xy", in: ["label", "list"]))
    }

    func testFind_ShortNames_AllowTwoEdits() {
        XCTAssertEqual(ClosestMatches.best("lst", in: ElementKind.allCases.map(\.rawValue)), "list")
    }

    func testFind_HugeName_IsRejectedWithoutQuadraticWork() {
        let huge = String(repeating: "a", count: 1_000_000)
        XCTAssertEqual(ClosestMatches.find(huge, in: ["title", "elements"]), [])
    }
}
