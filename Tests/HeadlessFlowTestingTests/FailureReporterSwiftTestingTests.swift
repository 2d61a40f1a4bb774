import HeadlessFlow
import HeadlessFlowTesting
import Testing

/// Under Swift Testing, ``FailureReporter/test`` records an issue rather than calling `XCTFail`.
@Suite struct FailureReporterSwiftTestingTests {
    @Test func fail_InASwiftTestingTest_RecordsAnIssue() {
        withKnownIssue {
            FailureReporter.test.fail("broken on purpose", file: #filePath, line: #line)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["broken on purpose"] && issue.sourceLocation?.line != nil
        }
    }

    @Test @MainActor func recorder_UnassertedLines_RecordAnIssue() throws {
        let navigation = Navigation()
        let recorder = NavigationRecorder(navigation)
        try navigation.push(Screen(title: "A"), animated: false)
        withKnownIssue {
            recorder.finish()
        } matching: { issue in
            issue.comments.first?.rawValue.contains(#"pushed "A""#) == true
        }
    }
}
