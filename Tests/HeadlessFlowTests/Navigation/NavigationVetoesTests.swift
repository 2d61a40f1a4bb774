import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlow

final class NavigationVetoesTests: XCTestCase {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "not now" }
    }

    @MainActor func testPush_Vetoed_ThrowsAndChangesNothing() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let forbidden = Screen(title: "Forbidden")
        var offered: [NavigationEvent.Change] = []
        let token = window.vetoChanges { event in
            offered.append(event.change)
            if event.change == .pushed(.screen(forbidden.id)) { throw Refused() }
        }
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(try window.push(forbidden, animated: true)) { error in
            XCTAssertEqual(
                error as? NavigationError, .vetoed(change: .pushed(.screen(forbidden.id)), reason: "not now"))
        }
        recorder.assert([])
        XCTAssertEqual(window.screens.map(\.title), ["Home"])
        XCTAssertNil(forbidden.navigation)

        try window.push(Screen(title: "Allowed"), animated: false)
        recorder.assert([
            #"pushed "Allowed""#, #"didLoad "Allowed""#, #"willDisappear "Home""#, #"willAppear "Allowed""#,
            #"didDisappear "Home""#, #"didAppear "Allowed""#,
        ])
        XCTAssertEqual(offered, [.pushed(.screen(forbidden.id)), .pushed(.screen(window.screens[1].id))])
        token.cancel()
    }

    @MainActor func testVeto_OnTheRoot_SeesChangesOfPresentedNavigationsOutermostFirst() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let sheet = try window.present(Screen(title: "Sheet"), animated: false)
        var history: [String] = []
        let outer = window.vetoChanges { _ in history.append("window") }
        let inner = sheet.vetoChanges { event in
            history.append("sheet")
            if case .popped = event.change { throw Refused() }
        }
        try sheet.push(Screen(title: "Two"), animated: false)

        XCTAssertThrowsError(try sheet.userDidGoBack())

        XCTAssertEqual(history, ["window", "sheet", "window", "sheet"])
        XCTAssertEqual(sheet.screens.map(\.title), ["Sheet", "Two"])
        _ = (outer, inner)
    }

    @MainActor func testStartChild_AMoveVetoed_RollsTheWholeStartBack() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)
        let token = window.vetoChanges { event in
            if case .pushed(let pushed) = event.change, window.screen(withID: pushed.id)?.title == "child1" {
                throw Refused()
            }
        }
        let recorder = recordNavigation(window)
        let child = StepsCoordinator("child", navigation: window, screens: 2)
        var outcomes: [ChildOutcome<Void>] = []

        XCTAssertThrowsError(try app.start(child: child, animated: true) { outcomes.append($0) }) { error in
            guard case .vetoed = error as? NavigationError else { return XCTFail("\(error)") }
        }

        recorder.assert([])
        XCTAssertEqual(window.screens.map(\.title), ["app0"])
        XCTAssertNil(app.child)
        XCTAssertFalse(child.isRunning)
        XCTAssertTrue(outcomes.isEmpty)
        token.cancel()
    }

    @MainActor func testFinishTabItem_RemovalVetoed_TheItemAndItsTabStay() async throws {
        let window = Navigation()
        let menu = TestTabBarCoordinator(navigation: window)
        menu.allowsItemsToFinish = true
        try menu.startAsRoot(animated: false)
        let item = StepsCoordinator("item", navigation: Navigation())
        try menu.addItem(title: "Item", coordinator: item)
        let token = window.vetoChanges { event in
            if case .itemRemoved = event.change { throw Refused() }
        }
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(try item.finish(animated: false)) { error in
            guard case .vetoed = error as? NavigationError else { return XCTFail("\(error)") }
        }

        recorder.assert([])
        XCTAssertTrue(item.isRunning)
        XCTAssertEqual(menu.items.count, 1)
        XCTAssertEqual(menu.tabBar.tabs.count, 1)
        token.cancel()
    }

    @MainActor func testVeto_ThatNavigates_HasItsOwnChangeRefused() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        var nestedError: Error?
        let token = window.vetoChanges { _ in
            do { try window.push(Screen(title: "Sneaky"), animated: false) } catch { nestedError = error }
        }

        try window.push(Screen(title: "Next"), animated: false)

        XCTAssertEqual(window.screens.map(\.title), ["Home", "Next"])
        guard case .vetoed(_, let reason) = nestedError as? NavigationError else {
            return XCTFail("\(String(describing: nestedError))")
        }
        XCTAssertEqual(reason, "a veto may not change the model while it decides")
        token.cancel()
    }

    @MainActor func testToken_Cancelled_EndsTheVeto() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        var token: ObservationToken? = window.vetoChanges { _ in throw Refused() }
        XCTAssertThrowsError(try window.push(Screen(title: "A"), animated: false))

        token = nil

        try window.push(Screen(title: "B"), animated: false)
        XCTAssertEqual(window.screens.map(\.title), ["Home", "B"])
        XCTAssertNil(token)
    }

    /// The vetoes in force as the main actor counts them, once it has taken off those released on
    /// other threads (what every change does before it looks for vetoes).
    @MainActor private func registeredVetoes() -> Int {
        _ = Navigation.hasVetoes
        return Navigation.transactions.registeredVetoes
    }

    @MainActor func testVetoCount_TokensReleasedAnywhere_ReturnsToWhereItWas() async throws {
        let before = registeredVetoes()
        let window = Navigation()
        let first = window.vetoChanges { _ in }
        let second = window.vetoChanges { _ in }
        var counts = [registeredVetoes()]

        // Released on another thread: counted off on the main actor at the next look.
        onAnotherThread { first.cancel() }
        counts.append(registeredVetoes())
        // Cancelled twice: counted once.
        onAnotherThread { first.cancel() }
        counts.append(registeredVetoes())

        // A navigation freed with a veto in force takes it along; its token, cancelled later,
        // takes nothing more off.
        var presented: Navigation? = Navigation()
        let orphan = presented?.vetoChanges { _ in }
        counts.append(registeredVetoes())
        presented = nil
        counts.append(registeredVetoes())
        orphan?.cancel()
        second.cancel()
        counts.append(registeredVetoes())

        XCTAssertEqual(counts.map { $0 - before }, [2, 1, 1, 2, 1, 0])
        XCTAssertEqual(Navigation.hasVetoes, before > 0)
    }

    @MainActor func testVeto_RegisteredAfterAnotherWasReleasedOffMain_StillRefuses() async throws {
        let window = Navigation()
        let released = window.vetoChanges { _ in }
        onAnotherThread { released.cancel() }
        let token = window.vetoChanges { _ in throw Refused() }
        XCTAssertThrowsError(try window.push(Screen(title: "Home"), animated: false))
        XCTAssertEqual(window.screens.map(\.title), [])
        token.cancel()
        try window.push(Screen(title: "Home"), animated: false)
        XCTAssertEqual(window.screens.map(\.title), ["Home"])
    }

    func testVetoed_Description_SaysWhatAndWhy() {
        let error = NavigationError.vetoed(
            change: .dismissed(NavigationID(rawValue: 4), top: nil), reason: "unsaved edits")
        XCTAssertEqual(
            error.description, "The change dismissed(navigation#4, top: nil) was vetoed: unsaved edits")
    }
}
