/// Parses pattern text into a ``CompiledRoutePattern``. Offsets in errors count `Character`s from
/// 0, so they point at what a person sees.
enum RoutePatternParser {
    static func parse(_ text: String) throws(RoutePatternError) -> CompiledRoutePattern {
        if text.isEmpty { throw .emptyPattern }
        var copy = text
        if let pattern = copy.withUTF8({ parseASCII(text, $0) }) { return pattern }
        return try parseCharacters(text)
    }

    /// The general parser alone, over `Character`s (the fast path's reference in tests).
    static func parseCharacters(_ text: String) throws(RoutePatternError) -> CompiledRoutePattern {
        if text.isEmpty { throw .emptyPattern }
        var parser = Parser(text: text)
        return try parser.parse()
    }

    /// The pattern of a valid `text` made of printable ASCII (`!` to `~`), read over its bytes; `nil`
    /// for any other text and for any text with a mistake, which the general parser then reads
    /// (and describes: errors are rare, and their offsets count `Character`s).
    ///
    /// The general parser builds an array of `Character`s and appends characters one at a time,
    /// which was most of a pattern's registration. This one accepts exactly the same patterns of
    /// this alphabet and builds the same segments and query items (a randomized test compares
    /// them).
    static func parseASCII(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> CompiledRoutePattern? {
        let end = bytes.count
        var index = 0
        for byte in bytes where byte <= 0x20 || byte >= 0x7F { return nil }
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        func isLiteral(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                false
            default: true
            }
        }
        var names: [String] = []
        /// `{name}` or, in the query, `{name?}`, at `index` (a `{`); moves past the `}`.
        func parameter(inQuery: Bool) -> (name: String, isOptional: Bool)? {
            index += 1
            let start = index
            while index < end {
                let byte = bytes[index]
                let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                guard isLetter || byte == UInt8(ascii: "_") || (isDigit && index > start) else { break }
                index += 1
            }
            guard index > start, index < end else { return nil }
            let name = string(start..<index)
            var isOptional = false
            if inQuery && bytes[index] == UInt8(ascii: "?") {
                isOptional = true
                index += 1
            }
            guard index < end, bytes[index] == UInt8(ascii: "}"), !names.contains(name) else { return nil }
            index += 1
            names.append(name)
            return (name, isOptional)
        }
        func atSegmentEnd() -> Bool {
            index == end || bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "?")
        }

        var segments: [RoutePattern.Segment] = []
        if bytes[index] == UInt8(ascii: "/") { index += 1 }
        while index < end, bytes[index] != UInt8(ascii: "?") {
            if segments.last == .catchAll || bytes[index] == UInt8(ascii: "/") { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard let (name, _) = parameter(inQuery: false) else { return nil }
                segments.append(.parameter(name))
            case UInt8(ascii: "*"):
                index += 1
                if index < end, bytes[index] == UInt8(ascii: "*") {
                    index += 1
                    segments.append(.catchAll)
                } else {
                    segments.append(.wildcard)
                }
            default:
                let start = index
                while !atSegmentEnd() {
                    guard isLiteral(bytes[index]) else { return nil }
                    index += 1
                }
                segments.append(.literal(string(start..<index)))
            }
            guard atSegmentEnd() else { return nil }
            if index < end, bytes[index] == UInt8(ascii: "/") { index += 1 }
        }

        var queryItems: [RoutePattern.QueryItem] = []
        if index < end {
            index += 1  // the `?`
            var keys: [String] = []
            while true {
                let start = index
                while index < end, bytes[index] != UInt8(ascii: "=") {
                    guard isLiteral(bytes[index]), bytes[index] != UInt8(ascii: "&") else { return nil }
                    index += 1
                }
                guard index > start, index + 1 < end, bytes[index + 1] == UInt8(ascii: "{") else {
                    return nil
                }
                let key = string(start..<index)
                index += 1
                guard !keys.contains(key), let (name, isOptional) = parameter(inQuery: true) else {
                    return nil
                }
                keys.append(key)
                queryItems.append(.init(key: key, parameter: name, isOptional: isOptional))
                if index == end { break }
                guard bytes[index] == UInt8(ascii: "&") else { return nil }
                index += 1
            }
        }
        return CompiledRoutePattern(text: text, segments: segments, queryItems: queryItems)
    }

    /// Whether `character` may appear in a literal path segment or query item name.
    static func isLiteralCharacter(_ character: Character) -> Bool {
        // Most patterns are ASCII: a printable ASCII character needs no Unicode property lookups
        // (which took half of a pattern's registration). The rest take the general path.
        if let ascii = character.asciiValue, character.utf8.count == 1 {
            switch ascii {
            case UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                return false
            default:
                return ascii > 0x20 && ascii < 0x7F
            }
        }
        switch character {
        case "?", "#", "{", "}", "*", "%", "\\", "/": return false
        default:
            if character.isWhitespace { return false }
            return !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }

    private struct Parser {
        let text: String
        let characters: [Character]
        var offset = 0
        var segments: [RoutePattern.Segment] = []
        var queryItems: [RoutePattern.QueryItem] = []
        var parameterOffsets: [String: Int] = [:]
        var queryKeyOffsets: [String: Int] = [:]

        init(text: String) {
            self.text = text
            characters = Array(text)
        }

        var current: Character? { offset < characters.count ? characters[offset] : nil }

        mutating func parse() throws(RoutePatternError) -> CompiledRoutePattern {
            if current == "/" { offset += 1 }
            var catchAllOffset: Int?
            while let character = current, character != "?" {
                if let catchAll = catchAllOffset { throw .catchAllNotLast(pattern: text, offset: catchAll) }
                if character == "/" { throw .emptySegment(pattern: text, offset: offset) }
                let start = offset
                try parseSegment()
                if segments.last == .catchAll { catchAllOffset = start }
                if current == "/" {
                    offset += 1
                }
            }
            if current == "?" {
                offset += 1
                try parseQuery()
            }
            return CompiledRoutePattern(text: text, segments: segments, queryItems: queryItems)
        }

        /// Parses one segment, up to (not including) the next `/`, `?` or the end.
        mutating func parseSegment() throws(RoutePatternError) {
            switch current {
            case "{":
                let name = try parseParameter(inQuery: false).name
                segments.append(.parameter(name))
            case "*":
                offset += 1
                if current == "*" {
                    offset += 1
                    segments.append(.catchAll)
                } else {
                    segments.append(.wildcard)
                }
                if let next = current, next != "/", next != "?" {
                    throw .unexpectedCharacter(
                        next, pattern: text, offset: offset,
                        expected: "'/' or '?' after '\(segments.last == .catchAll ? "**" : "*")' "
                            + "(wildcards are whole segments)")
                }
                return
            default:
                var literal = ""
                while let character = current, character != "/", character != "?" {
                    guard RoutePatternParser.isLiteralCharacter(character) else {
                        let expected =
                            character == "{" || character == "*"
                            ? "a literal character; parameters and wildcards are whole segments"
                            : "a literal character (not ? # { } * % \\, whitespace or control "
                                + "characters; write literals decoded)"
                        throw .unexpectedCharacter(
                            character, pattern: text, offset: offset, expected: expected)
                    }
                    literal.append(character)
                    offset += 1
                }
                segments.append(.literal(literal))
                return
            }
            if let next = current, next != "/", next != "?" {
                throw .unexpectedCharacter(
                    next, pattern: text, offset: offset,
                    expected: "'/' or '?' after '}' (a parameter is a whole segment)")
            }
        }

        /// Parses `{name}` (or `{name?}`) starting at `{`.
        mutating func parseParameter(inQuery: Bool) throws(RoutePatternError) -> (
            name: String, isOptional: Bool
        ) {
            let open = offset
            offset += 1
            var name = ""
            var isOptional = false
            while true {
                guard let character = current else {
                    throw .unclosedParameter(pattern: text, offset: open)
                }
                if character == "}" { break }
                if character == "/" { throw .unclosedParameter(pattern: text, offset: open) }
                if character == "?" {
                    if name.isEmpty {
                        throw .unexpectedCharacter(
                            character, pattern: text, offset: offset,
                            expected: "a parameter name (a letter or '_')")
                    }
                    guard offset + 1 < characters.count else {
                        throw .unclosedParameter(pattern: text, offset: open)
                    }
                    guard characters[offset + 1] == "}" else {
                        throw .unexpectedCharacter(
                            characters[offset + 1], pattern: text, offset: offset + 1,
                            expected: "'}' after '?' (an optional parameter is written '{\(name)?}')")
                    }
                    isOptional = true
                    offset += 1
                    continue
                }
                let isValid =
                    character.isASCII
                    && (character.isLetter || character == "_" || (!name.isEmpty && character.isNumber))
                guard isValid else {
                    throw .unexpectedCharacter(
                        character, pattern: text, offset: offset,
                        expected: name.isEmpty
                            ? "a parameter name (a letter or '_')"
                            : "a letter, digit, '_' or '}' in parameter '\(name)'")
                }
                name.append(character)
                offset += 1
            }
            if name.isEmpty { throw .emptyParameterName(pattern: text, offset: open) }
            offset += 1
            if isOptional && !inQuery {
                throw .optionalPathParameter(name, pattern: text, offset: open)
            }
            if let first = parameterOffsets[name] {
                throw .duplicateParameter(name, pattern: text, offset: open, firstOffset: first)
            }
            parameterOffsets[name] = open
            return (name, isOptional)
        }

        /// Parses `key={name}&key={name?}...` after the `?`.
        mutating func parseQuery() throws(RoutePatternError) {
            while true {
                let keyOffset = offset
                var key = ""
                while let character = current, character != "=" {
                    guard RoutePatternParser.isLiteralCharacter(character), character != "&" else {
                        throw .unexpectedCharacter(
                            character, pattern: text, offset: offset,
                            expected: key.isEmpty ? "a query item name" : "'=' after query item '\(key)'")
                    }
                    key.append(character)
                    offset += 1
                }
                guard let equals = current else {
                    throw .unexpectedEnd(
                        pattern: text,
                        expected: key.isEmpty ? "a query item name" : "'=' after query item '\(key)'")
                }
                if key.isEmpty {
                    throw .unexpectedCharacter(
                        equals, pattern: text, offset: offset, expected: "a query item name")
                }
                offset += 1
                guard let open = current else {
                    throw .unexpectedEnd(pattern: text, expected: "'{' and a parameter name after '\(key)='")
                }
                guard open == "{" else {
                    throw .unexpectedCharacter(
                        open, pattern: text, offset: offset,
                        expected: "'{' (query values are parameters, such as '\(key)={\(key)}')")
                }
                let (name, isOptional) = try parseParameter(inQuery: true)
                if let first = queryKeyOffsets[key] {
                    throw .duplicateQueryItem(key, pattern: text, offset: keyOffset, firstOffset: first)
                }
                queryKeyOffsets[key] = keyOffset
                queryItems.append(.init(key: key, parameter: name, isOptional: isOptional))
                guard let next = current else { return }
                guard next == "&" else {
                    throw .unexpectedCharacter(
                        next, pattern: text, offset: offset, expected: "'&' or the end")
                }
                offset += 1
            }
        }
    }
}
