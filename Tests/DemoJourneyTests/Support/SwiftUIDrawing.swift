import HeadlessFlow
import HeadlessFlowSwiftUI
import XCTest

/// The neutral half of the SwiftUI drawing of a window: the `SwiftUIAdapter`'s stacks, paths,
/// presentations, tab selections and split columns as `NavigationRootView` reads them, and, for
/// each screen on screen, the `SwiftUIControlPlan`s with the values of their
/// `SwiftUISceneBindings`, as `ScreenElementsView` draws them.
@MainActor
final class SwiftUIDrawing {
    let adapter: SwiftUIAdapter
    /// One drawing per screen shown, kept as a `ScreenElementsView`'s model keeps its own.
    private var drawings: [ScreenID: SceneDrawing] = [:]

    init(window: Navigation) {
        adapter = SwiftUIAdapter(root: window)
    }

    /// The screens SwiftUI shows, outermost first, the focused one last, with the navigation whose
    /// state lists each.
    var visibleScreens: [(screen: ScreenID, navigation: NavigationID)] {
        var chain: [(screen: ScreenID, navigation: NavigationID)] = []
        appendVisible(adapter.rootID, to: &chain)
        return chain
    }

    private func appendVisible(
        _ navigation: NavigationID, to chain: inout [(screen: ScreenID, navigation: NavigationID)]
    ) {
        guard let stack = adapter.stack(navigation) else { return }
        if let presented = stack.presented {
            // A sheet or cover shows over everything under it.
            chain.removeAll()
            return appendVisible(presented.id, to: &chain)
        }
        guard let top = stack.top else { return }
        chain.append((top, navigation))
        if let tabBar = adapter.tabBar(top) {
            if let selection = tabBar.selection { appendVisible(selection, to: &chain) }
            return
        }
        guard let container = adapter.container(top) else { return }
        if container.isCollapsed {
            // One NavigationStack: the top of the merged stack is shown, from its column.
            guard let shown = container.mergedStack.last,
                let column = container.items.first(where: { item in
                    guard let stack = adapter.stack(item.id) else { return false }
                    return stack.root == shown || stack.path.contains(shown)
                })
            else { return }
            return appendVisible(column.id, to: &chain)
        }
        let visible = container.visibleItems
        for item in visible where item.id != container.selection { appendVisible(item.id, to: &chain) }
        if let selected = visible.first(where: { $0.id == container.selection }) {
            appendVisible(selected.id, to: &chain)
        }
    }

    private func bindings(of screen: ScreenID, in navigation: NavigationID) -> SwiftUISceneBindings? {
        if let drawing = drawings[screen] { return SwiftUISceneBindings(drawing: drawing) }
        guard let model = adapter.screen(screen, in: navigation) else { return nil }
        let drawing = SceneDrawing(screen: model)
        drawings[screen] = drawing
        return SwiftUISceneBindings(drawing: drawing)
    }

    func describe() -> JourneyDrawing {
        let visible = visibleScreens
        let screens = visible.map { screen, navigation -> JourneyDrawing.Screen in
            let title = adapter.title(of: screen) ?? ""
            if let tabBar = adapter.tabBar(screen) {
                let titles = tabBar.tabs.map(\.item.title)
                return JourneyDrawing.Screen(
                    title: title, controls: [Drawn.tabs(titles, selected: tabBar.selectedIndex)],
                    selectedRows: [], actions: titles.map(Drawn.tab))
            }
            guard let bindings = bindings(of: screen, in: navigation) else {
                return JourneyDrawing.Screen(title: "(no view)", controls: [], selectedRows: [], actions: [])
            }
            return describe(bindings, title: title)
        }
        let alert = visible.lazy.compactMap { self.adapter.stack($0.navigation)?.alert }.first
        return JourneyDrawing(screens: screens, alert: alert.map(ModelDrawing.describe))
    }

    /// A screen from its plans and bindings: the values come from the bindings, as the SwiftUI
    /// controls read them; a secure field's text only as empty or not.
    private func describe(_ bindings: SwiftUISceneBindings, title: String) -> JourneyDrawing.Screen {
        var screen = JourneyDrawing.Screen(title: title, controls: [], selectedRows: [], actions: [])
        for control in bindings.drawing.controls {
            let plan = SwiftUIControlPlan(control, hasAsset: { _ in false })
            let enabled = plan.isEnabled
            switch plan.control {
            case .text(let text, _):
                if !text.isEmpty { screen.controls.append(Drawn.label(text)) }
            case .textField(let placeholder):
                let text = bindings.text(of: plan.id).get()
                screen.controls.append(Drawn.field(plan.id, text: text, placeholder: placeholder))
                if enabled { screen.actions.append(Drawn.type(plan.id)) }
            case .secureField(let placeholder):
                let isEmpty = bindings.text(of: plan.id).get().isEmpty
                screen.controls.append(Drawn.secureField(plan.id, isEmpty: isEmpty, placeholder: placeholder))
                if enabled { screen.actions.append(Drawn.type(plan.id)) }
            case .button(let title):
                screen.controls.append(Drawn.button(title, isEnabled: enabled))
                if enabled { screen.actions.append(Drawn.tap(title)) }
            case .toggle(let title):
                let isOn = bindings.isOn(of: plan.id).get()
                screen.controls.append(Drawn.toggle(title, isOn: isOn, isEnabled: enabled))
                if enabled { screen.actions.append(Drawn.flip(title)) }
            case .list(let rows):
                screen.controls.append(Drawn.list(rows, isEnabled: enabled))
                screen.selectedRows?.append(bindings.selection(of: plan.id).get())
                if enabled && !rows.isEmpty { screen.actions.append(Drawn.pick(rows: rows.count)) }
            case .image(let source, let label):
                screen.controls.append(Drawn.image(label ?? source?.name ?? ""))
            }
        }
        return screen
    }

    // MARK: - The user, in SwiftUI

    /// The bindings of the shown screen that has a control `elementID`, the focused one first.
    private func bindings(having elementID: String) -> SwiftUISceneBindings? {
        for (screen, navigation) in visibleScreens.reversed() {
            guard let bindings = bindings(of: screen, in: navigation),
                bindings.drawing.controls.contains(where: { $0.id == elementID && $0.isEnabled })
            else { continue }
            return bindings
        }
        XCTFail("SwiftUI shows no enabled control \(elementID)")
        return nil
    }

    /// A tap on the `Button` of `elementID`.
    func tap(_ elementID: String) {
        bindings(having: elementID)?.tap(elementID)()
    }

    /// SwiftUI writing `text` to the text binding of `elementID`'s field.
    func type(_ text: String, into elementID: String) {
        bindings(having: elementID)?.text(of: elementID).set(text)
    }

    /// SwiftUI writing `isOn` to the binding of `elementID`'s `Toggle`.
    func setToggle(_ elementID: String, to isOn: Bool) {
        bindings(having: elementID)?.isOn(of: elementID).set(isOn)
    }

    /// SwiftUI writing `row` to the selection binding of `elementID`'s `List`.
    func select(row: Int, of elementID: String) {
        bindings(having: elementID)?.selection(of: elementID).set(row)
    }

    /// The `TabView` writing the tab `title` to its selection binding.
    func selectTab(_ title: String) throws {
        for (screen, _) in visibleScreens {
            guard let tabBar = adapter.tabBar(screen),
                let tab = tabBar.tabs.first(where: { $0.item.title == title })
            else { continue }
            return try adapter.setSelection(tab.id, of: screen)
        }
        XCTFail("SwiftUI shows no tab \(title)")
    }

    /// A tap on the alert's button `title`.
    func chooseAlertAction(_ title: String) throws {
        for (_, navigation) in visibleScreens {
            guard let alert = adapter.stack(navigation)?.alert,
                let action = alert.actions.first(where: { $0.title == title })
            else { continue }
            try adapter.alertDidChoose(action.id, on: navigation)
            return try adapter.alertBindingDidSet(false, over: navigation)
        }
        XCTFail("SwiftUI shows no alert with \(title)")
    }
}
