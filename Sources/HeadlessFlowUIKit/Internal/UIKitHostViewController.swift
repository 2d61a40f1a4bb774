#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The controller `UIKitRenderer` puts at the root of the window and presents for a presented
    /// navigation: it shows one child full size, the navigation's `UINavigationController`, or the
    /// controller of the container that is the navigation's only screen
    /// (`UIKitControllers.hostedContainer(of:)`), so a tab bar after a login is the window's root
    /// rather than a screen inside a navigation controller.
    ///
    /// The window's root host keeps the renderer (``owner``): an app that puts
    /// `renderer.rootViewController` in its window keeps everything the screen needs.
    @MainActor
    final class UIKitHostViewController: UIViewController {
        /// What this host keeps alive: the renderer, for the window's root.
        var owner: AnyObject?
        private(set) var shown: UIViewController?

        override func viewDidLoad() {
            super.viewDidLoad()
            if let shown { embed(shown) }
        }

        /// Shows `child` instead of the controller shown so far.
        func show(_ child: UIViewController) {
            guard child !== shown else { return }
            // A container pushed since onto the navigation controller has a new parent already.
            if let old = shown, old.parent === self {
                old.willMove(toParent: nil)
                old.view.removeFromSuperview()
                old.removeFromParent()
            }
            // UIKit wants a child to leave its former parent first (a tab bar that left the screen).
            if child.parent != nil { child.removeFromParent() }
            shown = child
            addChild(child)
            if isViewLoaded { embed(child) }
            child.didMove(toParent: self)
        }

        private func embed(_ child: UIViewController) {
            child.view.frame = view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(child.view)
        }

        // The shown child's bars and status bar decide, as they would at the root.
        override var childForStatusBarStyle: UIViewController? { shown }
        override var childForStatusBarHidden: UIViewController? { shown }
    }
#endif
