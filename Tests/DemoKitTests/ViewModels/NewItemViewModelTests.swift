import HeadlessFlowTesting
import XCTest

@testable import DemoKit

final class NewItemViewModelTests: XCTestCase {
    @MainActor
    func testAdd_EmptyDuplicateThenNew_StateHistoryAndStore() async throws {
        let directory = try TemporaryDirectory()
        let store = DemoStore(fileURL: directory.dataFile)
        let viewModel = NewItemViewModel(store: store)
        let history = ValueRecorder<NewItemState>()
        let token = viewModel.$state.sink { history.append($0) }

        viewModel.add(name: "  ")
        viewModel.add(name: "pen")
        viewModel.add(name: " Ruler ")

        XCTAssertEqual(
            history.values,
            [
                NewItemState(),
                NewItemState(name: "  ", message: "Enter a name.", isError: true),
                NewItemState(name: "pen", message: "\"pen\" is already in the list.", isError: true),
                NewItemState(name: "", message: "Item added!"),
            ])
        XCTAssertEqual(store.items.map(\.name), ["Pen", "Pencil", "Eraser", "Ruler"])
        token.cancel()
    }
}
