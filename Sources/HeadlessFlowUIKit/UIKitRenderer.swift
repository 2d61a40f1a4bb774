// watchOS has UIKit's images and colours, but no view controllers.
#if canImport(UIKit) && !os(watchOS)
    import HeadlessFlow
    import UIKit

    /// Draws a HeadlessFlow navigation tree with UIKit: put ``rootViewController`` in the window and
    /// the screen follows the model, and the user's own gestures (back swipes, swiped-down sheets,
    /// tab taps) are reported back to it.
    ///
    /// ```swift apple-only
    /// let renderer = UIKitRenderer(root: app.navigation) { screen in
    ///     ScreenViewController(screen: screen)  // your view controller for a model screen
    /// }
    /// window.rootViewController = renderer.rootViewController
    /// ```
    ///
    /// The renderer owns the navigation, tab bar and view controllers it makes (one per navigation,
    /// tab bar screen and plain screen on screen, kept in a ``UIKitControllers``), is the delegate
    /// of each, and leaves every decision to ``UIKitAdapter``: which calls bring UIKit to the
    /// model, in which order, when a transition must finish first, and what a gesture means. It is
    /// plumbing only: this file is type-checked on Linux against stand-ins of UIKit's declarations
    /// and runs on Apple platforms; everything it decides is in the adapter and the controllers,
    /// which the package's tests drive.
    @MainActor
    public final class UIKitRenderer: NSObject, UIKitSurface, UINavigationControllerDelegate,
        UITabBarControllerDelegate, UIAdaptivePresentationControllerDelegate
    {
        /// The model's root navigation.
        public let root: Navigation

        /// Called with a gesture the model refused for a reason other than having moved on (a veto,
        /// a sheet that may not be dismissed): the renderer has already put UIKit back to the
        /// model. By default a failed assertion in debug builds.
        public var onUnexpectedGesture: @MainActor (UIKitGestureError) -> Void = {
            assertionFailure("\($0)")
        }

        /// The custom transitions a presentation may ask for by tag (`PresentationStyle/transition`):
        /// a presentation whose style names a tag found here is presented with that transitioning
        /// delegate (`modalPresentationStyle` `.custom`); an unknown tag falls back to the kind's own
        /// animation. Held strongly, as UIKit holds a transitioning delegate weakly.
        public var transitions: [String: any UIViewControllerTransitioningDelegate] = [:]

        /// Called when the renderer found it had drifted from the model and started again from it:
        /// see ``UIKitAdapter/onDrift``.
        public var onDrift: (@MainActor (RenderingError) -> Void)? {
            get { adapter.onDrift }
            set { adapter.onDrift = newValue }
        }

        // Both set in `init`, after `super.init()` makes `self` available to their closures.
        private var controllers:
            UIKitControllers<UINavigationController, UITabBarController, UIViewController>!
        private var adapter: UIKitAdapter!

        /// A renderer of `root`'s tree.
        ///
        /// - Parameters:
        ///   - root: The model's root navigation, the one in the window.
        ///   - makeViewController: Makes the view controller that draws a plain screen; called once
        ///     per screen, the first time UIKit shows it.
        public init(root: Navigation, makeViewController: @escaping @MainActor (Screen) -> UIViewController) {
            self.root = root
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
                makeViewController: { screen in
                    let controller = makeViewController(screen)
                    // The screen's hint, read as it enters the tree (`Screen.hidesBottomBarWhenPushed`).
                    controller.hidesBottomBarWhenPushed = screen.hidesBottomBarWhenPushed
                    return controller
                },
                tabBarAsViewController: { $0 })
            adapter = UIKitAdapter(root: root, surface: self)
        }

        /// The root navigation's controller: put it in the window.
        public var rootViewController: UIViewController {
            controllers.navigationController(root.id)
        }

        // MARK: - UIKitSurface

        public func setViewControllers(_ screens: [ScreenID], of navigation: NavigationID, animated: Bool) {
            let controller = controllers.navigationController(navigation)
            controller.setViewControllers(controllers.stack(screens, of: navigation), animated: animated)
            reportTransition(of: controller)
        }

        public func present(
            _ navigation: NavigationID, from presenter: NavigationID, style: PresentationStyle, animated: Bool
        ) {
            let controller = controllers.navigationController(navigation)
            // A tab bar controller that left the screen may still hold it; UIKit presents only a
            // controller without a parent.
            controller.removeFromParent()
            controller.modalPresentationStyle = Self.modalPresentationStyle(of: style.kind)
            if let tag = style.transition, let transition = transitions[tag] {
                controller.modalPresentationStyle = .custom
                controller.transitioningDelegate = transition
            }
            let presenterController = controllers.navigationController(presenter)
            // A popover needs an anchor on a large screen (on a phone it is a sheet).
            controller.popoverPresentationController?.sourceView = presenterController.view
            controller.popoverPresentationController?.sourceRect = presenterController.view.bounds
            controller.isModalInPresentation = !style.isDismissable
            controller.presentationController?.delegate = self
            presenterController.present(controller, animated: animated, completion: nil)
            reportTransition(of: controller)
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
            let controller = controllers.navigationController(presenter)
            controller.dismiss(animated: animated, completion: nil)
            reportTransition(of: controller)
        }

        public func setTabs(_ tabs: [UIKitTab], of tabBar: ScreenID, animated: Bool) {
            let children = controllers.tabs(tabs)
            for (child, tab) in zip(children, tabs) {
                child.tabBarItem = UITabBarItem(
                    title: tab.item.title, image: tab.item.imageName.flatMap { UIImage(systemName: $0) },
                    selectedImage: tab.item.selectedImageName.flatMap { UIImage(systemName: $0) })
                child.tabBarItem.badgeValue = tab.item.badge
            }
            controllers.tabBarController(tabBar).setViewControllers(children, animated: animated)
        }

        public func selectTab(_ index: Int, of tabBar: ScreenID) {
            controllers.tabBarController(tabBar).selectedIndex = index
        }

        public func release(screens: [ScreenID], navigations: [NavigationID]) {
            controllers.release(screens: screens, navigations: navigations)
        }

        public func presentAlert(_ alert: Alert, from navigation: NavigationID, animated: Bool) {
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
                        report { () throws(UIKitGestureError) in
                            try adapter.alertDidChoose(action.id, text: text, on: navigation)
                        }
                    })
            }
            let presenter = controllers.navigationController(navigation)
            #if !os(tvOS)
                // An action sheet is a popover on iPad, which needs an anchor.
                controller.popoverPresentationController?.sourceView = presenter.view
                controller.popoverPresentationController?.sourceRect = presenter.view.bounds
            #endif
            presenter.present(controller, animated: animated, completion: nil)
            reportTransition(of: controller)
        }

        public func dismissAlert(from navigation: NavigationID, animated: Bool) {
            let controller = controllers.navigationController(navigation)
            controller.dismiss(animated: animated, completion: nil)
            reportTransition(of: controller)
        }

        // MARK: - What the user did

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
            guard
                let navigation = controllers.navigationID(of: presentationController.presentedViewController)
            else { return }
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
