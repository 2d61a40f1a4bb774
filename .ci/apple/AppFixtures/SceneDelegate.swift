// A UIKit app's scene delegate, as Docs/Renderers.md and the UIKit renderer's Getting Started tell it:
// `UIKitRenderer` in a window, kept as long as the window shows it.
#if canImport(UIKit)
    import HeadlessFlow
    import HeadlessFlowUIKit
    import UIKit

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private let app = ShopApp()
        private var renderer: UIKitRenderer?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            try? app.start()
            let renderer = UIKitRenderer(root: app.navigation) { screen in
                ScreenViewController(screen: screen)
            }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = renderer.rootViewController
            window.makeKeyAndVisible()
            self.window = window
            self.renderer = renderer
        }
    }

    /// The app's view controller for one model screen.
    final class ScreenViewController: UIViewController {
        let screen: Screen

        init(screen: Screen) {
            self.screen = screen
            super.init(nibName: nil, bundle: nil)
            title = screen.title
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }
    }
#endif
