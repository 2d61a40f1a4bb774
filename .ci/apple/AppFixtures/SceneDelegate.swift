// A UIKit app's scene delegate, as Docs/Renderers.md and the UIKit renderer's Getting Started tell it:
// the app object creates and starts the root coordinator; `UIKitRenderer(coordinator:)` keeps it, and
// the window keeps the renderer through its root view controller.
#if canImport(UIKit) && !os(watchOS)
    import HeadlessFlow
    import HeadlessFlowUIKit
    import UIKit

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let app = ShopApp()
            try? app.start()
            let renderer = UIKitRenderer(coordinator: app.coordinator) { screen in
                ScreenViewController(screen: screen)
            }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = renderer.rootViewController  // keeps the renderer and the tree
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    /// The app's view controller for one model screen. The renderer gives it the screen's title.
    final class ScreenViewController: UIViewController {
        let screen: Screen

        init(screen: Screen) {
            self.screen = screen
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }
    }
#endif
