// The UIKit app: the demo's window drawn by `UIKitRenderer`, every screen by `SceneViewController`
// from its scene file. The app only launches and wires: no screen of the demo has code here.
import DemoKit
import HeadlessFlow
import HeadlessFlowUIKit
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var session: DemoSession?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        do {
            let demo = try DemoSession(
                compact: windowScene.traitCollection.horizontalSizeClass == .compact,
                opening: connectionOptions.urlContexts.first?.url)
            // The renderer keeps the coordinator tree; the root controller keeps the renderer.
            let renderer = UIKitRenderer(coordinator: demo.coordinator) { screen in
                SceneViewController(screen: screen)
            }
            window.rootViewController = DemoRootViewController(
                session: demo, content: renderer.rootViewController)
            self.session = demo
        } catch {
            window.rootViewController = DemoRootViewController.launchFailure(error)
        }
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        for context in contexts { session?.open(context.url) }
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        session?.save()
    }
}
