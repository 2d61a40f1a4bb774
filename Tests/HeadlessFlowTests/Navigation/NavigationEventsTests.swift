import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// What one transition announces when it takes something out of the displayed tree
/// (`Navigation+Events.swift`): a root that switches its child replaces the stack in one change,
/// and changes made to what leaves in the same transition are forgotten.
final class NavigationEventsTests: XCTestCase {
    // MARK: Fixtures

    /// A root with no screen of its own that switches its one child: login, then tabs, then login.
    @MainActor private final class SwitchingApp: Coordinator {
        let context: CoordinatorContext
        var log: [String] = []

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try showLogin(animated: animated)
        }

        func showLogin(animated: Bool) throws {
            try start(child: StepsCoordinator("Welcome", navigation: navigation), animated: animated) {
                [weak self] _ in self?.log.append("login finished")
            }
        }

        @discardableResult
        func showTabs(animated: Bool) throws -> Tabs {
            let tabs = Tabs(navigation: navigation) { [weak self] in self?.log.append($0) }
            try start(child: tabs, animated: animated) { [weak self] outcome in
                self?.log.append("tabs finished: \(outcome)")
            }
            return tabs
        }
    }

    /// A tab bar "Menu" with four one-screen items, each reporting how it finished.
    @MainActor private final class Tabs: TabBarCoordinator {
        let context: CoordinatorContext
        let tabBar = TabBar(title: "Menu")
        let report: (String) -> Void

        init(navigation: Navigation, report: @escaping (String) -> Void) {
            context = CoordinatorContext(navigation: navigation)
            self.report = report
        }

        func start(animated: Bool) throws {
            try move(to: tabBar, animated: animated)
            for title in ["Feed", "Search", "Inbox", "Profile"] {
                let item = StepsCoordinator(title, navigation: Navigation())
                try addItem(title: title, coordinator: item)
                try setOnFinish(of: item) { [report] outcome in report("\(title) finished: \(outcome)") }
            }
        }
    }

    /// A recorder of `window` whose events are also drawn by a `RenderedTree`.
    @MainActor private final class Drawn {
        var tree: RenderedTree
        var failures: [RenderingError] = []
        var token: ObservationToken?

        init(_ window: Navigation) {
            tree = RenderedTree(window.content)
            token = window.observeEvents { [weak self] event in
                guard let self else { return }
                do throws(RenderingError) { try tree.apply(event) } catch { failures.append(error) }
            }
        }
    }

    // MARK: A root switching its child

    @MainActor func testRootSwitch_LoginToTabs_IsOneReplacement() async throws {
        let window = Navigation()
        let app = SwitchingApp(navigation: window)
        try app.startAsRoot(animated: false)
        let drawn = Drawn(window)
        let recorder = recordNavigation(window)

        try app.showTabs(animated: true)

        recorder.assert([
            #"replaced "Welcome0" with "Menu" with tabs ["Feed": "Feed0"; "Search": "Search0"; "#
                + #""Inbox": "Inbox0"; "Profile": "Profile0"], selected 0"#,
            #"didLoad "Menu""#, #"didLoad "Feed0""#, #"willDisappear "Welcome0""#, #"willAppear "Menu""#,
            #"willAppear "Feed0""#, #"didDisappear "Welcome0""#, #"didAppear "Menu""#, #"didAppear "Feed0""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [true])
        XCTAssertEqual(drawn.tree.content, window.content)
        XCTAssertEqual(drawn.failures, [])
        XCTAssertEqual(app.log, ["login finished"])
    }

    @MainActor func testRootSwitch_ToAFlowOfTwoScreens_IsOneReplacementWithBoth() async throws {
        let window = Navigation()
        let app = SwitchingApp(navigation: window)
        try app.startAsRoot(animated: false)
        let drawn = Drawn(window)
        let recorder = recordNavigation(window, exhaustive: false)

        try app.start(child: StepsCoordinator("Signup", navigation: window, screens: 2), animated: true)

        XCTAssertEqual(
            recorder.recordedChanges, [#"replaced "Welcome0" with "Signup0", "Signup1" (animated)"#])
        XCTAssertEqual(drawn.tree.content, window.content)
        XCTAssertEqual(drawn.failures, [])
    }

    @MainActor func testLogout_FromInsideATab_IsOneReplacementAndEveryItemFinishes() async throws {
        let window = Navigation()
        let app = SwitchingApp(navigation: window)
        try app.startAsRoot(animated: false)
        let tabs = try app.showTabs(animated: false)
        try tabs.selectItem(at: 3)
        let profile = try XCTUnwrap(tabs.currentItem as? StepsCoordinator)
        try profile.move(to: Screen(title: "Settings"), animated: true)
        app.log = []
        let drawn = Drawn(window)
        let recorder = recordNavigation(window)

        try app.showLogin(animated: true)  // "Log out", tapped in Settings

        recorder.assert([
            #"replaced "Menu" with "Welcome0""#,
            #"didLoad "Welcome0""#, #"willDisappear "Settings""#, #"willDisappear "Menu""#,
            #"willAppear "Welcome0""#, #"didDisappear "Settings""#, #"didDisappear "Menu""#,
            #"didAppear "Welcome0""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [true])
        XCTAssertEqual(
            app.log,
            [
                "Profile finished: cancelled(parentFinished)", "Inbox finished: cancelled(parentFinished)",
                "Search finished: cancelled(parentFinished)", "Feed finished: cancelled(parentFinished)",
                "tabs finished: cancelled(replaced)",
            ])
        XCTAssertTrue(tabs.isFinished)
        XCTAssertEqual(drawn.tree.content, window.content)
        XCTAssertEqual(drawn.failures, [])
    }

    @MainActor func testLogout_RolledBack_AnnouncesNothingAndTheRunAfterIsOneReplacement() async throws {
        struct Refused: Error {}
        let window = Navigation()
        let app = SwitchingApp(navigation: window)
        try app.startAsRoot(animated: false)
        let tabs = try app.showTabs(animated: false)
        let before = window.content
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(
            try Navigation.transaction {
                try app.showLogin(animated: true)
                throw Refused()
            })

        XCTAssertEqual(recorder.recordedLines, [])
        XCTAssertEqual(window.content, before)
        XCTAssertTrue(tabs.isRunning)
        XCTAssertEqual(tabs.tabBar.tabs.count, 4)

        // An enclosing transaction keeps what it held before the nested one that threw: the push
        // into a tab of the tab bar the rolled-back logout took away is announced after all.
        let feed = try XCTUnwrap(tabs.items.first as? StepsCoordinator)
        try Navigation.transaction {
            try feed.move(to: Screen(title: "Post"), animated: true)
            XCTAssertThrowsError(
                try Navigation.transaction {
                    try app.showLogin(animated: true)
                    throw Refused()
                })
        }
        XCTAssertEqual(recorder.recordedChanges, [#"pushed "Post" (animated)"#])
        recorder.skipUnasserted()

        try app.showLogin(animated: true)
        XCTAssertEqual(recorder.recordedChanges.last, #"replaced "Menu" with "Welcome0" (animated)"#)
        recorder.skipUnasserted()
    }

    @MainActor func testLogout_VetoedWhenTheTabBarLeaves_RefusedWholeAndNothingAnnounced() async throws {
        struct StillEditing: Error {}
        let window = Navigation()
        let app = SwitchingApp(navigation: window)
        try app.startAsRoot(animated: false)
        let tabs = try app.showTabs(animated: false)
        let before = window.content
        var offered: [String] = []
        let veto = window.vetoChanges { event in
            offered.append(
                event.change.readableDescription { $0 == tabs.tabBar.id ? "Menu" : window.title(of: $0) })
            if case .popped = event.change { throw StillEditing() }
        }
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(try app.showLogin(animated: true))

        // The veto saw each proposed change, the tab removals too, and refused the pop: the
        // whole switch is refused, though the pop was the coordinator tree's own.
        XCTAssertEqual(
            offered,
            [
                #"removed item 3 from "Menu""#, #"removed item 2 from "Menu""#,
                #"removed item 1 from "Menu""#,
                #"removed item 0 from "Menu""#, #"selected item none of "Menu" (was 0)"#, #"popped "Menu""#,
                #"pushed "Welcome0""#,
            ])
        XCTAssertEqual(recorder.recordedLines, [])
        XCTAssertEqual(window.content, before)
        XCTAssertTrue(tabs.isRunning)
        veto.cancel()
    }

    @MainActor func testLogout_Planned_IsTheOneReplacementTheRunAnnounces() async throws {
        let window = Navigation()
        let app = SwitchingApp(navigation: window)
        try app.startAsRoot(animated: false)
        let tabs = try app.showTabs(animated: false)
        try tabs.selectItem(at: 2)
        let logout = Flow.then("log out") { _ in
            try app.showLogin(animated: true)
            return nil
        }
        let recorder = recordNavigation(window, exhaustive: false)

        let plan = try window.plan(logout, animated: true)
        XCTAssertEqual(tabs.tabBar.tabs.count, 4, "a plan changes nothing")
        try window.run(logout, animated: true)

        XCTAssertEqual(plan.changes, [#"replaced "Menu" with "Welcome0" (animated)"#])
        XCTAssertEqual(recorder.recordedChanges, plan.changes)
    }

    // MARK: Closing what was presented

    /// A parent on "Home" that presents a flow: a tab bar, or a navigation that starts empty and
    /// whose first screens are pushed by a child of the presented flow.
    @MainActor private final class Presenter: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Home"), animated: animated)
        }
    }

    /// A flow that moves to nothing itself and starts a child on its (empty) navigation.
    @MainActor private final class Wrapper: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try start(
                child: StepsCoordinator("Inner", navigation: navigation, screens: 2), animated: animated)
        }
    }

    @MainActor func testFinish_PresentedTabBar_IsOneDismissalNamingIt() async throws {
        let window = Navigation()
        let home = Presenter(navigation: window)
        try home.startAsRoot(animated: false)
        var log: [String] = []
        let tabs = Tabs(navigation: Navigation()) { log.append($0) }
        try home.present(child: tabs, animated: true)
        let drawn = Drawn(window)
        let recorder = recordNavigation(window)

        try tabs.finish(animated: true)

        recorder.assert([
            #"dismissed "Menu""#, #"willDisappear "Feed0""#, #"willDisappear "Menu""#, #"willAppear "Home""#,
            #"didDisappear "Feed0""#, #"didDisappear "Menu""#, #"didAppear "Home""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [.dismissed(tabs.navigation.id, top: tabs.tabBar.id)])
        XCTAssertEqual(log.count, 4)
        XCTAssertEqual(drawn.tree.content, window.content)
        XCTAssertEqual(drawn.failures, [])
    }

    @MainActor func testFinish_PresentedFlowThatStartedEmpty_IsOneDismissalNoPopOfItsRoot() async throws {
        let window = Navigation()
        let home = Presenter(navigation: window)
        try home.startAsRoot(animated: false)
        let flow = Wrapper(navigation: Navigation())
        try home.present(child: flow, animated: true)
        let drawn = Drawn(window)
        let recorder = recordNavigation(window)

        try flow.finish(animated: true)

        recorder.assert([
            #"dismissed "Inner1""#, #"willDisappear "Inner1""#, #"willAppear "Home""#,
            #"didDisappear "Inner1""#, #"didAppear "Home""#,
        ])
        XCTAssertEqual(drawn.tree.content, window.content)
        XCTAssertEqual(drawn.failures, [])
        XCTAssertTrue(flow.navigation.screens.isEmpty, "the inner flow still took its screens away")
    }

    @MainActor func testDismiss_PresentedFlow_PlannedIsWhatTheRunAnnounces() async throws {
        let window = Navigation()
        let home = Presenter(navigation: window)
        try home.startAsRoot(animated: false)
        let flow = Wrapper(navigation: Navigation())
        try home.present(child: flow, animated: false)
        let close = Flow.then("close") { _ in
            try window.dismiss(animated: true)
            return nil
        }
        let recorder = recordNavigation(window, exhaustive: false)

        let plan = try window.plan(close, animated: true)
        try window.run(close, animated: true)

        XCTAssertEqual(plan.changes, [#"dismissed "Inner1" (animated)"#])
        XCTAssertEqual(recorder.recordedChanges, plan.changes)
        XCTAssertTrue(flow.isFinished)
    }

    @MainActor func testFinish_PresentedFlow_ObserverOfThePresentedNavigationStillHearsItsPops() async throws
    {
        let window = Navigation()
        let home = Presenter(navigation: window)
        try home.startAsRoot(animated: false)
        let flow = Wrapper(navigation: Navigation())
        try home.present(child: flow, animated: false)
        var inside: [NavigationEvent.Change] = []
        let token = flow.navigation.observeEvents { inside.append($0.change) }
        let recorder = recordNavigation(window, exhaustive: false)

        try flow.finish(animated: true)

        XCTAssertEqual(recorder.recordedChanges, [#"dismissed "Inner1" (animated)"#])
        // It does not hear its navigation leave, so it hears what happened to it.
        XCTAssertEqual(inside.count, 1)
        guard case .popped(let popped) = inside.first else { return XCTFail("\(inside)") }
        XCTAssertEqual(popped.count, 2)
        token.cancel()
    }

    @MainActor func testRemoveItem_TabWhoseFlowPresented_TheSheetIsNotDismissedFirst() async throws {
        let window = Navigation()
        let app = SwitchingApp(navigation: window)
        try app.startAsRoot(animated: false)
        let tabs = try app.showTabs(animated: false)
        let feed = try XCTUnwrap(tabs.items.first as? StepsCoordinator)
        try feed.present(child: StepsCoordinator("Sheet", navigation: Navigation()), animated: false)
        let drawn = Drawn(window)
        let recorder = recordNavigation(window, exhaustive: false)

        try tabs.removeItem(at: 0)

        // The tab's navigation leaves with the sheet it presents: no dismissal before.
        XCTAssertEqual(
            recorder.recordedChanges, [#"removed item 0 from "Menu""#, #"selected item 0 of "Menu" (was 0)"#])
        XCTAssertEqual(drawn.tree.content, window.content)
        XCTAssertEqual(drawn.failures, [])
    }
}
