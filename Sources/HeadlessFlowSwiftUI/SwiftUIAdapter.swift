import HeadlessFlow

/// What a SwiftUI renderer binds to, kept up to date from a root `Navigation`'s events, and the
/// way back into the model for what the user does in SwiftUI.
///
/// SwiftUI draws the model with one `NavigationStack(path:)` per navigation, `.sheet(item:)` and
/// `.fullScreenCover(item:)` for presented navigations and `TabView(selection:)` for tab bars. The
/// adapter hands those views plain values (``stack(_:)``, ``tabBar(_:)``) and takes back what
/// SwiftUI writes through the bindings when the user acts: a back swipe or the back button's menu
/// (``setPath(_:of:)``), a sheet swiped down (``presentationDidDismiss(_:)``), a tapped tab
/// (``setSelection(_:of:)``). The model follows, announces the change with
/// `NavigationEvent/Cause/userInteraction`, and the adapter's values equal what SwiftUI shows
/// again, so nothing has to be written twice.
///
/// ```swift
/// let window = Navigation()
/// try window.push(Screen(title: "Home"), animated: false)
/// let details = Screen(title: "Details")
/// try window.push(details, animated: false)
/// let adapter = SwiftUIAdapter(root: window)
/// // adapter.stack(window.id)?.path == [details.id]
/// try adapter.setPath([], of: window.id)  // the user swiped back
/// // window.screens.count == 1
/// ```
///
/// The adapter is plain Swift, so it builds and is tested on every platform.
/// `NavigationModel` and `NavigationRootView` (SwiftUI only) are the glue that republishes it and
/// draws its values.
///
/// A refused or stale write (``SwiftUIBindingError``) changes nothing in the model and still counts
/// as a change of the adapter (``version``, ``onChange``), so the glue republishes and SwiftUI's
/// binding snaps back to what the model shows.
///
/// ## Lifetime
///
/// The adapter holds `root` strongly: the views that bind to it need the model for as long as they
/// draw it. Made with ``init(coordinator:)`` it also holds the root coordinator, whose tree (its
/// children, and the intents its screens call) nothing else may keep: an app that keeps the
/// adapter, or the `NavigationModel` around it, keeps the whole tree. The root holds the adapter
/// only through an event observation that captures it weakly, so there is no cycle: dropping the
/// adapter frees it (and the coordinator it kept) and ends the observation.
@MainActor
public final class SwiftUIAdapter {
    /// The navigation the adapter draws: the window's root.
    public let root: Navigation

    /// The root coordinator the adapter keeps alive (``init(coordinator:)``); `nil` for an adapter
    /// of a bare navigation (``init(root:)``).
    public let coordinator: (any Coordinator)?

    /// Whether the views set each screen's navigation-bar title from `Screen/title`
    /// (``title(of:)``); `true` by default. Set it to `false` when the app's screen views set
    /// their own `.navigationTitle`. Changing it counts as a change (``version``).
    public var showsTitles = true {
        didSet { if showsTitles != oldValue { didChange() } }
    }

    /// Counts the adapter's changes: every event it followed, and every write-back it refused (so
    /// that the binding snaps back). Glue that republishes by value can observe this alone.
    public private(set) var version = 0

    /// Called after every change counted by ``version``: the place for glue to republish. One
    /// callback; setting it replaces the previous one.
    public var onChange: (@MainActor () -> Void)?

    /// Called when an event did not fit what the adapter showed (`RenderingError`): the adapter
    /// has drifted from the model, which is a bug in how events reach it. The adapter has already
    /// started again from the model's `Navigation/content` when this is called.
    public var onDrift: (@MainActor (RenderingError) -> Void)?

    /// What the adapter shows, built from events alone.
    package internal(set) var renderedTree: RenderedTree

    /// Screens that recently left a stack: a path naming one is a stale write, not a refused one.
    var removedScreens = RecentlyRemovedScreens(capacity: 256)

    private var stacks: [NavigationID: StackState] = [:]
    private var tabBars: [ScreenID: TabBarState] = [:]
    private var containers: [ScreenID: ContainerState] = [:]
    private var titles: [ScreenID: String] = [:]
    /// The observation of each shown screen's title (`Screen.observeTitle(_:)`), so a title that
    /// changes while nothing else moves (`bindTitle(to:)`) reaches the views at once.
    private var titleObservations: [ScreenID: ObservationToken] = [:]
    private var token: ObservationToken?

    /// Starts showing `root` as it is now, and follows its events from then on.
    ///
    /// The adapter keeps `root` and nothing above it: when the app's screens call intents of
    /// coordinators, something must keep those coordinators (the root one keeps its children).
    /// An app with a root coordinator uses ``init(coordinator:)``, which keeps it; this initializer
    /// is for a navigation driven without coordinators, or whose root coordinator the app keeps
    /// itself for as long as the window shows it.
    ///
    /// - Parameter root: The navigation at the root of the window.
    public convenience init(root: Navigation) {
        self.init(root: root, coordinator: nil)
    }

    /// Starts showing the navigation of the root coordinator `coordinator`, and keeps the
    /// coordinator (and so its whole tree) alive for as long as the adapter lives.
    ///
    /// Start the coordinator (`Coordinator/startAsRoot(animated:)`) before or after: the adapter
    /// shows its navigation as it is, and follows it from then on.
    ///
    /// - Parameter coordinator: The app's root coordinator; its `navigation` is the window's root.
    public convenience init(coordinator: some Coordinator) {
        self.init(root: coordinator.navigation, coordinator: coordinator)
    }

    private init(root: Navigation, coordinator: (any Coordinator)?) {
        self.root = root
        self.coordinator = coordinator
        renderedTree = RenderedTree(root.content)
        rebuildValues()
        token = root.observeEvents { [weak self] event in self?.follow(event) }
    }

    // MARK: - Reading what SwiftUI shows

    /// The ID of the root navigation, whose stack is the window's `NavigationStack`.
    public var rootID: NavigationID { root.id }

    /// What the `NavigationStack` of `navigation` shows, with the navigation it presents; `nil`
    /// when that navigation is not shown (dismissed, or its tab or tab bar removed).
    public func stack(_ navigation: NavigationID) -> StackState? {
        stacks[navigation]
    }

    /// What the `TabView` of the tab bar `tabBar` shows; `nil` when that screen is not a shown
    /// `TabBar`. A view drawing a screen of a path asks this to know whether to draw a `TabView`.
    public func tabBar(_ tabBar: ScreenID) -> TabBarState? {
        tabBars[tabBar]
    }

    /// What the split, pages or custom container `container` shows; `nil` when that screen is not
    /// such a shown container (a tab bar is ``tabBar(_:)``).
    public func container(_ container: ScreenID) -> ContainerState? {
        containers[container]
    }

    /// The whole shown tree, in the shape of `Navigation/content`: equal to the root's content
    /// whenever the adapter is in step with the model.
    public var content: NavigationEvent.NavigationContent {
        renderedTree.content
    }

    /// The navigation-bar title of the shown screen `screen`, for `.navigationTitle(_:)`: its
    /// `Screen/title` when the adapter last read it; `nil` when ``showsTitles`` is `false` or the
    /// screen is not shown.
    ///
    /// The adapter reads the titles of every shown screen after each event it follows and in
    /// ``refreshTitles()``.
    public func title(of screen: ScreenID) -> String? {
        showsTitles ? titles[screen] : nil
    }

    /// Reads the titles of the shown screens again and, when one changed, counts a change
    /// (``version``, ``onChange``) so that the views show it.
    ///
    /// It runs by itself when a shown screen's title changes (`Screen.observeTitle(_:)`, which
    /// `bindTitle(to:)` sets through), so the views need not call it.
    public func refreshTitles() {
        let titles = readTitles()
        guard titles != self.titles else { return }
        self.titles = titles
        didChange()
    }

    // MARK: - Following the model

    private func follow(_ event: NavigationEvent) {
        removedScreens.insert(removedBy: event)
        do {
            try renderedTree.apply(event)
        } catch {
            // Events held in one transaction are delivered after the model made all of them, so
            // after a rebuild the rest of the batch no longer fits although nothing is amiss.
            let model = root.content
            guard renderedTree.content != model else { return }
            renderedTree = RenderedTree(model)
            rebuildValues()
            didChange()
            onDrift?(error)
            return
        }
        rebuildValues()
        didChange()
    }

    /// Counts a change and lets the glue republish.
    func didChange() {
        version += 1
        onChange?()
    }

    /// Derives the values views bind to from the rendered tree: one walk per event, so that a view
    /// body reading them costs a dictionary lookup.
    private func rebuildValues() {
        var stacks: [NavigationID: StackState] = [:]
        var tabBars: [ScreenID: TabBarState] = [:]
        var containers: [ScreenID: ContainerState] = [:]
        Self.collect(renderedTree.content, insideStack: false, into: &stacks, &tabBars, &containers)
        self.stacks = stacks
        self.tabBars = tabBars
        self.containers = containers
        titles = readTitles()
    }

    /// The title of every screen of the model's tree, each followed from then on (and those no
    /// longer in the tree no longer).
    private func readTitles() -> [ScreenID: String] {
        var titles: [ScreenID: String] = [:]
        var observations: [ScreenID: ObservationToken] = [:]
        var pending = [root]
        while let navigation = pending.popLast() {
            for screen in navigation.screens {
                titles[screen.id] = screen.title
                observations[screen.id] =
                    titleObservations.removeValue(forKey: screen.id)
                    ?? screen.observeTitle { [weak self] _ in self?.refreshTitles() }
                if let container = screen as? ContainerScreen { pending += container.navigations }
            }
            if let presented = navigation.presented { pending.append(presented) }
        }
        for token in titleObservations.values { token.cancel() }
        titleObservations = observations
        return titles
    }

    /// Collects the values of `navigation` and of everything it shows. `insideStack`: whether the
    /// navigation is an item of a container that is drawn inside a `NavigationStack`.
    private static func collect(
        _ navigation: NavigationEvent.NavigationContent,
        insideStack: Bool,
        into stacks: inout [NavigationID: StackState],
        _ tabBars: inout [ScreenID: TabBarState],
        _ containers: inout [ScreenID: ContainerState]
    ) {
        let layout = Layout(navigation, insideStack: insideStack)
        var state = StackState(
            id: navigation.id, root: navigation.screens.first?.id,
            path: navigation.screens.dropFirst().map(\.id),
            presented: navigation.presented.map { Presentation(id: $0.navigation.id, style: $0.style) },
            alert: navigation.alert)
        state.layout = layout
        stacks[navigation.id] = state
        for screen in navigation.screens {
            guard let container = screen.container else { continue }
            // Between an item's removal and the selection event that follows it, the rendered index
            // can be past the end; the next event settles it.
            let selected = container.selectedIndex.flatMap { container.items.indices.contains($0) ? $0 : nil }
            let items = container.items.map { Tab(id: $0.navigation.id, item: $0.label) }
            let selection = selected.map { container.items[$0].navigation.id }
            if case .tabs = container.kind {
                tabBars[screen.id] = TabBarState(id: screen.id, tabs: items, selection: selection)
            } else {
                let merged = selected.map {
                    container.items[...$0].flatMap { $0.navigation.screens.map(\.id) }
                }
                var shown = ContainerState(
                    id: screen.id, kind: container.kind, items: items, selection: selection,
                    hidden: container.hidden.compactMap {
                        container.items.indices.contains($0) ? container.items[$0].navigation.id : nil
                    },
                    isCollapsed: container.isCollapsed, mergedStack: merged ?? [])
                shown.isInsideStack = layout != .container(screen.id)
                containers[screen.id] = shown
            }
            // A container that is its navigation's root view draws its items as their own roots;
            // one inside a stack (pushed, or under screens pushed above it), or a collapsed split,
            // whose columns are drawn as one stack, draws them inside that stack.
            let itemsInsideStack =
                layout != .container(screen.id) || (container.kind == .split && container.isCollapsed)
            for item in container.items {
                collect(item.navigation, insideStack: itemsInsideStack, into: &stacks, &tabBars, &containers)
            }
        }
        if let presented = navigation.presented {
            // A presentation starts a new root, whatever presents it.
            collect(presented.navigation, insideStack: false, into: &stacks, &tabBars, &containers)
        }
    }
}
