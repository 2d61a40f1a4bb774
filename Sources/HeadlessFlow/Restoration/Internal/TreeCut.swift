/// The rule that decides what a snapshot keeps: a flow is cut back to its last restorable screen
/// (see ``RestorationOmission``). A pure function of a ``TreeRecord``, so it is tested without
/// any screen or coordinator.
struct TreeCut {
    private var navigations: [UInt64: NavigationNode]
    private var screens: [UInt64: ScreenNode]
    private var coordinators: [CoordinatorNode]
    private let window: UInt64
    /// Where each navigation was before anything was cut, for the omissions' locations.
    private var paths: [UInt64: String] = [:]
    /// Where each screen was before anything was cut.
    private var screenPaths: [UInt64: String] = [:]
    private(set) var omissions: [RestorationOmission] = []

    /// Cuts what `record` cannot restore and returns what is left, with one omission per cut.
    static func apply(to record: TreeRecord) -> (record: TreeRecord, omissions: [RestorationOmission]) {
        var cut = TreeCut(record)
        cut.omitAlerts()
        cut.cutUnrestorableCoordinators()
        cut.cutUnrestorableScreens()
        let kept = cut.keepReachableCoordinators()
        return (kept, cut.omissions)
    }

    private init(_ record: TreeRecord) {
        navigations = Dictionary(
            record.navigations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        screens = Dictionary(record.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        coordinators = record.coordinators
        window = record.window
        paths = locateNavigations()
        for (id, navigation) in navigations {
            guard let path = paths[id] else { continue }
            for (index, screen) in navigation.screens.enumerated() {
                screenPaths[screen] = "\(path)[\(index)]"
            }
        }
    }

    // MARK: - Locations

    private func locateNavigations() -> [UInt64: String] {
        var paths: [UInt64: String] = [window: "window"]
        var pending = [window]
        while let id = pending.popLast() {
            guard let navigation = navigations[id], let path = paths[id] else { continue }
            for (index, screenID) in navigation.screens.enumerated() {
                for (tabIndex, tab) in (screens[screenID]?.tabs ?? []).enumerated()
                where paths[tab.navigation] == nil {
                    paths[tab.navigation] =
                        "\(path)[\(index)] › \(screens[screenID]?.itemWord ?? "tab") \(tabIndex)"
                    pending.append(tab.navigation)
                }
            }
            if let presented = navigation.presented, paths[presented] == nil {
                paths[presented] = "\(path) › modal"
                pending.append(presented)
            }
        }
        return paths
    }

    private func location(ofScreen screen: UInt64, in navigation: UInt64) -> String {
        screenPaths[screen] ?? paths[navigation] ?? "navigation \(navigation)"
    }

    private func location(of coordinator: CoordinatorNode) -> String {
        if let start = coordinator.start { return location(ofScreen: start, in: coordinator.navigation) }
        return paths[coordinator.navigation] ?? "navigation \(coordinator.navigation)"
    }

    // MARK: - Cutting

    /// Leaves out every shown alert, each as one omission: what the user answers goes to the
    /// closure its presenter gave, which is code and cannot be saved. After a restore, the
    /// presenter shows it again if it still applies.
    private mutating func omitAlerts() {
        for id in navigations.keys.sorted() {
            guard let alert = navigations[id]?.alert else { continue }
            navigations[id]?.alert = nil
            omissions.append(
                RestorationOmission(
                    kind: .alert, typeName: alert, location: paths[id] ?? "navigation \(id)",
                    reason: "an alert's answer goes to its presenter's closure, which is code and is not "
                        + "saved; the presenter shows the alert again after restoring if it still applies",
                    droppedScreens: 0))
        }
    }

    /// Cuts the flow of every coordinator whose type cannot be restored, with its subtree.
    private mutating func cutUnrestorableCoordinators() {
        var dropped = Set<UInt64>()
        let byID = Dictionary(coordinators.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for coordinator in coordinators {
            if let parent = coordinator.parent, dropped.contains(parent) {
                dropped.insert(coordinator.id)
                continue
            }
            guard let reason = coordinator.unrestorable else { continue }
            dropped.insert(coordinator.id)
            let place = location(of: coordinator)
            let count = cutFlow(of: coordinator, parent: coordinator.parent.flatMap { byID[$0] })
            omissions.append(
                RestorationOmission(
                    kind: .coordinator, typeName: coordinator.type, location: place, reason: reason,
                    droppedScreens: count))
        }
    }

    /// Removes from the model what `coordinator` showed; returns how many screens went.
    private mutating func cutFlow(of coordinator: CoordinatorNode, parent: CoordinatorNode?) -> Int {
        switch coordinator.presentation {
        case .root:
            return truncate(window, at: 0)
        case .pushed:
            guard let stack = navigations[coordinator.navigation]?.screens else { return 0 }
            // Everything above the parent's top is the child's flow (the parent cannot move while
            // its child runs on its navigation), as when the child finishes.
            if let top = parent?.top, let index = stack.firstIndex(of: top) {
                return truncate(coordinator.navigation, at: index + 1)
            }
            if let start = coordinator.start, let index = stack.firstIndex(of: start) {
                return truncate(coordinator.navigation, at: index)
            }
            return 0
        case .presented, .tabItem:
            return detach(coordinator.navigation)
        }
    }

    /// Cuts every stack at its first screen that cannot be restored, from the window outwards.
    private mutating func cutUnrestorableScreens() {
        var pending = [window]
        while let id = pending.popLast() {
            guard let navigation = navigations[id] else { continue }
            if let index = navigation.screens.firstIndex(where: { screens[$0]?.unrestorable != nil }) {
                let screen = screens[navigation.screens[index]]!
                let place = location(ofScreen: screen.id, in: id)
                var count = truncate(id, at: index)
                if index == 0 && id != window { count += detach(id) }
                omissions.append(
                    RestorationOmission(
                        kind: .screen, typeName: screen.type, location: place,
                        reason: screen.unrestorable ?? "", droppedScreens: count))
                if index == 0 && id != window { continue }
            }
            let remaining = navigations[id]!
            if let presented = remaining.presented { pending.append(presented) }
            for screenID in remaining.screens.reversed() {
                for tab in (screens[screenID]?.tabs ?? []).reversed() { pending.append(tab.navigation) }
            }
        }
    }

    /// Removes the screens from `index` up and whatever the navigation presents; returns how many
    /// screens went, counting those in the tabs and modals they took along.
    private mutating func truncate(_ id: UInt64, at index: Int) -> Int {
        guard var navigation = navigations[id],
            index < navigation.screens.count || navigation.presented != nil
        else { return 0 }
        var count = 0
        if index < navigation.screens.count {
            for screenID in navigation.screens[index...] { count += 1 + screensCarried(by: screenID) }
            navigation.screens.removeSubrange(index...)
        }
        if let presented = navigation.presented {
            count += screensShown(from: presented)
            navigation.presented = nil
            navigation.presentedStyle = nil
        }
        navigations[id] = navigation
        return count
    }

    /// Takes the navigation `id` out of the tab bar or the navigation that shows it; returns how
    /// many screens went with it.
    private mutating func detach(_ id: UInt64) -> Int {
        for (holderID, holder) in navigations where holder.presented == id {
            navigations[holderID]?.presented = nil
            navigations[holderID]?.presentedStyle = nil
            return screensShown(from: id)
        }
        for (screenID, screen) in screens {
            guard var tabs = screen.tabs, let index = tabs.firstIndex(where: { $0.navigation == id }) else {
                continue
            }
            tabs.remove(at: index)
            var selected = screen.selectedTab
            if let current = selected {
                if tabs.isEmpty {
                    selected = nil
                } else if index < current || (index == current && current == tabs.count) {
                    selected = current - 1
                }
            }
            screens[screenID]?.tabs = tabs
            screens[screenID]?.selectedTab = selected
            return screensShown(from: id)
        }
        return 0
    }

    private func screensShown(from id: UInt64) -> Int {
        guard let navigation = navigations[id] else { return 0 }
        var count = 0
        for screenID in navigation.screens { count += 1 + screensCarried(by: screenID) }
        if let presented = navigation.presented { count += screensShown(from: presented) }
        return count
    }

    private func screensCarried(by screenID: UInt64) -> Int {
        var count = 0
        for tab in screens[screenID]?.tabs ?? [] { count += screensShown(from: tab.navigation) }
        return count
    }

    // MARK: - What is left

    /// The record of what is still reachable: coordinators whose navigation or start screen was
    /// cut go (reported), a top screen that was cut becomes the navigation's top, and a held link
    /// that cannot be saved is reported and dropped.
    private mutating func keepReachableCoordinators() -> TreeRecord {
        var reachable = Set<UInt64>()
        var shown = Set<UInt64>()
        var pending = [window]
        while let id = pending.popLast() {
            guard reachable.insert(id).inserted, let navigation = navigations[id] else { continue }
            for screenID in navigation.screens {
                shown.insert(screenID)
                for tab in screens[screenID]?.tabs ?? [] { pending.append(tab.navigation) }
            }
            if let presented = navigation.presented { pending.append(presented) }
        }
        var kept: [CoordinatorNode] = []
        var keptIDs = Set<UInt64>()
        for var coordinator in coordinators {
            let parentKept = coordinator.parent.map { keptIDs.contains($0) } ?? kept.isEmpty
            if coordinator.unrestorable != nil || !parentKept {
                if let link = coordinator.heldLink {
                    reportDroppedLink(link, holder: coordinator, reason: "its holder was cut")
                }
                continue
            }
            let stack = navigations[coordinator.navigation]?.screens ?? []
            let startCut = coordinator.start.map { !stack.contains($0) } ?? false
            if !reachable.contains(coordinator.navigation) || startCut {
                omissions.append(
                    RestorationOmission(
                        kind: .coordinator, typeName: coordinator.type, location: location(of: coordinator),
                        reason: reachable.contains(coordinator.navigation)
                            ? "its start screen was cut" : "its navigation was cut",
                        droppedScreens: 0))
                if let link = coordinator.heldLink {
                    reportDroppedLink(link, holder: coordinator, reason: "its holder was cut")
                }
                continue
            }
            if let top = coordinator.top, !stack.contains(top) { coordinator.top = stack.last }
            if let link = coordinator.heldLink, link.route == nil {
                reportDroppedLink(
                    link, holder: coordinator,
                    reason: "its route type is not registered with registerRoutes(of:), or does not encode")
                coordinator.heldLink = nil
            }
            keptIDs.insert(coordinator.id)
            kept.append(coordinator)
        }
        var record = TreeRecord(
            window: window,
            navigations: navigations.values.filter { reachable.contains($0.id) }.sorted { $0.id < $1.id },
            screens: [], coordinators: kept)
        for id in shown.sorted() {
            guard var screen = screens[id] else { continue }
            if let owner = screen.owner, !keptIDs.contains(owner) { screen.owner = nil }
            record.screens.append(screen)
        }
        return record
    }

    private mutating func reportDroppedLink(_ link: HeldLinkNode, holder: CoordinatorNode, reason: String) {
        omissions.append(
            RestorationOmission(
                kind: .pendingLink, typeName: holder.type,
                location: "\(location(of: holder)) (\(link.routeDescription))",
                reason: reason, droppedScreens: 0))
    }
}
