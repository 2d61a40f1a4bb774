// Whether a dry run is under way, for flows that a route handler returns and the route follower,
// not the flow's caller, runs.

extension Navigation {
    /// Whether the current transaction is a dry run (``Navigation/dryRun(from:_:)``), which
    /// captures its events to undo them.
    static var isDryRunning: Bool { transactions.capturingDepth > 0 }
}
