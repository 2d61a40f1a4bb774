import HeadlessFlow

/// A view-model as an app writes it.
final class CounterModel: @unchecked Sendable {
    @Observable var value = 0
}

/// The closures' side effect: a class so the closures are `@Sendable` and the work is not removed.
final class Sink: @unchecked Sendable {
    var total = 0
}

/// `observable.emit-1`, `observable.emit-100` (per callback) and `observable.subscribe-cancel`, each
/// against the same closures called directly from an array.
@MainActor
func runObservableBenchmarks() {
    let sink = Sink()
    let observer: @Sendable (Int) -> Void = { sink.total &+= $0 }

    for count in [1, 100] {
        let model = CounterModel()
        var tokens = Set<ObservationToken>()
        for _ in 0..<count {
            model.$value.sink(observer).store(in: &tokens)
        }
        let closures = ContiguousArray(repeating: observer, count: count)
        bench(
            "observable.emit-\(count)",
            iterations: 2_000_000 / count,
            divisor: count,
            scenario: { model.value = $0 },
            baseline: "closure-array.call-\(count)",
            { index in
                for closure in closures { closure(index) }
            }
        )
        blackHole(tokens)
    }

    let model = CounterModel()
    var closures: [@Sendable (Int) -> Void] = []
    bench(
        "observable.subscribe-cancel",
        iterations: 500_000,
        scenario: { _ in model.$value.sink(observer).cancel() },
        baseline: "closure-array.append-call-remove",
        { index in
            closures.append(observer)
            closures[closures.count - 1](index)
            closures.removeLast()
        }
    )
    blackHole(sink.total)
}
