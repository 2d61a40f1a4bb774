import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class CoordinatorBoundFlowsTests: XCTestCase {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }

    /// A coordinator that records the intent errors it is asked to handle, and handles them when
    /// told to.
    @MainActor private final class Node: Coordinator {
        let context: CoordinatorContext
        let name: String
        var handles = false
        var log: [String] = []

        init(_ name: String, navigation: Navigation) {
            self.name = name
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: name), animated: animated)
        }

        func handle(intentError error: any Error, from coordinator: any Coordinator) -> Bool {
            log.append(
                "\(name) \(handles ? "handled" : "passed on") \(error) from \((coordinator as? Node)?.name ?? "?")"
            )
            return handles
        }
    }

    /// A screen that keeps what it calls when tapped, as a view-model would.
    @MainActor private final class ListScreen: Screen {
        var onTap: (@MainActor () -> Void)?
    }

    /// Failures a reporter was handed; only touched on the main thread, where the tests run.
    private final class Captured: @unchecked Sendable {
        var messages: [String] = []
    }

    @MainActor func testAction_Called_RunsTheFlowOnTheCoordinatorAsOneTransition() async throws {
        let navigation = Navigation()
        let app = Node("app", navigation: navigation)
        try app.startAsRoot(animated: false)
        let recorder = recordNavigation(navigation)
        let flow = Flow.push("A") { Screen(title: "A") } + .push("B") { Screen(title: "B") }
        let plan = try app.plan(flow, animated: true)

        let showB = app.action(for: flow)
        XCTAssertEqual(recorder.recordedLines, [])  // binding runs nothing
        showB()

        XCTAssertEqual(recorder.recordedChanges, plan.changes)
        XCTAssertEqual(app.topScreen?.title, "B")  // moved to: the screens belong to app
        recorder.assert([
            #"pushed "A""#, #"pushed "B""#, #"didLoad "B""#, #"willDisappear "app""#, #"willAppear "B""#,
            #"didDisappear "app""#, #"didAppear "B""#,
        ])
    }

    @MainActor func testAction_TheRunFails_TheErrorClimbsTheIntentErrorPathAndNothingChanges() async throws {
        let navigation = Navigation()
        let root = Node("root", navigation: navigation)
        try root.startAsRoot(animated: false)
        let child = Node("child", navigation: navigation)
        try root.start(child: child, animated: false)
        root.handles = true
        let recorder = recordNavigation(navigation)

        let tap = (Flow.push("A") { Screen(title: "A") } + .push("B") { throw Refused() }).bound(to: child)
        tap()

        XCTAssertEqual(
            child.log,
            [#"child passed on Step 2 (push "B") failed and nothing was changed: refused from child"#])
        XCTAssertEqual(
            root.log, [#"root handled Step 2 (push "B") failed and nothing was changed: refused from child"#])
        XCTAssertEqual(outline(navigation), "root > child")
        recorder.assert([])
    }

    @MainActor func testAction_NobodyHandlesTheError_FailsTheTestThroughFailOnUnhandledIntentErrors()
        async throws
    {
        let captured = Captured()
        failOnUnhandledIntentErrors(
            reporter: FailureReporter { message, _ in captured.messages.append(message) })
        let navigation = Navigation()
        let app = Node("app", navigation: navigation)
        try app.startAsRoot(animated: false)

        app.action(for: .dismiss)()

        XCTAssertEqual(
            app.log,
            [
                "app passed on Step 1 (dismiss) failed and nothing was changed: \(NavigationError.nothingPresented(navigation: navigation.id)) from app"
            ])
        XCTAssertEqual(
            captured.messages,
            [
                "an intent of Node threw Step 1 (dismiss) failed and nothing was changed: "
                    + "\(NavigationError.nothingPresented(navigation: navigation.id)), and no coordinator handled it"
            ])
    }

    @MainActor func testActionOnANavigation_RunsThereAndReportsToTheCoordinator() async throws {
        let navigation = Navigation()
        let app = Node("app", navigation: navigation)
        try app.startAsRoot(animated: false)
        app.handles = true
        let sheet = try navigation.present(Screen(title: "Sheet"), animated: false)
        let recorder = recordNavigation(navigation)

        app.action(for: .push("More") { Screen(title: "More") }, on: sheet, animated: false)()
        app.action(for: .pop + .pop, on: sheet)()

        XCTAssertEqual(outline(navigation), "app ^ (Sheet > More)")
        XCTAssertEqual(app.log.count, 1)
        XCTAssertTrue(app.log[0].hasPrefix("app handled Step 2 (pop) failed"), app.log[0])
        recorder.assert([
            #"pushed "More""#, #"didLoad "More""#, #"willDisappear "Sheet""#, #"willAppear "More""#,
            #"didDisappear "Sheet""#, #"didAppear "More""#,
        ])
    }

    @MainActor func testActionTakingAValue_MakesAndRunsTheFlowForIt() async throws {
        let navigation = Navigation()
        let app = Node("app", navigation: navigation)
        try app.startAsRoot(animated: false)

        let select = app.action(animated: false) { (id: Int) in
            .push("Item \(id)") { Screen(title: "Item \(id)") }
        }
        select(3)
        select(4)

        XCTAssertEqual(outline(navigation), "app > Item 3 > Item 4")
        XCTAssertEqual(app.log, [])
    }

    // MARK: - Lifetime

    @MainActor func testBoundFlow_HeldByAScreen_DoesNotKeepTheCoordinatorAlive() async throws {
        let navigation = Navigation()
        let root = Node("root", navigation: navigation)
        try root.startAsRoot(animated: false)
        var built = 0
        let screen = ListScreen(title: "List")
        weak var released: Node?
        do {
            let child = Node("child", navigation: navigation)
            try root.start(child: child, animated: false)
            // The screen holds the closure, and outlives the coordinator.
            screen.onTap = Flow.push("Detail") {
                built += 1
                return Screen(title: "Detail")
            }.bound(to: child)
            screen.onTap?()
            XCTAssertEqual(child.topScreen?.title, "Detail")
            try child.finish(animated: false)
            released = child
        }
        let recorder = recordNavigation(navigation)

        XCTAssertNil(released)
        screen.onTap?()  // the coordinator is gone: nothing runs, nothing is reported

        XCTAssertEqual(built, 1)
        XCTAssertEqual(outline(navigation), "root")
        XCTAssertEqual(root.log, [])
        recorder.assert([])
    }
}
