import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class LeakTrackerTests: XCTestCase {
    @MainActor func testAssertAllFreed_EverythingFreed_Passes() async throws {
        let failures = CapturedFailures()
        let leaks = LeakTracker(reporter: failures.reporter)
        do {
            let navigation = Navigation()
            let app = TitlesCoordinator(navigation: navigation, titles: ["A", "B"])
            try app.startAsRoot(animated: false)
            leaks.track(tree: app)
            XCTAssertEqual(
                leaks.survivors,
                [
                    "TitlesCoordinator", #"navigation showing "A", "B""#, #""A" Screen"#,
                    #""B" Screen"#,
                ])
        }
        leaks.assertAllFreed()
        XCTAssertEqual(failures.messages, [])
    }

    @MainActor func testAssertAllFreed_ObjectKeptAlive_FailsNamingIt() async throws {
        let failures = CapturedFailures()
        let leaks = LeakTracker(reporter: failures.reporter)
        let kept = Screen(title: "Kept")
        let trackedLine = #line + 1
        leaks.track(kept)
        do { leaks.track(Screen(title: "Freed")) }

        let line = UInt(#line) + 1
        leaks.assertAllFreed()

        XCTAssertEqual(failures.all.map(\.line), [line])
        XCTAssertEqual(
            failures.messages,
            [
                "LeakTracker: 1 tracked object(s) still alive:\n"
                    + "  \"Kept\" Screen (tracked at LeakTrackerTests.swift:\(trackedLine)): nothing in the tree"
                    + " holds it (a variable, a closure or a reference cycle does)"
            ])
    }

    @MainActor func testTrackTree_ObjectsExpectedFreed_AreTrackedWithTheirScreenAndCoordinator() async throws
    {
        final class ViewModel {}
        final class Service {}
        let failures = CapturedFailures()
        let leaks = LeakTracker(reporter: failures.reporter)
        var keptViewModels: [ViewModel] = []
        let trackedLine = #line + 9
        do {
            let app = TitlesCoordinator(navigation: Navigation(), titles: ["Home"])
            try app.startAsRoot(animated: false)
            let viewModel = ViewModel()
            keptViewModels.append(viewModel)
            app.navigation.topScreen?.expectFreed(viewModel)
            app.navigation.topScreen?.keepAlive(Service())
            app.expectFreed(Service(), as: "the app's service")
            leaks.track(tree: app)
            XCTAssertEqual(
                leaks.survivors,
                [
                    "TitlesCoordinator", #"navigation showing "Home""#, #""Home" Screen"#,
                    #"ViewModel, expected freed with "Home" Screen"#,
                    #"Service, expected freed with "Home" Screen"#,
                ])
        }

        leaks.assertAllFreed()

        XCTAssertEqual(
            failures.messages,
            [
                "LeakTracker: 1 tracked object(s) still alive:\n"
                    + "  ViewModel, expected freed with \"Home\" Screen (tracked at LeakTrackerTests.swift:\(trackedLine)):"
                    + " nothing in the tree holds it (a variable, a closure or a reference cycle does)"
            ])
        withExtendedLifetime(keptViewModels) {}
    }

    @MainActor func testAssertAllFreed_HeldByTheTree_SaysWhatHoldsEach() async throws {
        let failures = CapturedFailures()
        let leaks = LeakTracker(reporter: failures.reporter)
        let navigation = Navigation()
        let app = TitlesCoordinator(navigation: navigation, titles: ["Home"])
        try app.startAsRoot(animated: false)
        let child = TitlesCoordinator(navigation: navigation, titles: ["Items"])
        try app.start(child: child, animated: false)
        let sheet = Navigation()
        try navigation.present(sheet, animated: false)
        let tabs = TabBar(title: "Tabs")
        try sheet.push(tabs, animated: false)
        let feed = Navigation()
        try tabs.addTab(TabBarItem(title: "Feed"), navigation: feed)
        let trackedLine = #line + 1
        leaks.track(tree: child)
        leaks.track(sheet, name: "sheet")
        leaks.track(feed, name: "feed")

        leaks.assertAllFreed()

        let at = "(tracked at LeakTrackerTests.swift:\(trackedLine))"
        XCTAssertEqual(
            failures.messages,
            [
                """
                LeakTracker: 4 tracked object(s) still alive:
                  TitlesCoordinator \(at): still the child of TitlesCoordinator
                  "Items" Screen \(at): still on the stack of the navigation showing "Home", "Items"
                  sheet (tracked at LeakTrackerTests.swift:\(trackedLine + 1)): still presented by the navigation showing "Home", "Items"
                  feed (tracked at LeakTrackerTests.swift:\(trackedLine + 2)): still a tab of "Tabs"
                """
            ])
    }

    @MainActor func testTrackTree_TabsAndModals_TracksEveryNavigationAndScreen() async throws {
        let leaks = LeakTracker()
        let navigation = Navigation()
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        let feed = Navigation()
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        let sheet = Navigation()
        try sheet.push(Screen(title: "Sheet"), animated: false)
        try navigation.present(sheet, animated: false)

        leaks.track(tree: navigation)

        XCTAssertEqual(leaks.survivors.count, 5, "\(leaks.survivors)")
        XCTAssertTrue(leaks.survivors.contains(#""Sheet" Screen"#))
    }

    @MainActor func testTrackForLeaks_ChildFinished_IsFreedByTeardown() async throws {
        let leaks = trackForLeaks()
        let navigation = Navigation()
        let app = TitlesCoordinator(navigation: navigation, titles: ["Home"])
        try app.startAsRoot(animated: false)
        do {
            let child = TitlesCoordinator(navigation: navigation, titles: ["Items"])
            try app.start(child: child, animated: false)
            leaks.track(tree: child)
            try child.finish(animated: false)
        }
    }

    @MainActor func testTrackTree_PushedChild_TracksItsScreensNotItsParents() async throws {
        let failures = CapturedFailures()
        let leaks = LeakTracker(reporter: failures.reporter)
        let navigation = Navigation()
        let app = TitlesCoordinator(navigation: navigation, titles: ["Home"])
        try app.startAsRoot(animated: false)
        do {
            let child = TitlesCoordinator(navigation: navigation, titles: ["Items", "Item"])
            try app.start(child: child, animated: false)
            let grandchild = TitlesCoordinator(navigation: Navigation(), titles: ["Sheet"])
            try child.present(child: grandchild, animated: false)

            leaks.track(tree: app.child!)

            XCTAssertEqual(
                leaks.survivors,
                [
                    "TitlesCoordinator", #""Items" Screen"#, #""Item" Screen"#, "TitlesCoordinator",
                    #"navigation showing "Sheet""#, #""Sheet" Screen"#,
                ])
            try child.finish(animated: false)
        }
        leaks.assertAllFreed()
        XCTAssertEqual(failures.messages, [])
        XCTAssertEqual(navigation.screens.map(\.title), ["Home"])
    }

    @MainActor func testTrackForLeaks_ObjectStillReferenced_FailsAtTeardown() async throws {
        let failures = CapturedFailures()
        let survivor = Screen(title: "Kept")
        // Teardown blocks run last-added first: this check runs after the tracker's, and its
        // closure keeps `survivor` alive until then.
        addTeardownBlock {
            _ = await MainActor.run { survivor.title }
            XCTAssertEqual(failures.messages.count, 1)
            XCTAssertTrue(
                failures.messages.first?.contains(#""Kept" Screen"#) == true, "\(failures.messages)")
        }
        let leaks = trackForLeaks(reporter: failures.reporter)
        leaks.track(survivor)
    }

    // MARK: Beside a recorder

    @MainActor func testTrackForLeaks_AfterRecordNavigation_FindsTheWholeTreeFreed() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)
        let leaks = trackForLeaks()
        let app = TitlesCoordinator(navigation: navigation, titles: ["Home", "Items"])
        try app.startAsRoot(animated: false)
        leaks.track(tree: app)
        recorder.assert([
            #"pushed "Home""#, #"pushed "Items""#, #"didLoad "Items""#, #"willAppear "Items""#,
            #"didAppear "Items""#,
        ])
    }

    @MainActor func testTrackForLeaks_BeforeRecordNavigation_FindsTheWholeTreeFreed() async throws {
        let leaks = trackForLeaks()
        let navigation = Navigation()
        let recorder = recordNavigation(navigation, exhaustive: false)
        let app = TitlesCoordinator(navigation: navigation, titles: ["Home"])
        try app.startAsRoot(animated: false)
        leaks.track(tree: app)
        recorder.assert([#"pushed "Home""#])
    }

    @MainActor func testAssertAllFreed_RecorderStillRunning_FailsOnlyForWhatTheTestKept() async throws {
        let failures = CapturedFailures()
        let leaks = LeakTracker(reporter: failures.reporter)
        var kept: [Screen] = []
        // The recorder outlives the tree, as the one `recordNavigation` keeps until teardown does.
        let recorder: NavigationRecorder
        do {
            let navigation = Navigation()
            recorder = NavigationRecorder(navigation, exhaustive: false, reporter: failures.reporter)
            let app = TitlesCoordinator(navigation: navigation, titles: ["Home", "Items", "Item"])
            try app.startAsRoot(animated: false)
            leaks.track(tree: app)
            kept.append(navigation.screens[1])
        }

        leaks.assertAllFreed()

        XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
        XCTAssertEqual(
            failures.messages.first,
            """
            LeakTracker: 1 tracked object(s) still alive:
              "Items" Screen (tracked at LeakTrackerTests.swift:\(#line - 11)): nothing in the tree holds it (a variable, a closure or a reference cycle does)
            """)
        XCTAssertEqual(kept.map(\.title), ["Items"])
        recorder.finish()
    }
}
