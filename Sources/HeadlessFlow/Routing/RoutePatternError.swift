/// Why a pattern was refused, by ``RoutePattern/init(_:)`` or ``URLRouteTable/add(_:_:)-(String,_)``.
///
/// Syntax errors carry the pattern and the character offset of the problem, counted from 0, and
/// the ``description`` says what was expected there:
///
/// ```text
/// pattern 'items/{id': unclosed '{' at offset 6; expected a parameter name and '}'
/// ```
public enum RoutePatternError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pattern is the empty string; the root is written `/`.
    case emptyPattern

    /// A character that cannot appear at `offset`; `expected` says what could.
    case unexpectedCharacter(Character, pattern: String, offset: Int, expected: String)

    /// The pattern ends where `expected` was still needed.
    case unexpectedEnd(pattern: String, expected: String)

    /// `{` at `offset` has no matching `}` in its segment.
    case unclosedParameter(pattern: String, offset: Int)

    /// `{}` at `offset`.
    case emptyParameterName(pattern: String, offset: Int)

    /// Two `/` in a row, at `offset`.
    case emptySegment(pattern: String, offset: Int)

    /// `**` at `offset` is followed by more segments; it matches the rest of the path, so it must
    /// be last.
    case catchAllNotLast(pattern: String, offset: Int)

    /// `{name?}` at `offset` is in the path; only query items can be optional.
    case optionalPathParameter(String, pattern: String, offset: Int)

    /// The parameter `name` at `offset` was already declared at `firstOffset`.
    case duplicateParameter(String, pattern: String, offset: Int, firstOffset: Int)

    /// The query item `key` at `offset` was already declared at `firstOffset`.
    case duplicateQueryItem(String, pattern: String, offset: Int, firstOffset: Int)

    /// The pattern has the same path shape as a registered one, so no URL could tell them apart.
    /// Shapes compare literals exactly and treat `{name}` and `*` alike (both take any one
    /// segment); query items do not count.
    case conflictingPatterns(String, existing: String)

    /// The pattern the error is about.
    public var pattern: String {
        switch self {
        case .emptyPattern: ""
        case .unexpectedCharacter(_, let pattern, _, _), .unexpectedEnd(let pattern, _),
            .unclosedParameter(let pattern, _), .emptyParameterName(let pattern, _),
            .emptySegment(let pattern, _), .catchAllNotLast(let pattern, _),
            .optionalPathParameter(_, let pattern, _), .duplicateParameter(_, let pattern, _, _),
            .duplicateQueryItem(_, let pattern, _, _), .conflictingPatterns(let pattern, _):
            pattern
        }
    }

    /// The character offset of the problem, counted from 0, for syntax errors.
    public var offset: Int? {
        switch self {
        case .unexpectedCharacter(_, _, let offset, _), .unclosedParameter(_, let offset),
            .emptyParameterName(_, let offset), .emptySegment(_, let offset),
            .catchAllNotLast(_, let offset), .optionalPathParameter(_, _, let offset),
            .duplicateParameter(_, _, let offset, _), .duplicateQueryItem(_, _, let offset, _):
            offset
        case .unexpectedEnd(let pattern, _):
            pattern.count
        case .emptyPattern, .conflictingPatterns:
            nil
        }
    }

    public var description: String {
        switch self {
        case .emptyPattern:
            return "empty pattern; write '/' for the root"
        case .unexpectedCharacter(let character, let pattern, let offset, let expected):
            return "pattern '\(pattern)': unexpected \(Self.quoted(character)) at offset \(offset); "
                + "expected \(expected)"
        case .unexpectedEnd(let pattern, let expected):
            return "pattern '\(pattern)' ends at offset \(pattern.count); expected \(expected)"
        case .unclosedParameter(let pattern, let offset):
            return "pattern '\(pattern)': unclosed '{' at offset \(offset); expected a parameter name and '}'"
        case .emptyParameterName(let pattern, let offset):
            return
                "pattern '\(pattern)': '{}' at offset \(offset) has no name; expected a name such as '{id}'"
        case .emptySegment(let pattern, let offset):
            return "pattern '\(pattern)': empty segment ('//') at offset \(offset); expected a segment "
                + "between the slashes"
        case .catchAllNotLast(let pattern, let offset):
            return "pattern '\(pattern)': '**' at offset \(offset) is not the last segment; it matches "
                + "the rest of the path, so nothing can follow it"
        case .optionalPathParameter(let name, let pattern, let offset):
            return "pattern '\(pattern)': path parameter '\(name)' at offset \(offset) is marked "
                + "optional; only query items can be optional ('?\(name)={\(name)?}')"
        case .duplicateParameter(let name, let pattern, let offset, let first):
            return "pattern '\(pattern)': parameter '\(name)' at offset \(offset) is already declared "
                + "at offset \(first); parameter names must be unique"
        case .duplicateQueryItem(let key, let pattern, let offset, let first):
            return "pattern '\(pattern)': query item '\(key)' at offset \(offset) is already declared "
                + "at offset \(first)"
        case .conflictingPatterns(let pattern, let existing):
            return "pattern '\(pattern)' conflicts with '\(existing)': both match the same paths "
                + "('{name}' and '*' both take any one segment, query items do not count)"
        }
    }

    private static func quoted(_ character: Character) -> String {
        if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control })
            || character.isWhitespace
        {
            let codes = character.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            return codes.joined(separator: " ")
        }
        return "'\(character)'"
    }
}
