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
        var added = 0
        viewModel.onAdded = { added += 1 }

        viewModel.add(name: "  ")
        viewModel.add(name: "pen")
        viewModel.add(name: String(repeating: "x", count: 61))
        viewModel.add(name: " " + String(repeating: "y", count: 60) + " ")
        viewModel.add(name: " Ruler ")

        XCTAssertEqual(
            history.values,
            [
                NewItemState(),
                NewItemState(name: "  ", message: "Enter a name.", isError: true),
                NewItemState(name: "pen", message: "\"pen\" is already in the list.", isError: true),
                NewItemState(
                    name: "", message: "A name can have at most 60 characters; this one has 61.",
                    isError: true),
                NewItemState(name: ""),
                NewItemState(name: ""),
            ])
        // Each add asks the coordinator for UIFlow's alert; the refused ones do not.
        XCTAssertEqual(added, 2)
        XCTAssertEqual(
            store.items.map(\.name), ["Pen", "Pencil", "Eraser", String(repeating: "y", count: 60), "Ruler"])
        token.cancel()
    }
}
