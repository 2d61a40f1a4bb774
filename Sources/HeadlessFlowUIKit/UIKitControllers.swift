import HeadlessFlow

/// The controllers a UIKit renderer keeps, by the model's IDs: one navigation controller per
/// navigation on screen, one container controller per container screen (a tab bar, split view,
/// page view or custom container controller), one view controller per plain screen. The platform-neutral part of `UIKitRenderer`, generic over the controller types so that
/// it runs, and is tested, without UIKit.
///
/// It makes each controller the first time an ID needs one (the app's factory makes the view
/// controllers, from the model's `Screen`), reuses it for as long as UIKit shows that ID, finds the
/// ID of a controller a delegate hands back, and drops controllers when the adapter releases their
/// IDs (``UIKitSurface/release(screens:navigations:)``). An ID released and shown again gets a new
/// controller, as the adapter expects.
@MainActor
public final class UIKitControllers<
    NavigationController: AnyObject, TabBarController: AnyObject, ViewController: AnyObject
> {
    /// The navigation whose tree the controllers show; plain screens are looked up in it.
    public let root: Navigation

    private let makeNavigationController: @MainActor () -> NavigationController
    private let makeTabBarController: @MainActor () -> TabBarController
    private let makeContainerController: (@MainActor (ContainerScreen) -> TabBarController)?
    private let makeViewController: @MainActor (Screen) -> ViewController
    private let tabBarAsViewController: @MainActor (TabBarController) -> ViewController
    private let applyTitle: (@MainActor (ViewController, String) -> Void)?

    /// Whether each controller's title follows its screen's `Screen/title`: set when the controller
    /// is made (a plain screen's and a container screen's), and again by ``refreshTitles()`` when
    /// the screen's title changed. `true` by default; set it to `false` before the first call for
    /// an app that sets its controllers' titles itself.
    public var setsTitles = true

    private var navigationControllers: [NavigationID: NavigationController] = [:]
    private var tabBarControllers: [ScreenID: TabBarController] = [:]
    private var viewControllers: [ScreenID: ViewController] = [:]
    // Delegates hand controllers back: find their IDs without a search.
    private var navigationIDs: [ObjectIdentifier: NavigationID] = [:]
    private var screenIDs: [ObjectIdentifier: ScreenID] = [:]
    /// The push transition of each kept controller's screen that asked for one
    /// (`Screen.pushTransition`), read when its controller was made.
    private var pushTransitions: [ScreenID: String] = [:]
    /// The screen each kept controller draws, and the title it was given last.
    private var titled: [ScreenID: (screen: Screen, title: String)] = [:]
    /// For each screen in `titled`, the observation of its title (`Screen.observeTitle(_:)`), so a
    /// title that changes while the screen is shown (`bindTitle`) reaches its controller at once.
    private var titleObservations: [ScreenID: ObservationToken] = [:]

    /// Creates an empty set of controllers for `root`'s tree.
    ///
    /// - Parameters:
    ///   - root: The navigation the renderer shows.
    ///   - makeNavigationController: Makes a navigation controller (the renderer sets itself as
    ///     its delegate here).
    ///   - makeTabBarController: Makes a tab bar controller.
    ///   - makeContainerController: Makes the controller of a container screen of any kind (a
    ///     split view controller for a `SplitContainer`, a page view controller for a
    ///     `PageContainer`), as `TabBarController`, then a supertype of them all; `nil` makes a tab
    ///     bar controller for every container.
    ///   - makeViewController: The app's factory: the view controller that draws a plain screen.
    ///   - tabBarAsViewController: A tab bar controller as an element of a stack (an upcast in UIKit).
    ///   - applyTitle: Gives a controller its title (`UIViewController.title`, which the navigation
    ///     bar shows); `nil` sets no titles. See ``setsTitles``.
    public init(
        root: Navigation,
        makeNavigationController: @escaping @MainActor () -> NavigationController,
        makeTabBarController: @escaping @MainActor () -> TabBarController,
        makeContainerController: (@MainActor (ContainerScreen) -> TabBarController)? = nil,
        makeViewController: @escaping @MainActor (Screen) -> ViewController,
        tabBarAsViewController: @escaping @MainActor (TabBarController) -> ViewController,
        applyTitle: (@MainActor (ViewController, String) -> Void)? = nil
    ) {
        self.root = root
        self.makeNavigationController = makeNavigationController
        self.makeTabBarController = makeTabBarController
        self.makeContainerController = makeContainerController
        self.makeViewController = makeViewController
        self.tabBarAsViewController = tabBarAsViewController
        self.applyTitle = applyTitle
    }

    // MARK: - Controllers for IDs

    /// The navigation controller of `navigation`, made the first time it is asked for.
    public func navigationController(_ navigation: NavigationID) -> NavigationController {
        if let controller = navigationControllers[navigation] { return controller }
        let controller = makeNavigationController()
        navigationControllers[navigation] = controller
        navigationIDs[ObjectIdentifier(controller)] = navigation
        return controller
    }

    /// The tab bar controller of the tab bar screen `tabBar`, made the first time it is asked for.
    /// The adapter names every tab bar with ``UIKitSurface/setTabs(_:of:animated:)`` before a
    /// stack lists it.
    public func tabBarController(_ tabBar: ScreenID) -> TabBarController {
        containerController(tabBar)
    }

    /// The controller of the container screen `container`, made the first time it is asked for:
    /// by `makeContainerController` from the model's container when there is one, else a tab bar
    /// controller. The adapter names every container with ``UIKitSurface/setTabs(_:of:animated:)``
    /// or ``UIKitSurface/setItems(_:of:kind:animated:)`` before a stack lists it.
    public func containerController(_ container: ScreenID) -> TabBarController {
        if let controller = tabBarControllers[container] { return controller }
        let controller: TabBarController
        if let makeContainerController, let model = root.container(withID: container) {
            controller = makeContainerController(model)
        } else {
            controller = makeTabBarController()
        }
        let tabBar = container
        tabBarControllers[tabBar] = controller
        screenIDs[ObjectIdentifier(controller)] = tabBar
        if let model = root.container(withID: container) {
            pushTransitions[container] = model.pushTransition
            giveTitle(of: model, to: tabBarAsViewController(controller))
        }
        return controller
    }

    /// Makes the controller of the container screen `container` again, from the model's container
    /// as it is now, for a controller whose shape UIKit fixes when it is made (a split view
    /// controller's column style). The old controller is forgotten: the glue puts the new one
    /// where the old one was.
    ///
    /// - Returns: The new controller.
    @discardableResult
    public func remakeContainerController(_ container: ScreenID) -> TabBarController {
        if let old = tabBarControllers.removeValue(forKey: container) {
            screenIDs[ObjectIdentifier(old)] = nil
        }
        return containerController(container)
    }

    /// The controllers of a stack, root first: a tab bar's controller for a tab bar screen, and
    /// for a plain screen the view controller the factory made for it.
    ///
    /// A screen the model no longer has (the adapter only names screens the model has, so this
    /// means the app changed the tree outside the model) is left out rather than drawn wrong.
    public func stack(_ screens: [ScreenID], of navigation: NavigationID) -> [ViewController] {
        screens.compactMap { viewController(for: $0, in: navigation) }
    }

    /// The navigation controllers of a tab bar's tabs, in bar order.
    public func tabs(_ tabs: [UIKitTab]) -> [NavigationController] {
        tabs.map { navigationController($0.navigation) }
    }

    private func viewController(for screen: ScreenID, in navigation: NavigationID) -> ViewController? {
        if let tabBar = tabBarControllers[screen] { return tabBarAsViewController(tabBar) }
        if let controller = viewControllers[screen] { return controller }
        guard let model = root.navigation(withID: navigation)?.screen(withID: screen) else { return nil }
        let controller = makeViewController(model)
        viewControllers[screen] = controller
        screenIDs[ObjectIdentifier(controller)] = screen
        pushTransitions[screen] = model.pushTransition
        giveTitle(of: model, to: controller)
        return controller
    }

    // MARK: - Titles

    /// Gives each kept controller whose screen's `Screen/title` changed since it was last given one
    /// the new title, and no other. It runs by itself when a shown screen's title changes
    /// (`Screen.observeTitle(_:)`); the glue also calls it whenever the model may have changed (each
    /// call of the adapter, a navigation controller about to show a screen).
    ///
    /// - Returns: The screens whose controller got a new title, in ID order.
    @discardableResult
    public func refreshTitles() -> [ScreenID] {
        guard setsTitles, applyTitle != nil else { return [] }
        var changed: [ScreenID] = []
        for (id, entry) in titled where entry.screen.title != entry.title {
            changed.append(id)
        }
        changed.sort()
        for id in changed {
            guard let screen = titled[id]?.screen else { continue }
            if let controller = viewControllers[id] {
                giveTitle(of: screen, to: controller)
            } else if let controller = tabBarControllers[id] {
                giveTitle(of: screen, to: tabBarAsViewController(controller))
            }
        }
        return changed
    }

    /// The title last given to the controller of `screen`; `nil` when none was (titles are off, or
    /// no controller is kept for it).
    public func title(of screen: ScreenID) -> String? {
        titled[screen]?.title
    }

    private func giveTitle(of screen: Screen, to controller: ViewController) {
        guard setsTitles, let applyTitle else { return }
        titled[screen.id] = (screen, screen.title)
        applyTitle(controller, screen.title)
        if titleObservations[screen.id] == nil {
            titleObservations[screen.id] = screen.observeTitle { [weak self] _ in self?.refreshTitles() }
        }
    }

    // MARK: - What the window shows

    /// The container whose controller stands in place of a navigation controller, for a
    /// navigation that is the window's root or presented and whose stack is `screens`: the
    /// container when the stack holds that one container screen, `nil` when the navigation
    /// controller shows the stack.
    ///
    /// A tab bar, split, pages or custom container alone at the root of the window or of a
    /// presentation is the root controller there, as in Apple's apps: a navigation controller
    /// around it would put an empty navigation bar above the items' own. A container pushed onto a
    /// stack with other screens stays a child of the navigation controller, the way UIKit pushes a
    /// view controller. A navigation that is an item of a container is always drawn by its
    /// navigation controller.
    public func hostedContainer(of screens: [ScreenID]) -> ScreenID? {
        guard screens.count == 1, let only = screens.first, tabBarControllers[only] != nil else { return nil }
        return only
    }

    // MARK: - IDs for controllers

    /// The navigation a navigation controller shows, if it is one of these.
    public func navigationID(of controller: AnyObject) -> NavigationID? {
        navigationIDs[ObjectIdentifier(controller)]
    }

    /// The screen a view controller or tab bar controller shows, if it is one of these.
    public func screenID(of controller: AnyObject) -> ScreenID? {
        screenIDs[ObjectIdentifier(controller)]
    }

    /// The container screen a container controller (tab bar, split, pages, custom) shows, if it is
    /// one of these.
    public func tabBarID(of controller: AnyObject) -> ScreenID? {
        guard let id = screenIDs[ObjectIdentifier(controller)], tabBarControllers[id] != nil else {
            return nil
        }
        return id
    }

    /// The tag of the custom transition UIKit pushes `controller` with, and pops it with: its
    /// screen's `Screen/pushTransition` when the controller was made; `nil` for UIKit's own, or
    /// for a controller that is not one of these. What a navigation controller's delegate reads
    /// in `navigationController(_:animationControllerFor:from:to:)` (the pushed controller for a
    /// push, the popped one for a pop).
    public func pushTransition(of controller: AnyObject) -> String? {
        screenID(of: controller).flatMap { pushTransitions[$0] }
    }

    /// How many controllers are kept, of each kind: what ``release(screens:navigations:)`` frees.
    public var count: (navigations: Int, tabBars: Int, screens: Int) {
        (navigationControllers.count, tabBarControllers.count, viewControllers.count)
    }

    // MARK: - Releasing

    /// Drops the controllers of screens and navigations UIKit no longer shows
    /// (``UIKitSurface/release(screens:navigations:)``).
    public func release(screens: [ScreenID], navigations: [NavigationID]) {
        for screen in screens {
            titled[screen] = nil
            pushTransitions[screen] = nil
            titleObservations.removeValue(forKey: screen)?.cancel()
            if let controller = viewControllers.removeValue(forKey: screen) {
                screenIDs[ObjectIdentifier(controller)] = nil
            }
            if let controller = tabBarControllers.removeValue(forKey: screen) {
                screenIDs[ObjectIdentifier(controller)] = nil
            }
        }
        for navigation in navigations {
            if let controller = navigationControllers.removeValue(forKey: navigation) {
                navigationIDs[ObjectIdentifier(controller)] = nil
            }
        }
    }
}
