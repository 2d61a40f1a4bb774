/// Something a ``NavigationSnapshot`` could not save, and what was cut with it.
///
/// One rule decides what a snapshot keeps: **a flow is cut back to its last restorable screen.**
/// - A screen whose type is not registered (or whose state does not encode) is cut from its stack
///   together with every screen above it and whatever that navigation presents; a tab or a modal
///   left with no screen goes too.
/// - A coordinator whose type is not registered is cut with its whole flow: the screens it and
///   its descendants pushed, the modal it was presented in, or its tab.
/// - A coordinator whose start screen or navigation was cut goes with it, and so does a pending
///   deep link whose holder went or whose route is not `Codable`.
/// - A shown ``AlertModel`` is never saved (its answer goes to its presenter's closure, which is code):
///   its screens stay, and the presenter asks again after restoring.
///
/// Nothing is dropped silently: each cut is one omission, in ``NavigationSnapshot/omissions``.
public struct RestorationOmission: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What could not be saved.
    public enum Kind: String, Codable, Sendable {
        /// A screen.
        case screen
        /// A coordinator.
        case coordinator
        /// The deep link held behind a gate.
        case pendingLink
        /// A shown ``AlertModel``: never saved, since its answer goes to its presenter's closure.
        /// ``RestorationOmission/typeName`` holds the alert's description.
        case alert
    }

    /// What could not be saved.
    public let kind: Kind
    /// The type's name (for a pending link, its holder's).
    public let typeName: String
    /// Where it was: `window[2]`, `window › modal[0]`, `window[1] › tab 2[0]`.
    public let location: String
    /// Why it could not be saved.
    public let reason: String
    /// How many screens were cut because of it, itself included.
    public let droppedScreens: Int

    public var description: String {
        let cut = droppedScreens == 0 ? "" : "; \(droppedScreens) screen\(droppedScreens == 1 ? "" : "s") cut"
        return "\(kind) \(typeName) at \(location): \(reason)\(cut)"
    }
}
