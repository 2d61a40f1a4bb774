import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class FlowPlanTests: XCTestCase {
    @MainActor func testPlan_ChangesNothing_AndTheRunDoesExactlyWhatItSaid() async throws {
        let navigation = Navigation()
        for title in ["Root", "Old"] { try navigation.push(Screen(title: title), animated: false) }
        let recorder = recordNavigation(navigation)
        var hooks: [String] = []
        let flow =
            Flow.pop.prepare { hooks.append("prepare") }
            + .push("Items") { Screen(title: "Items") }
            + .then("open first item") { context in
                .push("Item of \(context.topScreen?.title ?? "-")") { Screen(title: "Item 1") }
            }
            + Flow.present("Compose", style: .fullScreen) { Screen(title: "Compose") }.completion {
                hooks.append("completion")
            }

        let plan = try navigation.plan(flow, animated: true)

        XCTAssertEqual(outline(navigation), "Root > Old")
        recorder.assert([])  // a dry run announces nothing
        XCTAssertEqual(hooks, [])  // and calls no hook
        XCTAssertEqual(
            plan.description,
            """
            1. pop + prepare
            2. push "Items"
            3. then "open first item"
            4.   push "Item of Items"
            5. present "Compose" as fullScreen + completion
               popped "Old"
               pushed "Items"
               pushed "Item 1"
               presented "Compose" as fullScreen (animated)
            """)
        var titles = Dictionary(uniqueKeysWithValues: allScreens(navigation).map { ($0.id, $0.title) })

        try navigation.run(flow, animated: true)

        for screen in allScreens(navigation) { titles[screen.id] = screen.title }
        XCTAssertEqual(
            recorder.recordedEvents.map { FlowPlanLine.line($0, titles: titles) }, plan.changes)
        recorder.assert([
            #"popped "Old""#, #"pushed "Items""#, #"pushed "Item 1""#, #"presented "Compose" as fullScreen"#,
            #"didLoad "Compose""#, #"willDisappear "Old""#, #"willAppear "Compose""#, #"didDisappear "Old""#,
            #"didAppear "Compose""#,
        ])
        XCTAssertEqual(hooks, ["prepare", "completion"])
        XCTAssertEqual(outline(navigation), "Root > Items > Item 1 ^ (Compose)")
    }

    @MainActor func testPlan_StepRefused_ThrowsWhatTheRunWouldThrow() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Root"), animated: false)
        let recorder = recordNavigation(navigation)
        let flow = Flow.push("A") { Screen(title: "A") } + .dismiss

        XCTAssertThrowsError(try navigation.plan(flow, animated: true)) {
            guard case .stepFailed(2, "dismiss", let underlying) = $0 as? FlowError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(underlying as? NavigationError, .nothingPresented(navigation: navigation.id))
        }
        XCTAssertThrowsError(try navigation.run(flow, animated: true)) {
            guard case .stepFailed(2, "dismiss", _) = $0 as? FlowError else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(outline(navigation), "Root")
        recorder.assert([])
    }

    @MainActor func testPlan_InsideAnOpenTransaction_LeavesItsChangesAlone() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Root"), animated: false)
        let recorder = recordNavigation(navigation)

        let plan = try Navigation.transaction {
            try navigation.push(Screen(title: "Before"), animated: false)
            return try navigation.plan(.push("Planned") { Screen(title: "Planned") }, animated: false)
        }

        XCTAssertEqual(plan.changes, [#"pushed "Planned""#])
        XCTAssertEqual(outline(navigation), "Root > Before")
        recorder.assert([
            #"pushed "Before""#, #"didLoad "Before""#, #"willDisappear "Root""#, #"willAppear "Before""#,
            #"didDisappear "Root""#, #"didAppear "Before""#,
        ])
    }
}

/// The line ``FlowPlan/changes`` holds for an event, made the same way for a real run.
enum FlowPlanLine {
    static func line(_ event: NavigationEvent, titles: [ScreenID: String]) -> String {
        event.change.readableDescription { titles[$0] } + (event.animated ? " (animated)" : "")
    }
}
