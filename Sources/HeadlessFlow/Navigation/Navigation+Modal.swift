// Modal presentation: one navigation presented over another, and its dismissal.

extension Navigation {
    // MARK: - Modal presentation

    /// Presents `navigation` modally over this one, in `style`. It covers this navigation until
    /// dismissed; a renderer reads the style from the
    /// ``NavigationEvent/Change/presented(_:style:)`` event.
    ///
    /// - Throws: ``NavigationError/alreadyPresenting(navigation:presented:)`` if this navigation
    ///   presents one already; ``NavigationError/navigationInUse(navigation:)`` if `navigation` is
    ///   shown elsewhere or is this navigation or one presenting it;
    ///   ``NavigationError/alertShown(navigation:alert:)`` if this navigation, or one holding it in
    ///   a tab bar, shows an alert, or `navigation` (or one it holds) does.
    public func present(
        _ navigation: Navigation, style: PresentationStyle = .sheet, animated: Bool
    ) throws(NavigationError) {
        // Without vetoes, no closure retaining this navigation (see `push`).
        guard Navigation.hasVetoes else {
            return try checkedPresent(navigation, style: style, animated: animated)
        }
        try Navigation.vetoable { () throws(NavigationError) in
            try checkedPresent(navigation, style: style, animated: animated)
        }
    }

    private func checkedPresent(
        _ navigation: Navigation, style: PresentationStyle, animated: Bool
    ) throws(NavigationError) {
        if let presented { throw .alreadyPresenting(navigation: id, presented: presented.id) }
        if let refusal = refusalToPresentUnderAlert() { throw refusal }
        if let showing = navigation.navigationShowingAlert(), let refusal = showing.refusalUnderAlert() {
            throw refusal
        }
        guard navigation.presenting == nil, navigation.containerStorage == nil,
            !navigation.isAncestor(of: self)
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
            navigation.presentationStyleStorage = style
            navigation.isWindowRoot = false
            Navigation.adopt(alreadyVisible, into: root, animated: animated)
            commit(animated: animated, root: root, removed: []) {
                .presented(navigation.content, style: style)
            }
        }
    }

    /// Presents `screen` alone, in a new navigation, over this one: a sheet or cover that needs no
    /// coordinator of its own.
    ///
    /// ```swift
    /// let sheet = try navigation.present(TermsScreen(), style: .sheet.dismissable(false), animated: true)
    /// // ... later, when the user accepts:
    /// try navigation.dismiss(animated: true)
    /// ```
    ///
    /// - Returns: The new navigation holding `screen`, which the user may push onto.
    /// - Throws: the errors of ``present(_:style:animated:)-(Navigation,_,_)`` and of
    ///   ``push(_:animated:)``; nothing changes.
    @discardableResult
    public func present(
        _ screen: Screen, style: PresentationStyle = .sheet, animated: Bool
    ) throws(NavigationError) -> Navigation {
        let modal = Navigation()
        try Navigation.transaction { () throws(NavigationError) in
            try present(modal, style: style, animated: animated)
            try modal.push(screen, animated: false)
        }
        return modal
    }

    /// Dismisses the navigation presented over this one, together with everything it presents.
    ///
    /// The dismissed navigation keeps its stack, so it can be presented again. Coordinators whose
    /// start screens were in it have finished.
    ///
    /// - Throws: ``NavigationError/nothingPresented(navigation:)``.
    public func dismiss(animated: Bool) throws(NavigationError) {
        // Without vetoes, no closure retaining this navigation (see `push`).
        guard Navigation.hasVetoes else { return try dismissModal(animated: animated) }
        try Navigation.vetoable { () throws(NavigationError) in try dismissModal(animated: animated) }
    }

    /// ``dismiss(animated:)`` for the coordinator tree, which dismisses a finishing flow's modal
    /// inside an operation of its own: a veto of the dismissal is left for that operation to throw
    /// (the tree must not go on as if the modal were gone).
    func dismissModal(animated: Bool) throws(NavigationError) {
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
        emit(animated: animated, leaving: .navigation(modal)) {
            .dismissed(modal.id, top: modal.topScreen?.id)
        }
        Navigation.transaction {
            modal.cancelAlertsLeavingWithTree()
            root?.refreshAppearance(animated: animated)
            reconcileCoordinators(afterRemoving: gone, detached: modal)
        }
    }
}
