// MARK: - Reading the tree

extension Coordinator {
    /// The navigation this coordinator's screens are pushed onto.
    public var navigation: Navigation { context.navigation }

    /// The first screen this coordinator moved to, while it is in the navigation;
    /// ``back(animated:)`` never pops below it.
    public var startScreen: Screen? { context.startScreen }

    /// The last screen this coordinator moved to, or the navigation's top screen when it started
    /// its current child. When the child finishes, this screen is visible again.
    /// If that screen has left the navigation (the user went back past it), the navigation's top
    /// screen.
    public var topScreen: Screen? {
        let context = context
        guard context.topScreenID != nil else { return nil }
        return context.recordedTopScreen ?? context.navigation.topScreen
    }

    /// The coordinator that started this one; held weakly.
    public var parent: (any Coordinator)? { context.parent }

    /// The running child; held strongly, and at most one.
    public var child: (any Coordinator)? { context.child }

    /// Whether a parent started this coordinator and it has not finished.
    public var isRunning: Bool { context.state == .running }

    /// Whether this coordinator has finished (it may be started again).
    public var isFinished: Bool { context.state == .finished }
}

// MARK: - Moving within the flow

extension Coordinator {
    /// Pushes `screen`. The first screen a coordinator moves to becomes its ``startScreen``; every
    /// screen moved to becomes its ``topScreen``.
    ///
    /// A coordinator pushes only onto a navigation the user sees: while its navigation presents
    /// another, the push is refused (dismiss it first, or push within the presented navigation,
    /// which ``Navigation/present(_:style:animated:)-(Screen,_,_)`` returns).
    ///
    /// - Throws: ``NavigationError/coordinatorNotRunning(coordinator:)`` after the coordinator has
    ///   finished; ``NavigationError/childIsRunning(coordinator:child:)`` while a child runs on the
    ///   same navigation; ``NavigationError/coveredByPresentation(navigation:presented:top:)``
    ///   while the navigation presents another; or the errors of ``Navigation/push(_:animated:)``.
    ///   Nothing changes.
    public func move(to screen: Screen, animated: Bool) throws(NavigationError) {
        // Without vetoes, no closure: one passed to `vetoable` retains this coordinator, whose
        // weak-reference side table sends that retain and its release down the slow path (as in
        // `Navigation.push`).
        guard Navigation.hasVetoes else { return try checkedMove(to: screen, animated: animated) }
        try Navigation.vetoable { () throws(NavigationError) in
            try checkedMove(to: screen, animated: animated)
        }
    }

    private func checkedMove(to screen: Screen, animated: Bool) throws(NavigationError) {
        let context = context
        try checkCanNavigate(context)
        try context.navigation.checkNotCovered()
        if let other = screen.navigation {
            throw .screenAlreadyShown(screen: screen.description, navigation: other.id)
        }
        try context.navigation.checkNoCycle(screen)
        // Ownership is in place before the push so a lifecycle callback already sees the flow.
        context.recordForUndo()
        if context.startScreenID == nil { context.startScreenID = screen.id }
        context.topScreenID = screen.id
        screen.owner = self
        context.navigation.appendScreen(screen, animated: animated)
    }

    /// Whether ``back(animated:)`` would succeed.
    public var canGoBack: Bool {
        (try? checkCanGoBack()) != nil
    }

    /// Pops one screen, never below the ``startScreen``.
    ///
    /// - Returns: This coordinator, for chaining as with ``backToStart(animated:)``.
    /// - Throws: ``NavigationError/alreadyAtStartScreen(coordinator:)`` at the start screen,
    ///   ``NavigationError/noStartScreen(coordinator:)`` before the first move.
    @discardableResult
    public func back(animated: Bool) throws(NavigationError) -> Self {
        try checkCanGoBack()
        try navigation.pop(animated: animated)
        context.recordForUndo()
        context.topScreenID = navigation.topScreen?.id
        return self
    }

    /// Pops back to the ``topScreen``: the last screen moved to, or where the running child started.
    ///
    /// A child running on the same navigation finishes first, in the same transition, as
    /// ``backToStart(animated:)`` describes: backing to the top while a child runs ends the child's
    /// flow.
    ///
    /// - Returns: This coordinator, for chaining as with ``backToStart(animated:)``.
    /// - Throws: ``NavigationError/noStartScreen(coordinator:)`` before the first move, or
    ///   ``NavigationError/screenNotInStack(screen:navigation:)`` if the top screen was removed;
    ///   a refused pop (a veto) changes nothing, the child still running.
    @discardableResult
    public func backToTop(animated: Bool) throws(NavigationError) -> Self {
        let context = context
        try checkCanNavigate(context, finishingPushedChild: true)
        guard let id = context.topScreenID else { throw .noStartScreen(coordinator: coordinatorName) }
        guard let top = context.recordedTopScreen else {
            throw .screenNotInStack(screen: id.description, navigation: navigation.id)
        }
        try goBack(to: top, dismissing: false, animated: animated)
        return self
    }

    /// Pops back to the ``startScreen``, which becomes the ``topScreen``, and dismisses what the
    /// coordinator's navigation presents, in the same transition: going back to the start leaves
    /// nothing of the flow above it, a sheet included (its coordinator, if any, finishes).
    ///
    /// A child running on the same navigation (``start(child:animated:onFinish:)-(Child,_,_)``)
    /// finishes too, depth first: its own children before it, each with
    /// ``CancellationReason/parentFinished``, then the child, whose `onFinish` receives
    /// ``CancellationReason/removed(by:)`` with the current cause, as when code pops past it. It
    /// is one transition: what the dismissal and the pops take away arrives as one
    /// ``NavigationEvent/Change/dismissed(_:top:)`` and one ``NavigationEvent/Change/popped(_:)``,
    /// and the `onFinish` closures run once the model has settled.
    ///
    /// It returns the coordinator, so a chain reads as in Stinsen:
    /// `try menu.focusFirst(ItemsCoordinator.self).backToStart(animated: true).route(to: .detail(id: 3))`.
    ///
    /// - Throws: ``NavigationError/noStartScreen(coordinator:)`` before the first move; a refused
    ///   dismissal or pop (a veto) changes nothing: the children still run, and no `onFinish` is
    ///   called.
    @discardableResult
    public func backToStart(animated: Bool) throws(NavigationError) -> Self {
        let context = context
        try checkCanNavigate(context, finishingPushedChild: true)
        guard let start = context.startScreen else { throw .noStartScreen(coordinator: coordinatorName) }
        try goBack(to: start, dismissing: true, animated: animated)
        return self
    }

    /// Goes back to `screen` of this coordinator's flow in one atomic transition: dismisses what
    /// the navigation presents (when `dismissing`), finishes a child running on the same
    /// navigation, then pops to `screen`, which becomes the ``topScreen``. A veto of any of these
    /// changes, the child's pops included, refuses them all.
    private func goBack(to screen: Screen, dismissing: Bool, animated: Bool) throws(NavigationError) {
        let context = context
        let navigation = context.navigation
        try Navigation.vetoable { () throws(NavigationError) in
            try Navigation.transaction { () throws(NavigationError) in
                // What is presented goes first: it is on top, and a pop under it would not be one
                // with the child's pops.
                if dismissing && navigation.presented != nil { try navigation.dismiss(animated: animated) }
                if let child = context.child, child.context.navigation === navigation {
                    child.finishTree(.cancelled(.removed(by: Navigation.currentCause)), animated: animated)
                }
                try navigation.pop(to: screen, animated: animated)
                context.recordForUndo()
                context.topScreenID = screen.id
            }
        }
    }

    /// Replaces this coordinator's screens (its ``startScreen`` and every screen above it) with
    /// `screens`, in one change: the first becomes the start screen, the last the ``topScreen``,
    /// and the coordinator keeps running, as FunctionalNavigationFlowKit's "replace the root" and
    /// UIKit's `setViewControllers` do for a whole stack. Screens below the start screen (a
    /// parent's) stay.
    ///
    /// ```swift
    /// // Onboarding is done: its last page becomes the flow's only screen.
    /// try onboarding.replaceScreens(with: [welcomeBack], animated: true)
    /// ```
    ///
    /// A screen that is kept (listed again) stays where it is; the others are removed without
    /// finishing the coordinator. The change is announced as one
    /// ``NavigationEvent/Change/replaced(old:new:)``.
    ///
    /// - Throws: ``NavigationError/noStartScreen(coordinator:)`` before the first move,
    ///   ``NavigationError/emptyReplacement(navigation:)`` for no screens,
    ///   ``NavigationError/startScreenIsFixed(coordinator:screen:)`` when a ``TabBarCoordinator``'s
    ///   list does not start with its tab bar, the errors of
    ///   ``move(to:animated:)`` for a finished coordinator or a running child on the same
    ///   navigation, and those of ``Navigation/setScreens(_:animated:)``; nothing changes.
    public func replaceScreens(with screens: [Screen], animated: Bool) throws(NavigationError) {
        let context = context
        try checkCanNavigate(context)
        let navigation = context.navigation
        guard let start = context.startScreen,
            let startIndex = navigation.screens.firstIndex(where: { $0 === start })
        else { throw .noStartScreen(coordinator: coordinatorName) }
        guard let first = screens.first, let last = screens.last else {
            throw .emptyReplacement(navigation: navigation.id)
        }
        if let owner = self as? any ContainerCoordinator, first !== owner.container {
            throw .startScreenIsFixed(coordinator: coordinatorName, screen: owner.container.description)
        }
        let below = navigation.screens[..<startIndex]
        try Navigation.transaction { () throws(NavigationError) in
            // The new start and top are in place before the old screens leave, so the tree does not
            // take their removal for the end of this flow.
            context.recordForUndo()
            context.startScreenID = first.id
            context.topScreenID = last.id
            try navigation.setScreens(Array(below) + screens, animated: animated)
            // After the checks, so a refused screen keeps its owner; callbacks wait for the end of
            // the transaction, so they see the flow complete.
            for screen in screens { screen.owner = self }
        }
    }

    func checkCanNavigate() throws(NavigationError) {
        try checkCanNavigate(context)
    }

    /// - Parameter finishingPushedChild: Whether the operation finishes a child running on the same
    ///   navigation (going back), rather than being refused while it runs.
    func checkCanNavigate(_ context: CoordinatorContext, finishingPushedChild: Bool = false)
        throws(NavigationError)
    {
        switch context.state {
        case .finished, .finishing: throw .coordinatorNotRunning(coordinator: coordinatorName)
        case .root, .running: break
        }
        if !finishingPushedChild, let child = context.child, child.context.navigation === context.navigation {
            throw .childIsRunning(coordinator: coordinatorName, child: child.coordinatorName)
        }
    }

    private func checkCanGoBack() throws(NavigationError) {
        try checkCanNavigate()
        guard let start = context.startScreen else {
            throw .noStartScreen(coordinator: coordinatorName)
        }
        guard navigation.topScreen !== start else {
            throw .alreadyAtStartScreen(coordinator: coordinatorName)
        }
    }

    /// The name errors use: the type and where it stands.
    var coordinatorName: String {
        "\(type(of: self))"
    }
}

extension Navigation {
    /// Refuses a coordinator's push while this navigation presents another, which would cover the
    /// pushed screen.
    func checkNotCovered() throws(NavigationError) {
        guard let presented = presentedStorage else { return }
        throw .coveredByPresentation(
            navigation: id, presented: presented.id, top: presented.topScreen?.description)
    }
}
