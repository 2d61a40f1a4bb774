import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// `@Observable`'s storage steps down as drainer with an atomic compare-and-swap instead of a
/// second lock round trip. These tests compare it, over seeded random operations, with
/// ``ReferencePublisher``: the plain mutex-only publisher it replaced, written out here.
final class ObservableStorageTests: XCTestCase {
    // MARK: - One thread, re-entrant

    func testRandomReentrantScripts_DeliverExactlyAsTheMutexOnlyReference() {
        for seed in UInt64(1)...40 {
            let library = ScriptRun(publisher: LibraryPublisher(), seed: seed).run(operations: 300)
            let reference = ScriptRun(publisher: ReferencePublisher(), seed: seed).run(operations: 300)
            XCTAssertEqual(library.count, reference.count, "seed \(seed): a delivery was lost or added")
            XCTAssertEqual(library, reference, "seed \(seed): deliveries differ from the reference")
            if library != reference { return }
        }
    }

    // MARK: - Many threads

    func testRandomSetsSubscriptionsAndCancelsOnManyThreads_KeepTheReferenceOrderingRules() {
        for seed in UInt64(1)...6 {
            let reference = ThreadedRun(publisher: ReferencePublisher(), seed: seed).run()
            XCTAssertEqual(reference, [], "seed \(seed): the reference breaks the rules: \(reference)")
            let library = ThreadedRun(publisher: LibraryPublisher(), seed: seed).run()
            XCTAssertEqual(library, [], "seed \(seed): \(library)")
        }
    }
}

// MARK: - The publishers compared

/// What the tests do with a publisher.
private protocol TestPublisher: AnyObject, Sendable {
    var value: Int { get }
    func set(_ value: Int)
    func sink(_ observer: @escaping @Sendable (Int) -> Void) -> @Sendable () -> Void
}

/// `@Observable`, the code under test.
private final class LibraryPublisher: TestPublisher, @unchecked Sendable {
    @HeadlessFlow.Observable var stored = 0

    var value: Int { stored }

    func set(_ value: Int) { stored = value }

    func sink(_ observer: @escaping @Sendable (Int) -> Void) -> @Sendable () -> Void {
        let token = $stored.sink(observer)
        return { token.cancel() }
    }
}

/// The plain version: every decision under one mutex, stepping down as drainer under it too, and
/// the cancelled flag read under it before every callback.
private final class ReferencePublisher: TestPublisher, @unchecked Sendable {
    private final class Record: @unchecked Sendable {
        let call: @Sendable (Int) -> Void
        var isCancelled = false
        init(_ call: @escaping @Sendable (Int) -> Void) { self.call = call }
    }

    private let lock = NSLock()
    private var stored = 0
    private var observers: [Record] = []
    private var drainer: Thread?
    private var queue: [(value: Int, observers: [Record])] = []

    var value: Int { lock.withLock { stored } }

    func set(_ value: Int) {
        let observers: [Record]? = lock.withLock {
            stored = value
            if drainer != nil {
                queue.append((value, self.observers))
                return nil
            }
            drainer = Thread.current
            return self.observers
        }
        if let observers { deliver(value, to: observers) }
    }

    func sink(_ observer: @escaping @Sendable (Int) -> Void) -> @Sendable () -> Void {
        let record = Record(observer)
        let start: (value: Int, drain: Bool)? = lock.withLock {
            observers.append(record)
            if drainer === Thread.current { return (stored, false) }
            if drainer != nil {
                queue.append((stored, [record]))
                return nil
            }
            drainer = Thread.current
            return (stored, true)
        }
        if let start {
            if !lock.withLock({ record.isCancelled }) { observer(start.value) }
            if start.drain { deliver(nil, to: []) }
        }
        return { [self] in
            lock.withLock {
                record.isCancelled = true
                observers.removeAll { $0 === record }
            }
        }
    }

    /// Delivers `value`, then everything queued, then steps down, all decisions under the lock.
    private func deliver(_ value: Int?, to observers: [Record]) {
        var next = value.map { (value: $0, observers: observers) }
        while true {
            if let delivery = next {
                for record in delivery.observers where !lock.withLock({ record.isCancelled }) {
                    record.call(delivery.value)
                }
            }
            next = lock.withLock {
                if queue.isEmpty {
                    drainer = nil
                    return nil
                }
                return queue.removeFirst()
            }
            if next == nil { return }
        }
    }
}

// MARK: - One thread: random scripts with re-entrant observers

/// Sets, subscriptions and cancellations drawn from a seed, some of them made by observers during a
/// delivery. Everything runs on one thread, so a correct publisher's deliveries are exactly
/// determined, and two publishers given the same seed must deliver the same (observer, value)
/// pairs in the same order.
private final class ScriptRun: @unchecked Sendable {
    private let publisher: TestPublisher
    private var random: SeededRandom
    private var cancels: [Int: @Sendable () -> Void] = [:]
    private var nextObserver = 0
    private var nextValue = 1
    /// How many more actions observers may take during the current top-level operation.
    private var reactionBudget = 0
    private(set) var deliveries: [String] = []

    init(publisher: TestPublisher, seed: UInt64) {
        self.publisher = publisher
        random = SeededRandom(seed: seed)
    }

    func run(operations: Int) -> [String] {
        for _ in 0..<operations {
            reactionBudget = 4
            act(depth: 0)
        }
        deliveries.append("final \(publisher.value)")
        return deliveries
    }

    private func act(depth: Int) {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
            publisher.set(nextValue)
            nextValue += 1
        case 5..<8:
            subscribe()
        default:
            guard let id = cancels.keys.sorted().randomElement(using: &random) else { return }
            cancels.removeValue(forKey: id)?()
        }
    }

    private func subscribe() {
        let id = nextObserver
        nextObserver += 1
        let reacts = Bool.random(using: &random)
        cancels[id] = publisher.sink { [self] value in
            deliveries.append("\(id) got \(value)")
            guard reacts, reactionBudget > 0, Int.random(in: 0..<3, using: &random) == 0 else { return }
            reactionBudget -= 1
            act(depth: 1)
        }
    }
}

// MARK: - Many threads: random operations, checked against the ordering rules

/// Four threads set values, subscribe, cancel and release observers at random (seeded per thread),
/// some observers setting the value again from inside a delivery. What a correct publisher
/// promises, and what is checked afterwards:
/// - observers subscribed before the threads start see the same history, holding every value
///   stored exactly once, each thread's values in the order it set them, a value set inside a
///   delivery after the value delivered, and the last value stored last;
/// - every other observer sees a contiguous slice of that history;
/// - no observer is ever called twice at once: histories are recorded without a lock, so under
///   ThreadSanitizer an overlap, or a hand-over between drainers without a happens-before edge,
///   is a reported race.
private final class ThreadedRun: @unchecked Sendable {
    /// Records without a lock: the publisher promises never to call one observer twice at once.
    private final class History: @unchecked Sendable {
        var values: [Int] = []
        var isInside = false
        var overlapped = false
    }

    private let publisher: TestPublisher
    private let seed: UInt64
    private let threads = 4
    private let operationsPerThread = 400
    private let lock = NSLock()
    private var histories: [History] = []
    /// Value set inside a delivery, with the value whose delivery set it.
    private var reentrantSets: [Int: Int] = [:]
    private var nextReentrantValue = 0
    /// How many values each thread set.
    private var setsPerThread: [Int: Int] = [:]

    init(publisher: TestPublisher, seed: UInt64) {
        self.publisher = publisher
        self.seed = seed
    }

    /// Runs and returns what broke the rules; empty when nothing did.
    func run() -> [String] {
        let permanent = [History(), History()]
        let permanentCancels = permanent.map { publisher.sink(observer(recording: $0, reentrant: false)) }
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for thread in 0..<threads {
            finished.enter()
            Thread { [self] in
                start.wait()
                work(thread: thread)
                finished.leave()
            }.start()
        }
        for _ in 0..<threads { start.signal() }
        guard finished.wait(timeout: .now() + 120) == .success else { return ["deadlock"] }
        defer { for cancel in permanentCancels { cancel() } }
        return check(permanent: permanent)
    }

    private func observer(recording history: History, reentrant: Bool) -> @Sendable (Int) -> Void {
        { [self] value in
            if history.isInside { history.overlapped = true }
            history.isInside = true
            history.values.append(value)
            // Values set by the threads are positive; an observer that reacts sets a new
            // negative one, only for a value a thread set, so reactions end.
            if reentrant && value > 0 && value % 7 == 0 {
                let again = lock.withLock {
                    nextReentrantValue -= 1
                    reentrantSets[nextReentrantValue] = value
                    return nextReentrantValue
                }
                publisher.set(again)
            }
            history.isInside = false
        }
    }

    private func work(thread: Int) {
        var random = SeededRandom(seed: seed &* 1_000 &+ UInt64(thread))
        var live: [@Sendable () -> Void] = []
        var sets = 0
        for _ in 1...operationsPerThread {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                sets += 1
                publisher.set((thread + 1) * 1_000_000 + sets)
            case 6..<8 where live.count < 4:
                let history = History()
                lock.withLock { histories.append(history) }
                live.append(
                    publisher.sink(observer(recording: history, reentrant: Bool.random(using: &random))))
            default:
                if !live.isEmpty { live.remove(at: Int.random(in: 0..<live.count, using: &random))() }
            }
        }
        for cancel in live { cancel() }
        lock.withLock { setsPerThread[thread] = sets }
    }

    private func check(permanent: [History]) -> [String] {
        var problems: [String] = []
        let history = permanent[0].values
        if permanent[1].values != history { problems.append("two permanent observers disagree") }
        if history.first != 0 { problems.append("the first value was not the initial one") }
        if history.last != publisher.value { problems.append("the last value stored was not delivered last") }
        let position = Dictionary(history.enumerated().map { ($1, $0) }, uniquingKeysWith: { _, _ in -1 })
        if position.values.contains(-1) { problems.append("a value was delivered twice") }
        for thread in 0..<threads {
            let own = history.filter { $0 / 1_000_000 == thread + 1 }.map { $0 % 1_000_000 }
            let sets = lock.withLock { setsPerThread[thread] ?? 0 }
            if own != Array(0..<sets).map({ $0 + 1 }) {
                problems.append("thread \(thread)'s values lost or out of order")
            }
        }
        let expected = lock.withLock { reentrantSets }
        if history.count != 1 + (0..<threads).reduce(0, { $0 + (setsPerThread[$1] ?? 0) }) + expected.count {
            problems.append("the history holds \(history.count) values, not one of each value stored")
        }
        for (again, trigger) in expected.sorted(by: { $0.key < $1.key }) {
            guard let at = position[again], let before = position[trigger] else {
                problems.append("value \(again), set inside a delivery, was lost")
                continue
            }
            if at < before { problems.append("value \(again) arrived before the value that set it") }
        }
        for recorded in lock.withLock({ histories }) + permanent {
            if recorded.overlapped { problems.append("an observer was called twice at once") }
            let values = recorded.values
            guard let first = values.first else { continue }
            guard let start = position[first], start >= 0, start + values.count <= history.count,
                Array(history[start..<start + values.count]) == values
            else {
                problems.append("an observer skipped a value: \(values.prefix(8))")
                continue
            }
        }
        return problems
    }
}
