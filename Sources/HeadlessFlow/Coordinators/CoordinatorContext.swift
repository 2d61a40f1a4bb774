/// The state the library keeps for one ``Coordinator``: its navigation, its place in the tree and
/// the screens it tracks.
///
/// Create one in your coordinator's initializer and expose it as ``Coordinator/context``. Read the
/// state through the coordinator (``Coordinator/parent``, ``Coordinator/startScreen``...); only
/// the library changes it, which is what keeps the tree consistent.
@MainActor
public final class CoordinatorContext {
    /// Where a coordinator stands.
    public enum State: Sendable, Equatable {
        /// Not started by a parent: a root coordinator, or one not yet handed to a parent.
        case root
        /// Started by a parent and not yet finished.
        case running
        /// Finishing: its subtree is being torn down.
        case finishing
        /// Finished. It can be started again as a child.
        case finished
    }

    /// How a running coordinator was started by its parent.
    enum Presentation {
        case root
        case pushed
        case presented
        case tabItem
    }

    /// The navigation this coordinator's screens are pushed onto.
    public let navigation: Navigation

    /// A number no other coordinator of this process has: how snapshots and the journal name this
    /// coordinator without holding it.
    let identifier: UInt64

    /// Where the coordinator stands.
    public var state: State { stateStorage }

    @exclusivity(unchecked) var stateStorage = State.root

    // Screens are remembered by ID and looked up in the navigation, not held: a screen that left
    // the navigation is simply not found, so the coordinator can never act on a stale screen, and
    // screens need no weak-reference side table (which made every retain of them slower).
    @exclusivity(unchecked) var startScreenID: ScreenID?
    @exclusivity(unchecked) var topScreenID: ScreenID?
    weak var parent: (any Coordinator)?
    @exclusivity(unchecked) var child: (any Coordinator)?
    /// A tab bar coordinator's item coordinators, in tab order.
    @exclusivity(unchecked) var items: [any Coordinator] = []
    @exclusivity(unchecked) var presentation = Presentation.root
    @exclusivity(unchecked) var completion: ((ErasedOutcome) -> Void)?
    /// On a tree's root: the link held behind a gate somewhere in the tree, at most one.
    @exclusivity(unchecked) var pendingLink: PendingLink?
    /// Whether this coordinator holds its tree's pending link.
    @exclusivity(unchecked) var isHoldingLink = false

    /// The observations the coordinator started with `observe(_:_:)`, ended with it. Not part of
    /// the tree: a transaction that rolls back leaves them alone.
    var observations = ObservationBag()

    /// The objects ``Coordinator/expectFreed(_:as:)`` expects freed with this coordinator, held
    /// weakly.
    var expectedFrees: [ExpectedFree] = []

    /// The undo generation in which ``recordForUndo()`` last recorded this context.
    @exclusivity(unchecked) private var recordedGeneration: UInt64 = 0

    /// Everything above that the library changes, as a throwing transaction records it.
    struct Links {
        var state: State
        var startScreenID: ScreenID?
        var topScreenID: ScreenID?
        var parent: (any Coordinator)?
        var child: (any Coordinator)?
        var items: [any Coordinator]
        var presentation: Presentation
        var completion: ((ErasedOutcome) -> Void)?
        var pendingLink: PendingLink?
        var isHoldingLink: Bool
    }

    var links: Links {
        get {
            Links(
                state: stateStorage, startScreenID: startScreenID, topScreenID: topScreenID,
                parent: parent, child: child, items: items, presentation: presentation,
                completion: completion, pendingLink: pendingLink, isHoldingLink: isHoldingLink)
        }
        set {
            stateStorage = newValue.state
            startScreenID = newValue.startScreenID
            topScreenID = newValue.topScreenID
            parent = newValue.parent
            child = newValue.child
            items = newValue.items
            presentation = newValue.presentation
            completion = newValue.completion
            pendingLink = newValue.pendingLink
            isHoldingLink = newValue.isHoldingLink
        }
    }

    /// Records the links, if a throwing transaction is open, before the library changes them.
    /// Once per transaction is enough: undoing restores the earliest record.
    @inline(__always)
    func recordForUndo() {
        let state = Navigation.transactions
        // Live journals follow the coordinator tree from these notes rather than by walking it.
        if !state.journals.isEmpty { NavigationJournal.noteChange(of: identifier) }
        guard state.recordingDepth > 0, recordedGeneration != state.undoGeneration else { return }
        recordedGeneration = state.undoGeneration
        state.undoLog.append(.coordinator(self, links))
    }

    /// The start screen, while it is in the navigation.
    var startScreen: Screen? {
        startScreenID.flatMap { navigation.screen(withID: $0) }
    }

    /// The recorded top screen, while it is in the navigation.
    var recordedTopScreen: Screen? {
        topScreenID.flatMap { navigation.screen(withID: $0) }
    }

    /// Creates the state for a coordinator that drives `navigation`.
    public init(navigation: Navigation) {
        self.navigation = navigation
        let transactions = Navigation.transactions
        transactions.lastCoordinatorIdentifier &+= 1
        identifier = transactions.lastCoordinatorIdentifier
    }
}
