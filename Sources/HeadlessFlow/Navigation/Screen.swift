/// The headless counterpart of a view controller: a reference type with identity, a title and
/// lifecycle callbacks.
///
/// A ``Navigation`` delivers the lifecycle callbacks in UIKit's order whenever the screen becomes
/// visible or stops being visible:
///
/// 1. ``didLoad()``, once, just before the screen first appears;
/// 2. ``willAppear(animated:)`` and ``didAppear(animated:)``;
/// 3. ``willDisappear(animated:)`` and ``didDisappear(animated:)``.
///
/// When one screen replaces another, the order is: the new screen's `didLoad`, the old screen's
/// `willDisappear`, the new screen's `willAppear`, the old screen's `didDisappear`, the new
/// screen's `didAppear`.
///
/// Subclass it and override the callbacks you need; call `super` is not required. To follow a
/// screen's callbacks without subclassing it, use ``observeLifecycle(_:)``.
///
/// ```swift
/// final class GreetingScreen: Screen {
///     override func didAppear(animated: Bool) {
///         print("\(title) is on screen")
///     }
/// }
/// ```
@MainActor
open class Screen: @MainActor CustomStringConvertible {
    /// Where a screen stands in its appear / disappear cycle.
    public enum Appearance: Sendable, Equatable {
        /// Not visible.
        case disappeared
        /// Between ``Screen/willAppear(animated:)`` and ``Screen/didAppear(animated:)``.
        case appearing
        /// Visible.
        case appeared
        /// Between ``Screen/willDisappear(animated:)`` and ``Screen/didDisappear(animated:)``.
        case disappearing
    }

    /// The screen's identity, used by ``NavigationEvent``.
    public let id: ScreenID

    /// Whether a tab bar this screen is pushed under hides while it is on screen, as
    /// `UIViewController.hidesBottomBarWhenPushed`: carried on the event that brings the screen in
    /// (``NavigationEvent/ScreenContent/hints``), so set it before the screen is pushed.
    public var hidesBottomBarWhenPushed: Bool {
        get { hidesBottomBarStorage }
        set { hidesBottomBarStorage = newValue }
    }

    // Behind an accessor, as `pushTransitionStorage` below: every event that brings a screen in
    // reads it, and as a public stored property it kept a dynamic exclusivity check (about 45
    // instructions per observed push, issue 38).
    @exclusivity(unchecked) private var hidesBottomBarStorage = false

    /// The tag of the custom transition a renderer pushes this screen with and pops it with, the
    /// push's counterpart of ``PresentationStyle/transition``; `nil` (the default) for the
    /// platform's own. Carried on the event that brings the screen in
    /// (``NavigationEvent/ScreenHints/transition``), so set it before the screen is pushed.
    ///
    /// ```swift
    /// let details = Screen(title: "Details")
    /// details.pushTransition = "fade"
    /// try navigation.push(details, animated: true)  // pushed(.. hints: transition "fade")
    /// ```
    public var pushTransition: String? {
        get { pushTransitionStorage }
        set { pushTransitionStorage = newValue }
    }

    // Behind an accessor: a plain push reads it, and a public stored property keeps dynamic
    // exclusivity checks (see the note in `Navigation`).
    @exclusivity(unchecked) private var pushTransitionStorage: String?

    /// The title a renderer shows, the counterpart of `UIViewController.title`. A change is handed
    /// to ``observeTitle(_:)``'s observers, so a renderer keeps the navigation bar current.
    open var title: String {
        didSet {
            if title != oldValue, let titleObservers { titleObservers.deliver(title) }
        }
    }

    /// Whether ``didLoad()`` has been delivered.
    public var isLoaded: Bool { loaded }

    /// Where the screen stands in its appear / disappear cycle.
    public var appearance: Appearance { appearanceStorage }

    /// The navigation whose stack holds this screen, if any.
    public var navigation: Navigation? { navigationStorage }

    // Internal storage behind read-only accessors; see the note in `Navigation`.
    private var loaded = false
    private var appearanceStorage = Appearance.disappeared
    weak var navigationStorage: Navigation?

    /// The coordinator that moved to this screen; it is told when the screen is removed behind
    /// its back (a back swipe), so the coordinator tree never drifts from the model.
    weak var owner: (any Coordinator)?

    /// Tokens of observations tied to this screen's lifetime.
    var observations = ObservationBag()

    /// Who follows this screen's lifecycle callbacks; created by the first
    /// ``observeLifecycle(_:)``.
    var lifecycleObservers: ObserverList<LifecycleEvent>?

    /// Who follows this screen's title; created by the first ``observeTitle(_:)``.
    var titleObservers: ObserverList<String>?

    /// The objects ``keepAlive(_:)`` ties to this screen's lifetime.
    var keptAlive: [AnyObject] = []

    /// The objects ``expectFreed(_:as:)`` expects freed with this screen, held weakly.
    var expectedFrees: [ExpectedFree] = []

    /// Creates a screen with a title.
    public init(title: String = "") {
        self.id = ScreenID.next()
        self.title = title
    }

    /// Called once, just before the screen first appears. Override to set up state.
    open func didLoad() {}

    /// Called when the screen is about to become visible.
    open func willAppear(animated: Bool) {}

    /// Called when the screen has become visible.
    open func didAppear(animated: Bool) {}

    /// Called when the screen is about to stop being visible.
    open func willDisappear(animated: Bool) {}

    /// Called when the screen has stopped being visible.
    open func didDisappear(animated: Bool) {}

    /// The navigation embedded in this screen that is in front (a container's selected item, or
    /// the visible item that presents); `nil` for ordinary screens.
    var embeddedNavigation: Navigation? { nil }

    /// Appends the visible screens of the navigations embedded in this screen, the one in front
    /// last; nothing for ordinary screens.
    func appendEmbeddedChain(to chain: inout [Screen]) {}

    /// The navigation embedded in this screen (any item's, not only the selected one) that is
    /// `navigation` or holds it; `nil` for ordinary screens.
    func embeddedNavigation(holdingAncestorOf navigation: Navigation) -> Navigation? { nil }

    /// This screen as an event carries it when it enters the tree: its ID, and for a tab bar
    /// everything the tab bar holds.
    var content: NavigationEvent.ScreenContent { NavigationEvent.ScreenContent(id: id, hints: hints) }

    /// The screen's ``NavigationEvent/ScreenHints`` as an event carries them: `nil` when it asks
    /// nothing special, so the common case carries nothing.
    var hints: NavigationEvent.ScreenHints? {
        guard hidesBottomBarWhenPushed || pushTransitionStorage != nil else { return nil }
        return NavigationEvent.ScreenHints(
            hidesBottomBarWhenPushed: hidesBottomBarWhenPushed, transition: pushTransitionStorage)
    }

    open var description: String {
        title.isEmpty ? "\(type(of: self))(\(id))" : "\(type(of: self))(\(id), \"\(title)\")"
    }

    // MARK: - Lifecycle delivery (driven by Navigation)

    func deliverLoadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        didLoad()
        notifyLifecycleObservers(.didLoad)
    }

    func deliverWillAppear(animated: Bool) {
        appearanceStorage = .appearing
        willAppear(animated: animated)
        notifyLifecycleObservers(.willAppear(animated: animated))
    }

    func deliverDidAppear(animated: Bool) {
        appearanceStorage = .appeared
        didAppear(animated: animated)
        notifyLifecycleObservers(.didAppear(animated: animated))
    }

    func deliverWillDisappear(animated: Bool) {
        appearanceStorage = .disappearing
        willDisappear(animated: animated)
        notifyLifecycleObservers(.willDisappear(animated: animated))
    }

    func deliverDidDisappear(animated: Bool) {
        appearanceStorage = .disappeared
        didDisappear(animated: animated)
        notifyLifecycleObservers(.didDisappear(animated: animated))
    }
}
