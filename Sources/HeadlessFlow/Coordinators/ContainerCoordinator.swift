/// A coordinator whose screen is a ``ContainerScreen``, with one item coordinator per item: the
/// one protocol behind ``TabBarCoordinator``, ``SplitCoordinator`` and ``PageCoordinator``, and
/// the one an app adopts for a container kind of its own.
///
/// ```swift
/// final class SideMenuCoordinator: ContainerCoordinator {
///     let context: CoordinatorContext
///     let container = ContainerScreen(kind: .custom("sideMenu"), title: "Home")
///
///     init(navigation: Navigation) {
///         context = CoordinatorContext(navigation: navigation)
///     }
/// }
/// ```
///
/// Each item coordinator has its own navigation, shown in its item, and is started when it is
/// added. Item coordinators are not the container coordinator's ``Coordinator/child``: the
/// one-child rule applies to a flow started over the container. An item's messages
/// (``Coordinator/sendUp(_:)``) reach this coordinator, its screens are in the same tree, the
/// same recorder and the same leak check as everything else.
///
/// **An item does not remove itself.** ``Coordinator/finish(animated:)`` on an item coordinator
/// throws ``NavigationError/tabItemCannotFinish(coordinator:tabBar:)`` (and its
/// ``Coordinator/canFinish`` is `false`) unless ``allowsItemsToFinish`` is `true`; the
/// container's owner removes an item with ``removeItem(at:)``. An item closes the whole container
/// (a "Done" in a presented tab bar) with ``Coordinator/finishContainer(animated:)``.
@MainActor
public protocol ContainerCoordinator: Coordinator {
    /// The container screen this coordinator moves to when it starts.
    var container: ContainerScreen { get }

    /// Whether an item coordinator may end its own flow, which removes its item. `false` by
    /// default.
    var allowsItemsToFinish: Bool { get }

    /// Called when the user chooses the item at `index` while it is selected (a repeat tap on a
    /// tab). The default takes that item back to its first screen.
    ///
    /// - Throws: What the handling throws; the renderer's report of the tap receives it.
    func userDidReselectItem(at index: Int, animated: Bool) throws(NavigationError)
}

// MARK: - Default implementations

extension ContainerCoordinator {
    /// Moves to the ``container``, which becomes the start screen.
    public func start(animated: Bool) throws {
        try move(to: container, animated: animated)
    }

    /// `false`: an item coordinator cannot finish on its own; see ``ContainerCoordinator``.
    public var allowsItemsToFinish: Bool { false }

    /// Pops the item at `index` back to its first screen; coordinators whose screens were popped
    /// finish, as after a back swipe. An item at its first screen is left as it is.
    public func userDidReselectItem(at index: Int, animated: Bool) throws(NavigationError) {
        guard container.items.indices.contains(index) else {
            throw .itemIndexOutOfRange(index: index, count: container.items.count)
        }
        let itemNavigation = container.items[index].navigation
        guard itemNavigation.screens.count > 1 else { return }
        try itemNavigation.popToRoot(animated: animated)
    }
}

// MARK: - Items

extension ContainerCoordinator {
    /// The item coordinators, in item order.
    public var items: [any Coordinator] { context.items }

    /// The selected item's coordinator; `nil` while there are no items.
    public var currentItem: (any Coordinator)? {
        // Matched by navigation, not by index: an item added to the container directly has no
        // coordinator.
        guard let selected = container.selectedNavigation else { return nil }
        for item in context.items where item.context.navigation === selected { return item }
        return nil
    }

    /// Adds an item for `coordinator` at the end of the container and starts it, unanimated.
    ///
    /// It is atomic and one change: the item arrives as one
    /// ``NavigationEvent/Change/itemAdded(container:index:item:)`` listing the screens the
    /// coordinator's start moved to, and if that start throws, nothing has changed (no item, no
    /// event). A flow running over the container (this coordinator's ``Coordinator/child``)
    /// keeps running.
    ///
    /// - Parameters:
    ///   - label: What the container shows for the item.
    ///   - coordinator: A coordinator with a navigation of its own that is not shown anywhere.
    /// - Throws: ``NavigationError/navigationInUse(navigation:)``,
    ///   ``NavigationError/coordinatorAlreadyRunning(coordinator:)``, or what its start throws.
    public func addItem(_ label: ItemLabel, coordinator: some Coordinator) throws {
        let itemNavigation = coordinator.context.navigation
        guard itemNavigation !== context.navigation else {
            throw NavigationError.navigationInUse(navigation: itemNavigation.id)
        }
        try launch(coordinator, as: .tabItem, animated: false, onFinish: nil) { () throws(NavigationError) in
            try container.addItem(label, navigation: itemNavigation)
        }
    }

    /// Adds an item for `coordinator` at the end of the container and starts it, unanimated.
    ///
    /// - Throws: as ``addItem(_:coordinator:)``.
    public func addItem(
        title: String,
        imageName: String? = nil,
        selectedImageName: String? = nil,
        coordinator: some Coordinator
    ) throws {
        try addItem(
            ItemLabel(title: title, imageName: imageName, selectedImageName: selectedImageName),
            coordinator: coordinator)
    }

    /// Finishes the item coordinator at `index` and removes its item, whatever
    /// ``allowsItemsToFinish`` says: the owner of the container may always remove an item.
    ///
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``.
    public func removeItem(at index: Int) throws(NavigationError) {
        guard context.items.indices.contains(index) else {
            throw .itemIndexOutOfRange(index: index, count: context.items.count)
        }
        context.items[index].finishTree(.cancelled(.tabRemoved), animated: false)
    }

    /// Selects (focuses) the item at `index`.
    ///
    /// - Throws: ``NavigationError/itemIndexOutOfRange(index:count:)``.
    public func selectItem(at index: Int, animated: Bool = false) throws(NavigationError) {
        try container.select(index, animated: animated)
    }
}

// MARK: - Closing the container from an item

extension Coordinator {
    /// The container coordinator whose item this coordinator is, or whose item started it (a flow
    /// pushed or presented in a tab): the nearest one up the tree. `nil` outside any container.
    var enclosingContainer: (any ContainerCoordinator)? {
        var context = context
        while let parent = context.parent {
            if context.presentation == .tabItem, let container = parent as? any ContainerCoordinator {
                return container
            }
            context = parent.context
        }
        return nil
    }

    /// Whether ``finishContainer(animated:)`` would succeed: this coordinator runs in a container
    /// whose coordinator may finish (``canFinish``).
    public var canFinishContainer: Bool {
        enclosingContainer?.canFinish ?? false
    }

    /// Ends the flow of the container this coordinator runs in (the nearest container coordinator
    /// up the tree whose item this coordinator is, or whose item started its flow): how an
    /// item closes the tab bar, split or pages its owner presented or pushed, as XCoordinator's
    /// `.dismiss()` and Stinsen's `dismissCoordinator()` do from a tab.
    ///
    /// ```swift
    /// // A "Done" button in one tab of a presented tab bar.
    /// try settingsTab.finishContainer(animated: true)
    /// ```
    ///
    /// The container coordinator finishes as with ``finish(animated:)``: its items and their
    /// flows finish first, depth first, with ``CancellationReason/parentFinished``; the container
    /// is dismissed (or popped) in one transition; and its owner's `onFinish` receives
    /// ``ChildOutcome/finished(_:)`` when the container coordinator's `Output` is `Void`.
    ///
    /// - Throws: ``NavigationError/notInContainer(coordinator:)`` outside any container; otherwise
    ///   what the container coordinator's ``finish(animated:)`` throws (a root container cannot
    ///   finish). Nothing changes.
    public func finishContainer(animated: Bool) throws(NavigationError) {
        guard let container = enclosingContainer else { throw .notInContainer(coordinator: coordinatorName) }
        try container.finish(animated: animated)
    }
}
