/// How a presented navigation covers the one that presents it, and whether the user may dismiss
/// it on their own: UIKit's `modalPresentationStyle` and `isModalInPresentation`, as data a
/// renderer reads from the ``NavigationEvent/Change/presented(_:style:)`` event.
///
/// ```swift
/// try navigation.present(compose, style: .fullScreen, animated: true)
/// try navigation.present(terms, style: .sheet.dismissable(false), animated: true)
/// ```
///
/// ``Navigation/userDidDismiss(animated:)`` is refused for a navigation the user may not dismiss
/// (``NavigationError/notDismissable(navigation:)``); the app still dismisses it with
/// ``Navigation/dismiss(animated:)``.
public struct PresentationStyle: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How the presented navigation is drawn: UIKit's `modalPresentationStyle`, as data. A renderer
    /// that has no such kind draws the nearest it has (SwiftUI: a sheet for the card kinds, a
    /// full-screen cover for the covering ones; see ``isCover``).
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A card over the presenter, which stays partly visible behind it (`.pageSheet`).
        case sheet
        /// A smaller card centred over the presenter on a large screen; a sheet on a phone
        /// (`.formSheet`).
        case formSheet
        /// A bubble anchored to the presenter on a large screen; a sheet on a phone (`.popover`).
        case popover
        /// Covers the whole screen (`.fullScreen`).
        case fullScreen
        /// Covers the whole screen and leaves the presenter drawn below it, for a see-through
        /// cover (`.overFullScreen`).
        case overFullScreen

        /// Whether the kind covers the whole screen (``fullScreen``, ``overFullScreen``), which the
        /// user cannot swipe away by default, rather than being a card.
        public var isCover: Bool {
            self == .fullScreen || self == .overFullScreen
        }
    }

    /// How the presented navigation is drawn.
    public var kind: Kind
    /// Whether the user may dismiss it on their own (swipe a sheet down).
    public var isDismissable: Bool
    /// A tag a renderer maps to a custom transition animation (Integrator's custom transitions,
    /// a `UIViewControllerTransitioningDelegate`), or the name of one of UIKit's stock transitions
    /// (``StockTransition``, ``stockTransition``); `nil` for the platform's own.
    public var transition: String?

    /// UIKit's stock modal transitions (`UIModalTransitionStyle`), by name: the tags
    /// `transition(_:)` sets. `UIKitRenderer` presents with that
    /// `modalTransitionStyle` unless the app registered a custom transition under the same tag.
    /// SwiftUI has no such choice: `NavigationRootView` presents with its own animation whatever
    /// the tag (Docs/Renderers.md).
    public enum StockTransition: String, Sendable, Hashable, Codable, CaseIterable {
        /// The presented navigation slides up from the bottom, UIKit's default (`.coverVertical`).
        case coverVertical
        /// The presented navigation fades in (`.crossDissolve`).
        case crossDissolve
        /// The presenter flips around to show the presented navigation (`.flipHorizontal`; not on
        /// tvOS, where the renderer uses the default).
        case flipHorizontal
        /// The presenter curls up like a page to show the presented navigation (`.partialCurl`).
        /// UIKit allows it only for a ``Kind/fullScreen`` presentation from a presenter that
        /// covers the screen; elsewhere, and on tvOS, the renderer uses the default.
        case partialCurl
    }

    /// A style of `kind`; dismissable by the user unless `isDismissable` is `false`.
    public init(kind: Kind, isDismissable: Bool, transition: String? = nil) {
        self.kind = kind
        self.isDismissable = isDismissable
        self.transition = transition
    }

    /// A sheet the user may swipe down: the default.
    public static let sheet = PresentationStyle(kind: .sheet, isDismissable: true)

    /// A form sheet the user may swipe down.
    public static let formSheet = PresentationStyle(kind: .formSheet, isDismissable: true)

    /// A popover the user may tap away.
    public static let popover = PresentationStyle(kind: .popover, isDismissable: true)

    /// A full-screen cover the user cannot swipe away; the app dismisses it.
    public static let fullScreen = PresentationStyle(kind: .fullScreen, isDismissable: false)

    /// A full-screen cover that leaves the presenter drawn below it; the app dismisses it.
    public static let overFullScreen = PresentationStyle(kind: .overFullScreen, isDismissable: false)

    /// This style, with the user allowed to dismiss it on their own or not.
    public func dismissable(_ isDismissable: Bool) -> PresentationStyle {
        PresentationStyle(kind: kind, isDismissable: isDismissable, transition: transition)
    }

    /// This style, animated by the custom transition a renderer knows by `tag`
    /// (`.sheet.transition("zoom")`); `nil` for the platform's own.
    public func transition(_ tag: String?) -> PresentationStyle {
        PresentationStyle(kind: kind, isDismissable: isDismissable, transition: tag)
    }

    /// This style, animated by UIKit's stock transition `stock` (`.fullScreen.transition(.crossDissolve)`).
    public func transition(_ stock: StockTransition) -> PresentationStyle {
        transition(stock.rawValue)
    }

    /// The stock transition ``transition`` names, if it names one.
    public var stockTransition: StockTransition? {
        transition.flatMap(StockTransition.init(rawValue:))
    }

    /// `sheet`, `fullScreen`, ..., followed by `, not dismissable` or `, dismissable` where that
    /// differs from the kind's default, and `, transition "zoom"` for a custom transition.
    public var description: String {
        var text = kind.rawValue
        if isDismissable == kind.isCover { text += isDismissable ? ", dismissable" : ", not dismissable" }
        if let transition { text += ", transition \(transition.debugDescription)" }
        return text
    }
}
