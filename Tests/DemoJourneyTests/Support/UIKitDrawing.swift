import HeadlessFlow
import HeadlessFlowUIKit
import XCTest

/// The neutral half of the UIKit drawing of a window: a `UIKitAdapter` bringing a recording
/// stand-in for UIKit's controllers (stacks, presentations, tab bars, split columns, alerts) to
/// the model, and, for each screen UIKit shows, the `UIKitControlPlan`s of its `SceneDrawing`, as
/// `SceneViewController` would draw them. What is visible is read from the controllers UIKit was
/// told to show, by UIKit's rules, never from the model.
@MainActor
final class UIKitDrawing: UIKitSurface {
    struct Container {
        var isTabBar: Bool
        var kind: ContainerKind
        var items: [UIKitTab]
        var selected: Int?
        var hidden: [Int] = []
    }

    let window: Navigation
    private(set) var adapter: UIKitAdapter?
    /// The size class: compact collapses a split into one stack, as UIKit does on an iPhone.
    var isCompact = false
    private var stacks: [NavigationID: [ScreenID]] = [:]
    private var presented: [NavigationID: NavigationID] = [:]
    private var containers: [ScreenID: Container] = [:]
    private var alerts: [NavigationID: AlertModel] = [:]
    /// One drawing per screen shown, kept as a `SceneViewController` keeps its own.
    private var drawings: [ScreenID: SceneDrawing] = [:]

    init(window: Navigation) {
        self.window = window
        adapter = UIKitAdapter(root: window, surface: self)
    }

    // MARK: - UIKitSurface

    func setViewControllers(_ screens: [ScreenID], of navigation: NavigationID, animated: Bool) {
        stacks[navigation] = screens
    }

    func present(
        _ navigation: NavigationID, from presenter: NavigationID, style: PresentationStyle, animated: Bool
    ) {
        presented[presenter] = navigation
    }

    func dismiss(_ navigation: NavigationID, from presenter: NavigationID, animated: Bool) {
        var next = presented.removeValue(forKey: presenter)
        while let current = next { next = presented.removeValue(forKey: current) }
    }

    func setTabs(_ tabs: [UIKitTab], of tabBar: ScreenID, animated: Bool) {
        setItems(tabs, of: tabBar, kind: .tabs, isTabBar: true)
    }

    func selectTab(_ index: Int, of tabBar: ScreenID) {
        containers[tabBar]?.selected = index
    }

    func setItems(_ items: [UIKitTab], of container: ScreenID, kind: ContainerKind, animated: Bool) {
        setItems(items, of: container, kind: kind, isTabBar: false)
    }

    /// UIKit keeps the selected controller selected while it is still an item; a new tab bar
    /// selects its first tab, a new split nothing.
    private func setItems(_ items: [UIKitTab], of container: ScreenID, kind: ContainerKind, isTabBar: Bool) {
        let old = containers[container]
        var selected: Int?
        if let old, let index = old.selected, old.items.indices.contains(index) {
            selected = items.firstIndex { $0.navigation == old.items[index].navigation }
        } else if old == nil, isTabBar, !items.isEmpty {
            selected = 0
        }
        containers[container] = Container(
            isTabBar: isTabBar, kind: kind, items: items, selected: selected, hidden: old?.hidden ?? [])
    }

    func selectItem(_ index: Int, of container: ScreenID, direction: PageDirection?, animated: Bool) {
        containers[container]?.selected = index
    }

    func setHiddenItems(_ hidden: [Int], of container: ScreenID, animated: Bool) {
        containers[container]?.hidden = hidden
    }

    func release(screens: [ScreenID], navigations: [NavigationID]) {
        for screen in screens {
            containers[screen] = nil
            drawings[screen] = nil
        }
        for navigation in navigations {
            stacks[navigation] = nil
            presented[navigation] = nil
            alerts[navigation] = nil
        }
    }

    func presentAlert(_ alert: AlertModel, from navigation: NavigationID, animated: Bool) {
        alerts[navigation] = alert
    }

    func dismissAlert(from navigation: NavigationID, animated: Bool) {
        alerts[navigation] = nil
    }

    // MARK: - What UIKit shows

    /// The screens UIKit shows, outermost first, the focused one last, with the navigation
    /// controller each is in.
    var visibleScreens: [(screen: ScreenID, navigation: NavigationID)] {
        var chain: [(screen: ScreenID, navigation: NavigationID)] = []
        appendVisible(window.id, to: &chain)
        return chain
    }

    private func appendVisible(
        _ navigation: NavigationID, to chain: inout [(screen: ScreenID, navigation: NavigationID)]
    ) {
        if let over = presented[navigation] {
            chain.removeAll()
            return appendVisible(over, to: &chain)
        }
        guard let top = stacks[navigation]?.last else { return }
        chain.append((top, navigation))
        guard let container = containers[top], var selected = container.selected,
            container.items.indices.contains(selected)
        else { return }
        let items = container.items.map(\.navigation)
        if container.isTabBar { return appendVisible(items[selected], to: &chain) }
        if container.kind == .split && isCompact {
            // A collapsed split shows its columns as one stack: the selected column's on top of the
            // ones before it, or the nearest one before it that has screens.
            while selected > 0 && stacks[items[selected]]?.isEmpty != false { selected -= 1 }
            return appendVisible(items[selected], to: &chain)
        }
        for index in items.indices where index != selected && !container.hidden.contains(index) {
            appendVisible(items[index], to: &chain)
        }
        appendVisible(items[selected], to: &chain)
    }

    /// The drawing of `screen` in `navigation`'s controller, made when it is first shown.
    func drawing(of screen: ScreenID, in navigation: NavigationID) -> SceneDrawing? {
        if let drawing = drawings[screen] { return drawing }
        guard let model = window.navigation(withID: navigation)?.screen(withID: screen) else { return nil }
        let drawing = SceneDrawing(screen: model)
        drawings[screen] = drawing
        return drawing
    }

    func describe() -> JourneyDrawing {
        let visible = visibleScreens
        let screens = visible.map { screen, navigation -> JourneyDrawing.Screen in
            if let container = containers[screen], container.isTabBar {
                let titles = container.items.map(\.item.title)
                return JourneyDrawing.Screen(
                    title: drawing(of: screen, in: navigation)?.title ?? "",
                    controls: [Drawn.tabs(titles, selected: container.selected)], selectedRows: [],
                    actions: titles.map(Drawn.tab))
            }
            guard let drawing = drawing(of: screen, in: navigation) else {
                return JourneyDrawing.Screen(
                    title: "(no controller)", controls: [], selectedRows: [], actions: [])
            }
            return describe(
                drawing.controls.map { (UIKitControlPlan($0, hasAsset: { _ in false }), $0) },
                title: drawing.title)
        }
        let alert = visible.lazy.compactMap { self.alerts[$0.navigation] }.first
        return JourneyDrawing(screens: screens, alert: alert.map(ModelDrawing.describe))
    }

    /// A screen from its control plans. A secure field's plan carries no text: whether it is
    /// empty is the `UITextField`'s, which a redraw never sets, so it is read from the control
    /// the plan was made from.
    private func describe(_ plans: [(UIKitControlPlan, DrawnControl)], title: String) -> JourneyDrawing.Screen
    {
        var screen = JourneyDrawing.Screen(title: title, controls: [], selectedRows: [], actions: [])
        for (plan, control) in plans {
            let enabled = plan.isEnabled
            switch plan.control {
            case .label(let text, _):
                if !text.isEmpty { screen.controls.append(Drawn.label(text)) }
            case .textField(let text, let placeholder, let isSecure):
                if isSecure {
                    guard case .secureTextField(_, let isEmpty) = control.content else { continue }
                    screen.controls.append(
                        Drawn.secureField(plan.id, isEmpty: isEmpty, placeholder: placeholder))
                } else {
                    screen.controls.append(Drawn.field(plan.id, text: text ?? "", placeholder: placeholder))
                }
            case .button(let title):
                screen.controls.append(Drawn.button(title, isEnabled: enabled))
            case .toggle(let title, let isOn):
                screen.controls.append(Drawn.toggle(title, isOn: isOn, isEnabled: enabled))
            case .list(let rows):
                screen.controls.append(Drawn.list(rows.map(\.title), isEnabled: enabled))
                screen.selectedRows?.append(rows.firstIndex(where: \.isSelected))
            case .imageView(let source, let label):
                screen.controls.append(Drawn.image(label ?? source?.name ?? ""))
            }
            guard enabled, let event = plan.event else { continue }
            switch (event, plan.control) {
            case (.editingChanged, _): screen.actions.append(Drawn.type(plan.id))
            case (.primaryActionTriggered, .button(let title)): screen.actions.append(Drawn.tap(title))
            case (.valueChanged, .toggle(let title, _)): screen.actions.append(Drawn.flip(title))
            case (.rowSelected, .list(let rows)) where !rows.isEmpty:
                screen.actions.append(Drawn.pick(rows: rows.count))
            default: break
            }
        }
        return screen
    }

    // MARK: - The user, in UIKit

    /// What the control of `elementID` on a shown screen reports for `input`, as
    /// `SceneViewController` sends it: the plan must list the event that sends it.
    func send(_ input: ControlInput, to elementID: String) throws {
        for (screen, navigation) in visibleScreens.reversed() {
            guard let drawing = drawing(of: screen, in: navigation),
                let control = drawing.controls.first(where: { $0.id == elementID })
            else { continue }
            let plan = UIKitControlPlan(control, hasAsset: { _ in false })
            let expected: UIKitControlPlan.Event? =
                switch input {
                case .tap: .primaryActionTriggered
                case .edit: .editingChanged
                case .setOn: .valueChanged
                case .select: .rowSelected
                }
            XCTAssertEqual(plan.event, expected, "UIKit's control of \(elementID) does not report \(input)")
            XCTAssertTrue(plan.isEnabled, "UIKit's control of \(elementID) is disabled")
            return try drawing.send(input, to: elementID)
        }
        XCTFail("UIKit shows no control \(elementID)")
    }

    /// A tap on tab `title` of the shown tab bar.
    func tapTab(_ title: String) throws {
        for (screen, _) in visibleScreens {
            guard let container = containers[screen], container.isTabBar,
                let index = container.items.firstIndex(where: { $0.item.title == title })
            else { continue }
            containers[screen]?.selected = index
            try adapter?.tabBarDidSelect(index, of: screen, animated: false)
            return
        }
        XCTFail("UIKit shows no tab \(title)")
    }

    /// A tap on the alert's action `title`: UIKit dismisses the alert itself, then reports it.
    func chooseAlertAction(_ title: String) throws {
        guard let shown = alerts.first, let action = shown.value.actions.first(where: { $0.title == title })
        else { return XCTFail("UIKit shows no alert with \(title)") }
        alerts[shown.key] = nil
        try adapter?.alertDidChoose(action.id, on: shown.key)
    }
}

extension ImageSource {
    /// The image's name, wherever it is looked up.
    var name: String {
        switch self {
        case .asset(let name), .symbol(let name): name
        }
    }
}
