import HeadlessFlow
import XCTest

final class ListElementTests: XCTestCase {
    @MainActor func testSelect_ValidRow_SelectsThenSendsTheAction() async throws {
        let list = ListElement(id: "fruit", items: ["apple", "pear"], action: "pick")
        var history: [String] = []
        list.actionHandler = { history.append("pick \(list.selectedRow ?? -1) \(list.selectedItem ?? "-")") }
        try list.select(row: 1)
        try list.select(row: 0)
        XCTAssertEqual(history, ["pick 1 pear", "pick 0 apple"])
    }

    @MainActor func testSelect_OutOfRange_ThrowsAndKeepsTheSelection() async throws {
        let list = ListElement(id: "fruit", items: ["apple"])
        try list.select(row: 0)
        XCTAssertFalse(list.canSelect(row: 1))
        XCTAssertThrowsError(try list.select(row: 1)) { error in
            XCTAssertEqual(error as? ElementError, .rowOutOfRange(1, rowCount: 1, elementID: "fruit"))
            XCTAssertEqual("\(error)", "list 'fruit' has 1 row; row 1 does not exist")
        }
        XCTAssertThrowsError(try list.select(row: -1))
        XCTAssertEqual(list.selectedRow, 0)
    }

    @MainActor func testSelect_Disabled_Throws() async {
        let list = ListElement(id: "fruit", items: ["apple"], isEnabled: false)
        XCTAssertFalse(list.canSelect(row: 0))
        XCTAssertThrowsError(try list.select(row: 0)) { error in
            XCTAssertEqual(error as? ElementError, .disabled(elementID: "fruit"))
        }
        XCTAssertNil(list.selectedRow)
    }

    @MainActor func testItems_ShrinkBelowTheSelection_ClearsIt() async throws {
        let list = ListElement(id: "fruit", items: ["apple", "pear"])
        try list.select(row: 1)
        list.items = ["pear", "plum"]
        XCTAssertEqual(list.selectedRow, 1)
        list.items = ["apple"]
        XCTAssertNil(list.selectedRow)
        try list.select(row: 0)
        list.deselect()
        XCTAssertNil(list.selectedItem)
    }
}
