// Appearance: lifecycle callbacks as the difference between two visible chains.

extension Navigation {
    /// Appends what is visible from this navigation: a presented navigation covers the whole
    /// screen, including a container whose item presented it (as UIKit presents over the window's
    /// root); otherwise the top screen, and inside it the chains of its visible items.
    func appendVisibleChain(to chain: inout [Screen]) {
        if let presented {
            Navigation.empty(&chain)
            presented.appendVisibleChain(to: &chain)
            return
        }
        guard let top = screens.last else { return }
        chain.append(top)
        top.appendEmbeddedChain(to: &chain)
    }

    /// Asks for the lifecycle callbacks of a change under this root; they are delivered as soon as
    /// no transaction is open and no other delivery is running.
    func refreshAppearance(animated: Bool) {
        let state = Navigation.transactions
        // The common case, a single change with nothing else queued, skips the queue.
        if state.depth == 0 && !state.isDeliveringAppearance && !state.isEmitting
            && state.pendingRoots.isEmpty && !needsAppearanceRefresh
        {
            state.isDeliveringAppearance = true
            deliverAppearance(animated: animated)
            state.isDeliveringAppearance = false
            if !state.pendingRoots.isEmpty || !state.actions.isEmpty { Navigation.settle(state) }
            return
        }
        if !needsAppearanceRefresh {
            needsAppearanceRefresh = true
            state.pendingRoots.append(self)
        }
        pendingAnimated = animated
        Navigation.settle(state)
    }

    /// Recomputes what is visible under this root and delivers the difference now.
    func deliverAppearance(animated: Bool) {
        // Reuse one buffer for the next chain, so a change allocates nothing in the steady state.
        var next = scratchChain
        scratchChain = []
        Navigation.empty(&next)
        appendVisibleChain(to: &next)
        guard !identicalElements(visibleChain, next) else {
            Navigation.empty(&next)
            scratchChain = next
            return
        }
        var old = visibleChain
        visibleChain = next
        Navigation.runningUserCode(Navigation.transactions) {
            Navigation.deliverAppearanceChanges(from: old, to: next, animated: animated)
        }
        Navigation.empty(&old)
        scratchChain = old
    }

    /// Hands the screens a navigation showed as its own root to the tree it joins (presented or put
    /// in a tab bar): under `root` they stay visible rather than appearing a second time; with no
    /// root (the tree is off screen, or the tab is not selected) they disappear once the model has
    /// settled.
    static func adopt(_ alreadyVisible: [Screen], into root: Navigation?, animated: Bool) {
        guard !alreadyVisible.isEmpty else { return }
        if let root {
            root.recordLinks()
            root.visibleChain = root.visibleChain + alreadyVisible
        } else {
            afterTransitions {
                deliverAppearanceChanges(from: alreadyVisible, to: [], animated: animated)
            }
        }
    }

    static func deliverAppearanceChanges(from old: [Screen], to new: [Screen], animated: Bool) {
        let changes = AppearanceDiff(from: old, to: new)
        changes.forEachAppearing { $0.deliverLoadIfNeeded() }
        changes.forEachDisappearing(innermostFirst: true) { $0.deliverWillDisappear(animated: animated) }
        changes.forEachAppearing { $0.deliverWillAppear(animated: animated) }
        changes.forEachDisappearing(innermostFirst: true) { $0.deliverDidDisappear(animated: animated) }
        changes.forEachAppearing { $0.deliverDidAppear(animated: animated) }
    }

    /// Empties `screens` and keeps its buffer. `removeAll(keepingCapacity:)` goes through the
    /// standard library's generic `replaceSubrange`, which cost 6% of a push and pop (five calls);
    /// the chains are a few screens long, and popping them is a plain loop.
    @inline(__always)
    static func empty(_ screens: inout [Screen]) {
        while screens.popLast() != nil {}
    }
}
