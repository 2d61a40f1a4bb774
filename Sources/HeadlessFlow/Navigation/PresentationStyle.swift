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
    /// How the presented navigation is drawn.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A card over the presenter, which stays partly visible behind it.
        case sheet
        /// Covers the whole screen.
        case fullScreen
    }

    /// How the presented navigation is drawn.
    public var kind: Kind
    /// Whether the user may dismiss it on their own (swipe a sheet down).
    public var isDismissable: Bool

    /// A style of `kind`; dismissable by the user unless `isDismissable` is `false`.
    public init(kind: Kind, isDismissable: Bool) {
        self.kind = kind
        self.isDismissable = isDismissable
    }

    /// A sheet the user may swipe down: the default.
    public static let sheet = PresentationStyle(kind: .sheet, isDismissable: true)

    /// A full-screen cover the user cannot swipe away; the app dismisses it.
    public static let fullScreen = PresentationStyle(kind: .fullScreen, isDismissable: false)

    /// This style, with the user allowed to dismiss it on their own or not.
    public func dismissable(_ isDismissable: Bool) -> PresentationStyle {
        PresentationStyle(kind: kind, isDismissable: isDismissable)
    }

    /// `sheet`, `fullScreen`, followed by `, not dismissable` or `, dismissable` where that differs
    /// from the kind's default.
    public var description: String {
        let usual = kind == .sheet
        guard isDismissable != usual else { return kind.rawValue }
        return "\(kind.rawValue), \(isDismissable ? "dismissable" : "not dismissable")"
    }
}
