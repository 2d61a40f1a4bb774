import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class IntentErrorsTests: XCTestCase {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }

    @MainActor func testFailOnUnhandledIntentErrors_AnErrorNobodyHandles_FailsAtTheCallLine() async throws {
        let failures = CapturedFailures()
        let line = #line + 1
        failOnUnhandledIntentErrors(reporter: failures.reporter)
        let app = TitlesCoordinator(navigation: Navigation(), titles: ["Home"])
        try app.startAsRoot(animated: false)

        app.intent { _ in throw Refused() }()

        XCTAssertEqual(
            failures.all,
            [
                .init(
                    message: "an intent of TitlesCoordinator threw refused, and no coordinator handled it",
                    line: UInt(line))
            ])
    }

    @MainActor func testFailOnUnhandledIntentErrors_AtTeardown_PutsThePreviousHandlerBack() async throws {
        let failures = CapturedFailures()
        let seen = CapturedFailures()
        let previous = UnhandledIntentError.handler
        UnhandledIntentError.handler = { error, _ in seen.reporter.fail("\(error)", at: .init()) }
        // Teardown blocks run last-added first: this one runs after failOnUnhandledIntentErrors's.
        addTeardownBlock { @MainActor in
            UnhandledIntentError.handler(Refused(), TitlesCoordinator(navigation: Navigation(), titles: []))
            XCTAssertEqual(seen.messages, ["refused"])
            XCTAssertEqual(failures.messages, [])
            UnhandledIntentError.handler = previous
        }

        failOnUnhandledIntentErrors(reporter: failures.reporter)
    }
}
