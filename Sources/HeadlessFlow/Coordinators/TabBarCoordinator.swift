/// A coordinator whose screen is a ``TabBar``, with one item coordinator per tab: the headless
/// counterpart of UIFlow's `TabBarCoordinator`, and the ``ContainerCoordinator`` of kind
/// ``ContainerKind/tabs``.
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
/// Each item coordinator has its own navigation, shown in its tab, and is started when it is added
/// (``ContainerCoordinator/addItem(_:coordinator:)``). Item coordinators are not the tab bar
/// coordinator's ``Coordinator/child``: the one-child rule applies to a flow started over the tab
/// bar.
///
/// Two rules keep a tab bar from surprising its user:
/// - **A repeat tap** (the user tapping the selected tab, reported with
///   ``TabBar/userDidSelect(_:animated:)``) calls
///   ``ContainerCoordinator/userDidReselectItem(at:animated:)``, which by default takes the tab
///   back to its first screen, as iOS does.
/// - **An item does not remove its own tab.** ``Coordinator/finish(animated:)`` on an item
///   coordinator throws ``NavigationError/tabItemCannotFinish(coordinator:tabBar:)`` (and its
///   ``Coordinator/canFinish`` is `false`) unless
///   ``ContainerCoordinator/allowsItemsToFinish`` is `true`; the tab bar's owner removes a tab
///   with ``ContainerCoordinator/removeItem(at:)``, and an item closes the whole tab bar (one its
///   owner presented, say) with ``Coordinator/finishContainer(animated:)``.
@MainActor
public protocol TabBarCoordinator: ContainerCoordinator {
    /// The tab bar screen this coordinator moves to when it starts.
    var tabBar: TabBar { get }
}

extension TabBarCoordinator {
    /// The ``tabBar``.
    public var container: ContainerScreen { tabBar }
}
