import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class FlowTests: XCTestCase {
    @MainActor func testDescription_EveryKindOfStep_PrintsTheJourneyWithoutBuilding() async throws {
        var builds = 0
        func screen(_ title: String) -> Screen {
            builds += 1
            return Screen(title: title)
        }

        let flow: Flow =
            .push("Items") { screen("Items") }
            + .present("Compose") { screen("Compose") }.prepare { builds += 100 }
            + .present("Terms", style: .fullScreen) { screen("Terms") }
            + .dismiss + .pop + .popToRoot
            + .replaceStart("Home") { screen("Home") }.completion("focus") {}
            + .selectTab(1)
            + .setTabItems([TabBarItem(title: "Feed"), TabBarItem(title: "Profile")])
            + .then("open first item") { _ in .push("Item") { screen("Item") } }

        XCTAssertEqual(
            flow.description,
            """
            1. push "Items"
            2. present "Compose" + prepare
            3. present "Terms" as fullScreen
            4. dismiss
            5. pop
            6. pop to root
            7. replace start with "Home" + completion "focus"
            8. select tab 1
            9. set tab items "Feed", "Profile"
            10. then "open first item"
            """)
        XCTAssertEqual(flow.count, 10)
        XCTAssertEqual(builds, 0)
    }

    @MainActor func testDescription_TheRestOfTheVocabulary_PrintsEveryStepWithoutBuilding() async throws {
        var builds = 0
        func screen(_ title: String) -> Screen {
            builds += 1
            return Screen(title: title)
        }

        let flow: Flow =
            .empty
            + .setStack([FlowScreen("A") { screen("A") }, FlowScreen.tabBar("B") { TabBar(title: "B") }])
            + .replaceTop("C") { screen("C") } + .popToFirst(Screen.self) + .popToFirst("draft") { _ in true }
            + .setWindowRoot("D") { screen("D") } + .setWindowRoot(tabBar: "E") { TabBar(title: "E") }
            + .push(tabBar: "F") { TabBar(title: "F") }
            + .setTabs([FlowTab("G", .push("G") { screen("G") }), FlowTab(TabBarItem(title: "H"), .empty)])
            + .presentOnTop("I", style: .fullScreen) { screen("I") } + .presentOnTop("J") { screen("J") }
            + .dismissTop + .step("custom") { _ in }
            + Flow.pop.animated(false).configure("delegate") { _, _ in }.configure { _, _ in }

        XCTAssertEqual(
            flow.description,
            """
            1. set stack "A", "B"
            2. replace top with "C"
            3. pop to first Screen
            4. pop to first draft
            5. set window root "D"
            6. set window root "E"
            7. push "F"
            8. set tabs "G", "H"
            9. present "I" on top as fullScreen
            10. present "J" on top
            11. dismiss top
            12. custom
            13. pop (not animated) + configure "delegate" + configure
            """)
        XCTAssertEqual(flow.count, 13)
        XCTAssertEqual(builds, 0)
    }

    @MainActor func testHooks_OnAFlowOfSeveralSteps_PrepareGoesFirstAndCompletionLast() async throws {
        let flow = (Flow.push("A") { Screen(title: "A") } + .push("B") { Screen(title: "B") })
            .prepare("first") {}
            .completion {}
            .prepare("second") {}

        XCTAssertEqual(
            flow.description,
            """
            1. push "A" + prepare "first" + prepare "second"
            2. push "B" + completion
            """)
    }

    @MainActor func testConcatenation_GroupedEitherWay_RunsTheSameSteps() async throws {
        let a: Flow = .push("A") { Screen(title: "A") }
        let b: Flow = .present("B") { Screen(title: "B") }
        let c: Flow = .push("C") { Screen(title: "C") } + .pop

        let left = (a + b) + c
        let right = a + (b + c)
        let chained = a.then(b).then(c)

        XCTAssertEqual(left.description, right.description)
        XCTAssertEqual(chained.description, right.description)
        var plans: [[String]] = []
        for flow in [left, right, chained] {
            let navigation = Navigation()
            try navigation.push(Screen(title: "Root"), animated: false)
            let plan = try navigation.plan(flow, animated: true)
            plans.append(plan.steps + plan.changes)
        }
        XCTAssertEqual(plans[0], plans[1])
        XCTAssertEqual(plans[0], plans[2])
        XCTAssertEqual(
            plans[0],
            [
                #"1. push "A""#, #"2. present "B""#, #"3. push "C""#, "4. pop",
                #"pushed "A""#, #"presented "B" (animated)"#,
            ])
    }

    @MainActor func testThenLabel_OnAFlow_AppendsARecursiveStep() async throws {
        let flow = Flow.push("List") { Screen(title: "List") }.then("open first item") { _ in nil }

        XCTAssertEqual(flow.description, "1. push \"List\"\n2. then \"open first item\"")
    }
}
