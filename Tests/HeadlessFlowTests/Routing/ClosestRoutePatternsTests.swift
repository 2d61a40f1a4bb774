import Foundation
import HeadlessFlow
import XCTest

final class ClosestRoutePatternsTests: XCTestCase {
    /// 100 literals under the root (`area0` ... `area99`), each with one pattern below it.
    private func wideTable() throws -> URLRouteTable<Int> {
        var table = URLRouteTable<Int>(schemes: ["demo"], hosts: .only(["app"]))
        for area in 0..<100 { try table.add("area\(area)/items/{id}") { _ in area } }
        return table
    }

    private func noMatchHints(_ table: URLRouteTable<Int>, _ path: [Substring]) -> ClosestRoutePatterns? {
        do {
            _ = try table.match(path: path)
            return nil
        } catch {
            guard case .noMatch(_, let closest) = error else { return nil }
            return closest
        }
    }

    func testMissAtWideNode_ReadHints_AreTheTyposOfTheFailingSegment() throws {
        let table = try wideTable()
        let hints = try XCTUnwrap(noMatchHints(table, ["aera5", "items", "1"]))
        XCTAssertEqual(Array(hints), ["area5/items/{id}"])
        XCTAssertEqual(hints, ["area5/items/{id}"])
        XCTAssertEqual(hints.count, 1)
        XCTAssertEqual(hints.first, "area5/items/{id}")
    }

    func testHints_ReadManyTimesAndInCopies_AreTheSame() throws {
        let table = try wideTable()
        let hints = try XCTUnwrap(noMatchHints(table, ["area7", "itemz", "1"]))
        let copy = hints
        XCTAssertEqual(hints.patterns, ["area7/items/{id}"])
        XCTAssertEqual(copy.patterns, hints.patterns)
        XCTAssertEqual(hints.description, #"["area7/items/{id}"]"#)
    }

    func testHints_FirstReadFromManyThreads_AllSeeTheSameList() throws {
        let table = try wideTable()
        for _ in 0..<20 {
            let hints = try XCTUnwrap(noMatchHints(table, ["aera3", "items", "1"]))
            let results = Results(count: 8)
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                results.store(hints.patterns, at: index)
            }
            XCTAssertEqual(results.values, Array(repeating: ["area3/items/{id}"], count: 8))
        }
    }

    func testArrayLiteralAndInit_ListThePatternsGiven() {
        let literal: ClosestRoutePatterns = ["a", "b"]
        XCTAssertEqual(literal, ClosestRoutePatterns(["a", "b"]))
        XCTAssertNotEqual(literal, ["b", "a"])
        XCTAssertTrue(ClosestRoutePatterns([]).isEmpty)
        XCTAssertEqual(literal.map { $0.uppercased() }, ["A", "B"])
    }

    func testNoMatchError_FromATable_EqualsOneWithTheSameHintsGiven() throws {
        let table = try wideTable()
        XCTAssertThrowsError(try table.match(path: ["aera5", "items", "1"])) { error in
            XCTAssertEqual(
                error as? URLRouteError,
                .noMatch(path: "/aera5/items/1", closestPatterns: ["area5/items/{id}"]))
            XCTAssertEqual(
                "\(error)", "no pattern matches path '/aera5/items/1'; closest patterns: 'area5/items/{id}'")
        }
    }
}

/// What several threads read, kept under a lock.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[String]]

    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    func store(_ value: [String], at index: Int) {
        lock.withLock { slots[index] = value }
    }

    var values: [[String]] { lock.withLock { slots } }
}
