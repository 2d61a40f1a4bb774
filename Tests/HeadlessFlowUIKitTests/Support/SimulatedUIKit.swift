import HeadlessFlow
import XCTest

@testable import HeadlessFlowUIKit

/// A ``UIKitSurface`` that behaves like UIKit behind an app's glue: navigation controllers with
/// their stacks, presentations with UIKit's rules, tab bar controllers with UIKit's selection rule,
/// and transitions that run until the test ends them.
///
/// Every call is recorded as a readable line (screens by title, navigations by their label), and
/// every call UIKit would refuse or that breaks the surface's contract is recorded as a
/// violation: presenting from a controller that presents already or is not in the window,
/// dismissing what is not presented, any call while a transition runs, a tab bar listed in a
/// stack before its tabs were set, releasing what is still on screen. ``assertCalls(_:)`` checks
/// both.
///
/// Gestures go the way UIKit's delegates report them: ``finishBackSwipe()`` pops the stack first,
/// then reports `didShow` and the end of the transition.
///
/// Splits, pages and custom containers are container controllers too (``setItems(_:of:kind:animated:)``).
/// UIKit decides a split's collapse from the size class: ``setCompact(_:)`` collapses or expands
/// every split on screen and reports it, as the split view controller's delegate does; a split
/// made afterwards starts expanded.
@MainActor
final class SimulatedUIKit: UIKitSurface {
    struct NavigationController {
        var viewControllers: [ScreenID] = []
        var presented: NavigationID?
        /// How this controller is presented, while it is.
        var style: PresentationStyle?
    }

    /// A tab bar, split view, page view or custom container controller.
    struct TabBarController {
        var tabs: [UIKitTab] = []
        var selectedIndex: Int?
        var kind: ContainerKind = .tabs
        var hidden: [Int] = []
        var isCollapsed = false

        /// The items on screen, by the model's rule.
        var visibleIndices: [Int] {
            NavigationEvent.ContainerContent(
                kind: kind,
                items: tabs.map {
                    NavigationEvent.ItemContent(
                        label: $0.item,
                        navigation: NavigationEvent.NavigationContent(id: $0.navigation, screens: []))
                }, selectedIndex: selectedIndex, hidden: hidden, isCollapsed: isCollapsed
            ).visibleIndices
        }
    }

    weak var adapter: UIKitAdapter?
    /// The model, only to name screens by title and to tell a tab bar from a plain screen.
    private let model: Navigation
    let rootID: NavigationID

    private(set) var navigationControllers: [NavigationID: NavigationController]
    private(set) var tabBarControllers: [ScreenID: TabBarController] = [:]
    private(set) var calls: [String] = []
    /// The alert each navigation controller presents.
    private(set) var alerts: [NavigationID: AlertModel] = [:]
    /// What UIKit refused, or what broke the surface's contract; a test may add its own findings.
    var violations: [String] = []
    private var assertedCalls = 0

    /// Whether an animated call on a controller in the window starts a transition, which runs until
    /// ``endTransition()``.
    var animatesTransitions = false
    private(set) var isTransitioning = false
    private var swipingNavigation: NavigationID?

    private var labels: [NavigationID: String] = [:]
    private var titles: [ScreenID: String] = [:]

    /// The controllers the shipped renderer would keep, made and released as its calls say: a
    /// screen keeps one controller while it is shown (a call that makes it a second one, or
    /// drops one from a stack, is a violation).
    private(set) lazy var controllers = UIKitControllers<FakeController, FakeController, FakeController>(
        root: model, makeNavigationController: { FakeController() },
        makeTabBarController: { FakeController() },
        makeViewController: { FakeController(screen: $0.id) }, tabBarAsViewController: { $0 },
        applyTitle: { controller, title in controller.title = title })
    private var shownControllers: [ScreenID: ObjectIdentifier] = [:]

    init(model: Navigation, label: String = "Window") {
        self.model = model
        rootID = model.id
        navigationControllers = [model.id: NavigationController()]
        labels[model.id] = label
    }

    /// Names `navigation` in the recorded lines.
    func label(_ navigation: Navigation, _ name: String) {
        labels[navigation.id] = name
    }

    // MARK: - UIKitSurface

    func setViewControllers(_ screens: [ScreenID], of navigation: NavigationID, animated: Bool) {
        record("setViewControllers \(name(navigation)) \(names(screens))", animated: animated)
        // As the renderer does at every call: a title that changed reaches its bar.
        controllers.refreshTitles()
        if Set(screens).count != screens.count { violate("a stack lists a screen twice: \(names(screens))") }
        for screen in screens where tabBarControllers[screen] == nil && model.container(withID: screen) != nil
        {
            violate("\(name(screen)) is listed in a stack before its tabs were set")
        }
        // UIKit's addChild takes a controller away from its former parent.
        for (id, controller) in navigationControllers where id != navigation {
            let kept = controller.viewControllers.filter { !screens.contains($0) }
            if kept != controller.viewControllers { navigationControllers[id]?.viewControllers = kept }
        }
        let wasInWindow = isInWindow(navigation)
        navigationControllers[navigation, default: NavigationController()].viewControllers = screens
        checkControllers(of: screens, in: navigation)
        if animated && wasInWindow { beginAnimation() }
    }

    private func checkControllers(of screens: [ScreenID], in navigation: NavigationID) {
        let stack = controllers.stack(screens, of: navigation)
        if stack.count != screens.count {
            violate("the renderer's controllers dropped screens of \(names(screens))")
        }
        _ = controllers.navigationController(navigation)
        for (screen, controller) in zip(screens, stack) {
            if controllers.screenID(of: controller) != screen {
                violate("the controller of \(name(screen)) does not find its screen")
            }
            let identity = ObjectIdentifier(controller)
            if let earlier = shownControllers[screen], earlier != identity {
                violate("\(name(screen)) got a second controller while shown")
            }
            shownControllers[screen] = identity
        }
    }

    func present(
        _ navigation: NavigationID, from presenter: NavigationID, style: PresentationStyle, animated: Bool
    ) {
        record("present \(name(navigation)) from \(name(presenter)) (\(style))", animated: animated)
        controllers.refreshTitles()
        if !isInWindow(presenter) { violate("\(name(presenter)) presents while not in the window") }
        if let busy = regionPresenter(of: presenter) {
            violate("\(name(presenter)) presents while \(name(busy)) presents already")
        }
        if presenterOf(navigation) != nil { violate("\(name(navigation)) is presented already") }
        if alerts[presenter] != nil { violate("\(name(presenter)) presents while it presents an alert") }
        if let parent = tabBarHolding(navigation) {
            // The glue detaches a controller whose tab bar left the screen (UIKitSurface's docs);
            // a tab bar still on screen means the adapter presented before updating it.
            if reachable().screens.contains(parent) {
                violate("\(name(navigation)) is presented while a tab of \(name(parent)) on screen")
            }
            tabBarControllers[parent]?.tabs.removeAll { $0.navigation == navigation }
        }
        navigationControllers[navigation, default: NavigationController()].style = style
        navigationControllers[presenter, default: NavigationController()].presented = navigation
        if animated { beginAnimation() }
    }

    func presentAlert(_ alert: AlertModel, from navigation: NavigationID, animated: Bool) {
        record("present \(alert) from \(name(navigation))", animated: animated)
        if !isInWindow(navigation) {
            violate("\(name(navigation)) presents an alert while not in the window")
        }
        if navigationControllers[navigation]?.presented != nil || alerts[navigation] != nil {
            violate("\(name(navigation)) presents an alert while it presents already")
        }
        alerts[navigation] = alert
        if animated { beginAnimation() }
    }

    func dismissAlert(from navigation: NavigationID, animated: Bool) {
        record("dismiss alert from \(name(navigation))", animated: animated)
        if alerts.removeValue(forKey: navigation) == nil {
            violate("\(name(navigation)) presents no alert")
        }
        if animated { beginAnimation() }
    }

    /// The user taps the action titled `title` of the alert on screen, having typed `text`:
    /// UIKit dismisses the alert (a transition, when calls animate), then calls the action's
    /// handler.
    func tapAlertAction(_ title: String, text: String? = nil) throws(UIKitGestureError) {
        guard let (navigation, alert) = alerts.first, alerts.count == 1,
            let action = alert.actions.first(where: { $0.title == title })
        else {
            violate("no alert with an action \(title.debugDescription) on screen")
            return
        }
        alerts[navigation] = nil
        // UIKit may still animate the alert's dismissal when it calls the handler: the glue reports
        // that transition first (`UIKitRenderer` does), so nothing is drawn before it ends.
        if animatesTransitions { beginTransition() }
        try adapter?.alertDidChoose(action.id, text: text, on: navigation)
    }

    func dismiss(_ navigation: NavigationID, from presenter: NavigationID, animated: Bool) {
        record("dismiss \(name(navigation)) from \(name(presenter))", animated: animated)
        guard navigationControllers[presenter]?.presented == navigation else {
            violate("\(name(presenter)) does not present \(name(navigation))")
            return
        }
        dismissAll(from: presenter)
        if animated { beginAnimation() }
    }

    func setTabs(_ tabs: [UIKitTab], of tabBar: ScreenID, animated: Bool) {
        let list = tabs.map { "\(itemText($0.item)): \(name($0.navigation))" }.joined(separator: ", ")
        record("setTabs \(name(tabBar)) [\(list)]", animated: animated)
        controllers.refreshTitles()
        let navigations = tabs.map(\.navigation)
        if Set(navigations).count != navigations.count { violate("\(name(tabBar)) lists a navigation twice") }
        for navigation in navigations where presenterOf(navigation) != nil {
            violate("\(name(navigation)) is made a tab while it is presented")
        }
        for (id, other) in tabBarControllers where id != tabBar {
            let kept = other.tabs.filter { !navigations.contains($0.navigation) }
            if kept != other.tabs { tabBarControllers[id] = Self.uikitSelection(other, after: kept) }
        }
        let wasInWindow = reachable().screens.contains(tabBar)
        let tabBarController = controllers.tabBarController(tabBar)
        if controllers.tabBarID(of: tabBarController) != tabBar {
            violate("\(name(tabBar)) is not found back")
        }
        for (tab, controller) in zip(tabs, controllers.tabs(tabs))
        where controllers.navigationID(of: controller) != tab.navigation {
            violate("the controller of \(name(tab.navigation)) does not find its navigation")
        }
        let old = tabBarControllers[tabBar] ?? TabBarController()
        tabBarControllers[tabBar] = Self.uikitSelection(old, after: tabs)
        for tab in tabs where navigationControllers[tab.navigation] == nil {
            navigationControllers[tab.navigation] = NavigationController()
        }
        if animated && wasInWindow { beginAnimation() }
    }

    func selectTab(_ index: Int, of tabBar: ScreenID) {
        record("selectTab \(index) of \(name(tabBar))", animated: false)
        guard let controller = tabBarControllers[tabBar], controller.kind == .tabs,
            controller.tabs.indices.contains(index)
        else {
            violate("\(name(tabBar)) has no tab \(index)")
            return
        }
        tabBarControllers[tabBar]?.selectedIndex = index
    }

    func setItems(_ items: [UIKitTab], of container: ScreenID, kind: ContainerKind, animated: Bool) {
        let list = items.map { "\(itemText($0.item)): \(name($0.navigation))" }.joined(separator: ", ")
        record("setItems \(name(container)) \(kind.name) [\(list)]", animated: animated)
        controllers.refreshTitles()
        if case .tabs = kind { violate("\(name(container)) is a tab bar, set with setItems") }
        let navigations = items.map(\.navigation)
        if Set(navigations).count != navigations.count {
            violate("\(name(container)) lists a navigation twice")
        }
        for navigation in navigations where presenterOf(navigation) != nil {
            violate("\(name(navigation)) is made an item while it is presented")
        }
        for (id, other) in tabBarControllers where id != container {
            let kept = other.tabs.filter { !navigations.contains($0.navigation) }
            if kept != other.tabs {
                tabBarControllers[id] =
                    other.kind == .tabs
                    ? Self.uikitSelection(other, after: kept) : Self.kept(other, items: kept)
            }
        }
        let wasInWindow = reachable().screens.contains(container)
        _ = controllers.tabBarController(container)
        if case .split = kind, tabBarControllers[container]?.kind != kind { newSplits.insert(container) }
        let old = tabBarControllers[container] ?? TabBarController(kind: kind)
        var new = Self.kept(old, items: items)
        new.kind = kind
        if old.kind != kind { new.isCollapsed = false }
        tabBarControllers[container] = new
        for item in items where navigationControllers[item.navigation] == nil {
            navigationControllers[item.navigation] = NavigationController()
        }
        if animated && wasInWindow { beginAnimation() }
    }

    func selectItem(_ index: Int, of container: ScreenID, direction: PageDirection?, animated: Bool) {
        let turn = direction.map { " \($0)" } ?? ""
        record("selectItem \(index) of \(name(container))\(turn)", animated: animated)
        guard let controller = tabBarControllers[container], controller.kind != .tabs,
            controller.tabs.indices.contains(index)
        else {
            violate("\(name(container)) has no item \(index)")
            return
        }
        if case .pages = controller.kind, direction == nil { violate("a page turned without a direction") }
        tabBarControllers[container]?.selectedIndex = index
        tabBarControllers[container]?.hidden.removeAll { $0 == index }
        if animated && reachable().screens.contains(container) { beginAnimation() }
    }

    func setHiddenItems(_ hidden: [Int], of container: ScreenID, animated: Bool) {
        record("setHiddenItems \(hidden) of \(name(container))", animated: animated)
        guard let controller = tabBarControllers[container],
            hidden.allSatisfy(controller.tabs.indices.contains)
        else {
            violate("\(name(container)) cannot hide \(hidden)")
            return
        }
        switch controller.kind {
        case .tabs, .pages: violate("\(name(container)) hides items, which its kind cannot")
        case .split, .custom: tabBarControllers[container]?.hidden = hidden
        }
    }

    /// The state a container controller has after its items change: the selected navigation stays
    /// selected while it is an item, every item is shown, a split stays collapsed or expanded.
    private static func kept(_ old: TabBarController, items: [UIKitTab]) -> TabBarController {
        let selected = old.selectedIndex.flatMap {
            old.tabs.indices.contains($0) ? old.tabs[$0].navigation : nil
        }
        return TabBarController(
            tabs: items,
            selectedIndex: selected.flatMap { navigation in items.firstIndex { $0.navigation == navigation }
            },
            kind: old.kind, hidden: [], isCollapsed: old.isCollapsed)
    }

    func release(screens: [ScreenID], navigations: [NavigationID]) {
        var line = "release"
        if !screens.isEmpty { line += " screens \(names(screens))" }
        if !navigations.isEmpty { line += " navigations [\(navigations.map(name).joined(separator: ", "))]" }
        record(line, animated: false)
        let onScreen = reachable()
        for screen in screens where onScreen.screens.contains(screen) {
            violate("\(name(screen)) is released on screen")
        }
        for navigation in navigations where onScreen.navigations.contains(navigation) {
            violate("\(name(navigation)) is released on screen")
        }
        for screen in screens {
            tabBarControllers[screen] = nil
            newSplits.remove(screen)
        }
        for navigation in navigations { navigationControllers[navigation] = nil }
        controllers.release(screens: screens, navigations: navigations)
        for screen in screens { shownControllers[screen] = nil }
    }

    // MARK: - The user and the animations

    /// Ends the running transition, as UIKit's transition coordinator does.
    func endTransition() {
        guard isTransitioning else { return }
        isTransitioning = false
        adapter?.transitionDidEnd()
    }

    /// Starts an interactive back swipe in `navigation`, which must show more than its root.
    func beginBackSwipe(in navigation: Navigation) {
        guard !isTransitioning, (navigationControllers[navigation.id]?.viewControllers.count ?? 0) > 1 else {
            violate("no back swipe is possible in \(name(navigation.id))")
            return
        }
        swipingNavigation = navigation.id
        beginTransition()
    }

    /// The user lets go past the middle: UIKit pops, reports `didShow`, then ends the transition.
    func finishBackSwipe() throws(UIKitGestureError) {
        guard let navigation = swipingNavigation else { return }
        swipingNavigation = nil
        navigationControllers[navigation]?.viewControllers.removeLast()
        let top = navigationControllers[navigation]?.viewControllers.last
        try reportEndOfSwipe(showing: top, in: navigation)
    }

    /// The user gives up halfway: UIKit reports `didShow` with the same top, then ends the
    /// transition.
    func cancelBackSwipe() throws(UIKitGestureError) {
        guard let navigation = swipingNavigation else { return }
        swipingNavigation = nil
        try reportEndOfSwipe(showing: navigationControllers[navigation]?.viewControllers.last, in: navigation)
    }

    private func reportEndOfSwipe(
        showing top: ScreenID?, in navigation: NavigationID
    ) throws(UIKitGestureError) {
        isTransitioning = false
        defer { adapter?.transitionDidEnd() }
        guard let top else { return }
        try adapter?.navigationControllerDidShow(top, in: navigation, animated: true)
    }

    /// A whole back swipe, or a tap on the back button.
    func swipeBack(in navigation: Navigation) throws(UIKitGestureError) {
        beginBackSwipe(in: navigation)
        try finishBackSwipe()
    }

    /// The user swipes the sheet `navigation` down: UIKit dismisses it, then tells the delegate.
    func swipeDown(_ navigation: Navigation) throws(UIKitGestureError) {
        guard let presenter = presenterOf(navigation.id), !isTransitioning,
            navigationControllers[navigation.id]?.presented == nil,
            navigationControllers[navigation.id]?.style?.isDismissable == true
        else {
            violate("\(name(navigation.id)) cannot be swiped down")
            return
        }
        dismissAll(from: presenter)
        try adapter?.presentationDidDismiss(navigation.id)
    }

    /// The user taps the tab at `index` of `tabBar`.
    func tapTab(_ index: Int, of tabBar: TabBar) throws(UIKitGestureError) {
        guard !isTransitioning, tabBarControllers[tabBar.id]?.tabs.indices.contains(index) == true else {
            violate("tab \(index) of \(name(tabBar.id)) cannot be tapped")
            return
        }
        tabBarControllers[tabBar.id]?.selectedIndex = index
        try adapter?.tabBarDidSelect(index, of: tabBar.id)
    }

    /// Whether the window has a compact width: splits on screen collapse.
    private(set) var isCompact = false
    /// The split controllers made since the last layout pass, which reports them as they are.
    private var newSplits = Set<ScreenID>()

    /// The width becomes compact (`true`) or regular: UIKit collapses or expands every split on
    /// screen, keeping the focused column on top, and its delegate reports each one. Called with
    /// the same width, it is UIKit's next layout pass: a split that entered the window since
    /// takes the window's width, and each split on screen is reported as it is.
    func setCompact(_ compact: Bool) throws(UIKitGestureError) {
        guard !isTransitioning else {
            violate("the size class changed during a transition")
            return
        }
        isCompact = compact
        let onScreen = reachable().screens
        var firstError: UIKitGestureError?
        for (id, controller) in tabBarControllers.sorted(by: { $0.key < $1.key })
        where controller.kind == .split && onScreen.contains(id)
            && (controller.isCollapsed != compact || newSplits.contains(id))
        {
            newSplits.remove(id)
            tabBarControllers[id]?.isCollapsed = compact
            do throws(UIKitGestureError) {
                if compact {
                    try adapter?.splitDidCollapse(id)
                } else {
                    try adapter?.splitDidExpand(id)
                }
            } catch {
                firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
    }

    /// The user goes back in the collapsed split `split` from the first screen of its focused
    /// column: UIKit pops that column off the merged stack, showing the last column before it with
    /// screens, and the navigation controller below reports `didShow` with its top.
    func goBackInCollapsedSplit(_ split: ScreenID) throws(UIKitGestureError) {
        guard !isTransitioning, let controller = tabBarControllers[split], controller.kind == .split,
            controller.isCollapsed, let selected = controller.selectedIndex,
            (navigationControllers[controller.tabs[selected].navigation]?.viewControllers.count ?? 0) <= 1,
            let column = controller.tabs.indices[..<selected].last(where: {
                !(navigationControllers[controller.tabs[$0].navigation]?.viewControllers.isEmpty ?? true)
            }),
            let top = navigationControllers[controller.tabs[column].navigation]?.viewControllers.last
        else {
            violate("no column to go back to in \(name(split))")
            return
        }
        tabBarControllers[split]?.selectedIndex = column
        tabBarControllers[split]?.hidden.removeAll { $0 == column }
        try adapter?.navigationControllerDidShow(top, in: controller.tabs[column].navigation, animated: true)
    }

    /// The user swipes the pages `pages` to the page in `direction` (across the ends when they
    /// loop): the data source hands out the page, and the delegate reports the finished turn.
    func swipePage(_ direction: PageDirection, of pages: ScreenID) throws(UIKitGestureError) {
        guard !isTransitioning, let controller = tabBarControllers[pages],
            case .pages(let options) = controller.kind,
            let selected = controller.selectedIndex
        else {
            violate("\(name(pages)) cannot be swiped")
            return
        }
        var target = selected + (direction == .forward ? 1 : -1)
        if options.loops && controller.tabs.count > 1 {
            target = (target + controller.tabs.count) % controller.tabs.count
        }
        guard controller.tabs.indices.contains(target), target != selected else {
            violate("\(name(pages)) has no page \(direction)")
            return
        }
        tabBarControllers[pages]?.selectedIndex = target
        try adapter?.pagesDidTurn(to: target, of: pages)
    }

    // MARK: - Reading what UIKit shows

    /// The controller tree the renderer builds, as `UIKitRenderer` does from the same
    /// ``UIKitControllers``: the window's root controller and each presented one is the
    /// navigation's navigation controller, or the controller of its lone container
    /// (`hostedContainer(of:)`); containers pushed above other screens sit in the stack; each
    /// controller with the title the renderer gave it.
    ///
    /// `Window: tabs Main {nav Menu [Menu "Menu"], nav Cart [Cart "Cart"]}` reads: the window's
    /// root is the tab bar Main, whose tabs are navigation controllers.
    var controllerTree: String {
        "\(name(rootID)): " + tree(of: rootID, hosted: true)
    }

    private func tree(of navigation: NavigationID, hosted: Bool) -> String {
        let controller = navigationControllers[navigation] ?? NavigationController()
        var text: String
        if hosted, let container = controllers.hostedContainer(of: controller.viewControllers) {
            text = containerTree(container)
        } else {
            let screens = controller.viewControllers.map { screen in
                tabBarControllers[screen] != nil ? containerTree(screen) : screenTree(screen)
            }
            text = "nav \(name(navigation)) [" + screens.joined(separator: ", ") + "]"
        }
        if let presented = controller.presented {
            text += " presents \(name(presented)): " + tree(of: presented, hosted: true)
        }
        return text
    }

    private func screenTree(_ screen: ScreenID) -> String {
        controllers.title(of: screen).map { "\(name(screen)) \($0.debugDescription)" } ?? name(screen)
    }

    private func containerTree(_ container: ScreenID) -> String {
        let state = tabBarControllers[container] ?? TabBarController()
        let items = state.tabs.map { tree(of: $0.navigation, hosted: false) }.joined(separator: ", ")
        return "\(state.kind.name) \(screenTree(container)) {\(items)}"
    }

    /// The navigations whose controller is at the root of the window or of a presentation.
    var hostedNavigations: [NavigationID] {
        var hosted = [rootID]
        var index = 0
        while index < hosted.count {
            if let presented = navigationControllers[hosted[index]]?.presented { hosted.append(presented) }
            for screen in navigationControllers[hosted[index]]?.viewControllers ?? [] {
                for tab in tabBarControllers[screen]?.tabs ?? [] {
                    if let presented = navigationControllers[tab.navigation]?.presented {
                        hosted.append(presented)
                    }
                }
            }
            index += 1
        }
        return hosted
    }

    /// What the window shows, in the shape of ``Navigation/content``.
    var content: NavigationEvent.NavigationContent {
        content(of: rootID)
    }

    /// How `navigation` is presented, while it is.
    func presentationStyle(of navigation: NavigationID) -> PresentationStyle? {
        navigationControllers[navigation]?.style
    }

    /// What `navigation`'s controller shows, with everything it holds and presents.
    func content(of navigation: NavigationID) -> NavigationEvent.NavigationContent {
        let controller = navigationControllers[navigation] ?? NavigationController()
        return NavigationEvent.NavigationContent(
            id: navigation,
            screens: controller.viewControllers.map { screen in
                guard let tabBar = tabBarControllers[screen] else { return .screen(screen) }
                return NavigationEvent.ScreenContent(
                    id: screen,
                    container: NavigationEvent.ContainerContent(
                        kind: tabBar.kind,
                        items: tabBar.tabs.map {
                            NavigationEvent.ItemContent(
                                label: $0.item, navigation: content(of: $0.navigation))
                        },
                        selectedIndex: tabBar.selectedIndex, hidden: tabBar.hidden,
                        isCollapsed: tabBar.isCollapsed))
            },
            presented: controller.presented.map {
                NavigationEvent.PresentedContent(
                    navigation: content(of: $0), style: navigationControllers[$0]?.style ?? .sheet)
            }, alert: alerts[navigation])
    }

    /// The readable name of `navigation`.
    func name(_ navigation: NavigationID) -> String {
        labels[navigation] ?? navigation.description
    }

    // MARK: - Asserting

    /// Asserts the calls since the previous assertion, exactly, and that UIKit refused nothing.
    func assertCalls(_ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let actual = Array(calls[assertedCalls...])
        assertedCalls = calls.count
        if actual != expected {
            XCTFail(
                "UIKit calls differ.\nexpected:\n" + expected.map { "  \($0)" }.joined(separator: "\n")
                    + "\nactual:\n" + actual.map { "  \($0)" }.joined(separator: "\n"),
                file: file, line: line)
        }
        XCTAssertEqual(violations, [], "UIKit refused calls", file: file, line: line)
    }

    /// Skips the calls made so far (a test's setup), still asserting that UIKit refused none.
    func skipCalls(file: StaticString = #filePath, line: UInt = #line) {
        assertedCalls = calls.count
        XCTAssertEqual(violations, [], "UIKit refused calls", file: file, line: line)
    }

    // MARK: - UIKit's rules

    /// The selection after a tab bar controller gets `tabs`, by UIKit's documented rule: the
    /// selected controller stays selected if it is still there, else the same index if it is
    /// valid, else the first tab.
    private static func uikitSelection(_ old: TabBarController, after tabs: [UIKitTab]) -> TabBarController {
        guard !tabs.isEmpty else { return TabBarController(tabs: tabs, selectedIndex: nil) }
        guard let selected = old.selectedIndex else { return TabBarController(tabs: tabs, selectedIndex: 0) }
        if let kept = tabs.firstIndex(where: { $0.navigation == old.tabs[selected].navigation }) {
            return TabBarController(tabs: tabs, selectedIndex: kept)
        }
        return TabBarController(tabs: tabs, selectedIndex: selected < tabs.count ? selected : 0)
    }

    private func presenterOf(_ navigation: NavigationID) -> NavigationID? {
        navigationControllers.first { $0.value.presented == navigation }?.key
    }

    private func tabBarHolding(_ navigation: NavigationID) -> ScreenID? {
        tabBarControllers.first { $0.value.tabs.contains { $0.navigation == navigation } }?.key
    }

    /// The navigation whose stack holds `tabBar`, among those on screen.
    private func holder(of tabBar: ScreenID) -> NavigationID? {
        let onScreen = reachable().navigations
        return navigationControllers.first {
            onScreen.contains($0.key) && $0.value.viewControllers.contains(tabBar)
        }?
        .key
    }

    /// Whether `navigation`'s controller is in the window: the window's own, one presented from a
    /// controller in the window, or the selected tab of a tab bar on top of a stack in the window.
    private func isInWindow(_ navigation: NavigationID) -> Bool {
        var pending = [rootID]
        var seen = Set<NavigationID>()
        while let current = pending.popLast() {
            guard seen.insert(current).inserted else { continue }
            if current == navigation { return true }
            guard let controller = navigationControllers[current] else { continue }
            if let presented = controller.presented { pending.append(presented) }
            if let top = controller.viewControllers.last, let tabBar = tabBarControllers[top] {
                pending.append(contentsOf: tabBar.visibleIndices.map { tabBar.tabs[$0].navigation })
            }
        }
        return false
    }

    /// The controller that already presents in the presentation context of `navigation`: itself,
    /// or one that holds it through tab bars up to the window or the controller that is presented.
    private func regionPresenter(of navigation: NavigationID) -> NavigationID? {
        var current: NavigationID? = navigation
        var seen = Set<NavigationID>()
        while let id = current, seen.insert(id).inserted {
            if navigationControllers[id]?.presented != nil { return id }
            current = tabBarHolding(id).flatMap(holder(of:))
        }
        return nil
    }

    /// Dismisses what `presenter` presents and everything presented over it.
    private func dismissAll(from presenter: NavigationID) {
        guard let presented = navigationControllers[presenter]?.presented else { return }
        navigationControllers[presenter]?.presented = nil
        navigationControllers[presented]?.style = nil
        var pending = [presented]
        var seen = Set<NavigationID>()
        while let current = pending.popLast() {
            guard seen.insert(current).inserted else { continue }
            // UIKit dismisses the alerts presented above, too.
            alerts[current] = nil
            dismissAll(from: current)
            for screen in navigationControllers[current]?.viewControllers ?? [] {
                pending.append(contentsOf: tabBarControllers[screen]?.tabs.map(\.navigation) ?? [])
            }
        }
    }

    /// Every controller on screen.
    private func reachable() -> (screens: Set<ScreenID>, navigations: Set<NavigationID>) {
        var screens = Set<ScreenID>()
        var navigations = Set<NavigationID>()
        var pending = [rootID]
        while let current = pending.popLast() {
            guard navigations.insert(current).inserted, let controller = navigationControllers[current] else {
                continue
            }
            for screen in controller.viewControllers {
                screens.insert(screen)
                pending.append(contentsOf: tabBarControllers[screen]?.tabs.map(\.navigation) ?? [])
            }
            if let presented = controller.presented { pending.append(presented) }
        }
        return (screens, navigations)
    }

    // MARK: - Recording

    private func beginTransition() {
        isTransitioning = true
        adapter?.transitionWillBegin()
    }

    /// An animated call starts a transition when the test lets calls animate.
    private func beginAnimation() {
        if animatesTransitions { beginTransition() }
    }

    private func record(_ line: String, animated: Bool) {
        if isTransitioning { violate("\(line) was sent while a transition runs") }
        calls.append(animated ? line + " animated" : line)
    }

    private func violate(_ message: String) {
        violations.append(message)
    }

    func name(_ screen: ScreenID) -> String {
        if let title = titles[screen] { return title }
        guard let found = findScreen(screen) else { return screen.description }
        titles[screen] = found.title
        return found.title
    }

    private func names(_ screens: [ScreenID]) -> String {
        "[" + screens.map(name).joined(separator: ", ") + "]"
    }

    private func itemText(_ item: TabBarItem) -> String {
        item.badge.map { "\(item.title) (badge \($0))" } ?? item.title
    }

    /// The screen with `id` anywhere under the model's root, whether on screen or not.
    private func findScreen(_ id: ScreenID) -> Screen? {
        var pending = [model]
        while let navigation = pending.popLast() {
            if let screen = navigation.screen(withID: id) { return screen }
            for case let tabBar as ContainerScreen in navigation.screens {
                pending.append(contentsOf: tabBar.navigations)
            }
            if let presented = navigation.presented { pending.append(presented) }
        }
        return nil
    }
}

/// A controller of the simulated UIKit, kept by the renderer's ``UIKitControllers``.
@MainActor
final class FakeController {
    let screen: ScreenID?
    /// The title the renderer gave it (`UIViewController.title`).
    var title: String?

    init(screen: ScreenID? = nil) {
        self.screen = screen
    }
}
