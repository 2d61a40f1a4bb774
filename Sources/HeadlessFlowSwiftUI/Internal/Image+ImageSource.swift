#if canImport(SwiftUI)
    import HeadlessFlow
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #elseif canImport(AppKit)
        import AppKit
    #endif

    extension Image {
        /// Whether the app's asset catalog has an image named `name`: what ``ImageSource`` asks.
        @MainActor
        static func hasAsset(named name: String) -> Bool {
            #if canImport(UIKit)
                UIImage(named: name) != nil
            #elseif canImport(AppKit)
                NSImage(named: name) != nil
            #else
                false
            #endif
        }

        /// The image `name` names: the asset catalog's first, then the SF Symbol's; `nil` for no
        /// name.
        @MainActor
        static func resolved(_ name: String?) -> Image? {
            resolved(ImageSource.resolve(name, hasAsset: hasAsset(named:)))
        }

        /// The image of `source`.
        static func resolved(_ source: ImageSource?) -> Image? {
            switch source {
            case .asset(let name)?: Image(name)
            case .symbol(let name)?: Image(systemName: name)
            case nil: nil
            }
        }
    }
#endif
