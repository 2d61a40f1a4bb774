/// Where a route or deep link ended.
@MainActor
public struct DeepLinkResult {
    /// The coordinator of the last level: the one that showed the destination, or the one that
    /// holds the link behind a gate.
    public let destination: any Coordinator
    /// Each level's coordinator and route.
    public let steps: [DeepLinkPlan.Step]

    /// Whether the link is held behind a gate (``RouteResult/hold``) rather than at its destination.
    public var isPending: Bool { steps.last?.ending == .held }
}

/// How a deep link ended, as handed to the `onComplete` closure of
/// ``RouteHandling/open(_:animated:onComplete:)``: once, when it reaches its destination (at once,
/// or when a held link is resumed) or when it is dropped.
public enum DeepLinkOutcome: Sendable, Equatable {
    /// The link reached its destination.
    case completed
    /// The link was held behind a gate and will not be served.
    case dropped(DeepLinkDropReason)
}

/// Why a held link was dropped.
public enum DeepLinkDropReason: Sendable, Equatable, CustomStringConvertible {
    /// A newer link was opened in the same tree; at most one link is pending.
    case replaced
    /// The app dropped it with ``Coordinator/dropPendingLink()``.
    case cancelled
    /// The coordinator holding it finished.
    case holderFinished

    public var description: String {
        switch self {
        case .replaced: "replaced"
        case .cancelled: "cancelled"
        case .holderFinished: "holderFinished"
        }
    }
}
