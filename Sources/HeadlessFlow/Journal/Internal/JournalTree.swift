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

    /// Where a recorded navigation is held, and the live navigation.
    private struct NavigationPlace {
        var holder: Holder
        weak var navigation: Navigation?
    }

    /// Where a recorded screen is, and the coordinator that moved to it (running or not).
    private struct ScreenPlace {
        var navigation: UInt64
        var owner: UInt64?
    }

    private struct WeakCoordinator {
        weak var coordinator: (any Coordinator)?
    }

    private let registry: RestorationRegistry
    private let typeNames = UnregisteredTypeNames()
    private weak var root: (any Coordinator)?
    let window: UInt64
    private let rootID: UInt64

    /// The recorded nodes, by ID. Every table here is keyed by ID with a cheap hash (``IDMap``):
    /// SipHash of the keys was a tenth of what recording an event cost.
    @exclusivity(unchecked) private(set) var navigations: IDMap<NavigationNode> = [:]
    @exclusivity(unchecked) private(set) var screens: IDMap<ScreenNode> = [:]
    @exclusivity(unchecked) private var coordinators: IDMap<CoordinatorNode> = [:]

    // Indexes over the recorded nodes, so a change finds what it touches without a walk.
    @exclusivity(unchecked) private var places: IDMap<NavigationPlace> = [:]
    @exclusivity(unchecked) private var screenPlaces: IDMap<ScreenPlace> = [:]
    @exclusivity(unchecked) private var liveCoordinators: IDMap<WeakCoordinator> = [:]
    /// Each coordinator's children as recorded, in the order they entered.
    @exclusivity(unchecked) private var children: IDMap<[UInt64]> = [:]
    /// The coordinators whose recorded start or top is a screen.
    @exclusivity(unchecked) private var referencing: IDMap<[UInt64]> = [:]
    /// The coordinators recorded on each navigation.
    @exclusivity(unchecked) private var coordinatorsOn: IDMap<IDSet> = [:]
    /// The screens each coordinator moved to (whether or not it still runs).
    @exclusivity(unchecked) private var screensOwned: IDMap<IDSet> = [:]

    /// Coordinators whose context changed since the last change was recorded.
    @exclusivity(unchecked) var noted = IDSet()

    // The change being recorded: the IDs touched, in any order and possibly repeated (a change
    // touches few, so lists cost less than sets); the nodes are read when the change is taken.
    @exclusivity(unchecked) private var changedNavigations: [UInt64] = []
    @exclusivity(unchecked) private var removedNavigations: [UInt64] = []
    @exclusivity(unchecked) private var changedScreens: [UInt64] = []
    @exclusivity(unchecked) private var removedScreens: [UInt64] = []
    @exclusivity(unchecked) private var coordinatorsChanged = false
    /// Screens that left during the change being recorded: their state is kept if they come back
    /// within it (a screen moved from one stack to another), and their titles name them.
    @exclusivity(unchecked) private var departed: [ScreenNode] = []
    /// Where each departed screen is in `departed`, kept once the list is long enough for a
    /// search to cost more than the index.
    @exclusivity(unchecked) private var departedIndex: IDMap<Int> = [:]
    /// The screens of an earlier record whose state a rebuild keeps.
    private var known: [UInt64: ScreenNode]

    /// Reads the whole tree under `root`, keeping the state of the screens in `known`.
    init(root: any Coordinator, registry: RestorationRegistry, known: [UInt64: ScreenNode] = [:]) {
        self.registry = registry
        self.root = root
        let navigation = root.context.navigation
        window = navigation.id.rawValue
        rootID = root.context.identifier
        self.known = known
        enterNavigation(navigation, holder: .window)
        enterCoordinator(root, link: root.context.pendingLink)
        _ = takeDelta()
        forgetDeparted()
        self.known = [:]
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
        // No `??`: its autoclosure, formed in main-actor code, checks the executor when called.
        if let node = screens[screen] { return node.title }
        guard let index = departedPosition(screen) else { return nil }
        // Only the title is copied, not the whole node.
        return departed[index].title
    }

    // MARK: - Following changes

    /// Brings the record up to date with `event` and with the coordinators noted since the last
    /// change, reading only what they touched.
    func apply(_ event: NavigationEvent) {
        if let navigation = places[event.navigation.rawValue]?.navigation {
            switch event.change {
            case .pushed, .popped, .replaced, .presented, .dismissed:
                refreshNavigation(navigation)
                if case .replaced = event.change { refreshCoordinators(on: navigation.id.rawValue) }
            case .itemAdded(let container, _, _), .itemRemoved(let container, _, _),
                .itemSelected(let container, _, _), .pageTurned(let container, _, _, _),
                .itemChanged(let container, _, _), .visibilityChanged(let container, _, _),
                .collapsed(let container), .expanded(let container):
                refreshTabBar(container.rawValue, in: navigation)
            case .alertPresented, .alertDismissed:
                // The record names the shown alert, which a snapshot lists as an omission.
                refreshNavigation(navigation)
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
        // A node touched and then removed is only removed; one removed and then read again is
        // only changed.
        // Nodes are read through their index: copied out as optionals they would be destroyed
        // through the generic `Optional` witness.
        for id in uniqueSorted(changedNavigations) {
            if let index = navigations.index(forKey: id) {
                delta.navigations.append(navigations.values[index])
            }
        }
        for id in uniqueSorted(removedNavigations) where navigations.index(forKey: id) == nil {
            delta.removedNavigations.append(id)
        }
        for id in uniqueSorted(changedScreens) {
            if let index = screens.index(forKey: id) { delta.screens.append(screens.values[index]) }
        }
        for id in uniqueSorted(removedScreens) where screens.index(forKey: id) == nil {
            delta.removedScreens.append(id)
        }
        if coordinatorsChanged { delta.coordinators = record.coordinators }
        // Emptied one by one: `removeAll(keepingCapacity:)` takes a generic path.
        while !changedNavigations.isEmpty { changedNavigations.removeLast() }
        while !removedNavigations.isEmpty { removedNavigations.removeLast() }
        while !changedScreens.isEmpty { changedScreens.removeLast() }
        while !removedScreens.isEmpty { removedScreens.removeLast() }
        coordinatorsChanged = false
        return delta
    }

    /// Forgets the screens that left during the change just recorded, once they are named.
    func forgetDeparted() {
        // Emptied one by one: `removeAll(keepingCapacity:)` takes a generic path.
        while !departed.isEmpty { departed.removeLast() }
        if !departedIndex.isEmpty { departedIndex = [:] }
    }

    /// A screen that left during the change being recorded: a short list is searched, a long one
    /// (a dismissed modal's stack) indexed, so naming them all stays linear in the change.
    private func departedNode(_ id: UInt64) -> ScreenNode? {
        guard let index = departedPosition(id) else { return nil }
        return departed[index]
    }

    /// Where the last screen `id` that left is in `departed`.
    private func departedPosition(_ id: UInt64) -> Int? {
        if !departedIndex.isEmpty { return departedIndex[id] }
        var index = departed.count - 1
        while index >= 0 {
            if departed[index].id == id { return index }
            index -= 1
        }
        return nil
    }

    private func depart(_ node: ScreenNode) {
        departed.append(node)
        if !departedIndex.isEmpty {
            departedIndex[node.id] = departed.count - 1
        } else if departed.count > 16 {
            for index in departed.indices { departedIndex[departed[index].id] = index }
        }
    }

    // MARK: - Navigations and screens

    /// Reads `navigation`'s node again; the screens and the presented navigation that entered it
    /// are read, those that left it are dropped, and the coordinators whose start or top the
    /// change may have moved are read again.
    private func refreshNavigation(_ navigation: Navigation) {
        // The first navigation is not put in a list: a push or a pop reads no other, and the list
        // would be allocated for it.
        var pending: [Navigation] = []
        var next: Navigation? = navigation
        while let navigation = next {
            refreshOneNavigation(navigation, pending: &pending)
            next = pending.popLast()
        }
    }

    /// Reads one navigation's node again (see ``refreshNavigation(_:)``); the navigations that
    /// entered with it are added to `pending`.
    private func refreshOneNavigation(_ navigation: Navigation, pending: inout [Navigation]) {
        let id = navigation.id.rawValue
        let index = navigations.index(forKey: id)
        let stack = navigation.stack
        var ids: [UInt64] = []
        ids.reserveCapacity(stack.count)
        for screen in stack { ids.append(screen.id.rawValue) }
        let presented = navigation.presentedStorage
        let node = NavigationNode(
            id: id, screens: ids, presented: presented?.id.rawValue,
            presentedStyle: presented.flatMap {
                $0.presentationStyleStorage == .sheet ? nil : $0.presentationStyleStorage
            },
            alert: navigation.alertStorage.map { "\($0.alert)" })
        // The old node is copied out once and never as an optional: an optional node is destroyed
        // through the generic `Optional` witness, several hundred instructions an event.
        var oldScreens: [UInt64] = []
        var oldPresented: UInt64?
        if let index {
            let old = navigations.values[index]
            if old == node { return }
            oldScreens = old.screens
            oldPresented = old.presented
            navigations.values[index] = node
        } else {
            navigations[id] = node
        }
        changedNavigations.append(id)
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
            // Written without `??`, whose autoclosure checks the executor in main-actor code.
            for screen in gone where !Self.contains(screen, in: came, set: cameSet) {
                if let referring = referencing[screen] { affected.append(contentsOf: referring) }
                leaveScreen(screen, from: id)
            }
            if oldScreens.isEmpty {
                // Coordinators whose recorded top left follow the navigation's top, which an
                // empty stack did not have: none of them refers to a screen, so each on this
                // navigation is read again (rare: a stack is empty only between flows).
                if let on = coordinatorsOn[id] { affected.append(contentsOf: on) }
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
            for index in common..<stack.count where !Self.contains(ids[index], in: gone, set: goneSet) {
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
        if oldPresented != node.presented {
            if let gone = oldPresented { leaveNavigation(gone, from: .presenter(id)) }
            if let presented {
                places[presented.id.rawValue] = NavigationPlace(
                    holder: .presenter(id), navigation: presented)
                pending.append(presented)
            }
        }
    }

    /// Reads a navigation that entered the tree, with everything it holds.
    private func enterNavigation(_ navigation: Navigation, holder: Holder) {
        places[navigation.id.rawValue] = NavigationPlace(holder: holder, navigation: navigation)
        refreshNavigation(navigation)
    }

    /// Records a screen that entered `navigation`; returns the navigations of its tabs, to read.
    private func enterScreen(_ screen: Screen, in navigation: UInt64) -> [Navigation] {
        let id = screen.id.rawValue
        let owner = screen.owner?.context.identifier
        let previous = screenPlaces.updateValue(ScreenPlace(navigation: navigation, owner: owner), forKey: id)
        if previous?.owner != owner {
            if let previous = previous?.owner { screensOwned[previous]?.remove(id) }
            if let owner { screensOwned[owner, default: []].insert(id) }
        }
        let index = screens.index(forKey: id)
        var old: ScreenNode?
        if let index {
            old = screens.values[index]
        } else if !departed.isEmpty {
            old = departedNode(id)
        } else if !known.isEmpty {
            old = known[id]
        }
        let node = registry.node(of: screen, known: old, typeNames: typeNames)
        if let index {
            if screens.values[index] != node {
                screens.values[index] = node
                changedScreens.append(id)
            }
        } else {
            screens[id] = node
            changedScreens.append(id)
        }
        guard node.tabs != nil, let tabBar = screen as? ContainerScreen else { return [] }
        var tabs: [Navigation] = []
        for tab in tabBar.items {
            places[tab.navigation.id.rawValue] = NavigationPlace(
                holder: .tabBar(id), navigation: tab.navigation)
            tabs.append(tab.navigation)
        }
        return tabs
    }

    /// Drops a screen that left `navigation`, unless it was recorded elsewhere meanwhile.
    private func leaveScreen(_ id: UInt64, from navigation: UInt64) {
        guard let place = screenPlaces.index(forKey: id), screenPlaces.values[place].navigation == navigation,
            let node = removeScreen(id)
        else { return }
        guard let tabs = node.tabs else { return }
        for tab in tabs { leaveNavigation(tab.navigation, from: .tabBar(id)) }
    }

    /// Drops a navigation that left `holder`, with everything it held, unless it was recorded
    /// elsewhere meanwhile.
    private func leaveNavigation(_ id: UInt64, from holder: Holder) {
        var pending = [(id, holder)]
        while let (id, holder) = pending.popLast() {
            guard places[id]?.holder == holder, let node = navigations.removeValue(forKey: id) else {
                continue
            }
            places[id] = nil
            removedNavigations.append(id)
            for screen in node.screens {
                guard screenPlaces[screen]?.navigation == id, let screenNode = removeScreen(screen) else {
                    continue
                }
                for tab in screenNode.tabs ?? [] { pending.append((tab.navigation, .tabBar(screen))) }
            }
            if let presented = node.presented { pending.append((presented, .presenter(id))) }
        }
    }

    /// Reads the tab bar `id` in `navigation` again; tabs that entered are read, tabs that left
    /// dropped.
    private func refreshTabBar(_ id: UInt64, in navigation: Navigation) {
        guard screenPlaces[id]?.navigation == navigation.id.rawValue, let old = screens[id] else { return }
        var found: ContainerScreen?
        var index = navigation.stack.count - 1
        while index >= 0 {
            if navigation.stack[index].id.rawValue == id {
                found = navigation.stack[index] as? ContainerScreen
                break
            }
            index -= 1
        }
        guard let tabBar = found else { return }
        let node = registry.node(of: tabBar, known: old, typeNames: typeNames)
        guard node != old else { return }
        setScreen(node)
        let oldTabs = (old.tabs ?? []).map(\.navigation)
        let newTabs = (node.tabs ?? []).map(\.navigation)
        for gone in oldTabs where !newTabs.contains(gone) { leaveNavigation(gone, from: .tabBar(id)) }
        for tab in tabBar.items where !oldTabs.contains(tab.navigation.id.rawValue) {
            enterNavigation(tab.navigation, holder: .tabBar(id))
        }
    }

    private func setScreen(_ node: ScreenNode) {
        let id = node.id
        guard let index = screens.index(forKey: id) else {
            screens[id] = node
            changedScreens.append(id)
            return
        }
        guard screens.values[index] != node else { return }
        screens.values[index] = node
        changedScreens.append(id)
    }

    /// Drops a screen's node and place, keeping the node among those that left; returns it.
    private func removeScreen(_ id: UInt64) -> ScreenNode? {
        guard let node = screens.removeValue(forKey: id) else { return nil }
        removedScreens.append(id)
        if let owner = screenPlaces.removeValue(forKey: id)?.owner {
            screensOwned[owner]?.remove(id)
        }
        depart(node)
        return node
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
            coordinatorsOn[node.navigation, default: []].insert(id)
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
            coordinatorsOn[node.navigation]?.remove(id)
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

extension JournalTree {
    /// Whether `id` is in `ids`, looked up in `set` when there is one. Nonisolated, as a plain
    /// function rather than `??`: an autoclosure in main-actor code checks the executor.
    fileprivate nonisolated static func contains(
        _ id: UInt64, in ids: ArraySlice<UInt64>, set: Set<UInt64>?
    ) -> Bool {
        if let set { return set.contains(id) }
        return ids.contains(id)
    }
}

/// The distinct values of `ids` in increasing order. Nonisolated: sorting in main-actor code
/// checks the executor on every comparison.
private nonisolated func uniqueSorted(_ ids: [UInt64]) -> [UInt64] {
    if ids.count < 2 { return ids }
    let sorted = ids.sorted()
    var unique: [UInt64] = [sorted[0]]
    for id in sorted.dropFirst() where id != unique[unique.count - 1] { unique.append(id) }
    return unique
}
