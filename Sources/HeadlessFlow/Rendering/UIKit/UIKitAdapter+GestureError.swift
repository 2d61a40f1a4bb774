extension UIKitAdapter {
    /// Why a gesture the glue reported did not change the model.
    ///
    /// **Safe to ignore.** UIKit reports a gesture when it has finished, and the model may have
    /// moved on meanwhile (a change queued behind the user's back swipe removed the screen) or
    /// refused to follow (a veto). Either way the model is unchanged, the adapter has recorded
    /// what UIKit shows after the gesture, and it brings UIKit back to the model by itself (at
    /// once, or when the running transition ends). Log it if you like; never crash on it.
    public enum GestureError: Error, Equatable, Sendable, CustomStringConvertible {
        /// `navigation`, where the gesture happened, is no longer shown: the model no longer has
        /// it under the root, or the adapter no longer shows it in UIKit.
        case navigationGone(NavigationID)
        /// `screen`, which UIKit showed after the gesture, is no longer in `navigation`: the model
        /// removed it, or the adapter had already taken it out of UIKit.
        case screenGone(ScreenID, navigation: NavigationID)
        /// The model no longer presents `navigation` where UIKit presented it when the user
        /// dismissed it.
        case presentationGone(NavigationID)
        /// The tab bar `tabBar` is no longer in the model.
        case tabBarGone(ScreenID)
        /// The tab at `index` of `tabBar`, as UIKit listed the tabs, is no longer a tab of it.
        case tabGone(index: Int, tabBar: ScreenID)
        /// The model refused to follow the user, for the reason in the ``NavigationError`` (a
        /// veto, a navigation presented so that the user may not dismiss it).
        case refused(NavigationError)

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
                "The user selected tab \(index) of \(tabBar), which is no longer a tab of it; UIKit is brought back to the model."
            case .refused(let error):
                "The model did not follow the user: \(error) UIKit is brought back to the model."
            }
        }
    }
}
