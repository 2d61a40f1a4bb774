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

    /// The container (tab bar, split, pages, or one of the app's own) that holds this navigation
    /// as one of its items, if any.
    public var container: ContainerScreen? { containerStorage }

    /// The tab bar that holds this navigation as one of its tabs, if any.
    public var tabBar: TabBar? { containerStorage as? TabBar }

    /// How this navigation is presented, while it is presented; `nil` otherwise.
    public var presentationStyle: PresentationStyle? {
        presentingStorage == nil ? nil : presentationStyleStorage
    }

    // Main-actor state that other files of the type reach: no dynamic exclusivity checks (see the
    // note above).
    @exclusivity(unchecked) var stack: [Screen] = []
    @exclusivity(unchecked) var presentedStorage: Navigation?
    /// The alert shown over the top screen (see `Navigation+Alerts.swift`).
    @exclusivity(unchecked) var alertStorage: AlertPresentation?
    weak var presentingStorage: Navigation? {
        didSet { isAttached = presentingStorage != nil || containerStorage != nil }
    }
    weak var containerStorage: ContainerScreen? {
        didSet { isAttached = presentingStorage != nil || containerStorage != nil }
    }

    /// Whether this navigation is presented or in a tab bar. A plain flag, so the common case (a
    /// root navigation) answers "who holds me" without loading weak references.
    private(set) var isAttached = false

    /// The vetoes registered on this navigation; created by the first ``vetoChanges(_:)``.
    var vetoList: VetoList?

    /// The renderers' transitions of this root's tree and what waits for them; created by the
    /// first ``renderingTransitionWillBegin()`` or waiting ``whenRendered(_:)``.
    var renderedFence: RenderedFence?

    /// The style of the latest presentation of this navigation.
    var presentationStyleStorage = PresentationStyle.sheet

    /// The coordinator whose flow this navigation was handed to as a modal or a tab; it finishes
    /// when the navigation is dismissed or its tab removed, even before it moved to a screen.
    weak var flowOwner: (any Coordinator)?

    /// Whether this navigation is the root of what is on screen when nothing holds it. True for a
    /// new navigation; false for good once it has been presented or put in a tab bar, so one that
    /// is dismissed, removed, or whose holder is deallocated never counts as a window of its own.
    var isWindowRoot = true

    /// On the navigation at the root of a displayed tree: the screens that are visible now, outermost
    /// first. Lifecycle callbacks are the difference between this and the next visible chain.
    @exclusivity(unchecked) var visibleChain: [Screen] = []

    /// A spare buffer for computing the next visible chain.
    @exclusivity(unchecked) var scratchChain: [Screen] = []

    let observers = ObserverList<NavigationEvent>()

    /// The undo generation in which this navigation last recorded its stack's height.
    @exclusivity(unchecked) var stackMarkGeneration: UInt64 = 0

    /// Whether this root already waits in the transaction queue for its lifecycle delivery.
    var needsAppearanceRefresh = false
    /// Whether the queued lifecycle delivery animates.
    var pendingAnimated = false

    /// Creates an empty navigation. A navigation that is not presented and not in a tab bar is the
    /// root of what is on screen.
    public init() {
        id = NavigationID.next()
    }

    // MARK: - Reading the model

    /// The screen on top of this navigation's stack.
    public var topScreen: Screen? { stack.last }

    /// The root screen of this navigation's stack.
    public var rootScreen: Screen? { screens.first }

    /// What the user sees, outermost first, the frontmost screen last: the top screen of the
    /// innermost presented navigation and, when that screen is a ``ContainerScreen``, its visible
    /// items' screens after it (a tab bar's selected tab; every column of an expanded split, the
    /// focused column last). A modal covers everything below it, a container whose item
    /// presented it included. These are the screens that get lifecycle callbacks, so a renderer
    /// that draws them agrees with them.
    public var visibleScreens: [Screen] {
        var chain: [Screen] = []
        appendVisibleChain(to: &chain)
        return chain
    }

    /// The screen the user sees and interacts with: the last of ``visibleScreens`` (in a split,
    /// the top screen of the focused column).
    public var visibleScreen: Screen? { visibleScreens.last }

    /// Whether ``pop(animated:)`` would succeed: the stack has more than its root.
    public var canPop: Bool { screens.count > 1 }

    /// Whether ``dismiss(animated:)`` would succeed: this navigation presents another.
    public var canDismiss: Bool { presented != nil }

    /// The screen with `id` in this navigation's stack, if any: how a renderer finds the screen a
    /// ``NavigationEvent`` names.
    public func screen(withID id: ScreenID) -> Screen? {
        lastIndex(ofScreenWithID: id).map { stack[$0] }
    }

    /// The index of the screen with `id` in the stack, searched from the top: coordinators mostly
    /// look for their latest screens.
    func lastIndex(ofScreenWithID id: ScreenID) -> Int? {
        var index = stack.count - 1
        while index >= 0 {
            if stack[index].id == id { return index }
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
    ///   navigation already; ``NavigationError/alertShown(navigation:alert:)`` while this
    ///   navigation shows an alert.
    public func push(_ screen: Screen, animated: Bool) throws(NavigationError) {
        // Without vetoes, no closure: one passed to `vetoable` retains this navigation, and a
        // navigation has a weak-reference side table, so each retain and release takes the slow
        // path (about 500 instructions per push and pop, issue 25).
        guard Navigation.hasVetoes else { return try checkedPush(screen, animated: animated) }
        try Navigation.vetoable { () throws(NavigationError) in try checkedPush(screen, animated: animated) }
    }

    private func checkedPush(_ screen: Screen, animated: Bool) throws(NavigationError) {
        if let other = screen.navigation {
            throw .screenAlreadyShown(screen: screen.description, navigation: other.id)
        }
        if alertStorage != nil, let refusal = refusalUnderAlert() { throw refusal }
        try checkNoCycle(screen)
        appendScreen(screen, animated: animated)
    }

    /// Pushes a screen already known to be in no navigation.
    func appendScreen(_ screen: Screen, animated: Bool) {
        let root = displayedRoot
        recordStackMark()
        var newStack = takeStack()
        newStack.append(screen)
        stack = newStack
        screen.navigationStorage = self
        commit(animated: animated, root: root, removed: []) { .pushed(screen.content) }
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
        // Without vetoes, no closure (see `push`).
        guard Navigation.hasVetoes else { return try checkedPop(to: screen, animated: animated) }
        return try Navigation.vetoable { () throws(NavigationError) in
            try checkedPop(to: screen, animated: animated)
        }
    }

    private func checkedPop(to screen: Screen, animated: Bool) throws(NavigationError) -> [Screen] {
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
        // Without vetoes, no closure (see `push`).
        guard Navigation.hasVetoes else { return try checkedPopToRoot(animated: animated) }
        return try Navigation.vetoable { () throws(NavigationError) in
            try checkedPopToRoot(animated: animated)
        }
    }

    private func checkedPopToRoot(animated: Bool) throws(NavigationError) -> [Screen] {
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
        // Without vetoes, no closure (see `push`).
        guard Navigation.hasVetoes else { return try checkedSetScreens(newScreens, animated: animated) }
        try Navigation.vetoable { () throws(NavigationError) in
            try checkedSetScreens(newScreens, animated: animated)
        }
    }

    private func checkedSetScreens(_ newScreens: [Screen], animated: Bool) throws(NavigationError) {
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
        if let shown = alertStorage, newScreens.last?.id != shown.presenter,
            newScreens.contains(where: { $0.id == shown.presenter }),
            let refusal = refusalUnderAlert()
        {
            // The presenter would stay, under screens placed over its alert.
            throw refusal
        }
        let old = screens
        guard !identicalElements(old, newScreens) else { return }
        let root = displayedRoot
        let removed = old.filter { !seen.contains(ObjectIdentifier($0)) }
        for screen in removed { screen.navigationStorage = nil }
        for screen in newScreens { screen.navigationStorage = self }
        stack = newScreens
        UndoRecord.record(.replaced(self, old: old))
        commit(animated: animated, root: root, removed: removed) {
            .replaced(old: old.map(\.id), new: newScreens.map(\.content))
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
        UndoRecord.record(.removed(self, removed, at: index + 1))
        commit(animated: animated, root: root, removed: removed, reconciles: reconciles) {
            .popped(ScreenIDs(of: removed))
        }
        return removed
    }

    // MARK: - Undoing changes (see `UndoRecord`)

    /// The links a throwing transaction records before changing them.
    struct Links {
        var presented: Navigation?
        var presenting: Navigation?
        var container: ContainerScreen?
        var isWindowRoot: Bool
        var visibleChain: [Screen]
        var flowOwner: (any Coordinator)?
        var presentationStyle: PresentationStyle
    }

    var links: Links {
        get {
            Links(
                presented: presentedStorage, presenting: presentingStorage, container: containerStorage,
                isWindowRoot: isWindowRoot, visibleChain: visibleChain, flowOwner: flowOwner,
                presentationStyle: presentationStyleStorage)
        }
        set {
            presentedStorage = newValue.presented
            presentingStorage = newValue.presenting
            containerStorage = newValue.container
            isWindowRoot = newValue.isWindowRoot
            visibleChain = newValue.visibleChain
            flowOwner = newValue.flowOwner
            presentationStyleStorage = newValue.presentationStyle
        }
    }

    /// Records this navigation's links, if a throwing transaction is open, before they change.
    func recordLinks() {
        UndoRecord.record(.links(self, links))
    }

    /// Records the stack's height before this transaction's first push onto it.
    @inline(__always)
    private func recordStackMark() {
        let state = Navigation.transactions
        guard state.recordingDepth > 0, stackMarkGeneration != state.undoGeneration else { return }
        stackMarkGeneration = state.undoGeneration
        state.undoLog.append(.stackMark(self, count: stack.count))
    }

    /// Removes every screen above the first `count`, as undoing pushes does.
    func truncateStack(to count: Int) {
        guard stack.count > count else { return }
        for screen in stack[count...] { screen.navigationStorage = nil }
        stack.removeSubrange(count...)
    }

    func undoRemoval(of screens: [Screen]) {
        for screen in screens { screen.navigationStorage = self }
        stack.append(contentsOf: screens)
    }

    func undoReplacement(with old: [Screen]) {
        for screen in stack { screen.navigationStorage = nil }
        for screen in old { screen.navigationStorage = self }
        stack = old
    }

    // MARK: - Internal plumbing

    /// The navigation whose stack holds this one's tab bar, or that presents it.
    var parentNavigation: Navigation? {
        guard isAttached else { return nil }
        if let presenting { return presenting }
        return containerStorage?.navigation
    }

    /// The root of the displayed tree this navigation is in, or `nil` if it is off screen.
    var displayedRoot: Navigation? {
        var node = self
        while true {
            if !node.isAttached {
                return node.isWindowRoot ? node : nil
            } else if let presenting = node.presenting {
                node = presenting
            } else if let container = node.containerStorage {
                guard let holder = container.navigation else { return nil }
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
}
