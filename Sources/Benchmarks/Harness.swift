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

/// The best time per operation of each of `operations`, in nanoseconds, timed in alternating
/// rounds: every round times each operation once (the order turning round by round), and each
/// keeps its best. Figures that are compared with each other are taken this way, so that a busy
/// moment of the machine, or a change of clock speed, falls on all of them or is outlasted by the
/// other rounds, rather than landing on one of them only.
///
/// - Parameters:
///   - iterations: how many times each round calls each operation, one count per operation.
@MainActor
func nanosecondsPerOperationAlternating(
    iterations: [Int],
    rounds: Int = 7,
    _ operations: [(Int) -> Void]
) -> [Double] {
    precondition(iterations.count == operations.count)
    // One untimed round warms caches and lets lazy initialisation happen outside the timing.
    for (operation, count) in zip(operations, iterations) {
        for index in 0..<max(1, count / 10) { operation(index) }
    }
    var best = [Double](repeating: .infinity, count: operations.count)
    for round in 0..<rounds {
        for step in operations.indices {
            let which = round.isMultiple(of: 2) ? step : operations.count - 1 - step
            let operation = operations[which]
            let count = iterations[which]
            let start = DispatchTime.now().uptimeNanoseconds
            for index in 0..<count { operation(index) }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            best[which] = min(best[which], Double(elapsed) / Double(count))
        }
    }
    return best
}

/// The extra time `scenario` takes over `reference`, per operation, in nanoseconds: for figures
/// that only show as a difference, such as what an observer adds to a push. Both are timed in
/// alternating rounds (``nanosecondsPerOperationAlternating(iterations:rounds:_:)``).
@MainActor
func nanosecondsPerOperationDifference(
    iterations: Int,
    rounds: Int = 9,
    _ scenario: (Int) -> Void,
    minus reference: (Int) -> Void
) -> Double {
    let best = nanosecondsPerOperationAlternating(iterations: iterations, rounds: rounds, scenario, reference)
    return best[0] - best[1]
}

/// ``nanosecondsPerOperationAlternating(iterations:rounds:_:)`` for two operations called the same
/// number of times, given as non-escaping closures.
@MainActor
func nanosecondsPerOperationAlternating(
    iterations: Int,
    rounds: Int = 7,
    _ first: (Int) -> Void,
    _ second: (Int) -> Void
) -> [Double] {
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            nanosecondsPerOperationAlternating(
                iterations: [iterations, iterations], rounds: rounds, [first, second])
        }
    }
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

/// Measures a scenario and its in-process baseline in the same run, in alternating rounds, and
/// prints one line:
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
    let best = nanosecondsPerOperationAlternating(iterations: iterations, scenario, baseline)
    let measured = best[0] / Double(divisor)
    let base = best[1] / Double(divisor)
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
