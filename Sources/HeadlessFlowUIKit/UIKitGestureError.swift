import HeadlessFlow

/// Why a gesture reported to a ``UIKitAdapter`` did not change the model.
///
/// **Safe to ignore** (``isSafeToIgnore``) in every case but one. UIKit reports a gesture when it
/// has finished, and the model may have moved on meanwhile (a change queued behind the user's back
/// swipe removed the screen), or the app may have vetoed it. Either way the model is unchanged,
/// the adapter has recorded what UIKit shows after the gesture, and it brings UIKit back to the
/// model by itself (at once, or when the running transition ends). Log it if you like; never crash
/// on it. The one exception is a ``refused(_:)`` that is not a veto, such as
/// `NavigationError/notDismissable(navigation:)`: UIKit let the user do what the model forbids,
/// so the glue has a bug to fix (here, `isModalInPresentation` was not set). Even then UIKit is
/// brought back to the model.
public enum UIKitGestureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `navigation`, where the gesture happened, is no longer shown: the model no longer has it
    /// under the root, or the adapter no longer shows it in UIKit.
    case navigationGone(NavigationID)
    /// `screen`, which UIKit showed after the gesture, is no longer in `navigation`: the model
    /// removed it, or the adapter had already taken it out of UIKit.
    case screenGone(ScreenID, navigation: NavigationID)
    /// The model no longer presents `navigation` where UIKit presented it when the user dismissed
    /// it.
    case presentationGone(NavigationID)
    /// The tab bar `tabBar` is no longer in the model.
    case tabBarGone(ScreenID)
    /// The tab at `index` of `tabBar`, as UIKit listed the tabs, is no longer a tab of it.
    case tabGone(index: Int, tabBar: ScreenID)
    /// The container `container` (a split, pages) is no longer in the model.
    case containerGone(ScreenID)
    /// The item at `index` of `container` (a page), as UIKit listed the items, is no longer an
    /// item of it.
    case itemGone(index: Int, container: ScreenID)
    /// The model refused to follow the user, for the reason in the `NavigationError`: a veto of
    /// the app (`NavigationError/vetoed(change:reason:)`), or a rule UIKit should have enforced
    /// (`NavigationError/notDismissable(navigation:)`).
    case refused(NavigationError)

    /// Whether nothing needs fixing: the model moved on, or the app vetoed the gesture. `false`
    /// only when the model refused a gesture UIKit should not have allowed.
    public var isSafeToIgnore: Bool {
        switch self {
        case .navigationGone, .screenGone, .presentationGone, .tabBarGone, .tabGone, .containerGone,
            .itemGone:
            true
        // The alert left in the model (its presenter went) while the user was tapping it; the
        // model turned the pages elsewhere while the user swiped.
        case .refused(.vetoed), .refused(.noAlert), .refused(.noPage): true
        case .refused: false
        }
    }

    public var description: String {
        switch self {
        case .navigationGone(let navigation):
            "The gesture happened in \(navigation), which is no longer shown; UIKit is brought back to the model."
        case .screenGone(let screen, let navigation):
            "UIKit showed \(screen), which is no longer in \(navigation); UIKit is brought back to the model."
        case .presentationGone(let navigation):
            "The user dismissed \(navigation), which the model no longer presents there; UIKit is brought back to the model."
        case .tabBarGone(let tabBar):
            "The user selected a tab of \(tabBar), which is no longer in the model; UIKit is brought back to the model."
        case .tabGone(let index, let tabBar):
            "The user selected item \(index) of \(tabBar), which is no longer a tab of it; UIKit is brought back to the model."
        case .containerGone(let container):
            "The user acted in \(container), which is no longer in the model; UIKit is brought back to the model."
        case .itemGone(let index, let container):
            "The user moved to item \(index) of \(container), which is no longer an item of it; UIKit is brought back to the model."
        case .refused(let error):
            "The model did not follow the user: \(error) UIKit is brought back to the model."
        }
    }
}
