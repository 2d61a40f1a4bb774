import HeadlessFlow

/// The explorer's view of a tree: its canonical key, its name, the objects in it. Containers of
/// every kind (tab bars, splits, pages, the app's own) are read in the section marked
/// "Containers" at the end of this file; `ExplorerActions` lists what the user does with them.
@MainActor
enum ExplorerTree {
    /// The visible tree as canonical text: every stack's screens by type and title, every
    /// container's items with their titles, the selected and hidden ones and a split's collapse,
    /// every modal with its style, every alert. Two paths
    /// that reach the same tree reach the same key, in any fresh app; IDs never appear.
    ///
    /// With `foldingHiddenItems`, the stacks of the items a container does not show (tabs not
    /// selected, pages not current, hidden items, a collapsed split's columns after the one it
    /// shows) are left out: the key of what the user sees.
    static func key(
        of window: Navigation, includingAlerts: Bool = true, foldingHiddenItems: Bool = false
    ) -> String {
        var text = ""
        append(window, includingAlerts: includingAlerts, folding: foldingHiddenItems, to: &text)
        return text
    }

    private static func append(
        _ navigation: Navigation, includingAlerts: Bool, folding: Bool = false, to text: inout String
    ) {
        text += "["
        for screen in navigation.screens {
            text += typeName(of: screen)
            text += ":"
            text += screen.title.debugDescription
            appendContainer(of: screen, includingAlerts: includingAlerts, folding: folding, to: &text)
            text += ";"
        }
        if includingAlerts, let alert = navigation.alert {
            text += "alert:\(alert.title.debugDescription)\(alert.actions.map(\.title))"
        }
        if let presented = navigation.presented {
            text += "presented(\(presented.presentationStyle.map { "\($0)" } ?? "")):"
            append(presented, includingAlerts: includingAlerts, folding: folding, to: &text)
        }
        text += "]"
    }

    /// Type names by type: writing a type's name looks it up in the runtime's metadata, which
    /// costs more than the rest of a screen's part of the key.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    private static func typeName(of screen: Screen) -> String {
        let type = type(of: screen)
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = "\(type)"
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// A state's name for a map: the visible screens' titles from the window to the frontmost,
    /// joined with ` › `, and the alert shown, if any.
    static func name(of window: Navigation) -> String {
        let titles = window.visibleScreens.map { screen in
            screen.title.isEmpty ? "<\(type(of: screen))>" : ExplorerAction.shown(screen.title)
        }
        var name = titles.isEmpty ? "(empty)" : titles.joined(separator: " › ")
        if let alert = SimulatedUser(window).visibleAlert {
            name += " › alert \(ExplorerAction.quoted(alert.title))"
        }
        return name
    }

    /// The tree as a person reads it, for failure messages.
    static func text(of app: ExplorableApp) -> String {
        FlowTree.describe(app.window, coordinator: app.coordinator)
    }

    /// Every coordinator, navigation and screen in the app's tree now.
    static func objects(of app: ExplorableApp) -> [AnyObject] {
        var result: [AnyObject] = []
        var navigations = [app.window]
        while let navigation = navigations.popLast() {
            result.append(navigation)
            for screen in navigation.screens {
                result.append(screen)
                navigations += containedNavigations(of: screen)
            }
            if let presented = navigation.presented { navigations.append(presented) }
        }
        var coordinators: [any Coordinator] = app.coordinator.map { [$0] } ?? []
        while let coordinator = coordinators.popLast() {
            result.append(coordinator)
            if let child = coordinator.child { coordinators.append(child) }
            coordinators += containedCoordinators(of: coordinator)
        }
        return result
    }

    /// An object a screen or coordinator of the tree expects freed with it.
    struct ExpectedFreeRecord {
        let expected: ExpectedFree
        /// The screen or coordinator that declared it.
        weak var owner: AnyObject?
        /// The owner, described while it lived.
        let ownerName: String
    }

    /// The objects the screens and coordinators among `objects` expect freed with them
    /// (`expectFreed(_:as:)`, `keepAlive(_:)`).
    static func expectedFrees(in objects: [AnyObject]) -> [ExpectedFreeRecord] {
        var records: [ExpectedFreeRecord] = []
        for object in objects {
            for item in ExpectedFree.declared(by: object) {
                records.append(ExpectedFreeRecord(expected: item, owner: object, ownerName: describe(object)))
            }
        }
        return records
    }

    /// A line per object of `records` still alive whose every owner has left the tree, which is
    /// `inTreeNow`: what it is, what it was expected freed with, and what holds it.
    static func survivors(of records: [ExpectedFreeRecord], inTreeNow objects: [AnyObject]) -> [String] {
        guard !records.isEmpty else { return [] }
        let now = Set(objects.map(ObjectIdentifier.init))
        var kept: Set<ObjectIdentifier> = []
        for record in records {
            guard let owner = record.owner, now.contains(ObjectIdentifier(owner)),
                let object = record.expected.object
            else { continue }
            kept.insert(ObjectIdentifier(object))
        }
        // Owners still in the tree may have declared objects since the step began.
        for record in expectedFrees(in: objects) {
            if let object = record.expected.object { kept.insert(ObjectIdentifier(object)) }
        }
        var reported: Set<ObjectIdentifier> = []
        var lines: [String] = []
        for record in records {
            guard let object = record.expected.object, !kept.contains(ObjectIdentifier(object)),
                reported.insert(ObjectIdentifier(object)).inserted
            else { continue }
            let owner = record.owner == nil ? "which was freed" : "which left the tree"
            lines.append(
                "\(record.expected.name), expected freed with the \(record.ownerName) (\(owner)), "
                    + "is still alive after the step: \(LeakTracker.holder(of: object))")
        }
        return lines
    }

    /// A name for an object that outlived its place in the tree.
    static func describe(_ object: AnyObject) -> String {
        if let screen = object as? Screen {
            return "screen \(screen.title.debugDescription) (\(type(of: screen)))"
        }
        if let navigation = object as? Navigation {
            return "navigation showing \(navigation.screens.map(\.title))"
        }
        return "\(type(of: object))"
    }

    // MARK: - Containers

    /// A container's part of the key: its kind, each item's label and navigation, the selected
    /// one (`*`), hidden ones (`-`), and whether a split is collapsed.
    private static func appendContainer(
        of screen: Screen, includingAlerts: Bool, folding: Bool, to text: inout String
    ) {
        guard let container = screen as? ContainerScreen else { return }
        var shown: Set<Int>?
        if folding {
            // A collapsed split shows its focused column's stack on those before it.
            let visible = container.visibleIndices
            shown = container.isCollapsed ? Set(0...(visible.last ?? 0)) : Set(visible)
        }
        text += "{\(container.kind)\(container.isCollapsed ? ",collapsed" : ""):"
        for (index, item) in container.items.enumerated() {
            text += item.title.debugDescription
            if container.selectedIndex == index { text += "*" }
            if container.hiddenIndices.contains(index) { text += "-" }
            text += ":"
            if let shown, !shown.contains(index) {
                text += "[…]"
            } else {
                append(item.navigation, includingAlerts: includingAlerts, folding: folding, to: &text)
            }
        }
        text += "}"
    }

    private static func containedNavigations(of screen: Screen) -> [Navigation] {
        (screen as? ContainerScreen)?.navigations ?? []
    }

    private static func containedCoordinators(of coordinator: any Coordinator) -> [any Coordinator] {
        (coordinator as? any ContainerCoordinator)?.items ?? []
    }
}
