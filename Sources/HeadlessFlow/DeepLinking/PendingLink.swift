/// A link a coordinator held behind a gate (``RouteResult/hold``), kept on its tree's root until it
/// is resumed or dropped.
@MainActor
final class PendingLink {
    weak var holder: (any Coordinator)?
    let route: Any
    let cause: NavigationEvent.Cause
    let handle: @MainActor (_ animated: Bool) throws -> RouteResult
    let onComplete: ((DeepLinkOutcome) -> Void)?

    init(
        holder: any Coordinator, route: Any, cause: NavigationEvent.Cause,
        handle: @escaping @MainActor (Bool) throws -> RouteResult,
        onComplete: ((DeepLinkOutcome) -> Void)?
    ) {
        self.holder = holder
        self.route = route
        self.cause = cause
        self.handle = handle
        self.onComplete = onComplete
    }
}
