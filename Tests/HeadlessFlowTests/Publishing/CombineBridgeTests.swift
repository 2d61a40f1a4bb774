// Runs where Combine is (the macOS job of .github/workflows/apple.yml); on Linux
// .ci/renderers/run.sh type-checks it against a stand-in of Combine.
#if canImport(Combine)
    import Combine
    import HeadlessFlow
    import XCTest

    /// A view-model as an app that already uses Combine writes it.
    @MainActor
    private final class LegacyViewModel {
        @Published var count = 0
    }

    /// Collects what a Combine subscriber receives, asking for one value at a time.
    private final class Collector: Subscriber, @unchecked Sendable {
        typealias Input = Int
        typealias Failure = Never
        var values: [Int] = []
        var subscription: (any Subscription)?

        func receive(subscription: any Subscription) {
            self.subscription = subscription
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            values.append(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Never>) {}
    }

    @MainActor
    private final class Counter {
        @HeadlessFlow.Observable var count = 0
    }

    final class CombineBridgeTests: XCTestCase {
        @MainActor func testPublished_AsAValuePublisher_StartsWithTheCurrentValueThenEveryChange() async {
            let model = LegacyViewModel()
            model.count = 1
            let received = Box()
            let token = model.$count.valuePublisher.map { $0 * 10 }.sink { value in received.append(value) }
            model.count = 2
            model.count = 3
            token.cancel()
            model.count = 4

            XCTAssertEqual(received.values, [10, 20, 30])
        }

        @MainActor func testAValuePublisher_AsACombinePublisher_HonoursDemandAndConflates() async {
            let counter = Counter()
            let collector = Collector()
            counter.$count.combinePublisher.receive(subscriber: collector)
            XCTAssertEqual(collector.values, [], "nothing before the first demand")

            collector.subscription?.request(.max(1))
            counter.count = 1
            counter.count = 2
            XCTAssertEqual(collector.values, [0], "no demand left: later values wait, conflated")
            collector.subscription?.request(.max(1))
            XCTAssertEqual(collector.values, [0, 2])
            collector.subscription?.cancel()
            collector.subscription?.request(.max(1))
            counter.count = 3
            XCTAssertEqual(collector.values, [0, 2])
        }
    }

    /// Values a `@Sendable` observer appends to.
    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Int] = []
        var values: [Int] { lock.withLock { stored } }
        func append(_ value: Int) { lock.withLock { stored.append(value) } }
    }
#endif
