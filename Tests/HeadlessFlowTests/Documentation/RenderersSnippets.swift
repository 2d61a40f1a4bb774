import HeadlessFlow
import HeadlessFlowSwiftUI
import XCTest

// The Swift blocks of Docs/Renderers.md (the Apple-only glue excepted), run and checked.

final class RenderersSnippetsTests: XCTestCase {
    @MainActor func testGuide_ReferenceRenderer_ShowsTheModel() async throws {
        let window = Navigation()
        var shown = RenderedTree(root: window.id)
        var drifted = false
        let token = window.observeEvents { event in
            do {
                try shown.apply(event)
            } catch {
                // A RenderingError: this renderer missed or repeated an event. Start again from the model.
                drifted = true
                shown = RenderedTree(window.content)
            }
        }
        try window.push(Screen(title: "Home"), animated: false)
        assert(shown.content == window.content)
        assert(shown.visibleScreens == window.visibleScreens.map(\.id))

        XCTAssertEqual(shown.content, window.content)
        XCTAssertEqual(shown.visibleScreens, window.visibleScreens.map(\.id))
        XCTAssertFalse(drifted)
        token.cancel()
    }

    @MainActor func testGuide_SwiftUIAdapter_PageSwipeReported() async throws {
        var turns: [PageDirection] = []
        let window = Navigation()
        let pages = PageContainer(title: "Onboarding")
        for title in ["Welcome", "Sync", "Done"] {
            let page = Navigation()
            try page.push(Screen(title: title), animated: false)
            try pages.addItem(ItemLabel(title: title), navigation: page)
        }
        try window.push(pages, animated: false)
        let token = window.observeEvents { event in
            if case .pageTurned(_, _, _, let direction) = event.change { turns.append(direction) }
        }
        let adapter = SwiftUIAdapter(root: window)
        // adapter.container(pages.id)?.selectedIndex == 0
        XCTAssertEqual(adapter.container(pages.id)?.selectedIndex, 0)
        try adapter.setPage(pages.items[1].navigation.id, of: pages.id)  // the user swiped to the next page
        // pages.selectedIndex == 1, announced as pageTurned(..., direction: .forward)
        XCTAssertEqual(pages.selectedIndex, 1)
        XCTAssertEqual(turns, [.forward])
        token.cancel()
    }

    @MainActor func testGuide_SwiftUIAdapter_BackSwipeReported() async throws {
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let details = Screen(title: "Details")
        try window.push(details, animated: false)
        let adapter = SwiftUIAdapter(root: window)
        // adapter.stack(window.id)?.path == [details.id]
        XCTAssertEqual(adapter.stack(window.id)?.path, [details.id])
        try adapter.setPath([], of: window.id)  // the user swiped back
        // window.screens.count == 1
        XCTAssertEqual(window.screens.count, 1)
        XCTAssertEqual(adapter.stack(window.id)?.path, [])
    }

    @MainActor func testGuide_TransitionsByName_TravelOnTheirEvents() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        let photo = Screen(title: "Photo")
        var tags: [String?] = []
        let token = navigation.observeEvents { event in
            switch event.change {
            case .pushed(let content): tags.append(content.hints?.transition)
            case .presented(_, let style): tags.append(style.transition)
            default: tags.append(nil)
            }
        }

        try navigation.present(photo, style: .fullScreen.transition(.crossDissolve), animated: true)
        try navigation.dismiss(animated: false)
        let details = Screen(title: "Details")
        details.pushTransition = "zoom"
        try navigation.push(details, animated: true)  // pushed, with hints?.transition == "zoom"

        XCTAssertEqual(tags, ["crossDissolve", nil, "zoom"])
        token.cancel()
    }
}
