// Links held behind a gate: resuming and dropping them.

extension Coordinator {
    /// Whether this coordinator holds its tree's pending link (it answered a route with
    /// ``RouteResult/hold``).
    public var holdsPendingLink: Bool { context.isHoldingLink }

    /// Serves the link this coordinator holds, now that its gate is open (for example after login
    /// finished): calls its ``RouteHandling/handle(_:animated:)`` with the held route again and
    /// follows the levels below, as one transaction with the link's cause.
    ///
    /// - Returns: Where it ended; it may be held again.
    /// - Throws: ``DeepLinkError/nothingPending(coordinator:)``, or what following the route
    ///   throws; then nothing has changed and the link is still pending.
    @discardableResult
    public func resumePendingLink(animated: Bool = true) throws(DeepLinkError) -> DeepLinkResult {
        let root = RouteFollower.treeRoot(of: self)
        guard context.isHoldingLink, let link = root.context.pendingLink, link.holder === self else {
            throw .nothingPending(coordinator: coordinatorName)
        }
        let marks = Navigation.journalMarks()
        return try Navigation.withCause(link.cause) { () throws(DeepLinkError) in
            let result = try Navigation.transaction { () throws(DeepLinkError) in
                releasePendingLink(in: root)
                return try RouteFollower.follow(
                    from: self, route: link.route, root: root, animated: animated,
                    onComplete: link.onComplete,
                    handle: link.handle)
            }
            Navigation.noteRoute(link.route, from: self, marks: marks)
            return result
        }
    }

    /// Drops the link this coordinator holds; its `onComplete` receives
    /// ``DeepLinkOutcome/dropped(_:)`` with ``DeepLinkDropReason/cancelled``. Does nothing if it
    /// holds none.
    public func dropPendingLink() {
        dropPendingLink(reason: .cancelled)
    }

    func dropPendingLink(reason: DeepLinkDropReason) {
        guard context.isHoldingLink else { return }
        replacePendingLink(in: RouteFollower.treeRoot(of: self), reason: reason)
    }

    /// Drops the pending link of `root`'s tree, if any, telling its `onComplete` why.
    func replacePendingLink(in root: any Coordinator, reason: DeepLinkDropReason) {
        guard let link = root.context.pendingLink else { return }
        releasePendingLink(in: root)
        if let onComplete = link.onComplete {
            Navigation.afterTransitions { onComplete(.dropped(reason)) }
        }
    }

    /// Clears the pending link from `root` and from its holder.
    private func releasePendingLink(in root: any Coordinator) {
        guard let link = root.context.pendingLink else { return }
        root.context.recordForUndo()
        root.context.pendingLink = nil
        if let holder = link.holder {
            holder.context.recordForUndo()
            holder.context.isHoldingLink = false
        }
    }
}
