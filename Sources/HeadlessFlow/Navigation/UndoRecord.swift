/// One change to the model or the coordinator tree, as a throwing ``Navigation/transaction(_:)``
/// records it so that it can put the change back.
///
/// Stack changes are recorded as what happened (a push, a removal), not as a copy of the stack,
/// so recording costs the same on a stack of 100,000 screens as on one of three. Everything else
/// is small and recorded as the object's state before the change; undoing the records newest
/// first leaves each object as it was when the transaction began.
@MainActor
enum UndoRecord {
    /// A screen was pushed on top of the navigation.
    case pushed(Navigation)
    /// These screens, bottom to top, were removed from the top of the navigation.
    case removed(Navigation, [Screen])
    /// The navigation's whole stack was replaced; it held `old`.
    case replaced(Navigation, old: [Screen])
    /// The navigation's links (modal, tab bar, owner, visible chain) before a change.
    case links(Navigation, Navigation.Links)
    /// The screen's owner before a coordinator moved to it.
    case owner(Screen, (any Coordinator)?)
    /// The tab bar's tabs and selection before a change.
    case tabs(TabBar, [TabBar.Tab], selectedIndex: Int?)
    /// The coordinator's tree links and screens before a change.
    case coordinator(CoordinatorContext, CoordinatorContext.Links)

    func undo() {
        switch self {
        case .pushed(let navigation):
            navigation.undoPush()
        case .removed(let navigation, let screens):
            navigation.undoRemoval(of: screens)
        case .replaced(let navigation, let old):
            navigation.undoReplacement(with: old)
        case .links(let navigation, let links):
            navigation.links = links
        case .owner(let screen, let owner):
            screen.owner = owner
        case .tabs(let tabBar, let tabs, let selectedIndex):
            tabBar.restore(tabs: tabs, selectedIndex: selectedIndex)
        case .coordinator(let context, let links):
            context.links = links
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
