/// The headless `UINavigationController`: a stack of screens that can present further navigations
/// modally, and that announces every change as a ``NavigationEvent``.
///
/// A navigation owns the whole visible state a renderer draws: the stack, the modal it presents
/// (which has a stack of its own and can present further), and through a ``TabBar`` the tabs'
/// navigations. It delivers the screens' lifecycle callbacks in UIKit's order and keeps the
/// coordinators that moved to its screens in step with it, whatever the cause of a change.
///
/// ```swift
/// let navigation = Navigation()
/// let token = navigation.observeEvents { event in print(event) }
/// try navigation.push(Screen(title: "Home"), animated: false)
/// try navigation.push(Screen(title: "Details"), animated: true)
/// try navigation.pop(animated: true)
/// ```
///
/// Operations that would break the model (popping the root, pushing a screen that is already shown,
/// dismissing when nothing is presented) throw a ``NavigationError`` and change nothing. Each has a
/// query that says whether it is allowed, such as ``canPop``.
///
/// A renderer reports what the user did on their own, a back swipe or a dismissed sheet, with
/// ``userDidGoBack(animated:)``, ``userDidPop(to:animated:)`` and ``userDidDismiss(animated:)``;
/// the model follows, and so does every coordinator whose start screen was removed.
@MainActor
public final class Navigation {
    /// This navigation's identity, used by ``NavigationEvent``.
    public let id: NavigationID

    // Stored state is internal and exposed through read-only accessors: with no public stored
    // property, whole-module optimization can drop the dynamic exclusivity checks that otherwise
    // dominated the cost of a push.

    /// The stack, root first.
    public var screens: [Screen] { stack }

    /// The navigation presented modally over this one, if any.
    public var presented: Navigation? { presentedStorage }

    /// The navigation that presents this one, if it is presented.
    public var presenting: Navigation? { presentingStorage }

    /// The tab bar that holds this navigation as one of its tabs, if any.
    public var tabBar: TabBar? { tabBarStorage }

    private var stack: [Screen] = []
    private var presentedStorage: Navigation?
    private weak var presentingStorage: Navigation? {
        didSet { isAttached = presentingStorage != nil || tabBarStorage != nil }
    }
    weak var tabBarStorage: TabBar? {
        didSet { isAttached = presentingStorage != nil || tabBarStorage != nil }
    }

    /// Whether this navigation is presented or in a tab bar. A plain flag, so the common case (a
    /// root navigation) answers "who holds me" without loading weak references.
    private var isAttached = false

    /// The coordinator whose flow this navigation was handed to as a modal or a tab; it finishes
    /// when the navigation is dismissed or its tab removed, even before it moved to a screen.
    weak var flowOwner: (any Coordinator)?

    /// Whether this navigation is the root of what is on screen when nothing holds it. True for a
    /// new navigation; false for good once it has been presented or put in a tab bar, so one that
    /// is dismissed, removed, or whose holder is deallocated never counts as a window of its own.
    var isWindowRoot = true

    /// On the navigation at the root of a displayed tree: the screens that are visible now, outermost
    /// first. Lifecycle callbacks are the difference between this and the next visible chain.
    var visibleChain: [Screen] = []

    /// A spare buffer for computing the next visible chain.
    private var scratchChain: [Screen] = []

    let observers = ObserverList<NavigationEvent>()

    /// Creates an empty navigation. A navigation that is not presented and not in a tab bar is the
    /// root of what is on screen.
    public init() {
        id = NavigationID.next()
    }

    // MARK: - Reading the model

    /// The screen on top of this navigation's stack.
    public var topScreen: Screen? { screens.last }

    /// The root screen of this navigation's stack.
    public var rootScreen: Screen? { screens.first }

    /// What the user sees, outermost first: the top screen of the innermost presented navigation
    /// and, when that screen is a ``TabBar``, its selected tab's visible screens after it. A modal
    /// covers everything below it, a tab bar whose tab presented it included. This is the chain
    /// lifecycle callbacks follow, so a renderer that draws it agrees with them.
    public var visibleScreens: [Screen] {
        var chain: [Screen] = []
        appendVisibleChain(to: &chain)
        return chain
    }

    /// The screen the user sees and interacts with: the last of ``visibleScreens``.
    public var visibleScreen: Screen? { visibleScreens.last }

    /// Whether ``pop(animated:)`` would succeed: the stack has more than its root.
    public var canPop: Bool { screens.count > 1 }

    /// Whether ``dismiss(animated:)`` would succeed: this navigation presents another.
    public var canDismiss: Bool { presented != nil }

    /// The screen with `id` in this navigation's stack, if any: how a renderer finds the screen a
    /// ``NavigationEvent`` names.
    public func screen(withID id: ScreenID) -> Screen? {
        // From the top: coordinators mostly look for their latest screens.
        var index = stack.count - 1
        while index >= 0 {
            if stack[index].id == id { return stack[index] }
            index -= 1
        }
        return nil
    }

    /// Whether `screen` is in this navigation's stack.
    public func contains(_ screen: Screen) -> Bool {
        containsIdentical(screens, screen)
    }

    // MARK: - Stack operations

    /// Pushes `screen` onto the stack.
    ///
    /// - Throws: ``NavigationError/screenAlreadyShown(screen:navigation:)`` if `screen` is in a
    ///   navigation already.
    public func push(_ screen: Screen, animated: Bool) throws(NavigationError) {
        if let other = screen.navigation {
            throw .screenAlreadyShown(screen: screen.description, navigation: other.id)
        }
        try checkNoCycle(screen)
        appendScreen(screen, animated: animated)
    }

    /// Pushes a screen already known to be in no navigation.
    func appendScreen(_ screen: Screen, animated: Bool) {
        let root = displayedRoot
        var newStack = takeStack()
        newStack.append(screen)
        stack = newStack
        screen.navigationStorage = self
        commit(animated: animated, root: root, removed: []) { .pushed(screen.id) }
    }

    /// Pops the top screen.
    ///
    /// - Returns: The popped screen.
    /// - Throws: ``NavigationError/cannotPopRoot(navigation:root:)`` when only the root is left,
    ///   ``NavigationError/emptyStack(navigation:)`` when there is nothing at all.
    @discardableResult
    public func pop(animated: Bool) throws(NavigationError) -> Screen {
        guard let top = screens.last else { throw .emptyStack(navigation: id) }
        guard screens.count > 1 else {
            throw .cannotPopRoot(navigation: id, root: top.description)
        }
        return try pop(to: stack[stack.count - 2], animated: animated)[0]
    }

    /// Pops every screen above `screen`, which stays on top.
    ///
    /// - Returns: The popped screens, bottom to top; empty if `screen` is already on top.
    /// - Throws: ``NavigationError/screenNotInStack(screen:navigation:)``.
    @discardableResult
    public func pop(to screen: Screen, animated: Bool) throws(NavigationError) -> [Screen] {
        guard let index = lastIndexIdentical(screens, screen) else {
            throw .screenNotInStack(screen: screen.description, navigation: id)
        }
        return removeScreens(above: index, animated: animated)
    }

    /// Pops every screen above the root.
    ///
    /// - Returns: The popped screens, bottom to top.
    /// - Throws: ``NavigationError/emptyStack(navigation:)`` when there is no root.
    @discardableResult
    public func popToRoot(animated: Bool) throws(NavigationError) -> [Screen] {
        guard !screens.isEmpty else { throw .emptyStack(navigation: id) }
        return removeScreens(above: 0, animated: animated)
    }

    /// Replaces the whole stack with `newScreens`, root first. Screens already in this stack may be
    /// kept; screens no longer listed are removed.
    ///
    /// - Throws: ``NavigationError/emptyReplacement(navigation:)``,
    ///   ``NavigationError/duplicateScreen(screen:)``, or
    ///   ``NavigationError/screenAlreadyShown(screen:navigation:)`` for a screen in another navigation.
    public func setScreens(_ newScreens: [Screen], animated: Bool) throws(NavigationError) {
        guard !newScreens.isEmpty else { throw .emptyReplacement(navigation: id) }
        var seen = Set<ObjectIdentifier>()
        for screen in newScreens {
            guard seen.insert(ObjectIdentifier(screen)).inserted else {
                throw .duplicateScreen(screen: screen.description)
            }
            if let other = screen.navigation, other !== self {
                throw .screenAlreadyShown(screen: screen.description, navigation: other.id)
            }
            try checkNoCycle(screen)
        }
        let old = screens
        guard !identicalElements(old, newScreens) else { return }
        let root = displayedRoot
        let removed = old.filter { !seen.contains(ObjectIdentifier($0)) }
        for screen in removed { screen.navigationStorage = nil }
        for screen in newScreens { screen.navigationStorage = self }
        stack = newScreens
        commit(animated: animated, root: root, removed: removed) {
            .replaced(old: old.map(\.id), new: newScreens.map(\.id))
        }
    }

    /// Refuses a screen that embeds this navigation or one above it (a tab bar pushed into one of
    /// its own tabs), which would make the tree a cycle.
    func checkNoCycle(_ screen: Screen) throws(NavigationError) {
        if let embedded = screen.embeddedNavigation(holdingAncestorOf: self) {
            throw .navigationInUse(navigation: embedded.id)
        }
    }

    /// Moves the stack out, so it is mutated as a local (still uniquely referenced, so not copied)
    /// rather than inside an access to the stored property, which would need dynamic checks.
    private func takeStack() -> [Screen] {
        defer { stack = [] }
        return stack
    }

    /// Removes every screen above `index`; `-1` empties the stack, which only the coordinator tree
    /// may do (a child that started on an empty navigation takes its screens away when it finishes).
    ///
    /// - Parameter reconciles: `false` only when the coordinator tree itself removes a finishing
    ///   flow's screens, which it has already accounted for.
    func removeScreens(above index: Int, animated: Bool, reconciles: Bool = true) -> [Screen] {
        guard index < screens.count - 1 else { return [] }
        let root = displayedRoot
        let removed = Array(stack[(index + 1)...])
        var newStack = takeStack()
        newStack.removeSubrange((index + 1)...)
        stack = newStack
        for screen in removed { screen.navigationStorage = nil }
        commit(animated: animated, root: root, removed: removed, reconciles: reconciles) {
            .popped(removed.map(\.id))
        }
        return removed
    }

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
        let root = displayedRoot
        // A navigation that was its own root may have shown screens already; they stay visible
        // inside this tree rather than appearing a second time.
        let alreadyVisible = navigation.visibleChain
        navigation.visibleChain = []
        presentedStorage = navigation
        navigation.presentingStorage = self
        navigation.isWindowRoot = false
        if let root {
            root.visibleChain = root.visibleChain + alreadyVisible
        } else {
            Navigation.deliverAppearanceChanges(from: alreadyVisible, to: [], animated: animated)
        }
        commit(animated: animated, root: root, removed: []) {
            .presented(navigation.id, screens: navigation.screens.map(\.id))
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
        presentedStorage = nil
        modal.presentingStorage = nil
        emit(animated: animated) { .dismissed(modal.id) }
        Navigation.transaction {
            root?.refreshAppearance(animated: animated)
            reconcileCoordinators(afterRemoving: gone, detached: modal)
        }
    }

    // MARK: - Changes the user made

    /// Reports that the user went back one screen on their own (a back button or back swipe the
    /// renderer has already shown). The model follows, and so does any coordinator whose start
    /// screen was popped. Events carry ``NavigationEvent/Cause/userInteraction``.
    ///
    /// - Throws: as ``pop(animated:)``.
    @discardableResult
    public func userDidGoBack(animated: Bool = true) throws(NavigationError) -> Screen {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try pop(animated: animated)
        }
    }

    /// Reports that the user went back to `screen` on their own (for example from the back
    /// button's history menu).
    ///
    /// - Throws: as ``pop(to:animated:)``.
    @discardableResult
    public func userDidPop(to screen: Screen, animated: Bool = true) throws(NavigationError) -> [Screen] {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try pop(to: screen, animated: animated)
        }
    }

    /// Reports that the user dismissed this presented navigation on their own (a swiped-down
    /// sheet). A coordinator presented in it has finished.
    ///
    /// - Throws: ``NavigationError/notPresented(navigation:)`` if this navigation is not presented.
    public func userDidDismiss(animated: Bool = true) throws(NavigationError) {
        guard let presenting else { throw .notPresented(navigation: id) }
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try presenting.dismiss(animated: animated)
        }
    }

    // MARK: - Transitions

    /// What is queued while the model changes: lifecycle deliveries, coordinator notifications and
    /// events. An instance rather than static variables, whose every access would be dynamically
    /// checked for exclusivity.
    ///
    /// Three rules keep user code (lifecycle overrides, event observers, `onFinish` closures) from
    /// ever seeing a half-applied change or reordering history:
    /// - lifecycle callbacks are delivered when no transaction is open, one root at a time, never
    ///   nested: a callback that navigates again queues another delivery, which runs next;
    /// - coordinator notifications run after the lifecycle callbacks, in order, never nested;
    /// - events are delivered in the order the changes happened, never nested.
    ///
    /// Only the main actor touches it and no access outlives a statement, so the dynamic
    /// exclusivity checks Swift would add to every access (they showed up on every push) are off.
    private final class TransactionState {
        @exclusivity(unchecked) var depth = 0
        @exclusivity(unchecked) var isDeliveringAppearance = false
        @exclusivity(unchecked) var isRunningActions = false
        @exclusivity(unchecked) var isEmitting = false
        @exclusivity(unchecked) var pendingRoots: [Navigation] = []
        @exclusivity(unchecked) var spare: [Navigation] = []
        @exclusivity(unchecked) var actions: [() -> Void] = []
        @exclusivity(unchecked) var events:
            [(event: NavigationEvent, listeners: [ObserverList<NavigationEvent>])] =
                []
    }

    @MainActor private static let transactions = TransactionState()
    private var pendingAnimated = false
    private var needsAppearanceRefresh = false

    /// Runs `body` as one visible transition: every change in it is announced as it happens, and
    /// lifecycle callbacks are delivered once, at the end, for the difference between what was
    /// visible before and what is visible after.
    ///
    /// Use it where several changes make one step for the user, such as following a deep link or
    /// restoring saved state: screens pushed on the way are not loaded or shown until the user goes
    /// back to them, as when UIKit replaces a stack. Coordinators already do this for a child's
    /// start and for a finish. Transitions nest; the outermost one delivers.
    public static func transaction<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let state = transactions
        state.depth += 1
        defer {
            state.depth -= 1
            settle(state)
        }
        return try body()
    }

    /// Runs `action` once the model has settled: after the current transaction and the lifecycle
    /// callbacks it causes, after the actions queued before it. Coordinators tell parents that a
    /// child finished this way, so a parent never hears of it while the model is mid-change.
    static func afterTransitions(_ action: @escaping () -> Void) {
        let state = transactions
        state.actions.append(action)
        settle(state)
    }

    /// Delivers what is queued, unless a transaction is open or a delivery is already running
    /// further up the stack (which will pick the new work up).
    private static func settle(_ state: TransactionState) {
        guard state.depth == 0, !state.isDeliveringAppearance else { return }
        state.isDeliveringAppearance = true
        // The two buffers trade places, so a delivery allocates nothing in the steady state.
        while !state.pendingRoots.isEmpty {
            var roots = state.spare
            state.spare = []
            swap(&roots, &state.pendingRoots)
            for root in roots {
                root.needsAppearanceRefresh = false
                // A root that has since been presented or tabbed handed its chain to its new root.
                if root.displayedRoot === root {
                    root.deliverAppearance(animated: root.pendingAnimated)
                }
            }
            roots.removeAll(keepingCapacity: true)
            state.spare = roots
        }
        state.isDeliveringAppearance = false
        guard !state.isRunningActions else { return }
        state.isRunningActions = true
        while !state.actions.isEmpty {
            let action = state.actions.removeFirst()
            action()
        }
        state.isRunningActions = false
    }

    // MARK: - Causes

    @MainActor private static var causes: [NavigationEvent.Cause] = []

    /// The cause stamped on events right now: the innermost ``withCause(_:_:)``, or
    /// ``NavigationEvent/Cause/program``.
    public static var currentCause: NavigationEvent.Cause { causes.last ?? .program }

    /// Runs `body`, stamping every event it causes with `cause`, for example
    /// ``NavigationEvent/Cause/deepLink`` while following a link.
    public static func withCause<Result, Failure: Error>(
        _ cause: NavigationEvent.Cause,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        causes.append(cause)
        defer { causes.removeLast() }
        return try body()
    }

    // MARK: - Events

    /// Calls `handler` with every event of this navigation and of the navigations it presents or
    /// holds in a tab bar, in order, until the token is cancelled or deallocated.
    ///
    /// - Returns: The token that keeps the observation alive.
    public func observeEvents(
        _ handler: @escaping @MainActor (NavigationEvent) -> Void
    ) -> ObservationToken {
        observers.add(handler)
    }

    // MARK: - Internal plumbing

    /// The navigation whose stack holds this one's tab bar, or that presents it.
    var parentNavigation: Navigation? {
        guard isAttached else { return nil }
        if let presenting { return presenting }
        return tabBar?.navigation
    }

    /// The root of the displayed tree this navigation is in, or `nil` if it is off screen.
    var displayedRoot: Navigation? {
        var node = self
        while true {
            if !node.isAttached {
                return node.isWindowRoot ? node : nil
            } else if let presenting = node.presenting {
                node = presenting
            } else if let tabBar = node.tabBar {
                guard let holder = tabBar.navigation else { return nil }
                node = holder
            } else {
                return node.isWindowRoot ? node : nil
            }
        }
    }

    func isAncestor(of other: Navigation) -> Bool {
        var node: Navigation? = other
        while let current = node {
            if current === self { return true }
            node = current.parentNavigation
        }
        return false
    }

    /// Appends what is visible from this navigation: a presented navigation covers the whole
    /// screen, including a tab bar whose tab presented it (as UIKit presents over the window's
    /// root); otherwise the top screen, and inside it any embedded navigation's chain.
    func appendVisibleChain(to chain: inout [Screen]) {
        if let presented {
            chain.removeAll(keepingCapacity: true)
            presented.appendVisibleChain(to: &chain)
            return
        }
        guard let top = screens.last else { return }
        chain.append(top)
        top.embeddedNavigation?.appendVisibleChain(to: &chain)
    }

    /// Announces a change, lets coordinators whose screens were removed follow, then delivers
    /// lifecycle callbacks. Events go first so a history always matches the order of changes; the
    /// tree follows before any callback runs, so user code never sees a coordinator still running
    /// for screens that are gone.
    func commit(
        animated: Bool,
        root: Navigation?,
        removed: [Screen],
        reconciles: Bool = true,
        _ change: () -> NavigationEvent.Change
    ) {
        emit(animated: animated, change)
        guard reconciles && Navigation.anyOwned(removed) else {
            root?.refreshAppearance(animated: animated)
            return
        }
        Navigation.transaction {
            root?.refreshAppearance(animated: animated)
            reconcileCoordinators(afterRemoving: removed, detached: nil)
        }
    }

    /// Whether a coordinator moved to any of `screens` (a plain loop: see `Internal/Identity.swift`).
    private static func anyOwned(_ screens: [Screen]) -> Bool {
        for screen in screens where screen.owner != nil { return true }
        return false
    }

    /// Announces a change to the observers of this navigation and of every navigation above it.
    /// An observer that changes the model again has its event queued behind this one, so every
    /// observer sees every change in the order it happened.
    func emit(animated: Bool, _ change: () -> NavigationEvent.Change) {
        // The common case for a root nobody observes: one check, no walk.
        if !isAttached && !observers.hasObservers { return }
        var listeners: [ObserverList<NavigationEvent>] = []
        var node: Navigation? = self
        while let current = node {
            if current.observers.hasObservers { listeners.append(current.observers) }
            node = current.parentNavigation
        }
        guard !listeners.isEmpty else { return }
        let event = NavigationEvent(
            navigation: id, change: change(), cause: Navigation.currentCause, animated: animated)
        let state = Navigation.transactions
        state.events.append((event, listeners))
        guard !state.isEmitting else { return }
        state.isEmitting = true
        while !state.events.isEmpty {
            let next = state.events.removeFirst()
            for list in next.listeners { list.deliver(next.event) }
        }
        state.isEmitting = false
    }

    /// Asks for the lifecycle callbacks of a change under this root; they are delivered as soon as
    /// no transaction is open and no other delivery is running.
    func refreshAppearance(animated: Bool) {
        let state = Navigation.transactions
        // The common case, a single change with nothing else queued, skips the queue.
        if state.depth == 0 && !state.isDeliveringAppearance && state.pendingRoots.isEmpty
            && !needsAppearanceRefresh
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
    private func deliverAppearance(animated: Bool) {
        // Reuse one buffer for the next chain, so a change allocates nothing in the steady state.
        var next = scratchChain
        scratchChain = []
        next.removeAll(keepingCapacity: true)
        appendVisibleChain(to: &next)
        guard !identicalElements(visibleChain, next) else {
            next.removeAll(keepingCapacity: true)
            scratchChain = next
            return
        }
        var old = visibleChain
        visibleChain = next
        Navigation.deliverAppearanceChanges(from: old, to: next, animated: animated)
        old.removeAll(keepingCapacity: true)
        scratchChain = old
    }

    static func deliverAppearanceChanges(from old: [Screen], to new: [Screen], animated: Bool) {
        let changes = AppearanceDiff(from: old, to: new)
        changes.forEachAppearing { $0.deliverLoadIfNeeded() }
        changes.forEachDisappearing(innermostFirst: true) { $0.deliverWillDisappear(animated: animated) }
        changes.forEachAppearing { $0.deliverWillAppear(animated: animated) }
        changes.forEachDisappearing(innermostFirst: true) { $0.deliverDidDisappear(animated: animated) }
        changes.forEachAppearing { $0.deliverDidAppear(animated: animated) }
    }
}
