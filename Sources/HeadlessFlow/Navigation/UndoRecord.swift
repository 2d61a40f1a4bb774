/// One change to the model or the coordinator tree, as a throwing ``Navigation/transaction(_:)``
/// records it so that it can put the change back.
///
/// Stacks are recorded as what happened, not copied, so recording costs the same on a stack of
/// 100,000 screens as on one of three: the height before a navigation's first push in the
/// transaction (pushes above it need no record each), and each removal with its position. Undoing
/// the records newest first rebuilds the stack exactly, because the earliest record of each
/// navigation is undone last. Everything else is small and recorded as the object's state before
/// the change.
///
/// A screen's owner (the coordinator that moved to it) is not put back: a screen that leaves the
/// model keeps its owner in any case, and the library only ever matches an owner's screens by ID,
/// which the coordinator's own restored state no longer names.
@MainActor
enum UndoRecord {
    /// The navigation's stack held `count` screens before its first push in this transaction;
    /// undoing removes whatever is above them.
    case stackMark(Navigation, count: Int)
    /// These screens, bottom to top, were removed from the top of the navigation, the lowest at
    /// `index`.
    case removed(Navigation, [Screen], at: Int)
    /// The navigation's whole stack was replaced; it held `old`.
    case replaced(Navigation, old: [Screen])
    /// The navigation's links (modal, container, owner, visible chain) before a change.
    case links(Navigation, Navigation.Links)
    /// The container's items, selection and layout before a change.
    case container(ContainerScreen, ContainerScreen.State)
    /// The coordinator's tree links and screens before a change.
    case coordinator(CoordinatorContext, CoordinatorContext.Links)
    /// The held event at `index`, queued before this transaction began, before a change of this
    /// transaction was merged into it.
    case heldEvent(index: Int, Navigation.HeldEvent)
    /// The navigation's shown alert before a change.
    case alert(Navigation, AlertPresentation?)

    func undo() {
        switch self {
        case .stackMark(let navigation, let count):
            navigation.truncateStack(to: count)
        case .removed(let navigation, let screens, let index):
            navigation.truncateStack(to: index)
            navigation.undoRemoval(of: screens)
        case .replaced(let navigation, let old):
            navigation.undoReplacement(with: old)
        case .links(let navigation, let links):
            navigation.links = links
        case .container(let container, let state):
            container.restore(state)
        case .coordinator(let context, let links):
            context.links = links
        case .heldEvent(let index, let held):
            Navigation.transactions.events[index] = held
        case .alert(let navigation, let presentation):
            navigation.restoreAlert(presentation)
        }
    }

    /// Records `record` if a throwing transaction is open.
    @inline(__always)
    static func record(_ record: @autoclosure () -> UndoRecord) {
        let state = Navigation.transactions
        guard state.recordingDepth > 0 else { return }
        state.undoLog.append(record())
    }
}
