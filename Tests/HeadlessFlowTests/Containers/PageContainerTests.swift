import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class PageContainerTests: XCTestCase {
    @MainActor private func makePages(loops: Bool) throws -> (window: Navigation, pages: PageContainer) {
        let window = Navigation()
        let pages = PageContainer(options: PageOptions(loops: loops), title: "intro")
        try window.push(pages, animated: false)
        for title in ["One", "Two", "Three"] {
            let page = Navigation()
            try page.push(Screen(title: title), animated: false)
            try pages.addItem(ItemLabel(title: title), navigation: page)
        }
        return (window, pages)
    }

    @MainActor func testTurns_AreAnnouncedAsPagesWithTheirDirection_NeverAsTabs() async throws {
        let (window, pages) = try makePages(loops: false)
        let recorder = recordNavigation(window)

        try pages.next()
        try pages.userDidTurnPage(.forward)
        try pages.previous(animated: false)
        try pages.select(0)

        recorder.assert([
            #"turned "intro" to page 1, forward (was 0)"#, #"willDisappear "One""#, #"willAppear "Two""#,
            #"didDisappear "One""#, #"didAppear "Two""#,
            #"turned "intro" to page 2, forward (was 1) (userInteraction)"#, #"willDisappear "Two""#,
            #"willAppear "Three""#, #"didDisappear "Two""#, #"didAppear "Three""#,
            #"turned "intro" to page 1, reverse (was 2)"#, #"willDisappear "Three""#, #"willAppear "Two""#,
            #"didDisappear "Three""#, #"didAppear "Two""#,
            #"turned "intro" to page 0, reverse (was 1)"#, #"willDisappear "Two""#, #"willAppear "One""#,
            #"didDisappear "Two""#, #"didAppear "One""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [
                .pageTurned(container: pages.id, index: 1, previous: 0, direction: .forward),
                .pageTurned(container: pages.id, index: 2, previous: 1, direction: .forward),
                .pageTurned(container: pages.id, index: 1, previous: 2, direction: .reverse),
                .pageTurned(container: pages.id, index: 0, previous: 1, direction: .reverse),
            ])
    }

    @MainActor func testEnds_WithoutLooping_AreRefusedAndChangeNothing() async throws {
        let (window, pages) = try makePages(loops: false)
        let recorder = recordNavigation(window)

        XCTAssertNil(pages.previousIndex)
        XCTAssertThrowsError(try pages.previous()) { error in
            XCTAssertEqual(
                error as? NavigationError, .noPage(direction: .reverse, container: pages.description))
        }
        try pages.select(2)
        XCTAssertNil(pages.nextIndex)
        XCTAssertThrowsError(try pages.userDidTurnPage(.forward)) { error in
            XCTAssertEqual(
                error as? NavigationError, .noPage(direction: .forward, container: pages.description))
        }

        XCTAssertEqual(pages.selectedIndex, 2)
        recorder.assert([
            #"turned "intro" to page 2, forward (was 0)"#, #"willDisappear "One""#, #"willAppear "Three""#,
            #"didDisappear "One""#, #"didAppear "Three""#,
        ])
    }

    @MainActor func testLooping_WrapsForwardFromTheLastAndBackFromTheFirst() async throws {
        let (window, pages) = try makePages(loops: true)
        try pages.select(2)
        let recorder = recordNavigation(window, exhaustive: false)

        try pages.next()
        try pages.previous()

        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [
                .pageTurned(container: pages.id, index: 0, previous: 2, direction: .forward),
                .pageTurned(container: pages.id, index: 2, previous: 0, direction: .reverse),
            ])
    }

    @MainActor func testPages_CannotCollapseOrHide() async throws {
        let (_, pages) = try makePages(loops: false)

        XCTAssertThrowsError(try pages.setHidden(true, at: 1)) { error in
            XCTAssertEqual(
                error as? NavigationError,
                .unsupportedByContainer(
                    operation: "hiding an item", container: pages.description, kind: "pages"))
        }
        XCTAssertEqual(pages.visibleIndices, [0])
    }
}
