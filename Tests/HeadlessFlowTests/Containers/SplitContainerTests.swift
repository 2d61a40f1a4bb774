import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class SplitContainerTests: XCTestCase {
    /// A window showing a split whose list column shows "List" and whose detail column is empty.
    @MainActor private func makeSplit() throws -> (
        window: Navigation, split: SplitContainer, columns: [Navigation]
    ) {
        let window = Navigation()
        let split = SplitContainer(title: "split")
        try window.push(split, animated: false)
        let list = Navigation()
        try list.push(Screen(title: "List"), animated: false)
        let detail = Navigation()
        try split.addItem(ItemLabel(title: "Users"), navigation: list)
        try split.addItem(ItemLabel(title: "Detail"), navigation: detail)
        return (window, split, [list, detail])
    }

    @MainActor func testShowDetail_Expanded_BothColumnsVisibleAndTheDetailFocused() async throws {
        let (window, split, columns) = try makeSplit()
        let recorder = recordNavigation(window)

        try split.showDetail([Screen(title: "Ada")], animated: true)

        recorder.assert([
            #"replaced  with "Ada""#, #"selected item 1 of "split" (was 0)"#,
            #"didLoad "Ada""#, #"willAppear "Ada""#, #"didAppear "Ada""#,
        ])
        XCTAssertEqual(window.visibleScreens.map(\.title), ["split", "List", "Ada"])
        XCTAssertEqual(window.visibleScreen?.title, "Ada")
        XCTAssertIdentical(window.frontmostNavigation, columns[1])
        XCTAssertEqual(split.visibleIndices, [0, 1])
    }

    @MainActor func testCollapse_MergesTheColumnsUpToTheFocusedOne_ExpandSeparatesThem() async throws {
        let (window, split, columns) = try makeSplit()
        try split.showDetail([Screen(title: "Ada")])
        let recorder = recordNavigation(window)

        try split.userDidCollapse()
        XCTAssertEqual(window.visibleScreens.map(\.title), ["split", "Ada"])
        XCTAssertEqual(split.collapsedStack.map(\.title), ["List", "Ada"])
        try split.userDidExpand()

        recorder.assert([
            #"collapsed "split" (userInteraction)"#, #"willDisappear "List""#, #"didDisappear "List""#,
            #"expanded "split" (userInteraction)"#, #"willAppear "List""#, #"didAppear "List""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.cause), [.userInteraction, .userInteraction])
        XCTAssertEqual(window.visibleScreens.map(\.title), ["split", "List", "Ada"])
        XCTAssertEqual(columns[1].screens.map(\.title), ["Ada"])
    }

    @MainActor func testGoBack_CollapsedFromTheDetailsFirstScreen_ShowsTheListAndKeepsTheDetail() async throws
    {
        let (window, split, columns) = try makeSplit()
        try split.showDetail([Screen(title: "Ada")])
        try split.setCollapsed(true)
        try columns[1].push(Screen(title: "Posts"), animated: false)
        let recorder = recordNavigation(window)

        try split.userDidGoBack(animated: true)
        try split.userDidGoBack(animated: true)

        recorder.assert([
            #"popped "Posts" (userInteraction)"#, #"willDisappear "Posts""#, #"willAppear "Ada""#,
            #"didDisappear "Posts""#, #"didAppear "Ada""#,
            #"selected item 0 of "split" (was 1) (userInteraction)"#, #"willDisappear "Ada""#,
            #"willAppear "List""#,
            #"didDisappear "Ada""#, #"didAppear "List""#,
        ])
        XCTAssertEqual(
            columns[1].screens.map(\.title), ["Ada"], "the column keeps its screens, as UIKit does")
        XCTAssertThrowsError(try split.userDidGoBack(animated: true)) { error in
            XCTAssertEqual(
                error as? NavigationError,
                .cannotPopRoot(navigation: columns[0].id, root: columns[0].screens[0].description))
        }
        recorder.assert([])
    }

    @MainActor func testSetHidden_AColumn_AnnouncesAndMovesTheFocusOffIt() async throws {
        let (window, split, _) = try makeSplit()
        try split.showDetail([Screen(title: "Ada")])
        try split.select(0)
        let recorder = recordNavigation(window)

        try split.setHidden(true, at: 0, animated: true)
        try split.setHidden(true, at: 0, animated: true)

        recorder.assert([
            "hid items [0] of \"split\" (was [])", #"selected item 1 of "split" (was 0)"#,
            #"willDisappear "List""#, #"didDisappear "List""#,
        ])
        XCTAssertEqual(split.visibleIndices, [1])
        XCTAssertThrowsError(try split.setHidden(true, at: 1)) { error in
            guard case .unsupportedByContainer(let operation, _, let kind) = error as? NavigationError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(operation, "hiding its last visible item")
            XCTAssertEqual(kind, "split")
        }
        try split.select(0)
        recorder.assert([
            "hid items [] of \"split\" (was [0])", #"selected item 0 of "split" (was 1)"#,
            #"willAppear "List""#, #"didAppear "List""#,
        ])
    }

    @MainActor func testShowDetail_RefusedReplacement_ChangesNothing() async throws {
        let (window, split, columns) = try makeSplit()
        let shownElsewhere = Screen(title: "Elsewhere")
        try columns[0].push(shownElsewhere, animated: false)
        let before = window.content
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(try split.showDetail([shownElsewhere]))

        XCTAssertEqual(window.content, before)
        XCTAssertEqual(split.selectedIndex, 0)
        recorder.assert([])
    }

    @MainActor func testModal_FromAColumnThatIsNotFocused_CoversTheWholeSplit() async throws {
        let (window, split, columns) = try makeSplit()
        try split.showDetail([Screen(title: "Ada")])
        let recorder = recordNavigation(window)

        let sheet = try columns[0].present(Screen(title: "Filter"), animated: false)

        XCTAssertEqual(window.visibleScreens.map(\.title), ["Filter"])
        XCTAssertIdentical(window.frontmostNavigation, sheet)
        recorder.assert([
            // The focused column's screen goes first, innermost first, as UIKit covers a split.
            #"presented "Filter""#, #"didLoad "Filter""#, #"willDisappear "Ada""#, #"willDisappear "List""#,
            #"willDisappear "split""#, #"willAppear "Filter""#, #"didDisappear "Ada""#,
            #"didDisappear "List""#,
            #"didDisappear "split""#, #"didAppear "Filter""#,
        ])
    }

    @MainActor func testEventsAlone_RebuildTheSplit_AndCollapseOnAnotherKindIsRefused() async throws {
        let window = Navigation()
        var rendered = RenderedTree(root: window.id)
        var failures: [RenderingError] = []
        let token = window.observeEvents { event in
            do { try rendered.apply(event) } catch let error as RenderingError {
                failures.append(error)
            } catch {}
        }
        defer { token.cancel() }
        let split = SplitContainer(title: "split")
        try window.push(split, animated: false)
        let list = Navigation()
        try list.push(Screen(title: "List"), animated: false)
        try split.addItem(ItemLabel(title: "Users"), navigation: list)
        try split.addItem(ItemLabel(title: "Detail"), navigation: Navigation())
        try split.showDetail([Screen(title: "Ada")])
        try split.setCollapsed(true)
        try split.goBack(animated: false)
        try split.setCollapsed(false)
        try split.setHidden(true, at: 0)

        XCTAssertEqual(failures, [])
        XCTAssertEqual(rendered.content, window.content)
        XCTAssertEqual(rendered.visibleScreens, window.visibleScreens.map(\.id))
        XCTAssertEqual(rendered.container(withID: split.id)?.hidden, [0])

        let tabs = TabBar(title: "tabs")
        XCTAssertThrowsError(try tabs.setHidden(true, at: 0)) { error in
            XCTAssertEqual(error as? NavigationError, .itemIndexOutOfRange(index: 0, count: 0))
        }
        try tabs.addItem(ItemLabel(title: "A"), navigation: Navigation())
        XCTAssertThrowsError(try tabs.setHidden(true, at: 0)) { error in
            XCTAssertEqual(
                error as? NavigationError,
                .unsupportedByContainer(
                    operation: "hiding an item", container: tabs.description, kind: "tabs"))
        }
    }

    private struct Refused: Error {}

    @MainActor func testVetoes_ACollapseOrAFocusChangeRefused_ChangesNothing() async throws {
        let (window, split, columns) = try makeSplit()
        let token = window.vetoChanges { event in
            switch event.change {
            case .collapsed, .itemSelected: throw Refused()
            default: break
            }
        }
        defer { token.cancel() }
        let before = window.content
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(try split.userDidCollapse()) { error in
            guard case .vetoed = error as? NavigationError else { return XCTFail("\(error)") }
        }
        // The detail's replacement goes back too: the veto of the focus refuses the whole change.
        XCTAssertThrowsError(try split.showDetail([Screen(title: "Ada")])) { error in
            guard case .vetoed = error as? NavigationError else { return XCTFail("\(error)") }
        }

        recorder.assert([])
        XCTAssertEqual(window.content, before)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(columns[1].screens.count, 0)
    }

    @MainActor func testTransaction_ThatThrowsAfterContainerChanges_PutsEveryOneBack() async throws {
        let (window, split, columns) = try makeSplit()
        let before = window.content
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(
            try Navigation.transaction { () throws in
                try split.showDetail([Screen(title: "Ada")])
                try split.setHidden(true, at: 0)
                try split.setCollapsed(true)
                try split.removeItem(at: 0)
                throw Refused()
            })

        recorder.assert([])
        XCTAssertEqual(window.content, before)
        XCTAssertEqual(
            split.items.map(\.navigation).map(ObjectIdentifier.init), columns.map(ObjectIdentifier.init))
        XCTAssertEqual(split.hiddenIndices, [])
        XCTAssertFalse(split.isCollapsed)
        XCTAssertIdentical(columns[0].container, split)
        XCTAssertEqual(window.visibleScreens.map(\.title), ["split", "List"])
    }

    /// Stinsen's `popLast` from the window: in a collapsed split it goes back as the user sees it,
    /// a column at a time, never popping the split while a column before the detail has screens.
    @MainActor func testNavigationGoBack_CollapsedSplit_StepsBackAColumnThenPops() async throws {
        let (window, split, columns) = try makeSplit()
        try split.showDetail([Screen(title: "Ada")])
        try split.setCollapsed(true)

        XCTAssertTrue(window.canGoBack)
        XCTAssertEqual(try window.goBack(animated: false), .columnShown(columns[0]))
        XCTAssertEqual(split.selectedIndex, 0)
        XCTAssertFalse(window.canGoBack, "the list's first screen, the split the window's root")
        XCTAssertThrowsError(try window.goBack(animated: false)) { error in
            guard case .cannotPopRoot = error as? NavigationError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(window.visibleScreens.map(\.title), ["split", "List"])
    }
}
