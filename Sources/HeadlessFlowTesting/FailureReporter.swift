import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Where the helpers of this module send a failed check: by default to the running test.
///
/// Every assertion of ``NavigationRecorder``, ``LeakTracker`` and ``assertFlowTree(_:coordinator:equals:reporter:file:line:)``
/// takes a reporter. The default, ``test``, fails the running XCTest with `XCTFail` at the
/// caller's file and line, or records an issue when the caller is a Swift Testing test. A test of
/// a helper passes its own reporter to capture the message instead
/// (swift-corelibs-xctest on Linux has no `XCTExpectFailure`):
///
/// ```swift
/// let reporter = FailureReporter { message, file, line in
///     captured.withLock { $0.append(message) }  // captured: a Mutex<[String]>
/// }
/// let recorder = NavigationRecorder(navigation, reporter: reporter)
/// ```
public struct FailureReporter: Sendable {
    private let report: @Sendable (_ message: String, _ file: StaticString, _ line: UInt) -> Void

    /// Creates a reporter that hands each failure to `report` with the file and line it points at.
    public init(_ report: @escaping @Sendable (_ message: String, _ file: StaticString, _ line: UInt) -> Void)
    {
        self.report = report
    }

    /// Reports a failure of the running test at `file` and `line`.
    public static let test = FailureReporter { message, file, line in
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: Self.fileID(of: file),
                        filePath: "\(file)", line: Int(line), column: 1))
                return
            }
        #endif
        XCTFail(message, file: file, line: line)
    }

    /// Reports `message` as a failure at `file` and `line`.
    public func fail(_ message: String, file: StaticString, line: UInt) {
        report(message, file, line)
    }

    /// `Folder/File.swift` from a `#filePath`: SwiftPM keeps a test target in a folder named after
    /// its module, so for most tests this is the `#fileID` Swift Testing expects.
    private static func fileID(of path: StaticString) -> String {
        "\(path)".split(separator: "/").suffix(2).joined(separator: "/")
    }
}
