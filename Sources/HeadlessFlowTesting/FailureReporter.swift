import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Where the helpers of this module send a failed check: by default to the running test.
///
/// Every assertion of ``NavigationRecorder``, ``LeakTracker`` and
/// ``assertFlowTree(_:coordinator:equals:reporter:fileID:file:line:column:)`` takes a reporter. The
/// default, ``test``, fails the running XCTest with `XCTFail` at the caller's file and line, or
/// records an issue at the caller's source location when the caller is a Swift Testing test. A test
/// of a helper passes its own reporter to capture the message instead (swift-corelibs-xctest on
/// Linux has no `XCTExpectFailure`):
///
/// ```swift
/// let reporter = FailureReporter { message, location in
///     captured.withLock { $0.append(message) }  // captured: a Mutex<[String]>
/// }
/// let recorder = NavigationRecorder(navigation, reporter: reporter)
/// ```
public struct FailureReporter: Sendable {
    /// The place in a test a failure points at: the caller's `#fileID`, `#filePath`, `#line`
    /// and `#column`, which XCTest and Swift Testing each read part of.
    public struct Location: Sendable, CustomStringConvertible {
        /// The `#fileID` of the caller, `Module/File.swift`, which Swift Testing shows.
        public let fileID: StaticString
        /// The `#filePath` of the caller, which XCTest and Swift Testing point at.
        public let file: StaticString
        /// The line of the call.
        public let line: UInt
        /// The column of the call.
        public let column: UInt

        /// A location; with no arguments, the caller's own.
        public init(
            fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
            column: UInt = #column
        ) {
            self.fileID = fileID
            self.file = file
            self.line = line
            self.column = column
        }

        /// `Module/File.swift:12:5`.
        public var description: String { "\(fileID):\(line):\(column)" }
    }

    private let report: @Sendable (_ message: String, _ location: Location) -> Void

    /// Creates a reporter that hands each failure to `report` with the location it points at.
    public init(_ report: @escaping @Sendable (_ message: String, _ location: Location) -> Void) {
        self.report = report
    }

    /// Reports a failure of the running test at `location`: an issue when a Swift Testing test is
    /// running, `XCTFail` otherwise.
    public static let test = FailureReporter { message, location in
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: "\(location.fileID)", filePath: "\(location.file)",
                        line: Int(location.line), column: Int(location.column)))
                return
            }
        #endif
        XCTFail(message, file: location.file, line: location.line)
    }

    /// Reports `message` as a failure at `location`.
    public func fail(_ message: String, at location: Location) {
        report(message, location)
    }
}
