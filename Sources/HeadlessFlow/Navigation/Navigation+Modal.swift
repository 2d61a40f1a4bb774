// Modal presentation: one navigation presented over another, and its dismissal.

extension Navigation {
    // MARK: - Modal presentation

    /// Presents `navigation` modally over this one. It covers this navigation until dismissed.
    ///
    /// - Throws: ``NavigationError/alreadyPresenting(navigation:presented:)`` if this navigation
    ///   presents one already; ``NavigationError/navigationInUse(navigation:)`` if `navigation` is
    ///   shown elsewhere or is this navigation or one presenting it.
    public func present(_ navigation: Navigation, animated: Bool) throws(NavigationError) {
        if let presented { throw .alreadyPresenting(navigation: id, presented: presented.id) }
        guard navigation.presenting == nil, navigation.tabBar == nil, !navigation.isAncestor(of: self)
        else { throw .navigationInUse(navigation: navigation.id) }
        // One transaction, so the event goes out before the callbacks: those of screens that were
        // visible on their own and now join a tree that is off screen included.
        Navigation.transaction {
            let root = displayedRoot
            // A navigation that was its own root may have shown screens already; they stay visible
            // inside this tree rather than appearing a second time.
            let alreadyVisible = navigation.visibleChain
            recordLinks()
            navigation.recordLinks()
            navigation.visibleChain = []
            presentedStorage = navigation
            navigation.presentingStorage = self
            navigation.isWindowRoot = false
            Navigation.adopt(alreadyVisible, into: root, animated: animated)
            commit(animated: animated, root: root, removed: []) {
                .presented(navigation.id, screens: navigation.screens.map(\.id))
            }
        }
    }

    /// Dismisses the navigation presented over this one, together with everything it presents.
    ///
    /// The dismissed navigation keeps its stack, so it can be presented again. Coordinators whose
    /// start screens were in it have finished.
    ///
    /// - Throws: ``NavigationError/nothingPresented(navigation:)``.
    public func dismiss(animated: Bool) throws(NavigationError) {
        guard let modal = presented else { throw .nothingPresented(navigation: id) }
        let root = displayedRoot
        var gone: [Screen] = []
        var node: Navigation? = modal
        while let current = node {
            gone.append(contentsOf: current.screens)
            node = current.presented
        }
        recordLinks()
        modal.recordLinks()
        presentedStorage = nil
        modal.presentingStorage = nil
        emit(animated: animated) { .dismissed(modal.id) }
        Navigation.transaction {
            root?.refreshAppearance(animated: animated)
            reconcileCoordinators(afterRemoving: gone, detached: modal)
        }
    }
}
