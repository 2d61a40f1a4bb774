import Foundation
import HeadlessFlow

/// A screen that saves the number of the item it shows.
@MainActor
private final class BenchItemScreen: Screen, RestorableScreen {
    let item: Int

    init(item: Int) {
        self.item = item
        super.init(title: "Item \(item)")
    }

    var restorationState: Int { item }
}

@MainActor
private final class BenchRoot: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Home"), animated: animated)
    }
}

@MainActor
private final class BenchTabs: TabBarCoordinator {
    let context: CoordinatorContext
    let tabBar = TabBar(title: "Tabs")

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }
}

/// A flow that saves its number and moves to a start screen.
@MainActor
private final class BenchFlow: RestorableCoordinator {
    let context: CoordinatorContext
    let number: Int

    init(navigation: Navigation, number: Int) {
        context = CoordinatorContext(navigation: navigation)
        self.number = number
    }

    var restorationState: Int { number }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Flow \(number)"), animated: animated)
    }

    /// Moves to `count` more screens, every other one a restorable item screen.
    func fill(_ count: Int) throws {
        for index in 0..<count {
            let screen = index.isMultiple(of: 2) ? BenchItemScreen(item: number * 100 + index) : Screen()
            if !(screen is BenchItemScreen) { screen.title = "Detail \(number).\(index)" }
            try move(to: screen, animated: false)
        }
    }
}

@MainActor
private func benchRegistry() throws -> RestorationRegistry {
    var registry = RestorationRegistry()
    try registry.register(BenchItemScreen.self) { BenchItemScreen(item: $0) }
    try registry.register(BenchRoot.self) { BenchRoot(navigation: $0) }
    try registry.register(BenchTabs.self) { BenchTabs(navigation: $0) }
    try registry.register(BenchFlow.self) { number, navigation in
        BenchFlow(navigation: navigation, number: number)
    }
    return registry
}

/// The benchmark tree: a home screen and a tab bar with 10 tabs; in each tab an item flow with a
/// chain of `depth - 1` pushed child flows, each flow on `screensPerFlow` screens; the deepest
/// flows of the first and the sixth tab present a flow of `modalScreens` screens.
///
/// With the defaults: 2 + 10 × 7 × 14 + 2 × 9 = 1,000 screens, 74 coordinators, 13 navigations.
@MainActor
private func makeBenchTree(depth: Int = 7, screensPerFlow: Int = 14, modalScreens: Int = 9) throws
    -> BenchRoot
{
    let root = BenchRoot(navigation: Navigation())
    try root.startAsRoot(animated: false)
    let tabs = BenchTabs(navigation: root.navigation)
    try root.start(child: tabs, animated: false)
    var number = 0
    for tab in 0..<10 {
        number += 1
        var flow = BenchFlow(navigation: Navigation(), number: number)
        try tabs.addItem(title: "Tab \(tab)", coordinator: flow)
        try flow.fill(screensPerFlow - 1)
        for _ in 1..<depth {
            number += 1
            let child = BenchFlow(navigation: flow.navigation, number: number)
            try flow.start(child: child, animated: false)
            try child.fill(screensPerFlow - 1)
            flow = child
        }
        if tab == 0 || tab == 5 {
            number += 1
            let modal = BenchFlow(navigation: Navigation(), number: number)
            try flow.present(child: modal, animated: false)
            try modal.fill(modalScreens - 1)
        }
    }
    return root
}

// MARK: - The baseline's plain structs

/// The same records as the snapshot's tree, as plain `Codable` structs: what `JSONEncoder` and
/// `JSONDecoder` cost for the same data with no checks and no objects to build.
private struct PlainTree: Codable {
    var window: Int
    var navigations: [PlainNavigation]
    var screens: [PlainScreen]
    var coordinators: [PlainCoordinator]
}

private struct PlainNavigation: Codable {
    var id: Int
    var screens: [Int]
    var presented: Int?
}

private struct PlainScreen: Codable {
    var id: Int
    var type: String
    var title: String
    var state: Int?
    var tabs: [PlainTab]?
    var selectedTab: Int?
    var owner: Int?
}

private struct PlainTab: Codable {
    var title: String
    var navigation: Int
}

private struct PlainCoordinator: Codable {
    var id: Int
    var type: String
    var state: Int?
    var navigation: Int
    var presentation: String
    var parent: Int?
    var start: Int?
    var top: Int?
}

/// Plain records with the counts of `snapshot` (screens, coordinators, navigations and tabs) and
/// fields of the same lengths.
private func plainTree(like snapshot: NavigationSnapshot, navigations: Int, tabs: Int) -> PlainTree {
    let screens = snapshot.screenCount
    var tree = PlainTree(window: 1, navigations: [], screens: [], coordinators: [])
    let perNavigation = screens / navigations
    for index in 0..<navigations {
        let first = index * perNavigation + 1
        let last = index == navigations - 1 ? screens : first + perNavigation - 1
        tree.navigations.append(
            PlainNavigation(id: index + 1, screens: Array(first...last), presented: index == 3 ? 12 : nil))
    }
    for id in 1...screens {
        var screen = PlainScreen(
            id: id, type: id.isMultiple(of: 2) ? "BenchItemScreen" : "Screen",
            title: "Detail \(id / 14).\(id % 14)",
            state: id.isMultiple(of: 2) ? id : nil, tabs: nil, selectedTab: nil, owner: id / 14 + 1)
        if id == 2 {
            screen.tabs = (0..<tabs).map { PlainTab(title: "Tab \($0)", navigation: $0 + 2) }
            screen.selectedTab = 0
        }
        tree.screens.append(screen)
    }
    for id in 1...snapshot.coordinatorCount {
        tree.coordinators.append(
            PlainCoordinator(
                id: id, type: "BenchFlow", state: id, navigation: id / 7 + 1, presentation: "pushed",
                parent: id == 1 ? nil : id - 1, start: id * 13, top: id * 13 + 12))
    }
    return tree
}

// MARK: - The journal's baseline

/// The `journal.record-N` baseline: a journal written the plain way, recording the same events of
/// the same tree. It observes the root navigation's events, keeps every screen's title by ID (a
/// dictionary, hashed per change, as the journal's tree is), and appends to a ring of 500 entries
/// one entry per event: a summary string that names the screen, and the screens added or removed.
/// What the library's journal does on top (the coordinator tree, restorable state, deltas that
/// rebuild any earlier tree) is what the ratio measures.
@MainActor
private final class NaiveJournal {
    struct Entry {
        var summary: String
        var added: [(id: ScreenID, title: String)]
        var removed: [ScreenID]
    }

    private let navigation: Navigation
    private var titles: [ScreenID: String] = [:]
    private var ring: [Entry] = []
    private var start = 0
    private var token: ObservationToken?

    init(recording navigation: Navigation) {
        self.navigation = navigation
        for screen in navigation.screens { titles[screen.id] = screen.title }
        token = navigation.observeEvents { [weak self] event in self?.record(event) }
    }

    private func record(_ event: NavigationEvent) {
        var entry = Entry(summary: "", added: [], removed: [])
        switch event.change {
        case .pushed(let content):
            let title = navigation.screen(withID: content.id)?.title ?? ""
            titles[content.id] = title
            entry.added.append((content.id, title))
            entry.summary = "pushed \"\(title)\""
        case .popped(let ids):
            var names: [String] = []
            for id in ids { names.append(titles.removeValue(forKey: id) ?? "") }
            entry.removed = Array(ids)
            entry.summary = "popped \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
        default:
            entry.summary = "changed"
        }
        if ring.count < 500 {
            ring.append(entry)
        } else {
            ring[start] = entry
            start = (start + 1) % 500
        }
    }
}

// MARK: - Scenarios

/// `restore.snapshot-1000`: snapshot a tree of 1,000 screens, encode it with `JSONEncoder`, decode
/// it with `JSONDecoder` and restore it into a fresh window (then drop the restored tree), against
/// `JSONEncoder` plus `JSONDecoder` of plain structs holding the same numbers of records.
///
/// `journal.record-100`, `-1000` and `-10000`: what one event costs with a ``NavigationJournal``
/// recording a tree of that many screens, against the same event recorded by a `NaiveJournal`.
///
/// `journal.overhead-100`, `-1000` and `-10000`: the same journaled event against the same push
/// and pop on an equal tree that nothing records (`no-journal.event-N`), the yardstick of the
/// journal's ≤ 3× target.
@MainActor
func runRestorationBenchmarks() throws {
    let registry = try benchRegistry()
    if isSelected("restore.snapshot-1000") {
        let root = try makeBenchTree()
        let snapshot = registry.snapshot(of: root)
        precondition(
            snapshot.screenCount == 1000 && snapshot.omissions.isEmpty, "\(snapshot.screenCount) screens")
        let snapshotSize = try JSONEncoder().encode(snapshot).count
        let plain = plainTree(like: snapshot, navigations: 13, tabs: 10)
        let plainSize = try JSONEncoder().encode(plain).count
        bench(
            "restore.snapshot-1000", iterations: 100,
            scenario: { _ in
                let taken = registry.snapshot(of: root)
                let data = try! JSONEncoder().encode(taken)
                let decoded = try! JSONDecoder().decode(NavigationSnapshot.self, from: data)
                blackHole(try! registry.restore(decoded, into: Navigation(), as: BenchRoot.self))
            },
            baseline: "JSONEncoder+JSONDecoder-plain-structs",
            { _ in
                let data = try! JSONEncoder().encode(plain)
                blackHole(try! JSONDecoder().decode(PlainTree.self, from: data))
            })
        print(
            "size: restore.snapshot-1000 snapshot-json \(snapshotSize) bytes baseline-json \(plainSize) bytes"
        )
    }
    // 2 + 10 × 1 × screensPerFlow + 2 × 4 screens: 100, 1,000 and 10,000.
    for (screens, screensPerFlow, iterations) in [(100, 9, 2_000), (1_000, 99, 200), (10_000, 999, 20)] {
        guard isSelected("journal.record-\(screens)") || isSelected("journal.overhead-\(screens)") else {
            continue
        }
        let recorded = try makeBenchTree(depth: 1, screensPerFlow: screensPerFlow, modalScreens: 4)
        let plain = try makeBenchTree(depth: 1, screensPerFlow: screensPerFlow, modalScreens: 4)
        let bare = try makeBenchTree(depth: 1, screensPerFlow: screensPerFlow, modalScreens: 4)
        precondition(registry.snapshot(of: recorded).screenCount == screens)
        let naive = NaiveJournal(recording: plain.navigation)
        let journal = NavigationJournal(recording: recorded, registry: registry)
        let screen = Screen(title: "pushed")
        func pushPop(_ root: BenchRoot) -> (Int) -> Void {
            let navigation = root.navigation
            return { _ in
                try! navigation.push(screen, animated: false)
                try! navigation.pop(animated: false)
            }
        }
        bench(
            "journal.record-\(screens)", iterations: iterations, divisor: 2,
            scenario: pushPop(recorded), baseline: "naive-journal.event-\(screens)", pushPop(plain))
        bench(
            "journal.overhead-\(screens)", iterations: iterations, divisor: 2,
            scenario: pushPop(recorded), baseline: "no-journal.event-\(screens)", pushPop(bare))
        if isSelected("journal.record-\(screens)") {
            let entries = journal.recording().entries
            let json = try JSONEncoder().encode(entries)
            print(
                "size: journal.record-\(screens) entries \(entries.count) json-bytes-per-entry \(json.count / max(1, entries.count))"
            )
            if screens == 1_000 { try measureJournalMemory(registry: registry, pushPop: pushPop) }
        }
        blackHole((journal, naive, recorded, plain, bare))
    }
}

/// `memory: journal.record-1000`: the resident memory a journal's entries take (a journal that
/// keeps 20,000 entries records 20,000 events), and that a full journal stays flat (20,000 more
/// events at that capacity). Resident memory is counted in pages, so the figure per entry is an
/// estimate.
@MainActor
private func measureJournalMemory(
    registry: RestorationRegistry, pushPop: (BenchRoot) -> (Int) -> Void
) throws {
    let events = 20_000
    let root = try makeBenchTree(depth: 1, screensPerFlow: 99, modalScreens: 4)
    let journal = NavigationJournal(recording: root, registry: registry, capacity: events)
    let operation = pushPop(root)
    for index in 0..<500 { operation(index) }
    let empty = residentKilobytes()
    for index in 0..<events / 2 { operation(index) }
    let full = residentKilobytes()
    for index in 0..<events / 2 { operation(index) }
    let after = residentKilobytes()
    print(
        "memory: journal.record-1000 bytes-per-entry \((full - empty) * 1024 / events) (rss growth \(full - empty) KiB over \(events) entries), growth \(after - full) KiB over \(events) more events at capacity"
    )
    blackHole(journal)
}
