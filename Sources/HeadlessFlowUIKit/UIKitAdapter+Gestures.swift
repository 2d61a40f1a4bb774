import HeadlessFlow

// What the user did in UIKit on their own, reported by the glue's delegates in IDs: the adapter
// records what UIKit now shows and has the model follow.

extension UIKitAdapter {
    // MARK: - Reporting what the user did

    /// Reports `UINavigationControllerDelegate.navigationController(_:didShow:animated:)`: UIKit
    /// shows `screen` on top of `navigation`.
    ///
    /// - When `screen` is below the top the adapter last gave `navigation`, the user went back (a
    ///   back swipe, the back button or its menu): the model follows with
    ///   `Navigation/userDidPop(to:animated:)`.
    /// - When it is that top, nothing happened: a swipe the user abandoned halfway, or the end of
    ///   the adapter's own call.
    ///
    /// Either way no call goes back to UIKit for what it already shows.
    ///
    /// - Throws: ``UIKitGestureError`` when the model has moved on (the screen or navigation is gone)
    ///   or refused to follow; safe to ignore, as the adapter brings UIKit back to the model.
    public func navigationControllerDidShow(
        _ screen: ScreenID, in navigation: NavigationID, animated: Bool
    ) throws(UIKitGestureError) {
        let wentBack = shown.popStack(of: navigation, to: screen)
        defer { update() }
        guard shown.stacks[navigation] != nil else { throw .navigationGone(navigation) }
        guard wentBack || shown.stack(of: navigation).last == screen else {
            throw .screenGone(screen, navigation: navigation)
        }
        guard wentBack else { return }
        guard let model = root.navigation(withID: navigation) else { throw .navigationGone(navigation) }
        guard let shownScreen = model.screen(withID: screen) else {
            throw .screenGone(screen, navigation: navigation)
        }
        guard model.topScreen !== shownScreen else { return }
        do throws(NavigationError) {
            try model.userDidPop(to: shownScreen, animated: animated)
        } catch {
            throw .refused(error)
        }
    }

    /// Reports `UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)`:
    /// the user dismissed the presented `navigation` (swiped a sheet down). The model follows with
    /// `Navigation/userDidDismiss(animated:)`, and nothing goes back to UIKit for the dismissal.
    ///
    /// - Throws: ``UIKitGestureError`` when the model no longer presents `navigation` where UIKit did,
    ///   or refused to follow (a navigation the user may not dismiss, a veto); safe to ignore, as
    ///   the adapter brings UIKit back to the model.
    public func presentationDidDismiss(_ navigation: NavigationID, animated: Bool = true)
        throws(UIKitGestureError)
    {
        let presenter = shown.presentations.first { $0.value.navigation == navigation }?.key
        if let presenter { shown.dismissAll(from: presenter) }
        defer { update() }
        guard let presenter, let model = root.navigation(withID: navigation),
            model.presenting?.id == presenter
        else { throw .presentationGone(navigation) }
        do throws(NavigationError) {
            try model.userDidDismiss(animated: animated)
        } catch {
            throw .refused(error)
        }
    }

    /// Reports that the user tapped the action `actionID` of the alert presented from
    /// `navigation` (a `UIAlertAction`'s handler), having typed `text` into its text field. UIKit
    /// has dismissed the alert itself, so nothing goes back to UIKit for it; the model follows with
    /// `Navigation/userDidChoose(_:text:animated:)`, and the presenter receives the action.
    ///
    /// - Throws: ``UIKitGestureError`` when the model no longer shows that alert or refused the
    ///   answer; safe to ignore, as the adapter brings UIKit back to the model.
    public func alertDidChoose(_ actionID: String, text: String? = nil, on navigation: NavigationID)
        throws(UIKitGestureError)
    {
        if shownAlert?.navigation == navigation { shownAlert = nil }
        defer { update() }
        guard let model = root.navigation(withID: navigation) else { throw .navigationGone(navigation) }
        do throws(NavigationError) {
            try model.userDidChoose(actionID, text: text, animated: true)
        } catch {
            throw .refused(error)
        }
    }

    /// Reports `UITabBarControllerDelegate.tabBarController(_:didSelect:)`: the user tapped the tab
    /// at `index` of `tabBar`, as UIKit lists its tabs. The model follows with
    /// `TabBar/userDidSelect(_:animated:)` (at the index that tab has in the model), and nothing
    /// goes back to UIKit for the selection. UIKit calls the delegate for a tap on the selected tab
    /// too: report it, as the model's repeat tap (by default, the tab back to its first screen).
    ///
    /// - Throws: ``UIKitGestureError`` when the model no longer has that tab bar or tab; safe to
    ///   ignore, as the adapter brings UIKit back to the model.
    public func tabBarDidSelect(_ index: Int, of tabBar: ScreenID, animated: Bool = false)
        throws(UIKitGestureError)
    {
        let tabs = shown.tabBars[tabBar]?.tabs ?? []
        defer { update() }
        guard tabs.indices.contains(index) else { throw .tabGone(index: index, tabBar: tabBar) }
        shown.apply(.selectTab(index, of: tabBar))
        guard let model = root.tabBar(withID: tabBar) else { throw .tabBarGone(tabBar) }
        guard let modelIndex = model.tabs.firstIndex(where: { $0.navigation.id == tabs[index].navigation })
        else {
            throw .tabGone(index: index, tabBar: tabBar)
        }
        do throws(NavigationError) {
            try model.userDidSelect(modelIndex, animated: animated)
        } catch {
            throw .refused(error)
        }
    }
}
