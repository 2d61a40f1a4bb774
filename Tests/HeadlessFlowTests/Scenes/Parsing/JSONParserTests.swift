import XCTest

@testable import HeadlessFlow

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) in try JSONParser.parse(buffer) }
        }.get()
    }

    private func parseError(_ text: String) -> JSONParseError? {
        parseError(Array(text.utf8))
    }

    private func parseError(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// A compact rendering of a value with positions, so one assertion covers a whole tree.
    private func render(_ value: JSONValue) -> String {
        let body: String
        switch value.storage {
        case .null: body = "null"
        case .bool(let bool): body = "\(bool)"
        case .integer(let integer): body = "int \(integer)"
        case .number(let number): body = "num \(number)"
        case .string(let string): body = "\"\(string)\""
        case .array(let values): body = "[" + values.map(render).joined(separator: ", ") + "]"
        case .object(let members):
            body =
                "{"
                + members.map { "\($0.key)@\($0.line):\($0.column)=\(render($0.value))" }
                .joined(separator: ", ") + "}"
        }
        return "\(body)@\(value.line):\(value.column)"
    }

    func testParse_EveryValueType_KeepsOrderAndPositions() throws {
        let value = try parse(
            """
            {
              "s": "text", "i": -42, "d": 1.5e2,
              "t": true, "f": false, "n": null,
              "a": [1, [], {}]
            }
            """)
        XCTAssertEqual(
            render(value),
            "{s@2:3=\"text\"@2:8, i@2:16=int -42@2:21, d@2:26=num 150.0@2:31, "
                + "t@3:3=true@3:8, f@3:14=false@3:19, n@3:26=null@3:31, "
                + "a@4:3=[int 1@4:9, []@4:12, {}@4:16]@4:8}@1:1")
    }

    func testParse_NonASCIIText_CountsColumnsInUnicodeScalars() throws {
        let value = try parse(#"{"a": "héllo 😀", "b": 1}"#)
        guard case .object(let members) = value.storage else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.column), [2, 18])
    }

    func testParse_Escapes_DecodeToTheirCharacters() throws {
        let value = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\ud83d\ude00", "a\u0000b"]"#)
        XCTAssertEqual(render(value), "[\"\"\\/\u{8}\u{C}\n\r\t\"@1:2, \"é😀\"@1:22, \"a\u{0}b\"@1:44]@1:1")
    }

    func testParse_CRLFAndByteOrderMark_PositionsAsAnEditorShowsThem() throws {
        let value = try parse([0xEF, 0xBB, 0xBF] + Array("{\r\n  \"a\": 1\r\n}".utf8))
        XCTAssertEqual(render(value), "{a@2:3=int 1@2:8}@1:1")
    }

    func testParse_LongIntegers_BecomeNumbers() throws {
        XCTAssertEqual(render(try parse("12345678901234567890")), "num 1.2345678901234567e+19@1:1")
    }

    // `Int` has 32 bits on watchOS (arm64_32): an integer is an `.integer` exactly when it fits in
    // this platform's `Int`, whatever its digit count, and never traps.
    func testParse_IntegersAtIntBounds_AreIntegersAndOneBeyondIsANumber() throws {
        XCTAssertEqual(render(try parse(String(Int.max))), "int \(Int.max)@1:1")
        XCTAssertEqual(render(try parse(String(Int.min))), "int \(Int.min)@1:1")
        let aboveMax = String(UInt(Int.max) + 1)
        XCTAssertEqual(render(try parse(aboveMax)), "num \(Double(aboveMax)!)@1:1")
        let belowMin = "-" + String(UInt(Int.max) + 2)
        XCTAssertEqual(render(try parse(belowMin)), "num \(Double(belowMin)!)@1:1")
    }

    func testIntegerFromDigits_32BitBounds_FitOrReturnNil() {
        func integer(_ text: String) -> Int32? {
            Array(text.utf8).withUnsafeBufferPointer { JSONParser.integer(fromDigits: $0, as: Int32.self) }
        }
        let results = ["2147483647", "2147483648", "-2147483648", "-2147483649", "9999999999", "-0", "0"]
            .map { integer($0).map(String.init) ?? "nil" }
        XCTAssertEqual(results, ["2147483647", "nil", "-2147483648", "nil", "nil", "0", "0"])
    }

    func testIntegerFromDigits_64BitBounds_FitOrReturnNil() {
        func integer(_ text: String) -> Int64? {
            Array(text.utf8).withUnsafeBufferPointer { JSONParser.integer(fromDigits: $0, as: Int64.self) }
        }
        let texts = [
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        ]
        XCTAssertEqual(
            texts.map { integer($0).map(String.init) ?? "nil" },
            ["9223372036854775807", "nil", "-9223372036854775808", "nil"])
    }

    func testParse_NestingAtTheLimit_Succeeds() throws {
        let depth = JSONParser.maximumDepth
        XCTAssertNoThrow(
            try parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
    }

    func testParse_NestingBeyondTheLimit_FailsWithoutRecursingFurther() {
        let depth = 100_000
        let error = parseError(String(repeating: "[", count: depth))
        XCTAssertEqual(error, JSONParseError(reason: "nesting is deeper than 64 levels", line: 1, column: 65))
    }

    func testParse_InputBeyondTheSizeLimit_Fails() {
        let error = parseError([UInt8](repeating: UInt8(ascii: " "), count: JSONParser.maximumInputSize + 1))
        XCTAssertEqual(
            error,
            JSONParseError(reason: "the file is 8388609 bytes; the limit is 8388608", line: 1, column: 1))
    }

    func testParse_MalformedInput_ReportsReasonAndPosition() {
        let cases: [(String, JSONParseError)] = [
            ("", JSONParseError(reason: "unexpected end of file, expected a value", line: 1, column: 1)),
            (
                "{\n  \"a\" 1}",
                JSONParseError(reason: "unexpected '1', expected ':' after the key", line: 2, column: 7)
            ),
            ("[1,]", JSONParseError(reason: "unexpected ']', expected a value", line: 1, column: 4)),
            ("{'a': 1}", JSONParseError(reason: "unexpected ''', expected a string key", line: 1, column: 2)),
            (
                "[01]",
                JSONParseError(
                    reason: "a number cannot start with '0' followed by a digit", line: 1, column: 3)
            ),
            (
                "[1.]",
                JSONParseError(reason: "unexpected ']', expected a digit after '.'", line: 1, column: 4)
            ),
            ("[-]", JSONParseError(reason: "unexpected ']', expected a digit", line: 1, column: 3)),
            (
                "[1e]",
                JSONParseError(reason: "unexpected ']', expected a digit in the exponent", line: 1, column: 4)
            ),
            ("[tru]", JSONParseError(reason: "unexpected 't', expected a value", line: 1, column: 2)),
            ("{} {}", JSONParseError(reason: "unexpected '{' after the JSON value", line: 1, column: 4)),
            ("[\"a", JSONParseError(reason: "unexpected end of file inside a string", line: 1, column: 4)),
            (
                "[\"a\nb\"]",
                JSONParseError(
                    reason: "a control character (byte 0x0A) must be escaped inside a string", line: 1,
                    column: 4)
            ),
            (#"["\x"]"#, JSONParseError(reason: "unknown escape \\ followed by 'x'", line: 1, column: 4)),
            (#"["\u12"]"#, JSONParseError(reason: "a \\u escape needs four hex digits", line: 1, column: 7)),
            (
                #"["\ud83d"]"#,
                JSONParseError(
                    reason: "a high surrogate must be followed by a low surrogate escape", line: 1, column: 9)
            ),
            (
                #"["\ude00"]"#,
                JSONParseError(
                    reason: "a low surrogate escape must follow a high surrogate", line: 1, column: 9)
            ),
            ("[1 2]", JSONParseError(reason: "unexpected '2', expected ',' or ']'", line: 1, column: 4)),
            (
                "{\"a\": 1",
                JSONParseError(reason: "unexpected end of file, expected ',' or '}'", line: 1, column: 8)
            ),
            (
                "[\u{7F}]",
                JSONParseError(reason: "unexpected byte 0x7F, expected a value", line: 1, column: 2)
            ),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(parseError(text), expected, "input: \(text.debugDescription)")
        }
    }

    func testParse_InvalidUTF8InAString_Fails() {
        let error = parseError(Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8))
        XCTAssertEqual(error, JSONParseError(reason: "the string is not valid UTF-8", line: 1, column: 2))
    }
}
