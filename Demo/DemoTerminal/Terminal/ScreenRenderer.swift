import DemoKit
import HeadlessFlow

/// Draws what is on screen as text: the breadcrumb of the stacks, the visible screen's title,
/// its elements with numbered actions, and the tab bar if there is one. An expanded split is drawn
/// as its columns side by side, each with its top screen, the focused one's header in `<>`; a
/// collapsed split is one stack, as on a phone (``SplitLayout`` says which). A pure function of the
/// model. Every text taken from the model goes through ``SafeText``: titles, labels and list rows
/// can hold what a user typed or what the data file says.
///
/// Of the renderer contract (Docs/Renderers.md) it uses the redrawing half only: it reads the
/// model's visible chain after every command, so it follows no events, keeps no copy that could
/// go stale and has no transitions to animate. It uses the reporting half in full: `back` reports
/// `userDidGoBack` or `userDidDismiss` (refused, as a typed error line, for a sheet the user may not
/// dismiss), or a split's own `userDidGoBack`; `tab`, `list` and `detail` report `userDidSelect`; and
/// the terminal's width is reported as `userDidCollapse` or `userDidExpand`
/// (``TerminalDemo/adaptLayout(toColumns:)``). The demo's tests also draw every event with
/// `RenderedTree` and check that it agrees with the model after every navigating step of the walk.
@MainActor
enum ScreenRenderer {
    /// A field shows at most this many characters of its text.
    static let fieldLimit = 200

    /// The screen as text, `width` columns wide at most where it draws columns side by side
    /// (`nil`: as wide as they need).
    static func render(window: Navigation, style: Style, width: Int? = nil) -> String {
        let chain = VisibleChain(window: window)
        guard let screen = chain.visibleScreen else { return style.dim("(nothing on screen)") }
        var lines: [String] = []
        lines.append(style.dim("path: " + breadcrumb(window: window)))
        var focusHints: [String] = []
        if let split = chain.focusedSplit, !split.isCollapsed, split.visibleIndices.count > 1 {
            lines.append(contentsOf: columnLines(of: split, style: style, width: width))
            focusHints = self.focusHints(for: split)
        } else {
            lines.append(style.title("== \(SafeText.visible(screen.title)) =="))
            lines.append(contentsOf: elementLines(of: screen, style: style))
        }
        var hints = Array(hints(for: screen, canGoBack: chain.canGoBack).dropLast())
        // The other visible columns take commands too: what can be typed for them follows.
        for other in chain.interactiveScreens.dropFirst() {
            hints += self.hints(for: other, canGoBack: false).dropLast().filter {
                !hints.contains($0) && reachesColumn($0)
            }
        }
        lines.append(style.dim("hint: " + (hints + focusHints + ["help"]).joined(separator: ", ")))
        if let tabBar = chain.innermostTabBar {
            lines.append(tabLine(tabBar, style: style))
        }
        if let alert = chain.alertNavigation?.alert {
            lines.append(contentsOf: alertLines(alert, style: style))
        }
        return lines.joined(separator: "\n")
    }

    /// The alert over the screen: its title, message and numbered actions, and how to answer.
    static func alertLines(_ alert: AlertModel, style: Style) -> [String] {
        var lines = ["", style.title("[alert] \(SafeText.visible(alert.title))")]
        if let message = alert.message { lines.append("  " + SafeText.visible(message)) }
        if let field = alert.textField {
            lines.append("  text: (\(SafeText.visible(field.placeholder)))\(field.isSecure ? " hidden" : "")")
        }
        for (index, action) in alert.actions.enumerated() {
            let role = action.role == .default ? "" : style.dim(" (\(action.role.rawValue))")
            lines.append("  " + style.number("[\(index + 1)]") + " " + SafeText.visible(action.title) + role)
        }
        let range = alert.actions.count == 1 ? "1" : "1-\(alert.actions.count)"
        lines.append(style.dim("hint: answer the alert: type \(range) or an action's title"))
        return lines
    }

    /// Every stack from the window inwards, root first: `Login > Menu[Items] > Items Home`. A
    /// collapsed split adds its one stack (`Items Home > Items > Pencil`), an expanded one its
    /// visible columns' stacks in braces (`Items Home > {Items | Pencil}`).
    static func breadcrumb(window: Navigation) -> String {
        var parts: [String] = []
        appendPath(of: window, isModal: false, to: &parts)
        return parts.joined(separator: " > ")
    }

    private static func appendPath(of navigation: Navigation, isModal: Bool, to parts: inout [String]) {
        let split = navigation.topScreen as? SplitContainer
        for (index, screen) in navigation.screens.enumerated() where screen !== split {
            var part = name(of: screen)
            if index == 0 && isModal { part = "[modal] " + part }
            if let tabBar = screen as? TabBar, let selected = tabBar.selectedIndex {
                part += "[\(SafeText.visible(tabBar.items[selected].title))]"
            }
            parts.append(part)
        }
        if let presented = navigation.presented {
            appendPath(of: presented, isModal: true, to: &parts)
        } else if let tabBar = navigation.topScreen as? TabBar, let selected = tabBar.selectedNavigation {
            appendPath(of: selected, isModal: false, to: &parts)
        } else if let split, let selected = split.selectedIndex {
            let focused = split.items[selected].navigation
            if split.isCollapsed || split.visibleIndices.count < 2 {
                for item in split.items[..<selected] { parts += item.navigation.screens.map(name(of:)) }
                appendPath(of: focused, isModal: false, to: &parts)
            } else {
                let columns = split.visibleIndices.map { index in
                    let screens = split.items[index].navigation.screens
                    return screens.isEmpty ? "(empty)" : screens.map(name(of:)).joined(separator: " > ")
                }
                parts.append("{" + columns.joined(separator: " | ") + "}")
                if let presented = focused.presented { appendPath(of: presented, isModal: true, to: &parts) }
            }
        }
    }

    private static func name(of screen: Screen) -> String {
        screen.title.isEmpty ? "\(type(of: screen))" : SafeText.visible(screen.title)
    }

    /// An expanded split's visible columns side by side, split by ` | `: each column's header
    /// (its number and title, in `<>` for the focused column), its top screen's title and
    /// elements. Each column gets an equal share of `width`, and its lines wrap inside it.
    static func columnLines(of split: SplitContainer, style: Style, width: Int?) -> [String] {
        let separator = " | "
        let indices = split.visibleIndices
        let blocks = indices.map { index -> [String] in
            let item = split.items[index]
            let header = "\(index + 1) \(SafeText.visible(item.title))"
            var block = [index == split.selectedIndex ? style.bold("<\(header)>") : header]
            if let screen = item.navigation.topScreen {
                block.append(style.title("== \(SafeText.visible(screen.title)) =="))
                block.append(contentsOf: elementLines(of: screen, style: style))
            } else {
                block.append(style.dim("  (nothing chosen)"))
            }
            return block
        }
        let columnWidths: [Int]
        if let width {
            let share = max(
                TextWrapper.minimumWidth, (width - separator.count * (indices.count - 1)) / indices.count)
            columnWidths = Array(repeating: share, count: indices.count)
        } else {
            columnWidths = blocks.map { $0.map { TextWrapper.columns(of: $0) }.max() ?? 0 }
        }
        let wrapped = zip(blocks, columnWidths).map { block, columns in
            width == nil ? block : block.flatMap { TextWrapper.wrapLine($0, width: columns) }
        }
        let rows = wrapped.map(\.count).max() ?? 0
        return (0..<rows).map { row in
            var line = ""
            for (column, lines) in wrapped.enumerated() {
                let text = row < lines.count ? lines[row] : ""
                if column > 0 { line += separator }
                line += text
                if column < wrapped.count - 1 {
                    line += String(
                        repeating: " ", count: max(0, columnWidths[column] - TextWrapper.columns(of: text)))
                }
            }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The commands that move the focus to the split's other visible columns.
    static func focusHints(for split: SplitContainer) -> [String] {
        var hints: [String] = []
        if split.selectedIndex != 0 { hints.append("list") }
        if let last = split.items.indices.last, split.selectedIndex != last,
            split.visibleIndices.contains(last), !split.items[last].navigation.screens.isEmpty
        {
            hints.append("detail")
        }
        return hints
    }

    /// The elements, one a line. Buttons and toggles are numbered `[n]` and list rows `#n`,
    /// each from 1, so a button's number does not move when the list grows.
    /// They are the ones the screen offers (`Screen.offeredElements`): a scene screen's, or those
    /// a screen declares in code with `ElementProviding`.
    static func elementLines(of screen: Screen, style: Style) -> [String] {
        var lines: [String] = []
        var number = 0
        func numbered(_ text: String, enabled: Bool) -> String {
            number += 1
            let line = "  " + style.number("[\(number)]") + " " + text
            return enabled ? line : line + style.dim(" (disabled)")
        }
        for element in screen.offeredElements {
            switch element {
            case let label as LabelElement:
                guard !label.text.isEmpty else { continue }
                let safe = SafeText.visible(label.text)
                // By convention a scene's `error` label is a failure and its `notice` a confirmation.
                let text =
                    switch label.id {
                    case "error": style.error(safe)
                    case "notice": style.success(safe)
                    default: safe
                    }
                lines.append("  " + text)
            case let field as TextFieldElement:
                let value =
                    field.text.isEmpty
                    ? style.dim("(\(SafeText.visible(field.placeholder)))")
                    : SafeText.visible(field.text, limit: Self.fieldLimit)
                lines.append("  \(SafeText.visible(field.id)): " + value)
            case let field as SecureTextFieldElement:
                let value =
                    field.text.isEmpty
                    ? style.dim("(\(SafeText.visible(field.placeholder)))")
                    : String(repeating: "*", count: field.text.count)
                lines.append("  \(SafeText.visible(field.id)): " + value)
            case let button as ButtonElement:
                lines.append(numbered(style.bold(SafeText.visible(button.title)), enabled: button.isEnabled))
            case let list as ListElement:
                if list.items.isEmpty { lines.append("  " + style.dim("(no items)")) }
                for (index, item) in list.items.enumerated() {
                    let line = "  " + style.number("#\(index + 1)") + " " + SafeText.visible(item)
                    lines.append(list.isEnabled ? line : line + style.dim(" (disabled)"))
                }
            case let toggle as ToggleElement:
                lines.append(
                    numbered(
                        "[\(toggle.isOn ? "x" : " ")] \(SafeText.visible(toggle.title))",
                        enabled: toggle.isEnabled))
            case let image as ImagePlaceholderElement:
                lines.append(
                    "  " + style.dim("<image: \(SafeText.visible(image.accessibilityLabel ?? image.image))>"))
            default:
                break
            }
        }
        return lines
    }

    /// What the screen takes, for its hint line: its fields, `open` for a list, its buttons' and
    /// toggles' titles as commands, `back` where it does something, and `help`.
    static func hints(for screen: Screen, canGoBack: Bool) -> [String] {
        var hints = ScreenAction.fields(on: screen).map { "\(SafeText.visible($0.id)) <text>" }
        if let list = ScreenAction.list(on: screen), !list.items.isEmpty {
            hints.append(list.items.count == 1 ? "open 1" : "open <1-\(list.items.count)>")
        }
        hints += ScreenAction.actions(on: screen).map { SafeText.visible(ScreenAction.normalized($0.title)) }
        if canGoBack && !hints.contains("back") { hints.append("back") }
        hints.append("help")
        return hints
    }

    /// Whether typing `hint` reaches a column without the focus: a title or field name does, a
    /// title that is also a command (`back`) runs that command on the focused column instead.
    private static func reachesColumn(_ hint: String) -> Bool {
        switch try? Command.parse(hint) {
        case .named?, .open?, .set?: true
        default: false
        }
    }

    static func tabLine(_ tabBar: TabBar, style: Style) -> String {
        let tabs = tabBar.items.enumerated().map { index, item in
            let text = "\(index + 1) \(SafeText.visible(item.title))"
            return index == tabBar.selectedIndex ? style.bold("<\(text)>") : text
        }
        return "tabs: " + tabs.joined(separator: " | ")
    }
}
