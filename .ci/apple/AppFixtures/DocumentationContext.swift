// What the documentation's apple-only snippets use without declaring it, as "your" code: `app`,
// and on UIKit, `window`. `ScreenViewController` and `ScreenView` are declared with the app
// (SceneDelegate.swift, AppView.swift). `.ci/apple/run.sh` extracts every ```swift apple-only block of
// README.md, Docs/ and the DocC catalogs into its own function next to these files.
import HeadlessFlow

#if canImport(UIKit)
    import UIKit

    @MainActor let window = UIWindow(frame: .zero)
#endif

@MainActor let app = ShopApp()
