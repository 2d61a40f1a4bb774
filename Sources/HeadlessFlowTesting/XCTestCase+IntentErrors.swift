import HeadlessFlow
import XCTest

extension XCTestCase {
    /// Makes an error that an intent threw and no coordinator handled fail this test, at the line
    /// of this call, naming the coordinator and the error, instead of being written to standard
    /// error (`UnhandledIntentError.handler`). The handler before it is put back at teardown.
    ///
    /// ```swift
    /// failOnUnhandledIntentErrors()
    /// let app = AppCoordinator(navigation: navigation)
    /// ```
    @MainActor
    public func failOnUnhandledIntentErrors(
        reporter: FailureReporter = .test, fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let previous = UnhandledIntentError.handler
        let location = FailureReporter.Location(fileID: fileID, file: file, line: line, column: column)
        UnhandledIntentError.handler = { error, coordinator in
            reporter.fail(
                "an intent of \(type(of: coordinator)) threw \(error), and no coordinator handled it",
                at: location)
        }
        addTeardownBlock { @MainActor in UnhandledIntentError.handler = previous }
    }
}
