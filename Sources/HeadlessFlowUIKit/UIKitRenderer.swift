// watchOS has UIKit's images and colours, but no view controllers.
#if canImport(UIKit) && !os(watchOS)
    import HeadlessFlow
    import UIKit

    // Apple's unified logging, on every platform UIKit runs on; the stand-ins that type-check this
    // file on Linux have none, so the default of `onUnexpectedGesture` prints there.
    #if canImport(os)
        import os
    #endif

    /// Draws a HeadlessFlow navigation tree with UIKit: put ``rootViewController`` in the window and
    /// the screen follows the model, and the user's own gestures (back swipes, swiped-down sheets,
    /// tab taps, page swipes, a split collapsing with the width) are reported back to it.
    ///
    /// ```swift apple-only
    /// let renderer = UIKitRenderer(coordinator: app.coordinator) { screen in
    ///     ScreenViewController(screen: screen)  // your view controller for a model screen
    /// }
    /// window.rootViewController = renderer.rootViewController  // the window now keeps it all
    /// ```
    ///
    /// **Ownership.** The window keeps everything through ``rootViewController``: that controller
    /// keeps the renderer, which keeps the root coordinator given to
    /// ``init(coordinator:setsTitles:makeViewController:)`` (and with it the coordinator tree) and
    /// the adapter, which keeps the root navigation. Keeping the renderer in a property too is
    /// harmless.
    ///
    /// **The controller tree.** The window's root controller, and each presented controller, shows
    /// the navigation's `UINavigationController`; when the navigation's only screen is a container
    /// (a tab bar after a login), it shows the container's controller instead, so the tab bar is
    /// the root there, with no navigation bar around it
    /// (``UIKitControllers/hostedContainer(of:)``). A container pushed onto a stack above other
    /// screens is pushed as UIKit pushes any view controller: the stack's navigation bar shows the
    /// container screen's title and the back button above it, and each item keeps its own
    /// navigation controller.
    ///
    /// **Titles.** Each controller's `title` (which the navigation bar shows) is its screen's
    /// `Screen/title`, given when the controller is made and again whenever the renderer finds it
    /// changed (at each call of the adapter and before a navigation controller shows a screen).
    /// Pass `setsTitles: false` to set titles yourself.
    ///
    /// The renderer owns the navigation, container and view controllers it makes (one per navigation,
    /// container screen and plain screen on screen, kept in a ``UIKitControllers``), is the delegate
    /// of each, and leaves every decision to ``UIKitAdapter``: which calls bring UIKit to the
    /// model, in which order, when a transition must finish first, and what a gesture means. It is
    /// plumbing only: this file is type-checked on Linux against stand-ins of UIKit's declarations
    /// and runs on Apple platforms; everything it decides is in the adapter and the controllers,
    /// which the package's tests drive.
    ///
    /// Containers by kind:
    /// - `TabBar` (`ContainerKind.tabs`): a `UITabBarController`.
    /// - `SplitContainer` (`ContainerKind.split`): a `UISplitViewController` of
    ///   column style, `.tripleColumn` for three columns and `.doubleColumn` otherwise (UIKit fixes
    ///   the style when the controller is made, so a split that gains or loses its third column
    ///   gets a new controller, put in its place in the stack); hidden columns are
    ///   `hide(_:)`, the focused one `show(_:)`. UIKit collapses and expands it with the size
    ///   class and the renderer reports that to the model; a back swipe that pops a column off a
    ///   collapsed split is reported as `SplitContainer/userDidGoBack(animated:)`.
    /// - `PageContainer` (`ContainerKind.pages(_:)`): a `UIPageViewController`
    ///   (`.scroll`, the options' orientation), turned with
    ///   `setViewControllers(_:direction:animated:completion:)` in the model's direction; its data
    ///   source hands out the neighbouring pages (across the ends when they loop), and a finished
    ///   swipe is reported as `PageContainer/userDidTurnPage(_:animated:)`.
    /// - `ContainerKind.custom(_:)`: a plain container view controller that lays out
    ///   the items' navigation controllers side by side, hidden items hidden. An app that wants its
    ///   own drawing of a custom kind writes its own ``UIKitSurface``.
    @MainActor
    public final class UIKitRenderer: NSObject, UIKitSurface, UINavigationControllerDelegate,
        UITabBarControllerDelegate, UIAdaptivePresentationControllerDelegate, UISplitViewControllerDelegate,
        UIPageViewControllerDataSource, UIPageViewControllerDelegate
    {
        /// The model's root navigation.
        public let root: Navigation

        /// Called with a gesture the model refused for a reason other than having moved on (a veto,
        /// a sheet that may not be dismissed): the renderer has already put UIKit back to the
        /// model, so the user sees the model's state. By default the error is logged at `.error`
        /// with `os.Logger` (subsystem `HeadlessFlow`, category `UIKitRenderer`) and nothing else
        /// happens, in debug and release builds alike; set it to report, or to stop in a debugger.
        public var onUnexpectedGesture: @MainActor (UIKitGestureError) -> Void = { error in
            UIKitRenderer.log(error)
        }

        /// The default of ``onUnexpectedGesture``.
        private static func log(_ error: UIKitGestureError) {
            let message = String(describing: error)
            #if canImport(os)
                // Private: the text names screens by their titles, which may be the user's data.
                logger.error("A gesture the model refused: \(message, privacy: .private)")
            #else
                print("HeadlessFlow UIKitRenderer: a gesture the model refused: \(message)")
            #endif
        }

        #if canImport(os)
            /// Where the default ``onUnexpectedGesture`` writes.
            private static let logger = Logger(subsystem: "HeadlessFlow", category: "UIKitRenderer")
        #endif

        /// The root coordinator this renderer keeps alive, when it was made with
        /// ``init(coordinator:setsTitles:makeViewController:)``.
        public let coordinator: (any Coordinator)?

        /// Whether the renderer sets each controller's `title` from its screen's `Screen/title`,
        /// and again when the title changes. `true` unless the app set it to `false`, or passed
        /// `setsTitles: false` to the initializer (which covers the first screens too: the
        /// initializer already draws them).
        public var setsTitles: Bool {
            get { controllers.setsTitles }
            set { controllers.setsTitles = newValue }
        }

        /// The custom transitions a presentation may ask for by tag (`PresentationStyle/transition`):
        /// a presentation whose style names a tag found here is presented with that transitioning
        /// delegate (`modalPresentationStyle` `.custom`); an unknown tag falls back to the kind's own
        /// animation. Held strongly, as UIKit holds a transitioning delegate weakly.
        public var transitions: [String: any UIViewControllerTransitioningDelegate] = [:]

        /// The custom transitions a push may ask for by tag (`Screen/pushTransition`): for a screen
        /// whose tag is found here, the navigation controller's delegate returns the animator this
        /// makes for the operation (`.push` as it comes in, `.pop` as it leaves); an unknown tag, or
        /// `nil` from the closure, keeps UIKit's own slide. As in UIKit, a screen popped with a
        /// custom animator has no interactive back swipe.
        public var pushTransitions:
            [String:
                @MainActor (UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)?] =
                [:]

        /// Called when the renderer found it had drifted from the model and started again from it:
        /// see ``UIKitAdapter/onDrift``.
        public var onDrift: (@MainActor (RenderingError) -> Void)? {
            get { adapter.onDrift }
            set { adapter.onDrift = newValue }
        }

        // Both set in `init`, after `super.init()` makes `self` available to their closures.
        private var controllers: UIKitControllers<UINavigationController, UIViewController, UIViewController>!
        private var adapter: UIKitAdapter!
        /// Each pages container's items, for its data source, and whether they loop.
        private var pages: [ScreenID: (items: [NavigationID], loops: Bool)] = [:]
        /// Each split's and custom container's hidden items.
        private var hiddenItems: [ScreenID: [Int]] = [:]
        /// The window's root controller: it keeps the renderer, so the renderer keeps it weakly.
        private weak var rootHost: UIKitHostViewController?
        /// The controllers presented for presented navigations.
        private var presentedHosts: [NavigationID: UIKitHostViewController] = [:]
        /// Each navigation's stack as last set, for the host that shows it.
        private var stacks: [NavigationID: [ScreenID]] = [:]
        /// The navigation each presenter presents, to forget the hosts of a dismissed chain.
        private var presentations: [NavigationID: NavigationID] = [:]

        /// A renderer of the tree of `coordinator`'s navigation, which keeps `coordinator` (and so
        /// the coordinator tree under it) for as long as the renderer lives: the way an app with a
        /// root coordinator makes its renderer. Start the coordinator before or after; the screen
        /// follows either way.
        ///
        /// - Parameters:
        ///   - coordinator: The app's root coordinator; its `navigation` is the one in the window.
        ///   - setsTitles: Whether controllers take their screens' titles (``setsTitles``).
        ///   - makeViewController: Makes the view controller that draws a plain screen; called once
        ///     per screen, the first time UIKit shows it.
        public convenience init(
            coordinator: some Coordinator, setsTitles: Bool = true,
            makeViewController: @escaping @MainActor (Screen) -> UIViewController
        ) {
            self.init(
                root: coordinator.navigation, keeping: coordinator, setsTitles: setsTitles,
                makeViewController: makeViewController)
        }

        /// A renderer of `root`'s tree, for an app with no coordinator: the renderer keeps `root`
        /// and its screens, and nothing else; whatever changes the model (a coordinator, a view
        /// model) must be kept by the app. An app with a root coordinator uses
        /// ``init(coordinator:setsTitles:makeViewController:)``, which keeps it.
        ///
        /// - Parameters:
        ///   - root: The model's root navigation, the one in the window.
        ///   - setsTitles: Whether controllers take their screens' titles (``setsTitles``).
        ///   - makeViewController: Makes the view controller that draws a plain screen; called once
        ///     per screen, the first time UIKit shows it.
        public convenience init(
            root: Navigation, setsTitles: Bool = true,
            makeViewController: @escaping @MainActor (Screen) -> UIViewController
        ) {
            self.init(
                root: root, keeping: nil, setsTitles: setsTitles, makeViewController: makeViewController)
        }

        private init(
            root: Navigation, keeping coordinator: (any Coordinator)?, setsTitles: Bool,
            makeViewController: @escaping @MainActor (Screen) -> UIViewController
        ) {
            self.root = root
            self.coordinator = coordinator
            super.init()
            controllers = UIKitControllers(
                root: root,
                makeNavigationController: { [unowned self] in
                    let controller = UINavigationController()
                    controller.delegate = self
                    return controller
                },
                makeTabBarController: { [unowned self] in
                    let controller = UITabBarController()
                    controller.delegate = self
                    return controller
                },
                makeContainerController: { [unowned self] container in
                    makeContainerController(for: container)
                },
                makeViewController: { screen in
                    let controller = makeViewController(screen)
                    // The screen's hint, read as it enters the tree (`Screen.hidesBottomBarWhenPushed`).
                    controller.hidesBottomBarWhenPushed = screen.hidesBottomBarWhenPushed
                    return controller
                },
                tabBarAsViewController: { $0 },
                applyTitle: { controller, title in controller.title = title })
            controllers.setsTitles = setsTitles
            adapter = UIKitAdapter(root: root, surface: self)
        }

        /// The window's root controller: put it in the window, which then keeps the renderer.
        ///
        /// It shows the root navigation's `UINavigationController`, or the controller of the
        /// container that is the root's only screen (a tab bar after a login), and is the same
        /// controller for as long as the window keeps it.
        public var rootViewController: UIViewController {
            if let rootHost { return rootHost }
            let host = UIKitHostViewController()
            host.owner = self
            rootHost = host
            showContent(of: root.id, in: host)
            return host
        }

        /// Forgets the hosts of the navigation `presenter` presents and of those presented over it:
        /// UIKit holds them while it dismisses them, and a navigation presented again, or made an
        /// item of a container, starts afresh.
        private func forgetHosts(presentedBy presenter: NavigationID) {
            var next = presentations.removeValue(forKey: presenter)
            while let navigation = next {
                presentedHosts[navigation] = nil
                next = presentations.removeValue(forKey: navigation)
            }
        }

        /// The host that shows `navigation` at the root of the window or of a presentation.
        private func host(of navigation: NavigationID) -> UIKitHostViewController? {
            navigation == root.id ? rootHost : presentedHosts[navigation]
        }

        /// The controller in the window that stands for `navigation`: its host when it has one,
        /// else its navigation controller (a container's item).
        private func windowController(of navigation: NavigationID) -> UIViewController {
            host(of: navigation) ?? controllers.navigationController(navigation)
        }

        /// Puts in `host` what `navigation` shows there: its lone container's controller, or its
        /// navigation controller.
        private func showContent(of navigation: NavigationID, in host: UIKitHostViewController) {
            let controller = controllers.navigationController(navigation)
            if let container = controllers.hostedContainer(of: stacks[navigation] ?? []) {
                controller.setViewControllers([], animated: false)
                host.show(controllers.containerController(container))
            } else {
                host.show(controller)
            }
        }

        // MARK: - UIKitSurface

        public func setViewControllers(_ screens: [ScreenID], of navigation: NavigationID, animated: Bool) {
            controllers.refreshTitles()
            stacks[navigation] = screens
            let controller = controllers.navigationController(navigation)
            guard let host = host(of: navigation) else {
                controller.setViewControllers(controllers.stack(screens, of: navigation), animated: animated)
                reportTransition(of: controller)
                return
            }
            if controllers.hostedContainer(of: screens) == nil {
                // The host lets go of a container it showed before the stack takes it.
                host.show(controller)
                controller.setViewControllers(controllers.stack(screens, of: navigation), animated: animated)
            } else {
                showContent(of: navigation, in: host)
            }
            reportTransition(of: controller)
        }

        public func present(
            _ navigation: NavigationID, from presenter: NavigationID, style: PresentationStyle, animated: Bool
        ) {
            controllers.refreshTitles()
            let navigationController = controllers.navigationController(navigation)
            // A tab bar controller that left the screen may still hold it; UIKit presents only a
            // controller without a parent.
            navigationController.removeFromParent()
            let controller = presentedHosts[navigation] ?? UIKitHostViewController()
            presentedHosts[navigation] = controller
            presentations[presenter] = navigation
            showContent(of: navigation, in: controller)
            controller.modalPresentationStyle = Self.modalPresentationStyle(of: style.kind)
            let presenterController = windowController(of: presenter)
            if let tag = style.transition, let transition = transitions[tag] {
                controller.modalPresentationStyle = .custom
                controller.transitioningDelegate = transition
            } else if let stock = style.stockTransition {
                controller.modalTransitionStyle = Self.modalTransitionStyle(
                    of: stock, kind: style.kind, presenterCoversScreen: presenterCoversScreen(presenter))
            }
            // A popover needs an anchor on a large screen (on a phone it is a sheet).
            controller.popoverPresentationController?.sourceView = presenterController.view
            controller.popoverPresentationController?.sourceRect = presenterController.view.bounds
            controller.isModalInPresentation = !style.isDismissable
            controller.presentationController?.delegate = self
            presenterController.present(controller, animated: animated, completion: nil)
            reportTransition(of: controller)
        }

        /// UIKit's stock transition for `stock`, where UIKit allows it: a partial curl only for a
        /// full-screen presentation from a presenter that covers the screen (UIKit raises an
        /// exception otherwise), no flip or curl on tvOS. Elsewhere the default, `.coverVertical`.
        private static func modalTransitionStyle(
            of stock: PresentationStyle.StockTransition, kind: PresentationStyle.Kind,
            presenterCoversScreen: Bool
        ) -> UIModalTransitionStyle {
            #if os(tvOS)
                return stock == .crossDissolve ? .crossDissolve : .coverVertical
            #else
                switch stock {
                case .coverVertical: return .coverVertical
                case .crossDissolve: return .crossDissolve
                case .flipHorizontal: return .flipHorizontal
                case .partialCurl:
                    return kind == .fullScreen && presenterCoversScreen ? .partialCurl : .coverVertical
                }
            #endif
        }

        /// Whether `presenter` covers the whole screen: the window's root, or presented full screen.
        private func presenterCoversScreen(_ presenter: NavigationID) -> Bool {
            presenter == root.id || presentedHosts[presenter]?.modalPresentationStyle == .fullScreen
        }

        /// UIKit's presentation style for a kind.
        private static func modalPresentationStyle(of kind: PresentationStyle.Kind)
            -> UIModalPresentationStyle
        {
            #if os(tvOS)
                // tvOS has no cards: every presentation covers the screen.
                return kind == .overFullScreen ? .overFullScreen : .fullScreen
            #else
                switch kind {
                case .sheet: return .pageSheet
                case .formSheet: return .formSheet
                case .popover: return .popover
                case .fullScreen: return .fullScreen
                case .overFullScreen: return .overFullScreen
                }
            #endif
        }

        public func dismiss(_ navigation: NavigationID, from presenter: NavigationID, animated: Bool) {
            let controller = windowController(of: presenter)
            forgetHosts(presentedBy: presenter)
            controller.dismiss(animated: animated, completion: nil)
            reportTransition(of: controller)
        }

        public func setTabs(_ tabs: [UIKitTab], of tabBar: ScreenID, animated: Bool) {
            controllers.refreshTitles()
            let children = controllers.tabs(tabs)
            for (child, tab) in zip(children, tabs) {
                // Asset catalog first, SF Symbol second; no selected image shows the image.
                child.tabBarItem = UITabBarItem(
                    title: tab.item.title, image: UIImage.resolved(tab.item.imageName(isSelected: false)),
                    selectedImage: UIImage.resolved(tab.item.imageName(isSelected: true)))
                child.tabBarItem.badgeValue = tab.item.badge
            }
            (controllers.tabBarController(tabBar) as? UITabBarController)?.setViewControllers(
                children, animated: animated)
        }

        public func selectTab(_ index: Int, of tabBar: ScreenID) {
            (controllers.tabBarController(tabBar) as? UITabBarController)?.selectedIndex = index
        }

        public func setItems(_ items: [UIKitTab], of container: ScreenID, kind: ContainerKind, animated: Bool)
        {
            controllers.refreshTitles()
            let children = controllers.tabs(items)
            let controller = controllers.containerController(container)
            for (child, item) in zip(children, items) {
                // A controller that moved from another container leaves it first, as UIKit wants.
                if let parent = child.parent, parent !== controller, controllers.tabBarID(of: parent) != nil {
                    child.removeFromParent()
                }
                child.title = item.item.title
            }
            switch kind {
            case .split:
                guard var split = controller as? UISplitViewController else { return }
                let isRemade = Self.columns(of: split).count != (items.count > 2 ? 3 : 2)
                if isRemade { split = remake(split, of: container) }
                let columns = Self.columns(of: split)
                for (index, column) in columns.enumerated() {
                    split.setViewController(index < children.count ? children[index] : nil, for: column)
                }
                // The adapter keeps the focus on a column that stays: a new controller is told.
                if isRemade, let focused = adapter.shownSelection(of: container),
                    columns.indices.contains(focused)
                {
                    split.show(columns[focused])
                }
                for index in hiddenItems[container] ?? [] where columns.indices.contains(index) {
                    split.show(columns[index])
                }
            case .pages(let options):
                pages[container] = (items.map(\.navigation), options.loops)
            case .custom:
                (controller as? UIKitItemsViewController)?.setItems(children)
            case .tabs:
                return
            }
            hiddenItems[container] = []
        }

        public func selectItem(
            _ index: Int, of container: ScreenID, direction: PageDirection?, animated: Bool
        ) {
            let controller = controllers.containerController(container)
            if let split = controller as? UISplitViewController {
                let columns = Self.columns(of: split)
                guard columns.indices.contains(index) else { return }
                hiddenItems[container]?.removeAll { $0 == index }
                split.show(columns[index])
            } else if let pageView = controller as? UIPageViewController {
                guard let items = pages[container]?.items, items.indices.contains(index) else { return }
                pageView.setViewControllers(
                    [controllers.navigationController(items[index])],
                    direction: direction == .reverse ? .reverse : .forward, animated: animated,
                    completion: nil)
            } else if let itemsView = controller as? UIKitItemsViewController {
                hiddenItems[container]?.removeAll { $0 == index }
                itemsView.setHidden(hiddenItems[container] ?? [])
            }
        }

        public func setHiddenItems(_ hidden: [Int], of container: ScreenID, animated: Bool) {
            let controller = controllers.containerController(container)
            let wasHidden = hiddenItems[container] ?? []
            hiddenItems[container] = hidden
            if let split = controller as? UISplitViewController {
                let columns = Self.columns(of: split)
                for (index, column) in columns.enumerated() {
                    if hidden.contains(index) {
                        split.hide(column)
                    } else if wasHidden.contains(index) {
                        split.show(column)
                    }
                }
            } else if let itemsView = controller as? UIKitItemsViewController {
                itemsView.setHidden(hidden)
            }
        }

        /// The controller of a container that is not a tab bar, by kind (a tab bar's otherwise).
        private func makeContainerController(for container: ContainerScreen) -> UIViewController {
            switch container.kind {
            case .split:
                let split = UISplitViewController(
                    style: container.items.count > 2 ? .tripleColumn : .doubleColumn)
                split.delegate = self
                return split
            case .pages(let options):
                let pageView = UIPageViewController(
                    transitionStyle: .scroll,
                    navigationOrientation: options.orientation == .vertical ? .vertical : .horizontal,
                    options: nil)
                pageView.dataSource = self
                pageView.delegate = self
                return pageView
            case .custom:
                return UIKitItemsViewController()
            case .tabs:
                let tabBar = UITabBarController()
                tabBar.delegate = self
                return tabBar
            }
        }

        /// A new split view controller for `container`, whose column count changed (UIKit fixes a
        /// split's style when it is made), put where the old one was in its navigation controller.
        private func remake(_ old: UISplitViewController, of container: ScreenID) -> UISplitViewController {
            for column in Self.columns(of: old) { old.setViewController(nil, for: column) }
            let holder = old.navigationController
            guard let new = controllers.remakeContainerController(container) as? UISplitViewController else {
                return old
            }
            if let holder {
                holder.setViewControllers(
                    holder.viewControllers.map { $0 === old ? new : $0 }, animated: false)
            }
            return new
        }

        /// A split's columns, in the model's item order.
        private static func columns(of split: UISplitViewController) -> [UISplitViewController.Column] {
            split.style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }

        public func release(screens: [ScreenID], navigations: [NavigationID]) {
            for screen in screens {
                pages[screen] = nil
                hiddenItems[screen] = nil
            }
            for navigation in navigations {
                stacks[navigation] = nil
                presentedHosts[navigation] = nil
                presentations[navigation] = nil
            }
            controllers.release(screens: screens, navigations: navigations)
        }

        public func presentAlert(_ alert: AlertModel, from navigation: NavigationID, animated: Bool) {
            let controller = UIAlertController(
                title: alert.title, message: alert.message,
                preferredStyle: alert.style == .alert ? .alert : .actionSheet)
            if let field = alert.textField {
                controller.addTextField { textField in
                    textField.placeholder = field.placeholder
                    textField.isSecureTextEntry = field.isSecure
                }
            }
            for action in alert.actions {
                let style: UIAlertAction.Style =
                    switch action.role {
                    case .default: .default
                    case .cancel: .cancel
                    case .destructive: .destructive
                    }
                controller.addAction(
                    UIAlertAction(title: action.title, style: style) { [weak self, weak controller] _ in
                        // Read when tapped, handed to the model only: never logged.
                        let text = controller?.textFields?.first?.text
                        guard let self else { return }
                        // UIKit dismisses the alert itself, and may still be animating that when it
                        // calls the handler: the adapter holds what the answer changes until then.
                        if let controller { reportTransition(of: controller) }
                        report { () throws(UIKitGestureError) in
                            try adapter.alertDidChoose(action.id, text: text, on: navigation)
                        }
                    })
            }
            let presenter = windowController(of: navigation)
            #if !os(tvOS)
                // An action sheet is a popover on iPad, which needs an anchor.
                controller.popoverPresentationController?.sourceView = presenter.view
                controller.popoverPresentationController?.sourceRect = presenter.view.bounds
            #endif
            presenter.present(controller, animated: animated, completion: nil)
            reportTransition(of: controller)
        }

        public func dismissAlert(from navigation: NavigationID, animated: Bool) {
            let controller = windowController(of: navigation)
            controller.dismiss(animated: animated, completion: nil)
            reportTransition(of: controller)
        }

        // MARK: - What the user did

        /// A screen about to be shown (going back to it, too) shows its title as it is now.
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {
            controllers.refreshTitles()
        }

        /// The animator of the pushed screen's transition for a push, of the popped screen's for a
        /// pop (``pushTransitions``); `nil`, UIKit's own, for a screen that asked for none.
        public func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let moving: UIViewController
            switch operation {
            case .push: moving = toVC
            case .pop: moving = fromVC
            default: return nil
            }
            guard let tag = controllers.pushTransition(of: moving), let make = pushTransitions[tag] else {
                return nil
            }
            return make(operation)
        }

        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            guard let navigation = controllers.navigationID(of: navigationController),
                let screen = controllers.screenID(of: viewController)
            else { return }
            report { () throws(UIKitGestureError) in
                try adapter.navigationControllerDidShow(screen, in: navigation, animated: animated)
            }
        }

        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            let presented = presentationController.presentedViewController
            guard
                let navigation = presentedHosts.first(where: { $0.value === presented })?.key
                    ?? controllers.navigationID(of: presented)
            else { return }
            if let presenter = presentations.first(where: { $0.value == navigation })?.key {
                forgetHosts(presentedBy: presenter)
            }
            report { () throws(UIKitGestureError) in try adapter.presentationDidDismiss(navigation) }
        }

        /// A tap on the selected tab is the model's repeat tap: reported here, and UIKit's own pop
        /// to the first screen is refused, so the tab bar's coordinator decides what it does.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            guard viewController === tabBarController.selectedViewController,
                let tabBar = controllers.tabBarID(of: tabBarController)
            else { return true }
            report { () throws(UIKitGestureError) in
                try adapter.tabBarDidSelect(tabBarController.selectedIndex, of: tabBar, animated: true)
            }
            return false
        }

        public func tabBarController(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
            guard let tabBar = controllers.tabBarID(of: tabBarController) else { return }
            report { () throws(UIKitGestureError) in
                try adapter.tabBarDidSelect(tabBarController.selectedIndex, of: tabBar, animated: true)
            }
        }

        // MARK: - Splits

        public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            guard let split = controllers.tabBarID(of: svc) else { return }
            report { () throws(UIKitGestureError) in try adapter.splitDidCollapse(split) }
        }

        public func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            guard let split = controllers.tabBarID(of: svc) else { return }
            report { () throws(UIKitGestureError) in try adapter.splitDidExpand(split) }
        }

        /// The focused column stays on top of the merged stack, as the model collapses.
        public func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            let columns = Self.columns(of: svc)
            guard let split = controllers.tabBarID(of: svc), let index = adapter.shownSelection(of: split),
                columns.indices.contains(index)
            else { return proposedTopColumn }
            return columns[index]
        }

        // MARK: - Pages

        public func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            page(next: false, of: pageViewController, from: viewController)
        }

        public func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            page(next: true, of: pageViewController, from: viewController)
        }

        public func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            guard completed, let container = controllers.tabBarID(of: pageViewController),
                let shown = pageViewController.viewControllers?.first,
                let navigation = controllers.navigationID(of: shown),
                let index = pages[container]?.items.firstIndex(of: navigation)
            else { return }
            report { () throws(UIKitGestureError) in try adapter.pagesDidTurn(to: index, of: container) }
        }

        /// The page next to (or before) `viewController`'s, across the ends when the pages loop.
        private func page(
            next: Bool, of pageViewController: UIPageViewController, from viewController: UIViewController
        ) -> UIViewController? {
            guard let container = controllers.tabBarID(of: pageViewController),
                let (items, loops) = pages[container],
                let navigation = controllers.navigationID(of: viewController),
                let index = items.firstIndex(of: navigation)
            else { return nil }
            var target = index + (next ? 1 : -1)
            if loops && items.count > 1 { target = (target + items.count) % items.count }
            guard items.indices.contains(target), target != index else { return nil }
            return controllers.navigationController(items[target])
        }

        // MARK: - Plumbing

        private func report(_ gesture: () throws(UIKitGestureError) -> Void) {
            do throws(UIKitGestureError) {
                try gesture()
            } catch {
                // A gesture the model has moved past is expected; the adapter has put UIKit back.
                if !error.isSafeToIgnore { onUnexpectedGesture(error) }
            }
        }

        /// Holds the adapter's next calls until the transition `controller` just started ends.
        private func reportTransition(of controller: UIViewController) {
            guard let coordinator = controller.transitionCoordinator else { return }
            adapter.transitionWillBegin()
            _ = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.adapter.transitionDidEnd()
            }
        }
    }
#endif
