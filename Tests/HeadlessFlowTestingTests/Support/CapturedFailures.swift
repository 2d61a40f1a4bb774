import HeadlessFlow
import HeadlessFlowTesting
import Synchronization

/// Collects the failures a helper reports, so a test can assert that it fails when it should
/// (swift-corelibs-xctest has no `XCTExpectFailure`).
final class CapturedFailures: Sendable {
    struct Failure: Equatable {
        let message: String
        let line: UInt
    }

    private let storage = Mutex<[Failure]>([])

    var all: [Failure] { storage.withLock { $0 } }
    var messages: [String] { all.map(\.message) }

    var reporter: FailureReporter {
        FailureReporter { [self] message, location in
            storage.withLock { $0.append(Failure(message: message, line: location.line)) }
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
