import HeadlessFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A view-model as an app writes it.
final class CounterModel: @unchecked Sendable {
    @HeadlessFlow.Observable var value = 0
}

/// The closures' side effect: a class so the closures are `@Sendable` and the work is not removed.
final class Sink: @unchecked Sendable {
    var total = 0
}

/// A thread-safe publisher's floor: a value and its observers behind a mutex, the observers copied
/// out under the lock and called after it (STYLE 11), which is what any publisher that may be
/// written from several threads must do at least.
final class LockedStore: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value = 0
    private var observers: ContiguousArray<@Sendable (Int) -> Void> = []
    private var ids: ContiguousArray<Int> = []
    private var nextID = 0

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Stores `newValue` and calls every observer with it.
    @inline(never)
    func send(_ newValue: Int) {
        let current = locked {
            value = newValue
            return observers
        }
        for observer in current { observer(newValue) }
    }

    /// Adds `observer` under a new token, calls it with the current value, and cancels the token:
    /// what a subscription that can be cancelled from any thread costs at least (one token object,
    /// the lock twice, the call).
    @inline(never)
    func subscribeCallCancel(_ observer: @escaping @Sendable (Int) -> Void) {
        let (token, current) = locked {
            nextID &+= 1
            observers.append(observer)
            ids.append(nextID)
            return (LockedToken(store: self, id: nextID), value)
        }
        observer(current)
        token.cancel()
    }

    fileprivate func remove(_ id: Int) {
        locked {
            for index in ids.indices where ids[index] == id {
                ids.remove(at: index)
                observers.remove(at: index)
                return
            }
        }
    }

    func add(_ observer: @escaping @Sendable (Int) -> Void) {
        locked {
            observers.append(observer)
            ids.append(-1)
        }
    }
}

/// The token of a ``LockedStore`` subscription.
final class LockedToken: @unchecked Sendable {
    private let store: LockedStore
    private let id: Int

    init(store: LockedStore, id: Int) {
        self.store = store
        self.id = id
    }

    func cancel() {
        store.remove(id)
    }
}

/// `observable.emit-1`, `observable.emit-100` (per callback) and `observable.subscribe-cancel`, each
/// against the same closures called directly from an array, and each a second time (`-locked`)
/// against a ``LockedStore``, the floor of a thread-safe publisher, by which they are judged.
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
        let store = LockedStore()
        for _ in 0..<count { store.add(observer) }
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
        bench(
            "observable.emit-\(count)-locked",
            iterations: 2_000_000 / count,
            divisor: count,
            scenario: { model.value = $0 },
            baseline: "locked-store.send-\(count)",
            { index in store.send(index) }
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
    let store = LockedStore()
    bench(
        "observable.subscribe-cancel-locked",
        iterations: 500_000,
        scenario: { _ in model.$value.sink(observer).cancel() },
        baseline: "locked-store.subscribe-call-cancel",
        { _ in store.subscribeCallCancel(observer) }
    )
    blackHole(sink.total)
}
