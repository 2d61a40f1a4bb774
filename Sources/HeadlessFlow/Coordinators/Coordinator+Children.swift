// MARK: - Child flows

extension Coordinator {
    /// Starts `child` on this coordinator's navigation and makes it the one running child.
    ///
    /// The navigation's top screen is recorded as this coordinator's ``topScreen``; when the child
    /// finishes, every screen above it is popped. A child already running is finished first,
    /// depth first (its own child before it), with ``CancellationReason/replaced``.
    ///
    /// It is atomic: if the child's ``start(animated:)`` throws, the error is rethrown and nothing
    /// has changed. A child it was to replace still runs, nothing was announced, no lifecycle
    /// callback ran and no `onFinish` was called. It is one visible transition: the child's start
    /// is a ``Navigation/transaction(_:)``, so only the screen it ends on appears, animated once.
    ///
    /// - Parameters:
    ///   - child: A coordinator using this coordinator's ``navigation``.
    ///   - animated: Whether the child's first screens should animate in.
    ///   - onFinish: Called once when the child's flow ends, with its output or why it had none.
    ///     `intent { coordinator, outcome in ... }` hands it this coordinator without a
    ///     `[weak self]`, and reports what it throws (``report(_:)``).
    /// While the navigation presents another (one that replacing the running child does not
    /// dismiss), the start is refused: the child's screens would go underneath, where the user
    /// cannot see them.
    ///
    /// - Throws: ``NavigationError/childNavigationMismatch(child:expected:actual:)``,
    ///   ``NavigationError/coordinatorAlreadyRunning(coordinator:)``,
    ///   ``NavigationError/coordinatorNotRunning(coordinator:)``,
    ///   ``NavigationError/coveredByPresentation(navigation:presented:top:)``, or what
    ///   `child.start` throws.
    public func start<Child: Coordinator>(
        child: Child,
        animated: Bool,
        onFinish: ((ChildOutcome<Child.Output>) -> Void)? = nil
    ) throws {
        guard child.context.navigation === context.navigation else {
            throw NavigationError.childNavigationMismatch(
                child: child.coordinatorName, expected: context.navigation.id,
                actual: child.context.navigation.id)
        }
        try launch(child, as: .pushed, animated: animated, onFinish: onFinish)
    }

    /// Presents `child`'s navigation modally over this coordinator's navigation and starts it as
    /// the one running child. Finishing the child dismisses the modal; the user dismissing the
    /// modal finishes the child.
    ///
    /// Like ``start(child:animated:onFinish:)-(Child,_,_)`` it is atomic and one visible transition: the modal
    /// arrives as one ``NavigationEvent/Change/presented(_:style:)`` listing the screens the
    /// child's start moved to.
    ///
    /// - Parameters:
    ///   - child: A coordinator with a navigation of its own that is not shown anywhere.
    ///   - style: How the child's navigation is presented; a sheet the user may swipe down by
    ///     default. When the user dismisses it, the child finishes.
    ///   - animated: Whether the presentation should animate.
    ///   - onFinish: Called once when the child's flow ends, with its output or why it had none.
    ///     `intent { coordinator, outcome in ... }` hands it this coordinator without a
    ///     `[weak self]`, and reports what it throws (``report(_:)``).
    /// - Throws: ``NavigationError/navigationInUse(navigation:)``,
    ///   ``NavigationError/alreadyPresenting(navigation:presented:)``,
    ///   ``NavigationError/coordinatorAlreadyRunning(coordinator:)``, or what `child.start` throws.
    public func present<Child: Coordinator>(
        child: Child,
        style: PresentationStyle = .sheet,
        animated: Bool,
        onFinish: ((ChildOutcome<Child.Output>) -> Void)? = nil
    ) throws {
        let modal = child.context.navigation
        guard modal !== context.navigation, modal.presenting == nil, modal.container == nil,
            !modal.isAncestor(of: context.navigation)
        else { throw NavigationError.navigationInUse(navigation: modal.id) }
        if let presented = context.navigation.presented, presented !== context.child?.context.navigation {
            throw NavigationError.alreadyPresenting(
                navigation: context.navigation.id, presented: presented.id)
        }
        try launch(child, as: .presented, animated: animated, onFinish: onFinish) {
            () throws(NavigationError) in
            try context.navigation.present(modal, style: style, animated: animated)
        }
    }

    /// Starts this coordinator as the root of a tree: calls ``start(animated:)`` inside a
    /// ``Navigation/transaction(_:)``, so it is one visible transition (only the screen it ends on
    /// loads and appears) and atomic (if it throws, nothing has changed).
    ///
    /// Call this, rather than ``start(animated:)`` itself, for the coordinator at the root of your
    /// app or of a test; children are started by their parent with
    /// ``start(child:animated:onFinish:)-(Child,_,_)``, ``present(child:style:animated:onFinish:)-(Child,_,_,_)`` or
    /// ``ContainerCoordinator/addItem(_:coordinator:)``.
    ///
    /// - Throws: ``NavigationError/coordinatorAlreadyRunning(coordinator:)`` if a parent started
    ///   this coordinator, ``NavigationError/coordinatorNotRunning(coordinator:)`` if it has
    ///   finished, or what ``start(animated:)`` throws.
    public func startAsRoot(animated: Bool) throws {
        switch context.state {
        case .root: break
        case .running: throw NavigationError.coordinatorAlreadyRunning(coordinator: coordinatorName)
        case .finishing, .finished:
            throw NavigationError.coordinatorNotRunning(coordinator: coordinatorName)
        }
        try Navigation.transaction { () throws in try start(animated: animated) }
    }

    /// Whether ``finish(animated:)`` would succeed: a parent started this coordinator, it is
    /// still running, and it is not the item of a ``TabBarCoordinator`` that keeps its tabs (see
    /// ``ContainerCoordinator/allowsItemsToFinish``).
    public var canFinish: Bool {
        context.state == .running && context.parent != nil && !isTabItemKeptByItsBar
    }

    /// Whether this is an item of a ``TabBarCoordinator`` that does not let its items finish.
    private var isTabItemKeptByItsBar: Bool {
        guard context.presentation == .tabItem, let bar = context.parent as? any ContainerCoordinator else {
            return false
        }
        return !bar.allowsItemsToFinish
    }

    /// Ends this coordinator's flow: its running child finishes first, everything it pushed is
    /// popped (or its modal dismissed, or its tab removed), and its parent is told.
    ///
    /// The parent's `onFinish` receives ``ChildOutcome/finished(_:)`` when `Output` is `Void`, and
    /// ``CancellationReason/finishedWithoutOutput`` otherwise; use ``finish(with:animated:)`` to
    /// hand an output back.
    ///
    /// - Throws: ``NavigationError/cannotFinishRoot(coordinator:)`` for a root coordinator,
    ///   ``NavigationError/coordinatorNotRunning(coordinator:)`` for a finished one,
    ///   ``NavigationError/tabItemCannotFinish(coordinator:tabBar:)`` for a tab's item whose bar
    ///   keeps its tabs.
    public func finish(animated: Bool) throws(NavigationError) {
        // Without vetoes, no closure retaining this coordinator (see `move(to:animated:)`).
        guard Navigation.hasVetoes else { return try checkedFinish(animated: animated) }
        try Navigation.vetoable { () throws(NavigationError) in try checkedFinish(animated: animated) }
    }

    private func checkedFinish(animated: Bool) throws(NavigationError) {
        try checkCanFinish()
        // A metadata comparison, not a dynamic cast: this runs on every finish.
        if Output.self == Void.self {
            finishTree(.finished(()), animated: animated)
        } else {
            finishTree(.cancelled(.finishedWithoutOutput), animated: animated)
        }
    }

    /// Ends this coordinator's flow like ``finish(animated:)``, handing `output` to the parent's
    /// `onFinish`.
    ///
    /// - Throws: as ``finish(animated:)``.
    public func finish(with output: Output, animated: Bool) throws(NavigationError) {
        // Without vetoes, no closure retaining this coordinator (see `move(to:animated:)`).
        guard Navigation.hasVetoes else {
            try checkCanFinish()
            return finishTree(.finished(output), animated: animated)
        }
        try Navigation.vetoable { () throws(NavigationError) in
            try checkCanFinish()
            finishTree(.finished(output), animated: animated)
        }
    }

    /// Replaces what is called when `child` finishes: how a parent wires a child's `onFinish`
    /// again after a ``RestorationRegistry`` rebuilt the tree (a closure cannot be saved), or
    /// changes its mind while the child runs. `nil` removes it.
    ///
    /// - Throws: ``NavigationError/notAChild(coordinator:child:)`` if `child` is not this
    ///   coordinator's running child or tab item.
    public func setOnFinish<Child: Coordinator>(
        of child: Child,
        _ onFinish: ((ChildOutcome<Child.Output>) -> Void)?
    ) throws(NavigationError) {
        let childContext = child.context
        guard childContext.parent === self, childContext.state == .running else {
            throw .notAChild(coordinator: coordinatorName, child: child.coordinatorName)
        }
        childContext.recordForUndo()
        if let onFinish {
            childContext.completion = erasedCompletion(of: Child.self, onFinish)
        } else {
            childContext.completion = nil
        }
    }

    private func checkCanFinish() throws(NavigationError) {
        switch context.state {
        case .running where context.parent != nil:
            if isTabItemKeptByItsBar, let bar = context.parent {
                throw .tabItemCannotFinish(coordinator: coordinatorName, tabBar: bar.coordinatorName)
            }
            return
        case .finished, .finishing, .running:
            throw .coordinatorNotRunning(coordinator: coordinatorName)
        case .root:
            throw .cannotFinishRoot(coordinator: coordinatorName)
        }
    }
}

// MARK: - Tree mechanics

extension Coordinator {
    /// Links `child` below this coordinator, attaches its navigation (`attach`: presents it or adds
    /// its tab) and starts it, all in one transaction that a throw rolls back completely.
    ///
    /// Only the screen the child ends on appears, and a replaced child's parent hears of it once the
    /// new child runs, so a callback can never find two children.
    func launch<Child: Coordinator>(
        _ child: Child,
        as presentation: CoordinatorContext.Presentation,
        animated: Bool,
        onFinish: ((ChildOutcome<Child.Output>) -> Void)?,
        attach: () throws(NavigationError) -> Void = {}
    ) throws {
        // Contexts are read once into locals: each read is a protocol-witness call and a retain.
        let context = context
        let childContext = child.context
        try checkCanLaunch(child, context: context, childContext: childContext)
        // A veto of a change the launch proposes refuses it whole, the pop of a child it replaces
        // included (that pop is the coordinator tree's, which leaves the veto to the operation).
        let vetoScope = Navigation.hasVetoes ? Navigation.openVetoScope() : nil
        defer { if let vetoScope { Navigation.closeVetoScope(vetoScope) } }
        try Navigation.transaction { () throws in
            // Item coordinators run beside the one child; any other launch replaces it.
            if presentation != .tabItem, let running = context.child {
                running.finishTree(.cancelled(.replaced), animated: false)
            }
            context.recordForUndo()
            childContext.recordForUndo()
            context.topScreenID = context.navigation.topScreen?.id
            childContext.startScreenID = nil
            childContext.topScreenID = nil
            childContext.parent = self
            childContext.stateStorage = .running
            childContext.presentation = presentation
            // `if let`, not `Optional.map`: mapping looks up the generic closure's type metadata
            // at run time on every launch, even when there is no `onFinish`.
            if let onFinish {
                childContext.completion = erasedCompletion(of: Child.self, onFinish)
            } else {
                childContext.completion = nil
            }
            if presentation == .tabItem {
                context.items.append(child)
            } else {
                context.child = child
            }
            if presentation != .pushed {
                childContext.navigation.recordLinks()
                childContext.navigation.flowOwner = child
            } else {
                // Checked once a running child it replaces has finished, which may have dismissed
                // what covered the navigation. Not in a closure: one capturing the navigation
                // would retain it, down the slow path its weak-reference side table takes.
                try context.navigation.checkNotCovered()
            }
            try attach()
            try child.start(animated: animated)
            if vetoScope != nil { try Navigation.throwPendingVeto() }
        }
    }

    func checkCanLaunch(
        _ child: some Coordinator,
        context: CoordinatorContext,
        childContext: CoordinatorContext
    ) throws(NavigationError) {
        switch context.state {
        case .finished, .finishing: throw .coordinatorNotRunning(coordinator: coordinatorName)
        case .root, .running: break
        }
        if child === self { throw .coordinatorAlreadyRunning(coordinator: child.coordinatorName) }
        switch childContext.state {
        case .running, .finishing: throw .coordinatorAlreadyRunning(coordinator: child.coordinatorName)
        case .root, .finished: break
        }
        if childContext.parent != nil {
            throw .coordinatorAlreadyRunning(coordinator: child.coordinatorName)
        }
        // Only a coordinator that runs children of its own can be an ancestor of this one (a
        // finished one has none). Launching a leaf, the common case, so costs the same at any
        // depth; only then is the chain of ancestors walked.
        guard childContext.child != nil || !childContext.items.isEmpty else { return }
        var ancestor = context.parent
        while let current = ancestor {
            if current === child { throw .coordinatorAlreadyRunning(coordinator: child.coordinatorName) }
            ancestor = current.context.parent
        }
    }

    /// Finishes this coordinator's subtree depth first, restores what its parent showed, and tells
    /// the parent. Safe to call in any state; only a running coordinator does anything.
    func finishTree(_ outcome: ErasedOutcome, animated: Bool, notifiesParent: Bool = true) {
        let context = context
        guard context.state == .running else { return }
        // Tearing down a subtree is one step for the user: one transition to the parent's screen.
        // The parent hears of it afterwards, when that screen has appeared again.
        let (parent, completion) = Navigation.transaction {
            finishDescendants(of: context)
            return finishSubtree(context, animated: animated)
        }
        guard notifiesParent, parent != nil || completion != nil else { return }
        // After the model has settled: the parent's screen has appeared again, and the parent
        // finds a consistent tree whatever it does next.
        Navigation.afterTransitions {
            completion?(outcome)
            parent?.childFinished(self)
        }
    }

    /// Finishes every descendant, innermost first, each with ``CancellationReason/parentFinished``
    /// and without animation (only the outermost change is worth animating). A loop rather than
    /// recursion, so a tree of any depth finishes without exhausting the stack; the order is the
    /// depth-first one: a child's subtree, then the tab items from the last.
    private func finishDescendants(of context: CoordinatorContext) {
        guard context.child != nil || !context.items.isEmpty else { return }
        var pending: [(coordinator: any Coordinator, isExpanded: Bool)] = []
        func pushChildren(of context: CoordinatorContext) {
            // Pushed in reverse of the order they finish in.
            for item in context.items { pending.append((item, false)) }
            if let child = context.child { pending.append((child, false)) }
        }
        pushChildren(of: context)
        while let (coordinator, isExpanded) = pending.popLast() {
            if isExpanded {
                coordinator.finishTree(.cancelled(.parentFinished), animated: false)
            } else {
                pending.append((coordinator, true))
                pushChildren(of: coordinator.context)
            }
        }
    }

    /// Tears the subtree down and unlinks it; returns whom to tell.
    private func finishSubtree(
        _ context: CoordinatorContext,
        animated: Bool
    ) -> (parent: (any Coordinator)?, completion: ((ErasedOutcome) -> Void)?) {
        context.recordForUndo()
        context.stateStorage = .finishing
        if context.isHoldingLink { dropPendingLink(reason: .holderFinished) }
        let parent = context.parent
        if let parent {
            let parentContext = parent.context
            parentContext.recordForUndo()
            if parentContext.child === self {
                parentContext.child = nil
            } else {
                let items = parentContext.items
                for index in items.indices where items[index] === self {
                    parentContext.items.remove(at: index)
                    break
                }
            }
            restoreParent(parentContext, context: context, animated: animated)
        }
        context.parent = nil
        context.startScreenID = nil
        context.topScreenID = nil
        if context.navigation.flowOwner === self {
            context.navigation.recordLinks()
            context.navigation.flowOwner = nil
        }
        context.stateStorage = .finished
        let completion = context.completion
        context.completion = nil
        return (parent, completion)
    }

    /// Puts back what `parent` showed before this coordinator started. Each step checks the model
    /// first, because a user change may already have done it.
    private func restoreParent(
        _ parentContext: CoordinatorContext,
        context: CoordinatorContext,
        animated: Bool
    ) {
        let navigation = context.navigation
        switch context.presentation {
        case .root:
            break
        case .pushed:
            // Everything above the parent's top is this finishing flow's (the parent cannot move
            // while its child runs here), so the tree needs no reconciling for these screens.
            if let top = parentContext.topScreenID, let index = navigation.lastIndex(ofScreenWithID: top) {
                _ = navigation.removeScreens(above: index, animated: animated, reconciles: false)
            } else if let start = context.startScreenID,
                let index = navigation.lastIndex(ofScreenWithID: start)
            {
                // The parent showed nothing here when the child started (or that screen is gone):
                // everything from the child's start screen up is the child's.
                _ = navigation.removeScreens(above: index - 1, animated: animated, reconciles: false)
            }
        case .presented:
            let presenter = parentContext.navigation
            if presenter.presented === navigation {
                try? presenter.dismissModal(animated: animated)
            }
        case .tabItem:
            if let container = navigation.container, let index = container.index(of: navigation) {
                _ = try? container.removeItemNow(at: index, animated: animated)
            }
        }
    }
}

/// A child's typed `onFinish` as the context stores it.
private func erasedCompletion<Child: Coordinator>(
    of type: Child.Type,
    _ onFinish: @escaping (ChildOutcome<Child.Output>) -> Void
) -> (ErasedOutcome) -> Void {
    { outcome in
        switch outcome {
        case .finished(let output as Child.Output): onFinish(.finished(output))
        case .finished: onFinish(.cancelled(.finishedWithoutOutput))
        case .cancelled(let reason): onFinish(.cancelled(reason))
        }
    }
}

/// Lets the coordinator tree follow the model after screens left it, whatever the cause: a
/// running coordinator whose start screen is gone, or whose modal or tab navigation is gone, has
/// finished; any coordinator whose top screen is gone now tracks its navigation's top.
@MainActor
func reconcileCoordinators(afterRemoving screens: [Screen], detached navigation: Navigation?) {
    let reason = CancellationReason.removed(by: Navigation.currentCause)
    if let owner = navigation?.flowOwner {
        owner.finishTree(.cancelled(reason), animated: false)
    }
    // Bottom first, so an outer flow finishes (taking its children with it) before an inner one.
    for screen in screens {
        guard let owner = screen.owner else { continue }
        let context = owner.context
        context.recordForUndo()
        if context.startScreenID == screen.id {
            if context.state == .running {
                owner.finishTree(.cancelled(reason), animated: false)
            } else if context.state == .root {
                context.startScreenID = nil
            }
        }
        if context.topScreenID == screen.id {
            context.topScreenID = context.navigation.topScreen?.id
        }
    }
}
