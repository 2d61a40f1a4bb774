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
    for scenario in scenarios where isSelected(scenario.name) {
        let baselineName = scenario.walks ? "explorer.walk-no-invariants" : "explorer.bfs-no-invariants"
        // The scenario and its baseline are timed in alternating rounds, as every guarded line is
        // (Docs/performance-ratios.txt), so a busy moment of the machine falls on both.
        let measured = try Exploration(invariants: scenario.invariants, walks: scenario.walks)
        let baseline = try Exploration(invariants: [], walks: scenario.walks)
        let iterations = max(1, Int((scenario.walks ? 10 : 20) * benchmarkScale))
        let best = nanosecondsPerOperationAlternating(
            iterations: [iterations, iterations], [measured.explore, baseline.explore])
        let perTransition = try measured.perTransition(best[0])
        let basePerTransition = try baseline.perTransition(best[1])
        printBenchLine(scenario.name, perTransition, baseline: baselineName, basePerTransition)
        print(
            "  \(scenario.name): \(Int(1e9 / perTransition)) transitions/s (\(baselineName): \(Int(1e9 / basePerTransition)))"
        )
    }
    if isSelected("explorer.bfs-fresh-app") {
        let baseline = try Exploration(invariants: [], walks: false)
        let freshApps = try FreshApps()
        let iterations = max(1, Int(20 * benchmarkScale))
        let best = nanosecondsPerOperationAlternating(
            iterations: [iterations, iterations], [freshApps.make, baseline.explore])
        printBenchLine(
            "explorer.bfs-fresh-app", best[0] / Double(freshApps.count),
            baseline: "explorer.bfs-no-invariants",
            try baseline.perTransition(best[1]))
    }
}

/// Fresh demos restored into the states of `demo --map`'s exploration, as the breadth-first search
/// meets them: each expanded state once per transition that leaves it. (The search also tries this
/// for a state with an alert shown, which no snapshot keeps, and then replays its path: that
/// replay is not in this figure.) One operation builds and frees all of them; divided by
/// ``count``, it is the share of `explorer.bfs-no-invariants` that is the fresh app.
@MainActor
private final class FreshApps {
    private var snapshots: [NavigationSnapshot] = []

    var count: Int { snapshots.count }

    init() throws {
        let explorer = DemoExploration.makeExplorer(hostile: false)
        explorer.invariants = []
        let report = try explorer.explore(depth: DemoExploration.mapDepth)
        for (index, state) in report.states.enumerated() where state.isExpanded {
            let app = try explorer.replay(state.path)
            guard let coordinator = app.coordinator, let registry = app.registry else { continue }
            let leaving = report.transitions.filter { $0.from == index }.count
            snapshots += Array(repeating: registry.snapshot(of: coordinator), count: leaving)
        }
        guard !snapshots.isEmpty else { fatalError("the demo's exploration expanded no state") }
    }

    func make(_: Int) {
        for snapshot in snapshots { _ = try? DemoExploration.makeApp(restoring: snapshot) }
    }
}

/// One exploration of the demo's flow with `invariants` checked, as one benchmark operation: `demo
/// --map`'s breadth-first search, or five seeded random walks of 200 steps.
@MainActor
private final class Exploration {
    private let explorer: NavigationExplorer
    private let walks: Bool
    private var report: ExplorationReport?
    private var thrown: ExplorerError?

    init(invariants: Set<ExplorerInvariant>, walks: Bool) throws {
        explorer = DemoExploration.makeExplorer(hostile: false)
        explorer.invariants = invariants
        self.walks = walks
    }

    func explore(_: Int) {
        do throws(ExplorerError) {
            report =
                walks
                ? try explorer.explore(depth: 0, randomWalks: 5, walkLength: 200, seed: 1)
                : try explorer.explore(depth: DemoExploration.mapDepth)
        } catch {
            thrown = error
        }
    }

    /// The time per transition, from the best time per exploration.
    func perTransition(_ perExploration: Double) throws -> Double {
        if let thrown { throw thrown }
        guard let report, report.failures.isEmpty, report.stepCount > 0 else {
            fatalError("the demo's exploration failed: \(report?.failures.map(\.description) ?? [])")
        }
        return perExploration / Double(report.stepCount)
    }
}
