import XCTest

@testable import DemoKit

final class TerminalSessionTests: XCTestCase {
    @MainActor
    private func runSession(lines: [String], interactive: Bool) throws -> (status: Int32, output: String) {
        let directory = try TemporaryDirectory()
        let app = try DemoApp(dataFile: directory.dataFile)
        let start = try app.start()
        var remaining = lines[...]
        var output = ""
        let session = TerminalSession(
            app: app, style: .plain, isInteractive: interactive,
            input: { remaining.popFirst() }, output: { output += $0 })
        return (session.run(startReply: start), output)
    }

    @MainActor
    func testRun_Scripted_EchoesCommandsAndEndsAtEOF() async throws {
        let result = try runSession(lines: ["nope", "1"], interactive: false)
        XCTAssertEqual(result.status, 0)
        let lines = result.output.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "HeadlessFlow demo. Type help for the commands.")
        XCTAssertEqual(lines.filter { $0.hasPrefix(">") }, ["> nope", "> 1"])
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("error:") }, ["error: unknown command \"nope\" (type help)"])
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("== ") }, ["== Onboarding ==", "== Onboarding ==", "== Login =="])
        XCTAssertTrue(result.output.hasSuffix("bye\n"))
    }

    @MainActor
    func testRun_Quit_StopsReading() async throws {
        let result = try runSession(lines: ["quit", "1"], interactive: false)
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.output.contains("> 1"))
        XCTAssertTrue(result.output.hasSuffix("> quit\nbye\n"))
    }

    @MainActor
    func testRun_Interactive_PromptsAndDoesNotEcho() async throws {
        let result = try runSession(lines: ["help"], interactive: true)
        XCTAssertFalse(result.output.contains("> help"))
        XCTAssertTrue(result.output.contains("> commands:\n"))
        XCTAssertTrue(result.output.hasSuffix("> \nbye\n"))
    }
}
