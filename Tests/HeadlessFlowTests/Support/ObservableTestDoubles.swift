import Foundation
import HeadlessFlow

/// Records what observers receive, from any thread, for asserting the whole history.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    var values: [Value] {
        lock.withLock { storage }
    }

    func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }

    /// An observer closure that records into this recorder.
    var observer: @Sendable (Value) -> Void {
        { [self] value in append(value) }
    }
}

/// A view-model as apps write them: a class with an observable property.
final class CounterViewModel: @unchecked Sendable {
    @Observable var count = 0
}

/// Holds a token so an observer closure can cancel its own observation.
final class TokenBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storedToken: ObservationToken?

    var token: ObservationToken? {
        get { lock.withLock { storedToken } }
        set { lock.withLock { storedToken = newValue } }
    }
}

/// An object whose deallocation a test can observe through a weak reference.
final class Witness: Sendable {}

/// Runs `body` on a new thread and waits for it; `DispatchQueue.sync` would run it on this thread.
func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    done.wait()
}
