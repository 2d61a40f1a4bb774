/// Parses pattern text into a ``CompiledRoutePattern``. Offsets in errors count `Character`s from
/// 0, so they point at what a person sees.
enum RoutePatternParser {
    static func parse(_ text: String) throws(RoutePatternError) -> CompiledRoutePattern {
        if text.isEmpty { throw .emptyPattern }
        var parser = Parser(text: text)
        return try parser.parse()
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
