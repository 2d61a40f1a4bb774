import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// The explorer in containers other than tab bars: it swipes pages, taps into the columns of a split
/// that shows them side by side, and goes back out of a collapsed split's detail.
final class NavigationExplorerContainerTests: XCTestCase {
    /// Two pages; the first holds a split with a list and a detail column.
    @MainActor private static func makeApp(collapsed: Bool) throws -> ExplorableApp {
        let window = Navigation()
        let pages = PageContainer(title: "Pages")
        try window.push(pages, animated: false)
        let first = Navigation()
        let split = SplitContainer(title: "Split")
        try first.push(split, animated: false)
        try pages.addItem(ItemLabel(title: "One"), navigation: first)
        let second = Navigation()
        try second.push(Screen(title: "Second page"), animated: false)
        try pages.addItem(ItemLabel(title: "Two"), navigation: second)
        for title in ["List", "Detail"] {
            let column = Navigation()
            try column.push(Screen(title: title), animated: false)
            try split.addItem(ItemLabel(title: title), navigation: column)
        }
        if collapsed {
            try split.select(1)
            try split.setCollapsed(true)
        }
        return ExplorableApp(window: window, retaining: window)
    }

    @MainActor func testExpandedSplitInPages_FocusesColumnsAndSwipesPages() async throws {
        let explorer = NavigationExplorer(app: { try Self.makeApp(collapsed: false) })
        explorer.invariants = [.noEscapedErrors, .rendererMatchesModel, .leftTreeIsFreed, .deterministic]

        let report = try explorer.explore(depth: 4)

        XCTAssertEqual(report.failures.map(\.invariant), [])
        // The second page is two states: the first page beneath it keeps its split's focus.
        XCTAssertEqual(
            report.stateNames,
            [
                "Pages › Split › Detail › List", "Pages › Split › List › Detail", "Pages › Second page",
                "Pages › Second page (2)",
            ])
        XCTAssertEqual(
            Set(report.transitions.map { "\(report.states[$0.from].name) -> \($0.action)" }),
            [
                "Pages › Split › Detail › List -> focus column \"Detail\"",
                "Pages › Split › Detail › List -> swipe page forward",
                "Pages › Split › List › Detail -> focus column \"List\"",
                "Pages › Split › List › Detail -> swipe page forward",
                "Pages › Second page -> swipe page reverse",
                "Pages › Second page (2) -> swipe page reverse",
            ])
    }

    @MainActor func testCollapsedSplit_SwipeBackFromTheDetailShowsTheList_NoColumnIsTappedInto() async throws
    {
        let explorer = NavigationExplorer(app: { try Self.makeApp(collapsed: true) })
        explorer.invariants = [.noEscapedErrors, .rendererMatchesModel, .leftTreeIsFreed, .deterministic]

        let report = try explorer.explore(depth: 4)

        XCTAssertEqual(report.failures.map(\.invariant), [])
        XCTAssertEqual(
            report.stateNames,
            [
                "Pages › Split › Detail", "Pages › Split › List", "Pages › Second page",
                "Pages › Second page (2)",
            ])
        let actions = report.transitions.map(\.action.description)
        XCTAssertTrue(actions.contains("swipe back"), "\(actions)")
        XCTAssertFalse(actions.contains { $0.hasPrefix("focus column") }, "\(actions)")
    }
}
