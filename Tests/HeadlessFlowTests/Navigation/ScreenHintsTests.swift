import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Per-screen hints (`hidesBottomBarWhenPushed`) travel on the event that brings the screen in, so
/// a renderer drawing from events alone honours them.
final class ScreenHintsTests: XCTestCase {
    @MainActor func testAHint_TravelsOnThePushAndTheRenderedTreeKeepsIt() async throws {
        let window = Navigation()
        let bar = TabBar(title: "Tabs")
        let tab = Navigation()
        try tab.push(Screen(title: "Feed"), animated: false)
        try bar.addTab(TabBarItem(title: "Feed"), navigation: tab)
        try window.push(bar, animated: false)
        var rendered = RenderedTree(window.content)
        let events = window.observeEvents { event in try? rendered.apply(event) }
        let detail = Screen(title: "Photo")
        detail.hidesBottomBarWhenPushed = true

        try tab.push(detail, animated: true)
        try tab.push(Screen(title: "Comments"), animated: true)

        let pushed = try XCTUnwrap(tab.content.screens.map(\.hints))
        XCTAssertEqual(pushed, [nil, NavigationEvent.ScreenHints(hidesBottomBarWhenPushed: true), nil])
        XCTAssertEqual(rendered.content, window.content, "the events alone carry the hint")
        try tab.pop(animated: false)
        try tab.pop(animated: false)
        XCTAssertEqual(rendered.content, window.content)
        events.cancel()
    }

    @MainActor func testPushTransition_TravelsOnThePushOfItsScreenOnly() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        var pushed: [NavigationEvent.ScreenHints?] = []
        let events = window.observeEvents { event in
            if case .pushed(let content) = event.change { pushed.append(content.hints) }
        }
        let photo = Screen(title: "Photo")
        photo.pushTransition = "zoom"
        let both = Screen(title: "Both")
        both.pushTransition = "fade"
        both.hidesBottomBarWhenPushed = true

        try window.push(photo, animated: true)
        try window.push(Screen(title: "Comments"), animated: true)
        try window.push(both, animated: true)

        XCTAssertEqual(
            pushed,
            [
                NavigationEvent.ScreenHints(transition: "zoom"), nil,
                NavigationEvent.ScreenHints(hidesBottomBarWhenPushed: true, transition: "fade"),
            ])
        XCTAssertEqual(window.content.screens.map(\.hints?.transition), [nil, "zoom", nil, "fade"])
        events.cancel()
    }

    func testScreenHints_WrittenBeforeTransitions_ReadWithoutOne() throws {
        let old = #"{"hidesBottomBarWhenPushed": true}"#
        let decoded = try JSONDecoder().decode(NavigationEvent.ScreenHints.self, from: Data(old.utf8))
        XCTAssertEqual(decoded, NavigationEvent.ScreenHints(hidesBottomBarWhenPushed: true))
        let tagged = NavigationEvent.ScreenHints(transition: "zoom")
        XCTAssertEqual(
            try JSONDecoder().decode(NavigationEvent.ScreenHints.self, from: JSONEncoder().encode(tagged)),
            tagged)
    }

    func testScreenContent_WrittenBeforeHints_ReadsWithNone() throws {
        let old = #"{"id": 7}"#
        let decoded = try JSONDecoder().decode(NavigationEvent.ScreenContent.self, from: Data(old.utf8))
        XCTAssertEqual(decoded, .screen(ScreenID(rawValue: 7)))
        XCTAssertNil(decoded.hints)
    }
}
