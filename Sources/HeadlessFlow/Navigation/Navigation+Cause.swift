// Causes: why a change happened, stamped on every event.

extension Navigation {
    // MARK: - Causes

    /// The cause stamped on events right now: the innermost ``withCause(_:_:)``, or
    /// ``NavigationEvent/Cause/program``.
    public static var currentCause: NavigationEvent.Cause { transactions.causes.last ?? .program }

    /// Runs `body`, stamping every event it causes with `cause`, for example
    /// ``NavigationEvent/Cause/deepLink`` while following a link.
    public static func withCause<Result, Failure: Error>(
        _ cause: NavigationEvent.Cause,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let state = transactions
        state.causes.append(cause)
        defer { state.causes.removeLast() }
        return try body()
    }
}
