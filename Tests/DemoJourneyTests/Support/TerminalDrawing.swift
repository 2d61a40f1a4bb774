import HeadlessFlow

@testable import DemoTerminal

/// What the terminal draws, read back from its own lines: each visible screen's element lines
/// (`ScreenRenderer.elementLines`), its hints, the tab line and the alert's lines. Nothing is read
/// from the elements themselves but which drawn line is a field, and which field is secure (the
/// terminal draws those as `id: value`).
@MainActor
enum TerminalDrawing {
    static func describe(_ demo: TerminalDemo) -> JourneyDrawing {
        let chain = VisibleChain(window: demo.window)
        let screens = chain.screens.map { screen -> JourneyDrawing.Screen in
            if let tabBar = screen as? TabBar {
                return tabs(from: ScreenRenderer.tabLine(tabBar, style: .plain), title: screen.title)
            }
            return describe(screen)
        }
        let alert = chain.alertNavigation?.alert.map { alert in
            alertText(from: ScreenRenderer.alertLines(alert, style: .plain))
        }
        return JourneyDrawing(screens: screens, alert: alert)
    }

    /// `tabs: 1 Items | <2 Profile>`.
    private static func tabs(from line: String, title: String) -> JourneyDrawing.Screen {
        var selected: Int?
        let titles = line.dropFirst("tabs: ".count).components(separatedBy: " | ").enumerated().map {
            index, tab in
            var text = Substring(tab)
            if text.hasPrefix("<") && text.hasSuffix(">") {
                selected = index
                text = text.dropFirst().dropLast()
            }
            return String(text.drop { $0 != " " }.dropFirst())
        }
        return JourneyDrawing.Screen(
            title: title, controls: [Drawn.tabs(titles, selected: selected)], selectedRows: nil,
            actions: titles.map(Drawn.tab))
    }

    private static func describe(_ screen: Screen) -> JourneyDrawing.Screen {
        var result = JourneyDrawing.Screen(title: screen.title, controls: [], selectedRows: nil, actions: [])
        var fields = ScreenAction.fields(on: screen)[...]
        var rows: [String] = []
        var rowsEnabled = true
        func endList() {
            guard !rows.isEmpty else { return }
            result.controls.append(Drawn.list(rows, isEnabled: rowsEnabled))
            rows = []
        }
        for line in ScreenRenderer.elementLines(of: screen, style: .plain) {
            var text = Substring(line.dropFirst(2))
            let disabled = text.hasSuffix(" (disabled)")
            if disabled { text = text.dropLast(" (disabled)".count) }
            if text.hasPrefix("#"), let space = text.firstIndex(of: " ") {
                rows.append(String(text[text.index(after: space)...]))
                rowsEnabled = !disabled
                continue
            }
            endList()
            if text == "(no items)" {
                result.controls.append(Drawn.list([], isEnabled: true))
            } else if let field = fields.first, text.hasPrefix("\(field.id): ") {
                fields.removeFirst()
                let value = text.dropFirst(field.id.count + 2)
                let empty = value.hasPrefix("(") && value.hasSuffix(")")
                let placeholder = empty ? String(value.dropFirst().dropLast()) : ""
                if field is SecureTextFieldElement {
                    result.controls.append(
                        Drawn.secureField(field.id, isEmpty: empty, placeholder: empty ? placeholder : ""))
                } else {
                    result.controls.append(
                        Drawn.field(field.id, text: empty ? "" : String(value), placeholder: placeholder))
                }
            } else if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
                let title = text[text.index(close, offsetBy: 2)...]
                if title.hasPrefix("[x] ") || title.hasPrefix("[ ] ") {
                    let name = String(title.dropFirst(4))
                    result.controls.append(
                        Drawn.toggle(name, isOn: title.hasPrefix("[x]"), isEnabled: !disabled))
                    if !disabled { result.actions.append(Drawn.flip(name)) }
                } else {
                    result.controls.append(Drawn.button(String(title), isEnabled: !disabled))
                    if !disabled { result.actions.append(Drawn.tap(String(title))) }
                }
            } else if text.hasPrefix("<image: ") && text.hasSuffix(">") {
                result.controls.append(Drawn.image(String(text.dropFirst("<image: ".count).dropLast())))
            } else {
                result.controls.append(Drawn.label(String(text)))
            }
        }
        endList()
        // The hints say what can be typed: fields and `open`, in the screen's order.
        var offered: [String] = []
        for hint in ScreenRenderer.hints(for: screen, canGoBack: false) {
            if hint.hasSuffix(" <text>") {
                offered.append(Drawn.type(String(hint.dropLast(" <text>".count))))
            } else if hint == "open 1" {
                offered.append(Drawn.pick(rows: 1))
            } else if hint.hasPrefix("open <1-"), let count = Int(hint.dropFirst("open <1-".count).dropLast())
            {
                offered.append(Drawn.pick(rows: count))
            }
        }
        result.actions = merge(offered, into: result.actions, of: result.controls)
        return result
    }

    /// The typed actions (fields, rows) and the numbered ones (buttons, toggles) in the order of
    /// the controls they act on.
    private static func merge(_ typed: [String], into numbered: [String], of controls: [String]) -> [String] {
        var typed = typed[...]
        var numbered = numbered[...]
        var actions: [String] = []
        for control in controls {
            if control.hasPrefix("field ") || control.hasPrefix("secure ") || control.hasPrefix("list [") {
                if let next = typed.first, !(control.hasPrefix("list [") && !next.hasPrefix("pick")) {
                    actions.append(typed.removeFirst())
                }
            } else if control.hasPrefix("button ") || control.hasPrefix("toggle "),
                !control.hasSuffix(" disabled")
            {
                if let next = numbered.first { actions.append(next) }
                numbered = numbered.dropFirst()
            }
        }
        return actions + typed + numbered
    }

    /// `[alert] Title`, `  message`, `  [1] OK (cancel)`.
    private static func alertText(from lines: [String]) -> [String] {
        var text: [String] = []
        for line in lines where !line.isEmpty && !line.hasPrefix("hint: ") {
            if line.hasPrefix("[alert] ") {
                text.append(String(line.dropFirst("[alert] ".count)))
            } else if line.hasPrefix("  ["), let close = line.firstIndex(of: "]") {
                var title = Substring(line[line.index(close, offsetBy: 2)...])
                var role: String?
                if title.hasSuffix(")"), let open = title.lastIndex(of: "(") {
                    role = String(title[title.index(after: open)...].dropLast())
                    title = title[..<title.index(before: open)]
                }
                text.append(Drawn.choose(String(title), role: role))
            } else if !line.hasPrefix("  text: ") {
                text.append(String(line.dropFirst(2)))
            }
        }
        return text
    }
}
