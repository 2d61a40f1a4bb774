import HeadlessFlow

// What SwiftUI writes back through the bindings when the user acts, reported to the model.

extension SwiftUIAdapter {
    // MARK: - Writes from SwiftUI's bindings

    /// Reports the path SwiftUI wrote to the `NavigationStack` of `navigation`: the user went back
    /// (back swipe, back button, or several screens at once from the back button's menu).
    ///
    /// A shorter path is a prefix of the shown one; the model pops to the screen now on top with
    /// `Navigation/userDidPop(to:animated:)`. Writing the path that is shown does nothing. SwiftUI
    /// writes nothing for a back swipe the user abandons.
    ///
    /// Whatever is refused changes nothing in the model and still counts as a change
    /// (``version``, ``onChange``), so SwiftUI's path snaps back to the model's.
    ///
    /// - Parameters:
    ///   - path: The screens above the root, bottom to top, as SwiftUI now holds them.
    ///   - navigation: The navigation whose `NavigationStack` wrote it.
    /// - Throws: ``SwiftUIBindingError/navigationNotShown(_:)`` or
    ///   ``SwiftUIBindingError/screenRemoved(_:navigation:)`` for a stale write (safe to ignore);
    ///   ``SwiftUIBindingError/pathNotShortened(navigation:written:shown:)`` for a longer or
    ///   reordered path, which only a `NavigationLink(value:)` writes;
    ///   ``SwiftUIBindingError/modelRefused(_:)`` when a veto keeps the screens.
    public func setPath(_ path: [ScreenID], of navigation: NavigationID) throws(SwiftUIBindingError) {
        try snappingBack { () throws(SwiftUIBindingError) in
            guard let live = root.navigation(withID: navigation) else {
                throw .navigationNotShown(navigation)
            }
            let screens = live.screens
            let shown = screens.dropFirst().map(\.id)
            guard path != shown else { return }
            if path.count < shown.count && shown.starts(with: path) {
                try reportingRefusal { () throws(NavigationError) in
                    _ = try live.userDidPop(to: screens[path.count])
                }
                return
            }
            // A path SwiftUI held before the model moved on names screens the model took away;
            // one that names none of them was made up in SwiftUI.
            if let removed = path.first(where: { !shown.contains($0) && removedScreens.contains($0) }) {
                throw .screenRemoved(removed, navigation: navigation)
            }
            throw .pathNotShortened(navigation: navigation, written: path, shown: shown)
        }
    }

    /// Reports that the user dismissed the presented navigation `presented` in SwiftUI (a sheet
    /// swiped down): SwiftUI set the item binding of its `.sheet(item:)` or
    /// `.fullScreenCover(item:)` to `nil`. The model follows with
    /// `Navigation/userDidDismiss(animated:)`.
    ///
    /// A binding's setter only receives `nil`, so the glue names the presentation its view showed
    /// (the item it read when the view was drawn): a write that arrives after the model replaced
    /// the presentation then cannot dismiss the new one.
    ///
    /// - Parameter presented: The ID of the navigation SwiftUI showed presented
    ///   (``Presentation/id``).
    /// - Throws: ``SwiftUIBindingError/navigationNotShown(_:)`` when the model has dismissed it
    ///   already (safe to ignore); ``SwiftUIBindingError/notPresented(_:)`` for a navigation that is
    ///   not presented; ``SwiftUIBindingError/notDismissable(_:)`` when its style forbids it (the
    ///   view missed ``Presentation/interactiveDismissDisabled``);
    ///   ``SwiftUIBindingError/modelRefused(_:)`` when a veto keeps it.
    public func presentationDidDismiss(_ presented: NavigationID) throws(SwiftUIBindingError) {
        try snappingBack { () throws(SwiftUIBindingError) in
            guard let live = root.navigation(withID: presented) else {
                throw .navigationNotShown(presented)
            }
            guard let style = live.presentationStyle else { throw .notPresented(presented) }
            guard style.isDismissable else { throw .notDismissable(presented) }
            try reportingRefusal { () throws(NavigationError) in try live.userDidDismiss() }
        }
    }

    /// Reports the selection SwiftUI wrote to the `TabView` of `tabBar`: the user tapped the tab
    /// showing the navigation `tab`. The model selects that tab wherever it is now in the bar, with
    /// `TabBar/userDidSelect(_:animated:)`. SwiftUI writes the selected tab's tag again when the
    /// user taps it a second time: that is the model's repeat tap (by default, the tab back to its
    /// first screen).
    ///
    /// The tab is named by its navigation, not its index, so a write that arrives after the model
    /// inserted or removed tabs selects the tab the user tapped, never the one that took its place.
    ///
    /// - Parameters:
    ///   - tab: The ID of the tapped tab's navigation (its `.tag`, ``SwiftUIAdapter/Tab/id``).
    ///   - tabBar: The tab bar whose `TabView` wrote it.
    /// - Throws: ``SwiftUIBindingError/tabBarNotShown(_:)`` or
    ///   ``SwiftUIBindingError/tabNotShown(_:tabBar:)`` for a stale write (safe to ignore);
    ///   ``SwiftUIBindingError/modelRefused(_:)`` when a veto keeps the selection.
    public func setSelection(_ tab: NavigationID, of tabBar: ScreenID) throws(SwiftUIBindingError) {
        try snappingBack { () throws(SwiftUIBindingError) in
            guard let live = root.tabBar(withID: tabBar) else { throw .tabBarNotShown(tabBar) }
            guard let index = live.tabs.firstIndex(where: { $0.navigation.id == tab }) else {
                throw .tabNotShown(tab, tabBar: tabBar)
            }
            try reportingRefusal { () throws(NavigationError) in try live.userDidSelect(index) }
        }
    }

    /// Reports the selection SwiftUI wrote to the page-style `TabView` of `pages`: the user swiped
    /// to the page showing the navigation `page` (its `.tag`). The model turns to it with
    /// `PageContainer/userDidTurnPage(_:animated:)`, forward to the next page and in reverse to
    /// the previous one (across the ends when the pages loop); a write naming a page further away
    /// (a jump, which a page-style `TabView` does not make, or a plain `TabView` on macOS does)
    /// selects it with `ContainerScreen/userDidSelect(_:animated:)`. Writing the page shown does
    /// nothing.
    ///
    /// - Throws: ``SwiftUIBindingError/containerNotShown(_:)`` or
    ///   ``SwiftUIBindingError/itemNotShown(_:container:)`` for a stale write (safe to ignore);
    ///   ``SwiftUIBindingError/modelRefused(_:)`` when a veto keeps the page.
    public func setPage(_ page: NavigationID, of pages: ScreenID) throws(SwiftUIBindingError) {
        try snappingBack { () throws(SwiftUIBindingError) in
            guard let live = root.container(withID: pages) as? PageContainer else {
                throw .containerNotShown(pages)
            }
            guard let index = live.items.firstIndex(where: { $0.navigation.id == page }) else {
                throw .itemNotShown(page, container: pages)
            }
            guard index != live.selectedIndex else { return }
            try reportingRefusal { () throws(NavigationError) in
                if index == live.nextIndex {
                    try live.userDidTurnPage(.forward)
                } else if index == live.previousIndex {
                    try live.userDidTurnPage(.reverse)
                } else {
                    try live.userDidSelect(index, animated: true)
                }
            }
        }
    }

    /// Reports what SwiftUI wrote to the selection binding of a page-style `TabView`, as
    /// ``setPage(_:of:)``; `nil` (no pages) changes nothing.
    ///
    /// - Throws: what ``setPage(_:of:)`` throws.
    public func pageBindingDidSet(_ page: NavigationID?, of pages: ScreenID) throws(SwiftUIBindingError) {
        guard let page else { return }
        try setPage(page, of: pages)
    }

    /// Reports the `columnVisibility` SwiftUI wrote to the `NavigationSplitView` of `split`: the
    /// user showed or hid the sidebar. The model hides and shows the columns before the detail to
    /// match (`ContainerScreen/setHidden(_:at:animated:)`, with the cause
    /// `NavigationEvent/Cause/userInteraction`), in one transaction, and shows the detail column,
    /// which SwiftUI always shows. Writing the visibility shown does nothing; a value that reads
    /// as another (`.doubleColumn` of a two-column split is `.all`) counts as a change
    /// (``version``, ``onChange``), so the binding is set back to it.
    ///
    /// - Throws: ``SwiftUIBindingError/containerNotShown(_:)`` for a stale write (safe to ignore);
    ///   ``SwiftUIBindingError/modelRefused(_:)`` when a veto keeps the columns.
    public func setColumnVisibility(_ visibility: ColumnVisibility, of split: ScreenID)
        throws(SwiftUIBindingError)
    {
        try snappingBack { () throws(SwiftUIBindingError) in
            guard let live = root.container(withID: split) as? SplitContainer else {
                throw .containerNotShown(split)
            }
            let count = live.items.count
            guard count > 1 else { return }
            let hiddenBeforeDetail: Set<Int> =
                switch visibility {
                case .all: []
                case .doubleColumn: count > 2 ? [0] : []
                case .detailOnly: Set(0..<(count - 1))
                }
            try reportingRefusal { () throws(NavigationError) in
                try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
                    try Navigation.transaction { () throws(NavigationError) in
                        // Show first, so that the split never hides every column on the way.
                        for index in 0..<count where !hiddenBeforeDetail.contains(index) {
                            try live.setHidden(false, at: index, animated: true)
                        }
                        for index in hiddenBeforeDetail.sorted() {
                            try live.setHidden(true, at: index, animated: true)
                        }
                    }
                }
            }
            // A value that means what is shown already (`.doubleColumn` of two columns is `.all`)
            // changes nothing: the binding is set back to the value the model means.
            if container(split)?.columnVisibility != visibility { didChange() }
        }
    }

    /// Reports the width SwiftUI lays `split` out in: a compact width (`collapsed`) collapses it
    /// into one stack with `SplitContainer/userDidCollapse(animated:)`, a regular one expands it
    /// with `SplitContainer/userDidExpand(animated:)`. The glue reads it from the horizontal size
    /// class; reporting the state the model has does nothing.
    ///
    /// - Throws: ``SwiftUIBindingError/containerNotShown(_:)`` for a stale write (safe to ignore);
    ///   ``SwiftUIBindingError/modelRefused(_:)`` when a veto keeps the layout.
    public func setCollapsed(_ collapsed: Bool, of split: ScreenID) throws(SwiftUIBindingError) {
        try snappingBack { () throws(SwiftUIBindingError) in
            guard let live = root.container(withID: split) as? SplitContainer else {
                throw .containerNotShown(split)
            }
            guard live.isCollapsed != collapsed else { return }
            try reportingRefusal { () throws(NavigationError) in
                try collapsed ? live.userDidCollapse() : live.userDidExpand()
            }
        }
    }

    /// Reports the path SwiftUI wrote to the `NavigationStack` that draws the collapsed `split`
    /// (``ContainerState/mergedPath``): the user went back. The model goes back with
    /// `SplitContainer/userDidGoBack(animated:)` until its collapsed stack is as short: a pop in
    /// the focused column, or from a column's first screen the column before it focused. Writing
    /// the path shown does nothing.
    ///
    /// - Throws: ``SwiftUIBindingError/containerNotShown(_:)`` for a stale write (safe to ignore);
    ///   ``SwiftUIBindingError/pathNotShortened(navigation:written:shown:)`` (naming the focused
    ///   column's navigation) for a path that is not a shortening;
    ///   ``SwiftUIBindingError/modelRefused(_:)`` when a veto stops it.
    public func setMergedPath(_ path: [ScreenID], of split: ScreenID) throws(SwiftUIBindingError) {
        try snappingBack { () throws(SwiftUIBindingError) in
            guard let live = root.container(withID: split) as? SplitContainer, live.isCollapsed,
                let focused = live.selectedNavigation
            else {
                throw .containerNotShown(split)
            }
            let shown = live.collapsedStack.dropFirst().map(\.id)
            guard path != shown else { return }
            guard path.count < shown.count, shown.starts(with: path) else {
                if let removed = path.first(where: { !shown.contains($0) && removedScreens.contains($0) }) {
                    throw .screenRemoved(removed, navigation: focused.id)
                }
                throw .pathNotShortened(navigation: focused.id, written: path, shown: shown)
            }
            try reportingRefusal { () throws(NavigationError) in
                try Navigation.transaction { () throws(NavigationError) in
                    var count = live.collapsedStack.count
                    while count > path.count + 1 {
                        try live.userDidGoBack()
                        let after = live.collapsedStack.count
                        // Focusing a column with no screens shortens nothing: go on from there.
                        if after == count && live.selectedIndex == 0 { return }
                        count = after
                    }
                }
            }
        }
    }

    /// The model's screen `id` in one of `container`'s items (at any depth of their stacks), for
    /// the view that draws a collapsed split's merged stack; `nil` once the model no longer has it.
    public func screen(_ id: ScreenID, inItemsOf container: ScreenID) -> Screen? {
        guard let live = root.container(withID: container) else { return nil }
        for item in live.items {
            if let screen = item.navigation.screen(withID: id) { return screen }
        }
        return nil
    }

    /// Reports that the user tapped the action `actionID` of the alert `navigation` shows
    /// (``StackState/alert``), having typed `text` into its text field: the button's action. The
    /// model follows with `Navigation/userDidChoose(_:text:animated:)`, and the presenter receives
    /// the action.
    ///
    /// - Throws: ``SwiftUIBindingError/navigationNotShown(_:)`` when the navigation is gone, or
    ///   ``SwiftUIBindingError/modelRefused(_:)`` with `noAlert` when the model took the alert
    ///   away meanwhile (both safe to ignore), or with `noSuchAction` for an action it does not have.
    public func alertDidChoose(_ actionID: String, text: String? = nil, on navigation: NavigationID)
        throws(SwiftUIBindingError)
    {
        try snappingBack { () throws(SwiftUIBindingError) in
            guard let live = root.navigation(withID: navigation) else {
                throw .navigationNotShown(navigation)
            }
            try reportingRefusal { () throws(NavigationError) in try live.userDidChoose(actionID, text: text)
            }
        }
    }

    // MARK: - Bindings as SwiftUI writes them

    /// Whether the alert over `navigation` is presented: the getter of the `isPresented` binding
    /// of `.alert` or `.confirmationDialog`.
    public func isAlertPresented(over navigation: NavigationID) -> Bool {
        stack(navigation)?.alert != nil
    }

    /// Reports what SwiftUI wrote to the `isPresented` binding of ``isAlertPresented(over:)``.
    /// SwiftUI writes `false` after running a button's action, which has reported the answer with
    /// ``alertDidChoose(_:text:on:)``: nothing more happens. When the alert is still shown (a
    /// confirmation dialog dismissed by a tap outside it), that counts as its cancel action; an
    /// alert without one is set back on screen.
    ///
    /// - Throws: what ``alertDidChoose(_:text:on:)`` throws.
    public func alertBindingDidSet(_ isPresented: Bool, over navigation: NavigationID)
        throws(SwiftUIBindingError)
    {
        guard !isPresented, let alert = stack(navigation)?.alert else { return }
        guard let cancel = alert.actions.first(where: { $0.role == .cancel }) else {
            didChange()
            return
        }
        try alertDidChoose(cancel.id, on: navigation)
    }

    /// The presentation over `navigation` that a `.sheet(item:)` (`kind` `.sheet`: any card kind)
    /// or a `.fullScreenCover(item:)` (`kind` `.fullScreen`: any covering kind) binds to, or that one
    /// sheet shows whatever its style (`kind` `nil`, for macOS, which has no full-screen cover): what
    /// the binding's getter returns.
    public func presentation(over navigation: NavigationID, kind: PresentationStyle.Kind?) -> Presentation? {
        guard let presented = stack(navigation)?.presented else { return nil }
        // SwiftUI has a sheet and a full-screen cover: each kind goes to the one of its family.
        guard let kind else { return presented }
        return presented.style.kind.isCover == kind.isCover ? presented : nil
    }

    /// Reports what SwiftUI wrote to the binding of ``presentation(over:kind:)``: `nil` when
    /// the user swiped the presentation away, reported as ``presentationDidDismiss(_:)``. SwiftUI
    /// writes nothing else to an item binding; a value other than `nil` changes nothing.
    ///
    /// - Throws: what ``presentationDidDismiss(_:)`` throws.
    public func presentationBindingDidSet(_ value: Presentation?, over navigation: NavigationID)
        throws(SwiftUIBindingError)
    {
        guard value == nil, let shown = stack(navigation)?.presented else { return }
        try presentationDidDismiss(shown.id)
    }

    /// Reports what SwiftUI wrote to a `TabView(selection:)` binding: the tag of the tab the user
    /// tapped, reported as ``setSelection(_:of:)``. SwiftUI writes `nil` only while a tab bar has
    /// no tabs, which changes nothing.
    ///
    /// - Throws: what ``setSelection(_:of:)`` throws.
    public func selectionBindingDidSet(_ tab: NavigationID?, of tabBar: ScreenID) throws(SwiftUIBindingError)
    {
        guard let tab else { return }
        try setSelection(tab, of: tabBar)
    }

    /// The model's screen `id` in `navigation`, for the view that draws it; `nil` once the model no
    /// longer has it there (SwiftUI may still draw a leaving screen for a moment).
    public func screen(_ id: ScreenID, in navigation: NavigationID) -> Screen? {
        root.navigation(withID: navigation)?.screen(withID: id)
    }

    // MARK: - Refusals

    /// Runs a write-back; when it is refused, counts a change anyway, so the glue republishes and
    /// SwiftUI, which has already changed its own state, is set back to the model's.
    private func snappingBack(_ write: () throws(SwiftUIBindingError) -> Void) throws(SwiftUIBindingError) {
        do {
            try write()
        } catch {
            didChange()
            throw error
        }
    }

    private func reportingRefusal(_ report: () throws(NavigationError) -> Void) throws(SwiftUIBindingError) {
        do {
            try report()
        } catch {
            throw .modelRefused(error)
        }
    }
}
