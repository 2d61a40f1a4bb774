import HeadlessFlow

/// Draws the coordinator tree, one coordinator a line, children indented: its type, its tab if it
/// is a tab's coordinator, and the titles of its screens from its start screen to its top screen.
///
/// ```
/// AppCoordinator: Login
///   MenuCoordinator: Menu
///     ItemsHomeCoordinator (tab 1 Items, selected): Items Home
///       ItemsCoordinator: Items > Pen
///     ProfileCoordinator (tab 2 Profile): Profile
/// ```
@MainActor
enum CoordinatorTreeRenderer {
    static func render(_ root: any Coordinator) -> String {
        var lines: [String] = []
        append(root, tab: nil, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(
        _ coordinator: any Coordinator, tab: String?, depth: Int, to lines: inout [String]
    ) {
        let indent = String(repeating: "  ", count: depth)
        let tabText = tab.map { " (\($0))" } ?? ""
        lines.append("\(indent)\(type(of: coordinator))\(tabText): \(screens(of: coordinator))")
        if let tabs = coordinator as? any TabBarCoordinator {
            let tabBar = tabs.tabBar
            for (index, item) in tabs.items.enumerated() {
                let title =
                    tabBar.items.indices.contains(index) ? SafeText.visible(tabBar.items[index].title) : "?"
                let selected = tabBar.selectedIndex == index ? ", selected" : ""
                append(item, tab: "tab \(index + 1) \(title)\(selected)", depth: depth + 1, to: &lines)
            }
        }
        if let child = coordinator.child {
            append(child, tab: nil, depth: depth + 1, to: &lines)
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
