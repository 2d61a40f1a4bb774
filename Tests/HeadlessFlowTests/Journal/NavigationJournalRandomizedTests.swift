import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// The journal follows the tree from events and coordinator notes alone (O(change)); these tests
/// hold it to a whole-tree capture after every one of many seeded random operations.
final class NavigationJournalRandomizedTests: XCTestCase {
    @MainActor func testRandomOperations_RecordedTreeEqualsAWholeTreeCaptureAfterEveryOne() async throws {
        let world = try JournalWorld(seed: 0x00C0_FFEE_2025)
        var failures: [String] = []
        var kinds: [String: Int] = [:]
        for step in 1...10_000 {
            let kind = world.step()
            kinds[kind, default: 0] += 1
            let recorded = world.journal.treeAsRecorded
            let captured = world.registry.capturedTree(of: world.root)
            if recorded != captured {
                failures.append("step \(step) (\(kind)): recorded \(recorded), captured \(captured)")
                break
            }
            if step.isMultiple(of: 100) {
                let replayed = world.journal.recording().replayed()
                if replayed != world.registry.snapshot(of: world.root) {
                    failures.append("step \(step) (\(kind)): the replay differs from the tree")
                    break
                }
            }
        }
        XCTAssertEqual(failures, [])
        // Every kind of operation ran, and often enough to matter.
        XCTAssertEqual(Set(kinds.keys), Set(JournalWorld.kinds))
        XCTAssertEqual(kinds.values.filter { $0 < 100 }, [], "\(kinds)")
        XCTAssertGreaterThan(world.vetoedCount, 50)
        XCTAssertGreaterThan(world.journal.entries.count, 0)
        // Every alert's presenter heard of it at most once, and many did.
        XCTAssertEqual(world.alertOutcomesDeliveredTwice, [])
        XCTAssertGreaterThan(world.alertOutcomes.count, 100)
    }
}

// MARK: - The world

@MainActor
private final class JournalItem: Screen, RestorableScreen {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(title: "Item \(number)")
    }

    var restorationState: Int { number }
}

@MainActor
private final class JournalRoot: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Home"), animated: animated)
    }
}

@MainActor
private final class JournalFlow: RestorableCoordinator {
    let context: CoordinatorContext
    let number: Int
    let screens: Int

    init(navigation: Navigation, number: Int, screens: Int) {
        self.context = CoordinatorContext(navigation: navigation)
        self.number = number
        self.screens = screens
    }

    var restorationState: Int { number }

    func start(animated: Bool) throws {
        for index in 0..<screens {
            try move(to: JournalItem(number: number * 10 + index), animated: animated)
        }
    }
}

@MainActor
private final class JournalTabs: TabBarCoordinator {
    let context: CoordinatorContext
    let tabBar = TabBar(title: "Tabs")

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }
}

private struct Refused: Error {}

/// A tree driven by a seeded generator through every kind of change a journal must follow.
@MainActor
private final class JournalWorld {
    static let kinds = [
        "push", "pop", "popToRoot", "setScreens", "present", "dismiss", "pushTabBar", "addTab", "removeTab",
        "selectTab", "setItem", "startChild", "presentChild", "startTabs", "addItem", "removeItem", "finish",
        "move", "back", "userBack", "userPop", "userDismiss", "userSelect", "presentAlert", "chooseAlert",
        "dismissAlert", "transaction", "veto", "pushContainer", "hideItem", "collapse", "turnPage",
    ]

    let registry: RestorationRegistry
    let window = Navigation()
    let root: JournalRoot
    let journal: NavigationJournal
    private(set) var vetoedCount = 0
    /// The outcome each alert's presenter received, by the alert's title.
    private(set) var alertOutcomes: [String: AlertOutcome] = [:]
    private(set) var alertOutcomesDeliveredTwice: [String] = []
    private var random: SeededRandom
    private var number = 0
    private var vetoToken: ObservationToken?

    init(seed: UInt64) throws {
        var registry = RestorationRegistry()
        try registry.register(JournalItem.self) { JournalItem(number: $0) }
        try registry.register(JournalRoot.self) { JournalRoot(navigation: $0) }
        try registry.register(JournalTabs.self) { JournalTabs(navigation: $0) }
        try registry.register(JournalFlow.self) { number, navigation in
            JournalFlow(navigation: navigation, number: number, screens: 1)
        }
        self.registry = registry
        random = SeededRandom(seed: seed)
        root = JournalRoot(navigation: window)
        journal = NavigationJournal(recording: root, registry: registry, capacity: 300)
        try root.startAsRoot(animated: false)
    }

    /// Performs one random operation; returns its kind. Operations the model refuses change
    /// nothing, which the comparison checks too.
    func step() -> String {
        let kind = Self.kinds[Int(random.next() % UInt64(Self.kinds.count))]
        do {
            try perform(kind)
        } catch NavigationError.vetoed {
            vetoedCount += 1
        } catch {}
        return kind
    }

    private func perform(_ kind: String) throws {
        let navigations = self.navigations()
        let navigation = pickNavigation(navigations)
        let big = screenCount(navigations) > 60
        switch kind {
        case "push":
            guard !big else {
                _ = try navigation.pop(animated: false)
                return
            }
            try navigation.push(newScreen(), animated: bool())
        case "pop": _ = try navigation.pop(animated: bool())
        case "popToRoot": _ = try navigation.popToRoot(animated: bool())
        case "setScreens":
            var screens = navigation.screens.filter { _ in bool() }
            if !big { screens.append(newScreen()) }
            if bool() { screens.reverse() }
            try navigation.setScreens(screens, animated: bool())
        case "present":
            guard !big else { return }
            let modal = Navigation()
            try modal.push(newScreen(), animated: false)
            try navigation.present(modal, style: bool() ? .sheet : .fullScreen, animated: bool())
        case "dismiss": try navigation.dismiss(animated: bool())
        case "pushTabBar":
            guard !big else { return }
            let tabBar = TabBar(title: "Bar \(next())")
            for _ in 0..<Int(random.next() % 3) { try tabBar.addTab(newItem(), navigation: tabNavigation()) }
            try navigation.push(tabBar, animated: bool())
        case "pushContainer":
            // A split, pages or a custom kind, with items, perhaps collapsed or with an item hidden.
            guard !big else { return }
            let container: ContainerScreen =
                switch random.next() % 3 {
                case 0: SplitContainer(title: "Split \(next())")
                case 1: PageContainer(options: PageOptions(loops: bool()), title: "Pages \(next())")
                default: ContainerScreen(kind: .custom("panes"), title: "Panes \(next())")
                }
            for _ in 0..<Int(random.next() % 3) {
                try container.addItem(newItem(), navigation: tabNavigation())
            }
            if container.items.count > 1, !(container is PageContainer), bool() {
                try container.setHidden(true, at: 0)
            }
            if let split = container as? SplitContainer, bool() { try split.setCollapsed(true) }
            try navigation.push(container, animated: bool())
        case "hideItem":
            guard
                let container = pick(tabBars(navigations).filter { !($0 is TabBar || $0 is PageContainer) }),
                !container.items.isEmpty
            else { return }
            try container.setHidden(bool(), at: index(below: container.items.count), animated: bool())
        case "collapse":
            guard let split = pick(tabBars(navigations).compactMap { $0 as? SplitContainer }) else { return }
            if bool() {
                try split.setCollapsed(!split.isCollapsed, animated: bool())
            } else {
                try split.userDidGoBack(animated: bool())
            }
        case "turnPage":
            guard let pages = pick(tabBars(navigations).compactMap { $0 as? PageContainer }) else { return }
            try pages.userDidTurnPage(bool() ? .forward : .reverse, animated: bool())
        case "addTab":
            guard !big, let tabBar = pick(tabBars(navigations)) else { return }
            try tabBar.addItem(newItem(), navigation: tabNavigation())
        case "removeTab":
            guard let tabBar = pick(tabBars(navigations)), !tabBar.items.isEmpty else { return }
            _ = try tabBar.removeItem(at: index(below: tabBar.items.count), animated: bool())
        case "selectTab":
            guard let tabBar = pick(tabBars(navigations)), !tabBar.items.isEmpty else { return }
            try tabBar.select(index(below: tabBar.items.count), animated: bool())
        case "userSelect":
            guard let tabBar = pick(tabBars(navigations)), !tabBar.items.isEmpty else { return }
            try tabBar.userDidSelect(index(below: tabBar.items.count), animated: bool())
        case "setItem":
            guard let tabBar = pick(tabBars(navigations)), !tabBar.items.isEmpty else { return }
            try tabBar.setLabel(newItem(), at: index(below: tabBar.items.count))
        case "startChild":
            guard !big, let parent = pick(coordinators()) else { return }
            try parent.start(child: newFlow(on: parent.navigation), animated: bool())
        case "presentChild":
            guard !big, let parent = pick(coordinators()) else { return }
            try parent.present(
                child: newFlow(on: Navigation()), style: bool() ? .sheet : .fullScreen, animated: bool())
        case "startTabs":
            guard !big, let parent = pick(coordinators()) else { return }
            let tabs = JournalTabs(navigation: parent.navigation)
            try parent.start(child: tabs, animated: bool())
            try tabs.addItem(newItem(), coordinator: newFlow(on: Navigation()))
        case "addItem":
            guard !big, let tabs = pick(coordinators().compactMap { $0 as? JournalTabs }) else { return }
            try tabs.addItem(newItem(), coordinator: newFlow(on: Navigation()))
        case "removeItem":
            guard let tabs = pick(coordinators().compactMap { $0 as? JournalTabs }), !tabs.items.isEmpty
            else {
                return
            }
            try tabs.removeItem(at: index(below: tabs.items.count))
        case "finish":
            guard let coordinator = pick(coordinators().filter(\.canFinish)) else { return }
            try coordinator.finish(animated: bool())
        case "move":
            guard !big, let flow = pick(coordinators().compactMap { $0 as? JournalFlow }) else { return }
            try flow.move(to: newScreen(), animated: bool())
        case "back":
            guard let flow = pick(coordinators().compactMap { $0 as? JournalFlow }) else { return }
            try flow.back(animated: bool())
        case "userBack": _ = try navigation.userDidGoBack(animated: bool())
        case "userPop":
            guard let screen = pick(navigation.screens) else { return }
            _ = try navigation.userDidPop(to: screen, animated: bool())
        case "userDismiss":
            guard let presented = pick(navigations.filter { $0.presenting != nil }) else { return }
            try presented.userDidDismiss(animated: bool())
        case "presentAlert":
            let title = "Alert \(next())"
            let alert = AlertModel(
                title: title, actions: [.default("ok", "OK"), .cancel("cancel", "Cancel")])
            try navigation.presentAlert(alert, animated: bool()) { [weak self] outcome in
                guard let self else { return }
                if alertOutcomes[title] != nil { alertOutcomesDeliveredTwice.append(title) }
                alertOutcomes[title] = outcome
            }
        case "chooseAlert":
            guard let showing = navigations.first(where: { $0.alert != nil }) else { return }
            try showing.userDidChoose(bool() ? "ok" : "cancel", animated: bool())
        case "dismissAlert":
            guard let showing = navigations.first(where: { $0.alert != nil }) else { return }
            try showing.dismissAlert(animated: bool())
        case "transaction":
            // Several changes in one transition: their events are held, merged and delivered
            // after the model has settled; a throw inside rolls every one of them back.
            let steps = (0..<(2 + Int(random.next() % 3))).map { _ in
                Self.kinds[Int(random.next() % UInt64(Self.kinds.count - 2))]
            }
            try Navigation.transaction { () throws in
                for step in steps { try? perform(step) }
                if random.next() % 4 == 0 { throw Refused() }
            }
        case "veto":
            // Refuses every dismissal or every pop (chosen at random), whatever asked for it,
            // until the next "veto" ends it.
            if vetoToken != nil {
                vetoToken = nil
            } else {
                let refusesDismiss = bool()
                vetoToken = window.vetoChanges { event in
                    switch event.change {
                    case .dismissed where refusesDismiss: throw Refused()
                    case .popped where !refusesDismiss: throw Refused()
                    default: break
                    }
                }
            }
        default:
            XCTFail("unknown operation \(kind)")
        }
    }

    // MARK: - Reading the tree

    private func navigations() -> [Navigation] {
        var found: [Navigation] = []
        var pending = [window]
        while let navigation = pending.popLast() {
            found.append(navigation)
            for case let container as ContainerScreen in navigation.screens {
                pending.append(contentsOf: container.navigations)
            }
            if let presented = navigation.presented { pending.append(presented) }
        }
        return found
    }

    /// Every container (tab bars and the other kinds) in the stacks of `navigations`.
    private func tabBars(_ navigations: [Navigation]) -> [ContainerScreen] {
        navigations.flatMap { $0.screens.compactMap { $0 as? ContainerScreen } }
    }

    private func screenCount(_ navigations: [Navigation]) -> Int {
        navigations.reduce(0) { $0 + $1.screens.count }
    }

    private func coordinators() -> [any Coordinator] {
        var found: [any Coordinator] = []
        var pending: [any Coordinator] = [root]
        while let coordinator = pending.popLast() {
            found.append(coordinator)
            if let child = coordinator.child { pending.append(child) }
            if let tabs = coordinator as? JournalTabs { pending.append(contentsOf: tabs.items) }
        }
        return found
    }

    // MARK: - Making things

    private func next() -> Int {
        number += 1
        return number
    }

    private func bool() -> Bool { random.next() % 2 == 0 }

    private func index(below count: Int) -> Int { Int(random.next() % UInt64(count)) }

    private func pick<T>(_ values: [T]) -> T? {
        values.isEmpty ? nil : values[index(below: values.count)]
    }

    private func pickNavigation(_ navigations: [Navigation]) -> Navigation {
        navigations[index(below: navigations.count)]
    }

    private func newScreen() -> Screen {
        switch random.next() % 3 {
        case 0: Screen(title: "Plain \(next())")
        default: JournalItem(number: next())
        }
    }

    private func newItem() -> TabBarItem {
        TabBarItem(title: "Tab \(next())", badge: bool() ? nil : "\(number)")
    }

    private func tabNavigation() throws -> Navigation {
        let navigation = Navigation()
        try navigation.push(newScreen(), animated: false)
        return navigation
    }

    private func newFlow(on navigation: Navigation) -> JournalFlow {
        JournalFlow(navigation: navigation, number: next(), screens: Int(random.next() % 3))
    }
}
