import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class NavigationRecorderTests: XCTestCase {
    @MainActor func testPush_RecordsEventThenEveryCallbackInUIKitOrder() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)
        try navigation.push(Screen(title: "A"), animated: false)
        try navigation.push(Screen(title: "B"), animated: true)

        recorder.assert([
            #"pushed "A""#, #"didLoad "A""#, #"willAppear "A""#, #"didAppear "A""#,
            #"pushed "B""#, #"didLoad "B""#, #"willDisappear "A""#, #"willAppear "B""#,
            #"didDisappear "A""#, #"didAppear "B""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [false, true])
    }

    @MainActor func testUserBack_RecordsCause_AndTheCallbacksOfThePoppedScreenNobodyKeeps() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "A"), animated: false)
        try navigation.push(Screen(title: "B"), animated: false)
        let recorder = recordNavigation(navigation)

        try navigation.userDidGoBack()

        recorder.assert([
            #"popped "B" (userInteraction)"#, #"willDisappear "B""#, #"willAppear "A""#,
            #"didDisappear "B""#, #"didAppear "A""#,
        ])
    }

    @MainActor func testPresentAndTabs_BelowTheRoot_AreRecorded() async throws {
        let navigation = Navigation()
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        let recorder = recordNavigation(navigation)

        let feed = Navigation()
        try feed.push(Screen(title: "Feed"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        let sheet = Navigation()
        try sheet.push(Screen(title: "Compose"), animated: false)
        try navigation.present(sheet, animated: true)

        recorder.assert([
            #"added item 0 to "Tabs" showing "Feed""#,
            #"selected item 0 of "Tabs" (was none)"#,
            // "Feed" and "Compose" appeared on their own navigations before they joined the tree,
            // and stay visible as they join it.
            #"presented "Compose""#,
            #"willDisappear "Feed""#, #"willDisappear "Tabs""#,
            #"didDisappear "Feed""#, #"didDisappear "Tabs""#,
        ])
    }

    @MainActor func testDismiss_NamesTheTopScreenTheRecorderLastSawThere() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        let sheet = try navigation.present(Screen(title: "Compose"), animated: false)
        try sheet.push(Screen(title: "Preview"), animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)

        // The pop inside the sheet that leaves with it is not announced: the sheet was showing
        // "Preview" when it left.
        Navigation.transaction {
            _ = try? sheet.pop(animated: false)
            try? navigation.dismiss(animated: true)
        }
        let cover = Navigation()
        try navigation.present(cover, style: .fullScreen, animated: false)
        try navigation.dismiss(animated: false)

        XCTAssertEqual(
            recorder.recordedChanges,
            [#"dismissed "Preview" (animated)"#, "presented  as fullScreen", "dismissed an empty navigation"])
        XCTAssertNil(cover.presenting)
    }

    @MainActor func testAssert_WrongLines_FailsWithADiffAtTheCallersLine() async throws {
        let failures = CapturedFailures()
        let navigation = Navigation()
        let recorder = NavigationRecorder(navigation, reporter: failures.reporter)
        try navigation.push(Screen(title: "A"), animated: false)

        let line = UInt(#line) + 1
        recorder.assert([#"pushed "B""#, #"didLoad "A""#, #"willAppear "A""#, #"didAppear "A""#])

        XCTAssertEqual(failures.all.map(\.line), [line])
        XCTAssertEqual(
            failures.messages,
            [
                """
                NavigationRecorder: recorded lines differ (- expected, + recorded):
                + pushed "A"
                - pushed "B"
                  didLoad "A"
                  willAppear "A"
                  didAppear "A"
                """
            ])
        recorder.finish()
        XCTAssertEqual(failures.all.count, 1, "a failed assertion still counts its lines as asserted")
    }

    @MainActor func testFinish_UnassertedLines_FailsListingThem() async throws {
        let failures = CapturedFailures()
        let navigation = Navigation()
        let recorder = NavigationRecorder(navigation, reporter: failures.reporter)
        try navigation.push(Screen(title: "A"), animated: false)

        recorder.finish()
        recorder.finish()

        XCTAssertEqual(
            failures.messages,
            [
                """
                NavigationRecorder: 4 recorded line(s) not asserted:
                  pushed "A"
                  didLoad "A"
                  willAppear "A"
                  didAppear "A"
                """
            ])
    }

    @MainActor func testDeinit_UnassertedLines_FailsAtTheInitLine() async throws {
        let failures = CapturedFailures()
        let navigation = Navigation()
        var line: UInt = 0
        do {
            line = #line + 1
            let recorder = NavigationRecorder(navigation, reporter: failures.reporter)
            try navigation.push(Screen(title: "A"), animated: false)
            _ = recorder
        }
        XCTAssertEqual(failures.all.map(\.line), [line])
    }

    @MainActor func testNonExhaustive_ExpectedInOrder_SkipsTheRest() async throws {
        let failures = CapturedFailures()
        let navigation = Navigation()
        let recorder = NavigationRecorder(navigation, exhaustive: false, reporter: failures.reporter)
        try navigation.push(Screen(title: "A"), animated: false)
        try navigation.push(Screen(title: "B"), animated: false)

        recorder.assert([#"pushed "A""#, #"pushed "B""#])
        try navigation.push(Screen(title: "C"), animated: false)
        recorder.finish()

        XCTAssertEqual(failures.messages, [])
    }

    @MainActor func testNonExhaustive_WrongOrder_Fails() async throws {
        let failures = CapturedFailures()
        let navigation = Navigation()
        let recorder = NavigationRecorder(navigation, exhaustive: false, reporter: failures.reporter)
        try navigation.push(Screen(title: "A"), animated: false)
        try navigation.push(Screen(title: "B"), animated: false)

        recorder.assert([#"pushed "B""#, #"pushed "A""#])

        XCTAssertEqual(failures.messages.count, 1)
        XCTAssertTrue(
            failures.messages[0].hasPrefix("NavigationRecorder: expected lines not recorded in this order"))
    }

    @MainActor func testSkipUnasserted_ThenFinish_DoesNotFail() async throws {
        let failures = CapturedFailures()
        let navigation = Navigation()
        let recorder = NavigationRecorder(navigation, reporter: failures.reporter)
        try navigation.push(Screen(title: "A"), animated: false)

        recorder.skipUnasserted()
        recorder.finish()

        XCTAssertEqual(failures.messages, [])
        XCTAssertEqual(recorder.unassertedLines, [])
    }

    @MainActor func testPoppedScreen_PushedAgain_IsStillFollowed() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "A"), animated: false)
        let b = Screen(title: "B")
        try navigation.push(b, animated: false)
        let recorder = recordNavigation(navigation)

        try navigation.pop(animated: false)
        b.title = "B again"
        try navigation.push(b, animated: false)

        recorder.assert([
            #"popped "B""#, #"willDisappear "B""#, #"willAppear "A""#, #"didDisappear "B""#,
            #"didAppear "A""#,
            #"pushed "B again""#, #"willDisappear "A""#, #"willAppear "B again""#,
            #"didDisappear "A""#, #"didAppear "B again""#,
        ])
    }

    @MainActor func testRecorder_StillRecording_KeepsNoPoppedScreenAlive() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "A"), animated: false)
        let recorder = recordNavigation(navigation)
        weak var weakScreen: Screen?
        do {
            let screen = Screen(title: "B")
            weakScreen = screen
            try navigation.push(screen, animated: false)
        }

        try navigation.pop(animated: false)

        XCTAssertNil(weakScreen)
        recorder.skipUnasserted()
    }

    @MainActor func testTransaction_PopsScreensNobodyKeeps_NamesThemByTitleAfterTheyAreFreed() async throws {
        let navigation = Navigation()
        let a = Screen(title: "A")
        try navigation.push(a, animated: false)
        try navigation.push(Screen(title: "B"), animated: false)
        try navigation.push(Screen(title: "C"), animated: false)
        let recorder = recordNavigation(navigation)
        weak let weakB = navigation.screens[1]

        Navigation.transaction {
            _ = try? navigation.pop(to: a, animated: false)
            try? navigation.push(Screen(title: "D"), animated: false)
        }

        XCTAssertNil(weakB, "B was freed inside the transaction, before its event was announced")
        recorder.assert([
            #"popped "B", "C""#, #"pushed "D""#, #"didLoad "D""#, #"willDisappear "C""#, #"willAppear "D""#,
            #"didDisappear "C""#, #"didAppear "D""#,
        ])
    }

    @MainActor func testTitleWithControlCharacters_IsRecordedEscaped() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)

        try navigation.push(Screen(title: "Red\u{1B}[31m\n\"x\""), animated: false)

        recorder.assert([
            #"pushed "Red\u{1B}[31m\n\"x\"""#, #"didLoad "Red\u{1B}[31m\n\"x\"""#,
            #"willAppear "Red\u{1B}[31m\n\"x\"""#, #"didAppear "Red\u{1B}[31m\n\"x\"""#,
        ])
    }

    /// The failure Docs/Testing.md shows.
    @MainActor func testAssert_MissingLine_ShowsItAsAdded() async throws {
        let failures = CapturedFailures()
        let navigation = Navigation()
        try navigation.push(Screen(title: "Login"), animated: false)
        let recorder = NavigationRecorder(navigation, reporter: failures.reporter)
        try navigation.push(Screen(title: "Home"), animated: false)

        recorder.assert([
            #"pushed "Home""#, #"didLoad "Home""#, #"willAppear "Home""#, #"didDisappear "Login""#,
            #"didAppear "Home""#,
        ])

        XCTAssertEqual(
            failures.messages,
            [
                """
                NavigationRecorder: recorded lines differ (- expected, + recorded):
                  pushed "Home"
                  didLoad "Home"
                + willDisappear "Login"
                  willAppear "Home"
                  didDisappear "Login"
                  didAppear "Home"
                """
            ])
    }

    @MainActor func testRecordNavigation_ChangeAfterTheLastAssertion_FailsAtTeardown() async throws {
        let failures = CapturedFailures()
        // Teardown blocks run last-added first: this check runs after the recorder's.
        addTeardownBlock {
            XCTAssertEqual(
                failures.messages,
                [
                    """
                    NavigationRecorder: 4 recorded line(s) not asserted:
                      pushed "A"
                      didLoad "A"
                      willAppear "A"
                      didAppear "A"
                    """
                ])
        }
        let navigation = Navigation()
        let recorder = recordNavigation(navigation, reporter: failures.reporter)
        recorder.assert([])

        try navigation.push(Screen(title: "A"), animated: false)
    }

    @MainActor func testRecordedChanges_AfterAPlannedRun_ReadAsThePlan() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        let recorder = NavigationRecorder(navigation, exhaustive: false)
        let flow =
            Flow.push("Items") { Screen(title: "Items") }
            + .present("Compose", style: .fullScreen) { Screen(title: "Compose") }

        let plan = try navigation.plan(flow, animated: true)
        try navigation.run(flow, animated: true)

        XCTAssertEqual(recorder.recordedChanges, plan.changes)
        XCTAssertEqual(
            recorder.recordedChanges, [#"pushed "Items""#, #"presented "Compose" as fullScreen (animated)"#])
        recorder.finish()
    }

    @MainActor func testRecordedLines_KeepEverythingAfterAssertions() async throws {
        let navigation = Navigation()
        let recorder = NavigationRecorder(navigation)
        try navigation.push(Screen(title: "A"), animated: false)
        recorder.assert([#"pushed "A""#, #"didLoad "A""#, #"willAppear "A""#, #"didAppear "A""#])
        try navigation.setScreens([Screen(title: "B")], animated: false)
        recorder.skipUnasserted()

        XCTAssertEqual(
            recorder.recordedLines,
            [
                #"pushed "A""#, #"didLoad "A""#, #"willAppear "A""#, #"didAppear "A""#,
                #"replaced "A" with "B""#,
                #"didLoad "B""#, #"willDisappear "A""#, #"willAppear "B""#, #"didDisappear "A""#,
                #"didAppear "B""#,
            ])
        XCTAssertEqual(recorder.unassertedLines, [])
        recorder.finish()
    }
}
