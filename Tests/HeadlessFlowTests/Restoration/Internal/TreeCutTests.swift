import XCTest

@testable import HeadlessFlow

/// The cut rule on plain records, without any screen or coordinator.
final class TreeCutTests: XCTestCase {
    private func screen(_ id: UInt64, _ title: String, saved: Bool = true, tabs: [TabNode]? = nil)
        -> ScreenNode
    {
        var node = ScreenNode(id: id, type: saved ? "Screen" : "Secret", title: title)
        node.tabs = tabs
        node.selectedTab = tabs.map { $0.isEmpty ? nil : 0 } ?? nil
        if !saved { node.unrestorable = "its type is not registered for restoration" }
        return node
    }

    private func coordinator(
        _ id: UInt64, parent: UInt64?, navigation: UInt64, _ presentation: CoordinatorNode.Presentation,
        start: UInt64?, top: UInt64?, saved: Bool = true
    ) -> CoordinatorNode {
        var node = CoordinatorNode(
            id: id, type: "C\(id)", state: nil, navigation: navigation, presentation: presentation,
            parent: parent,
            start: start, top: top)
        if !saved { node.unrestorable = "its type is not registered for restoration" }
        return node
    }

    func testCut_UnsavedScreenInATab_CutsAboveItAndTheTabsModal() {
        // window: [Home, Bar(tab 10: [A, Secret, B] + modal 11: [M])]
        let record = TreeRecord(
            window: 1,
            navigations: [
                NavigationNode(id: 1, screens: [1, 2], presented: nil),
                NavigationNode(id: 10, screens: [3, 4, 5], presented: 11),
                NavigationNode(id: 11, screens: [6], presented: nil),
            ],
            screens: [
                screen(1, "Home"),
                screen(2, "Bar", tabs: [TabNode(item: TabBarItem(title: "T"), navigation: 10)]),
                screen(3, "A"), screen(4, "Secret", saved: false), screen(5, "B"), screen(6, "M"),
            ],
            coordinators: [coordinator(1, parent: nil, navigation: 1, .root, start: 1, top: 2)])

        let (cut, omissions) = TreeCut.apply(to: record)

        XCTAssertEqual(
            omissions.map(\.description),
            [
                "screen Secret at window[1] › tab 0[1]: its type is not registered for restoration; 3 screens cut"
            ])
        XCTAssertEqual(cut.navigations.map(\.screens), [[1, 2], [3]])
        XCTAssertEqual(cut.screens.map(\.title), ["Home", "Bar", "A"])
    }

    func testCut_UnsavedRootOfTheSelectedTab_RemovesTheTabAndSelectsItsNeighbour() {
        var bar = screen(
            2, "Bar",
            tabs: [
                TabNode(item: TabBarItem(title: "One"), navigation: 10),
                TabNode(item: TabBarItem(title: "Two"), navigation: 20),
            ])
        bar.selectedTab = 1
        let record = TreeRecord(
            window: 1,
            navigations: [
                NavigationNode(id: 1, screens: [2], presented: nil),
                NavigationNode(id: 10, screens: [3], presented: nil),
                NavigationNode(id: 20, screens: [4], presented: nil),
            ],
            screens: [bar, screen(3, "One"), screen(4, "Two", saved: false)],
            coordinators: [
                coordinator(1, parent: nil, navigation: 1, .root, start: 2, top: 2),
                coordinator(2, parent: 1, navigation: 20, .tabItem, start: 4, top: 4),
            ])

        let (cut, omissions) = TreeCut.apply(to: record)

        XCTAssertEqual(
            omissions.map(\.description),
            [
                "screen Secret at window[0] › tab 1[0]: its type is not registered for restoration; 1 screen cut",
                "coordinator C2 at window[0] › tab 1[0]: its navigation was cut",
            ])
        XCTAssertEqual(cut.screens.first?.tabs?.map(\.item.title), ["One"])
        XCTAssertEqual(cut.screens.first?.selectedTab, 0)
        XCTAssertEqual(cut.coordinators.map(\.id), [1])
    }

    func testCut_UnsavedPushedCoordinator_CutsAboveItsParentsTopWithItsSubtreeAndHeldLink() {
        var grandchild = coordinator(3, parent: 2, navigation: 1, .pushed, start: 4, top: 4)
        grandchild.heldLink = HeldLinkNode(route: .int(1), routeDescription: "item(1)", cause: .deepLink)
        let record = TreeRecord(
            window: 1,
            navigations: [NavigationNode(id: 1, screens: [1, 2, 3, 4], presented: nil)],
            screens: [screen(1, "Home"), screen(2, "Top"), screen(3, "Child"), screen(4, "Grandchild")],
            coordinators: [
                coordinator(1, parent: nil, navigation: 1, .root, start: 1, top: 2),
                coordinator(2, parent: 1, navigation: 1, .pushed, start: 3, top: 3, saved: false),
                grandchild,
            ])

        let (cut, omissions) = TreeCut.apply(to: record)

        XCTAssertEqual(
            omissions.map(\.description),
            [
                "coordinator C2 at window[2]: its type is not registered for restoration; 2 screens cut",
                "pendingLink C3 at window[3] (item(1)): its holder was cut",
            ])
        XCTAssertEqual(cut.navigations.map(\.screens), [[1, 2]])
        XCTAssertEqual(cut.coordinators.map(\.id), [1])
    }

    func testCanonical_SameTreeWithOtherIDs_GivesEqualRecords() {
        func tree(offset: UInt64) -> TreeRecord {
            TreeRecord(
                window: 5 + offset,
                navigations: [
                    NavigationNode(id: 5 + offset, screens: [7 + offset, 9 + offset], presented: 8 + offset),
                    NavigationNode(id: 8 + offset, screens: [3 + offset], presented: nil),
                ],
                screens: [
                    screen(3 + offset, "Modal"), screen(7 + offset, "Home"), screen(9 + offset, "Next"),
                ],
                coordinators: [
                    CoordinatorNode(
                        id: 40 + offset, type: "App", state: nil, navigation: 5 + offset, presentation: .root,
                        parent: nil, start: 7 + offset, top: 9 + offset)
                ])
        }
        let canonical = tree(offset: 0).canonical()
        XCTAssertEqual(canonical, tree(offset: 1000).canonical())
        XCTAssertEqual(canonical.navigations.map(\.screens), [[1, 2], [3]])
        XCTAssertEqual(canonical.screens.map(\.title), ["Home", "Next", "Modal"])
        XCTAssertEqual(canonical.coordinators.map { [$0.id, $0.start, $0.top] }, [[1, 1, 2]])
    }
}
