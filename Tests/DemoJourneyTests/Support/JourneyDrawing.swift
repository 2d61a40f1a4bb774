/// What one renderer shows after a step of a journey, in words every renderer can be turned into:
/// the visible screens (outermost first, the focused one last, as `Navigation.visibleScreens`
/// orders them), each with its controls and the actions it offers, and the alert if one waits.
///
/// Each renderer's description is built from that renderer's own output (the terminal's drawn
/// lines, the UIKit plans, the SwiftUI plans and bindings); only the wording below is shared, so
/// two renderers agree only when what they draw agrees.
struct JourneyDrawing: Equatable, CustomStringConvertible {
    /// One visible screen.
    struct Screen: Equatable {
        var title: String
        /// One line per control the user sees, in order: `button "Login"`, `secure password filled`.
        var controls: [String]
        /// The selected row of each list, in order; `nil` for a renderer that does not draw the
        /// selection (the terminal).
        var selectedRows: [Int?]?
        /// What the user can do here: `tap "Login"`, `type email`, `pick 1-3`, `tab "Profile"`.
        var actions: [String]
    }

    var screens: [Screen]
    /// The waiting alert: its title, message and `choose "OK"` actions; `nil` when there is none.
    var alert: [String]?

    /// The same drawing without the lists' selections, to compare with a renderer that does not
    /// draw them.
    var withoutSelections: JourneyDrawing {
        var copy = self
        for index in copy.screens.indices { copy.screens[index].selectedRows = nil }
        return copy
    }

    var description: String {
        var lines: [String] = []
        for screen in screens {
            lines.append("== \(screen.title) ==")
            lines += screen.controls.map { "  " + $0 }
            if let rows = screen.selectedRows, !rows.isEmpty {
                lines.append(
                    "  selected: " + rows.map { $0.map(String.init) ?? "none" }.joined(separator: ", "))
            }
            lines.append("  actions: " + screen.actions.joined(separator: ", "))
        }
        if let alert { lines += ["[alert]"] + alert.map { "  " + $0 } }
        return lines.joined(separator: "\n")
    }
}

/// The shared wording of controls and actions.
enum Drawn {
    static func label(_ text: String) -> String { "label \(text.debugDescription)" }

    /// A text field: its text, or its placeholder while it is empty (as a field shows it).
    static func field(_ id: String, text: String, placeholder: String) -> String {
        text.isEmpty ? "field \(id) (\(placeholder))" : "field \(id) \(text.debugDescription)"
    }

    /// A secure field: empty (its placeholder shows) or filled, never its text.
    static func secureField(_ id: String, isEmpty: Bool, placeholder: String) -> String {
        isEmpty ? "secure \(id) (\(placeholder))" : "secure \(id) filled"
    }

    static func button(_ title: String, isEnabled: Bool) -> String {
        "button \(title.debugDescription)" + (isEnabled ? "" : " disabled")
    }

    static func toggle(_ title: String, isOn: Bool, isEnabled: Bool) -> String {
        "toggle \(title.debugDescription) \(isOn ? "on" : "off")" + (isEnabled ? "" : " disabled")
    }

    static func list(_ rows: [String], isEnabled: Bool) -> String {
        "list [" + rows.map(\.debugDescription).joined(separator: ", ") + "]" + (isEnabled ? "" : " disabled")
    }

    static func image(_ text: String) -> String { "image \(text.debugDescription)" }

    /// A tab bar's tabs, the selected one in `<>`.
    static func tabs(_ titles: [String], selected: Int?) -> String {
        "tabs " + titles.enumerated().map { $0 == selected ? "<\($1)>" : $1 }.joined(separator: " | ")
    }

    static func tap(_ title: String) -> String { "tap \(title.debugDescription)" }
    static func flip(_ title: String) -> String { "switch \(title.debugDescription)" }
    static func type(_ id: String) -> String { "type \(id)" }
    static func pick(rows: Int) -> String { "pick 1-\(rows)" }
    static func tab(_ title: String) -> String { "tab \(title.debugDescription)" }

    /// An alert's action, with its role unless it is the default one.
    static func choose(_ title: String, role: String?) -> String {
        "choose \(title.debugDescription)" + (role.map { " (\($0))" } ?? "")
    }
}
