import HeadlessFlow

/// `nav.event-1` and `nav.event-100`: what a push+pop pays per event delivered to 1 and to 100
/// `observeEvents` observers (per callback for 100): the push+pop with the observers minus the same
/// push+pop without, halved (a push+pop announces two events). Each is set against
/// `observable.emit-1` and `observable.emit-100` measured in the same run: a lock, a store and the
/// calls, the floor for thread-safe delivery.
@MainActor
func runEventBenchmarks() throws {
    let sink = Sink()
    for count in [1, 100] {
        let name = "nav.event-\(count)"
        guard isSelected(name) else { continue }
        let iterations = max(1, Int(Double(200_000 / count) * benchmarkScale))
        let screen = Screen(title: "pushed")

        let observed = Navigation()
        try observed.push(Screen(title: "root"), animated: false)
        var tokens = Set<ObservationToken>()
        for _ in 0..<count {
            observed.observeEvents { event in sink.total &+= event.animated ? 1 : 2 }.store(in: &tokens)
        }
        let plain = Navigation()
        try plain.push(Screen(title: "root"), animated: false)
        func pushPop(_ navigation: Navigation) -> (Int) -> Void {
            { _ in
                try! navigation.push(screen, animated: false)
                try! navigation.pop(animated: false)
            }
        }
        // Exactly the work of `observable.emit-N` (ObservableBenchmarks.swift), timed in the same
        // alternating rounds as the two push+pops.
        let model = CounterModel()
        let observer: @Sendable (Int) -> Void = { sink.total &+= $0 }
        for _ in 0..<count { model.$value.sink(observer).store(in: &tokens) }
        let emitIterations = max(1, Int(Double(2_000_000 / count) * benchmarkScale))
        let best = nanosecondsPerOperationAlternating(
            iterations: [iterations, iterations, emitIterations], rounds: 9,
            [pushPop(observed), pushPop(plain), { model.value = $0 }])
        let perCallback = max(0, best[0] - best[1]) / Double(2 * count)
        let emit = best[2] / Double(count)

        printBenchLine(name, perCallback, baseline: "observable.emit-\(count)", emit)
        blackHole(tokens)
    }
    blackHole(sink.total)
}
