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
    /// - When it is that top and `navigation` is a column of a collapsed split whose focused
    ///   column comes after it, the user went back from the first screen of the column UIKit had
    ///   pushed onto it (the secondary popped off): the model follows with
    ///   `SplitContainer/userDidGoBack(animated:)`.
    /// - Otherwise nothing happened: a swipe the user abandoned halfway, or the end of the
    ///   adapter's own call.
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
        guard wentBack else {
            try backFromColumn(navigation, animated: animated)
            return
        }
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
        let tabs = shown.containers[tabBar]?.tabs ?? []
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

    /// Reports `UISplitViewControllerDelegate.splitViewControllerDidCollapse(_:)`: UIKit collapsed
    /// the split `split` into one stack (the width became compact). The model follows with
    /// `SplitContainer/userDidCollapse(animated:)`.
    ///
    /// UIKit decides when a split collapses, from the size class: the model's own
    /// `SplitContainer/setCollapsed(_:animated:)` is not drawn, and UIKit's state is reported back
    /// with this and ``splitDidExpand(_:)``.
    ///
    /// - Throws: ``UIKitGestureError`` when the model no longer has the split, or refused to follow.
    public func splitDidCollapse(_ split: ScreenID) throws(UIKitGestureError) {
        try reportCollapse(true, of: split)
    }

    /// Reports `UISplitViewControllerDelegate.splitViewControllerDidExpand(_:)`: UIKit expanded the
    /// split `split` into columns (the width became regular). The model follows with
    /// `SplitContainer/userDidExpand(animated:)`.
    ///
    /// - Throws: ``UIKitGestureError`` when the model no longer has the split, or refused to follow.
    public func splitDidExpand(_ split: ScreenID) throws(UIKitGestureError) {
        try reportCollapse(false, of: split)
    }

    private func reportCollapse(_ collapsed: Bool, of split: ScreenID) throws(UIKitGestureError) {
        defer { update() }
        guard shown.containers[split] != nil else { throw .containerGone(split) }
        shown.setCollapsed(collapsed, of: split)
        guard let model = root.container(withID: split) as? SplitContainer else {
            throw .containerGone(split)
        }
        guard model.isCollapsed != collapsed else { return }
        do throws(NavigationError) {
            try collapsed ? model.userDidCollapse() : model.userDidExpand()
        } catch {
            throw .refused(error)
        }
    }

    /// Reports `UIPageViewControllerDelegate.pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
    /// for a completed swipe: the pages `pages` show the page at `index`, as UIKit lists them. The
    /// model follows with `PageContainer/userDidTurnPage(_:animated:)`, in the direction that
    /// leads there (the next page forward, the previous one in reverse, also across the ends of
    /// looping pages), and nothing goes back to UIKit for the turn.
    ///
    /// - Throws: ``UIKitGestureError`` when the model no longer has the pages or that page, or
    ///   refused to follow (the page is not next to the model's current one); safe to ignore, as
    ///   the adapter brings UIKit back to the model.
    public func pagesDidTurn(to index: Int, of pages: ScreenID, animated: Bool = true)
        throws(UIKitGestureError)
    {
        let items = shown.containers[pages]?.tabs ?? []
        defer { update() }
        guard items.indices.contains(index) else { throw .itemGone(index: index, container: pages) }
        shown.apply(.selectItem(index, of: pages, direction: nil))
        guard let model = root.container(withID: pages) as? PageContainer else { throw .containerGone(pages) }
        guard let modelIndex = model.items.firstIndex(where: { $0.navigation.id == items[index].navigation })
        else {
            throw .itemGone(index: index, container: pages)
        }
        guard modelIndex != model.selectedIndex else { return }
        let direction: PageDirection
        if modelIndex == model.nextIndex {
            direction = .forward
        } else if modelIndex == model.previousIndex {
            direction = .reverse
        } else {
            throw .refused(.noPage(direction: .forward, container: model.description))
        }
        do throws(NavigationError) {
            try model.userDidTurnPage(direction, animated: animated)
        } catch {
            throw .refused(error)
        }
    }

    /// In a collapsed split, UIKit showing the top of `navigation`, a column before the focused
    /// one, means the user went back from the focused column's first screen.
    private func backFromColumn(_ navigation: NavigationID, animated: Bool) throws(UIKitGestureError) {
        guard
            let (split, state) = shown.containers.first(where: { _, state in
                state.isCollapsed && state.tabs.contains { $0.navigation == navigation }
            }),
            case .split = state.kind, let selected = state.selectedIndex,
            let column = state.tabs.firstIndex(where: { $0.navigation == navigation }), column < selected
        else { return }
        // UIKit now shows the last column before the focused one with screens.
        let shownColumn =
            state.tabs.indices[..<selected].last { !shown.stack(of: state.tabs[$0].navigation).isEmpty }
            ?? column
        shown.apply(.selectItem(shownColumn, of: split, direction: nil))
        guard let model = root.container(withID: split) as? SplitContainer else {
            throw .containerGone(split)
        }
        guard model.isCollapsed, let focused = model.selectedIndex, focused > shownColumn else { return }
        do throws(NavigationError) {
            try model.userDidGoBack(animated: animated)
        } catch {
            throw .refused(error)
        }
    }
}
