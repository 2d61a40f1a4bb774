import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlowUIKit

/// Applies long seeded sequences of random model operations and user gestures to an app rendered
/// on a simulated UIKit, with transitions running at random, and checks after every step (once no
/// transition runs) that UIKit shows the model: every stack, the presented chain with its styles,
/// every tab bar's tabs, items and selection. UIKit must never have refused a call. A failure
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
            try world.run(steps: 3_000)
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
            XCTAssertGreaterThan(world.alertsAnswered, 5, "seed \(seed): the user rarely answered an alert")
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
            try check(step: step, after: operation)
        }
        if swiping { try? uikit.finishBackSwipe() }
        uikit.endTransition()
        try check(step: steps, after: "the last transition ended")
    }

    private func check(step: Int, after operation: String) throws {
        checks += 1
        let expected = Self.showable(window.content)
        if expected != window.content { hiddenPresentations += 1 }
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
        if !uikit.isTransitioning, uikit.alerts.isEmpty, chance(6), let gesture = userGesture() {
            return gesture
        }
        return modelOperation()
    }

    private func modelOperation() -> String {
        let navigations = allNavigations()
        let navigation = swiping && chance(2) ? swipedNavigation ?? window : pick(navigations)
        let tabBars = navigations.flatMap { $0.screens.compactMap { $0 as? TabBar } }
        let animated = chance(2)
        do throws(NavigationError) {
            switch Int.random(in: 0..<15, using: &random) {
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
            case 13:
                let alert = Alert(title: name("alert"), actions: [.default("ok", "OK"), .cancel("no", "No")])
                try navigation.presentAlert(alert, animated: animated) { _ in }
                alertsShown += 1
                return "present \(alert) on \(navigation.id)"
            case 14:
                guard let showing = navigations.first(where: { $0.alert != nil }) else { return "nothing" }
                if !uikit.alerts.isEmpty && !uikit.isTransitioning && !swiping && chance(2) {
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
        switch Int.random(in: 0..<4, using: &random) {
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
            let tabBars = path.compactMap { navigation in
                uikit.content(of: navigation.id).screens.last.flatMap { top in
                    top.container.map { (top.id, $0.items.count) }
                }
            }
            guard let (id, count) = tabBars.last, count > 0, let tabBar = window.tabBar(withID: id) else {
                return nil
            }
            let index = Int.random(in: 0..<count, using: &random)
            gestures += 1
            return gesture("tap tab \(index) of \(id)", redundant: "selectTab") {
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
        let callsBefore = uikit.calls.count
        do {
            try body()
            if let redundant, let line = uikit.calls[callsBefore...].first(where: { $0.contains(redundant) })
            {
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
    /// window that presents nothing).
    static func showable(
        _ content: NavigationEvent.NavigationContent, onPath: Bool = true
    ) -> NavigationEvent.NavigationContent {
        let presented = onPath ? content.presented : nil
        let screens = content.screens.enumerated().map { position, screen in
            guard let tabBar = screen.container else { return screen }
            let isTop = position == content.screens.count - 1
            let tabs = tabBar.items.enumerated().map { index, tab in
                NavigationEvent.ItemContent(
                    label: tab.label,
                    navigation: showable(
                        tab.navigation,
                        onPath: onPath && presented == nil && isTop && index == tabBar.selectedIndex))
            }
            return NavigationEvent.ScreenContent(
                id: screen.id,
                container: NavigationEvent.ContainerContent(items: tabs, selectedIndex: tabBar.selectedIndex))
        }
        return NavigationEvent.NavigationContent(
            id: content.id, screens: screens,
            presented: presented.map {
                NavigationEvent.PresentedContent(navigation: showable($0.navigation), style: $0.style)
            },
            // An alert is a presentation too: UIKit shows it only on that path.
            alert: onPath ? content.alert : nil)
    }

    // MARK: - Helpers

    /// The navigations UIKit shows on the path the user sees, outermost first.
    private func visibleNavigations() -> [Navigation] {
        var path: [Navigation] = []
        var current: NavigationEvent.NavigationContent? = uikit.content
        while let content = current, let navigation = window.navigation(withID: content.id) {
            path.append(navigation)
            if let presented = content.presented {
                current = presented.navigation
            } else if let tabBar = content.screens.last?.container, let selected = tabBar.selectedIndex {
                current = tabBar.items[selected].navigation
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
            for case let tabBar as TabBar in navigation.screens {
                pending.append(contentsOf: tabBar.tabs.map(\.navigation))
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
