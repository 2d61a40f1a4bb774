/// A coordinator whose screen is a ``SplitContainer``: XCoordinator's `SplitCoordinator`, with
/// a coordinator per column (or plain navigations), all in one tree.
///
/// ```swift
/// final class HomeSplitCoordinator: SplitCoordinator {
///     let context: CoordinatorContext
///     let split = SplitContainer(title: "Home")
///
///     init(navigation: Navigation) {
///         context = CoordinatorContext(navigation: navigation)
///     }
/// }
///
/// let home = HomeSplitCoordinator(navigation: navigation)
/// try app.start(child: home, animated: false)
/// try home.addColumn("Users", coordinator: UsersCoordinator(navigation: Navigation()))
/// try home.addColumn("Detail", navigation: Navigation())
/// try home.showDetail(UserScreen(name: "Ada"))
/// ```
///
/// The columns' recorder, leak check, flow tree and deep links are the app's: there is no second
/// root tree. A column's item coordinator's messages (``Coordinator/sendUp(_:)``) reach this
/// coordinator, so a close route in a column can close the split.
@MainActor
public protocol SplitCoordinator: ContainerCoordinator {
    /// The split this coordinator moves to when it starts.
    var split: SplitContainer { get }
}

extension SplitCoordinator {
    /// The ``split``.
    public var container: ContainerScreen { split }

    /// Adds a column for `coordinator` and starts it; as
    /// ``ContainerCoordinator/addItem(_:coordinator:)``.
    ///
    /// - Throws: as ``ContainerCoordinator/addItem(_:coordinator:)``.
    public func addColumn(_ title: String, coordinator: some Coordinator) throws {
        try addItem(ItemLabel(title: title), coordinator: coordinator)
    }

    /// Adds a column showing `navigation`, with no item coordinator: a detail column whose screens
    /// ``showDetail(_:animated:)`` replaces.
    ///
    /// - Throws: as ``ContainerScreen/addItem(_:navigation:)``.
    public func addColumn(_ title: String, navigation: Navigation) throws(NavigationError) {
        try split.addItem(ItemLabel(title: title), navigation: navigation)
    }

    /// Shows `screen` as the detail: the secondary column's stack becomes `[screen]` and the
    /// column gets the focus. In a collapsed split, a push onto the list. See
    /// ``SplitContainer/showDetail(_:animated:)``.
    ///
    /// - Throws: as ``SplitContainer/showDetail(_:animated:)``.
    public func showDetail(_ screen: Screen, animated: Bool = false) throws(NavigationError) {
        try split.showDetail([screen], animated: animated)
    }
}
