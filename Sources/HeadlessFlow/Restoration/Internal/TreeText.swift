/// A ``TreeRecord`` as indented text, for ``NavigationSnapshot/description`` and failure messages:
/// screens by type and title, never by ID. Titles are quoted and escaped, so text from a file never
/// reaches a terminal with its control characters.
struct TreeText {
    private(set) var text = ""
    private let record: TreeRecord
    private let navigations: [UInt64: NavigationNode]
    private let screens: [UInt64: ScreenNode]

    init(_ record: TreeRecord) {
        self.record = record
        navigations = Dictionary(
            record.navigations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        screens = Dictionary(record.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        line("window", depth: 0)
        describe(navigation: record.window, depth: 1, visited: [])
        if !record.coordinators.isEmpty {
            line("coordinators", depth: 0)
            describeCoordinators()
        }
    }

    private mutating func line(_ text: String, depth: Int) {
        self.text += String(repeating: "  ", count: depth) + text + "\n"
    }

    private func name(ofScreen id: UInt64?) -> String {
        guard let id, let screen = screens[id] else { return "-" }
        return "\(screen.type) \(screen.title.debugDescription)"
    }

    private mutating func describe(navigation id: UInt64, depth: Int, visited: Set<UInt64>) {
        guard let navigation = navigations[id], !visited.contains(id) else { return }
        let visited = visited.union([id])
        for (index, screenID) in navigation.screens.enumerated() {
            guard let screen = screens[screenID] else { continue }
            var text = "[\(index)] \(name(ofScreen: screenID))"
            if let state = screen.state { text += " state: \(state)" }
            line(text, depth: depth)
            for (tabIndex, tab) in (screen.tabs ?? []).enumerated() {
                let selected = screen.selectedTab == tabIndex ? " (selected)" : ""
                var item = "tab \(tabIndex) \(tab.item.title.debugDescription)\(selected)"
                if let badge = tab.item.badge { item += " badge \(badge.debugDescription)" }
                line(item, depth: depth + 1)
                describe(navigation: tab.navigation, depth: depth + 2, visited: visited)
            }
        }
        if let presented = navigation.presented {
            line(navigation.presentedStyle.map { "modal (\($0))" } ?? "modal", depth: depth)
            describe(navigation: presented, depth: depth + 1, visited: visited)
        }
    }

    private mutating func describeCoordinators() {
        var depths: [UInt64: Int] = [:]
        for coordinator in record.coordinators {
            let depth = coordinator.parent.flatMap { depths[$0].map { $0 + 1 } } ?? 1
            depths[coordinator.id] = depth
            var text = "\(coordinator.type) (\(coordinator.presentation.rawValue))"
            text += " start \(name(ofScreen: coordinator.start)) top \(name(ofScreen: coordinator.top))"
            if let state = coordinator.state { text += " state: \(state)" }
            if let link = coordinator.heldLink { text += " holds link \(link.routeDescription)" }
            line(text, depth: depth)
        }
    }
}
