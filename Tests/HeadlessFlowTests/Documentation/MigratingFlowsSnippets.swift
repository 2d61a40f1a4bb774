import HeadlessFlow
import HeadlessFlowTesting
import XCTest

// The Swift block of the Migrating.md additions for flows (kept in /work/notes/migrating-flows.md
// until they are merged into Docs/Migrating.md), run and checked.

/// A list screen that was handed a flow to call when an item is selected.
final class MigratingItemListScreen: Screen {
    var onSelect: (@MainActor (Int) -> Void)?
}

final class MigratingFlowsSnippetsTests: XCTestCase {
    @MainActor func testFunctionalNavigationFlowKit_ItemFlow_BecomesAnActionBoundToTheCoordinator()
        async throws
    {
        failOnUnhandledIntentErrors()
        let navigation = Navigation()
        let items = StepsCoordinator("items", navigation: navigation)
        try items.startAsRoot(animated: false)
        let list = MigratingItemListScreen(title: "Items")

        // Was: ListViewController(itemFlow: { item in PushFlow(in: nav, ItemViewController(item: item)) })
        list.onSelect = items.action { (item: Int) in
            .push("Item \(item)") { Screen(title: "Item \(item)") }
        }
        list.onSelect?(3)  // runs on the coordinator; a refusal reaches handle(intentError:from:)

        XCTAssertEqual(outline(navigation), "items0 > Item 3")
        XCTAssertEqual(items.topScreen?.title, "Item 3")
    }
}
