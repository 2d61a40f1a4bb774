import HeadlessFlow
import XCTest

@testable import HeadlessFlowSwiftUI

/// Splits and pages in the adapter's values, and what SwiftUI writes back for them: page swipes,
/// the sidebar shown or hidden, the width, back swipes in a collapsed split's merged stack.
final class SwiftUIAdapterContainerTests: XCTestCase {
    // MARK: - Values

    @MainActor func testContainer_Split_ShowsColumnsFocusVisibilityAndMergedStack() async throws {
        let window = Navigation()
        let (split, list, detail) = try makeSplit()
        try window.push(split, animated: false)
        let adapter = SwiftUIAdapter(root: window)

        var state = try XCTUnwrap(adapter.container(split.id))
        XCTAssertNil(adapter.tabBar(split.id))
        XCTAssertEqual(state.kind, .split)
        XCTAssertEqual(state.items.map(\.id), [list.id, detail.id])
        XCTAssertEqual(state.sidebar?.id, list.id)
        XCTAssertNil(state.content)
        XCTAssertEqual(state.detail?.id, detail.id)
        XCTAssertEqual(state.selection, list.id)
        XCTAssertEqual(state.columnVisibility, .all)
        XCTAssertEqual(state.visibleItems.map(\.id), [list.id, detail.id])

        try split.showDetail([Screen(title: "Item")])
        try split.setHidden(true, at: 0)
        try split.setCollapsed(true)

        state = try XCTUnwrap(adapter.container(split.id))
        XCTAssertEqual(state.selection, detail.id)
        XCTAssertEqual(state.columnVisibility, .detailOnly)
        XCTAssertTrue(state.isCollapsed)
        XCTAssertEqual(state.mergedStack, split.collapsedStack.map(\.id))
        XCTAssertEqual(state.mergedPath, [detail.screens[0].id])
        XCTAssertEqual(adapter.content, window.content)
    }

    @MainActor func testColumnVisibility_ThreeColumns_ReadsWhatNavigationSplitViewCanShow() async throws {
        let window = Navigation()
        let (split, _, _) = try makeSplit()
        let middle = Navigation()
        try middle.push(Screen(title: "M"), animated: false)
        try split.addItem(ItemLabel(title: "Third"), navigation: middle)
        try window.push(split, animated: false)
        let adapter = SwiftUIAdapter(root: window)

        try split.setHidden(true, at: 0)
        XCTAssertEqual(adapter.container(split.id)?.columnVisibility, .doubleColumn)
        try split.setHidden(true, at: 1)
        XCTAssertEqual(adapter.container(split.id)?.columnVisibility, .detailOnly)
        try split.setHidden(false, at: 0)
        // The middle column alone hidden: NavigationSplitView cannot, so it reads as every column.
        XCTAssertEqual(adapter.container(split.id)?.columnVisibility, .all)
    }

    // MARK: - Writes

    @MainActor func testSetColumnVisibility_DetailOnlyThenAll_HidesAndShowsTheSidebarAsUserInteraction()
        async throws
    {
        let window = Navigation()
        let (split, _, _) = try makeSplit()
        try window.push(split, animated: false)
        let adapter = SwiftUIAdapter(root: window)
        let causes = recordCauses(window)

        try adapter.setColumnVisibility(.detailOnly, of: split.id)
        XCTAssertEqual(split.hiddenIndices, [0])
        try adapter.setColumnVisibility(.all, of: split.id)
        XCTAssertEqual(split.hiddenIndices, [])

        XCTAssertTrue(causes.values.allSatisfy { $0 == .userInteraction })
        XCTAssertFalse(causes.values.isEmpty)
        XCTAssertEqual(adapter.content, window.content)
    }

    @MainActor func testSetColumnVisibility_MeaningWhatIsShown_ChangesNothingButSnapsBack() async throws {
        let window = Navigation()
        let (split, _, _) = try makeSplit()
        try window.push(split, animated: false)
        let adapter = SwiftUIAdapter(root: window)
        let version = adapter.version

        // Two columns have no "double column" of their own: it is every column.
        try adapter.setColumnVisibility(.doubleColumn, of: split.id)

        XCTAssertEqual(split.hiddenIndices, [])
        XCTAssertEqual(adapter.version, version + 1)
    }

    @MainActor func testSetCollapsed_CompactThenRegular_CollapsesAndExpandsAsUserInteraction() async throws {
        let window = Navigation()
        let (split, _, _) = try makeSplit()
        try window.push(split, animated: false)
        let adapter = SwiftUIAdapter(root: window)
        let causes = recordCauses(window)

        try adapter.setCollapsed(true, of: split.id)
        XCTAssertTrue(split.isCollapsed)
        try adapter.setCollapsed(true, of: split.id)
        try adapter.setCollapsed(false, of: split.id)

        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(causes.values, [.userInteraction, .userInteraction])
    }

    /// On an iPad both columns of a `NavigationSplitView` take the user's gestures: going back in
    /// the sidebar while the detail has the focus pops the list column, and the focus stays.
    @MainActor func testSetPath_InTheColumnWithoutTheFocus_PopsThatColumnAndTheFocusStays() async throws {
        let window = Navigation()
        let (split, list, detail) = try makeSplit()
        try list.push(Screen(title: "L2"), animated: false)
        try window.push(split, animated: false)
        try split.showDetail([Screen(title: "Item")])
        let adapter = SwiftUIAdapter(root: window)
        var changes: [String] = []
        let token = window.observeEvents { event in changes.append("\(event.change) \(event.cause)") }

        try adapter.setPath([], of: list.id)

        XCTAssertEqual(changes.count, 1)
        XCTAssertTrue(changes.first?.hasPrefix("popped") ?? false, "\(changes)")
        XCTAssertTrue(changes.first?.hasSuffix("userInteraction") ?? false, "\(changes)")
        XCTAssertEqual(list.screens.map(\.title), ["L"])
        XCTAssertEqual(split.selectedNavigation?.id, detail.id)
        XCTAssertEqual(adapter.stack(list.id)?.path, [])
        XCTAssertEqual(adapter.content, window.content)
        token.cancel()
    }

    @MainActor func testSetMergedPath_BackFromTheDetailsFirstScreen_FocusesTheList() async throws {
        let window = Navigation()
        let (split, list, detail) = try makeSplit()
        try window.push(split, animated: false)
        try list.push(Screen(title: "L2"), animated: false)
        try split.showDetail([Screen(title: "Item"), Screen(title: "More")])
        try split.setCollapsed(true)
        let adapter = SwiftUIAdapter(root: window)
        XCTAssertEqual(adapter.container(split.id)?.mergedStack.count, 4)

        // The back button's menu: back to the list's second screen, across the detail.
        try adapter.setMergedPath([list.screens[1].id], of: split.id)

        XCTAssertEqual(split.selectedNavigation?.id, list.id)
        XCTAssertEqual(detail.screens.count, 1)
        XCTAssertEqual(adapter.container(split.id)?.mergedPath, [list.screens[1].id])
        XCTAssertEqual(adapter.content, window.content)
    }

    @MainActor func testSetMergedPath_Lengthened_IsRefused() async throws {
        let window = Navigation()
        let (split, _, detail) = try makeSplit()
        try window.push(split, animated: false)
        try split.setCollapsed(true)
        let adapter = SwiftUIAdapter(root: window)
        let linked = Screen(title: "Linked")

        XCTAssertThrowsError(try adapter.setMergedPath([linked.id], of: split.id)) { error in
            XCTAssertEqual(
                error as? SwiftUIBindingError,
                .pathNotShortened(navigation: split.items[0].navigation.id, written: [linked.id], shown: []))
        }
        XCTAssertEqual(detail.screens.count, 1)
    }

    @MainActor func testSetPage_NextPreviousAndAcrossTheEnd_TurnsInTheSwipesDirection() async throws {
        let window = Navigation()
        let pages = PageContainer(options: PageOptions(loops: true), title: "Pages")
        let first = try page("One", in: pages)
        let second = try page("Two", in: pages)
        let third = try page("Three", in: pages)
        try window.push(pages, animated: false)
        let adapter = SwiftUIAdapter(root: window)
        var turns: [String] = []
        let token = window.observeEvents { event in
            if case .pageTurned(_, let index, _, let direction) = event.change {
                turns.append("\(index) \(direction) \(event.cause)")
            }
        }

        try adapter.setPage(second.id, of: pages.id)
        try adapter.setPage(first.id, of: pages.id)
        try adapter.setPage(third.id, of: pages.id)
        try adapter.pageBindingDidSet(nil, of: pages.id)

        XCTAssertEqual(
            turns, ["1 forward userInteraction", "0 reverse userInteraction", "2 reverse userInteraction"])
        XCTAssertEqual(adapter.container(pages.id)?.selection, third.id)
        _ = token
    }

    @MainActor func testSetPage_RemovedPage_IsStaleAndChangesNothing() async throws {
        let window = Navigation()
        let pages = PageContainer(title: "Pages")
        _ = try page("One", in: pages)
        let second = try page("Two", in: pages)
        try window.push(pages, animated: false)
        let adapter = SwiftUIAdapter(root: window)
        try pages.removeItem(at: 1)

        XCTAssertThrowsError(try adapter.setPage(second.id, of: pages.id)) { error in
            XCTAssertEqual(error as? SwiftUIBindingError, .itemNotShown(second.id, container: pages.id))
            XCTAssertTrue((error as? SwiftUIBindingError)?.isSafeToIgnore ?? false)
        }
        XCTAssertEqual(pages.selectedIndex, 0)
    }

    // MARK: - Helpers

    @MainActor private func makeSplit() throws -> (SplitContainer, list: Navigation, detail: Navigation) {
        let split = SplitContainer(title: "Split")
        let list = Navigation()
        let detail = Navigation()
        try list.push(Screen(title: "L"), animated: false)
        try detail.push(Screen(title: "D"), animated: false)
        try split.addItem(ItemLabel(title: "List"), navigation: list)
        try split.addItem(ItemLabel(title: "Detail"), navigation: detail)
        return (split, list, detail)
    }

    @MainActor private func page(_ title: String, in container: ContainerScreen) throws -> Navigation {
        let navigation = Navigation()
        try navigation.push(Screen(title: title), animated: false)
        try container.addItem(ItemLabel(title: title), navigation: navigation)
        return navigation
    }

    @MainActor private func recordCauses(_ window: Navigation) -> Causes {
        let causes = Causes()
        causes.token = window.observeEvents { event in causes.values.append(event.cause) }
        return causes
    }
}

@MainActor
private final class Causes {
    var values: [NavigationEvent.Cause] = []
    var token: ObservationToken?
}
