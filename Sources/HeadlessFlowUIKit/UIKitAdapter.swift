import HeadlessFlow

/// Keeps a UIKit app's controllers showing a `Navigation` tree, and tells the model what the user
/// did in UIKit on their own: the platform-neutral half of a UIKit renderer.
///
/// The adapter follows the root's `NavigationEvent`s into a `RenderedTree`, the state UIKit
/// should show, and brings a ``UIKitSurface`` (the app's glue, which maps IDs to view controllers)
/// to it with as few calls as it can, in an order UIKit accepts (see ``UIKitSurface``). It keeps a
/// record of what it sent, so a change becomes the calls that differ and nothing else.
/// `UIKitRenderer` (UIKit only) is built on it; so can a renderer of your own be:
///
/// ```swift apple-only
/// let window = Navigation()
/// let renderer = MyRenderer()  // your UIKitSurface; it keeps the adapter
/// renderer.adapter = UIKitAdapter(root: window, surface: renderer)
/// try window.push(HomeScreen(), animated: false)  // renderer.setViewControllers([home], of: window.id, animated: false)
/// ```
///
/// **When it calls.** Once per model transition: events are collected and the surface is brought
/// to the latest state after the change that sent them has settled (its events delivered, its
/// lifecycle callbacks run), so every ID in a call names a screen or navigation the model has. A
/// transaction that pushes three screens is one ``UIKitSurface/setViewControllers(_:of:animated:)``.
/// While a UIKit transition runs (between ``transitionWillBegin()`` and ``transitionDidEnd()``),
/// nothing is sent: events only move the target, and when the transition ends the surface goes
/// straight to the latest state. A call that starts a transition is the last one sent until it
/// ends.
///
/// **Animation.** A call animates when any event since the surface last reached the model's
/// state was animated, and the controller it changes is on screen: filling a navigation before it
/// is presented, or a tab bar before it is pushed, has nothing to show. The model already marks
/// only the last animated change of a transaction, so a deep link that rebuilds three stacks and
/// presents a sheet animates as the user would expect, and a change that was queued behind a
/// running transition keeps its animation.
///
/// **What UIKit cannot show.** UIKit presents only from a controller in the window that presents
/// nothing, so each window (and each presented navigation) shows one presentation: the one on the
/// path the user sees (`Navigation/visibleScreens`). A navigation that presents while it is in a
/// tab that is not selected, or while a navigation holding it presents too, is dismissed or not
/// presented in UIKit until it is back on that path, and presented then. An alert is such a
/// presentation too: the adapter presents it (``UIKitSurface/presentAlert(_:from:animated:)``)
/// once everything under it is shown, takes it away first when it leaves or something is to be
/// presented over it, and presents it again when it is uncovered.
///
/// **Drift.** An event that does not fit the `RenderedTree` (`RenderingError`) means events
/// were lost or doubled on the way: the adapter rebuilds its target from `Navigation/content`,
/// brings the surface to it, and reports the error to ``onDrift``. It never stops.
///
/// **Ownership.** The adapter holds the root strongly (it renders it for as long as it lives)
/// and the surface weakly: the glue usually owns the adapter. The event observation holds the
/// adapter weakly, so releasing the adapter ends it.
@MainActor
public final class UIKitAdapter {
    /// The navigation in the window.
    public let root: Navigation

    /// Called with the error when the adapter found it had drifted from the model and started
    /// again from `Navigation/content`: a bug in how events reach it, worth logging.
    public var onDrift: (@MainActor (RenderingError) -> Void)?

    /// Whether a UIKit transition reported with ``transitionWillBegin()`` is still running.
    public var isTransitionRunning: Bool { runningTransitions > 0 }

    private weak var surface: (any UIKitSurface)?
    private var token: ObservationToken?

    /// What UIKit should show: the root's events applied in order.
    private var target: RenderedTree
    /// What the surface was told, and what the user changed in UIKit since.
    var shown: UIKitScene
    /// Every screen and navigation the surface has been told of and not told to release.
    private var knownScreens = Set<ScreenID>()
    private var knownNavigations = Set<NavigationID>()

    private var runningTransitions = 0
    private var animatesNextCalls = false
    /// The first event that did not fit the target since it was last rebuilt.
    private var drift: RenderingError?
    private var isUpdateScheduled = false
    private var isUpdating = false
    /// The direction each pages container last turned, for the surface's next page turn.
    private var pageDirections: [ScreenID: PageDirection] = [:]
    /// The alert the surface was told to present, and from where.
    var shownAlert: ShownAlert?

    /// An alert as the surface shows it.
    struct ShownAlert: Equatable {
        var navigation: NavigationID
        var alert: AlertModel
    }

    /// Starts rendering `root` on `surface` and brings the surface to the root's current state
    /// at once, without animation.
    ///
    /// - Parameters:
    ///   - root: The navigation in the window; the surface's first calls fill its controller.
    ///   - surface: The app's glue, which must keep this adapter alive (it is held weakly).
    public init(root: Navigation, surface: any UIKitSurface) {
        self.root = root
        self.surface = surface
        target = RenderedTree(root.content)
        shown = UIKitScene(root: root.id)
        knownNavigations = [root.id]
        token = root.observeEvents { [weak self] event in self?.receive(event) }
        update()
    }

    /// The item UIKit was told to select in the container `container` (a split's focused column,
    /// the page shown), as UIKit lists the items; `nil` if none or if it is not shown. The glue
    /// answers UIKit's questions with it: the column on top when a split collapses.
    public func shownSelection(of container: ScreenID) -> Int? {
        shown.containers[container]?.selectedIndex
    }

    // MARK: - Transitions

    /// Tells the adapter that UIKit started an animated transition (a push, pop, presentation,
    /// dismissal or interactive back swipe): nothing is sent until ``transitionDidEnd()``.
    /// Transitions may overlap; each needs its own end.
    ///
    /// The root navigation hears of it too (`Navigation/renderingTransitionWillBegin()`), so a
    /// change's completion (`Navigation/whenRendered(_:)`, `route(to:animated:completion:)`) waits
    /// for the end of the animation.
    public func transitionWillBegin() {
        runningTransitions += 1
        root.renderingTransitionWillBegin()
    }

    /// Tells the adapter that a transition ended, completed or cancelled: once none runs, the
    /// surface is brought to the model's latest state at once.
    public func transitionDidEnd() {
        guard runningTransitions > 0 else { return }
        runningTransitions -= 1
        // The update may start the next transition, which the root hears of before this one ends,
        // so what waits for the screen waits for that one too.
        if runningTransitions == 0 { update() }
        root.renderingTransitionDidEnd()
    }

    // MARK: - Following the model

    /// Takes in one of the root's events. Internal so that a test can hand it an event the model
    /// never sent, as a lost or doubled event would look.
    func receive(_ event: NavigationEvent) {
        if event.animated { animatesNextCalls = true }
        if case .pageTurned(let container, _, _, let direction) = event.change {
            pageDirections[container] = direction
        }
        // After a drift the target is rebuilt from the model anyway, which already holds this.
        if drift == nil {
            do throws(RenderingError) {
                try target.apply(event)
            } catch {
                drift = error
            }
        }
        scheduleUpdate()
    }

    /// Updates the surface once the change that sent the current events has settled: by then the
    /// model has delivered every event of it, so the surface never sees a state the model only
    /// passed through, and every ID sent names something the model still has.
    private func scheduleUpdate() {
        guard !isUpdateScheduled else { return }
        isUpdateScheduled = true
        Navigation.afterTransitions { [weak self] in
            guard let self else { return }
            isUpdateScheduled = false
            update()
        }
    }

    /// Sends the calls that bring the surface to the target, one at a time, until it is there or
    /// a call starts a transition.
    func update() {
        // A call may report a gesture, and the model's change comes back here: the running loop
        // plans from the newest target on its next turn.
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        while true {
            if let error = drift {
                drift = nil
                target = RenderedTree(root.content)
                onDrift?(error)
            }
            guard runningTransitions == 0, let surface else { return }
            // An alert that is no longer wanted goes first: UIKit changes nothing under it.
            let wantedAlert = alertOnVisiblePath()
            if let alert = shownAlert, !shown.reachable().navigations.contains(alert.navigation) {
                // UIKit took it away with the navigation that presented it (a sheet swiped down).
                shownAlert = nil
            }
            if let alert = shownAlert, alert != wantedAlert {
                shownAlert = nil
                surface.dismissAlert(from: alert.navigation, animated: animatesNextCalls)
                continue
            }
            guard
                let command = shown.nextCommand(
                    toward: UIKitScene(showing: target.content, pageDirections: pageDirections))
            else {
                // A wanted alert comes last, once everything under it is shown.
                if let wantedAlert, shownAlert == nil {
                    shownAlert = wantedAlert
                    surface.presentAlert(
                        wantedAlert.alert, from: wantedAlert.navigation, animated: animatesNextCalls)
                    continue
                }
                releaseWhatLeft(surface)
                return
            }
            let animated = animates(command)
            shown.apply(command)
            note(command)
            command.send(to: surface, animated: animated)
        }
    }

    /// The alert the target shows on the path the user sees, if any: one that a presentation
    /// covers waits until it is uncovered.
    private func alertOnVisiblePath() -> ShownAlert? {
        for screen in target.visibleScreens {
            guard let navigation = target.navigation(showing: screen) else { continue }
            if let alert = target.alert(of: navigation) {
                return ShownAlert(navigation: navigation, alert: alert)
            }
        }
        return nil
    }

    /// Whether `command` animates: when an event since the surface last reached the target did,
    /// and the controller it changes is on screen (filling one that is about to be presented or
    /// pushed has nothing to show).
    private func animates(_ command: UIKitCommand) -> Bool {
        guard animatesNextCalls else { return false }
        switch command {
        case .setViewControllers(_, let navigation):
            return shown.reachable().navigations.contains(navigation)
        case .setTabs(_, let container), .setItems(_, let container, _), .selectItem(_, let container, _),
            .setHiddenItems(_, let container):
            return shown.reachable().screens.contains(container)
        case .present, .dismiss, .selectTab:
            return true
        }
    }

    private func note(_ command: UIKitCommand) {
        switch command {
        case .setViewControllers(let screens, let navigation):
            knownScreens.formUnion(screens)
            knownNavigations.insert(navigation)
        case .present(let navigation, _, _):
            knownNavigations.insert(navigation)
        case .setTabs(let tabs, let container), .setItems(let tabs, let container, _):
            knownScreens.insert(container)
            knownNavigations.formUnion(tabs.map(\.navigation))
        case .dismiss, .selectTab, .selectItem, .setHiddenItems:
            break
        }
    }

    /// The surface shows the target: whatever it was told of and no longer shows can go.
    private func releaseWhatLeft(_ surface: any UIKitSurface) {
        animatesNextCalls = false
        pageDirections = [:]
        let reachable = shown.reachable()
        let screens = knownScreens.subtracting(reachable.screens)
        let navigations = knownNavigations.subtracting(reachable.navigations)
        knownScreens = reachable.screens
        knownNavigations = reachable.navigations
        shown.keepOnly(reachable)
        guard !screens.isEmpty || !navigations.isEmpty else { return }
        surface.release(screens: screens.sorted(), navigations: navigations.sorted())
    }
}
