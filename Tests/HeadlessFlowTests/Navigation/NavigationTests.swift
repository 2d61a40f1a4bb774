import HeadlessFlow
import XCTest

final class NavigationTests: XCTestCase {
    // MARK: Stack operations and lifecycle order

    @MainActor func testPush_OntoEmptyRoot_LoadsAndAppears() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        let recorder = EventRecorder(navigation)
        let a = RecordingScreen("A", log: log)

        try navigation.push(a, animated: false)

        XCTAssertEqual(log.take(), ["A.didLoad", "A.willAppear", "A.didAppear"])
        XCTAssertEqual(
            recorder.events,
            [NavigationEvent(navigation: navigation.id, change: .pushed(a.id), animated: false)])
        XCTAssertIdentical(navigation.topScreen, a)
        XCTAssertIdentical(navigation.visibleScreen, a)
        XCTAssertIdentical(a.navigation, navigation)
        XCTAssertEqual(a.appearance, .appeared)
    }

    @MainActor func testPushThenPop_DeliversUIKitOrder() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        let a = RecordingScreen("A", log: log)
        let b = RecordingScreen("B", log: log)
        try navigation.push(a, animated: false)
        _ = log.take()
        let recorder = EventRecorder(navigation)

        try navigation.push(b, animated: true)
        XCTAssertEqual(
            log.take(), ["B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])

        let popped = try navigation.pop(animated: true)
        XCTAssertIdentical(popped, b)
        XCTAssertEqual(log.take(), ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        XCTAssertEqual(
            recorder.events,
            [
                NavigationEvent(navigation: navigation.id, change: .pushed(b.id), animated: true),
                NavigationEvent(navigation: navigation.id, change: .popped([b.id]), animated: true),
            ])
        XCTAssertNil(b.navigation)
        XCTAssertEqual(b.appearance, .disappeared)
    }

    @MainActor func testPush_ScreenLoadedBefore_LoadsOnlyOnce() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        let a = RecordingScreen("A", log: log)
        try navigation.push(a, animated: false)
        try navigation.push(Screen(), animated: false)
        try navigation.pop(animated: false)
        XCTAssertEqual(log.take().filter { $0.hasSuffix("didLoad") }, ["A.didLoad"])
    }

    @MainActor func testPop_OnlyRootLeft_ThrowsAndChangesNothing() async throws {
        let navigation = Navigation()
        let root = Screen(title: "Root")
        try navigation.push(root, animated: false)
        let recorder = EventRecorder(navigation)

        XCTAssertFalse(navigation.canPop)
        XCTAssertThrowsError(try navigation.pop(animated: true)) { error in
            XCTAssertEqual(
                error as? NavigationError, .cannotPopRoot(navigation: navigation.id, root: root.description))
        }
        XCTAssertEqual(navigation.screens.map(\.id), [root.id])
        XCTAssertEqual(recorder.events, [])
    }

    @MainActor func testPop_EmptyStack_Throws() async {
        let navigation = Navigation()
        XCTAssertThrowsError(try navigation.pop(animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .emptyStack(navigation: navigation.id))
        }
        XCTAssertThrowsError(try navigation.popToRoot(animated: false))
    }

    @MainActor func testPush_ScreenAlreadyShown_ThrowsAndChangesNothing() async throws {
        let first = Navigation()
        let second = Navigation()
        let screen = Screen(title: "Shared")
        try first.push(screen, animated: false)

        XCTAssertThrowsError(try second.push(screen, animated: false)) { error in
            XCTAssertEqual(
                error as? NavigationError,
                .screenAlreadyShown(screen: screen.description, navigation: first.id))
        }
        XCTAssertThrowsError(try first.push(screen, animated: false))
        XCTAssertEqual(first.screens.count, 1)
        XCTAssertTrue(second.screens.isEmpty)
    }

    @MainActor func testPopTo_RemovesEverythingAbove() async throws {
        let navigation = Navigation()
        let screens = (0..<4).map { Screen(title: "\($0)") }
        for screen in screens { try navigation.push(screen, animated: false) }
        let recorder = EventRecorder(navigation)

        let popped = try navigation.pop(to: screens[1], animated: true)

        XCTAssertEqual(popped.map(\.id), [screens[2].id, screens[3].id])
        XCTAssertEqual(navigation.screens.map(\.id), [screens[0].id, screens[1].id])
        XCTAssertEqual(recorder.take(), [.popped([screens[2].id, screens[3].id])])
        XCTAssertEqual(try navigation.pop(to: screens[1], animated: true).count, 0)
        XCTAssertEqual(recorder.take(), [], "popping to the top screen changes nothing")
    }

    @MainActor func testPopTo_ScreenNotInStack_ThrowsAndChangesNothing() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(), animated: false)
        let stranger = Screen(title: "Stranger")
        XCTAssertThrowsError(try navigation.pop(to: stranger, animated: false)) { error in
            XCTAssertEqual(
                error as? NavigationError,
                .screenNotInStack(screen: stranger.description, navigation: navigation.id))
        }
        XCTAssertEqual(navigation.screens.count, 1)
    }

    @MainActor func testPopToRoot_LeavesRootVisible() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        let a = RecordingScreen("A", log: log)
        try navigation.push(a, animated: false)
        try navigation.push(RecordingScreen("B", log: log), animated: false)
        try navigation.push(RecordingScreen("C", log: log), animated: false)
        _ = log.take()

        try navigation.popToRoot(animated: false)

        XCTAssertEqual(navigation.screens.map(\.id), [a.id])
        XCTAssertEqual(log.take(), ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
    }

    @MainActor func testSetScreens_ReplacesStackAndKeepsSharedScreens() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        let a = RecordingScreen("A", log: log)
        let b = RecordingScreen("B", log: log)
        let c = RecordingScreen("C", log: log)
        try navigation.push(a, animated: false)
        try navigation.push(b, animated: false)
        _ = log.take()
        let recorder = EventRecorder(navigation)

        try navigation.setScreens([a, c], animated: true)

        XCTAssertEqual(navigation.screens.map(\.id), [a.id, c.id])
        XCTAssertIdentical(a.navigation, navigation)
        XCTAssertNil(b.navigation)
        XCTAssertEqual(recorder.take(), [.replaced(old: [a.id, b.id], new: [a.id, c.id])])
        XCTAssertEqual(
            log.take(), ["C.didLoad", "B.willDisappear", "C.willAppear", "B.didDisappear", "C.didAppear"])

        try navigation.setScreens([a, c], animated: true)
        XCTAssertEqual(recorder.take(), [], "the same stack again changes nothing")
    }

    @MainActor func testSetScreens_InvalidStacks_ThrowAndChangeNothing() async throws {
        let navigation = Navigation()
        let other = Navigation()
        let a = Screen(title: "A")
        let elsewhere = Screen(title: "Elsewhere")
        try navigation.push(a, animated: false)
        try other.push(elsewhere, animated: false)

        XCTAssertThrowsError(try navigation.setScreens([], animated: false)) {
            XCTAssertEqual($0 as? NavigationError, .emptyReplacement(navigation: navigation.id))
        }
        XCTAssertThrowsError(try navigation.setScreens([a, a], animated: false)) {
            XCTAssertEqual($0 as? NavigationError, .duplicateScreen(screen: a.description))
        }
        XCTAssertThrowsError(try navigation.setScreens([a, elsewhere], animated: false)) {
            XCTAssertEqual(
                $0 as? NavigationError,
                .screenAlreadyShown(screen: elsewhere.description, navigation: other.id))
        }
        XCTAssertEqual(navigation.screens.map(\.id), [a.id])
        XCTAssertEqual(other.screens.map(\.id), [elsewhere.id])
    }

    // MARK: Modal presentation

    @MainActor func testPresentAndDismiss_CoverAndUncoverThePresenter() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        let a = RecordingScreen("A", log: log)
        try navigation.push(a, animated: false)
        let modal = Navigation()
        _ = log.take()
        let recorder = EventRecorder(navigation)

        try navigation.present(modal, animated: true)
        XCTAssertEqual(
            log.take(), ["A.willDisappear", "A.didDisappear"], "an empty modal covers the presenter")
        let m = RecordingScreen("M", log: log)
        try modal.push(m, animated: false)
        XCTAssertEqual(log.take(), ["M.didLoad", "M.willAppear", "M.didAppear"])
        XCTAssertIdentical(navigation.visibleScreen, m)
        XCTAssertIdentical(modal.presenting, navigation)

        try navigation.dismiss(animated: true)
        XCTAssertEqual(log.take(), ["M.willDisappear", "A.willAppear", "M.didDisappear", "A.didAppear"])
        XCTAssertNil(navigation.presented)
        XCTAssertNil(modal.presenting)
        XCTAssertEqual(modal.screens.map(\.id), [m.id], "a dismissed navigation keeps its stack")
        XCTAssertEqual(
            recorder.events,
            [
                NavigationEvent(
                    navigation: navigation.id, change: .presented(modal.id, screens: []), animated: true),
                NavigationEvent(navigation: modal.id, change: .pushed(m.id), animated: false),
                NavigationEvent(navigation: navigation.id, change: .dismissed(modal.id), animated: true),
            ])

        try modal.push(Screen(), animated: false)
        XCTAssertEqual(log.take(), [], "a dismissed navigation is off screen")
    }

    @MainActor func testPresent_NavigationThatShowedScreens_DoesNotShowThemTwice() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        try navigation.push(RecordingScreen("A", log: log), animated: false)
        let modal = Navigation()
        try modal.push(RecordingScreen("M", log: log), animated: false)
        _ = log.take()

        try navigation.present(modal, animated: false)

        XCTAssertEqual(log.take(), ["A.willDisappear", "A.didDisappear"])
    }

    @MainActor func testDismiss_NestedModals_DismissesAllAbove() async throws {
        let navigation = Navigation()
        let first = Navigation()
        let second = Navigation()
        try navigation.push(Screen(title: "root"), animated: false)
        try navigation.present(first, animated: false)
        try first.push(Screen(title: "first"), animated: false)
        try first.present(second, animated: false)
        let top = Screen(title: "second")
        try second.push(top, animated: false)
        XCTAssertIdentical(navigation.visibleScreen, top)

        try navigation.dismiss(animated: false)

        XCTAssertEqual(navigation.visibleScreen?.title, "root")
        XCTAssertEqual(top.appearance, .disappeared)
    }

    @MainActor func testPresent_InvalidTargets_ThrowAndChangeNothing() async throws {
        let navigation = Navigation()
        let modal = Navigation()
        try navigation.present(modal, animated: false)
        let recorder = EventRecorder(navigation)

        XCTAssertThrowsError(try navigation.present(Navigation(), animated: false)) {
            XCTAssertEqual(
                $0 as? NavigationError, .alreadyPresenting(navigation: navigation.id, presented: modal.id))
        }
        XCTAssertThrowsError(try modal.present(navigation, animated: false)) {
            XCTAssertEqual($0 as? NavigationError, .navigationInUse(navigation: navigation.id))
        }
        XCTAssertThrowsError(try modal.present(modal, animated: false))
        XCTAssertThrowsError(try Navigation().present(modal, animated: false))
        XCTAssertThrowsError(try modal.dismiss(animated: false)) {
            XCTAssertEqual($0 as? NavigationError, .nothingPresented(navigation: modal.id))
        }
        XCTAssertEqual(recorder.events, [])
        XCTAssertIdentical(navigation.presented, modal)
    }

    // MARK: Changes the user made

    @MainActor func testUserChanges_CarryUserCause() async throws {
        let navigation = Navigation()
        let a = Screen(title: "A")
        let b = Screen(title: "B")
        try navigation.push(a, animated: false)
        try navigation.push(b, animated: false)
        let modal = Navigation()
        try navigation.present(modal, animated: false)
        let recorder = EventRecorder(navigation)

        try modal.userDidDismiss()
        try navigation.userDidGoBack()

        XCTAssertEqual(
            recorder.events,
            [
                NavigationEvent(
                    navigation: navigation.id, change: .dismissed(modal.id), cause: .userInteraction,
                    animated: true),
                NavigationEvent(
                    navigation: navigation.id, change: .popped([b.id]), cause: .userInteraction,
                    animated: true),
            ])
        XCTAssertThrowsError(try modal.userDidDismiss()) {
            XCTAssertEqual($0 as? NavigationError, .notPresented(navigation: modal.id))
        }
        XCTAssertThrowsError(try navigation.userDidGoBack())
        XCTAssertEqual(Navigation.currentCause, .program, "a refused user change leaves no cause behind")
    }

    @MainActor func testWithCause_StampsNestedEventsAndRestores() async throws {
        let navigation = Navigation()
        let recorder = EventRecorder(navigation)
        let a = Screen()
        let b = Screen()
        try Navigation.withCause(.deepLink) { () throws(NavigationError) in
            try navigation.push(a, animated: false)
            try Navigation.withCause(.restoration) { () throws(NavigationError) in
                try navigation.push(b, animated: false)
            }
        }
        try navigation.pop(animated: false)
        XCTAssertEqual(recorder.events.map(\.cause), [.deepLink, .restoration, .program])
    }

    // MARK: Observers

    @MainActor func testObserveEvents_CancelledToken_ReceivesNothingMore() async throws {
        let navigation = Navigation()
        var received: [NavigationEvent.Change] = []
        let token = navigation.observeEvents { received.append($0.change) }
        let a = Screen()
        try navigation.push(a, animated: false)
        token.cancel()
        try navigation.push(Screen(), animated: false)
        XCTAssertEqual(received, [.pushed(a.id)])
    }

    @MainActor func testObserveEvents_ObserverCancelledDuringDelivery_IsSkipped() async throws {
        let navigation = Navigation()
        var log: [String] = []
        var second: ObservationToken?
        let first = navigation.observeEvents { _ in
            log.append("first")
            second?.cancel()
        }
        second = navigation.observeEvents { _ in log.append("second") }
        try navigation.push(Screen(), animated: false)
        XCTAssertEqual(log, ["first"])
        _ = first
    }

    // MARK: Lifetimes

    @MainActor func testPoppedScreen_IsDeallocated() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(), animated: false)
        weak var weakScreen: Screen?
        do {
            let screen = Screen(title: "Temporary")
            weakScreen = screen
            try navigation.push(screen, animated: false)
        }
        XCTAssertNotNil(weakScreen)
        try navigation.pop(animated: false)
        XCTAssertNil(weakScreen)
    }

    @MainActor func testDismissedNavigation_IsDeallocatedWithItsScreens() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(), animated: false)
        weak var weakModal: Navigation?
        weak var weakScreen: Screen?
        do {
            let modal = Navigation()
            let screen = Screen()
            weakModal = modal
            weakScreen = screen
            try navigation.present(modal, animated: false)
            try modal.push(screen, animated: false)
        }
        try navigation.dismiss(animated: false)
        XCTAssertNil(weakModal)
        XCTAssertNil(weakScreen)
    }

    // MARK: Transactions

    @MainActor func testTransaction_SeveralPushes_OneTransitionAndEveryEvent() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        let root = RecordingScreen("R", log: log)
        try navigation.push(root, animated: false)
        _ = log.take()
        let recorder = EventRecorder(navigation)
        let a = RecordingScreen("A", log: log)
        let b = RecordingScreen("B", log: log)
        let c = RecordingScreen("C", log: log)

        try Navigation.transaction { () throws(NavigationError) in
            try navigation.push(a, animated: false)
            try navigation.push(b, animated: false)
            try navigation.push(c, animated: true)
            XCTAssertEqual(log.entries, [], "nothing is delivered before the transaction ends")
        }

        XCTAssertEqual(recorder.take(), [.pushed(a.id), .pushed(b.id), .pushed(c.id)])
        XCTAssertEqual(
            log.take(), ["C.didLoad", "R.willDisappear", "C.willAppear", "R.didDisappear", "C.didAppear"])
        XCTAssertFalse(b.isLoaded, "a screen passed on the way loads when it is first shown")

        try navigation.pop(animated: false)
        XCTAssertEqual(
            log.take(), ["B.didLoad", "C.willDisappear", "B.willAppear", "C.didDisappear", "B.didAppear"])
    }

    @MainActor func testTransaction_Nested_DeliversAtOutermostEnd() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        try Navigation.transaction { () throws(NavigationError) in
            try navigation.push(RecordingScreen("A", log: log), animated: false)
            try Navigation.transaction { () throws(NavigationError) in
                try navigation.push(RecordingScreen("B", log: log), animated: false)
            }
            XCTAssertEqual(log.entries, [])
        }
        XCTAssertEqual(log.take(), ["B.didLoad", "B.willAppear", "B.didAppear"])
    }

    @MainActor func testTransaction_EndsWhereItBegan_DeliversNothing() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        try navigation.push(RecordingScreen("R", log: log), animated: false)
        _ = log.take()
        try Navigation.transaction { () throws(NavigationError) in
            try navigation.push(RecordingScreen("X", log: log), animated: false)
            try navigation.pop(animated: false)
        }
        XCTAssertEqual(log.take(), [])
    }

    @MainActor func testTransaction_CallbackNavigatesAgain_IsDeliveredToo() async throws {
        let log = LifecycleLog()
        let navigation = Navigation()
        let next = RecordingScreen("Next", log: log)
        let redirect = RedirectingScreen(to: next, log: log)
        try Navigation.transaction { () throws(NavigationError) in
            try navigation.push(redirect, animated: false)
        }
        XCTAssertIdentical(navigation.visibleScreen, next)
        XCTAssertEqual(next.appearance, .appeared)
        XCTAssertEqual(redirect.appearance, .disappeared)
    }
}

/// A screen that pushes another as soon as it has appeared.
@MainActor
private final class RedirectingScreen: Screen {
    let next: Screen
    let log: LifecycleLog

    init(to next: Screen, log: LifecycleLog) {
        self.next = next
        self.log = log
        super.init(title: "Redirect")
    }

    override func didAppear(animated: Bool) {
        log.record("Redirect.didAppear")
        try? navigation?.push(next, animated: false)
    }
}
