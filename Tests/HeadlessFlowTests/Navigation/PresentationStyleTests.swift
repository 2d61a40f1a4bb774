import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class PresentationStyleTests: XCTestCase {
    func testDescription_NamesTheKindAndAnUnusualDismissability() {
        XCTAssertEqual(
            [
                PresentationStyle.sheet, .sheet.dismissable(false), .fullScreen,
                .fullScreen.dismissable(true),
            ].map(\.description),
            ["sheet", "sheet, not dismissable", "fullScreen", "fullScreen, dismissable"])
    }

    func testVocabulary_EachKindHasItsDefaults_AndATransitionTag() {
        XCTAssertEqual(
            [
                PresentationStyle.formSheet, .popover, .overFullScreen, .overFullScreen.dismissable(true),
                .sheet.transition("zoom"), .fullScreen.transition("fade").dismissable(true),
            ].map(\.description),
            [
                "formSheet", "popover", "overFullScreen", "overFullScreen, dismissable",
                #"sheet, transition "zoom""#, #"fullScreen, dismissable, transition "fade""#,
            ])
        XCTAssertEqual(
            PresentationStyle.Kind.allCases.filter(\.isCover), [.fullScreen, .overFullScreen])
        XCTAssertEqual(PresentationStyle.sheet.transition("zoom").transition(nil), .sheet)
    }

    func testStockTransitions_NamedAsUIKitsAndReadBack() {
        XCTAssertEqual(
            PresentationStyle.StockTransition.allCases.map(\.rawValue),
            ["coverVertical", "crossDissolve", "flipHorizontal", "partialCurl"])
        let styles = [
            PresentationStyle.fullScreen.transition(.partialCurl), .sheet.transition(.crossDissolve),
            .sheet.transition("zoom"), .sheet,
        ]
        XCTAssertEqual(
            styles.map(\.description),
            [
                #"fullScreen, transition "partialCurl""#, #"sheet, transition "crossDissolve""#,
                #"sheet, transition "zoom""#, "sheet",
            ])
        XCTAssertEqual(styles.map(\.stockTransition), [.partialCurl, .crossDissolve, nil, nil])
        XCTAssertEqual(
            PresentationStyle.sheet.transition(.flipHorizontal), .sheet.transition("flipHorizontal"))
    }

    func testCodable_AStyleWrittenBeforeTransitions_ReadsWithoutOne() throws {
        let old = #"{"kind": "fullScreen", "isDismissable": false}"#
        let decoded = try JSONDecoder().decode(PresentationStyle.self, from: Data(old.utf8))
        XCTAssertEqual(decoded, .fullScreen)
        let tagged = PresentationStyle.popover.transition("zoom")
        XCTAssertEqual(
            try JSONDecoder().decode(PresentationStyle.self, from: JSONEncoder().encode(tagged)), tagged)
    }

    @MainActor func testPresent_FormSheetWithATransition_TravelsOnTheEventAndIsRestored() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let recorder = NavigationRecorder(window, exhaustive: false)

        let sheet = try window.present(
            Screen(title: "Filters"), style: .formSheet.transition("zoom"), animated: true)

        XCTAssertEqual(
            recorder.recordedChanges, [#"presented "Filters" as formSheet, transition "zoom" (animated)"#])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [.presented(sheet.content, style: .formSheet.transition("zoom"))])
        XCTAssertEqual(sheet.presentationStyle, .formSheet.transition("zoom"))
    }

    @MainActor func testPresent_FullScreen_TravelsOnTheEventAndIsReadable() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let cover = Navigation()
        try cover.push(Screen(title: "Player"), animated: false)
        let recorder = recordNavigation(window)

        try window.present(cover, style: .fullScreen, animated: true)

        // "Player" was on screen already, as the root of its own navigation, and stays there.
        recorder.assert([
            #"presented "Player" as fullScreen"#, #"willDisappear "Home""#, #"didDisappear "Home""#,
        ])
        XCTAssertEqual(
            recorder.recordedEvents.map(\.change),
            [.presented(cover.content, style: .fullScreen)])
        XCTAssertEqual(cover.presentationStyle, .fullScreen)

        try window.dismiss(animated: true)
        recorder.skipUnasserted()
        XCTAssertNil(cover.presentationStyle, "a navigation that is not presented has no style")
    }

    @MainActor func testUserDidDismiss_NotDismissable_IsRefusedAndChangesNothing() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let terms = try window.present(
            Screen(title: "Terms"), style: .sheet.dismissable(false), animated: false)
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(try terms.userDidDismiss()) { error in
            XCTAssertEqual(error as? NavigationError, .notDismissable(navigation: terms.id))
        }
        recorder.assert([])
        XCTAssertIdentical(window.presented, terms)

        try window.dismiss(animated: true)
        recorder.assert([
            #"dismissed "Terms""#, #"willDisappear "Terms""#, #"willAppear "Home""#,
            #"didDisappear "Terms""#, #"didAppear "Home""#,
        ])
    }

    @MainActor func testUserDidDismiss_PlainSheet_IsTheUsers() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let sheet = try window.present(Screen(title: "Share"), animated: false)
        let recorder = recordNavigation(window)

        try sheet.userDidDismiss()

        recorder.assert([
            #"dismissed "Share" (userInteraction)"#, #"willDisappear "Share""#, #"willAppear "Home""#,
            #"didDisappear "Share""#, #"didAppear "Home""#,
        ])
    }

    @MainActor func testPresentScreen_OneScreenInANewNavigation_IsOneChange() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let recorder = recordNavigation(window)
        let terms = Screen(title: "Terms")

        let modal = try window.present(terms, style: .sheet.dismissable(false), animated: true)

        XCTAssertEqual(modal.screens.map(\.title), ["Terms"])
        XCTAssertIdentical(window.presented, modal)
        recorder.assert([
            #"presented "Terms" as sheet, not dismissable"#, #"didLoad "Terms""#, #"willDisappear "Home""#,
            #"willAppear "Terms""#, #"didDisappear "Home""#, #"didAppear "Terms""#,
        ])
        XCTAssertEqual(recorder.recordedEvents.map(\.animated), [true])
    }

    @MainActor func testPresentScreen_Refused_ChangesNothing() async throws {
        let window = Navigation()
        let home = Screen(title: "Home")
        try window.push(home, animated: false)
        try window.present(Screen(title: "First"), animated: false)
        let recorder = recordNavigation(window)

        XCTAssertThrowsError(try window.present(Screen(title: "Second"), animated: false)) { error in
            guard case .alreadyPresenting = error as? NavigationError else {
                return XCTFail("\(error)")
            }
        }
        XCTAssertThrowsError(try window.presented!.present(home, animated: false)) { error in
            XCTAssertEqual(
                error as? NavigationError,
                .screenAlreadyShown(screen: home.description, navigation: window.id))
        }

        recorder.assert([])
        XCTAssertNil(window.presented?.presented)
    }

    @MainActor func testTransaction_Throws_PutsTheOldStyleBack() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let modal = Navigation()
        try modal.push(Screen(title: "Modal"), animated: false)
        try window.present(modal, style: .fullScreen, animated: false)
        struct Failed: Error {}

        XCTAssertThrowsError(
            try Navigation.transaction {
                try window.dismiss(animated: false)
                try window.present(modal, style: .sheet, animated: false)
                throw Failed()
            })

        XCTAssertEqual(modal.presentationStyle, .fullScreen)
        XCTAssertThrowsError(try modal.userDidDismiss())
    }

    @MainActor func testPresentChild_FullScreen_TheUserCannotDismissItAndItKeepsRunning() async throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)
        let child = StepsCoordinator("cover", navigation: Navigation())
        try app.present(child: child, style: .fullScreen, animated: false)

        XCTAssertThrowsError(try SimulatedUser(window).swipeDownSheet())

        XCTAssertTrue(child.isRunning)
        XCTAssertEqual(child.navigation.presentationStyle, .fullScreen)
    }
}
