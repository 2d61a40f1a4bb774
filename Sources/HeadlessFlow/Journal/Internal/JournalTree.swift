/// The tree a ``NavigationJournal`` last recorded, kept as dictionaries and brought up to date one
/// change at a time: an event re-reads only the navigation it names (and the tab bar, for a tab
/// event), the subtrees that entered are read and the subtrees that left are dropped from what was
/// recorded, and only the coordinators the change touched are read again (those a coordinator
/// context noted with ``NavigationJournal/noteChange(of:)``, and those whose start or top screen
/// the stack change moved). So recording costs the size of the change, never of the tree.
///
/// It reaches the live objects through weak references to navigations and coordinators, which it
/// never puts into what it records; screens are found in their navigation's stack (a weak
/// reference to a screen would give it a side table and slow every retain of it).
@MainActor
final class JournalTree {
    /// Who holds a navigation in the tree: how a subtree that left is told from one that moved.
    private enum Holder: Hashable {
        case window
        case presenter(UInt64)
        case tabBar(UInt64)
    }

    private struct WeakNavigation {
        weak var navigation: Navigation?
    }

    private struct WeakCoordinator {
        weak var coordinator: (any Coordinator)?
    }

    private let registry: RestorationRegistry
    private weak var root: (any Coordinator)?
    let window: UInt64
    private let rootID: UInt64

    /// The recorded nodes, by ID.
    private(set) var navigations: [UInt64: NavigationNode] = [:]
    private(set) var screens: [UInt64: ScreenNode] = [:]
    private var coordinators: [UInt64: CoordinatorNode] = [:]

    // Indexes over the recorded nodes, so a change finds what it touches without a walk.
    private var holders: [UInt64: Holder] = [:]
    private var screenNavigation: [UInt64: UInt64] = [:]
    private var liveNavigations: [UInt64: WeakNavigation] = [:]
    private var liveCoordinators: [UInt64: WeakCoordinator] = [:]
    /// Each coordinator's children as recorded, in the order they entered.
    private var children: [UInt64: [UInt64]] = [:]
    /// The coordinators whose recorded start or top is a screen.
    private var referencing: [UInt64: [UInt64]] = [:]
    /// The coordinators recorded on each navigation.
    private var coordinatorsOn: [UInt64: [UInt64]] = [:]
    /// The screens each coordinator moved to (whether or not it still runs).
    private var screensOwned: [UInt64: [UInt64]] = [:]
    private var rawOwner: [UInt64: UInt64] = [:]

    /// Coordinators whose context changed since the last change was recorded.
    var noted: Set<UInt64> = []

    // The change being recorded.
    private var changedNavigations: [UInt64: NavigationNode] = [:]
    private var removedNavigations: Set<UInt64> = []
    private var changedScreens: [UInt64: ScreenNode] = [:]
    private var removedScreens: Set<UInt64> = []
    private var coordinatorsChanged = false
    /// Screens that left during the change being recorded: their state is kept if they come back
    /// within it (a screen moved from one stack to another), and their titles name them.
    private var departed: [UInt64: ScreenNode] = [:]

    /// Reads the whole tree under `root`, keeping the state of the screens in `known`.
    init(root: any Coordinator, registry: RestorationRegistry, known: [UInt64: ScreenNode] = [:]) {
        self.registry = registry
        self.root = root
        let navigation = root.context.navigation
        window = navigation.id.rawValue
        rootID = root.context.identifier
        departed = known
        enterNavigation(navigation, holder: .window)
        enterCoordinator(root, link: root.context.pendingLink)
        _ = takeDelta()
        forgetDeparted()
    }

    /// The recorded tree as a record.
    var record: TreeRecord {
        var ordered: [CoordinatorNode] = []
        var pending: [UInt64] = [rootID]
        while let id = pending.popLast() {
            guard let node = coordinators[id] else { continue }
            ordered.append(node)
            pending.append(contentsOf: (children[id] ?? []).reversed())
        }
        return TreeRecord(
            window: window, navigations: Array(navigations.values).sortedByID(),
            screens: Array(screens.values).sortedByID(), coordinators: ordered)
    }

    /// The title a recorded screen has, or had if it left during the change being recorded.
    func title(of screen: UInt64) -> String? {
        screens[screen]?.title ?? departed[screen]?.title
    }

    // MARK: - Following changes

    /// Brings the record up to date with `event` and with the coordinators noted since the last
    /// change, reading only what they touched.
    func apply(_ event: NavigationEvent) {
        if let navigation = liveNavigations[event.navigation.rawValue]?.navigation,
            holders[event.navigation.rawValue] != nil
        {
            switch event.change {
            case .pushed, .popped, .replaced, .presented, .dismissed:
                refreshNavigation(navigation)
                if case .replaced = event.change { refreshCoordinators(on: navigation.id.rawValue) }
            case .tabAdded(let tabBar, _, _), .tabRemoved(let tabBar, _, _), .tabSelected(let tabBar, _, _),
                .tabItemChanged(let tabBar, _, _):
                refreshTabBar(tabBar.rawValue, in: navigation)
            }
        }
        applyNotedCoordinators()
    }

    /// Reads again the coordinators noted since the last change.
    func applyNotedCoordinators() {
        guard !noted.isEmpty, let root else { return }
        let ids = noted
        noted = []
        let link = root.context.pendingLink
        for id in ids.sorted() {
            guard coordinators[id] != nil, let coordinator = liveCoordinators[id]?.coordinator else {
                continue
            }
            refreshCoordinator(coordinator, link: link)
        }
    }

    /// The change recorded since the last call, and forgets it (not the screens that left, which
    /// still name the change: see ``forgetDeparted()``).
    func takeDelta() -> TreeDelta {
        var delta = TreeDelta()
        delta.navigations = Array(changedNavigations.values).sortedByID()
        delta.removedNavigations = removedNavigations.sorted()
        delta.screens = Array(changedScreens.values).sortedByID()
        delta.removedScreens = removedScreens.sorted()
        if coordinatorsChanged { delta.coordinators = record.coordinators }
        changedNavigations.removeAll(keepingCapacity: true)
        removedNavigations.removeAll(keepingCapacity: true)
        changedScreens.removeAll(keepingCapacity: true)
        removedScreens.removeAll(keepingCapacity: true)
        coordinatorsChanged = false
        return delta
    }

    /// Forgets the screens that left during the change just recorded, once they are named.
    func forgetDeparted() {
        departed = [:]
    }

    // MARK: - Navigations and screens

    /// Reads `navigation`'s node again; the screens and the presented navigation that entered it
    /// are read, those that left it are dropped, and the coordinators whose start or top the
    /// change may have moved are read again.
    private func refreshNavigation(_ navigation: Navigation) {
        var pending = [navigation]
        while let navigation = pending.popLast() {
            let id = navigation.id.rawValue
            let old = navigations[id]
            let stack = navigation.stack
            var ids: [UInt64] = []
            ids.reserveCapacity(stack.count)
            for screen in stack { ids.append(screen.id.rawValue) }
            let presented = navigation.presentedStorage
            let node = NavigationNode(
                id: id, screens: ids, presented: presented?.id.rawValue,
                presentedStyle: presented.flatMap {
                    $0.presentationStyleStorage == .sheet ? nil : $0.presentationStyleStorage
                })
            if old == nil { liveNavigations[id] = WeakNavigation(navigation: navigation) }
            guard node != old else { continue }
            setNavigation(node)
            let oldScreens = old?.screens ?? []
            if oldScreens != ids {
                var common = 0
                while common < oldScreens.count && common < ids.count && oldScreens[common] == ids[common] {
                    common += 1
                }
                // Sets only when both sides are long: a push or a pop compares nothing.
                let gone = oldScreens[common...]
                let came = ids[common...]
                let goneSet = gone.count > 8 && came.count > 8 ? Set(gone) : nil
                let cameSet = gone.count > 8 && came.count > 8 ? Set(came) : nil
                var affected: [UInt64] = []
                for screen in gone where !(cameSet?.contains(screen) ?? came.contains(screen)) {
                    affected.append(contentsOf: referencing[screen] ?? [])
                    leaveScreen(screen, from: id)
                }
                if let oldTop = oldScreens.last, oldTop != ids.last, let referring = referencing[oldTop] {
                    // A coordinator whose top was the old top screen, which is still there and
                    // still its recorded top, keeps it; one whose recorded top had left followed
                    // the navigation's top and moves with it.
                    let stays = !gone.contains(oldTop)
                    for coordinator in referring {
                        guard stays, let live = liveCoordinators[coordinator]?.coordinator,
                            live.context.topScreenID?.rawValue == oldTop
                        else {
                            affected.append(coordinator)
                            continue
                        }
                    }
                }
                for index in common..<stack.count
                where !(goneSet?.contains(ids[index]) ?? gone.contains(ids[index])) {
                    pending.append(contentsOf: enterScreen(stack[index], in: id))
                }
                if !affected.isEmpty, let root {
                    let link = root.context.pendingLink
                    for coordinator in affected {
                        if let live = liveCoordinators[coordinator]?.coordinator {
                            refreshCoordinatorNode(live, link: link)
                        }
                    }
                }
            }
            if old?.presented != node.presented {
                if let gone = old?.presented { leaveNavigation(gone, from: .presenter(id)) }
                if let presented {
                    holders[presented.id.rawValue] = .presenter(id)
                    pending.append(presented)
                }
            }
        }
    }

    /// Reads a navigation that entered the tree, with everything it holds.
    private func enterNavigation(_ navigation: Navigation, holder: Holder) {
        holders[navigation.id.rawValue] = holder
        refreshNavigation(navigation)
    }

    /// Records a screen that entered `navigation`; returns the navigations of its tabs, to read.
    private func enterScreen(_ screen: Screen, in navigation: UInt64) -> [Navigation] {
        let id = screen.id.rawValue
        screenNavigation[id] = navigation
        let known = screens[id] ?? departed[id]
        setScreen(registry.node(of: screen, known: known))
        if let owner = screen.owner?.context.identifier, rawOwner[id] != owner {
            if let previous = rawOwner[id] { screensOwned[previous]?.removeAll { $0 == id } }
            rawOwner[id] = owner
            screensOwned[owner, default: []].append(id)
        }
        guard let tabBar = screen as? TabBar else { return [] }
        var tabs: [Navigation] = []
        for tab in tabBar.tabs {
            holders[tab.navigation.id.rawValue] = .tabBar(id)
            tabs.append(tab.navigation)
        }
        return tabs
    }

    /// Drops a screen that left `navigation`, unless it was recorded elsewhere meanwhile.
    private func leaveScreen(_ id: UInt64, from navigation: UInt64) {
        guard screenNavigation[id] == navigation, let node = screens[id] else { return }
        screenNavigation[id] = nil
        removeScreen(id)
        departed[id] = node
        for tab in node.tabs ?? [] { leaveNavigation(tab.navigation, from: .tabBar(id)) }
    }

    /// Drops a navigation that left `holder`, with everything it held, unless it was recorded
    /// elsewhere meanwhile.
    private func leaveNavigation(_ id: UInt64, from holder: Holder) {
        var pending = [(id, holder)]
        while let (id, holder) = pending.popLast() {
            guard holders[id] == holder, let node = navigations[id] else { continue }
            holders[id] = nil
            liveNavigations[id] = nil
            navigations[id] = nil
            changedNavigations[id] = nil
            removedNavigations.insert(id)
            for screen in node.screens {
                guard screenNavigation[screen] == id, let screenNode = screens[screen] else { continue }
                screenNavigation[screen] = nil
                removeScreen(screen)
                departed[screen] = screenNode
                for tab in screenNode.tabs ?? [] { pending.append((tab.navigation, .tabBar(screen))) }
            }
            if let presented = node.presented { pending.append((presented, .presenter(id))) }
        }
    }

    /// Reads the tab bar `id` in `navigation` again; tabs that entered are read, tabs that left
    /// dropped.
    private func refreshTabBar(_ id: UInt64, in navigation: Navigation) {
        guard screenNavigation[id] == navigation.id.rawValue, let old = screens[id] else { return }
        var found: TabBar?
        var index = navigation.stack.count - 1
        while index >= 0 {
            if navigation.stack[index].id.rawValue == id {
                found = navigation.stack[index] as? TabBar
                break
            }
            index -= 1
        }
        guard let tabBar = found else { return }
        let node = registry.node(of: tabBar, known: old)
        guard node != old else { return }
        setScreen(node)
        let oldTabs = (old.tabs ?? []).map(\.navigation)
        let newTabs = (node.tabs ?? []).map(\.navigation)
        for gone in oldTabs where !newTabs.contains(gone) { leaveNavigation(gone, from: .tabBar(id)) }
        for tab in tabBar.tabs where !oldTabs.contains(tab.navigation.id.rawValue) {
            enterNavigation(tab.navigation, holder: .tabBar(id))
        }
    }

    private func setNavigation(_ node: NavigationNode) {
        navigations[node.id] = node
        changedNavigations[node.id] = node
        removedNavigations.remove(node.id)
    }

    private func setScreen(_ node: ScreenNode) {
        guard screens[node.id] != node else { return }
        screens[node.id] = node
        changedScreens[node.id] = node
        removedScreens.remove(node.id)
    }

    private func removeScreen(_ id: UInt64) {
        screens[id] = nil
        changedScreens[id] = nil
        removedScreens.insert(id)
        if let owner = rawOwner.removeValue(forKey: id) { screensOwned[owner]?.removeAll { $0 == id } }
    }

    // MARK: - Coordinators

    /// Reads `coordinator` again; children that started are read with their subtrees, children
    /// that finished are dropped with theirs.
    private func refreshCoordinator(_ coordinator: any Coordinator, link: PendingLink?) {
        var pending: [any Coordinator] = [coordinator]
        while let coordinator = pending.popLast() {
            let id = coordinator.context.identifier
            refreshCoordinatorNode(coordinator, link: link)
            guard coordinators[id] != nil else { continue }
            let context = coordinator.context
            var live: [any Coordinator] = []
            if let child = context.child { live.append(child) }
            live.append(contentsOf: context.items)
            let liveIDs = live.map(\.context.identifier)
            let recorded = children[id] ?? []
            for child in recorded where !liveIDs.contains(child) { leaveCoordinator(child, from: id) }
            // In the order a capture walks them: the child, then the items in tab order.
            if liveIDs != recorded { children[id] = liveIDs }
            for child in live where !recorded.contains(child.context.identifier) {
                pending.append(child)
            }
        }
    }

    /// Reads a coordinator that entered the tree, with its subtree.
    private func enterCoordinator(_ coordinator: any Coordinator, link: PendingLink?) {
        refreshCoordinator(coordinator, link: link)
    }

    /// Reads one coordinator's node again.
    private func refreshCoordinatorNode(_ coordinator: any Coordinator, link: PendingLink?) {
        let id = coordinator.context.identifier
        let old = coordinators[id]
        if let parent = old?.parent, coordinator.context.parent == nil {
            // It finished: it leaves with its subtree, whichever change noticed it first.
            leaveCoordinator(id, from: parent)
            return
        }
        let node = registry.node(of: coordinator, link: link)
        guard node != old else { return }
        coordinatorsChanged = true
        if old == nil {
            liveCoordinators[id] = WeakCoordinator(coordinator: coordinator)
            coordinatorsOn[node.navigation, default: []].append(id)
        }
        if old?.parent != node.parent {
            if let parent = old?.parent { children[parent]?.removeAll { $0 == id } }
            if let parent = node.parent, children[parent]?.contains(id) != true {
                children[parent, default: []].append(id)
            }
        }
        if old?.start != node.start || old?.top != node.top {
            unreference(old)
            for screen in Set([node.start, node.top].compactMap { $0 }) {
                referencing[screen, default: []].append(id)
            }
        }
        coordinators[id] = node
        if old == nil { updateOwnedScreens(of: id, running: coordinator.context.state != .finished) }
    }

    /// Drops a coordinator that left `parent`, with its subtree, unless it runs elsewhere now.
    private func leaveCoordinator(_ id: UInt64, from parent: UInt64) {
        var pending = [(id, parent)]
        while let (id, parent) = pending.popLast() {
            guard let node = coordinators[id], node.parent == parent else { continue }
            // A coordinator started again under another parent moves rather than leaves.
            if let live = liveCoordinators[id]?.coordinator?.context.parent,
                live.context.identifier != parent
            {
                continue
            }
            coordinatorsChanged = true
            coordinators[id] = nil
            liveCoordinators[id] = nil
            coordinatorsOn[node.navigation]?.removeAll { $0 == id }
            children[parent]?.removeAll { $0 == id }
            unreference(node)
            for child in children.removeValue(forKey: id) ?? [] { pending.append((child, id)) }
            updateOwnedScreens(of: id, running: false)
        }
    }

    private func unreference(_ node: CoordinatorNode?) {
        guard let node else { return }
        for screen in Set([node.start, node.top].compactMap { $0 }) {
            referencing[screen]?.removeAll { $0 == node.id }
            if referencing[screen]?.isEmpty == true { referencing[screen] = nil }
        }
    }

    /// Names `coordinator` as the owner of the screens it moved to while it runs, and no one once
    /// it has finished (as a capture does).
    private func updateOwnedScreens(of coordinator: UInt64, running: Bool) {
        for screen in screensOwned[coordinator] ?? [] {
            guard var node = screens[screen] else { continue }
            node.owner = running ? coordinator : nil
            setScreen(node)
        }
    }

    /// Reads every coordinator on `navigation` again (a replaced stack may bring back the screen
    /// one of them recorded as its top).
    private func refreshCoordinators(on navigation: UInt64) {
        guard let root else { return }
        let link = root.context.pendingLink
        for id in coordinatorsOn[navigation] ?? [] {
            if let coordinator = liveCoordinators[id]?.coordinator {
                refreshCoordinatorNode(coordinator, link: link)
            }
        }
    }
}
