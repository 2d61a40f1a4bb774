import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlowUIKit

/// Applies long seeded sequences of random model operations and user gestures to an app rendered
/// on a simulated UIKit, with transitions running at random, and checks after every step (once no
/// transition runs) that UIKit shows the model: every stack, the presented chain with its styles,
/// every container's items, labels, selection, hidden items and (for splits) collapse. Splits and
/// pages come and go among tab bars; the window's width changes (splits collapse and expand as
/// UIKit reports them), the user swipes pages and goes back in collapsed splits. UIKit must never have refused a call. A failure
/// names the seed and the step; set `HEADLESSFLOW_SEED` to replay one seed.
final class UIKitAdapterRandomizedTests: XCTestCase {
    @MainActor func testRandomOperations_KeepUIKitShowingTheModel() async throws {
        let seeds: [UInt64] =
            if let text = ProcessInfo.processInfo.environment["HEADLESSFLOW_SEED"], let seed = UInt64(text) {
                [seed]
            } else {
                [7, 0xBEEF, 20_261_124]
            }
        for seed in seeds {
            let world = UIKitWorld(seed: seed)
            try world.run(steps: 4_000)
            XCTAssertGreaterThan(
                world.checks, 1_000, "seed \(seed): UIKit was rarely compared with the model")
            XCTAssertGreaterThan(world.coalesced, 50, "seed \(seed): changes rarely waited for a transition")
            XCTAssertGreaterThan(world.gestures, 100, "seed \(seed): the user rarely did anything")
            XCTAssertGreaterThan(
                world.staleGestures, 0, "seed \(seed): no gesture named what the model removed")
            XCTAssertGreaterThan(
                world.hiddenPresentations, 20, "seed \(seed): no presentation waited off screen")
            XCTAssertGreaterThan(world.moves, 20, "seed \(seed): nothing moved between containers")
            XCTAssertGreaterThan(world.alertsShown, 20, "seed \(seed): too few alerts were shown")
            XCTAssertGreaterThan(world.alertsAnswered, 3, "seed \(seed): the user rarely answered an alert")
            XCTAssertGreaterThan(world.collapses, 10, "seed \(seed): splits rarely collapsed")
            XCTAssertGreaterThan(world.pageSwipes, 3, "seed \(seed): the user rarely swiped a page")
            XCTAssertGreaterThan(
                world.collapsedBacks, 1, "seed \(seed): the user rarely went back in a collapsed split")
            XCTAssertGreaterThan(
                world.hostedContainers, 50,
                "seed \(seed): a container was rarely alone at the root of the window or a presentation")
            XCTAssertEqual(world.drifts, [], "seed \(seed): the adapter drifted from the model")
        }
    }
}

/// One randomized app, its simulated UIKit, and the bookkeeping to check them.
@MainActor
private final class UIKitWorld {
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    private var random: SeededRandom
    private let seed: UInt64
    private let window = Navigation()
    private let uikit: SimulatedUIKit
    private let adapter: UIKitAdapter
    private var names = 0
    /// Whether the user is halfway through an interactive back swipe.
    private var swiping = false
    /// Where the user swipes, while they do: changes made there meanwhile make gestures stale.
    private var swipedNavigation: Navigation?

    private(set) var checks = 0
    private(set) var coalesced = 0
    private(set) var gestures = 0
    private(set) var staleGestures = 0
    private(set) var hiddenPresentations = 0
    private(set) var moves = 0
    private(set) var alertsShown = 0
    private(set) var alertsAnswered = 0
    private(set) var drifts: [RenderingError] = []
    private(set) var collapses = 0
    private(set) var pageSwipes = 0
    private(set) var collapsedBacks = 0
    /// Checks that found a container alone at the root of the window or of a presentation.
    private(set) var hostedContainers = 0

    init(seed: UInt64) {
        self.seed = seed
        random = SeededRandom(seed: seed)
        uikit = SimulatedUIKit(model: window)
        adapter = UIKitAdapter(root: window, surface: uikit)
        uikit.adapter = adapter
        adapter.onDrift = { [unowned self] in drifts.append($0) }
    }

    func run(steps: Int) throws {
        try window.push(screen(), animated: false)
        for step in 0..<steps {
            let operation = try perform()
            guard !uikit.isTransitioning else {
                coalesced += 1
                continue
            }
            // UIKit's layout pass: a split that entered the window takes its width.
            if !swiping { try? uikit.setCompact(uikit.isCompact) }
            try check(step: step, after: operation)
        }
        if swiping { try? uikit.finishBackSwipe() }
        // The update after a transition may start the next one (a page turn queued behind it).
        while uikit.isTransitioning { uikit.endTransition() }
        try check(step: steps, after: "the last transition ended")
    }

    private func check(step: Int, after operation: String) throws {
        checks += 1
        let alertNavigation = window.visibleScreens.lazy.compactMap(\.navigation).first { $0.alert != nil }?
            .id
        let expected = Self.showable(window.content, alertOn: alertNavigation)
        if expected != window.content { hiddenPresentations += 1 }
        // A container alone at the root of the window or of a presentation is the root controller
        // there; anywhere else a navigation controller shows the stack.
        for navigation in uikit.hostedNavigations {
            let stack = uikit.content(of: navigation).screens
            let lone = stack.count == 1 ? stack.first.flatMap { $0.container == nil ? nil : $0.id } : nil
            if lone != nil { hostedContainers += 1 }
            if uikit.controllers.hostedContainer(of: stack.map(\.id)) != lone {
                uikit.violations.append(
                    "\(uikit.name(navigation)) is drawn as \(uikit.controllerTree), its lone container not at the root"
                )
            }
        }
        guard uikit.violations.isEmpty, uikit.content == expected, !adapter.isTransitionRunning else {
            throw Mismatch(
                description: """
                    seed \(seed), step \(step), after \(operation):
                    UIKit refused: \(uikit.violations)
                    UIKit shows: \(uikit.content)
                    model shows: \(expected)
                    last calls: \(uikit.calls.suffix(12).joined(separator: "\n  "))
                    """)
        }
    }

    // MARK: - Operations

    /// Performs one random operation and says what it was.
    private func perform() throws -> String {
        if swiping {
            if chance(3) {
                swiping = false
                gestures += 1
                return gesture("finish back swipe") { () throws(UIKitGestureError) in
                    try uikit.finishBackSwipe()
                }
            }
            if chance(4) {
                swiping = false
                gestures += 1
                return gesture("cancel back swipe") { () throws(UIKitGestureError) in
                    try uikit.cancelBackSwipe()
                }
            }
            if chance(3), let navigation = swipedNavigation {
                // The app replaces the stack under the user's finger: the screen the swipe ends on
                // is gone from the model when UIKit reports it.
                try? navigation.setScreens([screen(), screen()], animated: chance(2))
                return "replace the stack being swiped"
            }
        } else if uikit.isTransitioning && chance(2) {
            uikit.endTransition()
            return "end transition"
        }
        if chance(10) { uikit.animatesTransitions.toggle() }
        // While an alert is up, the user can touch nothing but its buttons.
        if !uikit.isTransitioning, uikit.alerts.isEmpty, chance(4), let gesture = userGesture() {
            return gesture
        }
        return modelOperation()
    }

    private func modelOperation() -> String {
        let navigations = allNavigations()
        let navigation = swiping && chance(2) ? swipedNavigation ?? window : pick(navigations)
        let tabBars = navigations.flatMap { $0.screens.compactMap { $0 as? TabBar } }
        let containers = navigations.flatMap { $0.screens.compactMap { $0 as? ContainerScreen } }
        let animated = chance(2)
        do throws(NavigationError) {
            switch Int.random(in: 0..<20, using: &random) {
            case 15:
                let container: ContainerScreen
                if chance(2) {
                    container = SplitContainer(title: name("split"))
                    for _ in 0..<Int.random(in: 2...3, using: &random) {
                        try container.addItem(
                            ItemLabel(title: name("column")), navigation: try filledNavigation())
                    }
                } else {
                    container = PageContainer(
                        options: PageOptions(
                            orientation: chance(2) ? .horizontal : .vertical, loops: chance(2)),
                        title: name("pages"))
                    for _ in 0..<Int.random(in: 1...3, using: &random) {
                        try container.addItem(
                            ItemLabel(title: name("page")), navigation: try filledNavigation())
                    }
                }
                try container.select(Int.random(in: 0..<container.items.count, using: &random))
                if chance(3) {
                    try navigation.setScreens([container], animated: animated)
                    return
                        "make \(container.kind) with \(container.items.count) items the only screen of \(navigation.id)"
                }
                try navigation.push(container, animated: animated)
                return "push \(container.kind) with \(container.items.count) items onto \(navigation.id)"
            case 16:
                guard let container = containers.filter({ !($0 is TabBar) }).randomElement(using: &random)
                else {
                    return "nothing"
                }
                let index = Int.random(in: 0...container.items.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    try container.select(index, animated: animated)
                    return "select item \(index) of \(container.id)"
                case 1:
                    try container.setHidden(chance(2), at: index, animated: animated)
                    return "hide or show item \(index) of \(container.id)"
                case 2:
                    try container.addItem(ItemLabel(title: name("item")), navigation: try filledNavigation())
                    return "add an item to \(container.id)"
                default:
                    try container.removeItem(at: index, animated: animated)
                    return "remove item \(index) of \(container.id)"
                }
            case 17:
                guard
                    let pages = containers.compactMap({ $0 as? PageContainer }).randomElement(using: &random)
                else { return "nothing" }
                if chance(2) {
                    try pages.next(animated: animated)
                } else {
                    try pages.previous(animated: animated)
                }
                return "turn a page of \(pages.id)"
            case 18:
                guard
                    let split = containers.compactMap({ $0 as? SplitContainer }).randomElement(using: &random)
                else { return "nothing" }
                if chance(2) {
                    try split.showDetail([screen()], animated: animated)
                    return "show a detail in \(split.id)"
                }
                try split.goBack(animated: animated)
                return "go back in \(split.id)"
            case 0, 1:
                try navigation.push(screen(), animated: animated)
                return "push onto \(navigation.id)"
            case 2:
                try navigation.pop(animated: animated)
                return "pop \(navigation.id)"
            case 3:
                try navigation.popToRoot(animated: animated)
                return "pop \(navigation.id) to root"
            case 4:
                var screens = navigation.screens.filter { _ in chance(2) }
                for _ in 0..<Int.random(in: 0...2, using: &random) { screens.append(screen()) }
                try navigation.setScreens(screens, animated: animated)
                return "set the screens of \(navigation.id)"
            case 5, 6:
                let style = pick([
                    PresentationStyle.sheet, .fullScreen, .sheet.dismissable(false),
                    .fullScreen.dismissable(true),
                ])
                try navigation.present(try filledNavigation(), style: style, animated: animated)
                return "present over \(navigation.id)"
            case 7:
                try navigation.dismiss(animated: animated)
                return "dismiss from \(navigation.id)"
            case 8:
                let tabBar = TabBar(title: name("tabs"))
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    try tabBar.addTab(TabBarItem(title: name("tab")), navigation: try filledNavigation())
                }
                if !tabBar.tabs.isEmpty {
                    try tabBar.select(Int.random(in: 0..<tabBar.tabs.count, using: &random))
                }
                if chance(3) {
                    // After a login: the tab bar becomes the only screen.
                    try navigation.setScreens([tabBar], animated: animated)
                    return "make a tab bar with \(tabBar.tabs.count) tabs the only screen of \(navigation.id)"
                }
                try navigation.push(tabBar, animated: animated)
                return "push a tab bar with \(tabBar.tabs.count) tabs onto \(navigation.id)"
            case 9:
                guard let tabBar = tabBars.randomElement(using: &random) else { return "nothing" }
                try tabBar.addTab(TabBarItem(title: name("tab")), navigation: try filledNavigation())
                return "add a tab to \(tabBar.id)"
            case 10:
                guard let tabBar = tabBars.randomElement(using: &random) else { return "nothing" }
                let index = Int.random(in: 0...tabBar.tabs.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    try tabBar.removeTab(at: index, animated: animated)
                    return "remove tab \(index) of \(tabBar.id)"
                case 1:
                    try tabBar.select(index, animated: animated)
                    return "select tab \(index) of \(tabBar.id)"
                default:
                    let item = TabBarItem(title: name("tab"), badge: chance(2) ? "\(index)" : nil)
                    try tabBar.setItem(item, at: index)
                    return "set the item of tab \(index) of \(tabBar.id)"
                }
            case 11:
                // A screen moves to another stack in one transition.
                let target = pick(navigations)
                try Navigation.transaction { () throws(NavigationError) in
                    let moved = try navigation.pop(animated: false)
                    try target.push(moved, animated: animated)
                }
                moves += 1
                return "move the top of \(navigation.id) onto \(target.id)"
            case 13, 19:
                let alert = AlertModel(
                    title: name("alert"), actions: [.default("ok", "OK"), .cancel("no", "No")])
                try navigation.presentAlert(alert, animated: animated) { _ in }
                alertsShown += 1
                return "present \(alert) on \(navigation.id)"
            case 14:
                guard let showing = navigations.first(where: { $0.alert != nil }) else { return "nothing" }
                if !uikit.alerts.isEmpty && !uikit.isTransitioning && !swiping {
                    gestures += 1
                    alertsAnswered += 1
                    return gesture("tap OK on the alert") { () throws(UIKitGestureError) in
                        try uikit.tapAlertAction("OK")
                    }
                }
                try showing.dismissAlert(animated: animated)
                return "dismiss the alert of \(showing.id)"
            default:
                // A tab's navigation is presented elsewhere in one transition, its tab bar popped
                // or not.
                guard let tabBar = tabBars.randomElement(using: &random), !tabBar.tabs.isEmpty else {
                    return "nothing"
                }
                try Navigation.transaction { () throws(NavigationError) in
                    let moved = try tabBar.removeTab(
                        at: Int.random(in: 0..<tabBar.tabs.count, using: &random))
                    if chance(2), let holder = tabBar.navigation, holder.topScreen === tabBar {
                        try holder.pop(animated: false)
                    }
                    let presenter = allNavigations().filter { $0.presented == nil }.randomElement(
                        using: &random)
                    try presenter?.present(moved, animated: animated)
                }
                moves += 1
                return "present a tab's navigation of \(tabBar.id)"
            }
        } catch {
            return "refused: \(error)"
        }
    }

    /// A gesture the user can make on what UIKit shows, if any.
    private func userGesture() -> String? {
        let path = visibleNavigations()
        switch Int.random(in: 0..<7, using: &random) {
        case 4:
            guard !swiping else { return nil }
            gestures += 1
            collapses += 1
            let compact = !uikit.isCompact
            return gesture(compact ? "the width becomes compact" : "the width becomes regular") {
                () throws(UIKitGestureError) in try uikit.setCompact(compact)
            }
        case 5:
            let pages = shownContainers(on: path).filter {
                if case .pages = $0.content.kind { $0.content.items.count > 1 } else { false }
            }
            guard let (id, _) = pages.last.map({ ($0.id, $0.content) }) else { return nil }
            let direction: PageDirection = chance(2) ? .forward : .reverse
            guard let page = window.container(withID: id) as? PageContainer,
                (direction == .forward ? page.nextIndex : page.previousIndex) != nil
            else { return nil }
            gestures += 1
            pageSwipes += 1
            return gesture("swipe \(direction) in \(id)", redundant: selectItemLine(of: id)) {
                () throws(UIKitGestureError) in try uikit.swipePage(direction, of: id)
            }
        case 6:
            let splits = shownContainers(on: path).filter { shown in
                guard case .split = shown.content.kind, shown.content.isCollapsed,
                    let selected = shown.content.selectedIndex,
                    shown.content.items[selected].navigation.screens.count <= 1
                else { return false }
                return shown.content.items[..<selected].contains { !$0.navigation.screens.isEmpty }
            }
            guard let split = splits.last else { return nil }
            gestures += 1
            collapsedBacks += 1
            return gesture("go back in the collapsed \(split.id)", redundant: selectItemLine(of: split.id)) {
                () throws(UIKitGestureError) in try uikit.goBackInCollapsedSplit(split.id)
            }
        case 0:
            guard let navigation = path.last, uikit.content(of: navigation.id).screens.count > 1 else {
                return nil
            }
            gestures += 1
            let redundant = "setViewControllers \(uikit.name(navigation.id)) "
            return gesture("back swipe in \(navigation.id)", redundant: redundant) {
                () throws(UIKitGestureError) in
                try uikit.swipeBack(in: navigation)
            }
        case 1:
            guard let navigation = path.last, uikit.content(of: navigation.id).screens.count > 1 else {
                return nil
            }
            uikit.beginBackSwipe(in: navigation)
            swiping = true
            swipedNavigation = navigation
            return "begin a back swipe in \(navigation.id)"
        case 2:
            guard let sheet = path.last(where: { uikit.presentationStyle(of: $0.id) != nil }),
                uikit.presentationStyle(of: sheet.id)?.isDismissable == true,
                uikit.content(of: sheet.id).presented == nil
            else { return nil }
            gestures += 1
            return gesture("swipe down \(sheet.id)", redundant: "dismiss \(uikit.name(sheet.id)) ") {
                () throws(UIKitGestureError) in try uikit.swipeDown(sheet)
            }
        default:
            let tabBars = shownContainers(on: path).compactMap { shown in
                shown.content.kind == .tabs ? (shown.id, shown.content.items.count) : nil
            }
            guard let (id, count) = tabBars.last, count > 0, let tabBar = window.tabBar(withID: id) else {
                return nil
            }
            let index = Int.random(in: 0..<count, using: &random)
            gestures += 1
            let tabBarName = uikit.name(id)
            let selectsThatTab = { (line: String) in line.hasPrefix("selectTab \(index) of \(tabBarName)") }
            return gesture("tap tab \(index) of \(id)", redundant: selectsThatTab) {
                () throws(UIKitGestureError) in
                try uikit.tapTab(index, of: tabBar)
            }
        }
    }

    /// Runs a gesture; once the model has followed it, UIKit must not have been sent the change
    /// it already shows (a line with `redundant` in it).
    private func gesture(
        _ name: String, redundant: String? = nil, _ body: () throws(UIKitGestureError) -> Void
    ) -> String {
        gesture(name, redundant: { line in redundant.map { line.contains($0) } ?? false }, body)
    }

    private func gesture(
        _ name: String, redundant: (String) -> Bool, _ body: () throws(UIKitGestureError) -> Void
    ) -> String {
        let callsBefore = uikit.calls.count
        do {
            try body()
            if let line = uikit.calls[callsBefore...].first(where: redundant) {
                uikit.violations.append("\(line) was sent for what the user did (\(name))")
            }
            return name
        } catch {
            staleGestures += 1
            return "\(name): \(error)"
        }
    }

    // MARK: - What UIKit can show

    /// The model's content as UIKit can show it: one presentation per window or presented
    /// navigation, the one on the path the user sees (UIKit presents only from a controller in the
    /// window that presents nothing), and one alert, the first the user sees (`alertOn`; a split's
    /// column on screen shows its alert even when another column is in front).
    static func showable(
        _ content: NavigationEvent.NavigationContent, onPath: Bool = true, alertOn: NavigationID?
    ) -> NavigationEvent.NavigationContent {
        let presented = onPath ? content.presented : nil
        let screens = content.screens.enumerated().map { position, screen in
            guard let container = screen.container else { return screen }
            let isTop = position == content.screens.count - 1
            let front = frontIndex(of: container)
            let items = container.items.enumerated().map { index, item in
                NavigationEvent.ItemContent(
                    label: item.label,
                    navigation: showable(
                        item.navigation, onPath: onPath && presented == nil && isTop && index == front,
                        alertOn: alertOn))
            }
            return NavigationEvent.ScreenContent(
                id: screen.id,
                container: NavigationEvent.ContainerContent(
                    kind: container.kind, items: items, selectedIndex: container.selectedIndex,
                    hidden: container.hidden, isCollapsed: container.isCollapsed))
        }
        return NavigationEvent.NavigationContent(
            id: content.id, screens: screens,
            presented: presented.map {
                NavigationEvent.PresentedContent(
                    navigation: showable($0.navigation, alertOn: alertOn), style: $0.style)
            },
            // An alert is a presentation too: UIKit shows one, where the user sees it.
            alert: content.id == alertOn ? content.alert : nil)
    }

    /// The item in front, by the rule of `Navigation/visibleScreens`: the selected one, unless
    /// another item on screen presents.
    static func frontIndex(of container: NavigationEvent.ContainerContent) -> Int? {
        guard let selected = container.selectedIndex else { return nil }
        let visible = container.visibleIndices
        guard visible.count > 1 else { return selected }
        return visible.first { $0 != selected && container.items[$0].navigation.presented != nil } ?? selected
    }

    // MARK: - Helpers

    /// Whether a recorded line selects an item of `container`.
    private func selectItemLine(of container: ScreenID) -> (String) -> Bool {
        let name = uikit.name(container)
        return { line in
            line.hasPrefix("selectItem ") && (line.hasSuffix(" of \(name)") || line.contains(" of \(name) "))
        }
    }

    /// The containers UIKit shows on top of the navigations of `path`, with their content.
    private func shownContainers(
        on path: [Navigation]
    ) -> [(id: ScreenID, content: NavigationEvent.ContainerContent)] {
        path.compactMap { navigation in
            uikit.content(of: navigation.id).screens.last.flatMap { top in top.container.map { (top.id, $0) }
            }
        }
    }

    /// The navigations UIKit shows on the path the user sees, outermost first.
    private func visibleNavigations() -> [Navigation] {
        var path: [Navigation] = []
        var current: NavigationEvent.NavigationContent? = uikit.content
        while let content = current, let navigation = window.navigation(withID: content.id) {
            path.append(navigation)
            if let presented = content.presented {
                current = presented.navigation
            } else if let container = content.screens.last?.container,
                let front = Self.frontIndex(of: container)
            {
                current = container.items[front].navigation
            } else {
                current = nil
            }
        }
        return path
    }

    private func allNavigations() -> [Navigation] {
        var result: [Navigation] = []
        var pending = [window]
        while let navigation = pending.popLast() {
            result.append(navigation)
            for case let container as ContainerScreen in navigation.screens {
                pending.append(contentsOf: container.navigations)
            }
            if let presented = navigation.presented { pending.append(presented) }
        }
        return result
    }

    /// A new navigation with a screen or two, which sometimes presents another already.
    private func filledNavigation() throws(NavigationError) -> Navigation {
        let navigation = Navigation()
        for _ in 0..<Int.random(in: 1...2, using: &random) { try navigation.push(screen(), animated: false) }
        if chance(4) {
            let inner = Navigation()
            try inner.push(screen(), animated: false)
            try navigation.present(inner, style: chance(2) ? .sheet : .fullScreen, animated: false)
        }
        return navigation
    }

    private func screen() -> Screen {
        Screen(title: name("s"))
    }

    private func name(_ prefix: String) -> String {
        names += 1
        return "\(prefix)\(names)"
    }

    private func chance(_ oneIn: Int) -> Bool {
        Int.random(in: 0..<oneIn, using: &random) == 0
    }

    private func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &random)]
    }
}
