// A Swift tokenizer that is good enough to find names: it drops comments (nested `/* */` too),
// turns each string literal (`"`, `"""`, raw `#"`) into one token while still tokenizing the code
// inside `\( )` interpolations, and recognises regex literals (`/.../`, `#/.../#`).

/// One token. `text` is the identifier without backticks, the attribute name without `@`, the
/// directive with `#` (`#if`, `#available`), the operator or punctuation, or the number as written;
/// string literals have the text `"`.
struct Token {
    enum Kind: UInt8 {
        case identifier, number, string, regex, punct, pound, attribute
    }

    let kind: Kind
    let text: String
    let line: Int
    /// The first token on its line.
    let atLineStart: Bool
    /// Whitespace, a comment or a line break comes right before.
    let spaceBefore: Bool

    func isPunct(_ value: String) -> Bool { kind == .punct && text == value }
    func isWord(_ value: String) -> Bool { kind == .identifier && text == value }
}

struct Lexer {
    private let bytes: [UInt8]
    private var pos = 0
    private var line = 1
    private var atLineStart = true
    private var spaceBefore = true
    private var tokens: [Token] = []

    static func tokenize(_ text: String) -> [Token] {
        var lexer = Lexer(bytes: Array(text.utf8))
        lexer.lexCode(insideInterpolation: false)
        return lexer.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // Keywords after which an expression starts, so `/` there begins a regex literal.
    private static let expressionKeywords: Set<String> = [
        "return", "in", "case", "where", "if", "guard", "while", "try", "await", "throw", "else",
        "let", "var", "yield", "switch", "is", "as", "repeat", "defer", "do",
    ]

    // Compound operators kept whole; any other run of operator characters is split into them or
    // into single characters, so that `Optional<Int?>` ends in `?` and `>`.
    private static let compoundOperators: Set<String> = [
        "->", "==", "!=", "===", "!==", "<=", ">=", "&&", "||", "??", "+=", "-=", "*=", "/=", "%=", "&=",
        "|=", "^=", "<<", ">>", "<<=", ">>=", "&+", "&-", "&*", "&+=", "&-=", "&*=", "&<<", "&>>", "&<<=",
        "&>>=", "...", "..<", "~=",
    ]

    private mutating func emit(_ kind: Token.Kind, _ text: String, line tokenLine: Int? = nil) {
        tokens.append(
            Token(
                kind: kind, text: text, line: tokenLine ?? line, atLineStart: atLineStart,
                spaceBefore: spaceBefore))
        atLineStart = false
        spaceBefore = false
    }

    private func byte(at offset: Int) -> UInt8 {
        pos + offset < bytes.count ? bytes[pos + offset] : 0
    }

    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    private static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
    }

    private static func isOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Lexes code; inside an interpolation, returns after consuming the `)` that closes it.
    private mutating func lexCode(insideInterpolation: Bool) {
        var parenDepth = 0
        while pos < bytes.count {
            let c = bytes[pos]
            switch c {
            case UInt8(ascii: "\n"):
                line += 1
                pos += 1
                atLineStart = true
                spaceBefore = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                pos += 1
                spaceBefore = true
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
                while pos < bytes.count, bytes[pos] != UInt8(ascii: "\n") { pos += 1 }
                spaceBefore = true
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
                skipBlockComment()
                spaceBefore = true
            case UInt8(ascii: "/"):
                if regexMayStartHere(), let end = bareRegexEnd() {
                    emit(.regex, text(pos..<end))
                    pos = end
                } else {
                    lexOperator()
                }
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "#"):
                lexHash()
            case UInt8(ascii: "@"):
                if Self.isIdentifierStart(byte(at: 1)) {
                    let start = pos + 1
                    pos += 1
                    while pos < bytes.count, Self.isIdentifierBody(bytes[pos]) { pos += 1 }
                    emit(.attribute, text(start..<pos))
                } else {
                    pos += 1
                    emit(.punct, "@")
                }
            case UInt8(ascii: "`"):
                let start = pos + 1
                pos += 1
                while pos < bytes.count, bytes[pos] != UInt8(ascii: "`"), bytes[pos] != UInt8(ascii: "\n") {
                    pos += 1
                }
                emit(.identifier, text(start..<pos))
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "`") { pos += 1 }
            case UInt8(ascii: "("):
                if insideInterpolation { parenDepth += 1 }
                pos += 1
                emit(.punct, "(")
            case UInt8(ascii: ")"):
                pos += 1
                if insideInterpolation {
                    if parenDepth == 0 { return }
                    parenDepth -= 1
                }
                emit(.punct, ")")
            case UInt8(ascii: "."):
                if byte(at: 1) == UInt8(ascii: ".") {
                    lexOperator()
                } else {
                    pos += 1
                    emit(.punct, ".")
                }
            default:
                if Self.isDigit(c) {
                    lexNumber()
                } else if Self.isIdentifierStart(c) {
                    let start = pos
                    while pos < bytes.count, Self.isIdentifierBody(bytes[pos]) { pos += 1 }
                    emit(.identifier, text(start..<pos))
                } else if Self.isOperatorCharacter(c) {
                    lexOperator()
                } else {
                    pos += 1
                    emit(.punct, String(UnicodeScalar(c)))
                }
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while pos < bytes.count {
            if bytes[pos] == UInt8(ascii: "/") && byte(at: 1) == UInt8(ascii: "*") {
                depth += 1
                pos += 2
            } else if bytes[pos] == UInt8(ascii: "*") && byte(at: 1) == UInt8(ascii: "/") {
                depth -= 1
                pos += 2
                if depth == 0 { return }
            } else {
                if bytes[pos] == UInt8(ascii: "\n") {
                    line += 1
                    atLineStart = true
                }
                pos += 1
            }
        }
    }

    private mutating func lexHash() {
        var hashes = 0
        while byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(at: hashes)
        if after == UInt8(ascii: "\"") {
            lexString(hashes: hashes)
        } else if after == UInt8(ascii: "/") {
            // Extended regex literal #/ ... /#, possibly over several lines.
            let start = pos
            let startLine = line
            pos += hashes + 1
            while pos < bytes.count {
                if bytes[pos] == UInt8(ascii: "/") {
                    var count = 0
                    while byte(at: 1 + count) == UInt8(ascii: "#") && count < hashes { count += 1 }
                    if count == hashes {
                        pos += 1 + hashes
                        break
                    }
                } else if bytes[pos] == UInt8(ascii: "\n") {
                    line += 1
                }
                pos += 1
            }
            emit(.regex, text(start..<pos), line: startLine)
        } else if hashes == 1 && Self.isIdentifierStart(after) {
            let start = pos
            pos += 1
            while pos < bytes.count, Self.isIdentifierBody(bytes[pos]) { pos += 1 }
            emit(.pound, text(start..<pos))
        } else {
            pos += 1
            emit(.punct, "#")
        }
    }

    /// A string literal with `hashes` `#` before its opening quote; `pos` is at the first `#` or `"`.
    private mutating func lexString(hashes: Int) {
        emit(.string, "\"")
        pos += hashes
        let multiline =
            byte(at: 0) == UInt8(ascii: "\"") && byte(at: 1) == UInt8(ascii: "\"")
            && byte(at: 2) == UInt8(ascii: "\"")
        pos += multiline ? 3 : 1
        while pos < bytes.count {
            let c = bytes[pos]
            if c == UInt8(ascii: "\\") {
                var count = 0
                while count < hashes && byte(at: 1 + count) == UInt8(ascii: "#") { count += 1 }
                guard count == hashes else {
                    pos += 1
                    continue
                }
                let next = byte(at: 1 + hashes)
                if next == UInt8(ascii: "(") {
                    pos += 2 + hashes
                    emit(.punct, "(")
                    lexCode(insideInterpolation: true)
                    emit(.punct, ")")
                } else {
                    if next == UInt8(ascii: "\n") {
                        line += 1
                        atLineStart = true
                    }
                    pos += 2 + hashes
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var closes = true
                for offset in 0..<quotes where byte(at: offset) != UInt8(ascii: "\"") { closes = false }
                for offset in 0..<hashes where byte(at: quotes + offset) != UInt8(ascii: "#") {
                    closes = false
                }
                if closes {
                    pos += quotes + hashes
                    return
                }
            }
            if c == UInt8(ascii: "\n") {
                line += 1
                atLineStart = true
                if !multiline {
                    pos += 1
                    spaceBefore = true
                    return
                }
            }
            pos += 1
        }
    }

    private mutating func lexNumber() {
        let start = pos
        if bytes[pos] == UInt8(ascii: "0")
            && (byte(at: 1) == UInt8(ascii: "x") || byte(at: 1) == UInt8(ascii: "X"))
        {
            pos += 2
            while pos < bytes.count, Self.isHexDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_") {
                pos += 1
            }
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "."), Self.isHexDigit(byte(at: 1)) {
                pos += 1
                while pos < bytes.count, Self.isHexDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_") {
                    pos += 1
                }
            }
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "p") || bytes[pos] == UInt8(ascii: "P") {
                pos += 1
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
                    pos += 1
                }
                while pos < bytes.count, Self.isDigit(bytes[pos]) { pos += 1 }
            }
        } else if bytes[pos] == UInt8(ascii: "0")
            && (byte(at: 1) == UInt8(ascii: "b") || byte(at: 1) == UInt8(ascii: "o"))
        {
            pos += 2
            while pos < bytes.count, Self.isDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_") { pos += 1 }
        } else {
            while pos < bytes.count, Self.isDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_") { pos += 1 }
            // Fractions, and dotted versions such as 10.14.4 in availability lists.
            while pos < bytes.count, bytes[pos] == UInt8(ascii: "."), Self.isDigit(byte(at: 1)) {
                pos += 1
                while pos < bytes.count, Self.isDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_") {
                    pos += 1
                }
            }
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
                let sign = byte(at: 1) == UInt8(ascii: "+") || byte(at: 1) == UInt8(ascii: "-")
                if Self.isDigit(byte(at: sign ? 2 : 1)) {
                    pos += sign ? 2 : 1
                    while pos < bytes.count, Self.isDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_") {
                        pos += 1
                    }
                }
            }
        }
        emit(.number, text(start..<pos))
    }

    private mutating func lexOperator() {
        let start = pos
        if bytes[pos] == UInt8(ascii: ".") {
            while pos < bytes.count, bytes[pos] == UInt8(ascii: ".") || Self.isOperatorCharacter(bytes[pos]) {
                pos += 1
            }
        } else {
            while pos < bytes.count, Self.isOperatorCharacter(bytes[pos]) {
                // `//` and `/*` start comments even right after an operator.
                if bytes[pos] == UInt8(ascii: "/"),
                    byte(at: 1) == UInt8(ascii: "/") || byte(at: 1) == UInt8(ascii: "*")
                {
                    break
                }
                pos += 1
            }
        }
        var run = Substring(text(start..<pos))
        while !run.isEmpty {
            var taken = 1
            for length in stride(from: min(4, run.count), to: 1, by: -1)
            where Self.compoundOperators.contains(String(run.prefix(length))) {
                taken = length
                break
            }
            emit(.punct, String(run.prefix(taken)))
            run = run.dropFirst(taken)
        }
    }

    /// Whether a `/` here starts an expression (a regex literal) rather than dividing.
    private func regexMayStartHere() -> Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .identifier:
            return Self.expressionKeywords.contains(previous.text)
        case .number, .string, .regex:
            return false
        case .punct:
            if [")", "]", "}", ">"].contains(previous.text) { return false }
            if (previous.text == "?" || previous.text == "!") && !spaceBefore { return false }
            return true
        case .pound, .attribute:
            return true
        }
    }

    /// The end of a bare `/.../` regex literal starting at `pos`, or `nil` when the `/` is an operator:
    /// the literal stays on one line, does not start or end with a space, and brackets balance.
    private func bareRegexEnd() -> Int? {
        let first = byte(at: 1)
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
            || first == UInt8(ascii: "=") || first == 0
        {
            return nil
        }
        var index = pos + 1
        var classDepth = 0
        var groupDepth = 0
        while index < bytes.count {
            let c = bytes[index]
            switch c {
            case UInt8(ascii: "\n"):
                return nil
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: "("):
                if classDepth == 0 { groupDepth += 1 }
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    if groupDepth == 0 { return nil }
                    groupDepth -= 1
                }
            case UInt8(ascii: "/") where classDepth == 0 && groupDepth == 0:
                let before = bytes[index - 1]
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return nil }
                return index + 1
            default:
                break
            }
            index += 1
        }
        return nil
    }
}

/// For each bracket token `( [ {`, the index of its partner, and back; -1 where unbalanced.
func matchBrackets(_ tokens: [Token]) -> [Int] {
    var partner = [Int](repeating: -1, count: tokens.count)
    var stack: [Int] = []
    for (index, token) in tokens.enumerated() where token.kind == .punct {
        switch token.text {
        case "(", "[", "{":
            stack.append(index)
        case ")", "]", "}":
            let opener: String = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
            // Tolerate unbalanced input: unwind to the nearest opener of the same kind.
            if let found = stack.lastIndex(where: { tokens[$0].text == opener }) {
                let open = stack[found]
                stack.removeSubrange(found...)
                partner[open] = index
                partner[index] = open
            }
        default:
            break
        }
    }
    return partner
}

/// The index of the `>` closing the generic angle bracket at `open` (a `<`), or `nil`. `>>` closes
/// two levels. Stops at braces and at `;`.
func matchAngle(_ tokens: [Token], _ partner: [Int], from open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < tokens.count {
        let token = tokens[index]
        if token.kind == .punct {
            switch token.text {
            case "<":
                depth += 1
            case ">":
                depth -= 1
                if depth == 0 { return index }
            case ">>":
                depth -= 2
                if depth <= 0 { return index }
            case "(", "[":
                if partner[index] > index { index = partner[index] }
            case "{", "}", ";", ")", "]":
                return nil
            default:
                break
            }
        }
        index += 1
    }
    return nil
}
