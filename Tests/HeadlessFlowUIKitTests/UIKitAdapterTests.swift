import HeadlessFlow
import XCTest

@testable import HeadlessFlowUIKit

/// The adapter drives a simulated UIKit (``SimulatedUIKit``) from the model and reports the user's
/// gestures back. Each test asserts the whole history of UIKit calls, and that UIKit refused none.
final class UIKitAdapterTests: XCTestCase {
    // MARK: - Stacks

    @MainActor func testInit_RootWithScreens_SetsTheStackWithoutAnimation() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        try window.push(Screen(title: "B"), animated: true)

        let (uikit, adapter) = render(window)

        uikit.assertCalls(["setViewControllers Window [A, B]"])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testInit_EmptyRoot_CallsNothing() async throws {
        let window = Navigation()

        let (uikit, adapter) = render(window)

        uikit.assertCalls([])
        _ = adapter
    }

    @MainActor func testPush_Animated_SetsTheLongerStackAnimated() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.assertCalls(["setViewControllers Window [A]"])

        try window.push(Screen(title: "B"), animated: true)
        try window.push(Screen(title: "C"), animated: false)

        uikit.assertCalls([
            "setViewControllers Window [A, B] animated",
            "setViewControllers Window [A, B, C]",
        ])
        _ = adapter
    }

    @MainActor func testRootSwitch_ChildReplacedOnAnEmptyRoot_OneStackReplacementNeverEmpty() async throws {
        let window = Navigation()
        let root = SwitchingRoot(navigation: window)
        try root.startAsRoot(animated: false)
        try root.show("Welcome", animated: false)
        let (uikit, adapter) = render(window)
        uikit.assertCalls(["setViewControllers Window [Welcome]"])

        try root.show("Home", animated: true)

        uikit.assertCalls(["setViewControllers Window [Home] animated", "release screens [Welcome]"])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testPop_TopScreen_SetsTheShorterStackAndReleasesThePoppedScreen() async throws {
        let window = Navigation()
        try window.setScreens([Screen(title: "A"), Screen(title: "B"), Screen(title: "C")], animated: false)
        let (uikit, adapter) = render(window)
        uikit.assertCalls(["setViewControllers Window [A, B, C]"])

        try window.pop(animated: true)
        uikit.assertCalls(["setViewControllers Window [A, B] animated", "release screens [C]"])

        try window.popToRoot(animated: false)
        uikit.assertCalls(["setViewControllers Window [A]", "release screens [B]"])
        _ = adapter
    }

    @MainActor func testSetScreens_KeepingSomeScreens_SetsTheNewStackAndReleasesOnlyTheRemovedOnes()
        async throws
    {
        let window = Navigation()
        let a = Screen(title: "A")
        let b = Screen(title: "B")
        try window.setScreens([a, b], animated: false)
        let (uikit, adapter) = render(window)
        uikit.assertCalls(["setViewControllers Window [A, B]"])

        try window.setScreens([a, Screen(title: "C"), Screen(title: "D")], animated: true)

        uikit.assertCalls(["setViewControllers Window [A, C, D] animated", "release screens [B]"])
        _ = adapter
    }

    @MainActor func testTransaction_ThreePushes_AreOneCall() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.assertCalls(["setViewControllers Window [A]"])

        try Navigation.transaction { () throws(NavigationError) in
            try window.push(Screen(title: "B"), animated: true)
            try window.push(Screen(title: "C"), animated: true)
            try window.push(Screen(title: "D"), animated: true)
        }

        uikit.assertCalls(["setViewControllers Window [A, B, C, D] animated"])
        _ = adapter
    }

    @MainActor func testScreenMovedBetweenStacks_InOneTransaction_IsNotReleased() async throws {
        let window = Navigation()
        let sheet = Navigation()
        let moving = Screen(title: "M")
        try window.setScreens([Screen(title: "A"), moving], animated: false)
        try sheet.push(Screen(title: "S"), animated: false)
        try window.present(sheet, animated: false)
        let (uikit, adapter) = render(window, labels: [sheet: "Sheet"])
        uikit.assertCalls([
            "setViewControllers Window [A, M]",
            "setViewControllers Sheet [S]",
            "present Sheet from Window (sheet)",
        ])

        try Navigation.transaction { () throws(NavigationError) in
            try window.pop(animated: false)
            try sheet.push(moving, animated: true)
        }

        uikit.assertCalls([
            "setViewControllers Window [A] animated", "setViewControllers Sheet [S, M] animated",
        ])
        _ = adapter
    }

    // MARK: - Presentation

    @MainActor func testPresent_EachStyle_FillsThenPresentsInThatStyleAndDismisses() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.assertCalls(["setViewControllers Window [A]"])

        let styles: [PresentationStyle] = [
            .sheet, .fullScreen, .sheet.dismissable(false), .fullScreen.dismissable(true),
        ]
        for style in styles {
            let sheet = Navigation()
            uikit.label(sheet, "Modal")
            try sheet.push(Screen(title: "S"), animated: false)

            try window.present(sheet, style: style, animated: true)
            uikit.assertCalls([
                "setViewControllers Modal [S]", "present Modal from Window (\(style)) animated",
            ])
            XCTAssertEqual(uikit.content, window.content, "\(style)")

            try window.dismiss(animated: true)
            uikit.assertCalls([
                "dismiss Modal from Window animated", "release screens [S] navigations [Modal]",
            ])
        }
        _ = adapter
    }

    @MainActor func testPresent_NavigationThatPresentsAnother_PresentsBothOuterFirst() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let outer = Navigation()
        let inner = Navigation()
        try outer.push(Screen(title: "O"), animated: false)
        try inner.push(Screen(title: "I"), animated: false)
        try outer.present(inner, style: .fullScreen, animated: false)
        let (uikit, adapter) = render(window, labels: [outer: "Outer", inner: "Inner"])
        uikit.assertCalls(["setViewControllers Window [A]"])

        try window.present(outer, animated: true)

        uikit.assertCalls([
            "setViewControllers Outer [O]",
            "present Outer from Window (sheet) animated",
            "setViewControllers Inner [I]",
            "present Inner from Outer (fullScreen) animated",
        ])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testDismiss_ChainOfTwo_DismissesOnceFromThePresenter() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let outer = try window.present(Screen(title: "O"), animated: false)
        let inner = try outer.present(Screen(title: "I"), animated: false)
        let (uikit, adapter) = render(window, labels: [outer: "Outer", inner: "Inner"])
        uikit.assertCalls([
            "setViewControllers Window [A]",
            "setViewControllers Outer [O]",
            "present Outer from Window (sheet)",
            "setViewControllers Inner [I]",
            "present Inner from Outer (sheet)",
        ])

        try window.dismiss(animated: true)

        uikit.assertCalls([
            "dismiss Outer from Window animated",
            "release screens [O, I] navigations [Outer, Inner]",
        ])
        _ = adapter
    }

    @MainActor func testDismissAndPresent_InOneTransaction_DismissesBeforePresenting() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let first = try window.present(Screen(title: "F"), animated: false)
        let second = Navigation()
        try second.push(Screen(title: "S"), animated: false)
        let (uikit, adapter) = render(window, labels: [first: "First", second: "Second"])
        uikit.assertCalls([
            "setViewControllers Window [A]",
            "setViewControllers First [F]",
            "present First from Window (sheet)",
        ])

        try Navigation.transaction { () throws(NavigationError) in
            try window.dismiss(animated: false)
            try window.present(second, style: .fullScreen, animated: true)
        }

        uikit.assertCalls([
            "dismiss First from Window animated",
            "setViewControllers Second [S]",
            "present Second from Window (fullScreen) animated",
            "release screens [F] navigations [First]",
        ])
        _ = adapter
    }

    @MainActor func testPresent_FromATabThatIsNotSelected_WaitsUntilTheTabIsSelected() async throws {
        let window = Navigation()
        let feed = Navigation()
        let profile = Navigation()
        try feed.push(Screen(title: "F"), animated: false)
        try profile.push(Screen(title: "P"), animated: false)
        let tabs = TabBar(title: "Tabs")
        try tabs.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try tabs.addTab(TabBarItem(title: "Profile"), navigation: profile)
        try window.push(tabs, animated: false)
        let editor = Navigation()
        try editor.push(Screen(title: "E"), animated: false)
        let (uikit, adapter) = render(window, labels: [feed: "Feed", profile: "Profile", editor: "Editor"])
        uikit.assertCalls([
            "setViewControllers Feed [F]",
            "setViewControllers Profile [P]",
            "setTabs Tabs [Feed: Feed, Profile: Profile]",
            "setViewControllers Window [Tabs]",
        ])

        // UIKit presents only from a controller in the window: the profile tab's is not.
        try profile.present(editor, animated: true)
        uikit.assertCalls([])

        try tabs.select(1, animated: false)
        uikit.assertCalls([
            "selectTab 1 of Tabs",
            "setViewControllers Editor [E]",
            "present Editor from Profile (sheet)",
        ])
        XCTAssertEqual(uikit.content, window.content)

        try tabs.select(0, animated: false)
        uikit.assertCalls([
            "dismiss Editor from Profile",
            "selectTab 0 of Tabs",
            "release screens [E] navigations [Editor]",
        ])
        _ = adapter
    }

    // MARK: - Tab bars

    @MainActor func testPush_TabBarWithTabs_SetsTheTabsBeforeTheStackShowsIt() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.assertCalls(["setViewControllers Window [A]"])
        let feed = Navigation()
        let profile = Navigation()
        uikit.label(feed, "Feed")
        uikit.label(profile, "Profile")
        try feed.push(Screen(title: "F"), animated: false)
        try profile.push(Screen(title: "P"), animated: false)
        let tabs = TabBar(title: "Tabs")
        try tabs.addTab(TabBarItem(title: "Feed", badge: "2"), navigation: feed)
        try tabs.addTab(TabBarItem(title: "Profile"), navigation: profile)
        try tabs.select(1)

        try window.push(tabs, animated: true)

        uikit.assertCalls([
            "setViewControllers Feed [F]",
            "setViewControllers Profile [P]",
            "setTabs Tabs [Feed (badge 2): Feed, Profile: Profile]",
            "selectTab 1 of Tabs",
            "setViewControllers Window [A, Tabs] animated",
        ])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testPush_TabBarWithoutTabs_SetsItsEmptyTabsFirst() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.assertCalls(["setViewControllers Window [A]"])

        try window.push(TabBar(title: "Tabs"), animated: true)

        uikit.assertCalls(["setTabs Tabs []", "setViewControllers Window [A, Tabs] animated"])
        _ = adapter
    }

    @MainActor func testTabBarCoordinator_StartThatAddsItemsBeforeMoving_SetsItsTabs() async throws {
        let window = Navigation()
        let app = ScreensCoordinator("app", navigation: window, screens: 1)
        try app.startAsRoot(animated: false)
        let feed = Navigation()
        let (uikit, adapter) = render(window, labels: [feed: "Feed"])
        uikit.assertCalls(["setViewControllers Window [app0]"])

        try app.start(child: PrefilledTabsCoordinator(navigation: window, feed: feed), animated: true)

        uikit.assertCalls([
            "setViewControllers Feed [feed0, feed1]",
            "setTabs Tabs [Feed: Feed]",
            "setViewControllers Window [app0, Tabs] animated",
        ])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testTabChanges_AddRemoveSelectAndItem_EachSetsWhatChanged() async throws {
        let window = Navigation()
        let feed = Navigation()
        try feed.push(Screen(title: "F"), animated: false)
        let tabs = TabBar(title: "Tabs")
        try tabs.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try window.push(tabs, animated: false)
        let profile = Navigation()
        let (uikit, adapter) = render(window, labels: [feed: "Feed", profile: "Profile"])
        uikit.assertCalls([
            "setViewControllers Feed [F]",
            "setTabs Tabs [Feed: Feed]",
            "setViewControllers Window [Tabs]",
        ])

        try profile.push(Screen(title: "P"), animated: false)
        try tabs.addTab(TabBarItem(title: "Profile"), navigation: profile)
        uikit.assertCalls(["setViewControllers Profile [P]", "setTabs Tabs [Feed: Feed, Profile: Profile]"])

        try tabs.select(1)
        uikit.assertCalls(["selectTab 1 of Tabs"])

        try tabs.setItem(TabBarItem(title: "Profile", badge: "3"), at: 1)
        uikit.assertCalls(["setTabs Tabs [Feed: Feed, Profile (badge 3): Profile]"])

        // The selected tab goes: the model selects the tab before it, which UIKit is told
        // explicitly (its own fallback is not relied on). The removal and the new selection are
        // one transition, so they arrive as one update, released last.
        try tabs.removeTab(at: 1)
        uikit.assertCalls([
            "setTabs Tabs [Feed: Feed]",
            "selectTab 0 of Tabs",
            "release screens [P] navigations [Profile]",
        ])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testPop_TabBar_ReleasesItWithItsTabs() async throws {
        let window = Navigation()
        let feed = Navigation()
        try feed.push(Screen(title: "F"), animated: false)
        let tabs = TabBar(title: "Tabs")
        try tabs.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try window.setScreens([Screen(title: "A"), tabs], animated: false)
        let (uikit, adapter) = render(window, labels: [feed: "Feed"])
        uikit.skipCalls()

        try window.pop(animated: true)

        uikit.assertCalls([
            "setViewControllers Window [A] animated", "release screens [F, Tabs] navigations [Feed]",
        ])
        _ = adapter
    }

    // MARK: - What the user did

    @MainActor func testBackSwipe_Completed_PopsTheModelWithoutCallingUIKit() async throws {
        let window = Navigation()
        let b = Screen(title: "B")
        try window.setScreens([Screen(title: "A"), b], animated: false)
        let (uikit, adapter) = render(window)
        uikit.skipCalls()
        let events = recordEvents(window)

        try uikit.swipeBack(in: window)

        XCTAssertEqual(events.lines, ["popped [\(b.id)] (userInteraction, animated)"])
        XCTAssertEqual(window.screens.map(\.title), ["A"])
        uikit.assertCalls(["release screens [B]"])
        _ = adapter
    }

    @MainActor func testRepeatTap_OnTheSelectedTab_PopsItsStackInTheModelAndUIKitFollows() async throws {
        let window = Navigation()
        let tabs = TabBar(title: "Tabs")
        let feed = Navigation()
        let f2 = Screen(title: "F2")
        try feed.setScreens([Screen(title: "F1"), f2], animated: false)
        try tabs.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try window.push(tabs, animated: false)
        let (uikit, adapter) = render(window, labels: [feed: "Feed"])
        uikit.skipCalls()
        let events = recordEvents(window)

        try uikit.tapTab(0, of: tabs)

        XCTAssertEqual(events.lines, ["popped [\(f2.id)] (userInteraction)"])
        XCTAssertEqual(feed.screens.map(\.title), ["F1"])
        uikit.assertCalls(["setViewControllers Feed [F1]", "release screens [F2]"])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testBackSwipe_Abandoned_ReportsNothing() async throws {
        let window = Navigation()
        try window.setScreens([Screen(title: "A"), Screen(title: "B")], animated: false)
        let (uikit, adapter) = render(window)
        uikit.skipCalls()
        let events = recordEvents(window)

        uikit.beginBackSwipe(in: window)
        try uikit.cancelBackSwipe()

        XCTAssertEqual(events.lines, [])
        XCTAssertEqual(window.screens.map(\.title), ["A", "B"])
        uikit.assertCalls([])
        XCTAssertFalse(adapter.isTransitionRunning)
    }

    @MainActor func testBackSwipe_InATabOfAPresentedNavigation_PopsThatTab() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let feed = Navigation()
        let f2 = Screen(title: "F2")
        try feed.setScreens([Screen(title: "F1"), f2], animated: false)
        let tabs = TabBar(title: "Tabs")
        try tabs.addTab(TabBarItem(title: "Feed"), navigation: feed)
        let sheet = Navigation()
        try sheet.push(tabs, animated: false)
        try window.present(sheet, animated: false)
        let (uikit, adapter) = render(window, labels: [feed: "Feed", sheet: "Sheet"])
        uikit.skipCalls()
        let events = recordEvents(window)

        try uikit.swipeBack(in: feed)

        XCTAssertEqual(events.lines, ["popped [\(f2.id)] (userInteraction, animated)"])
        uikit.assertCalls(["release screens [F2]"])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testSheetSwipedDown_DismissesTheModelWithoutCallingUIKit() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let sheet = try window.present(Screen(title: "S"), animated: false)
        let (uikit, adapter) = render(window, labels: [sheet: "Sheet"])
        uikit.skipCalls()
        let events = recordEvents(window)

        try uikit.swipeDown(sheet)

        XCTAssertEqual(events.lines, ["dismissed \(sheet.id) (userInteraction, animated)"])
        XCTAssertNil(window.presented)
        uikit.assertCalls(["release screens [S] navigations [Sheet]"])
        _ = adapter
    }

    @MainActor func testTabTapped_SelectsInTheModelWithoutCallingUIKit() async throws {
        let window = Navigation()
        let tabs = TabBar(title: "Tabs")
        try tabs.addTab(TabBarItem(title: "Feed"), navigation: Navigation())
        try tabs.addTab(TabBarItem(title: "Profile"), navigation: Navigation())
        try window.push(tabs, animated: false)
        let (uikit, adapter) = render(window)
        uikit.skipCalls()
        let events = recordEvents(window)

        try uikit.tapTab(1, of: tabs)

        XCTAssertEqual(events.lines, ["selected item 1 of \(tabs.id) (was 0) (userInteraction)"])
        XCTAssertEqual(tabs.selectedIndex, 1)
        uikit.assertCalls([])
        _ = adapter
    }

    @MainActor func testBackSwipe_ToAScreenTheModelRemovedMeanwhile_ThrowsScreenGoneAndShowsTheModel()
        async throws
    {
        let window = Navigation()
        let a = Screen(title: "A")
        let b = Screen(title: "B")
        try window.setScreens([a, b, Screen(title: "C")], animated: false)
        let (uikit, adapter) = render(window)
        uikit.skipCalls()

        uikit.beginBackSwipe(in: window)
        // Queued behind the swipe's transition: UIKit still shows A, B, C.
        try window.setScreens([a, Screen(title: "D")], animated: true)
        uikit.assertCalls([])
        let events = recordEvents(window)

        assertThrows(.screenGone(b.id, navigation: window.id)) { () throws(UIKitGestureError) in
            try uikit.finishBackSwipe()
        }

        XCTAssertEqual(events.lines, [])
        XCTAssertEqual(window.screens.map(\.title), ["A", "D"])
        uikit.assertCalls(["setViewControllers Window [A, D] animated", "release screens [B, C]"])
        XCTAssertEqual(uikit.content, window.content)
        _ = adapter
    }

    @MainActor func testGestures_NamingWhatTheModelRemoved_ThrowTypedErrorsAndChangeNothing() async throws {
        let window = Navigation()
        let tabs = TabBar(title: "Tabs")
        let feed = Navigation()
        let profile = Navigation()
        try tabs.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try tabs.addTab(TabBarItem(title: "Profile"), navigation: profile)
        let a = Screen(title: "A")
        try window.setScreens([a, tabs], animated: false)
        let sheet = try window.present(Screen(title: "S"), animated: false)
        let (uikit, adapter) = render(window, labels: [sheet: "Sheet", feed: "Feed", profile: "Profile"])
        uikit.skipCalls()
        // A transition keeps the changes below from UIKit, which still shows the tab bar and the
        // sheet when the user's gestures end.
        adapter.transitionWillBegin()
        try window.dismiss(animated: false)
        try window.pop(animated: false)
        let events = recordEvents(window)
        let gone = Navigation()

        assertThrows(.presentationGone(sheet.id)) { () throws(UIKitGestureError) in
            try uikit.swipeDown(sheet)
        }
        assertThrows(.tabBarGone(tabs.id)) { () throws(UIKitGestureError) in
            try uikit.tapTab(1, of: tabs)
        }
        assertThrows(.tabGone(index: 5, tabBar: tabs.id)) { () throws(UIKitGestureError) in
            try adapter.tabBarDidSelect(5, of: tabs.id)
        }
        assertThrows(.navigationGone(gone.id)) { () throws(UIKitGestureError) in
            try adapter.navigationControllerDidShow(a.id, in: gone.id, animated: true)
        }
        assertThrows(.screenGone(ScreenID(rawValue: .max), navigation: window.id)) {
            () throws(UIKitGestureError) in
            try adapter.navigationControllerDidShow(ScreenID(rawValue: .max), in: window.id, animated: true)
        }

        XCTAssertEqual(events.lines, [])
        uikit.assertCalls([])
        adapter.transitionDidEnd()
        uikit.assertCalls([
            "setViewControllers Window [A]",
            "release screens [Tabs, S] navigations [Feed, Profile, Sheet]",
        ])
        XCTAssertEqual(uikit.content, window.content)
    }

    @MainActor func testBackSwipe_Vetoed_ThrowsRefusedAndPutsTheScreenBack() async throws {
        let window = Navigation()
        try window.setScreens([Screen(title: "A"), Screen(title: "B")], animated: false)
        let (uikit, adapter) = render(window)
        uikit.skipCalls()
        struct Unsaved: Error {}
        let veto = window.vetoChanges { event in
            if case .popped = event.change { throw Unsaved() }
        }

        XCTAssertThrowsError(try uikit.swipeBack(in: window)) { error in
            guard case .refused(.vetoed) = error as? UIKitGestureError else {
                return XCTFail("expected a refusal, got \(error)")
            }
        }

        XCTAssertEqual(window.screens.map(\.title), ["A", "B"])
        uikit.assertCalls(["setViewControllers Window [A, B]"])
        XCTAssertEqual(uikit.content, window.content)
        _ = (adapter, veto)
    }

    @MainActor func testSheetSwipedDown_Vetoed_ThrowsRefusedAndPresentsItAgain() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let sheet = try window.present(Screen(title: "S"), animated: false)
        let (uikit, adapter) = render(window, labels: [sheet: "Sheet"])
        uikit.skipCalls()
        struct Unsaved: Error {}
        let veto = window.vetoChanges { event in
            if case .dismissed = event.change { throw Unsaved() }
        }

        XCTAssertThrowsError(try uikit.swipeDown(sheet)) { error in
            guard case .refused(.vetoed) = error as? UIKitGestureError else {
                return XCTFail("expected a refusal, got \(error)")
            }
        }

        XCTAssertTrue(window.presented === sheet)
        uikit.assertCalls(["present Sheet from Window (sheet)"])
        XCTAssertEqual(uikit.content, window.content)
        _ = (adapter, veto)
    }

    // MARK: - Transitions

    @MainActor func testChanges_DuringATransition_AreSentOnceWhenItEnds() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let sheet = Navigation()
        let (uikit, adapter) = render(window, labels: [sheet: "Sheet"])
        uikit.assertCalls(["setViewControllers Window [A]"])
        uikit.animatesTransitions = true

        try window.push(Screen(title: "B"), animated: true)
        uikit.assertCalls(["setViewControllers Window [A, B] animated"])
        XCTAssertTrue(adapter.isTransitionRunning)

        try window.push(Screen(title: "C"), animated: true)
        try window.pop(animated: true)
        try window.push(Screen(title: "D"), animated: false)
        try sheet.push(Screen(title: "S"), animated: false)
        try window.present(sheet, animated: false)
        uikit.assertCalls([])

        uikit.endTransition()
        // The stack change animates (an event since the last update did); it starts a transition,
        // after which the presentation waits again.
        uikit.assertCalls(["setViewControllers Window [A, B, D] animated"])
        uikit.endTransition()
        uikit.assertCalls([
            "setViewControllers Sheet [S]",
            "present Sheet from Window (sheet) animated",
        ])
        uikit.endTransition()
        uikit.assertCalls([])
        XCTAssertEqual(uikit.content, window.content)
    }

    @MainActor func testTransitions_Overlapping_WaitForTheLastToEnd() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.skipCalls()

        adapter.transitionWillBegin()
        adapter.transitionWillBegin()
        try window.push(Screen(title: "B"), animated: false)
        adapter.transitionDidEnd()
        uikit.assertCalls([])
        adapter.transitionDidEnd()
        uikit.assertCalls(["setViewControllers Window [A, B]"])
        // An end without a beginning is ignored.
        adapter.transitionDidEnd()
        XCTAssertFalse(adapter.isTransitionRunning)
    }

    @MainActor func testWhenRendered_WaitsForTheEndOfTheAnimationUIKitRuns() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.skipCalls()
        uikit.animatesTransitions = true
        var log: [String] = []

        try window.push(Screen(title: "B"), animated: true)
        window.whenRendered { log.append("B on screen") }
        XCTAssertEqual(log, [], "UIKit is still animating the push")
        // A change made during the animation is sent when it ends, and animates in turn.
        try window.push(Screen(title: "C"), animated: true)
        window.whenRendered { log.append("C on screen") }
        uikit.endTransition()
        XCTAssertEqual(log, [], "the push of C now animates")
        uikit.endTransition()

        XCTAssertEqual(log, ["B on screen", "C on screen"])
        uikit.assertCalls([
            "setViewControllers Window [A, B] animated", "setViewControllers Window [A, B, C] animated",
        ])
        _ = adapter
    }

    // MARK: - Drift and lifetime

    @MainActor func testEvent_ThatDoesNotFit_RebuildsFromTheModelAndReportsTheDrift() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let (uikit, adapter) = render(window)
        uikit.skipCalls()
        var drifts: [RenderingError] = []
        adapter.onDrift = { drifts.append($0) }
        let lost = NavigationEvent(
            navigation: window.id, change: .popped([ScreenID(rawValue: .max)]), animated: false)

        adapter.receive(lost)
        try window.push(Screen(title: "B"), animated: true)

        XCTAssertEqual(drifts, [.stackMismatch(shown: [window.screens[0].id], event: lost)])
        uikit.assertCalls(["setViewControllers Window [A, B] animated"])
        XCTAssertEqual(uikit.content, window.content)
    }

    @MainActor func testAdapter_Released_StopsFollowingTheModel() async throws {
        let window = Navigation()
        try window.push(Screen(title: "A"), animated: false)
        let uikit = SimulatedUIKit(model: window)
        weak var released: UIKitAdapter?
        do {
            let adapter = UIKitAdapter(root: window, surface: uikit)
            uikit.adapter = adapter
            released = adapter
        }
        uikit.assertCalls(["setViewControllers Window [A]"])

        try window.push(Screen(title: "B"), animated: true)

        XCTAssertNil(released)
        uikit.assertCalls([])
    }

    // MARK: - Helpers

    @MainActor private func render(
        _ window: Navigation, labels: KeyValuePairs<Navigation, String> = [:]
    ) -> (SimulatedUIKit, UIKitAdapter) {
        let uikit = SimulatedUIKit(model: window)
        for (navigation, label) in labels { uikit.label(navigation, label) }
        let adapter = UIKitAdapter(root: window, surface: uikit)
        uikit.adapter = adapter
        return (uikit, adapter)
    }

    @MainActor private func recordEvents(_ window: Navigation) -> EventLines {
        let lines = EventLines()
        lines.token = window.observeEvents { event in lines.lines.append(Self.line(event)) }
        return lines
    }

    /// The change, its cause unless it is the program, and its animation.
    private static func line(_ event: NavigationEvent) -> String {
        var flags: [String] = []
        if event.cause != .program { flags.append("\(event.cause)") }
        if event.animated { flags.append("animated") }
        let change =
            switch event.change {
            case .popped(let screens): "popped \(screens)"
            case .dismissed(let navigation, _): "dismissed \(navigation)"
            case .itemSelected(let tabBar, let index, let previous):
                "selected item \(index.map(String.init) ?? "none") of \(tabBar) (was \(previous.map(String.init) ?? "none"))"
            default: "\(event.change)"
            }
        return flags.isEmpty ? change : "\(change) (\(flags.joined(separator: ", ")))"
    }

    private func assertThrows(
        _ expected: UIKitGestureError, file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws(UIKitGestureError) -> Void
    ) {
        do {
            try body()
            XCTFail("expected \(expected), nothing was thrown", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }
}

/// The events a test records, as lines.
@MainActor
private final class EventLines {
    var lines: [String] = []
    var token: ObservationToken?
}

/// A coordinator that moves to `screens` screens titled after it ("feed0", "feed1", ...).
@MainActor
private final class ScreensCoordinator: Coordinator {
    let context: CoordinatorContext
    private let name: String
    private let screenCount: Int

    init(_ name: String, navigation: Navigation, screens: Int) {
        self.name = name
        screenCount = screens
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        for index in 0..<screenCount {
            try move(to: Screen(title: "\(name)\(index)"), animated: animated)
        }
    }
}

/// A tab bar coordinator whose start fills its tab bar before moving to it, so the tab bar is
/// pushed with its tabs already.
@MainActor
private final class PrefilledTabsCoordinator: TabBarCoordinator {
    let context: CoordinatorContext
    let tabBar = TabBar(title: "Tabs")
    private let feed: Navigation

    init(navigation: Navigation, feed: Navigation) {
        context = CoordinatorContext(navigation: navigation)
        self.feed = feed
    }

    func start(animated: Bool) throws {
        try addItem(
            TabBarItem(title: "Feed"), coordinator: ScreensCoordinator("feed", navigation: feed, screens: 2))
        try move(to: tabBar, animated: animated)
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

    func show(_ title: String, animated: Bool) throws {
        try start(child: OneScreen(title, navigation: navigation), animated: animated)
    }
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
