import HeadlessFlow

@testable import HeadlessFlowSwiftUI

/// SwiftUI's `Binding`, as a view body creates it: a getter and a setter that capture what the
/// body saw when it ran.
@MainActor
struct SimulatedBinding<Value> {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) throws(SwiftUIBindingError) -> Void
}

/// What SwiftUI holds while it draws a ``SwiftUIAdapter``: one `NavigationStack` per shown
/// navigation (its root view, its own copy of the path, its sheet and full-screen cover items)
/// and one `TabView` per shown tab bar (its tabs and its selection).
///
/// Like SwiftUI it changes its own state first when the user acts, then writes through a
/// binding; and it re-reads the adapter's values whenever the adapter reports a change, as view
/// bodies re-evaluate, keeping only the views still reachable from the root. So a refused write
/// only snaps back if the adapter reports it, and a write that needs a second one to settle shows
/// up as a difference from the model.
@MainActor
final class SimulatedSwiftUI {
    /// One `NavigationStack` with the presentation modifiers attached to it.
    struct StackView: Equatable {
        var root: ScreenID?
        var path: [ScreenID]
        var sheet: SwiftUIAdapter.Presentation?
        var fullScreenCover: SwiftUIAdapter.Presentation?
    }

    /// One `TabView`, its tabs tagged by their navigation's ID.
    struct TabView: Equatable {
        var tabs: [SwiftUIAdapter.Tab]
        var selection: NavigationID?
    }

    /// A `NavigationSplitView` (or, collapsed, the one `NavigationStack` that draws its merged
    /// stack), a page-style `TabView`, or a custom container's items side by side.
    struct ContainerView: Equatable {
        var state: SwiftUIAdapter.ContainerState
        /// The split's `columnVisibility` binding, as SwiftUI holds it.
        var columnVisibility: SwiftUIAdapter.ColumnVisibility
        /// The collapsed split's `NavigationStack` path, as SwiftUI holds it.
        var mergedPath: [ScreenID]
        /// The page-style `TabView`'s selection, as SwiftUI holds it.
        var selection: NavigationID?
    }

    let adapter: SwiftUIAdapter
    private(set) var stacks: [NavigationID: StackView] = [:]
    private(set) var tabViews: [ScreenID: TabView] = [:]
    private(set) var containerViews: [ScreenID: ContainerView] = [:]
    /// How often the view bodies were evaluated.
    private(set) var renderCount = 0

    init(_ adapter: SwiftUIAdapter) {
        self.adapter = adapter
        adapter.onChange = { [weak self] in self?.render() }
        render()
    }

    // MARK: - Drawing

    /// Evaluates every view body again from the root, as SwiftUI does after the adapter's glue
    /// republished.
    func render() {
        renderCount += 1
        var stacks: [NavigationID: StackView] = [:]
        var tabViews: [ScreenID: TabView] = [:]
        var containerViews: [ScreenID: ContainerView] = [:]
        draw(adapter.rootID, stacks: &stacks, tabViews: &tabViews, containerViews: &containerViews)
        self.stacks = stacks
        self.tabViews = tabViews
        self.containerViews = containerViews
    }

    private func draw(
        _ navigation: NavigationID, stacks: inout [NavigationID: StackView],
        tabViews: inout [ScreenID: TabView], containerViews: inout [ScreenID: ContainerView]
    ) {
        guard let state = adapter.stack(navigation) else { return }
        stacks[navigation] = StackView(
            root: state.root, path: state.path, sheet: state.sheet, fullScreenCover: state.fullScreenCover)
        for screen in [state.root].compactMap({ $0 }) + state.path {
            if let container = adapter.container(screen) {
                containerViews[screen] = ContainerView(
                    state: container, columnVisibility: container.columnVisibility,
                    mergedPath: container.mergedPath, selection: container.selection)
                for item in container.items {
                    draw(item.id, stacks: &stacks, tabViews: &tabViews, containerViews: &containerViews)
                }
            }
            guard let tabBar = adapter.tabBar(screen) else { continue }
            tabViews[screen] = TabView(tabs: tabBar.tabs, selection: tabBar.selection)
            for tab in tabBar.tabs {
                draw(tab.id, stacks: &stacks, tabViews: &tabViews, containerViews: &containerViews)
            }
        }
        if let presented = state.sheet ?? state.fullScreenCover {
            draw(presented.id, stacks: &stacks, tabViews: &tabViews, containerViews: &containerViews)
        }
    }

    // MARK: - Reading what is on screen

    /// What SwiftUI shows, mapped back into the shape of ``Navigation/content``: built only from
    /// the views' own state, so it equals the model's content only if the bindings carry it all.
    var content: NavigationEvent.NavigationContent {
        content(of: adapter.rootID)
    }

    private func content(of navigation: NavigationID) -> NavigationEvent.NavigationContent {
        guard let stack = stacks[navigation] else {
            // A view that is not drawn: shows up as a difference from the model.
            return NavigationEvent.NavigationContent(id: navigation, screens: [])
        }
        let screens = ([stack.root].compactMap { $0 } + stack.path).map { screen in
            if let view = containerViews[screen] { return containerContent(of: screen, view) }
            return NavigationEvent.ScreenContent(
                id: screen,
                container: tabViews[screen].map { tabView in
                    NavigationEvent.ContainerContent(
                        items: tabView.tabs.map {
                            NavigationEvent.ItemContent(label: $0.item, navigation: content(of: $0.id))
                        },
                        // A selection naming no drawn tab shows up as a difference from the model.
                        selectedIndex: tabView.selection.flatMap { selection in
                            tabView.tabs.firstIndex { $0.id == selection }
                        })
                })
        }
        var presented: NavigationEvent.PresentedContent?
        if let sheet = stack.sheet {
            presented = NavigationEvent.PresentedContent(
                navigation: content(of: sheet.id),
                style: PresentationStyle(kind: .sheet, isDismissable: !sheet.interactiveDismissDisabled))
        } else if let cover = stack.fullScreenCover {
            presented = NavigationEvent.PresentedContent(
                navigation: content(of: cover.id),
                style: PresentationStyle(kind: .fullScreen, isDismissable: !cover.interactiveDismissDisabled))
        }
        return NavigationEvent.NavigationContent(id: navigation, screens: screens, presented: presented)
    }

    /// Whether evaluating the bodies again would change nothing: SwiftUI's own state already
    /// equals the adapter's values.
    /// A container as drawn: the items from the adapter's state, the selection, column visibility
    /// and merged path from what SwiftUI holds (a write that did not snap back shows up as a
    /// difference from the model).
    private func containerContent(of screen: ScreenID, _ view: ContainerView) -> NavigationEvent.ScreenContent
    {
        let state = view.state
        var hidden = state.hidden.compactMap { id in state.items.firstIndex { $0.id == id } }
        if case .split = state.kind, view.columnVisibility != state.columnVisibility {
            hidden = [-1]
        }
        var selection = state.selection
        if case .pages = state.kind { selection = view.selection }
        if state.isCollapsed, view.mergedPath != state.mergedPath { selection = nil }
        return NavigationEvent.ScreenContent(
            id: screen,
            container: NavigationEvent.ContainerContent(
                kind: state.kind,
                items: state.items.map {
                    NavigationEvent.ItemContent(label: $0.item, navigation: content(of: $0.id))
                },
                selectedIndex: selection.flatMap { selection in state.items.firstIndex { $0.id == selection }
                },
                hidden: hidden, isCollapsed: state.isCollapsed))
    }

    var isSettled: Bool {
        var stacks: [NavigationID: StackView] = [:]
        var tabViews: [ScreenID: TabView] = [:]
        var containerViews: [ScreenID: ContainerView] = [:]
        draw(adapter.rootID, stacks: &stacks, tabViews: &tabViews, containerViews: &containerViews)
        return stacks == self.stacks && tabViews == self.tabViews && containerViews == self.containerViews
    }

    // MARK: - Bindings, as a view body creates them

    /// The `NavigationStack(path:)` binding of `navigation`.
    func pathBinding(of navigation: NavigationID) -> SimulatedBinding<[ScreenID]> {
        SimulatedBinding(
            get: { [unowned self] in stacks[navigation]?.path ?? [] },
            set: { [unowned self] (path: [ScreenID]) throws(SwiftUIBindingError) in
                stacks[navigation]?.path = path
                try adapter.setPath(path, of: navigation)
            })
    }

    /// The `.sheet(item:)` binding of `navigation`: its setter names the sheet the body saw.
    func sheetBinding(over navigation: NavigationID) -> SimulatedBinding<SwiftUIAdapter.Presentation?> {
        let shown = stacks[navigation]?.sheet
        return SimulatedBinding(
            get: { [unowned self] in stacks[navigation]?.sheet },
            set: { [unowned self] (item: SwiftUIAdapter.Presentation?) throws(SwiftUIBindingError) in
                stacks[navigation]?.sheet = item
                if item == nil, let shown { try adapter.presentationDidDismiss(shown.id) }
            })
    }

    /// The `.fullScreenCover(item:)` binding of `navigation` (SwiftUI writes `nil` when a view in
    /// the cover calls the environment's `dismiss`).
    func fullScreenCoverBinding(
        over navigation: NavigationID
    ) -> SimulatedBinding<SwiftUIAdapter.Presentation?> {
        let shown = stacks[navigation]?.fullScreenCover
        return SimulatedBinding(
            get: { [unowned self] in stacks[navigation]?.fullScreenCover },
            set: { [unowned self] (item: SwiftUIAdapter.Presentation?) throws(SwiftUIBindingError) in
                stacks[navigation]?.fullScreenCover = item
                if item == nil, let shown { try adapter.presentationDidDismiss(shown.id) }
            })
    }

    /// The `TabView(selection:)` binding of `tabBar`. A `TabView` only writes the tag of a tab it
    /// shows, never `nil`.
    func selectionBinding(of tabBar: ScreenID) -> SimulatedBinding<NavigationID?> {
        SimulatedBinding(
            get: { [unowned self] in tabViews[tabBar]?.selection },
            set: { [unowned self] (tab: NavigationID?) throws(SwiftUIBindingError) in
                tabViews[tabBar]?.selection = tab
                if let tab { try adapter.setSelection(tab, of: tabBar) }
            })
    }

    /// The page-style `TabView(selection:)` binding of `pages`: SwiftUI writes the tag of the page
    /// the user swiped to.
    func pageBinding(of pages: ScreenID) -> SimulatedBinding<NavigationID?> {
        SimulatedBinding(
            get: { [unowned self] in containerViews[pages]?.selection },
            set: { [unowned self] (page: NavigationID?) throws(SwiftUIBindingError) in
                containerViews[pages]?.selection = page
                try adapter.pageBindingDidSet(page, of: pages)
            })
    }

    /// The `NavigationSplitView(columnVisibility:)` binding of `split`.
    func columnVisibilityBinding(of split: ScreenID) -> SimulatedBinding<SwiftUIAdapter.ColumnVisibility> {
        SimulatedBinding(
            get: { [unowned self] in containerViews[split]?.columnVisibility ?? .all },
            set: { [unowned self] (visibility: SwiftUIAdapter.ColumnVisibility) throws(SwiftUIBindingError) in
                containerViews[split]?.columnVisibility = visibility
                try adapter.setColumnVisibility(visibility, of: split)
            })
    }

    /// The path binding of the `NavigationStack` that draws the collapsed `split`.
    func mergedPathBinding(of split: ScreenID) -> SimulatedBinding<[ScreenID]> {
        SimulatedBinding(
            get: { [unowned self] in containerViews[split]?.mergedPath ?? [] },
            set: { [unowned self] (path: [ScreenID]) throws(SwiftUIBindingError) in
                containerViews[split]?.mergedPath = path
                try adapter.setMergedPath(path, of: split)
            })
    }

    // MARK: - The user

    /// The window's width class changes: the glue reports it for every split drawn.
    func setCompact(_ compact: Bool) throws(SwiftUIBindingError) {
        for split in containerViews.keys.sorted() where containerViews[split]?.state.kind == .split {
            try adapter.setCollapsed(compact, of: split)
        }
    }

    /// The user swipes the page-style `TabView` of `pages` to the page drawn at `index`.
    func swipePage(to index: Int, of pages: ScreenID) throws(SwiftUIBindingError) {
        guard let view = containerViews[pages] else { preconditionFailure("\(pages) is not drawn") }
        try pageBinding(of: pages).set(view.state.items[index].id)
    }

    /// The back button or a finished back swipe: SwiftUI drops the top screen of the path.
    func swipeBack(in navigation: NavigationID) throws(SwiftUIBindingError) {
        let binding = pathBinding(of: navigation)
        try binding.set(Array(binding.get().dropLast()))
    }

    /// A back swipe the user lets go of halfway: SwiftUI writes nothing.
    func abandonSwipeBack(in navigation: NavigationID) {}

    /// The back button's long-press menu: SwiftUI keeps the first `count` screens of the path.
    func goBack(in navigation: NavigationID, keeping count: Int) throws(SwiftUIBindingError) {
        let binding = pathBinding(of: navigation)
        try binding.set(Array(binding.get().prefix(count)))
    }

    /// Swipes the sheet over `navigation` down. SwiftUI does not let the user do it when the sheet
    /// disables interactive dismissal; then nothing is written and this returns `false`.
    @discardableResult
    func swipeDownSheet(over navigation: NavigationID) throws(SwiftUIBindingError) -> Bool {
        guard let sheet = stacks[navigation]?.sheet, !sheet.interactiveDismissDisabled else { return false }
        try sheetBinding(over: navigation).set(nil)
        return true
    }

    /// Taps the tab drawn at `index` of `tabBar`: SwiftUI writes that tab's tag.
    func tapTab(_ index: Int, of tabBar: ScreenID) throws(SwiftUIBindingError) {
        guard let tabView = tabViews[tabBar] else { preconditionFailure("\(tabBar) is not drawn") }
        try selectionBinding(of: tabBar).set(tabView.tabs[index].id)
    }
}
