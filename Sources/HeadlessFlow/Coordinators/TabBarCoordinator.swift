/// A coordinator whose screen is a ``TabBar``, with one item coordinator per tab: the headless
/// counterpart of UIFlow's `TabBarCoordinator`.
///
/// ```swift
/// final class MenuCoordinator: TabBarCoordinator {
///     let context: CoordinatorContext
///     let tabBar = TabBar(title: "Menu")
///
///     init(navigation: Navigation) {
///         context = CoordinatorContext(navigation: navigation)
///     }
/// }
///
/// let menu = MenuCoordinator(navigation: navigation)
/// try appCoordinator.start(child: menu, animated: true)  // moves onto the tab bar
/// try menu.addItem(title: "Items", imageName: "list", coordinator: ItemsCoordinator(navigation: Navigation()))
/// ```
///
/// Each item coordinator has its own navigation, shown in its tab, and is started when it is added.
/// Item coordinators are not the tab bar coordinator's ``Coordinator/child``: the one-child rule
/// applies to a flow started over the tab bar.
///
/// Two rules keep a tab bar from surprising its user:
/// - **A repeat tap** (the user tapping the selected tab, reported with
///   ``TabBar/userDidSelect(_:animated:)``) calls ``userDidReselectItem(at:animated:)``, which by
///   default takes the tab back to its first screen, as iOS does.
/// - **An item does not remove its own tab.** ``Coordinator/finish(animated:)`` on an item
///   coordinator throws ``NavigationError/tabItemCannotFinish(coordinator:tabBar:)`` (and its
///   ``Coordinator/canFinish`` is `false`) unless ``allowsItemsToFinish`` is `true`; the tab bar's
///   owner removes a tab with ``removeItem(at:)``.
@MainActor
public protocol TabBarCoordinator: Coordinator {
    /// The tab bar screen this coordinator moves to when it starts.
    var tabBar: TabBar { get }

    /// Whether an item coordinator may end its own flow, which removes its tab. `false` by
    /// default: mapping another library's "dismiss this coordinator" onto an item's
    /// ``Coordinator/finish(animated:)`` must not let a user remove a tab. Return `true` for a
    /// bar whose tabs close themselves (documents, chats).
    var allowsItemsToFinish: Bool { get }

    /// Called when the user taps the tab at `index` while it is selected (a repeat tap). The
    /// default pops that tab back to its first screen with ``TabBar/popTabToRoot(at:animated:)``:
    /// coordinators whose screens were popped finish, as after a back swipe. Implement it to do
    /// something else (go back to the item's start with ``Coordinator/backToStart(animated:)``,
    /// refresh the tab's content, or nothing); what it changes carries
    /// ``NavigationEvent/Cause/userInteraction``.
    ///
    /// - Throws: What the handling throws; the renderer's report of the tap receives it.
    func userDidReselectItem(at index: Int, animated: Bool) throws(NavigationError)
}

// MARK: - Default implementations

extension TabBarCoordinator {
    /// Moves to the ``tabBar``, which becomes the start screen.
    public func start(animated: Bool) throws {
        try move(to: tabBar, animated: animated)
    }

    /// `false`: an item coordinator cannot finish on its own; see ``TabBarCoordinator``.
    public var allowsItemsToFinish: Bool { false }

    /// Pops the tab at `index` back to its first screen.
    public func userDidReselectItem(at index: Int, animated: Bool) throws(NavigationError) {
        try tabBar.popTabToRoot(at: index, animated: animated)
    }
}

// MARK: - Items

extension TabBarCoordinator {
    /// The item coordinators, in tab order.
    public var items: [any Coordinator] { context.items }

    /// The selected tab's coordinator; `nil` while there are no items.
    public var currentItem: (any Coordinator)? {
        // Matched by navigation, not by index: a tab added to the tab bar directly has no item.
        guard let selected = tabBar.selectedNavigation else { return nil }
        for item in context.items where item.context.navigation === selected { return item }
        return nil
    }

    /// Adds a tab for `coordinator` at the end of the bar and starts it, unanimated.
    ///
    /// It is atomic and one change: the tab arrives as one
    /// ``NavigationEvent/Change/tabAdded(tabBar:index:tab:)`` listing the screens the
    /// coordinator's start moved to, and if that start throws, nothing has changed (no tab, no
    /// event). A flow running over the tab bar (this coordinator's ``Coordinator/child``) keeps
    /// running.
    ///
    /// - Parameters:
    ///   - item: What the tab bar shows for the tab.
    ///   - coordinator: A coordinator with a navigation of its own that is not shown anywhere.
    /// - Throws: ``NavigationError/navigationInUse(navigation:)``,
    ///   ``NavigationError/coordinatorAlreadyRunning(coordinator:)``, or what its start throws.
    public func addItem(_ item: TabBarItem, coordinator: some Coordinator) throws {
        let itemNavigation = coordinator.context.navigation
        guard itemNavigation !== context.navigation else {
            throw NavigationError.navigationInUse(navigation: itemNavigation.id)
        }
        try launch(coordinator, as: .tabItem, animated: false, onFinish: nil) { () throws(NavigationError) in
            try tabBar.addTab(item, navigation: itemNavigation)
        }
    }

    /// Adds a tab for `coordinator` at the end of the bar and starts it, unanimated.
    ///
    /// - Throws: as ``addItem(_:coordinator:)``.
    public func addItem(
        title: String,
        imageName: String? = nil,
        selectedImageName: String? = nil,
        coordinator: some Coordinator
    ) throws {
        try addItem(
            TabBarItem(title: title, imageName: imageName, selectedImageName: selectedImageName),
            coordinator: coordinator)
    }

    /// Finishes the item coordinator at `index` and removes its tab, whatever
    /// ``allowsItemsToFinish`` says: the owner of the bar may always remove a tab.
    ///
    /// - Throws: ``NavigationError/tabIndexOutOfRange(index:count:)``.
    public func removeItem(at index: Int) throws(NavigationError) {
        guard context.items.indices.contains(index) else {
            throw .tabIndexOutOfRange(index: index, count: context.items.count)
        }
        context.items[index].finishTree(.cancelled(.tabRemoved), animated: false)
    }

    /// Selects the tab at `index`.
    ///
    /// - Throws: ``NavigationError/tabIndexOutOfRange(index:count:)``.
    public func selectItem(at index: Int, animated: Bool = false) throws(NavigationError) {
        try tabBar.select(index, animated: animated)
    }
}
