import Foundation
import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlow

/// Applies long seeded sequences of random operations to a whole model (navigations, modals, tab
/// bars, coordinators, user changes) and checks every invariant after each one. About one start in
/// four throws from user code at a random point, and some transactions throw after several
/// changes: after every throw, the model, the tree, the events and the lifecycle states must be
/// exactly as before. After every operation the tree is also saved, encoded, decoded and restored
/// into a fresh window, which must give an equal tree; every few operations the journal, recorded
/// from the empty app, must replay to it too. A failure names the seed, the step and the
/// operation; set `HEADLESSFLOW_SEED` to replay one seed.
final class RandomizedTreeTests: XCTestCase {
    @MainActor func testRandomOperations_KeepEveryInvariant() async throws {
        let seeds: [UInt64] =
            if let text = ProcessInfo.processInfo.environment["HEADLESSFLOW_SEED"], let seed = UInt64(text) {
                [seed]
            } else {
                [1, 0xC0FFEE, 20_261_122]
            }
        for seed in seeds {
            let world = RandomWorld(seed: seed)
            try world.run(steps: 10_000)
            XCTAssertGreaterThan(world.applied, 2_000, "seed \(seed): too few operations changed anything")
            XCTAssertGreaterThan(world.refused, 100, "seed \(seed): illegal operations were never tried")
            XCTAssertGreaterThan(world.userFailures, 100, "seed \(seed): user code never threw halfway")
            XCTAssertGreaterThan(world.linksOpened, 50, "seed \(seed): too few deep links were opened")
            XCTAssertGreaterThan(world.linksHeld, 10, "seed \(seed): no link was held behind a gate")
            XCTAssertGreaterThan(world.alertsShown, 50, "seed \(seed): too few alerts were shown")
            XCTAssertGreaterThan(world.alertsAnswered, 5, "seed \(seed): too few alerts were answered")
            XCTAssertGreaterThan(world.restoresWithCuts, 0, "seed \(seed): no snapshot had to cut anything")
            XCTAssertGreaterThan(world.restoresWithTabs, 0, "seed \(seed): no snapshot held tabs")
            XCTAssertGreaterThan(world.restoresWithHeldLinks, 0, "seed \(seed): no snapshot held a link")
            XCTAssertGreaterThan(
                world.enteredWithState, 50, "seed \(seed): too few objects entered holding state")
            XCTAssertGreaterThan(
                world.broughtBack, 20, "seed \(seed): too few objects came back from off screen")
            for kind in ["tabs", "pages", "split", "panes"] {
                XCTAssertGreaterThan(
                    world.layoutChanges[kind, default: 0], 5,
                    "seed \(seed): too few selections, turns, hides, collapses or expands of \(kind)")
            }
            XCTAssertGreaterThan(world.collapses, 3, "seed \(seed): too few splits collapsed or expanded")
        }
    }
}

/// One randomized model and the bookkeeping to check it.
@MainActor
private final class RandomWorld {
    struct InvariantFailure: Error, CustomStringConvertible {
        let description: String
    }

    private var random: SeededRandom
    private let seed: UInt64
    private let window = Navigation()
    private let app: StepsCoordinator
    private var token: ObservationToken?

    // Drawn from events alone, by the reference renderer.
    private var rendered: RenderedTree
    private var renderingFailure: RenderingError?

    // Everything ever created, held weakly, to find leaks.
    private var screens: [WeakBox<Screen>] = []
    /// Objects taken off screen that may change there and come back.
    private var shelvedNavigations: [Navigation] = []
    private var shelvedTabBars: [ContainerScreen] = []
    /// Changes accepted by containers (selections, page turns, hides, collapses), by kind name.
    private(set) var layoutChanges: [String: Int] = [:]
    /// Splits collapsed or expanded.
    private(set) var collapses = 0
    private var coordinators: [WeakBox<AnyObject>] = []
    private var nameCounter = 0

    private let tracing = ProcessInfo.processInfo.environment["HEADLESSFLOW_TRACE"] != nil
    /// How often the save-and-restore check runs: after every operation unless
    /// `HEADLESSFLOW_RESTORE_EVERY` says otherwise (the ThreadSanitizer run in CI, which looks for
    /// races, not for logic, checks every 25th).
    private let restoreEvery = max(
        1, ProcessInfo.processInfo.environment["HEADLESSFLOW_RESTORE_EVERY"].flatMap { Int($0) } ?? 1)
    private(set) var applied = 0
    private(set) var refused = 0
    private(set) var userFailures = 0
    private var eventCount = 0
    private(set) var linksOpened = 0
    /// Alerts shown, and answered by the user.
    private(set) var alertsShown = 0
    private(set) var alertsAnswered = 0
    private(set) var linksHeld = 0
    private(set) var restoresWithCuts = 0
    private(set) var restoresWithTabs = 0
    private(set) var restoresWithHeldLinks = 0
    /// Objects that entered the tree holding state, and shelved objects that came back.
    private(set) var enteredWithState = 0
    private(set) var broughtBack = 0
    private let registry: RestorationRegistry
    private var journal: NavigationJournal!

    struct UserCodeFailed: Error {}

    /// Whether a deep link failed because a handler threw (not because the library refused a step).
    private func isUserFailure(_ error: DeepLinkError) -> Bool {
        guard case .stepFailed(_, _, _, let underlying) = error else { return false }
        return underlying is StepsCoordinator.HopFailed
    }

    init(seed: UInt64) {
        self.seed = seed
        random = SeededRandom(seed: seed)
        app = StepsCoordinator("app", navigation: window, screens: 1)
        rendered = RenderedTree(root: window.id)
        var registry = try! RestorationRegistry.forTests()
        registry.registerRoutes(of: StepsCoordinator.self)
        self.registry = registry
        token = window.observeEvents { [unowned self] event in self.replay(event) }
        journal = NavigationJournal(recording: app, registry: registry, capacity: 300)
    }

    func run(steps: Int) throws {
        try app.start(animated: false)
        track(window.screens)
        for step in 0..<steps {
            let name = try applyRandomOperation(step: step)
            do {
                try checkInvariants()
                if step % restoreEvery == 0 { try checkRestoration(replayingJournal: step % 50 == 0) }
            } catch let failure as InvariantFailure {
                throw InvariantFailure(description: "seed \(seed) step \(step) \(name): \(failure)")
            }
        }
    }

    /// Applies one random operation and returns its name. The operation, and everything its
    /// closure captured, is released before the caller checks for leaks.
    private func applyRandomOperation(step: Int) throws -> String {
        let operation = randomOperation()
        let before = snapshot()
        if tracing { print("step \(step): \(operation.name)") }
        do {
            try operation.apply()
            applied += 1
        } catch {
            // Refused by the library, or user code threw halfway: either way nothing changed, not
            // the model, not the tree, and no event, lifecycle callback or onFinish went out.
            if error is StepsCoordinator.StartFailed || error is UserCodeFailed
                || (error as? DeepLinkError).map(isUserFailure) == true
            {
                userFailures += 1
            } else {
                refused += 1
            }
            let after = snapshot()
            guard after == before else {
                throw InvariantFailure(
                    description:
                        "seed \(seed) step \(step) \(operation.name): threw \(error) but changed \(before.difference(to: after))"
                )
            }
        }
        return operation.name
    }

    // MARK: Operations

    /// Shows, answers or dismisses an alert, or shows one and takes its navigation away in the
    /// same transition: the rendered tree must follow each from the events alone.
    private func alertOperation(on navigation: Navigation, navigations: [Navigation]) -> Operation {
        let alert = AlertModel(
            title: "a\(nameCounter)", actions: [.default("ok", "OK"), .cancel("cancel", "Cancel")])
        nameCounter += 1
        let roll = Int.random(in: 0..<4, using: &random)
        if let showing = navigations.first(where: { $0.alert != nil }), roll < 3 {
            // While one shows, mostly answer it, as a user would.
            guard roll < 2 else {
                return Operation(name: "dismiss the alert of \(showing.id)") {
                    try showing.dismissAlert(animated: true)
                }
            }
            return Operation(name: "the user chooses OK on \(showing.id)") { [unowned self] in
                try showing.userDidChoose("ok")
                self.alertsAnswered += 1
            }
        }
        guard roll == 3 else {
            return Operation(name: "present \(alert) on \(navigation.id)") { [unowned self] in
                try navigation.presentAlert(alert, animated: true) { _ in }
                self.alertsShown += 1
            }
        }
        return Operation(name: "present \(alert) on \(navigation.id), then take its presenter away") {
            try Navigation.transaction { () throws(NavigationError) in
                try navigation.presentAlert(alert, animated: true) { _ in }
                if let presenter = navigation.presenting {
                    try presenter.dismiss(animated: true)
                } else {
                    try navigation.pop(animated: true)
                }
            }
        }
    }

    private struct Operation {
        let name: String
        let apply: () throws -> Void
    }

    private func randomOperation() -> Operation {
        let navigations = reachableNavigations()
        let tree = liveCoordinators()
        let navigation = navigations.randomElement(using: &random)!
        let coordinator = tree.randomElement(using: &random)!
        let tabBarCoordinators = tree.compactMap { $0 as? TestTabBarCoordinator }
        let depthPressure = navigations.map(\.screens.count).max() ?? 0 > 6
        let roll = Int.random(in: 0..<160, using: &random)
        switch roll {
        case 140..<160:
            // A container on screen changes its selection or layout: a tab or a column chosen, a
            // page turned, a column or pane hidden or shown, a split collapsed, expanded or gone
            // back in.
            let containers = navigations.flatMap(\.screens).compactMap { $0 as? ContainerScreen }
            guard let container = containers.randomElement(using: &random) else { return noOperation }
            let index = Int.random(in: -1...3, using: &random)
            let op = Int.random(in: 1..<8, using: &random)
            return Operation(name: "layout change \(op) at \(index) of \(container)") {
                try self.changeContainer(
                    container, op: op, index: index, animated: Bool.random(using: &self.random))
            }
        case 120..<140:
            return objectsWithStateOperation(
                on: navigation, navigations: navigations, depthPressure: depthPressure)
        case 100..<104 where !depthPressure:
            let first = makeScreen()
            let second = makeScreen()
            return Operation(name: "push \(first) and \(second) onto \(navigation.id) in one transaction") {
                try Navigation.transaction { () throws(NavigationError) in
                    try navigation.push(first, animated: false)
                    try navigation.push(second, animated: true)
                }
            }
        case 114..<120 where !depthPressure:
            // A deep link through several new levels, some of which fail or hold it behind a gate.
            let hops = (0..<Int.random(in: 1...4, using: &random)).map { _ in randomHop() }
            let start = tree.randomElement(using: &random)!
            return Operation(name: "\(name(of: start)) opens \(hops)") { [unowned self] in
                guard let start = start as? StepsCoordinator else { return }
                let result = try start.open(hops, animated: true)
                self.linksOpened += 1
                if result.isPending { self.linksHeld += 1 }
            }
        case 110..<114 where !depthPressure:
            // User code that changes several things in one transaction, then throws.
            let screen = makeScreen()
            let child = makeCoordinator(navigation: coordinator.navigation)
            let modal = Navigation()
            let modalScreen = makeScreen()
            return Operation(name: "transaction on \(navigation.id) and \(name(of: coordinator)) that throws")
            {
                try Navigation.transaction {
                    try? navigation.push(screen, animated: true)
                    try? navigation.present(modal, animated: true)
                    try? modal.push(modalScreen, animated: false)
                    try? coordinator.start(child: child, animated: true)
                    throw UserCodeFailed()
                }
            }
        case 104..<110 where !depthPressure:
            // Re-entrancy: a lifecycle callback that navigates again while a change is delivered.
            // Untracked until it enters the model: the redirecting screen holds it until then.
            nameCounter += 1
            let next = Screen(title: "s\(nameCounter)")
            nameCounter += 1
            let redirect = RedirectingScreen(title: "r\(nameCounter)", next: next)
            screens.append(WeakBox(redirect))
            return Operation(
                name: "push \(redirect), which pushes \(next) when it appears, onto \(navigation.id)"
            ) {
                try navigation.push(redirect, animated: false)
            }
        case 0..<10 where !depthPressure:
            let screen = makeScreen()
            return Operation(name: "push \(screen) onto \(navigation.id)") {
                try navigation.push(screen, animated: false)
            }
        case 15..<18:
            // A share taken from the pops, so every other kind keeps its share.
            return alertOperation(on: navigation, navigations: navigations)
        case 0..<15:
            return Operation(name: "pop \(navigation.id)") { try navigation.pop(animated: true) }
        case 18..<22:
            return Operation(name: "pop \(navigation.id) to root") {
                try navigation.popToRoot(animated: false)
            }
        case 22..<26:
            let modal = Navigation()
            let screen = makeScreen()
            let style = [PresentationStyle.sheet, .fullScreen, .sheet.dismissable(false)]
                .randomElement(using: &random)!
            return Operation(name: "present over \(navigation.id) as \(style)") {
                try navigation.present(modal, style: style, animated: true)
                try modal.push(screen, animated: false)
            }
        case 26..<30:
            return Operation(name: "dismiss from \(navigation.id)") { try navigation.dismiss(animated: true) }
        case 30..<40 where !depthPressure:
            let child = makeCoordinator(navigation: coordinator.navigation)
            return Operation(name: "\(name(of: coordinator)) starts child \(child.name)") {
                try coordinator.start(child: child, animated: false)
            }
        case 40..<44:
            let child = makeCoordinator(navigation: Navigation())
            return Operation(name: "\(name(of: coordinator)) presents child \(child.name)") {
                try coordinator.present(child: child, animated: true)
            }
        case 44..<46 where tabBarCoordinators.count < 3:
            let menu = TestTabBarCoordinator(navigation: coordinator.navigation)
            coordinators.append(WeakBox(menu))
            // Half the time its start adds items before it moves: the tab bar enters holding tabs.
            if Bool.random(using: &random) {
                menu.preloadedItems = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                    makeCoordinator(navigation: Navigation())
                }
            }
            return Operation(
                name: "\(name(of: coordinator)) starts a tab bar with \(menu.preloadedItems.count) items"
            ) { [unowned self] in
                try coordinator.start(child: menu, animated: false)
                // The tree holds the items now; a removed one must be freed.
                if !menu.preloadedItems.isEmpty { self.enteredWithState += 1 }
                menu.preloadedItems = []
            }
        case 46..<54:
            return Operation(name: "finish \(name(of: coordinator))") {
                try coordinator.finish(animated: true)
            }
        case 54..<60:
            guard let menu = tabBarCoordinators.randomElement(using: &random) else { return noOperation }
            let item = makeCoordinator(navigation: Navigation())
            return Operation(name: "add tab \(item.name)") {
                try menu.addItem(title: item.name, coordinator: item)
            }
        case 60..<64:
            guard let menu = tabBarCoordinators.randomElement(using: &random) else { return noOperation }
            let index = Int.random(in: -1...3, using: &random)
            return Operation(name: "remove tab \(index)") { try menu.removeItem(at: index) }
        case 64..<70:
            guard let menu = tabBarCoordinators.randomElement(using: &random) else { return noOperation }
            let index = Int.random(in: -1...3, using: &random)
            return Operation(name: "user selects tab \(index)") { try menu.tabBar.userDidSelect(index) }
        case 70..<80:
            return Operation(name: "user goes back in \(navigation.id)") { try navigation.userDidGoBack() }
        case 80..<84:
            return Operation(name: "user dismisses \(navigation.id)") { try navigation.userDidDismiss() }
        case 84..<92 where !depthPressure:
            let screen = makeScreen()
            return Operation(name: "\(name(of: coordinator)) moves") {
                try coordinator.move(to: screen, animated: false)
            }
        case 95..<99:
            // A veto somewhere in the tree refuses every change below it: whatever the operation,
            // it must throw and change nothing, or change only what the veto does not see.
            let vetoed = navigations.randomElement(using: &random)!
            let screen = makeScreen()
            let child = makeCoordinator(navigation: coordinator.navigation)
            let modalChild = makeCoordinator(navigation: Navigation())
            let item = makeCoordinator(navigation: Navigation())
            let menu = tabBarCoordinators.randomElement(using: &random)
            let hops = (0..<Int.random(in: 1...3, using: &random)).map { _ in randomHop() }
            let kind = Int.random(in: 0..<6, using: &random)
            let action = [
                "moves", "finishes", "starts \(child.name)", "presents \(modalChild.name)", "adds a tab",
                "opens \(hops)",
            ][kind]
            return Operation(
                name: "\(name(of: coordinator)) \(action), with every change of \(vetoed.id) vetoed"
            ) {
                struct Vetoed: Error {}
                let token = vetoed.vetoChanges { _ in throw Vetoed() }
                defer { token.cancel() }
                switch kind {
                case 0: try coordinator.move(to: screen, animated: true)
                case 1: try coordinator.finish(animated: true)
                case 2: try coordinator.start(child: child, animated: true)
                case 3: try coordinator.present(child: modalChild, animated: true)
                case 4: try menu?.addItem(title: item.name, coordinator: item)
                default: _ = try (coordinator as? StepsCoordinator)?.open(hops, animated: true)
                }
            }
        case 92..<95:
            // None (refused), or fresh screens that replace the flow's own; a tab bar coordinator
            // must keep its tab bar first, and is refused half the time.
            var fresh: [Screen] = (0..<Int.random(in: 0...2, using: &random)).map { _ in makeScreen() }
            if let menu = coordinator as? TestTabBarCoordinator, Bool.random(using: &random) {
                fresh.insert(menu.tabBar, at: 0)
            }
            return Operation(name: "\(name(of: coordinator)) replaces its screens with \(fresh)") {
                try coordinator.replaceScreens(with: fresh, animated: true)
            }
        default:
            return Operation(name: "\(name(of: coordinator)) goes back") {
                try coordinator.back(animated: false)
            }
        }
    }

    private var noOperation: Operation { Operation(name: "nothing") {} }

    /// Operations that bring into the tree objects that already hold state, and take objects out,
    /// change them off screen and bring them back: what an event that named only the object, not
    /// what it holds, could not tell a renderer.
    private func objectsWithStateOperation(
        on navigation: Navigation, navigations: [Navigation], depthPressure: Bool
    ) -> Operation {
        let rawTabBars = navigations.flatMap(\.screens).compactMap { $0 as? ContainerScreen }.filter {
            $0.title.hasPrefix("tb")
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where !depthPressure:
            // A container of any kind with items (one may present a navigation), selected anywhere,
            // a split perhaps collapsed or with a hidden column, then pushed.
            let tabBar = makeTabBar()
            return Operation(name: "push \(tabBar) with \(tabBar.items.count) items onto \(navigation.id)") {
                [unowned self] in
                try navigation.push(tabBar, animated: true)
                self.enteredWithState += 1
            }
        case 1:
            // A navigation that already presents another.
            let outer = makeNavigation(presenting: true)
            let style = randomStyle()
            return Operation(
                name: "present \(outer.id), which presents \(outer.presented!.id), over \(navigation.id)"
            ) { [unowned self] in
                try navigation.present(outer, style: style, animated: true)
                self.enteredWithState += 1
            }
        case 2:
            // A tab whose navigation presents one, added to a tab bar on screen.
            guard let tabBar = rawTabBars.randomElement(using: &random) else { return noOperation }
            let tab = makeNavigation(presenting: Bool.random(using: &random))
            return Operation(name: "add tab \(tab.id) to \(tabBar)") { [unowned self] in
                try tabBar.addItem(TabBarItem(title: "t\(tab.id.rawValue)"), navigation: tab)
                if tab.presented != nil { self.enteredWithState += 1 }
            }
        case 3:
            guard let tabBar = rawTabBars.randomElement(using: &random) else { return noOperation }
            let index = Int.random(in: -1...3, using: &random)
            let op = Int.random(in: 0..<8, using: &random)
            let names = [
                "remove", "user selects", "badge", "hide", "show", "collapse", "expand", "go back in",
            ]
            return Operation(name: "\(names[op]) item \(index) of \(tabBar)") {
                try self.changeContainer(tabBar, op: op, index: index, animated: true)
            }
        case 4:
            // Off screen: a presented navigation dismissed onto the shelf, or a tab bar popped to it.
            if let presenter = navigations.filter({ $0.presented != nil }).randomElement(using: &random),
                Bool.random(using: &random)
            {
                let modal = presenter.presented!
                return Operation(name: "dismiss \(modal.id) onto the shelf") { [unowned self] in
                    try presenter.dismiss(animated: true)
                    self.shelvedNavigations.append(modal)
                }
            }
            guard
                let holder = navigations.filter({ $0.topScreen is ContainerScreen && $0.canPop })
                    .randomElement(
                        using: &random)
            else { return noOperation }
            let tabBar = holder.topScreen as! ContainerScreen
            return Operation(name: "pop \(tabBar) onto the shelf") { [unowned self] in
                try holder.pop(animated: true)
                self.shelvedTabBars.append(tabBar)
            }
        case 5, 6:
            // Changes made while off screen.
            if let shelved = shelvedNavigations.randomElement(using: &random), Bool.random(using: &random) {
                let screen = makeScreen()
                let modal = makeNavigation(presenting: false)
                let op = Int.random(in: 0..<4, using: &random)
                return Operation(
                    name:
                        "off screen, \(["push onto", "pop", "present over", "dismiss from"][op]) \(shelved.id)"
                ) {
                    switch op {
                    case 0: try shelved.push(screen, animated: false)
                    case 1: try shelved.pop(animated: false)
                    case 2: try shelved.present(modal, animated: false)
                    default: try shelved.dismiss(animated: false)
                    }
                }
            }
            guard let tabBar = shelvedTabBars.randomElement(using: &random) else { return noOperation }
            let tab = makeNavigation(presenting: Bool.random(using: &random))
            let index = Int.random(in: 0...2, using: &random)
            let op = Int.random(in: 0..<8, using: &random)
            return Operation(name: "off screen, change \(op) of item \(index) in \(tabBar)") {
                if op == 0 {
                    try tabBar.addItem(TabBarItem(title: "t\(tab.id.rawValue)"), navigation: tab)
                } else {
                    try self.changeContainer(tabBar, op: op, index: index, animated: false)
                }
            }
        default:
            // Back on screen, with whatever happened off screen.
            if let shelved = shelvedNavigations.indices.randomElement(using: &random),
                Bool.random(using: &random)
            {
                let modal = shelvedNavigations[shelved]
                let tabBar = rawTabBars.randomElement(using: &random)
                let style = randomStyle()
                return Operation(name: "bring \(modal.id) back") { [unowned self] in
                    if let tabBar, Bool.random(using: &self.random) {
                        try tabBar.addItem(TabBarItem(title: "back"), navigation: modal)
                    } else {
                        try navigation.present(modal, style: style, animated: true)
                    }
                    self.shelvedNavigations.removeAll { $0 === modal }
                    self.broughtBack += 1
                }
            }
            guard !depthPressure, let shelved = shelvedTabBars.indices.randomElement(using: &random) else {
                return noOperation
            }
            let tabBar = shelvedTabBars[shelved]
            return Operation(name: "push \(tabBar) back onto \(navigation.id)") { [unowned self] in
                try navigation.push(tabBar, animated: true)
                self.shelvedTabBars.removeAll { $0 === tabBar }
                self.broughtBack += 1
            }
        }
    }

    private func randomStyle() -> PresentationStyle {
        [PresentationStyle.sheet, .fullScreen, .sheet.dismissable(false)].randomElement(using: &random)!
    }

    /// A new navigation with a screen or two, presenting another if `presenting`.
    private func makeNavigation(presenting: Bool) -> Navigation {
        let navigation = Navigation()
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            try! navigation.push(makeScreen(), animated: false)
        }
        if presenting {
            let modal = Navigation()
            try! modal.push(makeScreen(), animated: false)
            try! navigation.present(modal, style: randomStyle(), animated: false)
        }
        return navigation
    }

    /// A new tab bar with one to three tabs, any of them selected.
    /// A container of a random kind (tabs, looping or plain pages, a split, a custom kind) with
    /// one to three items, any selected; a split perhaps collapsed, or with a hidden column.
    private func makeTabBar() -> ContainerScreen {
        nameCounter += 1
        let tabBar: ContainerScreen
        switch Int.random(in: 0..<4, using: &random) {
        case 0: tabBar = TabBar(title: "tb\(nameCounter)")
        case 1:
            tabBar = PageContainer(
                options: PageOptions(loops: Bool.random(using: &random)), title: "tb\(nameCounter)")
        case 2: tabBar = SplitContainer(title: "tb\(nameCounter)")
        default: tabBar = ContainerScreen(kind: .custom("panes"), title: "tb\(nameCounter)")
        }
        screens.append(WeakBox(tabBar))
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let tab = makeNavigation(presenting: Bool.random(using: &random))
            try! tabBar.addItem(TabBarItem(title: "t\(tab.id.rawValue)"), navigation: tab)
        }
        try! tabBar.select(Int.random(in: 0..<tabBar.items.count, using: &random))
        if let split = tabBar as? SplitContainer, Bool.random(using: &random) {
            try! split.setCollapsed(true)
        }
        if !(tabBar is TabBar || tabBar is PageContainer), tabBar.items.count > 1, Bool.random(using: &random)
        {
            try? tabBar.setHidden(true, at: 0)
        }
        return tabBar
    }

    /// Changes `container` as `op` says (1 user selects, 2 badge, 3 hide, 4 show, 5 collapse,
    /// 6 expand, 7 go back in a split or turn a page; 0 removes), refused or not.
    private func changeContainer(_ container: ContainerScreen, op: Int, index: Int, animated: Bool) throws {
        let before = (container.selectedIndex, container.hiddenIndices, container.isCollapsed)
        defer {
            if (container.selectedIndex, container.hiddenIndices, container.isCollapsed) != before {
                layoutChanges[container.kind.name, default: 0] += 1
                if container.isCollapsed != before.2 { collapses += 1 }
            }
        }
        switch op {
        case 0: try container.removeItem(at: index, animated: animated)
        case 1: try container.userDidSelect(index, animated: animated)
        case 2: try container.setLabel(TabBarItem(title: "t", badge: "\(index)"), at: index)
        case 3: try container.setHidden(true, at: index, animated: animated)
        case 4: try container.setHidden(false, at: index, animated: animated)
        case 5, 6:
            guard let split = container as? SplitContainer else {
                return try (container as? PageContainer)?.userDidTurnPage(op == 5 ? .forward : .reverse) ?? ()
            }
            if op == 5 {
                try split.userDidCollapse(animated: animated)
            } else {
                try split.userDidExpand(animated: animated)
            }
        default:
            if let split = container as? SplitContainer {
                try split.userDidGoBack(animated: animated)
            } else if let pages = container as? PageContainer {
                try pages.previous(animated: animated)
            } else {
                try container.select(index, animated: animated)
            }
        }
    }

    private func randomHop() -> StepsCoordinator.Hop {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<6: .push
        case 6..<12: .startChild(screens: Int.random(in: 1...2, using: &random))
        case 12..<16: .presentChild(screens: Int.random(in: 1...2, using: &random))
        case 16..<18: .hold
        default: .fail
        }
    }

    private func makeScreen() -> Screen {
        nameCounter += 1
        let screen = Screen(title: "s\(nameCounter)")
        screens.append(WeakBox(screen))
        return screen
    }

    /// A new coordinator; about one in four fails in its start, at a random point (before its
    /// first move, between moves, at the end, or after starting a child of its own).
    private func makeCoordinator(navigation: Navigation, mayFail: Bool = true) -> StepsCoordinator {
        nameCounter += 1
        let screenCount = Int.random(in: 0...3, using: &random)
        let coordinator = StepsCoordinator("c\(nameCounter)", navigation: navigation, screens: screenCount)
        coordinators.append(WeakBox(coordinator))
        guard mayFail, Int.random(in: 0..<4, using: &random) == 0 else { return coordinator }
        coordinator.failAfterMoves = Int.random(in: 0...screenCount, using: &random)
        if screenCount > 0 && Bool.random(using: &random) {
            coordinator.nestedChild = makeCoordinator(navigation: navigation, mayFail: false)
        }
        return coordinator
    }

    private func name(of coordinator: any Coordinator) -> String {
        (coordinator as? StepsCoordinator)?.name ?? "\(type(of: coordinator))"
    }

    // MARK: Reading the model

    private func reachableNavigations() -> [Navigation] {
        var result: [Navigation] = []
        func visit(_ navigation: Navigation) {
            result.append(navigation)
            for screen in navigation.screens {
                if let container = screen as? ContainerScreen {
                    for item in container.items { visit(item.navigation) }
                }
            }
            if let presented = navigation.presented { visit(presented) }
        }
        visit(window)
        return result
    }

    private func liveCoordinators() -> [any Coordinator] {
        var result: [any Coordinator] = []
        func visit(_ coordinator: any Coordinator) {
            result.append(coordinator)
            if let menu = coordinator as? TestTabBarCoordinator {
                for item in menu.items { visit(item) }
            }
            if let child = coordinator.child { visit(child) }
        }
        visit(app)
        return result
    }

    private struct Snapshot: Equatable {
        var stacks: [NavigationID: [ScreenID]]
        var presented: [NavigationID: NavigationID]
        var tabs: [ScreenID: [NavigationID]]
        var selection: [ScreenID: Int]
        var tree: [String]
        var screenStates: [String]
        var eventCount: Int
        var finishedChildren: [String]

        /// The fields that differ, for a failure message.
        func difference(to other: Snapshot) -> String {
            var parts: [String] = []
            if stacks != other.stacks { parts.append("stacks \(stacks) -> \(other.stacks)") }
            if presented != other.presented { parts.append("presented \(presented) -> \(other.presented)") }
            if tabs != other.tabs || selection != other.selection { parts.append("tabs") }
            if tree != other.tree { parts.append("tree \(tree) -> \(other.tree)") }
            if screenStates != other.screenStates {
                parts.append("screens \(Set(screenStates).symmetricDifference(other.screenStates))")
            }
            if eventCount != other.eventCount { parts.append("\(other.eventCount - eventCount) events") }
            if finishedChildren != other.finishedChildren {
                parts.append("finished children \(finishedChildren) -> \(other.finishedChildren)")
            }
            return parts.joined(separator: "; ")
        }
    }

    private func snapshot() -> Snapshot {
        var snapshot = Snapshot(
            stacks: [:], presented: [:], tabs: [:], selection: [:], tree: [], screenStates: [],
            eventCount: eventCount, finishedChildren: [])
        snapshot.screenStates = screens.compactMap(\.value).map {
            "\($0.id) \($0.appearance) loaded=\($0.isLoaded) in=\($0.navigation?.id.description ?? "-")"
        }
        snapshot.finishedChildren = coordinators.compactMap { $0.value as? StepsCoordinator }.map {
            "\($0.name): \($0.finishedChildren) running=\($0.isRunning) parent=\($0.parent.map(name(of:)) ?? "-")"
        }
        for navigation in reachableNavigations() {
            snapshot.stacks[navigation.id] = navigation.screens.map(\.id)
            snapshot.presented[navigation.id] = navigation.presented?.id
            for case let container as ContainerScreen in navigation.screens {
                snapshot.tabs[container.id] = container.items.map(\.navigation.id)
                snapshot.selection[container.id] = container.selectedIndex
            }
        }
        snapshot.tree = liveCoordinators().map {
            "\(name(of: $0)) child=\($0.child.map(name(of:)) ?? "-") start=\($0.startScreen?.id.description ?? "-") top=\($0.topScreen?.id.description ?? "-")"
        }
        return snapshot
    }

    /// The model's tree as a value, read through the public API on its own (not through
    /// `Navigation.content`, which the events' payloads share code with).
    static func content(of navigation: Navigation) -> NavigationEvent.NavigationContent {
        NavigationEvent.NavigationContent(
            id: navigation.id,
            screens: navigation.screens.map { screen in
                guard let container = screen as? ContainerScreen else { return .screen(screen.id) }
                return NavigationEvent.ScreenContent(
                    id: container.id,
                    container: NavigationEvent.ContainerContent(
                        kind: container.kind,
                        items: container.items.map {
                            NavigationEvent.ItemContent(
                                label: $0.label, navigation: content(of: $0.navigation))
                        },
                        selectedIndex: container.selectedIndex, hidden: container.hiddenIndices,
                        isCollapsed: container.isCollapsed))
            },
            presented: navigation.presented.map {
                NavigationEvent.PresentedContent(navigation: content(of: $0), style: $0.presentationStyle!)
            }, alert: navigation.alert)
    }

    // MARK: Replaying events

    private func replay(_ event: NavigationEvent) {
        eventCount += 1
        do {
            try rendered.apply(event)
        } catch {
            renderingFailure = renderingFailure ?? error
        }
    }

    // MARK: Invariants

    private func fail(_ message: String) -> InvariantFailure {
        InvariantFailure(description: message)
    }

    private func checkInvariants() throws {
        let navigations = reachableNavigations()
        // A renderer that follows the events alone shows exactly the model: every stack, modal
        // with its style, tab with its item, selection, and the visible chain.
        if let renderingFailure { throw fail("the reference renderer refused an event: \(renderingFailure)") }
        let model = Self.content(of: window)
        guard rendered.content == model else {
            throw fail("the renderer shows\n\(rendered.content)\nbut the model holds\n\(model)")
        }
        guard window.content == model else {
            throw fail("Navigation.content says\n\(window.content)\nnot\n\(model)")
        }
        guard rendered.visibleScreens == window.visibleScreens.map(\.id) else {
            throw fail("the renderer sees \(rendered.visibleScreens), the model \(window.visibleScreens)")
        }
        // Parent links are consistent, and there is at most one child.
        let tree = liveCoordinators()
        for coordinator in tree {
            if let child = coordinator.child, child.parent !== coordinator {
                throw fail("\(name(of: child)) does not point back to its parent")
            }
            if let menu = coordinator as? TestTabBarCoordinator {
                guard menu.items.allSatisfy({ $0.parent === menu }) else {
                    throw fail("tab item lost its parent")
                }
                guard menu.items.map(\.navigation.id) == menu.tabBar.tabs.map(\.navigation.id) else {
                    throw fail("\(name(of: menu)) items and tabs drifted apart")
                }
            }
            if coordinator !== app {
                guard coordinator.isRunning else {
                    throw fail("\(name(of: coordinator)) is in the tree but not running")
                }
            }
            guard navigations.contains(where: { $0 === coordinator.navigation }) else {
                throw fail(
                    "\(name(of: coordinator)) runs on \(coordinator.navigation.id), which is off screen")
            }
            if let start = coordinator.startScreen, !coordinator.navigation.contains(start) {
                throw fail("\(name(of: coordinator))'s start screen left its navigation but it still runs")
            }
        }
        // Exactly the visible screens have appeared: the top screen of each visible navigation;
        // in a container, its visible items (the selected one for tabs, pages and a collapsed
        // split; every item not hidden otherwise), the one in front last; a modal covers all.
        var visible: [Screen] = []
        func appendVisible(_ current: Navigation) {
            if let presented = current.presented {
                visible.removeAll()  // a modal covers everything, a container included
                return appendVisible(presented)
            }
            guard let top = current.topScreen else { return }
            visible.append(top)
            guard let container = top as? ContainerScreen, var selected = container.selectedIndex else {
                return
            }
            if container.isCollapsed {
                // The merged stack's top: the focused column, or the nearest one before it with
                // screens.
                let withScreens = container.items.indices.filter {
                    $0 <= selected && !container.items[$0].navigation.screens.isEmpty
                }
                selected = withScreens.last ?? selected
            }
            let showsOne = container is TabBar || container is PageContainer || container.isCollapsed
            let shown =
                showsOne
                ? [selected] : container.items.indices.filter { !container.hiddenIndices.contains($0) }
            let front =
                shown.first { $0 != selected && container.items[$0].navigation.presented != nil } ?? selected
            for index in shown where index != front { appendVisible(container.items[index].navigation) }
            appendVisible(container.items[front].navigation)
        }
        appendVisible(window)
        guard visible.map(\.id) == window.visibleScreens.map(\.id) else {
            throw fail("the model lists \(window.visibleScreens) as visible, the rule says \(visible)")
        }
        screens.removeAll { $0.value == nil }
        for box in screens {
            guard let screen = box.value else { continue }
            let shouldAppear = visible.contains { $0 === screen }
            guard (screen.appearance == .appeared) == shouldAppear else {
                throw fail("\(screen) is \(screen.appearance), visible: \(shouldAppear)")
            }
        }
        // Nothing leaked: every screen outside the model, and every coordinator outside the tree, is gone.
        let inTree = Set(tree.map { ObjectIdentifier($0) })
        coordinators.removeAll { $0.value == nil }
        for box in coordinators {
            if let coordinator = box.value, !inTree.contains(ObjectIdentifier(coordinator)) {
                throw fail("\(coordinator) left the tree but is still alive")
            }
        }
        // Off screen, the shelf keeps what it holds alive on purpose.
        let shelved =
            shelvedNavigations.flatMap { $0.screensInTree() }
            + shelvedTabBars.flatMap { tabBar in
                [tabBar] + tabBar.items.flatMap { $0.navigation.screensInTree() }
            }
        let inModel = Set((navigations.flatMap(\.screens) + shelved).map(ObjectIdentifier.init))
        for box in screens {
            if let screen = box.value, !inModel.contains(ObjectIdentifier(screen)) {
                throw fail(
                    "\(screen) left the model but is still alive (in \(screen.navigation.map { "\($0.id) presented by \(String(describing: $0.presenting?.id)) in container \($0.container.map { "\($0)" } ?? "-")" } ?? "no navigation"))"
                )
            }
        }
        track(navigations.flatMap(\.screens))
    }

    /// Saving the tree, encoding and decoding the snapshot and restoring it into a fresh window
    /// gives an equal tree, in one transition announced with cause `.restoration`, in which only
    /// the visible screens load; the journal, recorded from the empty app, replays to it too.
    private func checkRestoration(replayingJournal: Bool) throws {
        let snapshot = registry.snapshot(of: app)
        if !snapshot.omissions.isEmpty { restoresWithCuts += 1 }
        if snapshot.tree.screens.contains(where: { !($0.tabs ?? []).isEmpty }) { restoresWithTabs += 1 }
        if snapshot.tree.coordinators.contains(where: { $0.heldLink != nil }) { restoresWithHeldLinks += 1 }
        let decoded = try NavigationSnapshot(jsonData: try snapshot.jsonData())
        guard decoded == snapshot else {
            throw fail("the snapshot changed through JSON:\n\(snapshot)\n\(decoded)")
        }
        let fresh = Navigation()
        var events: [NavigationEvent] = []
        let token = fresh.observeEvents { events.append($0) }
        let restored = try registry.restore(decoded, into: fresh, as: StepsCoordinator.self)
        token.cancel()
        // A renderer of the fresh window draws the restored tree from the restoration's events alone.
        var freshRendered = RenderedTree(root: fresh.id)
        for event in events { try freshRendered.apply(event) }
        guard freshRendered.content == Self.content(of: fresh) else {
            throw fail(
                "after restoring, the renderer shows\n\(freshRendered.content)\nnot\n\(Self.content(of: fresh))"
            )
        }
        let again = registry.snapshot(of: restored)
        guard again.tree == snapshot.tree else {
            throw fail("restoring gave another tree:\n\(snapshot)\nrestored:\n\(again)")
        }
        guard events.allSatisfy({ $0.cause == .restoration && !$0.animated }) else {
            throw fail("restoring announced \(events)")
        }
        let visible = fresh.visibleScreens
        for screen in fresh.screensInTree() {
            let isVisible = visible.contains { $0 === screen }
            guard screen.isLoaded == isVisible, (screen.appearance == .appeared) == isVisible else {
                throw fail("after restoring, \(screen) is \(screen.appearance), loaded: \(screen.isLoaded)")
            }
        }
        if replayingJournal {
            let recording = journal.recording()
            let replayed = try JSONDecoder().decode(
                NavigationJournal.Recording.self, from: try JSONEncoder().encode(recording)
            ).replayed()
            guard replayed.tree == snapshot.tree else {
                throw fail("the journal replays to another tree:\n\(snapshot)\nreplayed:\n\(replayed)")
            }
        }
    }

    /// Starts watching screens that coordinators created themselves.
    private func track(_ newScreens: [Screen]) {
        for screen in newScreens where !screens.contains(where: { $0.value === screen }) {
            screens.append(WeakBox(screen))
        }
    }
}

/// A screen that pushes `next` onto its own navigation the first time it appears.
@MainActor
private final class RedirectingScreen: Screen {
    private var next: Screen?

    init(title: String, next: Screen) {
        self.next = next
        super.init(title: title)
    }

    override func didAppear(animated: Bool) {
        guard let next else { return }
        self.next = nil
        try? navigation?.push(next, animated: false)
    }
}

private struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}

/// Routes for the randomized test: each hop is one level of a deep link.
extension StepsCoordinator: RouteHandling {
    enum Hop: CustomStringConvertible, Codable {
        case push
        case startChild(screens: Int)
        case presentChild(screens: Int)
        case hold
        case fail

        var description: String {
            switch self {
            case .push: "push"
            case .startChild(let screens): "start(\(screens))"
            case .presentChild(let screens): "present(\(screens))"
            case .hold: "hold"
            case .fail: "fail"
            }
        }
    }

    struct HopFailed: Error {}

    func handle(_ route: [Hop], animated: Bool) throws -> RouteResult {
        guard let hop = route.first else { return .handled }
        let rest = Array(route.dropFirst())
        switch hop {
        case .push:
            try move(to: Screen(title: "\(name) link"), animated: animated)
            return rest.isEmpty ? .handled : .next(self, rest)
        case .startChild(let screens):
            let child = StepsCoordinator("\(name).link", navigation: navigation, screens: screens)
            try start(child: child, animated: animated)
            return .next(child, rest)
        case .presentChild(let screens):
            let child = StepsCoordinator("\(name).modal", navigation: Navigation(), screens: screens)
            try present(child: child, animated: animated)
            return .next(child, rest)
        case .hold:
            return .hold
        case .fail:
            throw HopFailed()
        }
    }
}
