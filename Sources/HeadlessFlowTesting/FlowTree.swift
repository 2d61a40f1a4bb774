import HeadlessFlow

/// A deterministic text of a coordinator tree and a navigation tree, for
/// ``assertFlowTree(_:coordinator:equals:reporter:fileID:file:line:column:)`` and for printing while debugging.
///
/// Screens are named by title (`<TypeName>` when untitled) followed by their type and appearance
/// (`not loaded` for one that never was on screen); coordinators by type and state. IDs never appear, so the text is the same in every run:
///
/// ```text
/// AppCoordinator root, start "Login"
///   child: ItemsCoordinator running, start "Items"
/// navigation, visible "Items"
///   "Login" Screen disappeared
///   "Items" Screen appeared
/// ```
///
/// A `TabBar` lists its tabs below it (`tab 0 "Feed" selected`), each with its
/// navigation; a presented navigation follows its presenter's stack after `presented:`, and a
/// shown alert after `alert:` (`alert: "Nice!" ("Item added!") ["OK"]`).
@MainActor
public enum FlowTree {
    /// The text of `navigation`'s tree, preceded by `coordinator`'s tree when given.
    public static func describe(_ navigation: Navigation, coordinator: (any Coordinator)? = nil) -> String {
        var lines: [String] = []
        if let coordinator { describe(coordinator, prefix: "", indent: "", into: &lines) }
        let visible =
            navigation.visibleScreen.map { ", visible \(readableName(of: $0).debugDescription)" } ?? ""
        lines.append("navigation\(visible)")
        describe(navigation, indent: "  ", into: &lines)
        return lines.joined(separator: "\n")
    }

    /// A screen's appearance, or `not loaded` for one that never was on screen (placed below the
    /// top of a stack, or restored there): `disappeared` would say it had been.
    private static func state(of screen: Screen) -> String {
        screen.isLoaded ? "\(screen.appearance)" : "not loaded"
    }

    private static func describe(_ navigation: Navigation, indent: String, into lines: inout [String]) {
        if navigation.screens.isEmpty { lines.append(indent + "(empty)") }
        for screen in navigation.screens {
            lines.append(
                indent
                    + "\(readableName(of: screen).debugDescription) \(type(of: screen)) \(state(of: screen))")
            guard let container = screen as? ContainerScreen else { continue }
            let noun =
                switch container.kind {
                case .tabs: "tab"
                case .pages: "page"
                case .split: "column"
                case .custom: "item"
                }
            if container.isCollapsed { lines.append(indent + "  (collapsed)") }
            for (index, item) in container.items.enumerated() {
                let selected = container.selectedIndex == index ? " selected" : ""
                let hidden = container.hiddenIndices.contains(index) ? " hidden" : ""
                lines.append(indent + "  \(noun) \(index) \(item.title.debugDescription)\(selected)\(hidden)")
                describe(item.navigation, indent: indent + "    ", into: &lines)
            }
        }
        if let alert = navigation.alert {
            let message = alert.message.map { " (\($0.debugDescription))" } ?? ""
            let kind = alert.style == .alert ? "alert" : "confirmation dialog"
            lines.append(
                indent + "\(kind): \(alert.title.debugDescription)\(message) "
                    + "[\(alert.actions.map(\.description).joined(separator: ", "))]")
        }
        if let presented = navigation.presented {
            lines.append(indent + "presented:")
            describe(presented, indent: indent + "  ", into: &lines)
        }
    }

    private static func describe(
        _ coordinator: any Coordinator, prefix: String, indent: String, into lines: inout [String]
    ) {
        let start = coordinator.startScreen.map { ", start \(readableName(of: $0).debugDescription)" } ?? ""
        lines.append(indent + prefix + "\(type(of: coordinator)) \(coordinator.context.state)\(start)")
        if let container = coordinator as? any ContainerCoordinator {
            for (index, item) in container.items.enumerated() {
                describe(item, prefix: "item \(index): ", indent: indent + "  ", into: &lines)
            }
        }
        if let child = coordinator.child {
            describe(child, prefix: "child: ", indent: indent + "  ", into: &lines)
        }
    }
}

/// Asserts that ``FlowTree/describe(_:coordinator:)`` of `navigation` is `expected`, and on a
/// mismatch reports a line diff (`-` expected, `+` actual) followed by the whole actual text to
/// copy into the test.
///
/// Leading and trailing blank lines and trailing spaces of `expected` are ignored, so a
/// multi-line string literal works as written.
@MainActor
public func assertFlowTree(
    _ navigation: Navigation,
    coordinator: (any Coordinator)? = nil,
    equals expected: String,
    reporter: FailureReporter = .test,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while result.first?.isEmpty == true { result.removeFirst() }
        while result.last?.isEmpty == true { result.removeLast() }
        return result
    }
    let actualText = FlowTree.describe(navigation, coordinator: coordinator)
    let expectedLines = lines(expected)
    let actualLines = lines(actualText)
    guard expectedLines != actualLines else { return }
    reporter.fail(
        "assertFlowTree: the tree differs (- expected, + actual):\n"
            + lineDiff(expected: expectedLines, actual: actualLines) + "\n\nActual tree:\n" + actualText,
        at: FailureReporter.Location(fileID: fileID, file: file, line: line, column: column))
}
