// Causes: why a change happened, stamped on every event.

extension Navigation {
    // MARK: - Causes

    @MainActor private static var causes: [NavigationEvent.Cause] = []

    /// The cause stamped on events right now: the innermost ``withCause(_:_:)``, or
    /// ``NavigationEvent/Cause/program``.
    public static var currentCause: NavigationEvent.Cause { causes.last ?? .program }

    /// Runs `body`, stamping every event it causes with `cause`, for example
    /// ``NavigationEvent/Cause/deepLink`` while following a link.
    public static func withCause<Result, Failure: Error>(
        _ cause: NavigationEvent.Cause,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        causes.append(cause)
        defer { causes.removeLast() }
        return try body()
    }
}
