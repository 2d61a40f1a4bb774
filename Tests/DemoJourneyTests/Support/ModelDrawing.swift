import HeadlessFlow

/// What the model says should be on screen: `Navigation.visibleScreens`, each screen's
/// `SceneDrawing.controls`, a tab bar's items, and the alert on the user's path.
@MainActor
enum ModelDrawing {
    static func describe(_ window: Navigation) -> JourneyDrawing {
        let chain = window.visibleScreens
        let screens = chain.map { screen -> JourneyDrawing.Screen in
            if let tabBar = screen as? TabBar {
                let titles = tabBar.items.map(\.title)
                return JourneyDrawing.Screen(
                    title: screen.title, controls: [Drawn.tabs(titles, selected: tabBar.selectedIndex)],
                    selectedRows: [], actions: titles.map(Drawn.tab))
            }
            return describe(controls: SceneDrawing(screen: screen).controls, title: screen.title)
        }
        let alert = chain.lazy.compactMap(\.navigation).compactMap(\.alert).first
        return JourneyDrawing(screens: screens, alert: alert.map(describe))
    }

    /// A screen from its drawn controls: what the neutral halves of the UIKit and SwiftUI drawing
    /// start from, so the model's wording of them.
    static func describe(controls: [DrawnControl], title: String) -> JourneyDrawing.Screen {
        var screen = JourneyDrawing.Screen(title: title, controls: [], selectedRows: [], actions: [])
        for control in controls {
            let enabled = control.isEnabled
            switch control.content {
            case .label(let text, _):
                if !text.isEmpty { screen.controls.append(Drawn.label(text)) }
            case .textField(let text, let placeholder):
                screen.controls.append(Drawn.field(control.id, text: text, placeholder: placeholder))
                if enabled { screen.actions.append(Drawn.type(control.id)) }
            case .secureTextField(let placeholder, let isEmpty):
                screen.controls.append(
                    Drawn.secureField(control.id, isEmpty: isEmpty, placeholder: placeholder))
                if enabled { screen.actions.append(Drawn.type(control.id)) }
            case .button(let title):
                screen.controls.append(Drawn.button(title, isEnabled: enabled))
                if enabled { screen.actions.append(Drawn.tap(title)) }
            case .toggle(let title, let isOn):
                screen.controls.append(Drawn.toggle(title, isOn: isOn, isEnabled: enabled))
                if enabled { screen.actions.append(Drawn.flip(title)) }
            case .list(let rows, let selected):
                screen.controls.append(Drawn.list(rows, isEnabled: enabled))
                screen.selectedRows?.append(selected)
                if enabled && !rows.isEmpty { screen.actions.append(Drawn.pick(rows: rows.count)) }
            case .image(let name, let label):
                screen.controls.append(Drawn.image(label ?? name))
            }
        }
        return screen
    }

    static func describe(_ alert: AlertModel) -> [String] {
        [alert.title] + (alert.message.map { [$0] } ?? [])
            + alert.actions.map { Drawn.choose($0.title, role: $0.role == .default ? nil : $0.role.rawValue) }
    }
}
