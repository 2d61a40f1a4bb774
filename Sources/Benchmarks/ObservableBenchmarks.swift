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

/// One observer of a ``LockedStore``, and its token: a class with a cancelled flag, as any
/// publisher needs whose tokens can cancel an observer in the middle of a delivery.
final class StoreObserver<Value: Sendable>: @unchecked Sendable {
    let call: @Sendable (Value) -> Void
    var isCancelled = false
    private weak var store: LockedStore<Value>?

    init(store: LockedStore<Value>, call: @escaping @Sendable (Value) -> Void) {
        self.store = store
        self.call = call
    }

    func cancel() {
        store?.remove(self)
    }
}

/// A thread-safe publisher's floor, written the plain way: a value of any type (so, as in any
/// generic publisher, each observer closure is stored at its most general form and called through
/// a conversion thunk) and its observers behind a pthread mutex, the observers copied out under the lock and called after it (STYLE 11), each
/// read unretained from the copied array as `ObservableStorage.deliver` does (a retain and release
/// per callback would cost more than the call, and more on one processor than on another).
///
/// Two floors: ``send(_:)`` is the least any publisher written from several threads must do;
/// ``sendInOrder(_:)`` adds what `@Observable` promises on top, deliveries in order and never two
/// at once (a delivering flag set under the lock and a second lock round trip to step down, with
/// a queue for values stored meanwhile), and is what the library is judged by.
final class LockedStore<Value: Sendable>: @unchecked Sendable {
    typealias Observers = ContiguousArray<StoreObserver<Value>>

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value
    private var observers: Observers = []
    private var isDelivering = false
    private var queue: [(value: Value, observers: Observers)] = []

    init(_ value: Value) {
        self.value = value
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

    /// Calls every observer not cancelled, reading each unretained: the array keeps them alive.
    @inline(__always)
    private static func deliver(_ value: Value, to observers: Observers) {
        observers.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<StoreObserver<Value>>.self) { observers in
                for observer in observers {
                    observer._withUnsafeGuaranteedRef { observer in
                        guard !observer.isCancelled else { return }
                        observer.call(value)
                    }
                }
            }
        }
    }

    /// Stores `newValue` and calls every observer with it: one lock round trip and the calls.
    @inline(never)
    func send(_ newValue: Value) {
        let current = locked {
            value = newValue
            return observers
        }
        Self.deliver(newValue, to: current)
    }

    /// Stores `newValue` and delivers it after any delivery running, so every observer sees the
    /// values in order and never two at once.
    @inline(never)
    func sendInOrder(_ newValue: Value) {
        var next: (value: Value, observers: Observers)? = locked {
            value = newValue
            guard !isDelivering else {
                queue.append((newValue, observers))
                return nil
            }
            isDelivering = true
            return (newValue, observers)
        }
        while let delivery = next {
            Self.deliver(delivery.value, to: delivery.observers)
            next = locked {
                guard queue.isEmpty else { return queue.removeFirst() }
                isDelivering = false
                return nil
            }
        }
    }

    /// Adds `observer` under a new record, calls it with the current value, and cancels it: what
    /// a subscription that can be cancelled from any thread costs at least (one record object,
    /// the lock twice, the call).
    @inline(never)
    func subscribeCallCancel(_ observer: @escaping @Sendable (Value) -> Void) {
        let record = StoreObserver(store: self, call: observer)
        let current = locked {
            observers.append(record)
            return value
        }
        observer(current)
        record.cancel()
    }

    /// ``subscribeCallCancel(_:)`` with the current value handed over as a delivery in order
    /// (after any delivery running, never beside one), as ``sendInOrder(_:)`` delivers: a third
    /// lock round trip.
    @inline(never)
    func subscribeCallCancelInOrder(_ observer: @escaping @Sendable (Value) -> Void) {
        let record = StoreObserver(store: self, call: observer)
        let current: Value? = locked {
            observers.append(record)
            guard !isDelivering else {
                queue.append((value, [record]))
                return nil
            }
            isDelivering = true
            return value
        }
        if let current {
            observer(current)
            var next: (value: Value, observers: Observers)? = locked {
                guard queue.isEmpty else { return queue.removeFirst() }
                isDelivering = false
                return nil
            }
            while let delivery = next {
                Self.deliver(delivery.value, to: delivery.observers)
                next = locked {
                    guard queue.isEmpty else { return queue.removeFirst() }
                    isDelivering = false
                    return nil
                }
            }
        }
        record.cancel()
    }

    fileprivate func remove(_ record: StoreObserver<Value>) {
        locked {
            record.isCancelled = true
            for index in observers.indices where observers[index] === record {
                observers.remove(at: index)
                return
            }
        }
    }

    func add(_ observer: @escaping @Sendable (Value) -> Void) {
        let record = StoreObserver(store: self, call: observer)
        locked { observers.append(record) }
    }
}

/// `observable.emit-1`, `observable.emit-100` (per callback) and `observable.subscribe-cancel`,
/// each against a ``LockedStore`` delivering in order (`ordered-store`), the floor for what
/// `@Observable` promises; and each a second time (`-locked`) against the bare ``LockedStore``
/// floor of any thread-safe publisher. Both floors do the library's kinds of work (a lock, an
/// array of observer objects, indirect calls, an allocation per subscription), so the ratios do
/// not move with the cost of one kind on one processor.
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
        let store = LockedStore(0)
        for _ in 0..<count { store.add(observer) }
        bench(
            "observable.emit-\(count)",
            iterations: 2_000_000 / count,
            divisor: count,
            scenario: { model.value = $0 },
            baseline: "ordered-store.send-\(count)",
            { index in store.sendInOrder(index) }
        )
        bench(
            "observable.emit-\(count)-locked",
            iterations: 2_000_000 / count,
            divisor: count,
            scenario: { model.value = $0 },
            baseline: "locked-store.send-unretained-\(count)",
            { index in store.send(index) }
        )
        blackHole(tokens)
    }

    let model = CounterModel()
    let store = LockedStore(0)
    bench(
        "observable.subscribe-cancel",
        iterations: 500_000,
        scenario: { _ in model.$value.sink(observer).cancel() },
        baseline: "ordered-store.subscribe-call-cancel",
        { _ in store.subscribeCallCancelInOrder(observer) }
    )
    bench(
        "observable.subscribe-cancel-locked",
        iterations: 500_000,
        scenario: { _ in model.$value.sink(observer).cancel() },
        baseline: "locked-store.record-subscribe-call-cancel",
        { _ in store.subscribeCallCancel(observer) }
    )
    blackHole(sink.total)
}
