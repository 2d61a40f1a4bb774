/// A screen that holds several live items side by side, each with its own navigation: the one
/// model behind tab bars, pages, split views and containers of the app's own.
///
/// What differs between kinds is which items are on screen and how the user moves between them
/// (``ContainerKind``): a ``TabBar`` and a ``PageContainer`` show their selected item, a
/// ``SplitContainer`` shows its columns side by side (or merged into one stack when collapsed),
/// and a `ContainerScreen(kind: .custom("sideMenu"))` shows the items the app does not hide. An
/// app defines a kind of its own with ``ContainerKind/custom(_:)`` and
/// ``setHidden(_:at:animated:)``, on this public API, without subclassing.
///
/// A container is pushed like any screen (a ``ContainerCoordinator`` moves onto its own). Items
/// are not children of a coordinator: they run side by side, each with an item coordinator, while
/// the coordinator still runs one child at a time over the container. The selected item is the
/// focused one: where a back swipe, a keyboard shortcut and ``Navigation/frontmostNavigation``
/// go. Every visible item's screens get their lifecycle callbacks
/// (``Navigation/visibleScreens`` lists them, the frontmost last).
///
/// Changes are announced as ``NavigationEvent``s by the navigation that holds the container:
/// ``NavigationEvent/Change/itemAdded(container:index:item:)``,
/// ``NavigationEvent/Change/itemRemoved(container:index:navigation:)``,
/// ``NavigationEvent/Change/itemSelected(container:index:previous:)`` (for pages,
/// ``NavigationEvent/Change/pageTurned(container:index:previous:direction:)``),
/// ``NavigationEvent/Change/itemChanged(container:index:label:)``,
/// ``NavigationEvent/Change/visibilityChanged(container:hidden:previous:)``,
/// ``NavigationEvent/Change/collapsed(container:)`` and
/// ``NavigationEvent/Change/expanded(container:)``.
@MainActor
open class ContainerScreen: Screen {
    /// One item: what the container shows for it, and the navigation it holds.
    public struct Item {
        /// The item's title, images and badge.
        public internal(set) var label: ItemLabel
        /// The item's own navigation.
        public let navigation: Navigation

        /// The label's title.
        public var title: String { label.title }

        /// The label, under its tab bar name.
        @available(*, deprecated, renamed: "label")
        public var item: ItemLabel { label }
    }

    /// What kind of container this is.
    public internal(set) var kind: ContainerKind

    /// The items, in order (tab bar order, page order, column order).
    public private(set) var items: [Item] = []

    /// The index of the selected (focused) item; `nil` only while there are no items.
    public private(set) var selectedIndex: Int?

    /// The items the app hid, in order (a split's hidden columns, a closed side menu); always
    /// empty for tabs and pages, and never the selected item.
    public private(set) var hiddenIndices: [Int] = []

    /// Whether a split is collapsed into one stack (a compact width); always `false` for other
    /// kinds.
    public private(set) var isCollapsed = false

    /// Creates an empty container of `kind`.
    public init(kind: ContainerKind, title: String = "") {
        self.kind = kind
        super.init(title: title)
    }

    /// The selected item's navigation.
    public var selectedNavigation: Navigation? {
        selectedIndex.map { items[$0].navigation }
    }

    /// The item in front, where the user looks and acts: the selected one, except that a visible
    /// item that presents a modal is in front (the modal covers the container), and that a
    /// collapsed split whose selected column has no screens shows the nearest column before it.
    /// ``Navigation/frontmostNavigation`` goes through it.
    public var frontNavigation: Navigation? { embeddedNavigation }

    /// The items' labels, in order.
    public var labels: [ItemLabel] { items.map(\.label) }

    /// The items' navigations, in order.
    public var navigations: [Navigation] { items.map(\.navigation) }

    /// The indices of the items on screen, in order: the selected one for tabs and pages; the one
    /// on top of a collapsed split's merged stack (the selected column, or the nearest one before
    /// it with screens); every item not hidden otherwise.
    public var visibleIndices: [Int] {
        if kind.showsOneItem { return selectedIndex.map { [$0] } ?? [] }
        if isCollapsed { return collapsedFront.map { [$0] } ?? [] }
        return items.indices.filter { !hiddenIndices.contains($0) }
    }

    /// In a collapsed split, the column on top of the merged stack: the selected one, or, when it
    /// has no screens, the nearest column before it that has (columns with no screens add nothing
    /// to the merged stack).
    var collapsedFront: Int? {
        guard let selectedIndex else { return nil }
        var index = selectedIndex
        while index > 0 && items[index].navigation.stack.isEmpty { index -= 1 }
        return items[index].navigation.stack.isEmpty ? selectedIndex : index
    }

    /// The index of the item holding `itemNavigation`, if any.
    public func index(of itemNavigation: Navigation) -> Int? {
        firstIndexIdentical(items.map(\.navigation), itemNavigation)
    }

    // MARK: - What is on screen

    /// The item in front: the selected one, unless another visible item presents a modal, which
    /// covers the whole screen.
    private var frontIndex: Int? {
        guard let selectedIndex else { return nil }
        guard !kind.showsOneItem else { return selectedIndex }
        guard !isCollapsed else { return collapsedFront }
        for index in items.indices
        where index != selectedIndex && items[index].navigation.presentedStorage != nil
            && !hiddenIndices.contains(index)
        {
            return index
        }
        return selectedIndex
    }

    override var embeddedNavigation: Navigation? {
        frontIndex.map { items[$0].navigation }
    }

    override func appendEmbeddedChain(to chain: inout [Screen]) {
        guard let front = frontIndex else { return }
        if !kind.showsOneItem && !isCollapsed {
            for index in items.indices where index != front && !hiddenIndices.contains(index) {
                items[index].navigation.appendVisibleChain(to: &chain)
            }
        }
        items[front].navigation.appendVisibleChain(to: &chain)
    }

    override var content: NavigationEvent.ScreenContent {
        NavigationEvent.ScreenContent(id: id, container: containerContent, hints: hints)
    }

    override func embeddedNavigation(holdingAncestorOf navigation: Navigation) -> Navigation? {
        for item in items where item.navigation.isAncestor(of: navigation) { return item.navigation }
        return nil
    }

    // MARK: - Items

    /// Adds an item showing `itemNavigation` at the end. The first item added is selected.
    ///
    /// - Throws: ``NavigationError/navigationInUse(navigation:)`` if `itemNavigation` is presented,
    ///   in a container, or holds this container; ``NavigationError/alertShown(navigation:alert:)``
    ///   if it (or one it holds) shows an alert.
    public func addItem(_ label: ItemLabel, navigation itemNavigation: Navigation) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            guard itemNavigation.presenting == nil, itemNavigation.containerStorage == nil,
                !holds(itemNavigation)
            else {
                throw .navigationInUse(navigation: itemNavigation.id)
            }
            if let showing = itemNavigation.navigationShowingAlert(),
                let refusal = showing.refusalUnderAlert()
            {
                throw refusal
            }
            // An item that presents does not go under an alert.
            if itemNavigation.presentingNavigationInTree() != nil,
                let refusal = navigation?.refusalToPresentUnderAlert()
            {
                throw refusal
            }
            // One transaction, so the events go out before the callbacks: those of screens that were
            // visible on their own and now join an item that is not shown included.
            Navigation.transaction {
                let holder = navigation
                let root = holder?.displayedRoot
                let alreadyVisible = itemNavigation.visibleChain
                recordState()
                itemNavigation.recordLinks()
                itemNavigation.visibleChain = []
                itemNavigation.containerStorage = self
                itemNavigation.isWindowRoot = false
                items.append(Item(label: label, navigation: itemNavigation))
                let previous = selectedIndex
                if previous == nil { selectedIndex = 0 }
                let index = items.count - 1
                let isShown = visibleIndices.contains(index)
                Navigation.adopt(alreadyVisible, into: isShown ? root : nil, animated: false)
                holder?.emit(animated: false) {
                    .itemAdded(
                        container: id, index: index,
                        item: NavigationEvent.ItemContent(label: label, navigation: itemNavigation.content))
                }
                if previous != selectedIndex { announceSelection(previous: previous, animated: false) }
                root?.refreshAppearance(animated: false)
            }
        }
    }

    /// Removes the item at `index`. If it was selected, the item that takes its place is selected
    /// (or the new last item).
    ///
    /// Coordinators whose start screens were in the removed item have finished.
    ///
    /// - Returns: The removed item's navigation.
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``.
    @discardableResult
    public func removeItem(at index: Int, animated: Bool = false) throws(NavigationError) -> Navigation {
        try Navigation.vetoable { () throws(NavigationError) in
            try removeItemNow(at: index, animated: animated)
        }
    }

    /// ``removeItem(at:animated:)`` for the coordinator tree, which removes a finishing item's
    /// navigation inside an operation of its own: a veto of the removal is left for that operation
    /// to throw (the tree must not go on as if the item were gone).
    func removeItemNow(at index: Int, animated: Bool) throws(NavigationError) -> Navigation {
        guard items.indices.contains(index) else {
            throw .itemIndexOutOfRange(index: index, count: items.count)
        }
        let holder = navigation
        let root = holder?.displayedRoot
        recordState()
        let removed = items.remove(at: index)
        removed.navigation.recordLinks()
        removed.navigation.containerStorage = nil
        hiddenIndices = hiddenIndices.compactMap { $0 == index ? nil : ($0 > index ? $0 - 1 : $0) }
        let previous = selectedIndex
        if let selected = selectedIndex {
            if items.isEmpty {
                selectedIndex = nil
            } else if index < selected || (index == selected && selected == items.count) {
                selectedIndex = selected - 1
            }
        }
        // The selection never rests on a hidden item: it is shown again.
        let shiftedHidden = hiddenIndices
        if let selected = selectedIndex, hiddenIndices.contains(selected) {
            hiddenIndices.removeAll { $0 == selected }
        }
        var gone: [Screen] = []
        var node: Navigation? = removed.navigation
        while let current = node {
            gone.append(contentsOf: current.screens)
            node = current.presented
        }
        // One transaction, so no observer or queued action sees the item gone but the selection
        // not yet moved (pointing past the last item).
        Navigation.transaction {
            removed.navigation.cancelAlertsLeavingWithTree()
            holder?.emit(animated: animated, leaving: .navigation(removed.navigation)) {
                .itemRemoved(container: id, index: index, navigation: removed.navigation.id)
            }
            if shiftedHidden != hiddenIndices {
                announceVisibility(previous: shiftedHidden, animated: animated)
            }
            if previous != selectedIndex || previous == index {
                announceSelection(previous: previous, animated: animated)
            }
            root?.refreshAppearance(animated: animated)
            reconcileCoordinators(afterRemoving: gone, detached: removed.navigation)
        }
        return removed.navigation
    }

    /// Selects (focuses) the item at `index`: for tabs and pages, the item shown; for a split, the
    /// column the user acts in (in a collapsed split, the column on top of the merged stack). A
    /// hidden item is shown first.
    ///
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``.
    public func select(_ index: Int, animated: Bool = false) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            try selectNow(index, direction: nil, animated: animated)
        }
    }

    /// Selects `index`; for pages, announced as a turn in `direction` (by default, the way the
    /// index moved).
    func selectNow(_ index: Int, direction: PageDirection?, animated: Bool) throws(NavigationError) {
        guard items.indices.contains(index) else {
            throw .itemIndexOutOfRange(index: index, count: items.count)
        }
        guard index != selectedIndex else { return }
        let root = navigation?.displayedRoot
        let previous = selectedIndex
        recordState()
        Navigation.transaction {
            if hiddenIndices.contains(index) {
                let before = hiddenIndices
                hiddenIndices.removeAll { $0 == index }
                announceVisibility(previous: before, animated: animated)
            }
            selectedIndex = index
            announceSelection(previous: previous, direction: direction, animated: animated)
            root?.refreshAppearance(animated: animated)
        }
    }

    /// Reports that the user chose the item at `index` (tapped a tab, swiped to a page, tapped
    /// into a column); the changes carry ``NavigationEvent/Cause/userInteraction``.
    ///
    /// On a ``TabBar``, a tap on the selected tab is a repeat tap, handled by its
    /// ``TabBarCoordinator`` (see ``TabBar``); on other kinds, choosing the selected item changes
    /// nothing.
    ///
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``, or what a repeat tap's
    ///   handling throws.
    open func userDidSelect(_ index: Int, animated: Bool = false) throws(NavigationError) {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try select(index, animated: animated)
        }
    }

    /// Replaces the label (title, images, badge) of the item at `index`.
    ///
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``.
    public func setLabel(_ label: ItemLabel, at index: Int) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            guard items.indices.contains(index) else {
                throw .itemIndexOutOfRange(index: index, count: items.count)
            }
            guard items[index].label != label else { return }
            recordState()
            items[index].label = label
            navigation?.emit(animated: false) { .itemChanged(container: id, index: index, label: label) }
        }
    }

    /// Hides or shows the item at `index`: a split's column (the sidebar hidden, UIKit's
    /// `hide(_:)`), a custom container's pane (a side menu closed). Hiding the selected item
    /// selects the last item still visible. Changing nothing is no change.
    ///
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``;
    ///   ``NavigationError/unsupportedByContainer(operation:container:kind:)`` for tabs and pages,
    ///   which show their selected item only, and when hiding the last visible item.
    public func setHidden(_ hidden: Bool, at index: Int, animated: Bool = false) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            guard items.indices.contains(index) else {
                throw .itemIndexOutOfRange(index: index, count: items.count)
            }
            guard !kind.showsOneItem else {
                throw .unsupportedByContainer(
                    operation: "hiding an item", container: description, kind: kind.name)
            }
            guard hiddenIndices.contains(index) != hidden else { return }
            let before = hiddenIndices
            var after = hiddenIndices
            if hidden {
                after.append(index)
                after.sort()
            } else {
                after.removeAll { $0 == index }
            }
            let stillVisible = items.indices.filter { !after.contains($0) }
            guard let lastVisible = stillVisible.last else {
                throw .unsupportedByContainer(
                    operation: "hiding its last visible item", container: description, kind: kind.name)
            }
            let root = navigation?.displayedRoot
            let previous = selectedIndex
            recordState()
            Navigation.transaction {
                hiddenIndices = after
                announceVisibility(previous: before, animated: animated)
                if let selected = selectedIndex, after.contains(selected) {
                    selectedIndex = lastVisible
                    announceSelection(previous: previous, animated: animated)
                }
                root?.refreshAppearance(animated: animated)
            }
        }
    }

    /// Collapses or expands a split (the width became compact or regular).
    func setCollapsedNow(_ collapsed: Bool, animated: Bool) throws(NavigationError) {
        guard case .split = kind else {
            throw .unsupportedByContainer(operation: "collapsing", container: description, kind: kind.name)
        }
        guard collapsed != isCollapsed else { return }
        let root = navigation?.displayedRoot
        recordState()
        isCollapsed = collapsed
        navigation?.emit(animated: animated) {
            collapsed ? .collapsed(container: id) : .expanded(container: id)
        }
        root?.refreshAppearance(animated: animated)
    }

    // MARK: - Undo and restoration

    /// The container's state, as a throwing transaction records it before a change.
    struct State {
        var kind: ContainerKind
        var items: [Item]
        var selectedIndex: Int?
        var hiddenIndices: [Int]
        var isCollapsed: Bool
    }

    /// Records the items, selection and layout, if a throwing transaction is open, before they
    /// change.
    func recordState() {
        UndoRecord.record(
            .container(
                self,
                State(
                    kind: kind, items: items, selectedIndex: selectedIndex, hiddenIndices: hiddenIndices,
                    isCollapsed: isCollapsed)))
    }

    /// Puts back a state recorded by ``recordState()``.
    func restore(_ state: State) {
        kind = state.kind
        items = state.items
        selectedIndex = state.selectedIndex
        hiddenIndices = state.hiddenIndices
        isCollapsed = state.isCollapsed
    }

    // MARK: - Announcing

    func announceSelection(previous: Int?, direction: PageDirection? = nil, animated: Bool) {
        navigation?.emit(animated: animated) {
            if case .pages = kind, let index = selectedIndex {
                return .pageTurned(
                    container: id, index: index, previous: previous,
                    direction: direction ?? ((previous ?? -1) < index ? .forward : .reverse))
            }
            return .itemSelected(container: id, index: selectedIndex, previous: previous)
        }
    }

    private func announceVisibility(previous: [Int], animated: Bool) {
        navigation?.emit(animated: animated) {
            .visibilityChanged(container: id, hidden: hiddenIndices, previous: previous)
        }
    }

    /// Whether `candidate` is this container's own navigation or one above it, which would make a
    /// cycle.
    private func holds(_ candidate: Navigation) -> Bool {
        guard let navigation else { return false }
        return candidate.isAncestor(of: navigation)
    }
}
