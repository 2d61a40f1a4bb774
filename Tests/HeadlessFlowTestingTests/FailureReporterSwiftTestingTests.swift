import HeadlessFlow
import HeadlessFlowTesting
import Testing

/// Under Swift Testing, ``FailureReporter/test`` records an issue rather than calling `XCTFail`.
@Suite struct FailureReporterSwiftTestingTests {
    @Test func fail_InASwiftTestingTest_RecordsAnIssueAtTheCallersLocation() {
        let line = #line + 2
        withKnownIssue {
            FailureReporter.test.fail("broken on purpose", at: FailureReporter.Location())
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["broken on purpose"]
                && issue.sourceLocation?.fileID
                    == "HeadlessFlowTestingTests/FailureReporterSwiftTestingTests.swift"
                && issue.sourceLocation?.line == line
        }
    }

    @Test @MainActor func recorderAssert_Mismatch_PointsAtTheAssertionNotTheHelper() throws {
        let navigation = Navigation()
        let recorder = NavigationRecorder(navigation, exhaustive: false)
        try navigation.push(Screen(title: "A"), animated: false)
        let line = #line + 2
        withKnownIssue {
            recorder.assert([#"pushed "B""#])
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
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
