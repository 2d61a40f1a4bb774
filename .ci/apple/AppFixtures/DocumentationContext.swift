// What the documentation's apple-only snippets use without declaring it, as "your" code: `app`,
// and on UIKit, `window`. `ScreenViewController` and `ScreenView` are declared with the app
// (SceneDelegate.swift, AppView.swift). `.ci/apple/run.sh` extracts every ```swift apple-only block of
// README.md, Docs/ and the DocC catalogs into its own function next to these files.
import HeadlessFlow

#if canImport(UIKit)
    import UIKit

    @MainActor let window = UIWindow(frame: .zero)

    /// Your custom presentation transition (Docs/Renderers.md, "Transitions by name").
    @MainActor final class ZoomTransition: NSObject, UIViewControllerTransitioningDelegate {}

    /// Your custom push and pop animation (Docs/Renderers.md, "Transitions by name").
    @MainActor final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let operation: UINavigationController.Operation

        init(operation: UINavigationController.Operation) {
            self.operation = operation
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        {
            0.3
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            transitionContext.completeTransition(true)
        }
    }
#endif

@MainActor let app = ShopApp()
