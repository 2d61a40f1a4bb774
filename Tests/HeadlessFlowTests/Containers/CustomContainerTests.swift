import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// A container kind of the app's own, on the public API only: a side menu beside the content.
final class CustomContainerTests: XCTestCase {
    @MainActor private func makeSideMenu() throws -> (window: Navigation, home: ContainerScreen) {
        let window = Navigation()
        let home = ContainerScreen(kind: .custom("sideMenu"), title: "home")
        try window.push(home, animated: false)
        for title in ["Menu", "Content"] {
            let pane = Navigation()
            try pane.push(Screen(title: title), animated: false)
            try home.addItem(ItemLabel(title: title), navigation: pane)
        }
        try home.select(1)
        try home.setHidden(true, at: 0)
        return (window, home)
    }

    @MainActor func testSideMenu_OpensAndCloses_AsOneVisibilityChangeEach() async throws {
        let (window, home) = try makeSideMenu()
        XCTAssertEqual(window.visibleScreens.map(\.title), ["home", "Content"])
        let recorder = recordNavigation(window)

        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try home.setHidden(false, at: 0, animated: true)
        }
        XCTAssertEqual(window.visibleScreens.map(\.title), ["home", "Menu", "Content"])
        XCTAssertEqual(window.visibleScreen?.title, "Content", "the focused pane stays in front")
        try home.setHidden(true, at: 0, animated: true)

        recorder.assert([
            #"hid items [] of "home" (was [0]) (userInteraction)"#, #"willAppear "Menu""#,
            #"didAppear "Menu""#,
            #"hid items [0] of "home" (was [])"#, #"willDisappear "Menu""#, #"didDisappear "Menu""#,
        ])
    }

    @MainActor func testSideMenu_RoundTripsThroughTheEventsAndTheReadableForm() async throws {
        let window = Navigation()
        var rendered = RenderedTree(root: window.id)
        let token = window.observeEvents { event in try? rendered.apply(event) }
        defer { token.cancel() }
        let home = ContainerScreen(kind: .custom("sideMenu"), title: "home")
        try window.push(home, animated: false)
        let recorder = recordNavigation(window)
        try Navigation.transaction { () throws(NavigationError) in
            for title in ["Menu", "Content"] {
                let pane = Navigation()
                try pane.push(Screen(title: title), animated: false)
                try home.addItem(ItemLabel(title: title), navigation: pane)
            }
            try home.setHidden(true, at: 0)
        }

        XCTAssertEqual(rendered.content, window.content)
        XCTAssertEqual(rendered.visibleScreens, window.visibleScreens.map(\.id))
        XCTAssertEqual(rendered.container(withID: home.id)?.kind, .custom("sideMenu"))
        recorder.assert([
            #"added item 0 to "home" showing "Menu""#, #"selected item 0 of "home" (was none)"#,
            #"added item 1 to "home" showing "Content""#, #"hid items [0] of "home" (was [])"#,
            // In one transaction nothing was on screen before it ended: "Menu", hidden by then,
            // never appears.
            #"selected item 1 of "home" (was 0)"#, #"didLoad "Content""#, #"willAppear "Content""#,
            #"didAppear "Content""#,
        ])
    }
}
