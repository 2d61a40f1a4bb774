import Foundation
import HeadlessFlow

/// Records values in the order they arrive, from any thread, so a test can assert the whole
/// history: what a view-model's `@Observable` property published, or what any callback was handed.
///
/// Record a publisher, change the view-model, then assert every value it published, the current
/// value it handed the recorder on subscribing first:
///
/// ```swift
/// let states = ValueRecorder(recording: viewModel.$state)
/// viewModel.submit(email: "ada")
/// viewModel.submit(email: "ada@example.com")
/// states.assertValues([.editing, .invalidEmail, .sent])
/// ```
///
/// Or pass ``observer`` (or call ``append(_:)``) wherever a closure is handed values:
///
/// ```swift
/// let recorder = ValueRecorder<Int>()
/// let token = viewModel.$count.sink(recorder.observer)
/// ```
///
/// A recorder made with ``init(recording:)`` keeps its subscription until it is freed or
/// ``stopRecording()`` is called. Values may arrive on any thread; the recorder locks around each
/// one, so ``values`` is always a whole prefix of the history.
public final class ValueRecorder<Value: Sendable>: @unchecked Sendable {
    // An `NSLock` rather than `Synchronization.Mutex`: on Linux the mutex waits on a futex that
    // ThreadSanitizer does not see, so it reports a race on every value; every access to the two
    // fields below is under the lock.
    private let lock = NSLock()
    private var storage: [Value] = []
    private var subscription: ObservationToken?

    /// An empty recorder; hand it values with ``observer`` or ``append(_:)``.
    public init() {}

    /// A recorder subscribed to `publisher`: it records the publisher's current value at once,
    /// then every later one, until it is freed or ``stopRecording()`` is called.
    public convenience init<Publisher: ValuePublisher>(recording publisher: Publisher)
    where Publisher.Output == Value {
        self.init()
        // Weak, so the publisher does not keep the recorder alive and freeing it ends the
        // subscription.
        let token = publisher.sink { [weak self] value in self?.append(value) }
        lock.withLock { subscription = token }
    }

    deinit {
        stopRecording()
    }

    /// Every value recorded so far, oldest first.
    public var values: [Value] { lock.withLock { storage } }

    /// Records `value` after those recorded before it.
    public func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }

    /// A closure that records each value it is handed, for `ValuePublisher.sink(_:)` or any
    /// callback. It holds the recorder strongly.
    public var observer: @Sendable (Value) -> Void {
        { [self] value in append(value) }
    }

    /// Ends the subscription of ``init(recording:)``; values recorded so far stay. Calling it
    /// again does nothing.
    public func stopRecording() {
        // Cancelled after the lock: cancelling may wait for a delivery that is appending.
        let token = lock.withLock { () -> ObservationToken? in
            defer { subscription = nil }
            return subscription
        }
        token?.cancel()
    }
}

extension ValueRecorder where Value: Equatable {
    /// Asserts that the whole history recorded so far is `expected`, and on a mismatch reports a
    /// line diff (`-` expected, `+` recorded), one value a line.
    public func assertValues(
        _ expected: [Value], reporter: FailureReporter = .test, fileID: StaticString = #fileID,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let actual = values
        guard actual != expected else { return }
        reporter.fail(
            "ValueRecorder: recorded values differ (- expected, + recorded):\n"
                + lineDiff(expected: expected.map(Self.text), actual: actual.map(Self.text)),
            at: FailureReporter.Location(fileID: fileID, file: file, line: line, column: column))
    }

    private static func text(_ value: Value) -> String { String(reflecting: value) }
}
