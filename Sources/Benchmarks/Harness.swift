import Dispatch
import Foundation

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    _ = value
}

/// The time one operation takes, in nanoseconds: the best of several rounds, which is the figure
/// least disturbed by the other processes on a small machine.
@MainActor
func nanosecondsPerOperation(
    iterations: Int,
    rounds: Int = 7,
    _ operation: (Int) -> Void
) -> Double {
    // One untimed round warms caches and lets lazy initialisation happen outside the timing.
    for index in 0..<max(1, iterations / 10) { operation(index) }
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<iterations { operation(index) }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        best = min(best, Double(elapsed) / Double(iterations))
    }
    return best
}

/// The extra time `scenario` takes over `reference`, per operation, in nanoseconds: for figures
/// that only show as a difference, such as what an observer adds to a push. The two are timed in
/// alternating rounds and each keeps its best, so a busy moment of the machine cannot fall on one
/// of them only.
@MainActor
func nanosecondsPerOperationDifference(
    iterations: Int,
    rounds: Int = 9,
    _ scenario: (Int) -> Void,
    minus reference: (Int) -> Void
) -> Double {
    for index in 0..<max(1, iterations / 10) {
        scenario(index)
        reference(index)
    }
    var bestScenario = Double.infinity
    var bestReference = Double.infinity
    for _ in 0..<rounds {
        for isScenario in [true, false] {
            let operation = isScenario ? scenario : reference
            let start = DispatchTime.now().uptimeNanoseconds
            for index in 0..<iterations { operation(index) }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
            if isScenario {
                bestScenario = min(bestScenario, elapsed)
            } else {
                bestReference = min(bestReference, elapsed)
            }
        }
    }
    return bestScenario - bestReference
}

/// The scenario names to run, from the command line (`swift run -c release Benchmarks nav`); all when empty.
let benchmarkFilters = Array(CommandLine.arguments.dropFirst())

/// Scales every iteration count, for quick runs under a profiler (`HEADLESSFLOW_BENCH_SCALE=0.01`).
let benchmarkScale: Double =
    ProcessInfo.processInfo.environment["HEADLESSFLOW_BENCH_SCALE"].flatMap(Double.init) ?? 1

/// Whether the scenario `name` was asked for.
func isSelected(_ name: String) -> Bool {
    benchmarkFilters.isEmpty || benchmarkFilters.contains { name.hasPrefix($0) }
}

/// Measures a scenario and its in-process baseline in the same run and prints one line:
/// `bench: NAME NS ns/op baseline: BASELINE-NAME NS ns/op ratio: R`.
///
/// - Parameters:
///   - divisor: how many reported operations one call of a closure performs (for example the
///     number of callbacks one emit makes), so the figure is per reported operation.
@MainActor
@discardableResult
func bench(
    _ name: String,
    iterations: Int,
    divisor: Int = 1,
    scenario: (Int) -> Void,
    baseline baselineName: String,
    _ baseline: (Int) -> Void
) -> (scenario: Double, baseline: Double)? {
    guard isSelected(name) else { return nil }
    let iterations = max(1, Int(Double(iterations) * benchmarkScale))
    let measured = nanosecondsPerOperation(iterations: iterations, scenario) / Double(divisor)
    let base = nanosecondsPerOperation(iterations: iterations, baseline) / Double(divisor)
    printBenchLine(name, measured, baseline: baselineName, base)
    return (measured, base)
}

/// Prints one benchmark line, for figures measured outside ``bench(_:iterations:divisor:scenario:baseline:_:)``.
func printBenchLine(_ name: String, _ measured: Double, baseline baselineName: String, _ base: Double) {
    let ratio = base > 0 ? measured / base : .infinity
    print(
        "bench: \(name) \(format(measured)) ns/op baseline: \(baselineName) \(format(base)) ns/op ratio: \(format(ratio))"
    )
}

func format(_ value: Double) -> String {
    guard value.isFinite else { return "inf" }
    let scaled = (value * 100).rounded() / 100
    return String(describing: scaled)
}
