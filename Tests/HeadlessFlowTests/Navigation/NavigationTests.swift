import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class NavigationTests: XCTestCase {
    // MARK: Stack operations and lifecycle order

    @MainActor func testPush_OntoEmptyRoot_LoadsAndAppears() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)
        let a = Screen(title: "A")

        try navigation.push(a, animated: false)

        recorder.assert([#"pushed "A""#, #"didLoad "A""#, #"willAppear "A""#, #"didAppear "A""#])
        XCTAssertEqual(
            recorder.recordedEvents,
            [NavigationEvent(navigation: navigation.id, change: .pushed(.screen(a.id)), animated: false)])
        XCTAssertIdentical(navigation.topScreen, a)
        XCTAssertIdentical(navigation.visibleScreen, a)
        XCTAssertIdentical(a.navigation, navigation)
        XCTAssertEqual(a.appearance, .appeared)
    }

    @MainActor func testPushThenPop_DeliversUIKitOrder() async throws {
        let navigation = Navigation()
        let a = Screen(title: "A")
        let b = Screen(title: "B")
        try navigation.push(a, animated: false)
        let recorder = recordNavigation(navigation)

        try navigation.push(b, animated: true)
        recorder.assert([
            #"pushed "B""#, #"didLoad "B""#, #"willDisappear "A""#, #"willAppear "B""#,
            #"didDisappear "A""#, #"didAppear "B""#,
        ])

        let popped = try navigation.pop(animated: true)
        XCTAssertIdentical(popped, b)
        recorder.assert([
            #"popped "B""#, #"willDisappear "B""#, #"willAppear "A""#, #"didDisappear "B""#,
            #"didAppear "A""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents,
            [
                NavigationEvent(navigation: navigation.id, change: .pushed(.screen(b.id)), animated: true),
                NavigationEvent(navigation: navigation.id, change: .popped([b.id]), animated: true),
            ])
        XCTAssertNil(b.navigation)
        XCTAssertEqual(b.appearance, .disappeared)
    }

    @MainActor func testPush_ScreenLoadedBefore_LoadsOnlyOnce() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)
        try navigation.push(Screen(title: "A"), animated: false)
        try navigation.push(Screen(title: "B"), animated: false)
        try navigation.pop(animated: false)
        recorder.assert([
            #"pushed "A""#, #"didLoad "A""#, #"willAppear "A""#, #"didAppear "A""#,
            #"pushed "B""#, #"didLoad "B""#, #"willDisappear "A""#, #"willAppear "B""#,
            #"didDisappear "A""#, #"didAppear "B""#,
            #"popped "B""#, #"willDisappear "B""#, #"willAppear "A""#, #"didDisappear "B""#,
            #"didAppear "A""#,
        ])
    }

    @MainActor func testPop_OnlyRootLeft_ThrowsAndChangesNothing() async throws {
        let navigation = Navigation()
        let root = Screen(title: "Root")
        try navigation.push(root, animated: false)
        let recorder = recordNavigation(navigation)

        XCTAssertFalse(navigation.canPop)
        XCTAssertThrowsError(try navigation.pop(animated: true)) { error in
            XCTAssertEqual(
                error as? NavigationError, .cannotPopRoot(navigation: navigation.id, root: root.description))
        }
        XCTAssertEqual(navigation.screens.map(\.id), [root.id])
        recorder.assert([])
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
        let recorder = recordNavigation(navigation)

        let popped = try navigation.pop(to: screens[1], animated: true)

        XCTAssertEqual(popped.map(\.id), [screens[2].id, screens[3].id])
        XCTAssertEqual(navigation.screens.map(\.id), [screens[0].id, screens[1].id])
        recorder.assert([
            #"popped "2", "3""#, #"willDisappear "3""#, #"willAppear "1""#, #"didDisappear "3""#,
            #"didAppear "1""#,
        ])
        // Popping to the top screen changes nothing.
        XCTAssertEqual(try navigation.pop(to: screens[1], animated: true).count, 0)
        recorder.assert([])
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
        let navigation = Navigation()
        let a = Screen(title: "A")
        try navigation.push(a, animated: false)
        try navigation.push(Screen(title: "B"), animated: false)
        try navigation.push(Screen(title: "C"), animated: false)
        let recorder = recordNavigation(navigation)

        try navigation.popToRoot(animated: false)

        XCTAssertEqual(navigation.screens.map(\.id), [a.id])
        recorder.assert([
            #"popped "B", "C""#, #"willDisappear "C""#, #"willAppear "A""#, #"didDisappear "C""#,
            #"didAppear "A""#,
        ])
    }

    @MainActor func testSetScreens_ReplacesStackAndKeepsSharedScreens() async throws {
        let navigation = Navigation()
        let a = Screen(title: "A")
        let b = Screen(title: "B")
        let c = Screen(title: "C")
        try navigation.push(a, animated: false)
        try navigation.push(b, animated: false)
        let recorder = recordNavigation(navigation)

        try navigation.setScreens([a, c], animated: true)

        XCTAssertEqual(navigation.screens.map(\.id), [a.id, c.id])
        XCTAssertIdentical(a.navigation, navigation)
        XCTAssertNil(b.navigation)
        recorder.assert([
            #"replaced "A", "B" with "A", "C""#, #"didLoad "C""#, #"willDisappear "B""#,
            #"willAppear "C""#, #"didDisappear "B""#, #"didAppear "C""#,
        ])

        // The same stack again changes nothing.
        try navigation.setScreens([a, c], animated: true)
        recorder.assert([])
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
        let navigation = Navigation()
        let a = Screen(title: "A")
        try navigation.push(a, animated: false)
        let modal = Navigation()
        let recorder = recordNavigation(navigation)

        // An empty modal covers the presenter.
        try navigation.present(modal, animated: true)
        recorder.assert(["presented ", #"willDisappear "A""#, #"didDisappear "A""#])
        let m = Screen(title: "M")
        try modal.push(m, animated: false)
        recorder.assert([#"pushed "M""#, #"didLoad "M""#, #"willAppear "M""#, #"didAppear "M""#])
        XCTAssertIdentical(navigation.visibleScreen, m)
        XCTAssertIdentical(modal.presenting, navigation)

        try navigation.dismiss(animated: true)
        recorder.assert([
            #"dismissed "M""#, #"willDisappear "M""#, #"willAppear "A""#, #"didDisappear "M""#,
            #"didAppear "A""#,
        ])
        XCTAssertNil(navigation.presented)
        XCTAssertNil(modal.presenting)
        XCTAssertEqual(modal.screens.map(\.id), [m.id], "a dismissed navigation keeps its stack")
        XCTAssertEqual(
            recorder.recordedEvents,
            [
                NavigationEvent(
                    navigation: navigation.id,
                    change: .presented(
                        NavigationEvent.NavigationContent(id: modal.id, screens: []), style: .sheet),
                    animated: true),
                NavigationEvent(navigation: modal.id, change: .pushed(.screen(m.id)), animated: false),
                NavigationEvent(
                    navigation: navigation.id, change: .dismissed(modal.id, top: m.id), animated: true),
            ])

        // A dismissed navigation is off screen.
        try modal.push(Screen(), animated: false)
        recorder.assert([])
    }

    @MainActor func testPresent_NavigationThatShowedScreens_DoesNotShowThemTwice() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "A"), animated: false)
        let modal = Navigation()
        try modal.push(Screen(title: "M"), animated: false)
        let recorder = recordNavigation(navigation)

        try navigation.present(modal, animated: false)

        recorder.assert([#"presented "M""#, #"willDisappear "A""#, #"didDisappear "A""#])
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
        let recorder = recordNavigation(navigation)

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
        recorder.assert([])
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
        let recorder = recordNavigation(navigation)

        try modal.userDidDismiss()
        try navigation.userDidGoBack()

        recorder.assert([
            "dismissed an empty navigation (userInteraction)", #"willAppear "B""#, #"didAppear "B""#,
            #"popped "B" (userInteraction)"#, #"willDisappear "B""#, #"willAppear "A""#,
            #"didDisappear "B""#, #"didAppear "A""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents,
            [
                NavigationEvent(
                    navigation: navigation.id, change: .dismissed(modal.id, top: modal.topScreen?.id),
                    cause: .userInteraction,
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
        let recorder = recordNavigation(navigation)
        let a = Screen(title: "A")
        let b = Screen(title: "B")
        try Navigation.withCause(.deepLink) { () throws(NavigationError) in
            try navigation.push(a, animated: false)
            try Navigation.withCause(.restoration) { () throws(NavigationError) in
                try navigation.push(b, animated: false)
            }
        }
        try navigation.pop(animated: false)
        recorder.assert([
            #"pushed "A" (deepLink)"#, #"didLoad "A""#, #"willAppear "A""#, #"didAppear "A""#,
            #"pushed "B" (restoration)"#, #"didLoad "B""#, #"willDisappear "A""#, #"willAppear "B""#,
            #"didDisappear "A""#, #"didAppear "B""#,
            #"popped "B""#, #"willDisappear "B""#, #"willAppear "A""#, #"didDisappear "B""#,
            #"didAppear "A""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.cause), [.deepLink, .restoration, .program])
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
        XCTAssertEqual(received, [.pushed(.screen(a.id))])
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
        let navigation = Navigation()
        try navigation.push(Screen(title: "R"), animated: false)
        let recorder = recordNavigation(navigation)
        let a = Screen(title: "A")
        let b = Screen(title: "B")
        let c = Screen(title: "C")

        try Navigation.transaction { () throws(NavigationError) in
            try navigation.push(a, animated: false)
            try navigation.push(b, animated: false)
            try navigation.push(c, animated: true)
            // Nothing is delivered before the transaction ends.
            recorder.assert([])
        }

        recorder.assert([
            #"pushed "A""#, #"pushed "B""#, #"pushed "C""#, #"didLoad "C""#, #"willDisappear "R""#,
            #"willAppear "C""#, #"didDisappear "R""#, #"didAppear "C""#,
        ])
        XCTAssertFalse(b.isLoaded, "a screen passed on the way loads when it is first shown")

        try navigation.pop(animated: false)
        recorder.assert([
            #"popped "C""#, #"didLoad "B""#, #"willDisappear "C""#, #"willAppear "B""#,
            #"didDisappear "C""#, #"didAppear "B""#,
        ])
    }

    @MainActor func testTransaction_PresentThenNestedThrowingPushes_OneEventWithoutTheRolledBackScreen()
        async throws
    {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let modal = Navigation()
        let recorder = recordNavigation(window)
        struct Failed: Error {}

        Navigation.transaction {
            try? window.present(modal, animated: true)
            // Rolled back: the presented event must not keep "A".
            try? Navigation.transaction { () throws in
                try modal.push(Screen(title: "A"), animated: false)
                throw Failed()
            }
            // Kept: merged into the presented event an enclosing transaction holds.
            try? Navigation.transaction { () throws(NavigationError) in
                try modal.push(Screen(title: "B"), animated: false)
            }
        }

        recorder.assert([
            #"presented "B""#, #"didLoad "B""#, #"willDisappear "Home""#, #"willAppear "B""#,
            #"didDisappear "Home""#, #"didAppear "B""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [true])
    }

    @MainActor func testTransaction_PresentThenNestedPushRolledBack_PresentedEventListsNoScreen() async throws
    {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let modal = Navigation()
        let recorder = recordNavigation(window)
        struct Failed: Error {}

        Navigation.transaction {
            try? window.present(modal, animated: true)
            try? Navigation.transaction { () throws in
                try modal.push(Screen(title: "A"), animated: false)
                throw Failed()
            }
        }

        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [.presented(NavigationEvent.NavigationContent(id: modal.id, screens: []), style: .sheet)])
        recorder.skipUnasserted()
    }

    @MainActor func testTransaction_Nested_DeliversAtOutermostEnd() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)
        try Navigation.transaction { () throws(NavigationError) in
            try navigation.push(Screen(title: "A"), animated: false)
            try Navigation.transaction { () throws(NavigationError) in
                try navigation.push(Screen(title: "B"), animated: false)
            }
            recorder.assert([])
        }
        recorder.assert([
            #"pushed "A""#, #"pushed "B""#, #"didLoad "B""#, #"willAppear "B""#, #"didAppear "B""#,
        ])
    }

    @MainActor func testTransaction_EndsWhereItBegan_DeliversNothing() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "R"), animated: false)
        let recorder = recordNavigation(navigation)
        let x = Screen(title: "X")
        try Navigation.transaction { () throws(NavigationError) in
            try navigation.push(x, animated: false)
            try navigation.pop(animated: false)
        }
        // Both changes are still announced; X, gone before the recorder could see it in the tree,
        // is named by its ID.
        recorder.assert(["pushed \(x.id)", "popped \(x.id)"])
    }

    @MainActor func testTransaction_CallbackNavigatesAgain_IsDeliveredToo() async throws {
        let navigation = Navigation()
        let recorder = recordNavigation(navigation)
        let next = Screen(title: "Next")
        let redirect = RedirectingScreen(to: next)
        try Navigation.transaction { () throws(NavigationError) in
            try navigation.push(redirect, animated: false)
        }
        XCTAssertIdentical(navigation.visibleScreen, next)
        XCTAssertEqual(next.appearance, .appeared)
        XCTAssertEqual(redirect.appearance, .disappeared)
        // Lifecycle observers hear didAppear after the override has run, and the override has
        // already pushed Next by then: hence "pushed Next" before "didAppear Redirect".
        recorder.assert([
            #"pushed "Redirect""#, #"didLoad "Redirect""#, #"willAppear "Redirect""#, #"pushed "Next""#,
            #"didAppear "Redirect""#, #"didLoad "Next""#, #"willDisappear "Redirect""#,
            #"willAppear "Next""#, #"didDisappear "Redirect""#, #"didAppear "Next""#,
        ])
    }
}

/// A screen that pushes another as soon as it has appeared.
@MainActor
private final class RedirectingScreen: Screen {
    let next: Screen

    init(to next: Screen) {
        self.next = next
        super.init(title: "Redirect")
    }

    override func didAppear(animated: Bool) {
        try? navigation?.push(next, animated: false)
    }
}
