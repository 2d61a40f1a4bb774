import Foundation
import HeadlessFlow
import HeadlessFlowTesting

/// A view-model as apps write them: a class with an observable property.
final class CounterViewModel: @unchecked Sendable {
    @HeadlessFlow.Observable var count = 0
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

/// Notices when a callback is entered while it is already running, on any thread.
final class OverlapDetector: @unchecked Sendable {
    private let lock = NSLock()
    private var isInside = false
    private var overlappedStorage = false

    /// Whether a callback was ever entered while another was running.
    var overlapped: Bool { lock.withLock { overlappedStorage } }

    /// Runs `body`, yielding inside it to widen the window in which an overlap would be seen.
    func run(_ body: () -> Void) {
        lock.withLock {
            if isInside { overlappedStorage = true }
            isInside = true
        }
        body()
        for _ in 0..<10 { sched_yield() }
        lock.withLock { isInside = false }
    }
}

/// Runs an action when it deallocates; carried inside values to run user code at release time.
final class DeinitAction: @unchecked Sendable {
    private let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    deinit {
        action()
    }
}

/// A value whose release runs user code; equal to any other payload with the same `id`.
struct Payload: Equatable, Sendable {
    let id: Int
    let onRelease: DeinitAction?

    init(_ id: Int, onRelease: DeinitAction? = nil) {
        self.id = id
        self.onRelease = onRelease
    }

    static func == (lhs: Payload, rhs: Payload) -> Bool { lhs.id == rhs.id }
}

/// Runs `body` on a new thread and reports whether it finished within `seconds`; a deadlocked body
/// fails the test instead of hanging the run.
func finishes(within seconds: Double = 10, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    return done.wait(timeout: .now() + seconds) == .success
}
