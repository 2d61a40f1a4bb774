#if canImport(UIKit) && !os(watchOS)
    import HeadlessFlow
    import UIKit

    extension UIImage {
        /// Whether the app's asset catalog has an image named `name`: what ``ImageSource`` asks.
        static func hasAsset(named name: String) -> Bool {
            UIImage(named: name) != nil
        }

        /// The image `name` names: the asset catalog's first, then the SF Symbol's
        /// (``ImageSource/resolve(_:hasAsset:)``); `nil` for no name or neither.
        static func resolved(_ name: String?) -> UIImage? {
            resolved(ImageSource.resolve(name, hasAsset: hasAsset(named:)))
        }

        /// The image of `source`, if the platform has it.
        static func resolved(_ source: ImageSource?) -> UIImage? {
            switch source {
            case .asset(let name)?: UIImage(named: name)
            case .symbol(let name)?: UIImage(systemName: name)
            case nil: nil
            }
        }
    }
#endif
