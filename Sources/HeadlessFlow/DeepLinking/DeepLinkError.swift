/// Why a route or deep link was refused. When it is thrown, nothing has changed.
public enum DeepLinkError: Error, CustomStringConvertible {
    /// The URL matched no link the table knows, or its scheme, host or parameters were wrong:
    /// `reason` says which.
    case unresolved(url: String, reason: URLRouteError)
    /// Step `step` (1 for the coordinator the link was opened on) failed: `coordinator`, serving
    /// `route`, threw `underlying`.
    case stepFailed(step: Int, coordinator: String, route: String, underlying: any Error)
    /// Step `step`: `coordinator` continued the route in `target`, which is neither it nor a
    /// running coordinator below it.
    case notBelow(step: Int, coordinator: String, target: String)
    /// The route went on for more than `limit` steps; a handler probably continues in itself.
    case tooManySteps(limit: Int)
    /// `coordinator` holds no pending link to resume.
    case nothingPending(coordinator: String)
    /// A route expected to lead to a `expected` led to `reached`.
    case unexpectedDestination(expected: String, reached: String)
    /// A level of a composed link (``RouteHandling/open(_:then:animated:onComplete:)``): no running
    /// coordinator at or below `below` serves `route`'s type.
    case noCoordinatorServes(route: String, below: String)

    public var description: String {
        switch self {
        case .unresolved(let url, let reason):
            "Cannot open \(url): \(reason)"
        case .stepFailed(let step, let coordinator, let route, let underlying):
            "Step \(step) failed: \(coordinator) could not serve \(route): \(ErrorText.clause(underlying)). Nothing was changed."
        case .notBelow(let step, let coordinator, let target):
            "Step \(step): \(coordinator) continued the route in \(target), which is not a running coordinator below it. Start, present or focus it first. Nothing was changed."
        case .tooManySteps(let limit):
            "The route went on for more than \(limit) steps; does a handler continue in itself? Nothing was changed."
        case .nothingPending(let coordinator):
            "\(coordinator) holds no pending link to resume."
        case .unexpectedDestination(let expected, let reached):
            "The route was expected to lead to a \(expected) but led to \(reached). Nothing was changed."
        case .noCoordinatorServes(let route, let below):
            "No running coordinator at or below \(below) serves \(route); start or focus it in the level above."
        }
    }
}
