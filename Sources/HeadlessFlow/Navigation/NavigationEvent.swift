/// One change to the navigation model: what changed, where, why, and whether it should animate.
///
/// A ``Navigation`` announces every change as an event, in order, to the observers registered with
/// ``Navigation/observeEvents(_:)`` on it or on any navigation above it (its presenter, or the
/// navigation holding its ``ContainerScreen``). A renderer can draw from the events; a test can record them
/// and assert the whole history. Events name screens and navigations by ID, so keeping a history
/// never keeps a screen alive; ``Navigation/screen(withID:)`` finds a screen a renderer needs.
///
/// An event that brings something into the displayed tree carries the whole of it as a value, as
/// it is at that moment: a pushed ``ContainerScreen`` with its items (``ScreenContent``), a presented
/// navigation with its stack and the navigations it presents in turn (``NavigationContent``), an
/// added item with its label. A renderer forgets what it knew of a screen or navigation once it
/// leaves (popped, replaced, dismissed, its tab removed), so whatever happened to it off screen
/// arrives with it when it comes back, and what happened to it in the transition it left in is
/// not announced. Docs/Renderers.md states the whole contract.
public struct NavigationEvent: Sendable, Equatable, Codable, CustomStringConvertible {
    /// What changed.
    public enum Change: Sendable, Equatable, Codable {
        /// A screen was pushed onto the stack; for a ``ContainerScreen``, with its items.
        case pushed(ScreenContent)
        /// Screens were popped off the stack, listed bottom to top.
        case popped(ScreenIDs)
        /// The whole stack was replaced: `old` is the stack before, `new` the stack after, each
        /// screen with what it holds (screens in both lists stayed).
        case replaced(old: [ScreenID], new: [ScreenContent])
        /// A navigation was presented modally over this one, in `style`, with everything it holds
        /// (its stack and any navigation it presents in turn).
        case presented(NavigationContent, style: PresentationStyle)
        /// The navigation presented over this one was dismissed, with everything it presented.
        /// `top` is the screen on top of the dismissed navigation as the events left it (what the
        /// user saw leave, unless it presented further), `nil` if its stack was empty; a renderer
        /// needs only the navigation's ID.
        case dismissed(NavigationID, top: ScreenID?)
        /// An item (a tab, a page, a column) was added to the container `container` at `index`,
        /// with its label and its navigation with everything that holds.
        case itemAdded(container: ScreenID, index: Int, item: ItemContent)
        /// The item at `index` was removed from the container `container`; indices of hidden items
        /// after it move down by one.
        case itemRemoved(container: ScreenID, index: Int, navigation: NavigationID)
        /// The container `container` selected (focused) the item at `index`; `previous` is the item
        /// selected before. For tabs and a collapsed split, the item shown; for an expanded split,
        /// the column the user acts in.
        case itemSelected(container: ScreenID, index: Int?, previous: Int?)
        /// The pages `container` turned to the page at `index` in `direction`; `previous` is the
        /// page shown before (`nil` for the first page added).
        case pageTurned(container: ScreenID, index: Int, previous: Int?, direction: PageDirection)
        /// The label (title, image, badge) of the item at `index` changed.
        case itemChanged(container: ScreenID, index: Int, label: ItemLabel)
        /// Items of the container `container` were hidden or shown again (a split's column, a side
        /// menu): `hidden` lists the hidden items now, `previous` before.
        case visibilityChanged(container: ScreenID, hidden: [Int], previous: [Int])
        /// The split `container` collapsed into one stack (the width became compact).
        case collapsed(container: ScreenID)
        /// The split `container` expanded into columns (the width became regular).
        case expanded(container: ScreenID)
        /// An alert was shown over the top screen of this navigation, with all it holds.
        case alertPresented(AlertModel)
        /// The alert this navigation showed, titled `title`, left: the user chose an action, or it
        /// was cancelled. An alert that leaves with its navigation (dismissed, its tab removed)
        /// leaves with that change and has no event of its own.
        case alertDismissed(title: String, reason: AlertDismissal)
    }

    /// Why the change happened.
    public enum Cause: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The app's code asked for it (the default).
        case program
        /// The user did it in the UI (a back swipe, a dismissed sheet, a tapped tab) and the
        /// renderer reported it.
        case userInteraction
        /// A deep link is being followed; see ``Navigation/withCause(_:_:)``.
        case deepLink
        /// A ``RestorationRegistry`` is rebuilding a saved tree
        /// (``RestorationRegistry/restore(_:into:as:)``): one transaction in which every event
        /// carries this cause.
        case restoration

        /// The case name (`userInteraction`, `deepLink`, ...), so a log line or a test failure
        /// can be searched for in the code.
        public var description: String {
            switch self {
            case .program: "program"
            case .userInteraction: "userInteraction"
            case .deepLink: "deepLink"
            case .restoration: "restoration"
            }
        }
    }

    /// The navigation that changed. For container changes, the navigation that holds the
    /// container.
    public let navigation: NavigationID
    /// What changed.
    public let change: Change
    /// Why it changed.
    public let cause: Cause
    /// Whether a renderer should animate the change.
    public let animated: Bool

    /// Creates an event.
    public init(navigation: NavigationID, change: Change, cause: Cause = .program, animated: Bool) {
        self.navigation = navigation
        self.change = change
        self.cause = cause
        self.animated = animated
    }

    public var description: String {
        "\(navigation): \(change) (\(cause)\(animated ? ", animated" : ""))"
    }
}

extension NavigationEvent.Change {
    /// The container a container change (an item added, removed, selected or relabelled, a page
    /// turned, items hidden, a split collapsed or expanded) is about; `nil` for other changes.
    public var container: ScreenID? {
        switch self {
        case .itemAdded(let container, _, _), .itemRemoved(let container, _, _),
            .itemSelected(let container, _, _), .pageTurned(let container, _, _, _),
            .itemChanged(let container, _, _), .visibilityChanged(let container, _, _),
            .collapsed(let container), .expanded(let container):
            container
        case .pushed, .popped, .replaced, .presented, .dismissed, .alertPresented, .alertDismissed:
            nil
        }
    }
}
