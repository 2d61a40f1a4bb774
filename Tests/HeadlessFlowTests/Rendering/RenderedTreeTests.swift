import Foundation
import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlow

/// The reference renderer draws from events alone, in the cases the events once could not
/// express: objects that enter holding state, and objects that change off screen and come back.
final class RenderedTreeTests: XCTestCase {
    private typealias Content = NavigationEvent.NavigationContent

    /// A window, the renderer following it, and every event it was handed.
    @MainActor private final class Harness {
        let window = Navigation()
        private(set) var rendered: RenderedTree
        private(set) var events: [NavigationEvent] = []
        private(set) var failures: [RenderingError] = []
        private var token: ObservationToken?

        init() {
            rendered = RenderedTree(root: window.id)
            token = window.observeEvents { [unowned self] event in
                events.append(event)
                do throws(RenderingError) { try rendered.apply(event) } catch { failures.append(error) }
            }
        }

        func assertInSync(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(failures, [], file: file, line: line)
            XCTAssertEqual(rendered.content, window.content, file: file, line: line)
            XCTAssertEqual(rendered.visibleScreens, window.visibleScreens.map(\.id), file: file, line: line)
        }

        func takeEvents() -> [NavigationEvent.Change] {
            defer { events = [] }
            return events.map(\.change)
        }
    }

    /// A tab bar coordinator that adds its items in `start`, then moves to its tab bar.
    @MainActor private final class PreloadedMenu: TabBarCoordinator {
        let context: CoordinatorContext
        let tabBar = TabBar(title: "Menu")

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try addItem(
                title: "Items", coordinator: StepsCoordinator("items", navigation: Navigation(), screens: 2))
            try addItem(title: "Profile", coordinator: StepsCoordinator("me", navigation: Navigation()))
            try move(to: tabBar, animated: animated)
        }
    }

    @MainActor func testPushedTabBar_StartedWithItems_ArrivesWithItsTabsItemsAndSelection() async throws {
        let harness = Harness()
        let app = StepsCoordinator("app", navigation: harness.window)
        try app.start(animated: false)
        _ = harness.takeEvents()
        let menu = PreloadedMenu(navigation: harness.window)

        try app.start(child: menu, animated: true)

        let tabs = menu.tabBar.tabs
        XCTAssertEqual(
            harness.takeEvents(),
            [
                .pushed(
                    NavigationEvent.ScreenContent(
                        id: menu.tabBar.id,
                        container: NavigationEvent.ContainerContent(
                            items: [
                                NavigationEvent.ItemContent(
                                    label: TabBarItem(title: "Items"),
                                    navigation: Content(
                                        id: tabs[0].navigation.id,
                                        screens: tabs[0].navigation.screens.map { .screen($0.id) })),
                                NavigationEvent.ItemContent(
                                    label: TabBarItem(title: "Profile"),
                                    navigation: Content(
                                        id: tabs[1].navigation.id,
                                        screens: tabs[1].navigation.screens.map { .screen($0.id) })),
                            ],
                            selectedIndex: 0)))
            ])
        XCTAssertEqual(harness.rendered.visibleScreens, [menu.tabBar.id, tabs[0].navigation.screens[1].id])
        harness.assertInSync()
    }

    @MainActor func testPresent_NavigationThatPresentsAnother_ArrivesWithTheWholeChain() async throws {
        let harness = Harness()
        try harness.window.push(Screen(title: "Root"), animated: false)
        let outer = Navigation()
        try outer.push(Screen(title: "Outer"), animated: false)
        let inner = Navigation()
        try inner.push(Screen(title: "Inner"), animated: false)
        try outer.present(inner, style: .fullScreen, animated: false)
        _ = harness.takeEvents()

        try harness.window.present(outer, style: .sheet.dismissable(false), animated: true)

        XCTAssertEqual(
            harness.takeEvents(),
            [
                .presented(
                    Content(
                        id: outer.id, screens: [.screen(outer.screens[0].id)],
                        presented: NavigationEvent.PresentedContent(
                            navigation: Content(id: inner.id, screens: [.screen(inner.screens[0].id)]),
                            style: .fullScreen)),
                    style: .sheet.dismissable(false))
            ])
        XCTAssertEqual(harness.rendered.visibleScreens, [inner.screens[0].id])
        XCTAssertEqual(harness.rendered.presentationStyle(of: inner.id), .fullScreen)
        harness.assertInSync()
    }

    @MainActor func testAddTab_NavigationThatPresents_ArrivesWithItsItemAndModal() async throws {
        let harness = Harness()
        let tabBar = TabBar(title: "Tabs")
        try harness.window.push(tabBar, animated: false)
        let tab = Navigation()
        try tab.push(Screen(title: "Feed"), animated: false)
        try tab.present(Screen(title: "Compose"), animated: false)
        _ = harness.takeEvents()

        try tabBar.addTab(TabBarItem(title: "Feed", badge: "3"), navigation: tab)

        let modal = try XCTUnwrap(tab.presented)
        XCTAssertEqual(
            harness.takeEvents(),
            [
                .itemAdded(
                    container: tabBar.id, index: 0,
                    item: NavigationEvent.ItemContent(
                        label: TabBarItem(title: "Feed", badge: "3"),
                        navigation: Content(
                            id: tab.id, screens: [.screen(tab.screens[0].id)],
                            presented: NavigationEvent.PresentedContent(
                                navigation: Content(id: modal.id, screens: [.screen(modal.screens[0].id)]),
                                style: .sheet)))),
                .itemSelected(container: tabBar.id, index: 0, previous: nil),
            ])
        XCTAssertEqual(harness.rendered.visibleScreens, [modal.screens[0].id])
        harness.assertInSync()
    }

    @MainActor func testDismissedNavigation_ChangedOffScreen_ComesBackAsItIsNow() async throws {
        let harness = Harness()
        try harness.window.push(Screen(title: "Root"), animated: false)
        let modal = try harness.window.present(Screen(title: "One"), animated: false)
        try harness.window.dismiss(animated: false)
        let recorder = NavigationRecorder(harness.window, exhaustive: false)
        // Off screen: no event reaches the window, and the renderer has forgotten the modal.
        try modal.push(Screen(title: "Two"), animated: false)
        try modal.present(Screen(title: "Deeper"), style: .fullScreen, animated: false)
        XCTAssertEqual(recorder.recordedEvents, [])
        XCTAssertNil(harness.rendered.navigation(withID: modal.id))

        try harness.window.present(modal, animated: true)

        recorder.assert([
            #"presented "One", "Two" presenting ["Deeper" as fullScreen]"#, #"didLoad "Deeper""#,
            #"willDisappear "Root""#, #"willAppear "Deeper""#, #"didDisappear "Root""#,
            #"didAppear "Deeper""#,
        ])
        harness.assertInSync()
    }

    @MainActor func testPoppedTabBar_TabsChangedOffScreen_ComesBackWithThem() async throws {
        let harness = Harness()
        try harness.window.push(Screen(title: "Root"), animated: false)
        let tabBar = TabBar(title: "Tabs")
        try harness.window.push(tabBar, animated: false)
        let first = Navigation()
        try first.push(Screen(title: "First"), animated: false)
        try tabBar.addTab(TabBarItem(title: "First"), navigation: first)
        try harness.window.pop(animated: false)
        let second = Navigation()
        try second.push(Screen(title: "Second"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Second"), navigation: second)
        try tabBar.select(1)
        try tabBar.setItem(TabBarItem(title: "Renamed"), at: 0)
        let recorder = NavigationRecorder(harness.window, exhaustive: false)

        try harness.window.push(tabBar, animated: true)

        recorder.assert([
            #"pushed "Tabs" with tabs ["Renamed": "First"; "Second": "Second"], selected 1"#,
            #"willDisappear "Root""#, #"willAppear "Tabs""#, #"willAppear "Second""#,
            #"didDisappear "Root""#, #"didAppear "Tabs""#, #"didAppear "Second""#,
        ])
        harness.assertInSync()
    }

    @MainActor func testPresentedFlow_DismissedAndPresentedAgain_ShowsWhatTheTreeLeftInIt() async throws {
        let harness = Harness()
        let app = StepsCoordinator("app", navigation: harness.window)
        try app.start(animated: false)
        let modalNavigation = Navigation()
        let flow = StepsCoordinator("flow", navigation: modalNavigation, screens: 2)
        try app.present(child: flow, animated: true)
        // The user swipes the sheet down: the flow finishes, and the tree takes its screens away
        // from the navigation off screen, with no event.
        try modalNavigation.userDidDismiss()
        try modalNavigation.push(Screen(title: "Later"), animated: false)

        try harness.window.present(modalNavigation, animated: true)

        harness.assertInSync()
        XCTAssertEqual(harness.rendered.navigation(withID: modalNavigation.id), modalNavigation.content)
    }

    @MainActor func testTransaction_ChangesDeepInAPresentedTree_AreCountedOnce() async throws {
        let harness = Harness()
        try harness.window.push(Screen(title: "Root"), animated: false)
        let modal = Navigation()
        let tabBar = TabBar(title: "Tabs")
        let tab = Navigation()
        try tab.push(Screen(title: "Tab"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Tab"), navigation: tab)
        _ = harness.takeEvents()

        // The pushes onto the modal and inside its tab all fold into the presented event, each
        // applied once: the push inside the tab, made before the modal's last push, must not be
        // counted twice when that push is folded in.
        try Navigation.transaction { () throws(NavigationError) in
            try harness.window.present(modal, animated: true)
            try modal.push(tabBar, animated: false)
            try tab.push(Screen(title: "Deeper"), animated: false)
            try modal.push(Screen(title: "Top"), animated: false)
        }

        XCTAssertEqual(harness.takeEvents().count, 1)
        harness.assertInSync()
        XCTAssertEqual(harness.rendered.navigation(withID: tab.id)?.screens.count, 2)
    }

    @MainActor func testInit_FromContent_AttachesLateAndFollowsOn() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Root"), animated: false)
        let tabBar = TabBar(title: "Tabs")
        let tab = Navigation()
        try tab.push(Screen(title: "Tab"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Tab"), navigation: tab)
        try window.push(tabBar, animated: false)
        try tab.present(Screen(title: "Sheet"), animated: false)

        var rendered = RenderedTree(window.content)
        XCTAssertEqual(rendered.content, window.content)
        XCTAssertEqual(rendered.navigation(showing: tab.screens[0].id), tab.id)
        XCTAssertEqual(rendered.navigation(showing: tabBar.id), window.id)
        let token = window.observeEvents { try? rendered.apply($0) }
        try tab.dismiss(animated: false)
        try window.pop(animated: false)
        token.cancel()

        XCTAssertEqual(rendered.content, window.content)
        XCTAssertNil(rendered.navigation(withID: tab.id), "the popped tab bar's tab is forgotten")
        XCTAssertNil(rendered.container(withID: tabBar.id))
        XCTAssertNil(rendered.navigation(showing: tabBar.id), "the popped tab bar is forgotten")
    }

    // MARK: - Events that do not fit

    @MainActor func testVisibleScreens_ExpandedSplit_ShowsEveryColumnThePresentingOneInFront() async throws {
        let harness = Harness()
        let split = SplitContainer(title: "Split")
        let list = Navigation()
        let detail = Navigation()
        try list.push(Screen(title: "L"), animated: false)
        try detail.push(Screen(title: "D"), animated: false)
        try split.addItem(ItemLabel(title: "List"), navigation: list)
        try split.addItem(ItemLabel(title: "Detail"), navigation: detail)
        try harness.window.push(split, animated: false)
        try split.select(1)
        harness.assertInSync()
        XCTAssertEqual(harness.rendered.visibleScreens.count, 3)

        let sheet = Navigation()
        try sheet.push(Screen(title: "S"), animated: false)
        try list.present(sheet, animated: false)

        // The column that presents is in front, although the other one is focused.
        harness.assertInSync()
        XCTAssertEqual(harness.rendered.visibleScreens, [sheet.screens[0].id])
    }

    @MainActor func testApply_EventsThatDoNotFit_ThrowAndChangeNothing() async throws {
        let root = NavigationID(rawValue: 900_001)
        let other = NavigationID(rawValue: 900_002)
        let a = ScreenID(rawValue: 900_101)
        let b = ScreenID(rawValue: 900_102)
        var rendered = RenderedTree(root: root)
        try rendered.apply(NavigationEvent(navigation: root, change: .pushed(.screen(a)), animated: false))
        let before = rendered

        let cases: [(NavigationEvent, RenderingError)] = {
            let unknown = NavigationEvent(navigation: other, change: .pushed(.screen(b)), animated: false)
            let twice = NavigationEvent(navigation: root, change: .pushed(.screen(a)), animated: false)
            let wrongPop = NavigationEvent(navigation: root, change: .popped(ScreenIDs([b])), animated: false)
            let noModal = NavigationEvent(
                navigation: root, change: .dismissed(other, top: nil), animated: false)
            let noTabBar = NavigationEvent(
                navigation: root, change: .itemSelected(container: a, index: 0, previous: nil),
                animated: false)
            return [
                (unknown, .unknownNavigation(other, event: unknown)),
                (twice, .screenAlreadyShown(a, event: twice)),
                (wrongPop, .stackMismatch(shown: [a], event: wrongPop)),
                (noModal, .presentationMismatch(shown: nil, event: noModal)),
                (noTabBar, .unknownContainer(a, event: noTabBar)),
            ]
        }()
        for (event, expected) in cases {
            XCTAssertThrowsError(try rendered.apply(event)) { error in
                XCTAssertEqual(error as? RenderingError, expected)
            }
            XCTAssertEqual(rendered, before, "\(event) changed the tree")
        }
        XCTAssertEqual(
            "\(cases[2].1)",
            "\(root) shows [\(a)], which the event \(cases[2].0) does not fit")
    }

    @MainActor func testApply_TabSelectionFromAnotherPrevious_IsADrift() async throws {
        let window = Navigation()
        var rendered = RenderedTree(root: window.id)
        let tabBar = TabBar(title: "Tabs")
        for title in ["A", "B"] {
            let tab = Navigation()
            try tab.push(Screen(title: title), animated: false)
            try tabBar.addTab(TabBarItem(title: title), navigation: tab)
        }
        let token = window.observeEvents { try? rendered.apply($0) }
        try window.push(tabBar, animated: false)
        token.cancel()

        let stale = NavigationEvent(
            navigation: window.id, change: .itemSelected(container: tabBar.id, index: 1, previous: 1),
            animated: false)
        XCTAssertThrowsError(try rendered.apply(stale)) { error in
            XCTAssertEqual(error as? RenderingError, .itemMismatch(itemCount: 2, selected: 0, event: stale))
        }
    }

    @MainActor func testEventsWithContent_SurviveJSON() async throws {
        let harness = Harness()
        try harness.window.push(Screen(title: "Root"), animated: false)
        let outer = Navigation()
        let tabBar = TabBar(title: "Tabs")
        let tab = Navigation()
        try tab.push(Screen(title: "Tab"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Tab", imageName: "star"), navigation: tab)
        try outer.push(tabBar, animated: false)
        try tab.present(Screen(title: "Deep"), style: .fullScreen, animated: false)
        try harness.window.present(outer, animated: true)

        let decoded = try JSONDecoder().decode(
            [NavigationEvent].self, from: try JSONEncoder().encode(harness.events))
        XCTAssertEqual(decoded, harness.events)
        var replayed = RenderedTree(root: harness.window.id)
        for event in decoded { try replayed.apply(event) }
        XCTAssertEqual(replayed, harness.rendered)
        harness.assertInSync()
    }
}
