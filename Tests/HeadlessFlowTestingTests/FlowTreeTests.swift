import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class FlowTreeTests: XCTestCase {
    @MainActor func testDescribe_CoordinatorsStacksTabsAndModals_ReadsInTreeOrder() async throws {
        let navigation = Navigation()
        let app = TitlesCoordinator(navigation: navigation, titles: ["Login", "Home"])
        try app.startAsRoot(animated: false)
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        let feed = Navigation()
        try feed.push(Screen(title: "Feed"), animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: feed)
        try tabBar.addTab(TabBarItem(title: "Profile"), navigation: Navigation())
        let sheet = Navigation()
        try sheet.push(Screen(title: "Compose"), animated: false)
        try navigation.present(sheet, animated: false)

        assertFlowTree(
            navigation, coordinator: app,
            equals: """
                TitlesCoordinator root, start "Login"
                navigation, visible "Compose"
                  "Login" Screen not loaded
                  "Home" Screen disappeared
                  "Tabs" TabBar disappeared
                    tab 0 "Feed" selected
                      "Feed" Screen disappeared
                    tab 1 "Profile"
                      (empty)
                  presented:
                    "Compose" Screen appeared
                """)
    }

    @MainActor func testDescribe_ChildCoordinator_IsIndentedBelowItsParent() async throws {
        let navigation = Navigation()
        let app = TitlesCoordinator(navigation: navigation, titles: ["Login"])
        try app.startAsRoot(animated: false)
        try app.start(child: TitlesCoordinator(navigation: navigation, titles: ["Items"]), animated: false)
        try navigation.push(Screen(), animated: false)

        XCTAssertEqual(
            FlowTree.describe(navigation, coordinator: app),
            """
            TitlesCoordinator root, start "Login"
              child: TitlesCoordinator running, start "Items"
            navigation, visible "<Screen>"
              "Login" Screen disappeared
              "Items" Screen disappeared
              "<Screen>" Screen appeared
            """)
    }

    @MainActor func testAssertFlowTree_Mismatch_ReportsALineDiffAndTheActualTree() async throws {
        let failures = CapturedFailures()
        let navigation = Navigation()
        try navigation.push(Screen(title: "A"), animated: false)

        let line = UInt(#line) + 1
        assertFlowTree(
            navigation,
            equals: """
                navigation, visible "B"
                  "A" Screen appeared
                """, reporter: failures.reporter)

        XCTAssertEqual(failures.all.map(\.line), [line])
        XCTAssertEqual(
            failures.messages,
            [
                """
                assertFlowTree: the tree differs (- expected, + actual):
                + navigation, visible "A"
                - navigation, visible "B"
                    "A" Screen appeared

                Actual tree:
                navigation, visible "A"
                  "A" Screen appeared
                """
            ])
    }
}
