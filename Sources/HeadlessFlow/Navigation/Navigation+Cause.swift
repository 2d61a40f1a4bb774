// Causes: why a change happened, stamped on every event.

extension Navigation {
    // MARK: - Causes

    /// The cause stamped on events right now: the innermost ``withCause(_:_:)``, or
    /// ``NavigationEvent/Cause/program``.
    public static var currentCause: NavigationEvent.Cause { transactions.causes.last ?? .program }

    /// Runs `body`, stamping every event it causes with `cause`, for example
    /// ``NavigationEvent/Cause/deepLink`` while following a link.
    ///
    /// The cause does not reach the app's code that the changes call back (lifecycle callbacks,
    /// event observers, `onFinish` closures): what that code changes is stamped
    /// ``NavigationEvent/Cause/program``.
    public static func withCause<Result, Failure: Error>(
        _ cause: NavigationEvent.Cause,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let state = transactions
        state.causes.append(cause)
        defer { state.causes.removeLast() }
        return try body()
    }

    /// Runs user code that a change calls back (a lifecycle callback, an event observer, a
    /// parent's `onFinish`) with no cause in force: a change it makes is the app's own, stamped
    /// `program`, not the user's or the link's whose delivery is running. A renderer that skips
    /// drawing what the user already did on screen must never skip a change the app made.
    @inline(__always)
    static func runningUserCode<Result>(_ state: TransactionState, _ body: () -> Result) -> Result {
        guard !state.causes.isEmpty else { return body() }
        let saved = state.causes
        state.causes = []
        defer { state.causes = saved }
        return body()
    }
}
