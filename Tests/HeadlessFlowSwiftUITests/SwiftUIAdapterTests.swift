import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlowSwiftUI

final class SwiftUIAdapterTests: XCTestCase {
    /// A window showing `titles` on its stack, drawn by a simulated SwiftUI.
    @MainActor private func makeWindow(
        _ titles: [String]
    ) throws -> (root: Navigation, screens: [Screen], swiftUI: SimulatedSwiftUI) {
        let root = Navigation()
        let screens = titles.map { Screen(title: $0) }
        for screen in screens { try root.push(screen, animated: false) }
        return (root, screens, SimulatedSwiftUI(SwiftUIAdapter(root: root)))
    }

    /// A tab bar titled "Tabs" whose tabs show one screen each, titled as the tabs.
    @MainActor private func makeTabBar(_ titles: [String]) throws -> (tabBar: TabBar, tabs: [Navigation]) {
        let tabBar = TabBar(title: "Tabs")
        var tabs: [Navigation] = []
        for title in titles {
            let tab = Navigation()
            try tab.push(Screen(title: title), animated: false)
            try tabBar.addTab(TabBarItem(title: title), navigation: tab)
            tabs.append(tab)
        }
        return (tabBar, tabs)
    }

    @MainActor private func stack(
        _ root: ScreenID?, _ path: [ScreenID], of navigation: Navigation,
        presenting presented: SwiftUIAdapter.Presentation? = nil
    ) -> SwiftUIAdapter.StackState {
        SwiftUIAdapter.StackState(id: navigation.id, root: root, path: path, presented: presented)
    }

    // MARK: - Bindings as NavigationRootView writes them

    @MainActor func testPresentationBinding_EachKind_ReadsAndReportsWhatTheViewBindsTo() async throws {
        let (root, _, _) = try makeWindow(["Home"])
        let cover = try root.present(
            Screen(title: "Cover"), style: .fullScreen.dismissable(true), animated: false)
        let adapter = SwiftUIAdapter(root: root)
        let shown = SwiftUIAdapter.Presentation(id: cover.id, style: .fullScreen.dismissable(true))

        XCTAssertEqual(
            [.sheet, .fullScreen, nil].map { adapter.presentation(over: root.id, kind: $0) },
            [nil, shown, shown])
        XCTAssertNil(adapter.presentation(over: cover.id, kind: nil))

        // SwiftUI writes only nil to an item binding; anything else changes nothing.
        try adapter.presentationBindingDidSet(shown, over: root.id)
        XCTAssertIdentical(root.presented, cover)
        try adapter.presentationBindingDidSet(nil, over: root.id)
        XCTAssertNil(root.presented)
        XCTAssertNil(adapter.presentation(over: root.id, kind: nil))
        // A late write for what the model already dismissed changes nothing.
        try adapter.presentationBindingDidSet(nil, over: root.id)
        XCTAssertNil(root.presented)
    }

    @MainActor func testPresentationKinds_CardsBindToTheSheet_CoversToTheFullScreenCover() async throws {
        for (style, isCover) in [
            (PresentationStyle.formSheet, false), (.popover, false), (.sheet.transition("zoom"), false),
            (.overFullScreen, true), (.fullScreen, true),
        ] {
            let (root, _, _) = try makeWindow(["Home"])
            let presented = try root.present(Screen(title: "Modal"), style: style, animated: false)
            let adapter = SwiftUIAdapter(root: root)
            let shown = SwiftUIAdapter.Presentation(id: presented.id, style: style)

            XCTAssertEqual(adapter.stack(root.id)?.sheet, isCover ? nil : shown, "\(style)")
            XCTAssertEqual(adapter.stack(root.id)?.fullScreenCover, isCover ? shown : nil, "\(style)")
            XCTAssertEqual(
                [.sheet, .fullScreen, nil].map { adapter.presentation(over: root.id, kind: $0) },
                isCover ? [nil, shown, shown] : [shown, nil, shown], "\(style)")
        }
    }

    @MainActor func testSelectionBinding_TagOrNil_SelectsTheTappedTabOrNothing() async throws {
        let (root, _, _) = try makeWindow(["Home"])
        let (tabBar, tabs) = try makeTabBar(["Feed", "Profile"])
        try root.push(tabBar, animated: false)
        let adapter = SwiftUIAdapter(root: root)

        try adapter.selectionBindingDidSet(nil, of: tabBar.id)
        XCTAssertEqual(tabBar.selectedIndex, 0)
        try adapter.selectionBindingDidSet(tabs[1].id, of: tabBar.id)
        XCTAssertEqual(tabBar.selectedIndex, 1)
        XCTAssertEqual(adapter.tabBar(tabBar.id)?.selection, tabs[1].id)
    }

    @MainActor func testSelectionBinding_TheSelectedTagAgain_IsARepeatTapThatPopsTheTab() async throws {
        let (root, _, _) = try makeWindow(["Home"])
        let (tabBar, tabs) = try makeTabBar(["Feed", "Profile"])
        try tabs[0].push(Screen(title: "Post"), animated: false)
        try root.push(tabBar, animated: false)
        let adapter = SwiftUIAdapter(root: root)
        let recorder = NavigationRecorder(root)

        try adapter.selectionBindingDidSet(tabs[0].id, of: tabBar.id)
        try adapter.selectionBindingDidSet(tabs[0].id, of: tabBar.id)

        recorder.assert([
            #"popped "Post" (userInteraction)"#, #"willDisappear "Post""#, #"willAppear "Feed""#,
            #"didDisappear "Post""#, #"didAppear "Feed""#,
        ])
        XCTAssertEqual(tabs[0].screens.map(\.title), ["Feed"])
        XCTAssertEqual(adapter.stack(tabs[0].id)?.path, [])
        recorder.finish()
    }

    @MainActor func testScreen_ByIDInItsNavigation_IsTheModelsScreenUntilItLeaves() async throws {
        let (root, screens, _) = try makeWindow(["Home", "Details"])
        let adapter = SwiftUIAdapter(root: root)

        XCTAssertIdentical(adapter.screen(screens[1].id, in: root.id), screens[1])
        try root.pop(animated: false)
        XCTAssertNil(adapter.screen(screens[1].id, in: root.id))
        XCTAssertNil(adapter.screen(screens[0].id, in: Navigation().id))
    }

    // MARK: - The adapter's values follow the model

    @MainActor func testInit_AppAlreadyShowsScreensAndSheet_StartsFromModel() async throws {
        let (root, screens, _) = try makeWindow(["A", "B"])
        let sheet = try root.present(Screen(title: "S"), style: .sheet, animated: false)

        let adapter = SwiftUIAdapter(root: root)

        XCTAssertEqual(adapter.rootID, root.id)
        XCTAssertEqual(
            adapter.stack(root.id),
            stack(
                screens[0].id, [screens[1].id], of: root,
                presenting: SwiftUIAdapter.Presentation(id: sheet.id, style: .sheet)))
        XCTAssertEqual(adapter.stack(sheet.id), stack(sheet.screens[0].id, [], of: sheet))
        XCTAssertEqual(adapter.content, root.content)
        XCTAssertEqual(adapter.version, 0)
    }

    @MainActor func testInit_EmptyWindow_ShowsNoRootAndEmptyPath() async throws {
        let root = Navigation()
        let adapter = SwiftUIAdapter(root: root)

        XCTAssertEqual(adapter.stack(root.id), stack(nil, [], of: root))
        XCTAssertNil(adapter.stack(NavigationID(rawValue: .max)))
        XCTAssertNil(adapter.tabBar(ScreenID(rawValue: .max)))
    }

    @MainActor func testPush_PathGrowsAboveRoot() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A"])
        let b = Screen(title: "B")
        let c = Screen(title: "C")

        try root.push(b, animated: true)
        XCTAssertEqual(swiftUI.adapter.stack(root.id), stack(screens[0].id, [b.id], of: root))
        try root.push(c, animated: true)

        XCTAssertEqual(swiftUI.adapter.stack(root.id), stack(screens[0].id, [b.id, c.id], of: root))
        XCTAssertEqual(swiftUI.stacks[root.id]?.path, [b.id, c.id])
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testPush_FirstScreen_BecomesRootWithEmptyPath() async throws {
        let (root, _, swiftUI) = try makeWindow([])
        let a = Screen(title: "A")

        try root.push(a, animated: false)

        XCTAssertEqual(swiftUI.adapter.stack(root.id), stack(a.id, [], of: root))
    }

    @MainActor func testPop_PathShrinks() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B", "C"])

        try root.pop(animated: true)
        XCTAssertEqual(swiftUI.adapter.stack(root.id), stack(screens[0].id, [screens[1].id], of: root))
        try root.popToRoot(animated: true)

        XCTAssertEqual(swiftUI.adapter.stack(root.id), stack(screens[0].id, [], of: root))
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testSetScreens_ReplacesRootAndPath() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B"])
        let x = Screen(title: "X")

        try root.setScreens([x, screens[1]], animated: true)

        XCTAssertEqual(swiftUI.adapter.stack(root.id), stack(x.id, [screens[1].id], of: root))
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testPresent_EachStyle_ShowsSheetOrCoverWithInteractiveDismissDisabled() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        // (style, is it a sheet, interactiveDismissDisabled)
        let styles: [(PresentationStyle, Bool, Bool)] = [
            (.sheet, true, false), (.sheet.dismissable(false), true, true),
            (.fullScreen, false, true), (.fullScreen.dismissable(true), false, false),
        ]
        for (style, isSheet, isDisabled) in styles {
            let modal = try root.present(Screen(title: "M"), style: style, animated: true)
            let shown = try XCTUnwrap(swiftUI.adapter.stack(root.id), "\(style)")

            XCTAssertEqual(
                shown.presented, SwiftUIAdapter.Presentation(id: modal.id, style: style), "\(style)")
            XCTAssertEqual(shown.sheet?.id, isSheet ? modal.id : nil, "\(style)")
            XCTAssertEqual(shown.fullScreenCover?.id, isSheet ? nil : modal.id, "\(style)")
            XCTAssertEqual(shown.presented?.interactiveDismissDisabled, isDisabled, "\(style)")
            XCTAssertEqual(swiftUI.stacks[modal.id]?.root, modal.screens[0].id, "\(style)")
            XCTAssertEqual(swiftUI.content, root.content, "\(style)")
            try root.dismiss(animated: true)
            XCTAssertNil(swiftUI.adapter.stack(root.id)?.presented, "\(style)")
        }
    }

    @MainActor func testPresent_NavigationThatAlreadyPresentsAnother_ShowsBoth() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let outer = Navigation()
        let one = Screen(title: "One")
        try outer.push(one, animated: false)
        let inner = try outer.present(Screen(title: "Inner"), style: .fullScreen, animated: false)

        try root.present(outer, style: .sheet, animated: true)

        XCTAssertEqual(swiftUI.stacks[root.id]?.sheet?.id, outer.id)
        XCTAssertEqual(
            swiftUI.adapter.stack(outer.id),
            stack(
                one.id, [], of: outer,
                presenting: SwiftUIAdapter.Presentation(id: inner.id, style: .fullScreen)))
        XCTAssertEqual(swiftUI.stacks[outer.id]?.fullScreenCover?.id, inner.id)
        XCTAssertEqual(swiftUI.stacks[inner.id]?.root, inner.screens[0].id)
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testDismiss_RemovesThePresentedStacksAndAllTheyPresent() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let outer = try root.present(Screen(title: "Outer"), style: .sheet, animated: false)
        let inner = try outer.present(Screen(title: "Inner"), style: .sheet, animated: false)
        XCTAssertNotNil(swiftUI.stacks[inner.id])

        try root.dismiss(animated: true)

        XCTAssertEqual(Set(swiftUI.stacks.keys), [root.id])
        XCTAssertNil(swiftUI.adapter.stack(outer.id))
        XCTAssertNil(swiftUI.adapter.stack(inner.id))
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testPush_TabBarWithTabs_ShowsItsTabsItemsAndSelection() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let (tabBar, tabs) = try makeTabBar(["Feed", "Profile"])
        try tabBar.select(1)
        try tabBar.setItem(TabBarItem(title: "Profile", imageName: "person", badge: "3"), at: 1)

        try root.push(tabBar, animated: true)

        XCTAssertEqual(swiftUI.adapter.stack(root.id)?.path, [tabBar.id])
        XCTAssertEqual(
            swiftUI.adapter.tabBar(tabBar.id),
            SwiftUIAdapter.TabBarState(
                id: tabBar.id,
                tabs: [
                    SwiftUIAdapter.Tab(id: tabs[0].id, item: TabBarItem(title: "Feed")),
                    SwiftUIAdapter.Tab(
                        id: tabs[1].id, item: TabBarItem(title: "Profile", imageName: "person", badge: "3")),
                ],
                selection: tabs[1].id))
        XCTAssertEqual(swiftUI.adapter.tabBar(tabBar.id)?.selectedIndex, 1)
        XCTAssertEqual(swiftUI.stacks[tabs[0].id]?.root, tabs[0].screens[0].id)
        XCTAssertEqual(swiftUI.stacks[tabs[1].id]?.root, tabs[1].screens[0].id)
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testTabBar_AddSelectSetItemRemove_UpdateTabsAndSelection() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let tabBar = TabBar(title: "Tabs")
        try root.push(tabBar, animated: false)
        XCTAssertEqual(
            swiftUI.adapter.tabBar(tabBar.id),
            SwiftUIAdapter.TabBarState(id: tabBar.id, tabs: [], selection: nil))
        XCTAssertNil(swiftUI.adapter.tabBar(tabBar.id)?.selectedIndex)
        let feed = Navigation()
        let inbox = Navigation()
        var history: [SwiftUIAdapter.TabBarState?] = []

        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        history.append(swiftUI.adapter.tabBar(tabBar.id))
        try tabBar.addTab(TabBarItem(title: "Inbox"), navigation: inbox)
        history.append(swiftUI.adapter.tabBar(tabBar.id))
        try tabBar.select(1)
        history.append(swiftUI.adapter.tabBar(tabBar.id))
        try tabBar.setItem(TabBarItem(title: "Inbox", badge: "7"), at: 1)
        history.append(swiftUI.adapter.tabBar(tabBar.id))
        try tabBar.removeTab(at: 0)
        history.append(swiftUI.adapter.tabBar(tabBar.id))

        let feedTab = SwiftUIAdapter.Tab(id: feed.id, item: TabBarItem(title: "Feed"))
        let inboxTab = SwiftUIAdapter.Tab(id: inbox.id, item: TabBarItem(title: "Inbox"))
        let badged = SwiftUIAdapter.Tab(id: inbox.id, item: TabBarItem(title: "Inbox", badge: "7"))
        XCTAssertEqual(
            history,
            [
                SwiftUIAdapter.TabBarState(id: tabBar.id, tabs: [feedTab], selection: feed.id),
                SwiftUIAdapter.TabBarState(id: tabBar.id, tabs: [feedTab, inboxTab], selection: feed.id),
                SwiftUIAdapter.TabBarState(id: tabBar.id, tabs: [feedTab, inboxTab], selection: inbox.id),
                SwiftUIAdapter.TabBarState(id: tabBar.id, tabs: [feedTab, badged], selection: inbox.id),
                SwiftUIAdapter.TabBarState(id: tabBar.id, tabs: [badged], selection: inbox.id),
            ])
        XCTAssertEqual(history.map { $0?.selectedIndex }, [0, 0, 1, 1, 0])
        XCTAssertNil(swiftUI.adapter.stack(feed.id))
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testOnChange_EveryEvent_BumpsVersionOnceAndCalls() async throws {
        let root = Navigation()
        let adapter = SwiftUIAdapter(root: root)
        var versions: [Int] = []
        adapter.onChange = { versions.append(adapter.version) }

        try root.push(Screen(title: "A"), animated: false)
        try root.push(Screen(title: "B"), animated: false)
        try root.present(Screen(title: "S"), animated: false)
        try root.dismiss(animated: false)
        try root.pop(animated: false)

        XCTAssertEqual(versions, [1, 2, 3, 4, 5])
        XCTAssertEqual(adapter.version, 5)
    }

    @MainActor func testFollow_EventThatDoesNotFit_RebuildsFromModelAndReportsDrift() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B", "C"])
        var drifts: [RenderingError] = []
        swiftUI.adapter.onDrift = { drifts.append($0) }
        // As if the adapter had missed the pushes of "B" and "C".
        swiftUI.adapter.renderedTree = RenderedTree(
            NavigationEvent.NavigationContent(id: root.id, screens: [.screen(screens[0].id)]))

        try root.pop(animated: false)

        XCTAssertEqual(drifts.count, 1)
        guard case .stackMismatch(let shown, let event) = drifts.first else {
            return XCTFail("expected a stack mismatch, got \(drifts)")
        }
        XCTAssertEqual(shown, [screens[0].id])
        XCTAssertEqual(event.change, .popped([screens[2].id]))
        XCTAssertEqual(swiftUI.adapter.stack(root.id)?.path, [screens[1].id])
        XCTAssertEqual(swiftUI.adapter.content, root.content)
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testFollow_TransactionOfSeveralEvents_EndsInStepWithoutDrift() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        var drifts: [RenderingError] = []
        swiftUI.adapter.onDrift = { drifts.append($0) }

        try Navigation.transaction { () throws(NavigationError) in
            try root.push(Screen(title: "B"), animated: false)
            try root.present(Screen(title: "S"), style: .fullScreen, animated: false)
            try root.push(Screen(title: "C"), animated: false)
        }

        XCTAssertEqual(drifts, [])
        XCTAssertEqual(swiftUI.content, root.content)
    }

    // MARK: - SwiftUI's writes reach the model

    @MainActor func testSetPath_BackSwipe_PopsTopScreenAsUserInteraction() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B", "C"])
        let recorder = NavigationRecorder(root, exhaustive: false)

        try swiftUI.swipeBack(in: root.id)

        recorder.assert([#"popped "C" (userInteraction)"#])
        XCTAssertEqual(recorder.recordedEvents.map(\.cause), [.userInteraction])
        XCTAssertEqual(root.screens.map(\.title), ["A", "B"])
        XCTAssertEqual(swiftUI.stacks[root.id]?.path, [screens[1].id])
        XCTAssertTrue(swiftUI.isSettled)
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testSetPath_BackMenuTruncation_PopsSeveralScreensInOneEvent() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B", "C", "D"])
        let recorder = NavigationRecorder(root, exhaustive: false)

        try swiftUI.goBack(in: root.id, keeping: 1)

        recorder.assert([#"popped "C", "D" (userInteraction)"#])
        XCTAssertEqual(recorder.recordedEvents.map(\.change), [.popped([screens[2].id, screens[3].id])])
        XCTAssertEqual(swiftUI.stacks[root.id]?.path, [screens[1].id])
        XCTAssertTrue(swiftUI.isSettled)

        try swiftUI.goBack(in: root.id, keeping: 0)

        recorder.assert([#"popped "B" (userInteraction)"#])
        XCTAssertEqual(root.screens.map(\.title), ["A"])
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testSetPath_InPresentedNavigation_PopsThatNavigation() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let sheet = try root.present(Screen(title: "S1"), animated: false)
        try sheet.push(Screen(title: "S2"), animated: false)
        let recorder = NavigationRecorder(root, exhaustive: false)

        try swiftUI.swipeBack(in: sheet.id)

        recorder.assert([#"popped "S2" (userInteraction)"#])
        XCTAssertEqual(recorder.recordedEvents.map(\.navigation), [sheet.id])
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testSetPath_Unchanged_ChangesNothing() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B"])
        let recorder = NavigationRecorder(root, exhaustive: false)
        let version = swiftUI.adapter.version

        try swiftUI.pathBinding(of: root.id).set([screens[1].id])

        XCTAssertEqual(recorder.recordedEvents, [])
        XCTAssertEqual(swiftUI.adapter.version, version)
    }

    @MainActor func testAbandonedSwipe_WritesNothing_ChangesNothing() async throws {
        let (root, _, swiftUI) = try makeWindow(["A", "B"])
        let recorder = NavigationRecorder(root, exhaustive: false)
        let content = root.content

        swiftUI.abandonSwipeBack(in: root.id)

        XCTAssertEqual(recorder.recordedEvents, [])
        XCTAssertEqual(root.content, content)
        XCTAssertEqual(swiftUI.content, content)
    }

    @MainActor func testPresentationDidDismiss_SheetSwipedDown_DismissesAsUserInteraction() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let sheet = try root.present(Screen(title: "S"), style: .sheet, animated: false)
        let recorder = NavigationRecorder(root, exhaustive: false)

        XCTAssertTrue(try swiftUI.swipeDownSheet(over: root.id))

        recorder.assert([#"dismissed "S" (userInteraction)"#])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change), [.dismissed(sheet.id, top: sheet.topScreen?.id)])
        XCTAssertNil(root.presented)
        XCTAssertNil(swiftUI.stacks[root.id]?.sheet)
        XCTAssertNil(swiftUI.stacks[sheet.id])
        XCTAssertTrue(swiftUI.isSettled)
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testPresentationDidDismiss_DismissableCoverClosedFromInside_Dismisses() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let cover = try root.present(
            Screen(title: "C"), style: .fullScreen.dismissable(true), animated: false)
        let recorder = NavigationRecorder(root, exhaustive: false)

        try swiftUI.fullScreenCoverBinding(over: root.id).set(nil)

        XCTAssertEqual(
            recorder.recordedEvents.map(\.change), [.dismissed(cover.id, top: cover.topScreen?.id)])
        XCTAssertEqual(recorder.recordedEvents.map(\.cause), [.userInteraction])
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testSetSelection_TappedTab_SelectsAsUserInteraction() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let (tabBar, tabs) = try makeTabBar(["Feed", "Inbox"])
        try root.push(tabBar, animated: false)
        let recorder = NavigationRecorder(root, exhaustive: false)

        try swiftUI.tapTab(1, of: tabBar.id)
        try swiftUI.tapTab(1, of: tabBar.id)

        recorder.assert([#"selected item 1 of "Tabs" (was 0) (userInteraction)"#])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [.itemSelected(container: tabBar.id, index: 1, previous: 0)])
        XCTAssertEqual(tabBar.selectedIndex, 1)
        XCTAssertEqual(swiftUI.tabViews[tabBar.id]?.selection, tabs[1].id)
        XCTAssertTrue(swiftUI.isSettled)
        XCTAssertEqual(swiftUI.content, root.content)
    }

    // MARK: - Stale writes change nothing

    /// Asserts that `write` throws `expected`, that the model and its events are as they were,
    /// and that SwiftUI's state is back to the model's.
    @MainActor private func assertTurnedAway(
        _ expected: SwiftUIBindingError, safeToIgnore: Bool, root: Navigation, swiftUI: SimulatedSwiftUI,
        file: StaticString = #filePath, line: UInt = #line,
        _ write: () throws(SwiftUIBindingError) -> Void
    ) {
        let recorder = NavigationRecorder(root, exhaustive: false)
        let content = root.content
        let version = swiftUI.adapter.version
        do {
            try write()
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
            XCTAssertEqual(error.isSafeToIgnore, safeToIgnore, file: file, line: line)
        }
        XCTAssertEqual(recorder.recordedEvents, [], file: file, line: line)
        XCTAssertEqual(root.content, content, file: file, line: line)
        XCTAssertEqual(swiftUI.adapter.version, version + 1, "a refusal republishes", file: file, line: line)
        XCTAssertTrue(swiftUI.isSettled, file: file, line: line)
        XCTAssertEqual(swiftUI.content, root.content, file: file, line: line)
    }

    @MainActor func testSetPath_StaleAfterModelPoppedToRoot_IsSafeToIgnoreAndChangesNothing() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B", "C"])
        // The body that drew [B, C] made this binding; the back swipe from C finishes after the app
        // popped to the root.
        let binding = swiftUI.pathBinding(of: root.id)
        try root.popToRoot(animated: true)

        assertTurnedAway(
            .screenRemoved(screens[1].id, navigation: root.id), safeToIgnore: true, root: root,
            swiftUI: swiftUI
        ) { () throws(SwiftUIBindingError) in try binding.set([screens[1].id]) }
    }

    @MainActor func testSetPath_StaleLongerPathAfterModelPopped_IsSafeToIgnore() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B", "C"])
        try root.pop(animated: true)

        assertTurnedAway(
            .screenRemoved(screens[2].id, navigation: root.id), safeToIgnore: true, root: root,
            swiftUI: swiftUI
        ) { () throws(SwiftUIBindingError) in
            try swiftUI.pathBinding(of: root.id).set([screens[1].id, screens[2].id])
        }
    }

    @MainActor func testSetPath_DismissedNavigation_IsSafeToIgnore() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let sheet = try root.present(Screen(title: "S1"), animated: false)
        try sheet.push(Screen(title: "S2"), animated: false)
        let binding = swiftUI.pathBinding(of: sheet.id)
        try root.dismiss(animated: true)

        assertTurnedAway(.navigationNotShown(sheet.id), safeToIgnore: true, root: root, swiftUI: swiftUI) {
            () throws(SwiftUIBindingError) in try binding.set([])
        }
    }

    @MainActor func testPresentationDidDismiss_AlreadyDismissedByModel_IsSafeToIgnore() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let first = try root.present(Screen(title: "First"), animated: false)
        let binding = swiftUI.sheetBinding(over: root.id)
        // The model replaced the sheet before SwiftUI wrote the swipe-down of the first one.
        try root.dismiss(animated: true)
        let second = try root.present(Screen(title: "Second"), animated: true)

        assertTurnedAway(.navigationNotShown(first.id), safeToIgnore: true, root: root, swiftUI: swiftUI) {
            () throws(SwiftUIBindingError) in try binding.set(nil)
        }
        XCTAssertIdentical(root.presented, second)
    }

    @MainActor func testSetSelection_RemovedTab_IsSafeToIgnore() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let (tabBar, tabs) = try makeTabBar(["Feed", "Inbox", "Profile"])
        try root.push(tabBar, animated: false)
        let binding = swiftUI.selectionBinding(of: tabBar.id)
        try tabBar.removeTab(at: 2)

        assertTurnedAway(
            .tabNotShown(tabs[2].id, tabBar: tabBar.id), safeToIgnore: true, root: root, swiftUI: swiftUI
        ) { () throws(SwiftUIBindingError) in try binding.set(tabs[2].id) }
    }

    @MainActor func testSetSelection_PoppedTabBar_IsSafeToIgnore() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let (tabBar, tabs) = try makeTabBar(["Feed", "Inbox"])
        try root.push(tabBar, animated: false)
        let binding = swiftUI.selectionBinding(of: tabBar.id)
        try root.pop(animated: true)

        assertTurnedAway(.tabBarNotShown(tabBar.id), safeToIgnore: true, root: root, swiftUI: swiftUI) {
            () throws(SwiftUIBindingError) in try binding.set(tabs[1].id)
        }
    }

    // MARK: - A late selection names the tapped tab

    /// Puts a new tab showing one screen titled `title` in front of the tabs of `tabBar`, keeping
    /// the selected tab, in one step. A tab bar only appends, so the other tabs go out and come
    /// back behind it.
    @MainActor private func insertFirstTab(_ title: String, into tabBar: TabBar) throws -> Navigation {
        let inserted = Navigation()
        try inserted.push(Screen(title: title), animated: false)
        try Navigation.transaction { () throws(NavigationError) in
            let selected = tabBar.selectedNavigation
            var moved: [(item: TabBarItem, navigation: Navigation)] = []
            while let first = tabBar.tabs.first {
                moved.append((first.label, try tabBar.removeTab(at: 0)))
            }
            try tabBar.addTab(TabBarItem(title: title), navigation: inserted)
            for tab in moved { try tabBar.addTab(tab.item, navigation: tab.navigation) }
            if let selected, let index = tabBar.index(of: selected) { try tabBar.select(index) }
        }
        return inserted
    }

    @MainActor func testSetSelection_LateWriteAfterTabInsertedAtIndexZero_SelectsTheTappedTab() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let (tabBar, tabs) = try makeTabBar(["Feed", "Inbox", "Profile"])
        try root.push(tabBar, animated: false)
        // The body that drew [Feed, Inbox, Profile] made this binding; the user's tap on Inbox
        // reaches the adapter after the model put a tab in front, so Feed is where Inbox was.
        let binding = swiftUI.selectionBinding(of: tabBar.id)
        let news = try insertFirstTab("News", into: tabBar)
        XCTAssertEqual(
            swiftUI.adapter.tabBar(tabBar.id)?.tabs.map(\.id), [news.id, tabs[0].id, tabs[1].id, tabs[2].id])
        XCTAssertEqual(swiftUI.adapter.tabBar(tabBar.id)?.selectedIndex, 1)
        let recorder = NavigationRecorder(root, exhaustive: false)

        try binding.set(tabs[1].id)

        recorder.assert([#"selected item 2 of "Tabs" (was 1) (userInteraction)"#])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [.itemSelected(container: tabBar.id, index: 2, previous: 1)])
        XCTAssertIdentical(tabBar.selectedNavigation, tabs[1])
        XCTAssertEqual(swiftUI.tabViews[tabBar.id]?.selection, tabs[1].id)
        XCTAssertTrue(swiftUI.isSettled)
        XCTAssertEqual(swiftUI.content, root.content)
    }

    @MainActor func testSetSelection_LateWriteForTabRemovedAfterInsertAtIndexZero_IsStaleNotANeighbour()
        async throws
    {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let (tabBar, tabs) = try makeTabBar(["Feed", "Inbox", "Profile"])
        try root.push(tabBar, animated: false)
        // The user tapped Profile, the third tab; before the write arrives the model puts a tab in
        // front and removes Profile, so the third tab is now Inbox.
        let binding = swiftUI.selectionBinding(of: tabBar.id)
        let news = try insertFirstTab("News", into: tabBar)
        try tabBar.removeTab(at: 3)
        XCTAssertEqual(swiftUI.adapter.tabBar(tabBar.id)?.tabs.map(\.id), [news.id, tabs[0].id, tabs[1].id])

        assertTurnedAway(
            .tabNotShown(tabs[2].id, tabBar: tabBar.id), safeToIgnore: true, root: root, swiftUI: swiftUI
        ) { () throws(SwiftUIBindingError) in try binding.set(tabs[2].id) }
        XCTAssertIdentical(tabBar.selectedNavigation, tabs[0])
    }

    // MARK: - Refused writes change nothing and snap back

    @MainActor func testSetPath_Lengthened_IsRefusedAndSnapsBack() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B"])
        let linked = Screen(title: "Linked")

        assertTurnedAway(
            .pathNotShortened(
                navigation: root.id, written: [screens[1].id, linked.id], shown: [screens[1].id]),
            safeToIgnore: false, root: root, swiftUI: swiftUI
        ) { () throws(SwiftUIBindingError) in
            try swiftUI.pathBinding(of: root.id).set([screens[1].id, linked.id])
        }
        XCTAssertEqual(swiftUI.stacks[root.id]?.path, [screens[1].id])
    }

    @MainActor func testSetPath_Reordered_IsRefusedAndSnapsBack() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B", "C"])
        let reordered = [screens[2].id, screens[1].id]

        assertTurnedAway(
            .pathNotShortened(
                navigation: root.id, written: reordered, shown: [screens[1].id, screens[2].id]),
            safeToIgnore: false, root: root, swiftUI: swiftUI
        ) { () throws(SwiftUIBindingError) in try swiftUI.pathBinding(of: root.id).set(reordered) }
    }

    @MainActor func testSetPath_NamingTheRoot_IsRefused() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B"])
        let written = [screens[0].id, screens[1].id]

        assertTurnedAway(
            .pathNotShortened(navigation: root.id, written: written, shown: [screens[1].id]),
            safeToIgnore: false,
            root: root, swiftUI: swiftUI
        ) { () throws(SwiftUIBindingError) in try swiftUI.pathBinding(of: root.id).set(written) }
    }

    @MainActor func testSetPath_LongAgoRemovedScreen_IsForgottenAndRefused() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "B"])
        try root.pop(animated: false)
        // Enough screens leave afterwards that "B" is no longer remembered as recently removed.
        for index in 0..<256 {
            try root.push(Screen(title: "\(index)"), animated: false)
            try root.pop(animated: false)
        }
        XCTAssertFalse(swiftUI.adapter.removedScreens.contains(screens[1].id))

        assertTurnedAway(
            .pathNotShortened(navigation: root.id, written: [screens[1].id], shown: []), safeToIgnore: false,
            root: root, swiftUI: swiftUI
        ) { () throws(SwiftUIBindingError) in try swiftUI.pathBinding(of: root.id).set([screens[1].id]) }
    }

    @MainActor func testPresentationDidDismiss_NotDismissable_IsRefusedAndSnapsBack() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])
        let sheet = try root.present(
            Screen(title: "Terms"), style: .sheet.dismissable(false), animated: false)
        // SwiftUI itself does not let the user swipe it down...
        XCTAssertFalse(try swiftUI.swipeDownSheet(over: root.id))
        XCTAssertEqual(swiftUI.stacks[root.id]?.sheet?.id, sheet.id)

        // ...unless the view forgot `.interactiveDismissDisabled`.
        assertTurnedAway(.notDismissable(sheet.id), safeToIgnore: false, root: root, swiftUI: swiftUI) {
            () throws(SwiftUIBindingError) in try swiftUI.sheetBinding(over: root.id).set(nil)
        }
        XCTAssertEqual(swiftUI.stacks[root.id]?.sheet?.id, sheet.id)
    }

    @MainActor func testPresentationDidDismiss_NavigationNotPresented_IsRefused() async throws {
        let (root, _, swiftUI) = try makeWindow(["A"])

        assertTurnedAway(.notPresented(root.id), safeToIgnore: false, root: root, swiftUI: swiftUI) {
            () throws(SwiftUIBindingError) in try swiftUI.adapter.presentationDidDismiss(root.id)
        }
    }

    @MainActor func testSetPath_VetoedByApp_IsModelRefusedAndSnapsBack() async throws {
        let (root, screens, swiftUI) = try makeWindow(["A", "Editor"])
        struct Unsaved: Error {}
        let veto = root.vetoChanges { event in
            if case .popped = event.change { throw Unsaved() }
        }
        defer { veto.cancel() }

        let change = NavigationEvent.Change.popped([screens[1].id])
        assertTurnedAway(
            .modelRefused(.vetoed(change: change, reason: "\(Unsaved())")), safeToIgnore: true, root: root,
            swiftUI: swiftUI
        ) { () throws(SwiftUIBindingError) in try swiftUI.swipeBack(in: root.id) }
        XCTAssertEqual(swiftUI.stacks[root.id]?.path, [screens[1].id])
    }

    @MainActor func testSwiftUIBindingError_Description_SaysWhatHappenedAndWhatToDo() async throws {
        let navigation = NavigationID(rawValue: 4)
        let screen = ScreenID(rawValue: 9)
        XCTAssertEqual(
            SwiftUIBindingError.screenRemoved(screen, navigation: navigation).description,
            "SwiftUI wrote a path for navigation#4 naming screen#9, which the model has removed; "
                + "the write is stale and was ignored")
        XCTAssertEqual(
            SwiftUIBindingError.pathNotShortened(navigation: navigation, written: [screen], shown: [])
                .description,
            "SwiftUI wrote the path [screen#9] for navigation#4, which shows []: only a shorter path (the user "
                + "going back) is followed; push with the model, not a NavigationLink(value:)")
        XCTAssertEqual(
            SwiftUIBindingError.tabNotShown(navigation, tabBar: screen).description,
            "SwiftUI selected the tab showing navigation#4 in screen#9, which no longer has that tab; "
                + "the write is stale and was ignored")
    }

    // MARK: - Lifetime

    @MainActor func testLifetime_DroppingTheAdapter_FreesItAndEndsTheObservation() async throws {
        let root = Navigation()
        var changes = 0
        weak var weakAdapter: SwiftUIAdapter?
        do {
            let adapter = SwiftUIAdapter(root: root)
            adapter.onChange = { changes += 1 }
            weakAdapter = adapter
            try root.push(Screen(title: "A"), animated: false)
        }

        XCTAssertNil(weakAdapter)
        try root.push(Screen(title: "B"), animated: false)
        XCTAssertEqual(changes, 1)
    }

    // MARK: - Randomized

    /// Thousands of random model changes (pushes of screens and tab bars with and without tabs,
    /// pops, replacements, presentations in every style, of navigations that present others too,
    /// dismissals, tab changes, objects changed off screen and brought back) mixed with random
    /// writes of the simulated SwiftUI (back swipes, back menus, swiped-down sheets, tapped tabs,
    /// stale writes of bindings made many steps before, lengthened paths, forbidden dismissals),
    /// with splits and pages among the tab bars: page swipes, sidebars shown and hidden, width
    /// changes, back swipes in a collapsed split's merged stack.
    /// After every step what SwiftUI holds, mapped back, must equal the model, and the view tree
    /// `NavigationRootView` builds from the adapter's layouts must hold no `NavigationStack` inside
    /// another and draw every container that is its navigation's only screen as a root view. Set
    /// `HEADLESSFLOW_SEED` to replay one seed.
    @MainActor func testRandomOperations_SwiftUIStateAlwaysEqualsModel() async throws {
        let seeds: [UInt64] =
            if let text = ProcessInfo.processInfo.environment["HEADLESSFLOW_SEED"], let seed = UInt64(text) {
                [seed]
            } else {
                [3, 0x5EED, 20_260_611]
            }
        for seed in seeds {
            let world = SwiftUIWorld(seed: seed)
            try world.run(steps: 6_000)
            XCTAssertGreaterThan(world.modelChanges, 400, "seed \(seed): too few model changes")
            XCTAssertGreaterThan(
                world.followedWrites, 100, "seed \(seed): too few user writes reached the model")
            XCTAssertGreaterThan(world.staleWrites, 20, "seed \(seed): too few stale writes were turned away")
            XCTAssertGreaterThan(world.refusedWrites, 20, "seed \(seed): too few writes were refused")
            XCTAssertGreaterThan(
                world.broughtBack, 20, "seed \(seed): too few objects came back from off screen")
            XCTAssertGreaterThan(
                world.containerWrites, 30, "seed \(seed): too few writes to splits and pages")
            XCTAssertGreaterThan(
                world.collapsedBacks, 0, "seed \(seed): too few back swipes in collapsed splits")
            XCTAssertGreaterThan(
                world.containerRoots, 100, "seed \(seed): too few containers drawn as a root view")
            XCTAssertGreaterThan(
                world.containersInStacks, 100, "seed \(seed): too few containers drawn inside a stack")
        }
    }

    // MARK: - Documentation

    @MainActor func testDocumentationExample_BackSwipeReported_ModelFollows() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let details = Screen(title: "Details")
        try window.push(details, animated: false)
        let adapter = SwiftUIAdapter(root: window)
        XCTAssertEqual(adapter.stack(window.id)?.path, [details.id])
        try adapter.setPath([], of: window.id)  // the user swiped back
        XCTAssertEqual(window.screens.count, 1)
    }

    // MARK: - A root switching its child

    @MainActor func testLogout_RootSwitchFromATabBar_OneChangeAndTheTabViewIsGone() async throws {
        let window = Navigation()
        let root = SwitchingRoot(navigation: window)
        try root.startAsRoot(animated: false)
        let tabs = TwoTabs(navigation: window)
        try root.start(child: tabs, animated: false)
        let swiftUI = SimulatedSwiftUI(SwiftUIAdapter(root: window))
        XCTAssertNotNil(swiftUI.adapter.tabBar(tabs.tabBar.id))
        let version = swiftUI.adapter.version

        try root.start(child: OneScreen("Welcome", navigation: window), animated: true)

        XCTAssertEqual(swiftUI.adapter.version, version + 1, "one event, one change")
        XCTAssertNil(swiftUI.adapter.tabBar(tabs.tabBar.id))
        XCTAssertEqual(swiftUI.adapter.stack(window.id)?.root, window.rootScreen?.id)
        XCTAssertEqual(swiftUI.adapter.stack(window.id)?.path, [])
        XCTAssertEqual(swiftUI.content, window.content)
    }
}

/// A root with no screen of its own, which switches its one child.
@MainActor
private final class SwitchingRoot: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {}
}

/// A flow of one screen.
@MainActor
private final class OneScreen: Coordinator {
    let context: CoordinatorContext
    let title: String

    init(_ title: String, navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
        self.title = title
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: title), animated: animated)
    }
}

/// A tab bar with two one-screen items.
@MainActor
private final class TwoTabs: TabBarCoordinator {
    let context: CoordinatorContext
    let tabBar = TabBar(title: "Menu")

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: tabBar, animated: animated)
        for title in ["Feed", "Profile"] {
            try addItem(title: title, coordinator: OneScreen(title, navigation: Navigation()))
        }
    }
}

/// One randomized window drawn by a simulated SwiftUI, and the bookkeeping to check it.
@MainActor
private final class SwiftUIWorld {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A binding write captured when SwiftUI last drew, made later: stale by then, or not.
    private struct HeldWrite {
        let label: String
        let write: @MainActor () throws(SwiftUIBindingError) -> Void
        /// Once the write was followed, what is wrong with the model; `nil` if nothing.
        var mistake: @MainActor () -> String? = { nil }
    }

    private var random: SeededRandom
    private let seed: UInt64
    private let root = Navigation()
    private let swiftUI: SimulatedSwiftUI
    private var drifts: [RenderingError] = []
    /// Screens and navigations taken off screen, which may change there and come back.
    private var detachedScreens: [Screen] = []
    private var detachedNavigations: [Navigation] = []
    private var heldWrites: [HeldWrite] = []
    private var nextTitle = 0

    private(set) var modelChanges = 0
    private(set) var followedWrites = 0
    private(set) var staleWrites = 0
    private(set) var refusedWrites = 0
    private(set) var broughtBack = 0
    /// Page swipes, sidebar changes, width changes and back swipes in collapsed splits followed.
    private(set) var containerWrites = 0
    private(set) var collapsedBacks = 0
    /// Containers drawn as the root view of their navigation, and drawn inside a stack.
    private(set) var containerRoots = 0
    private(set) var containersInStacks = 0

    init(seed: UInt64) {
        self.seed = seed
        random = SeededRandom(seed: seed)
        swiftUI = SimulatedSwiftUI(SwiftUIAdapter(root: root))
        swiftUI.adapter.onDrift = { [unowned self] in drifts.append($0) }
    }

    func run(steps: Int) throws {
        try root.push(newScreen(), animated: false)
        for step in 0..<steps {
            let operation: String
            do {
                operation = try randomOperation()
            } catch {
                throw Failure(description: "seed \(seed), step \(step): \(error)")
            }
            try check(step: step, operation: operation)
        }
    }

    private func check(step: Int, operation: String) throws {
        func fail(_ message: String) -> Failure {
            Failure(description: "seed \(seed), step \(step), \(operation): \(message)")
        }
        let model = root.content
        guard drifts.isEmpty else { throw fail("the adapter drifted: \(drifts)") }
        guard swiftUI.adapter.content == model else {
            throw fail("the adapter shows \(swiftUI.adapter.content), the model is \(model)")
        }
        guard swiftUI.content == model else {
            throw fail("SwiftUI shows \(swiftUI.content), the model is \(model)")
        }
        guard swiftUI.isSettled else { throw fail("SwiftUI's state differs from the adapter's values") }
        if let problem = viewTreeProblem() { throw fail(problem) }
    }

    // MARK: - The view tree NavigationRootView builds

    /// Walks the views `NavigationRootView` builds from the adapter's values alone and returns what
    /// is wrong: a `NavigationStack` inside another, a container that is its window's or
    /// presentation's only screen drawn inside a stack, a screen missing; `nil` if nothing.
    private func viewTreeProblem() -> String? {
        var problem: String?
        let adapter = swiftUI.adapter
        func drawNavigation(_ id: NavigationID, insideStack: Bool) {
            guard problem == nil, let state = adapter.stack(id) else { return }
            let model = root.navigation(withID: id)
            switch state.layout {
            case .stack:
                if insideStack { problem = "\(id) is a NavigationStack inside a NavigationStack" }
                if let model, model.screens.count == 1, model.screens[0] is ContainerScreen {
                    problem = "\(id): its only screen, a container, is drawn inside a NavigationStack"
                }
                for screen in [state.root].compactMap({ $0 }) + state.path {
                    drawScreen(screen, insideStack: true)
                }
            case .container(let container):
                if insideStack { problem = "\(id) draws the container \(container) as a root inside a stack" }
                if state.root != container || !state.path.isEmpty {
                    problem = "\(id) draws the container \(container) as its root, but shows more"
                }
                containerRoots += 1
                drawScreen(container, insideStack: false)
            case .inline:
                if !insideStack { problem = "\(id) is drawn inline outside any stack" }
                if let top = state.top { drawScreen(top, insideStack: true) }
            }
            if let presented = state.presented { drawNavigation(presented.id, insideStack: false) }
        }
        func drawScreen(_ id: ScreenID, insideStack: Bool) {
            if let tabBar = adapter.tabBar(id) {
                if insideStack { containersInStacks += 1 }
                for tab in tabBar.tabs { drawNavigation(tab.id, insideStack: insideStack) }
            } else if let container = adapter.container(id) {
                if container.isInsideStack != insideStack {
                    problem = "\(id): isInsideStack is \(container.isInsideStack), it is drawn otherwise"
                }
                if insideStack { containersInStacks += 1 }
                if container.kind == .split && !insideStack && container.isCollapsed,
                    let focused = container.selection
                {
                    // One NavigationStack of the merged stack, with the focused column's presentations.
                    for column in container.items where adapter.stack(column.id)?.layout != .inline {
                        problem = "\(column.id), a column of the collapsed \(id), is not inline"
                    }
                    for screen in container.mergedStack { drawScreen(screen, insideStack: true) }
                    if let presented = adapter.stack(focused)?.presented {
                        drawNavigation(presented.id, insideStack: false)
                    }
                    for column in container.items where column.id != focused {
                        if let presented = adapter.stack(column.id)?.presented {
                            drawNavigation(presented.id, insideStack: false)
                        }
                    }
                } else {
                    for item in container.items { drawNavigation(item.id, insideStack: insideStack) }
                }
            }
        }
        drawNavigation(adapter.rootID, insideStack: false)
        return problem
    }

    // MARK: - Reading the model

    private var navigations: [Navigation] {
        var all: [Navigation] = []
        var pending = [root]
        while let navigation = pending.popLast() {
            all.append(navigation)
            for case let container as ContainerScreen in navigation.screens {
                pending += container.navigations
            }
            if let presented = navigation.presented { pending.append(presented) }
        }
        return all
    }

    private var tabBars: [TabBar] {
        navigations.flatMap { $0.screens.compactMap { $0 as? TabBar } }
    }

    private var containers: [ContainerScreen] {
        navigations.flatMap { $0.screens.compactMap { $0 as? ContainerScreen } }.filter { !($0 is TabBar) }
    }

    // MARK: - Randomness

    private func chance(_ outOf: UInt64) -> Bool { random.next() % outOf == 0 }

    private func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))]
    }

    private func newScreen() -> Screen {
        nextTitle += 1
        return Screen(title: "S\(nextTitle)")
    }

    private func randomStyle() -> PresentationStyle {
        pick([.sheet, .sheet.dismissable(false), .fullScreen, .fullScreen.dismissable(true)])!
    }

    private func randomItem() -> TabBarItem {
        nextTitle += 1
        return TabBarItem(title: "T\(nextTitle)", badge: chance(2) ? "\(nextTitle % 10)" : nil)
    }

    /// A navigation to present or add as a tab: one taken off screen before, or a new one with a
    /// few screens that sometimes presents another already.
    private func navigationToShow() throws -> Navigation {
        let free = detachedNavigations.filter { $0.presenting == nil && $0.container == nil }
        if chance(3), let navigation = pick(free) {
            broughtBack += 1
            return navigation
        }
        let navigation = Navigation()
        for _ in 0..<Int(random.next() % 3) { try navigation.push(newScreen(), animated: false) }
        if chance(4) {
            try navigation.present(newScreen(), style: randomStyle(), animated: false)
        }
        return navigation
    }

    /// A screen to push: one taken off screen before, a new tab bar with or without tabs, or a
    /// new plain screen.
    private func screenToPush() throws -> Screen {
        if chance(4), let screen = pick(detachedScreens.filter { $0.navigation == nil }) {
            broughtBack += 1
            return screen
        }
        guard chance(5) else { return newScreen() }
        nextTitle += 1
        if chance(2) {
            let container: ContainerScreen =
                chance(2)
                ? SplitContainer(title: "Split\(nextTitle)")
                : PageContainer(options: PageOptions(loops: chance(2)), title: "Pages\(nextTitle)")
            for _ in 0..<Int(random.next() % 4) {
                try container.addItem(randomItem(), navigation: navigationToShow())
            }
            return container
        }
        let tabBar = TabBar(title: "Bar\(nextTitle)")
        for _ in 0..<Int(random.next() % 4) {
            try tabBar.addTab(randomItem(), navigation: navigationToShow())
        }
        return tabBar
    }

    private func detach(_ screens: [Screen]) {
        detachedScreens = Array((detachedScreens + screens).suffix(24))
    }

    private func detach(_ navigation: Navigation) {
        detachedNavigations = Array((detachedNavigations + [navigation]).suffix(12))
    }

    // MARK: - Operations

    /// Makes one random change, of the model or of SwiftUI, and says which.
    private func randomOperation() throws -> String {
        if random.next() % 10 < 4 {
            if !swiftUI.containerViews.isEmpty && chance(3) { return try randomContainerWrite() }
            return try randomUserWrite()
        }
        if chance(4) { holdWrite() }
        let crowded = navigations.reduce(0) { $0 + $1.screens.count } > 40
        let navigation = pick(navigations)!
        switch random.next() % 12 {
        case 11:
            guard let container = pick(containers), !container.items.isEmpty else { break }
            let index = Int(random.next() % UInt64(container.items.count))
            switch random.next() % 4 {
            case 0:
                try container.select(index, animated: chance(2))
                return modelChanged("select item \(index) of \(container.title)")
            case 1 where container.kind == .split:
                // Hiding the last column shown is refused, and changes nothing.
                guard (try? container.setHidden(chance(2), at: index)) != nil else { return "nothing" }
                return modelChanged("hide or show column \(index) of \(container.title)")
            case 2:
                if let split = container as? SplitContainer {
                    try split.setCollapsed(!split.isCollapsed)
                    return modelChanged("collapse or expand \(split.title)")
                }
                if let pages = container as? PageContainer, pages.nextIndex != nil {
                    try pages.next()
                    return modelChanged("turn \(pages.title) forward")
                }
            case 3:
                detach(try container.removeItem(at: index, animated: chance(2)))
                return modelChanged("remove item \(index) of \(container.title)")
            default:
                break
            }
        case 0 where !crowded, 1 where !crowded:
            let screen = try screenToPush()
            try navigation.push(screen, animated: chance(2))
            return modelChanged("push \(screen.title) onto \(navigation.id)")
        case 2 where navigation.canPop:
            detach([try navigation.pop(animated: chance(2))])
            return modelChanged("pop \(navigation.id)")
        case 3 where navigation.canPop:
            detach(try navigation.popToRoot(animated: chance(2)))
            return modelChanged("pop \(navigation.id) to its root")
        case 4 where !navigation.screens.isEmpty:
            var screens = navigation.screens.filter { _ in chance(2) }
            screens.shuffle(using: &random)
            if screens.isEmpty || chance(2) { screens.append(newScreen()) }
            let removed = navigation.screens.filter { old in !screens.contains { $0 === old } }
            try navigation.setScreens(screens, animated: chance(2))
            detach(removed)
            return modelChanged("set the screens of \(navigation.id) to \(screens.map(\.title))")
        case 5 where navigation.presented == nil && !crowded:
            let presented = try navigationToShow()
            let style = randomStyle()
            try navigation.present(presented, style: style, animated: chance(2))
            return modelChanged("present \(presented.id) over \(navigation.id) as \(style)")
        case 6:
            guard let presented = navigation.presented else { break }
            try navigation.dismiss(animated: chance(2))
            detach(presented)
            return modelChanged("dismiss \(presented.id) from \(navigation.id)")
        case 7 where !crowded:
            guard let tabBar = pick(tabBars) else { break }
            try tabBar.addTab(randomItem(), navigation: navigationToShow())
            return modelChanged("add a tab to \(tabBar.title)")
        case 8:
            guard let tabBar = pick(tabBars), !tabBar.tabs.isEmpty else { break }
            let index = Int(random.next() % UInt64(tabBar.tabs.count))
            if chance(2) {
                detach(try tabBar.removeTab(at: index, animated: chance(2)))
                return modelChanged("remove tab \(index) of \(tabBar.title)")
            }
            try tabBar.select(index, animated: chance(2))
            return modelChanged("select tab \(index) of \(tabBar.title)")
        case 9:
            guard let tabBar = pick(tabBars), !tabBar.tabs.isEmpty else { break }
            let index = Int(random.next() % UInt64(tabBar.tabs.count))
            try tabBar.setItem(randomItem(), at: index)
            return modelChanged("change the item of tab \(index) of \(tabBar.title)")
        case 10:
            return try changeOffScreen()
        default:
            break
        }
        return "nothing"
    }

    private func modelChanged(_ description: String) -> String {
        modelChanges += 1
        return description
    }

    /// Changes something that is not shown, so that it comes back different.
    private func changeOffScreen() throws -> String {
        if chance(2), let tabBar = pick(detachedScreens.compactMap { $0 as? TabBar }) {
            try tabBar.addTab(randomItem(), navigation: Navigation())
            return "add a tab to \(tabBar.title) off screen"
        }
        guard let navigation = pick(detachedNavigations) else { return "nothing" }
        try navigation.push(newScreen(), animated: false)
        return "push onto \(navigation.id) off screen"
    }

    /// Keeps a write of a binding as SwiftUI holds it now, to make it later.
    private func holdWrite() {
        guard let (navigation, stack) = pick(swiftUI.stacks.sorted { $0.key < $1.key }) else { return }
        let write: HeldWrite
        switch random.next() % 3 {
        case 0:
            let binding = swiftUI.pathBinding(of: navigation)
            let path = Array(stack.path.dropLast())
            write = HeldWrite(label: "stale path \(path) of \(navigation)") {
                () throws(SwiftUIBindingError) in
                try binding.set(path)
            }
        case 1:
            // SwiftUI only dismisses a sheet it shows.
            guard stack.sheet != nil else { return }
            let binding = swiftUI.sheetBinding(over: navigation)
            write = HeldWrite(label: "stale sheet dismissal over \(navigation)") {
                () throws(SwiftUIBindingError) in try binding.set(nil)
            }
        default:
            guard let (tabBar, tabView) = pick(swiftUI.tabViews.sorted { $0.key < $1.key }),
                !tabView.tabs.isEmpty
            else { return }
            let binding = swiftUI.selectionBinding(of: tabBar)
            let tab = tabView.tabs[Int(random.next() % UInt64(tabView.tabs.count))].id
            write = HeldWrite(
                label: "stale selection of \(tab) in \(tabBar)",
                write: { () throws(SwiftUIBindingError) in try binding.set(tab) },
                mistake: { [unowned self] in
                    // Tabs inserted or removed since must not turn the tap into a neighbour's.
                    let selected = root.tabBar(withID: tabBar)?.selectedNavigation?.id
                    return selected == tab ? nil : "selected \(selected.map { "\($0)" } ?? "nothing")"
                })
        }
        heldWrites = Array((heldWrites + [write]).suffix(8))
    }

    /// Makes one random write of SwiftUI and checks what became of it.
    private func randomUserWrite() throws -> String {
        guard let (navigation, stack) = pick(swiftUI.stacks.sorted { $0.key < $1.key }) else {
            return "nothing"
        }
        switch random.next() % 8 {
        case 7:
            return try randomContainerWrite()
        case 0 where !stack.path.isEmpty:
            try expectFollowed { () throws(SwiftUIBindingError) in try swiftUI.swipeBack(in: navigation) }
            return "swipe back in \(navigation)"
        case 1 where !stack.path.isEmpty:
            let count = Int(random.next() % UInt64(stack.path.count))
            try expectFollowed { () throws(SwiftUIBindingError) in
                try swiftUI.goBack(in: navigation, keeping: count)
            }
            return "go back in \(navigation) keeping \(count)"
        case 2:
            guard let sheet = stack.sheet, !sheet.interactiveDismissDisabled else { break }
            try expectFollowed { () throws(SwiftUIBindingError) in
                _ = try swiftUI.swipeDownSheet(over: navigation)
            }
            return "swipe down the sheet over \(navigation)"
        case 3:
            guard let presented = stack.sheet ?? stack.fullScreenCover, presented.interactiveDismissDisabled
            else {
                break
            }
            let binding =
                stack.sheet != nil
                ? swiftUI.sheetBinding(over: navigation) : swiftUI.fullScreenCoverBinding(over: navigation)
            try expectTurnedAway(.notDismissable(presented.id)) { () throws(SwiftUIBindingError) in
                try binding.set(nil)
            }
            return "force the dismissal of \(presented.id)"
        case 4:
            guard let (tabBar, tabView) = pick(swiftUI.tabViews.sorted { $0.key < $1.key }),
                !tabView.tabs.isEmpty
            else { break }
            let index = Int(random.next() % UInt64(tabView.tabs.count))
            try expectFollowed { () throws(SwiftUIBindingError) in try swiftUI.tapTab(index, of: tabBar) }
            return "tap tab \(index) of \(tabBar)"
        case 5:
            let linked = newScreen()
            let path = stack.path + [linked.id]
            let shown = stack.path
            try expectTurnedAway(.pathNotShortened(navigation: navigation, written: path, shown: shown)) {
                () throws(SwiftUIBindingError) in try swiftUI.pathBinding(of: navigation).set(path)
            }
            return "link to a new screen in \(navigation)"
        case 6:
            guard !heldWrites.isEmpty else { break }
            let held = heldWrites.removeFirst()
            let before = root.content
            do {
                try held.write()
            } catch {
                // Whatever a stale write gets (a navigation dismissed and presented again in
                // another style refuses its old dismissal), it must change nothing.
                guard root.content == before else {
                    throw Failure(description: "\(held.label) gave \(error) and left \(root.content)")
                }
                if error.isSafeToIgnore { staleWrites += 1 }
                return held.label
            }
            if let mistake = held.mistake() { throw Failure(description: "\(held.label): \(mistake)") }
            return held.label
        default:
            break
        }
        return "nothing"
    }

    /// A page swipe, a sidebar shown or hidden, a width change, or a back swipe in a collapsed
    /// split's merged stack.
    private func randomContainerWrite() throws -> String {
        guard let (id, view) = pick(swiftUI.containerViews.sorted { $0.key < $1.key }) else {
            return "nothing"
        }
        let state = view.state
        containerWrites += 1
        switch state.kind {
        case .pages:
            guard !state.items.isEmpty else { return "nothing" }
            let index = Int(random.next() % UInt64(state.items.count))
            try expectFollowed { () throws(SwiftUIBindingError) in try swiftUI.swipePage(to: index, of: id) }
            return "swipe \(id) to page \(index)"
        case .split:
            if state.isCollapsed, !view.mergedPath.isEmpty, chance(2) {
                let keep = Int(random.next() % UInt64(view.mergedPath.count))
                collapsedBacks += 1
                try expectFollowed { () throws(SwiftUIBindingError) in
                    try swiftUI.mergedPathBinding(of: id).set(Array(view.mergedPath.prefix(keep)))
                }
                return "go back in the collapsed \(id) keeping \(keep)"
            }
            switch random.next() % 2 {
            case 0 where state.items.count > 1:
                let visibility = pick([SwiftUIAdapter.ColumnVisibility.all, .doubleColumn, .detailOnly])!
                try expectFollowed { () throws(SwiftUIBindingError) in
                    try swiftUI.columnVisibilityBinding(of: id).set(visibility)
                }
                return "show \(visibility) of \(id)"
            default:
                let compact = chance(2)
                try expectFollowed { () throws(SwiftUIBindingError) in try swiftUI.setCompact(compact) }
                return compact ? "the width becomes compact" : "the width becomes regular"
            }
        default:
            return "nothing"
        }
    }

    private func expectFollowed(_ write: () throws(SwiftUIBindingError) -> Void) throws {
        try write()
        followedWrites += 1
    }

    private func expectTurnedAway(
        _ expected: SwiftUIBindingError, _ write: () throws(SwiftUIBindingError) -> Void
    ) throws {
        let before = root.content
        do {
            try write()
        } catch {
            guard error == expected, root.content == before else {
                throw Failure(description: "expected \(expected), got \(error), the model is \(root.content)")
            }
            refusedWrites += 1
            return
        }
        throw Failure(description: "expected \(expected), the write was followed")
    }
}
