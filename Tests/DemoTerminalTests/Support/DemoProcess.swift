import Foundation
import XCTest

/// What a run of the built `demo` printed, and how it ended.
struct DemoRun {
    var status: Int32
    var output: String
    var errorOutput: String
}

/// Runs the built `demo` executable end to end, feeding a script on stdin, as
/// `printf '...' | swift run demo` does.
extension XCTestCase {
    /// The `demo` executable, built next to the test bundle.
    func demoExecutable() throws -> URL {
        let candidates = [
            Bundle(for: type(of: self)).bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("demo") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            XCTFail("no demo executable in \(candidates.map(\.path)); run swift build first")
            throw CocoaError(.fileNoSuchFile)
        }
        return found
    }

    /// Runs the demo with `input` on stdin. The environment is the test's, without `COLUMNS` and
    /// `NO_COLOR`, with `environment` added; `mergingErrors` sends stderr into the same pipe as
    /// stdout, in the order it was written, as a terminal shows it.
    func run(
        _ arguments: [String], input: String, environment: [String: String] = [:], mergingErrors: Bool = false
    ) throws -> DemoRun {
        try launch(arguments, input: input, environment: environment, mergingErrors: mergingErrors)()
    }

    /// Starts the demo with `input` on stdin, and returns what waits for it to end: several
    /// launches run at the same time.
    func launch(
        _ arguments: [String], input: String, environment: [String: String] = [:], mergingErrors: Bool = false
    ) throws -> () -> DemoRun {
        let process = Process()
        process.executableURL = try demoExecutable()
        process.arguments = arguments
        var base = ProcessInfo.processInfo.environment
        base["COLUMNS"] = nil
        base["NO_COLOR"] = nil
        process.environment = base.merging(environment) { $1 }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = mergingErrors ? stdout : Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        return {
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            let errorOutput = mergingErrors ? Data() : stderr.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return DemoRun(
                status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                errorOutput: String(decoding: errorOutput, as: UTF8.self))
        }
    }

    func assertContainsInOrder(
        _ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        var rest = text[...]
        for fragment in expected {
            guard let range = rest.range(of: fragment) else {
                XCTFail(
                    "missing, or out of order: \(fragment)\n--- output ---\n\(text)", file: file, line: line)
                return
            }
            rest = rest[range.upperBound...]
        }
    }
}
