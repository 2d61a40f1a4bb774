import HeadlessFlow

/// Why a ``SwiftUIAdapter`` did not pass on what SwiftUI wrote through a binding. The model is
/// left as it was, and SwiftUI's binding snaps back to it.
///
/// Two kinds of write are turned away:
///
/// - A **stale** write names a screen, navigation, tab bar or tab that the model has already
///   taken away: SwiftUI sometimes writes a binding once more after the model moved on (a back
///   swipe finishing as the app pops to the root, a dismissed sheet's stack writing its path).
///   Nothing is wrong; ``isSafeToIgnore`` is `true`.
/// - A **refused** write asks for something the user cannot do in a model-driven UI: a path that
///   grows or is reordered (from a `NavigationLink(value:)`, which such an app should not use),
///   dismissing a presentation whose style forbids it. The view code has a bug to fix;
///   ``isSafeToIgnore`` is `false`.
///
/// A veto of the app (`Navigation/vetoChanges(_:)`) that keeps the model as it is arrives as
/// ``modelRefused(_:)``.
public enum SwiftUIBindingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Stale: the write names a navigation the model no longer shows (dismissed, or its tab or tab
    /// bar removed). Safe to ignore.
    case navigationNotShown(NavigationID)
    /// Stale: the path written for `navigation` names `screen`, which the model has recently
    /// popped or replaced away. Safe to ignore.
    case screenRemoved(ScreenID, navigation: NavigationID)
    /// Stale: the selection names a tab bar the model no longer shows. Safe to ignore.
    case tabBarNotShown(ScreenID)
    /// Stale: the selection names the tab showing the navigation `tab`, which the tab bar `tabBar`
    /// no longer has (the tab was removed, or moved to another tab bar). Safe to ignore.
    case tabNotShown(NavigationID, tabBar: ScreenID)
    /// Stale: the write names a split, pages or custom container the model no longer shows. Safe
    /// to ignore.
    case containerNotShown(ScreenID)
    /// Stale: the write names the item showing the navigation `item` (a page, a column), which
    /// `container` no longer has. Safe to ignore.
    case itemNotShown(NavigationID, container: ScreenID)
    /// Refused: the path `written` for `navigation` is not a shortening of the path `shown` above
    /// its root (it is longer, or reordered, or names screens the navigation never showed). Only
    /// going back is the user's to do; push with the model instead of a `NavigationLink(value:)`:
    /// a button that routes (`Router.route(to:)`). SwiftUI pushes a value link before the model
    /// could refuse it, and a value is not a screen the model can build (Docs/Renderers.md,
    /// "Why a `NavigationLink(value:)` is refused").
    case pathNotShortened(navigation: NavigationID, written: [ScreenID], shown: [ScreenID])
    /// Refused: the dismissed navigation is shown but not presented (a root or a tab's navigation).
    case notPresented(NavigationID)
    /// Refused: the presentation's `PresentationStyle` does not let the user dismiss it; the
    /// view should apply ``SwiftUIAdapter/Presentation/interactiveDismissDisabled``.
    case notDismissable(NavigationID)
    /// The model refused the user's change: a veto of the app keeps things as they are
    /// (`NavigationError/vetoed(change:reason:)`, safe to ignore: the app decided), or another
    /// `NavigationError` that means the adapter and the model disagree.
    case modelRefused(NavigationError)

    /// Whether a renderer may drop this error: `true` for a stale write and a veto, `false` for a
    /// write that reveals a bug in the view code or the adapter.
    public var isSafeToIgnore: Bool {
        switch self {
        case .navigationNotShown, .screenRemoved, .tabBarNotShown, .tabNotShown, .containerNotShown,
            .itemNotShown:
            true
        case .pathNotShortened, .notPresented, .notDismissable:
            false
        case .modelRefused(let error):
            switch error {
            // A veto, an alert the model took away while the user was tapping it, or pages the
            // model turned elsewhere while the user swiped.
            case .vetoed, .noAlert, .noPage: true
            default: false
            }
        }
    }

    public var description: String {
        switch self {
        case .navigationNotShown(let navigation):
            "SwiftUI wrote to \(navigation), which is no longer shown; the write is stale and was ignored"
        case .screenRemoved(let screen, let navigation):
            "SwiftUI wrote a path for \(navigation) naming \(screen), which the model has removed; "
                + "the write is stale and was ignored"
        case .tabBarNotShown(let tabBar):
            "SwiftUI selected a tab of \(tabBar), which is no longer shown; the write is stale and was ignored"
        case .tabNotShown(let tab, let tabBar):
            "SwiftUI selected the tab showing \(tab) in \(tabBar), which no longer has that tab; "
                + "the write is stale and was ignored"
        case .containerNotShown(let container):
            "SwiftUI wrote to \(container), which is no longer shown; the write is stale and was ignored"
        case .itemNotShown(let item, let container):
            "SwiftUI chose the item showing \(item) in \(container), which no longer has that item; "
                + "the write is stale and was ignored"
        case .pathNotShortened(let navigation, let written, let shown):
            "SwiftUI wrote the path \(written) for \(navigation), which shows \(shown): only a shorter "
                + "path (the user going back) is followed; push with the model, not a NavigationLink(value:)"
        case .notPresented(let navigation):
            "SwiftUI dismissed \(navigation), which is not presented"
        case .notDismissable(let navigation):
            "SwiftUI let the user dismiss \(navigation), whose style does not allow it: "
                + "apply .interactiveDismissDisabled(presentation.interactiveDismissDisabled)"
        case .modelRefused(let error):
            "the model refused the user's change: \(error)"
        }
    }
}
