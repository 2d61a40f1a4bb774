import DemoKit
import HeadlessFlow

/// Draws the coordinator tree, one coordinator a line, children indented: its type, its item if it
/// is a container's item coordinator (a tab, a split's column), and the titles of its screens from
/// its start screen to its top screen. A column with no coordinator (the items split's detail) is
/// a line of its own, with its screens.
///
/// ```
/// AppCoordinator: Login
///   MenuCoordinator: Menu
///     ItemsHomeCoordinator (tab 1 Items, selected): Items Home
///       ItemsCoordinator: Items
///         ItemsListCoordinator (column 1 Items): Items
///         (column 2 Detail, selected): Pen
///     ProfileCoordinator (tab 2 Profile): Profile
/// ```
@MainActor
enum CoordinatorTreeRenderer {
    static func render(_ root: any Coordinator) -> String {
        var lines: [String] = []
        append(root, item: nil, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(
        _ coordinator: any Coordinator, item: String?, depth: Int, to lines: inout [String]
    ) {
        let indent = String(repeating: "  ", count: depth)
        let itemText = item.map { " (\($0))" } ?? ""
        lines.append("\(indent)\(type(of: coordinator))\(itemText): \(screens(of: coordinator))")
        if let owner = coordinator as? any ContainerCoordinator {
            let container = owner.container
            let noun = HistoryText.Container(container).noun
            for (index, entry) in container.items.enumerated() {
                let selected = container.selectedIndex == index ? ", selected" : ""
                let label = "\(noun) \(index + 1) \(SafeText.visible(entry.title))\(selected)"
                if let itemCoordinator = owner.items.first(where: { $0.navigation === entry.navigation }) {
                    append(itemCoordinator, item: label, depth: depth + 1, to: &lines)
                } else {
                    let titles = entry.navigation.screens.map { SafeText.visible($0.title) }
                    let shown = titles.isEmpty ? "(no screens)" : titles.joined(separator: " > ")
                    lines.append("\(indent)  (\(label)): \(shown)")
                }
            }
        }
        if let child = coordinator.child {
            append(child, item: nil, depth: depth + 1, to: &lines)
        }
    }

    /// The coordinator's screens: from its start screen up to its top screen.
    private static func screens(of coordinator: any Coordinator) -> String {
        let stack = coordinator.navigation.screens
        guard let start = coordinator.startScreen, let first = stack.firstIndex(where: { $0 === start })
        else {
            return "(no screens)"
        }
        let last = coordinator.topScreen.flatMap { top in stack.firstIndex { $0 === top } } ?? first
        return stack[first...max(first, last)].map { SafeText.visible($0.title) }.joined(separator: " > ")
    }
}
