import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// The map draws the app as the user sees it: states that differ only in a tab not selected are
/// one node, and the full map keeps them apart.
final class ExplorationMapTests: XCTestCase {
    /// A tab bar: Feed, whose Post button pushes Post, and Profile.
    @MainActor private static func makeApp() throws -> ExplorableApp {
        let window = Navigation()
        let tabs = TabBar(title: "Menu")
        try window.push(tabs, animated: false)
        let feed = Navigation()
        try feed.push(
            FixtureScreen.make(
                "Feed",
                buttons: [
                    "Post": { [weak feed] in
                        fixtureStep { try feed?.push(FixtureScreen.make("Post"), animated: true) }
                    }
                ]),
            animated: false)
        try tabs.addTab(TabBarItem(title: "Feed"), navigation: feed)
        let profile = Navigation()
        try profile.push(Screen(title: "Profile"), animated: false)
        try tabs.addTab(TabBarItem(title: "Profile"), navigation: profile)
        return ExplorableApp(window: window, retaining: window)
    }

    @MainActor func testMap_StatesThatDifferInAHiddenTab_AreOneNode() async throws {
        let report = try NavigationExplorer(app: Self.makeApp).explore(depth: 4)
        XCTAssertEqual(report.failures.map(\.invariant), [])
        XCTAssertEqual(
            report.stateNames, ["Menu › Feed", "Menu › Post", "Menu › Profile", "Menu › Profile (2)"])

        let map = report.map

        XCTAssertEqual(map.nodes.map(\.name), ["Menu › Feed", "Menu › Post", "Menu › Profile"])
        XCTAssertEqual(map.nodes.map(\.states), [[0], [1], [2, 3]])
        XCTAssertEqual(
            map.mermaid,
            """
            flowchart TD
                s0["Menu › Feed"]
                s1["Menu › Post"]
                s2["Menu › Profile"]
                s0 -->|"tap #quot;Post#quot; on Feed"| s1
                s0 -->|"select tab #quot;Profile#quot;"| s2
                s1 -->|"swipe back"| s0
                s1 -->|"select tab #quot;Profile#quot;"| s2
                s2 -->|"select tab #quot;Feed#quot;"| s0
                s2 -->|"select tab #quot;Feed#quot;"| s1
            """)
    }

    @MainActor func testFullMap_StatesThatDifferInAHiddenTab_AreNodesOfTheirOwn() async throws {
        let report = try NavigationExplorer(app: Self.makeApp).explore(depth: 4)

        let map = report.fullMap

        XCTAssertEqual(
            map.nodes.map(\.name), ["Menu › Feed", "Menu › Post", "Menu › Profile", "Menu › Profile (2)"])
        XCTAssertEqual(map.nodes.map(\.states), [[0], [1], [2], [3]])
        XCTAssertEqual(
            map.edges.map { "\($0.from) \($0.label) \($0.to)" },
            [
                "0 tap \"Post\" on Feed 1", "0 select tab \"Profile\" 2", "1 swipe back 0",
                "1 select tab \"Profile\" 3", "2 select tab \"Feed\" 0", "3 select tab \"Feed\" 1",
            ])
    }
}
