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

    func testScreenContent_WrittenBeforeHints_ReadsWithNone() throws {
        let old = #"{"id": 7}"#
        let decoded = try JSONDecoder().decode(NavigationEvent.ScreenContent.self, from: Data(old.utf8))
        XCTAssertEqual(decoded, .screen(ScreenID(rawValue: 7)))
        XCTAssertNil(decoded.hints)
    }
}
