import HeadlessFlowTesting
import XCTest

final class FailureReporterTests: XCTestCase {
    func testFail_CustomReporter_GetsMessageFileAndLine() {
        let failures = CapturedFailures()
        let line = UInt(#line) + 1
        failures.reporter.fail("broken", at: FailureReporter.Location(line: line))
        XCTAssertEqual(failures.all, [CapturedFailures.Failure(message: "broken", line: line)])
    }
}
