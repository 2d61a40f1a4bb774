import Foundation
import HeadlessFlow
import HeadlessFlowTesting

/// Collects the failures a helper reports, so a test can assert that it fails when it should
/// (swift-corelibs-xctest has no `XCTExpectFailure`).
///
/// Guarded by `NSLock`: `Synchronization.Mutex` needs macOS 15, above the package's floor, which
/// test targets build for too.
final class CapturedFailures: @unchecked Sendable {
    struct Failure: Equatable {
        let message: String
        let line: UInt
    }

    private let lock = NSLock()
    private var storage: [Failure] = []

    var all: [Failure] { lock.withLock { storage } }
    var messages: [String] { all.map(\.message) }

    var reporter: FailureReporter {
        FailureReporter { [self] message, location in
            lock.withLock { storage.append(Failure(message: message, line: location.line)) }
        }
    }
}

/// A coordinator moving to screens titled `titles` when it starts.
@MainActor
final class TitlesCoordinator: Coordinator {
    let context: CoordinatorContext
    let titles: [String]

    init(navigation: Navigation, titles: [String]) {
        context = CoordinatorContext(navigation: navigation)
        self.titles = titles
    }

    func start(animated: Bool) throws {
        for title in titles { try move(to: Screen(title: title), animated: animated) }
    }
}
