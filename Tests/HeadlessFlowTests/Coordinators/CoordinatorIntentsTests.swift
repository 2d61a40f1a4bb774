import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class CoordinatorIntentsTests: XCTestCase {
    struct Refused: Error, CustomStringConvertible {
        let what: String
        var description: String { "refused \(what)" }
    }

    /// A coordinator that records the errors it is asked to handle, handling those it is told to.
    @MainActor private final class Node: Coordinator {
        let context: CoordinatorContext
        let name: String
        var handles: (any Error) -> Bool = { _ in false }
        var log: [String]

        init(_ name: String, navigation: Navigation, log: [String] = []) {
            self.name = name
            self.log = log
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: name), animated: animated)
        }

        func handle(intentError error: any Error, from coordinator: any Coordinator) -> Bool {
            let handled = handles(error)
            log.append(
                "\(name) \(handled ? "handled" : "passed on") \(error) from \((coordinator as? Node)?.name ?? "?")"
            )
            return handled
        }
    }

    @MainActor private func withUnhandledErrors(_ body: () throws -> Void) rethrows -> [String] {
        var unhandled: [String] = []
        let previous = UnhandledIntentError.handler
        UnhandledIntentError.handler = { error, coordinator in
            unhandled.append("\(error) from \((coordinator as? Node)?.name ?? "?")")
        }
        defer { UnhandledIntentError.handler = previous }
        try body()
        return unhandled
    }

    @MainActor func testIntent_Throws_ClimbsToTheFirstCoordinatorThatHandlesIt() async throws {
        let navigation = Navigation()
        let root = Node("root", navigation: navigation)
        try root.startAsRoot(animated: false)
        let middle = Node("middle", navigation: navigation)
        try root.start(child: middle, animated: false)
        let leaf = Node("leaf", navigation: navigation)
        try middle.start(child: leaf, animated: false)
        root.handles = { $0 is Refused }

        let tap = leaf.intent { leaf in throw Refused(what: "tap on \(leaf.name)") }
        let unhandled = withUnhandledErrors { tap() }

        XCTAssertEqual(leaf.log, ["leaf passed on refused tap on leaf from leaf"])
        XCTAssertEqual(middle.log, ["middle passed on refused tap on leaf from leaf"])
        XCTAssertEqual(root.log, ["root handled refused tap on leaf from leaf"])
        XCTAssertEqual(unhandled, [])
    }

    @MainActor func testIntent_NobodyHandles_GoesToTheUnhandledHandler() async throws {
        let app = Node("app", navigation: Navigation())
        try app.startAsRoot(animated: false)
        let select = app.intent { (app: Node, row: Int) in
            app.log.append("selected \(row)")
            if row > 1 { throw Refused(what: "row \(row)") }
        }

        let unhandled = withUnhandledErrors {
            select(1)
            select(2)
        }

        XCTAssertEqual(app.log, ["selected 1", "selected 2", "app passed on refused row 2 from app"])
        XCTAssertEqual(unhandled, ["refused row 2 from app"])
    }

    @MainActor func testIntent_HoldsTheCoordinatorWeakly_AndDoesNothingOnceItIsGone() async throws {
        var ran = 0
        weak var released: Node?
        var tap: (@MainActor () -> Void)?
        do {
            let app = Node("app", navigation: Navigation())
            tap = app.intent { _ in ran += 1 }
            tap?()
            released = app
        }

        XCTAssertNil(released)
        tap?()
        XCTAssertEqual(ran, 1)
    }

    @MainActor func testIntent_AsOnFinish_HandsTheParentOverAndReportsWhatItThrows() async throws {
        let navigation = Navigation()
        let root = Node("root", navigation: navigation)
        try root.startAsRoot(animated: false)
        root.handles = { $0 is Refused }
        let recorder = NavigationRecorder(navigation, exhaustive: false)
        var history: [String] = []
        var seen = 0
        func flush() {
            history += recorder.recordedChanges.dropFirst(seen) + root.log
            seen = recorder.recordedChanges.count
            root.log = []
        }
        func record(_ step: () throws -> Void) rethrows {
            try step()
            flush()
        }
        let first = Node("first", navigation: navigation)
        let second = Node("second", navigation: navigation)

        try record {
            try root.start(
                child: first, animated: false,
                onFinish: root.intent { root, outcome in
                    flush()
                    history.append("\(root.name) heard \(outcome)")
                    try root.move(to: Screen(title: "After first"), animated: false)
                })
        }
        try record { try first.finish(animated: false) }
        try record {
            try root.start(
                child: second, animated: false,
                onFinish: root.intent { root, _ in throw Refused(what: "what \(root.name) was told") })
        }
        try record { try second.finish(animated: false) }

        XCTAssertEqual(
            history,
            [
                #"pushed "first""#, #"popped "first""#, "root heard finished()", #"pushed "After first""#,
                #"pushed "second""#, #"popped "second""#, "root handled refused what root was told from root",
            ])
    }

    @MainActor func testIntent_AsOnFinish_TreeDropped_KeepsNoCycleAndIsFreed() async throws {
        weak var releasedRoot: Node?
        weak var releasedChild: Node?
        do {
            let root = Node("root", navigation: Navigation())
            try root.startAsRoot(animated: false)
            let child = Node("child", navigation: root.navigation)
            try root.start(
                child: child, animated: false, onFinish: root.intent { root, _ in root.log.append("heard") })
            releasedRoot = root
            releasedChild = child
        }

        XCTAssertNil(releasedRoot, "the running child's onFinish does not hold its parent")
        XCTAssertNil(releasedChild)
    }
}
