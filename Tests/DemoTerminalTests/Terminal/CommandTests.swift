import XCTest

@testable import DemoKit
@testable import DemoTerminal

final class CommandTests: XCTestCase {
    func testParse_EveryCommand_Parsed() throws {
        let cases: [(String, Command)] = [
            ("3", .activate(3)), (" 12 ", .activate(12)), ("", .show), ("   ", .show), ("show", .show),
            ("set email ada@example.com", .set(field: "email", text: "ada@example.com")),
            ("set name  Big Ruler", .set(field: "name", text: "Big Ruler")),
            ("set name", .set(field: "name", text: "")),
            ("email=ada@example.com", .set(field: "email", text: "ada@example.com")),
            ("name=", .set(field: "name", text: "")),
            ("back", .back), ("B", .back), ("list", .focus(.list)), ("Detail", .focus(.detail)),
            ("tab 2", .tab("2")), ("tab Profile", .tab("Profile")),
            ("tree", .tree), ("help", .help), ("?", .help), ("quit", .quit), ("exit", .quit), ("Q", .quit),
            ("open 2", .open("2")), ("OPEN  big ruler", .open("big ruler")), ("foo", .named("foo")),
            ("add item", .named("add item")), ("  Email ada@x.io ", .named("Email ada@x.io")),
        ]
        for (line, command) in cases {
            XCTAssertEqual(try Command.parse(line), command, line)
        }
    }

    func testParse_BadInput_ErrorsWithMessages() {
        let cases: [(String, CommandError, String)] = [
            ("1x", .unknown("1x"), "unknown command \"1x\" (type help)"),
            ("-- x", .unknown("--"), "unknown command \"--\" (type help)"),
            (
                "open", .missingArgument(command: "open", expected: "<n|name|link>"),
                "open needs <n|name|link> (type help)"
            ),
            ("=x", .unknown("=x"), "unknown command \"=x\" (type help)"),
            (
                "set", .missingArgument(command: "set", expected: "<field> <text>"),
                "set needs <field> <text> (type help)"
            ),
            ("tab", .missingArgument(command: "tab", expected: "<n|name>"), "tab needs <n|name> (type help)"),
            (
                "quit now", .unexpectedArgument(command: "quit", argument: "now"),
                "quit takes no argument, but got \"now\" (type help)"
            ),
        ]
        for (line, error, message) in cases {
            XCTAssertThrowsError(try Command.parse(line), line) { thrown in
                XCTAssertEqual(thrown as? CommandError, error, line)
                XCTAssertEqual("\(thrown)", message, line)
            }
        }
    }
}
