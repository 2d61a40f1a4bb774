/// The headless `UITabBarController`: a screen that holds one navigation per tab and shows the
/// selected tab's visible screen inside itself.
///
/// A tab bar is pushed like any screen (``TabBarCoordinator`` moves its tab bar onto its own
/// navigation). Selecting a tab delivers disappear callbacks to the old tab's visible screen and
/// appear callbacks to the new one's. Tab changes are announced as ``NavigationEvent``s by the
/// navigation that holds the tab bar.
@MainActor
open class TabBar: Screen {
    /// One tab: what the bar shows for it, and the navigation it shows when selected.
    public struct Tab {
        /// The title, images and badge of the tab.
        public internal(set) var item: TabBarItem
        /// The tab's own navigation.
        public let navigation: Navigation
    }

    /// The tabs, in bar order.
    public private(set) var tabs: [Tab] = []

    /// The index of the selected tab; `nil` only while there are no tabs.
    public private(set) var selectedIndex: Int?

    /// The tabs' items, in bar order.
    public var items: [TabBarItem] { tabs.map(\.item) }

    /// The selected tab's navigation.
    public var selectedNavigation: Navigation? {
        selectedIndex.map { tabs[$0].navigation }
    }

    /// Creates an empty tab bar.
    public override init(title: String = "") {
        super.init(title: title)
    }

    override var embeddedNavigation: Navigation? { selectedNavigation }

    override var content: NavigationEvent.ScreenContent {
        NavigationEvent.ScreenContent(id: id, tabBar: tabBarContent, hints: hints)
    }

    override func embeddedNavigation(holdingAncestorOf navigation: Navigation) -> Navigation? {
        for tab in tabs where tab.navigation.isAncestor(of: navigation) { return tab.navigation }
        return nil
    }

    /// Adds a tab showing `navigation` at the end of the bar. The first tab added is selected.
    ///
    /// - Throws: ``NavigationError/navigationInUse(navigation:)`` if `navigation` is presented, in
    ///   a tab bar, or holds this tab bar; ``NavigationError/alertShown(navigation:alert:)`` if it
    ///   (or one it holds) shows an alert.
    public func addTab(_ item: TabBarItem, navigation tabNavigation: Navigation) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            guard tabNavigation.presenting == nil, tabNavigation.tabBar == nil, !holds(tabNavigation) else {
                throw .navigationInUse(navigation: tabNavigation.id)
            }
            if let showing = tabNavigation.navigationShowingAlert(), let refusal = showing.refusalUnderAlert()
            {
                throw refusal
            }
            // A tab that presents does not go under an alert.
            if tabNavigation.presentingNavigationInTree() != nil,
                let refusal = navigation?.refusalToPresentUnderAlert()
            {
                throw refusal
            }
            // One transaction, so the events go out before the callbacks: those of screens that were
            // visible on their own and now join a tab that is not shown included.
            Navigation.transaction {
                let holder = navigation
                let root = holder?.displayedRoot
                let alreadyVisible = tabNavigation.visibleChain
                recordTabs()
                tabNavigation.recordLinks()
                tabNavigation.visibleChain = []
                tabNavigation.tabBarStorage = self
                tabNavigation.isWindowRoot = false
                tabs.append(Tab(item: item, navigation: tabNavigation))
                let previous = selectedIndex
                if previous == nil { selectedIndex = 0 }
                let isShown = selectedIndex == tabs.count - 1
                Navigation.adopt(alreadyVisible, into: isShown ? root : nil, animated: false)
                let index = tabs.count - 1
                holder?.emit(animated: false) {
                    .tabAdded(
                        tabBar: id, index: index,
                        tab: NavigationEvent.TabContent(item: item, navigation: tabNavigation.content))
                }
                if previous != selectedIndex { announceSelection(previous: previous, animated: false) }
                root?.refreshAppearance(animated: false)
            }
        }
    }

    /// Removes the tab at `index`. If it was selected, the tab that takes its place is selected
    /// (or the new last tab).
    ///
    /// Coordinators whose start screens were in the removed tab have finished.
    ///
    /// - Returns: The removed tab's navigation.
    /// - Throws: ``NavigationError/tabIndexOutOfRange(index:count:)``.
    @discardableResult
    public func removeTab(at index: Int, animated: Bool = false) throws(NavigationError) -> Navigation {
        try Navigation.vetoable { () throws(NavigationError) in
            try removeTabNow(at: index, animated: animated)
        }
    }

    /// ``removeTab(at:animated:)`` for the coordinator tree, which removes a finishing item's tab
    /// inside an operation of its own: a veto of the removal is left for that operation to throw
    /// (the tree must not go on as if the tab were gone).
    func removeTabNow(at index: Int, animated: Bool) throws(NavigationError) -> Navigation {
        guard tabs.indices.contains(index) else {
            throw .tabIndexOutOfRange(index: index, count: tabs.count)
        }
        let holder = navigation
        let root = holder?.displayedRoot
        recordTabs()
        let removed = tabs.remove(at: index)
        removed.navigation.recordLinks()
        removed.navigation.tabBarStorage = nil
        let previous = selectedIndex
        if let selected = selectedIndex {
            if tabs.isEmpty {
                selectedIndex = nil
            } else if index < selected || (index == selected && selected == tabs.count) {
                selectedIndex = selected - 1
            }
        }
        var gone: [Screen] = []
        var node: Navigation? = removed.navigation
        while let current = node {
            gone.append(contentsOf: current.screens)
            node = current.presented
        }
        // One transaction, so no observer or queued action sees the tab gone but the selection not
        // yet moved (pointing past the last tab).
        Navigation.transaction {
            removed.navigation.cancelAlertsLeavingWithTree()
            holder?.emit(animated: animated, leaving: .navigation(removed.navigation)) {
                .tabRemoved(tabBar: id, index: index, navigation: removed.navigation.id)
            }
            if previous != selectedIndex || previous == index {
                announceSelection(previous: previous, animated: animated)
            }
            root?.refreshAppearance(animated: animated)
            reconcileCoordinators(afterRemoving: gone, detached: removed.navigation)
        }
        return removed.navigation
    }

    /// Selects the tab at `index`.
    ///
    /// - Throws: ``NavigationError/tabIndexOutOfRange(index:count:)``.
    public func select(_ index: Int, animated: Bool = false) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            guard tabs.indices.contains(index) else {
                throw .tabIndexOutOfRange(index: index, count: tabs.count)
            }
            guard index != selectedIndex else { return }
            let root = navigation?.displayedRoot
            let previous = selectedIndex
            recordTabs()
            selectedIndex = index
            announceSelection(previous: previous, animated: animated)
            root?.refreshAppearance(animated: animated)
        }
    }

    /// Reports that the user tapped the tab at `index`.
    ///
    /// A tap on the tab that is already selected is a repeat tap. By the iOS convention it takes
    /// that tab back to its first screen: the tab bar's ``TabBarCoordinator`` decides, in
    /// ``TabBarCoordinator/userDidReselectItem(at:animated:)`` (whose default pops the tab to its
    /// root), and a tab bar no coordinator moved to pops the tab with ``popTabToRoot(at:animated:)``.
    /// Either way the changes carry ``NavigationEvent/Cause/userInteraction``, and a repeat tap on a
    /// tab already at its first screen changes nothing. ``select(_:animated:)``, the program's
    /// call, does nothing for the selected tab.
    ///
    /// - Throws: ``NavigationError/tabIndexOutOfRange(index:count:)``, or what the repeat tap's
    ///   handling throws (a veto of the pop).
    public func userDidSelect(_ index: Int, animated: Bool = false) throws(NavigationError) {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            guard index == selectedIndex else { return try select(index, animated: animated) }
            if let coordinator = owner as? any TabBarCoordinator, coordinator.tabBar === self {
                try coordinator.userDidReselectItem(at: index, animated: animated)
            } else {
                try popTabToRoot(at: index, animated: animated)
            }
        }
    }

    /// Pops the stack of the tab at `index` back to its first screen; coordinators whose screens
    /// were popped finish, as after a back swipe. A tab already at its first screen, or with no
    /// screens, is left as it is, with no event.
    ///
    /// - Throws: ``NavigationError/tabIndexOutOfRange(index:count:)``, or a veto of the pop.
    public func popTabToRoot(at index: Int, animated: Bool) throws(NavigationError) {
        guard tabs.indices.contains(index) else {
            throw .tabIndexOutOfRange(index: index, count: tabs.count)
        }
        let tabNavigation = tabs[index].navigation
        guard tabNavigation.screens.count > 1 else { return }
        try tabNavigation.popToRoot(animated: animated)
    }

    /// Replaces the item (title, images, badge) of the tab at `index`.
    ///
    /// - Throws: ``NavigationError/tabIndexOutOfRange(index:count:)``.
    public func setItem(_ item: TabBarItem, at index: Int) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            guard tabs.indices.contains(index) else {
                throw .tabIndexOutOfRange(index: index, count: tabs.count)
            }
            guard tabs[index].item != item else { return }
            recordTabs()
            tabs[index].item = item
            navigation?.emit(animated: false) { .tabItemChanged(tabBar: id, index: index, item: item) }
        }
    }

    /// The index of the tab showing `tabNavigation`, if any.
    public func index(of tabNavigation: Navigation) -> Int? {
        firstIndexIdentical(tabs.map(\.navigation), tabNavigation)
    }

    /// Records the tabs and selection, if a throwing transaction is open, before they change.
    private func recordTabs() {
        UndoRecord.record(.tabs(self, tabs, selectedIndex: selectedIndex))
    }

    /// Puts back tabs and selection recorded by ``recordTabs()``.
    func restore(tabs: [Tab], selectedIndex: Int?) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }

    private func announceSelection(previous: Int?, animated: Bool) {
        navigation?.emit(animated: animated) {
            .tabSelected(tabBar: id, index: selectedIndex, previous: previous)
        }
    }

    /// Whether `candidate` is this tab bar's own navigation or one above it, which would make a cycle.
    private func holds(_ candidate: Navigation) -> Bool {
        guard let navigation else { return false }
        return candidate.isAncestor(of: navigation)
    }
}
