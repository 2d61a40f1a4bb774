import DemoTerminal
import HeadlessFlow
import HeadlessFlowTesting

/// The navigation explorer on the demo's flow, per transition explored (one action taken and
/// checked), each figure beside the same exploration with no invariant, so the difference is what
/// the checks cost:
///
/// - `explorer.bfs-*`: `demo --map`'s exploration (a first run, the demo's texts and links,
///   breadth first to `DemoExploration.mapDepth`). Each transition is taken on a fresh app,
///   restored into the state it starts from, and its figure includes building that app.
/// - `explorer.walk-*`: seeded random walks through the same flow, one fresh app per walk of 200
///   steps, so the figure is the step and its checks: every built-in one, the tree check only, or
///   one per-step invariant alone.
/// - `explorer.bfs-fresh-app`: what the breadth-first search pays per transition before it takes
///   the action: a fresh demo restored into the state the transition starts from, and freed.
@MainActor
func runExplorerBenchmarks() throws {
    let scenarios: [(name: String, invariants: Set<ExplorerInvariant>, walks: Bool)] = [
        ("explorer.bfs-all-invariants", ExplorerInvariant.builtIn, false),
        ("explorer.bfs-tree-check", [.rendererMatchesModel], false),
        ("explorer.walk-all-invariants", ExplorerInvariant.builtIn, true),
        ("explorer.walk-tree-check", [.rendererMatchesModel], true),
        ("explorer.walk-check-errors", [.noEscapedErrors], true),
        ("explorer.walk-check-restoration", [.restorationRoundTrips], true),
        ("explorer.walk-check-leaks", [.leftTreeIsFreed], true),
    ]
    var baselines: [Bool: Double] = [:]
    for scenario in scenarios where isSelected(scenario.name) {
        let baselineName = scenario.walks ? "explorer.walk-no-invariants" : "explorer.bfs-no-invariants"
        let baseline: Double
        if let measured = baselines[scenario.walks] {
            baseline = measured
        } else {
            baseline = try nanosecondsPerTransition(invariants: [], walks: scenario.walks)
            baselines[scenario.walks] = baseline
        }
        let measured = try nanosecondsPerTransition(invariants: scenario.invariants, walks: scenario.walks)
        printBenchLine(scenario.name, measured, baseline: baselineName, baseline)
        print(
            "  \(scenario.name): \(Int(1e9 / measured)) transitions/s (\(baselineName): \(Int(1e9 / baseline)))"
        )
    }
    if isSelected("explorer.bfs-fresh-app") {
        let baseline = try baselines[false] ?? nanosecondsPerTransition(invariants: [], walks: false)
        printBenchLine(
            "explorer.bfs-fresh-app", try nanosecondsPerFreshApp(), baseline: "explorer.bfs-no-invariants",
            baseline)
    }
}

/// The time one fresh demo restored into a state of `demo --map`'s exploration takes, built and
/// freed, averaged as the breadth-first search meets them: each expanded state once per transition
/// that leaves it. (The search also tries this for a state with an alert shown, which no snapshot
/// keeps, and then replays its path: that replay is not in this figure.) The share of
/// `explorer.bfs-no-invariants` that is the fresh app.
@MainActor
private func nanosecondsPerFreshApp() throws -> Double {
    let explorer = DemoExploration.makeExplorer(hostile: false)
    explorer.invariants = []
    let report = try explorer.explore(depth: DemoExploration.mapDepth)
    var snapshots: [NavigationSnapshot] = []
    for (index, state) in report.states.enumerated() where state.isExpanded {
        let app = try explorer.replay(state.path)
        guard let coordinator = app.coordinator, let registry = app.registry else { continue }
        let leaving = report.transitions.filter { $0.from == index }.count
        snapshots += Array(repeating: registry.snapshot(of: coordinator), count: leaving)
    }
    guard !snapshots.isEmpty else { fatalError("the demo's exploration expanded no state") }
    let iterations = max(1, Int(20 * benchmarkScale))
    let perRound = nanosecondsPerOperation(iterations: iterations) { _ in
        for snapshot in snapshots { _ = try? DemoExploration.makeApp(restoring: snapshot) }
    }
    return perRound / Double(snapshots.count)
}

/// The time one explored transition of the demo's flow takes with `invariants` checked: the
/// best of seven rounds of explorations, divided by the transitions each takes.
@MainActor
private func nanosecondsPerTransition(invariants: Set<ExplorerInvariant>, walks: Bool) throws -> Double {
    let explorer = DemoExploration.makeExplorer(hostile: false)
    explorer.invariants = invariants
    var report: ExplorationReport?
    var thrown: ExplorerError?
    let iterations = max(1, Int((walks ? 10 : 20) * benchmarkScale))
    let perExploration = nanosecondsPerOperation(iterations: iterations) { _ in
        do throws(ExplorerError) {
            report =
                walks
                ? try explorer.explore(depth: 0, randomWalks: 5, walkLength: 200, seed: 1)
                : try explorer.explore(depth: DemoExploration.mapDepth)
        } catch {
            thrown = error
        }
    }
    if let thrown { throw thrown }
    guard let report, report.failures.isEmpty, report.stepCount > 0 else {
        fatalError("the demo's exploration failed: \(report?.failures.map(\.description) ?? [])")
    }
    return perExploration / Double(report.stepCount)
}
