import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Releasing a value or an observer runs user code (a `deinit`); the library never does that while
/// holding a lock, so such code may set the property or cancel observations again.
final class ObservableReleaseTests: XCTestCase {
    private final class PayloadViewModel: @unchecked Sendable {
        @HeadlessFlow.Observable var payload = Payload(0)
        @HeadlessFlow.Observable var other = Payload(0)
    }

    func testSet_ReplacedValueDeinitSetsSameProperty_NoDeadlock() {
        let model = PayloadViewModel()
        let recorder = ValueRecorder<Int>()
        let token = model.$payload.sink { recorder.append($0.id) }
        model.payload = Payload(1, onRelease: DeinitAction { model.payload = Payload(3) })

        guard finishes({ model.payload = Payload(2) }) else {
            return abandon(model, token)
        }

        XCTAssertEqual(recorder.values, [0, 1, 2, 3])
        withExtendedLifetime(token) {}
    }

    func testTokenReleasedElsewhereDuringDelivery_ObserverDeinitSetsProperty_NoDeadlock() {
        let model = PayloadViewModel()
        let recorder = ValueRecorder<Int>()
        let box = TokenBox()
        let released = ValueRecorder<String>()
        box.token = {
            // Only the observer closure holds the witness.
            let witness = DeinitAction {
                released.append("observer released")
                model.payload = Payload(99)
            }
            return model.$payload.dropFirst().sink { _ in withExtendedLifetime(witness) {} }
        }()
        let outer = model.$payload.sink { payload in
            recorder.append(payload.id)
            // Another thread drops the last token reference while this thread is delivering.
            // While the queued value 2 is delivered, another thread drops the last token reference;
            // the delivering thread then releases the observer between two values.
            if payload.id == 1 { model.payload = Payload(2) }
            if payload.id == 2 { onAnotherThread { box.token = nil } }
        }

        guard finishes({ model.payload = Payload(1) }) else {
            return abandon(model, outer, box)
        }

        XCTAssertEqual(released.values, ["observer released"])
        XCTAssertEqual(recorder.values, [0, 1, 2, 99])
        withExtendedLifetime(outer) {}
    }

    func testRemoveDuplicates_ReplacedValueDeinitSendsAgain_NoDeadlock() {
        // A publisher that delivers re-entrantly, unlike `Observable`, which would queue the value.
        let upstream = ImmediatePublisher()
        let recorder = ValueRecorder<Int>()
        let token = upstream.removeDuplicates().sink { recorder.append($0.id) }
        upstream.send(Payload(1, onRelease: DeinitAction { upstream.send(Payload(3)) }))

        guard finishes({ upstream.send(Payload(2)) }) else {
            return abandon(upstream, token)
        }

        XCTAssertEqual(recorder.values, [1, 2, 3])
        withExtendedLifetime(token) {}
    }

    func testCombineLatest_ReplacedValueDeinitSetsProperty_NoDeadlock() {
        let model = PayloadViewModel()
        let recorder = ValueRecorder<String>()
        let token = model.$payload
            .map { Payload($0.id, onRelease: $0.id == 1 ? DeinitAction { model.other = Payload(5) } : nil) }
            .combineLatest(model.$other)
            .sink { recorder.append("\($0.id)/\($1.id)") }
        model.payload = Payload(1)

        guard finishes({ model.payload = Payload(2) }) else {
            return abandon(model, token)
        }

        XCTAssertEqual(recorder.values, ["0/0", "1/0", "2/0", "2/5"])
        withExtendedLifetime(token) {}
    }
}

/// A publisher with no current value that calls its observers directly, even from inside one.
private final class ImmediatePublisher: ValuePublisher, @unchecked Sendable {
    private let lock = NSLock()
    private var observers: [@Sendable (Payload) -> Void] = []

    func sink(_ observer: @escaping @Sendable (Payload) -> Void) -> ObservationToken {
        lock.withLock { observers.append(observer) }
        return ObservationToken {}
    }

    func send(_ payload: Payload) {
        for observer in lock.withLock({ observers }) { observer(payload) }
    }
}

/// Fails the test after a deadlock and keeps `objects` alive for good, so that tearing them down
/// does not wait on the lock the stuck thread holds: the run goes on instead of hanging.
private func abandon(_ objects: AnyObject..., file: StaticString = #filePath, line: UInt = #line) {
    for object in objects { _ = Unmanaged.passRetained(object) }
    XCTFail("deadlock: a release ran user code under a lock", file: file, line: line)
}
