import HeadlessFlowTesting
import XCTest

@testable import DemoKit

final class ItemDetailViewModelTests: XCTestCase {
    @MainActor
    func testLines_ItemsAddedAfterwards_PositionAndCountFollowTheStore() async throws {
        let store = DemoStore(memoryOnly: DemoData(), passwordIterations: 1)
        let viewModel = ItemDetailViewModel(itemNamed: "Pencil", in: store)
        let history = ValueRecorder<[String]>()
        let token = viewModel.$lines.sink { history.append($0) }

        store.add(Item(name: "Ruler"))
        store.add(Item(name: "Glue"))

        XCTAssertEqual(
            history.values,
            [
                ["Name: Pencil", "Item 2 of 3."],
                ["Name: Pencil", "Item 2 of 4."],
                ["Name: Pencil", "Item 2 of 5."],
            ])
        token.cancel()
    }

    @MainActor
    func testLines_NoItemOfThatName_EmptyAndFollowsNothing() async throws {
        let store = DemoStore(memoryOnly: DemoData(), passwordIterations: 1)
        let viewModel = ItemDetailViewModel(itemNamed: "Stapler", in: store)
        let history = ValueRecorder<[String]>()
        let token = viewModel.$lines.sink { history.append($0) }

        store.add(Item(name: "Ruler"))

        XCTAssertNil(viewModel.item)
        XCTAssertEqual(history.values, [[]])
        token.cancel()
    }

    @MainActor
    func testLifetime_DroppedWhileTheStoreLives_Deallocated() async throws {
        let store = DemoStore(memoryOnly: DemoData(), passwordIterations: 1)
        var viewModel: ItemDetailViewModel? = ItemDetailViewModel(itemNamed: "Pen", in: store)
        weak let dropped = viewModel
        viewModel = nil
        store.add(Item(name: "Ruler"))
        XCTAssertNil(dropped)
    }
}
