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
                let title = "Item of \(context.topScreen?.title ?? "-")"
                return .push(title) { Screen(title: title) }
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
               pushed "Item of Items"
               presented "Compose" as fullScreen (animated)
            """)
        var titles = Dictionary(uniqueKeysWithValues: allScreens(navigation).map { ($0.id, $0.title) })

        try navigation.run(flow, animated: true)

        for screen in allScreens(navigation) { titles[screen.id] = screen.title }
        XCTAssertEqual(
            recorder.recordedEvents.map { FlowPlanLine.line($0, titles: titles) }, plan.changes)
        recorder.assert([
            #"popped "Old""#, #"pushed "Items""#, #"pushed "Item of Items""#,
            #"presented "Compose" as fullScreen"#,
            #"didLoad "Compose""#, #"willDisappear "Old""#, #"willAppear "Compose""#, #"didDisappear "Old""#,
            #"didAppear "Compose""#,
        ])
        XCTAssertEqual(hooks, ["prepare", "completion"])
        XCTAssertEqual(outline(navigation), "Root > Items > Item of Items ^ (Compose)")
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

    @MainActor func testPlan_ScreensThatComeAndGoWithinTheRun_AreNamedByTitle() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Root"), animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)
        var titles: [ScreenID: String] = [:]
        func screen(_ title: String) -> Screen {
            let screen = Screen(title: title)
            titles[screen.id] = title
            return screen
        }
        let flow = Flow.push("X") { screen("X") } + .present("M") { screen("M") } + .dismiss + .pop

        let plan = try navigation.plan(flow, animated: false)

        XCTAssertEqual(plan.changes, [#"pushed "X""#, #"presented "M""#, #"dismissed "M""#, #"popped "X""#])
        try navigation.run(flow, animated: false)
        XCTAssertEqual(recorder.recordedEvents.map { FlowPlanLine.line($0, titles: titles) }, plan.changes)
        recorder.finish()
    }

    @MainActor func testBuilders_RunOnceAndOnlyWhenTheirStepRuns() async throws {
        let navigation = Navigation()
        let app = StepsCoordinator("app", navigation: navigation)
        try app.startAsRoot(animated: false)
        var built: [String] = []
        func screen(_ title: String) -> Screen {
            built.append(title)
            return Screen(title: title)
        }
        let flow =
            Flow.replaceStart("Start") { screen("Start") } + .push("A") { screen("A") }
            + .present("B", style: .fullScreen) { screen("B") } + .push("C") { screen("C") }
            + .then("d") { _ in .push("D") { screen("D") } } + .dismiss + .popToRoot

        // A dry run names screens by their steps' titles and builds none.
        let plan = try app.plan(flow, animated: true)
        XCTAssertTrue(app.canRun(flow))
        XCTAssertTrue(navigation.canRun(.push("E") { screen("E") }))
        XCTAssertEqual(built, [])
        XCTAssertEqual(
            plan.changes,
            [
                #"replaced "app0" with "Start""#, #"pushed "A""#,
                #"presented "B", "C", "D" as fullScreen"#, #"dismissed "D""#, #"popped "A" (animated)"#,
            ])

        try app.run(flow, animated: true)
        XCTAssertEqual(built, ["Start", "A", "B", "C", "D"])

        // A refused step builds nothing: not in the run, the plan or canRun.
        built = []
        try navigation.run(.present("Modal") { screen("Modal") }, animated: false)
        let second = Flow.present("Second") { screen("Second") }
        XCTAssertThrowsError(try navigation.plan(second, animated: false))
        XCTAssertFalse(navigation.canRun(second))
        XCTAssertThrowsError(try navigation.run(second, animated: false)) {
            guard case .stepFailed(1, _, let underlying) = $0 as? FlowError else { return XCTFail("\($0)") }
            XCTAssertEqual(
                underlying as? NavigationError,
                .alreadyPresenting(navigation: navigation.id, presented: navigation.presented!.id))
        }
        XCTAssertEqual(built, ["Modal"])
    }

    /// Random flows from random trees: a plan builds and announces nothing, and the run that
    /// follows announces exactly the planned lines, or both refuse at the same step.
    @MainActor func testPlanThenRun_RandomFlowsFromRandomTrees_RunAnnouncesThePlan() async throws {
        var random = SeededRandom(seed: 20_261_125)
        var ran = 0
        var refused = 0
        for round in 0..<300 {
            let world = RandomFlowWorld(random: &random)
            let flow = world.randomFlow(random: &random)
            let navigation = world.navigation
            let before = outline(navigation)
            let recorder = recordNavigation(navigation, exhaustive: false)
            let context = "round \(round), from \(before), flow:\n\(flow)"

            let planned = Result { () throws(FlowError) in try navigation.plan(flow, animated: true) }
            let runnable = navigation.canRun(flow)
            XCTAssertEqual(world.built, [], "a dry run built screens; \(context)")
            XCTAssertEqual(recorder.recordedEvents.count, 0, "a dry run announced; \(context)")
            XCTAssertEqual(outline(navigation), before, "a dry run changed the tree; \(context)")

            var titles = Dictionary(uniqueKeysWithValues: allScreens(navigation).map { ($0.id, $0.title) })
            let run = Result { () throws(FlowError) in try navigation.run(flow, animated: true) }
            titles.merge(world.builtTitles) { old, _ in old }
            switch (planned, run) {
            case (.success(let plan), .success):
                ran += 1
                XCTAssertTrue(runnable, context)
                XCTAssertEqual(
                    recorder.recordedEvents.map { FlowPlanLine.line($0, titles: titles) }, plan.changes,
                    context)
            case (
                .failure(.stepFailed(let planStep, let planned, _)),
                .failure(.stepFailed(let runStep, let ran, _))
            ):
                refused += 1
                XCTAssertFalse(runnable, context)
                // The same step, refused for the same reason (the IDs in the message differ: the
                // plan's stand-ins are not the run's screens).
                XCTAssertEqual(planStep, runStep, context)
                XCTAssertEqual(planned, ran, context)
                XCTAssertEqual(outline(navigation), before, context)
            default:
                XCTFail("the plan and the run disagree: \(planned) / \(run); \(context)")
            }
            recorder.finish()
        }
        XCTAssertGreaterThan(ran, 60)
        XCTAssertGreaterThan(refused, 30)
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

/// A random tree (a stack, perhaps a tab bar on top, perhaps a modal) and random flows over it,
/// every screen titled uniquely and built with the title its step gives.
@MainActor
private final class RandomFlowWorld {
    let navigation = Navigation()
    /// The titles of the screens the run built, in order; a dry run must add none.
    private(set) var built: [String] = []
    /// The titles of the screens the run built, by ID, to name those it also removed.
    private(set) var builtTitles: [ScreenID: String] = [:]
    private var next = 0

    init(random: inout SeededRandom) {
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            try? navigation.push(Screen(title: newTitle()), animated: false)
        }
        if Bool.random(using: &random) {
            let tabBar = TabBar(title: newTitle())
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let tab = Navigation()
                try? tab.push(Screen(title: newTitle()), animated: false)
                try? tabBar.addTab(TabBarItem(title: newTitle()), navigation: tab)
            }
            try? navigation.push(tabBar, animated: false)
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            _ = try? navigation.present(Screen(title: newTitle()), animated: false)
        }
    }

    private func newTitle() -> String {
        next += 1
        return "S\(next)"
    }

    /// Builds a screen titled `title`, recording it.
    private func builder(_ title: String) -> @MainActor () -> Screen {
        { [unowned self] in
            let screen = Screen(title: title)
            built.append(title)
            builtTitles[screen.id] = title
            return screen
        }
    }

    private func step(_ random: inout SeededRandom, depth: Int) -> Flow {
        let title = newTitle()
        let build = builder(title)
        switch Int.random(in: 0..<19, using: &random) {
        case 10:
            let second = newTitle()
            return .setStack([FlowScreen(title, build), FlowScreen(second, builder(second))])
        case 11: return .replaceTop(title, build)
        case 12: return .popToFirst("S") { $0.title.hasPrefix("S") }
        case 13: return .setWindowRoot(title, build)
        case 14: return .presentOnTop(title, build)
        case 15: return .dismissTop
        case 16:
            let tab = newTitle()
            return .setTabs([FlowTab(title, .push(tab, builder(tab))), FlowTab("T", .empty)])
        case 17: return Flow.push(title, build).animated(false)
        case 18: return .empty
        case 0, 1: return .push(title, build)
        case 2: return .present(title, style: [.sheet, .fullScreen].randomElement(using: &random)!, build)
        case 3: return .dismiss
        case 4: return .pop
        case 5: return .popToRoot
        case 6: return .selectTab(Int.random(in: 0..<3, using: &random))
        case 7:
            return .setTabItems(
                (0..<Int.random(in: 1...3, using: &random)).map { TabBarItem(title: "T\($0)") })
        default:
            guard depth < 2 else { return .pop }
            let inner = randomFlow(random: &random, depth: depth + 1)
            let decides = Bool.random(using: &random)
            // Decides from what the tree shows, as recursive steps do: stand-in screens carry the
            // titles their steps give, so a dry run decides the same.
            return .then("t\(title)") { context in
                decides || context.topScreen?.title.hasPrefix("S") == true ? inner : nil
            }
        }
    }

    func randomFlow(random: inout SeededRandom, depth: Int = 0) -> Flow {
        var flow = step(&random, depth: depth)
        for _ in 0..<Int.random(in: 0...4, using: &random) { flow = flow + step(&random, depth: depth) }
        return flow
    }
}
