/// A strict RFC 8259 JSON parser that records the line and column of every value.
///
/// Foundation's parsers do not report positions reliably on Linux, and scene errors must point at
/// the exact place in the file. Hostile input is bounded: documents larger than
/// ``maximumInputSize`` and nesting deeper than ``maximumDepth`` are rejected before they can use
/// unbounded memory or stack.
///
/// Lines advance only in whitespace (raw newlines are illegal inside strings), and columns count
/// Unicode scalars: the parser counts UTF-8 continuation bytes while it scans strings, the only
/// place non-ASCII bytes are legal, and subtracts them from the byte offset.
struct JSONParser {
    /// The largest document accepted, in bytes.
    static let maximumInputSize = 8 << 20

    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var continuationBytesOnLine = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one complete JSON document.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        guard bytes.count <= Self.maximumInputSize else {
            throw JSONParseError(
                reason: "the file is \(bytes.count) bytes; the limit is \(Self.maximumInputSize)",
                line: 1, column: 1)
        }
        // A byte order mark is not JSON, but editors on some systems write one.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else {
            throw error("unexpected \(describeCurrent()) after the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let line = self.line
        let column = currentColumn
        let storage: JSONValue.Storage
        switch bytes[index] {
        case UInt8(ascii: "{"): storage = try parseObject()
        case UInt8(ascii: "["): storage = try parseArray()
        case UInt8(ascii: "\""): storage = .string(try parseString())
        case UInt8(ascii: "t"): storage = try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): storage = try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): storage = try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): storage = try parseNumber()
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
        return JSONValue(storage: storage, line: line, column: column)
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue.Storage {
        try enterContainer()
        index += 1  // {
        skipWhitespace()
        var members: [JSONMember] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a string key")
            }
            let keyLine = line
            let keyColumn = currentColumn
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':' after the key")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, line: keyLine, column: keyColumn, value: value))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of file, expected ',' or '}'")
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default:
                throw error("unexpected \(describeCurrent()), expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue.Storage {
        try enterContainer()
        index += 1  // [
        skipWhitespace()
        var elements: [JSONValue] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of file, expected ',' or ']'")
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default:
                throw error("unexpected \(describeCurrent()), expected ',' or ']'")
            }
        }
    }

    private mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("nesting is deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseLiteral(
        _ word: StaticString, _ value: JSONValue.Storage
    ) throws(JSONParseError) -> JSONValue.Storage {
        let count = word.utf8CodeUnitCount
        let matches =
            bytes.count - index >= count
            && word.withUTF8Buffer { word in
                (0..<count).allSatisfy { bytes[index + $0] == word[$0] }
            }
        guard matches else {
            throw error("unexpected \(describeCurrent()), expected a value")
        }
        index += count
        return value
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue.Storage {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("unexpected \(describeCurrent()), expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("a number cannot start with '0' followed by a digit")
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("unexpected \(describeCurrent()), expected a digit after '.'")
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("unexpected \(describeCurrent()), expected a digit in the exponent")
            }
            skipDigits()
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        // An integer is an Int only if it fits: `Int` has 32 bits on watchOS (arm64_32), where a
        // digit count that is safe on 64-bit platforms overflows. Others go through Double like
        // any JSON reader.
        if isInteger, let value = Self.integer(fromDigits: text, as: Int.self) {
            return .integer(value)
        }
        // The grammar is checked above, so the text is a valid Double literal.
        return .number(Double(String(decoding: text, as: UTF8.self)) ?? .nan)
    }

    /// The value of an integer's text (an optional `-`, then digits) if it fits in `I`, or `nil`.
    ///
    /// Generic over the width so that tests can check the bounds of a 32-bit `Int` on a 64-bit
    /// machine. Digits accumulate downwards, so `I.min` fits too.
    static func integer<I: FixedWidthInteger & SignedInteger>(
        fromDigits text: UnsafeBufferPointer<UInt8>, as type: I.Type
    ) -> I? {
        var value: I = 0
        var negative = false
        for byte in text {
            if byte == UInt8(ascii: "-") {
                negative = true
                continue
            }
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, digitOverflow) = shifted.subtractingReportingOverflow(I(byte &- UInt8(ascii: "0")))
            if shiftOverflow || digitOverflow { return nil }
            value = next
        }
        if negative { return value }
        let (positive, overflow) = I.zero.subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONParseError) -> String {
        let column = currentColumn
        index += 1  // opening quote
        let start = index
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<index])
                // ASCII needs no validation, and the specialised decoding path is much faster.
                let string =
                    isASCII ? String(decoding: utf8, as: UTF8.self) : try makeString(utf8, column: column)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(from: start, column: column)
            }
            if byte < 0x20 {
                throw error("a control character (byte 0x\(hex(byte))) must be escaped inside a string")
            }
            if byte >= 0x80 {
                isASCII = false
                if byte & 0xC0 == 0x80 { continuationBytesOnLine += 1 }
            }
            index += 1
        }
        throw error("unexpected end of file inside a string")
    }

    /// The slow path, taken at the first backslash: copies into a buffer, decoding escapes.
    private mutating func parseEscapedString(from start: Int, column: Int) throws(JSONParseError) -> String {
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try buffer.withUnsafeBufferPointer { (utf8) throws(JSONParseError) in
                    try makeString(utf8, column: column)
                }
            case UInt8(ascii: "\\"):
                try appendEscape(to: &buffer)
            case 0..<0x20:
                throw error("a control character (byte 0x\(hex(byte))) must be escaped inside a string")
            default:
                if byte & 0xC0 == 0x80 { continuationBytesOnLine += 1 }
                buffer.append(byte)
                index += 1
            }
        }
        throw error("unexpected end of file inside a string")
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONParseError) {
        index += 1  // backslash
        guard index < bytes.count else { throw error("unexpected end of file inside a string") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHexQuad()
            if 0xD800..<0xDC00 ~= scalar {
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("a high surrogate must be followed by a low surrogate escape") }
                index += 2
                let low = try parseHexQuad()
                guard 0xDC00..<0xE000 ~= low else {
                    throw error("a high surrogate must be followed by a low surrogate escape")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if 0xDC00..<0xE000 ~= scalar {
                throw error("a low surrogate escape must follow a high surrogate")
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw error("\\u escape is not a Unicode scalar")
            }
            buffer.append(contentsOf: UTF8.encode(unicode).map { Array($0) } ?? [])
        default:
            index -= 1
            throw error("unknown escape \\ followed by \(describeByte(escaped))")
        }
    }

    private mutating func parseHexQuad() throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private func makeString(
        _ utf8: UnsafeBufferPointer<UInt8>, column: Int
    ) throws(JSONParseError) -> String {
        // `String(validating:as:)` would say so at once, but needs iOS 18 / macOS 15. Decoding
        // replaces each ill-formed sequence with U+FFFD, so the bytes differ exactly when some were
        // not valid UTF-8.
        let string = String(decoding: utf8, as: UTF8.self)
        guard string.utf8.elementsEqual(utf8) else {
            throw JSONParseError(reason: "the string is not valid UTF-8", line: line, column: column)
        }
        return string
    }

    // MARK: - Positions

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
                continuationBytesOnLine = 0
            default:
                return
            }
        }
    }

    private var currentColumn: Int {
        index - lineStart - continuationBytesOnLine + 1
    }

    private func error(_ reason: String) -> JSONParseError {
        JSONParseError(reason: reason, line: line, column: currentColumn)
    }

    private func describeCurrent() -> String {
        index < bytes.count ? describeByte(bytes[index]) : "end of file"
    }

    private func describeByte(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x\(hex(byte))"
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
    }
}
