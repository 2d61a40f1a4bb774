import HeadlessFlow
import XCTest

/// A coordinator that logs every message of its type with its sender, and answers as told.
@MainActor
private final class Listener: MessageHandling {
    enum Message: Equatable { case themeChanged, refresh }

    let context: CoordinatorContext
    let name: String
    var handles = true
    private let log: Log

    init(_ name: String, navigation: Navigation, log: Log) {
        self.name = name
        self.log = log
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: name), animated: animated)
    }

    func receive(_ message: Message) -> Bool {
        XCTFail("the library calls receive(_:from:)")
        return false
    }

    func receive(_ message: Message, from sender: any Coordinator) -> Bool {
        let from = (sender as? Listener)?.name ?? (sender as? ListeningTabs).map { _ in "tabs" } ?? "?"
        log.lines.append("\(name) got \(message) from \(from)\(handles ? "" : ", passed on")")
        return handles
    }
}

@MainActor
private final class ListeningTabs: TabBarCoordinator {
    let context: CoordinatorContext
    let tabBar = TabBar(title: "tabs")

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }
}

@MainActor
private final class Log {
    var lines: [String] = []
}

/// Integrator's message idioms: broadcast to every running descendant, send to a coordinator by
/// type, a receive that knows its sender, and a handler that passes a message on.
final class CoordinatorBroadcastTests: XCTestCase {
    /// root ─ tabs ─ [a (with child a1), b, c (with child c1 ─ child c2)]
    @MainActor private func makeTree(_ log: Log) throws -> (
        root: Listener, tabs: ListeningTabs, all: [String: Listener]
    ) {
        let window = Navigation()
        let root = Listener("root", navigation: window, log: log)
        try root.startAsRoot(animated: false)
        let tabs = ListeningTabs(navigation: window)
        try root.start(child: tabs, animated: false)
        var all: [String: Listener] = ["root": root]
        for name in ["a", "b", "c"] {
            let item = Listener(name, navigation: Navigation(), log: log)
            try tabs.addItem(title: name, coordinator: item)
            all[name] = item
        }
        let a1 = Listener("a1", navigation: all["a"]!.navigation, log: log)
        try all["a"]!.start(child: a1, animated: false)
        let c1 = Listener("c1", navigation: all["c"]!.navigation, log: log)
        try all["c"]!.start(child: c1, animated: false)
        let c2 = Listener("c2", navigation: c1.navigation, log: log)
        try c1.start(child: c2, animated: false)
        all["a1"] = a1
        all["c1"] = c1
        all["c2"] = c2
        return (root, tabs, all)
    }

    @MainActor func testBroadcast_ReachesEveryRunningDescendant_TabsNotSelectedIncluded() async throws {
        let log = Log()
        let (root, _, all) = try makeTree(log)
        all["b"]!.handles = false

        let handled = root.broadcast(Listener.Message.themeChanged)

        XCTAssertEqual(
            log.lines,
            [
                "a got themeChanged from root", "a1 got themeChanged from root",
                "b got themeChanged from root, passed on", "c got themeChanged from root",
                "c1 got themeChanged from root", "c2 got themeChanged from root",
            ])
        XCTAssertEqual(handled.compactMap { ($0 as? Listener)?.name }, ["a", "a1", "c", "c1", "c2"])
        XCTAssertEqual(root.broadcast("a type nobody takes").count, 0)
    }

    @MainActor func testBroadcast_SkipsWhatFinished() async throws {
        let log = Log()
        let (root, _, all) = try makeTree(log)
        try all["c1"]!.finish(animated: false)
        log.lines = []

        root.broadcast(Listener.Message.refresh)

        XCTAssertEqual(
            log.lines,
            [
                "a got refresh from root", "a1 got refresh from root", "b got refresh from root",
                "c got refresh from root",
            ])
    }

    @MainActor func testSendTo_TheOneOfThatTypeBelow_ReceivesIt() async throws {
        let log = Log()
        let (_, tabs, all) = try makeTree(log)

        XCTAssertIdentical(try all["c1"]!.send(.refresh, to: Listener.self), all["c2"])
        all["a1"]!.handles = false
        XCTAssertNil(try all["a"]!.send(.refresh, to: Listener.self), "a1 answered false")
        XCTAssertNil(try all["c2"]!.send(.refresh, to: Listener.self), "nothing runs below c2")
        XCTAssertNil(try tabs.send(7, to: ListeningChild.self), "no coordinator of that type runs")

        XCTAssertEqual(log.lines, ["c2 got refresh from c1", "a1 got refresh from a, passed on"])
    }

    @MainActor func testSendTo_TwoOfThatTypeBelow_ThrowsNamingThemAndDeliversNothing() async throws {
        let log = Log()
        let (root, tabs, all) = try makeTree(log)

        XCTAssertThrowsError(try tabs.send(.refresh, to: Listener.self)) { error in
            guard case .ambiguousTarget(let type, let sender, let candidates) = error as? MessageError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(type, "Listener")
            XCTAssertEqual(sender, "ListeningTabs")
            XCTAssertEqual(candidates.count, 6)
            XCTAssertEqual(
                candidates.first,
                "Listener on \(all["a"]!.navigation.id), showing \(all["a"]!.navigation.topScreen!.title.debugDescription)"
            )
            XCTAssertTrue("\(error)".hasSuffix("where: { $0 === theOneYouMean }."), "\(error)")
        }
        XCTAssertThrowsError(try root.send(.refresh, to: Listener.self, where: { $0.name.hasPrefix("c") }))

        XCTAssertEqual(log.lines, [], "nobody received a message meant for one of several")
    }

    @MainActor func testSendTo_Where_AddressesOneOfSeveral() async throws {
        let log = Log()
        let (root, tabs, all) = try makeTree(log)

        XCTAssertIdentical(try root.send(.refresh, to: Listener.self, where: { $0 === all["c1"] }), all["c1"])
        XCTAssertIdentical(try tabs.send(.refresh, to: Listener.self, where: { $0.name == "b" }), all["b"])
        XCTAssertNil(try tabs.send(.refresh, to: Listener.self, where: { $0 === root }), "root is not below")

        XCTAssertEqual(log.lines, ["c1 got refresh from root", "b got refresh from tabs"])
    }

    @MainActor func testAHandlerThatPassesItOn_LetsTheMessageTravelUpAndDown() async throws {
        let log = Log()
        let (root, tabs, all) = try makeTree(log)
        all["c1"]!.handles = false

        XCTAssertIdentical(all["c2"]!.sendUp(Listener.Message.refresh), all["c"])
        try tabs.selectItem(at: 2)
        all["c"]!.handles = false
        XCTAssertIdentical(root.sendDown(Listener.Message.refresh), all["c2"])

        XCTAssertEqual(
            log.lines,
            [
                "c1 got refresh from c2, passed on", "c got refresh from c2",
                "c got refresh from root, passed on", "c1 got refresh from root, passed on",
                "c2 got refresh from root",
            ])
    }
}

@MainActor
private final class ListeningChild: MessageHandling {
    let context = CoordinatorContext(navigation: Navigation())
    func start(animated: Bool) throws {}
    func receive(_ message: Int) -> Bool { true }
}
