// What the package itself declares: names that shadow the toolchain's (a package `Observable` is
// not Observation's), the types of variables and fields (for the 32-bit `Int` checks), and
// typealiases of typed-throws function types.

/// The kind of value a name holds, as far as the 32-bit `Int` checks care.
enum ValueClass {
    /// `Int`.
    case int
    /// `Int64`, `UInt64`: wider than `Int` on watchOS arm64_32.
    case word64
    /// `UInt`, and the narrow integers: as wide as `Int` or narrower.
    case narrow
    /// `Double`, `Float`, `CGFloat`, `TimeInterval`.
    case float
    /// `String`, `Substring`, `Character`, `StringProtocol`.
    case text

    init?(typeName: String) {
        switch typeName {
        case "Int": self = .int
        case "Int64", "UInt64": self = .word64
        case "UInt", "Int32", "UInt32", "Int16", "UInt16", "Int8", "UInt8": self = .narrow
        case "Double", "Float", "CGFloat", "Float80", "Float16", "TimeInterval": self = .float
        case "String", "Substring", "Character", "StringProtocol": self = .text
        default: return nil
        }
    }
}

struct PackageNames {
    /// Types, typealiases, associated types and generic parameters the package declares.
    var types: Set<String> = []
    /// Functions, properties, enum cases and variables the package declares (by base name).
    var members: Set<String> = []
    /// Typealiases whose type is a typed-throws or `@isolated(any)` function type.
    var metadataSensitiveAliases: Set<String> = []
    /// Field and variable names with one value class across the package (`nil`: conflicting).
    var valueClasses: [String: ValueClass?] = [:]

    private static let typeKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype",
    ]
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "case", "struct", "class", "enum", "protocol", "actor", "extension",
        "typealias", "associatedtype", "init", "deinit", "subscript", "macro", "operator", "precedencegroup",
        "import",
    ]

    mutating func collect(_ tokens: [Token], partner: [Int]) {
        let typeBodies = findTypeBodies(tokens, partner: partner)
        var inTypeBody: [Bool] = [false]
        for (index, token) in tokens.enumerated() {
            if token.isPunct("{") {
                inTypeBody.append(typeBodies[index] != nil)
                continue
            }
            if token.isPunct("}") {
                if inTypeBody.count > 1 { inTypeBody.removeLast() }
                continue
            }
            guard token.kind == .identifier, index + 1 < tokens.count else { continue }
            let next = tokens[index + 1]
            if Self.typeKeywords.contains(token.text), next.kind == .identifier,
                !(token.text == "class" && Self.declarationKeywords.contains(next.text))
            {
                types.insert(next.text)
                if token.text == "typealias",
                    aliasIsMetadataSensitive(tokens, partner: partner, from: index + 2)
                {
                    metadataSensitiveAliases.insert(next.text)
                }
            }
            if token.text == "func" || token.text == "macro", next.kind == .identifier {
                members.insert(next.text)
            }
            if token.text == "var" || token.text == "let", next.kind == .identifier {
                members.insert(next.text)
            }
            if token.text == "case", inTypeBody.last == true {
                var position = index + 1
                while position < tokens.count, tokens[position].kind == .identifier {
                    members.insert(tokens[position].text)
                    position += 1
                    if position < tokens.count, tokens[position].isPunct("("), partner[position] > position {
                        position = partner[position] + 1
                    }
                    guard position < tokens.count, tokens[position].isPunct(",") else { break }
                    position += 1
                }
            }
            // Generic parameters: `Name<A, B: P, each C>` after a declaration keyword and name.
            if next.isPunct("<"), !next.spaceBefore, index > 0,
                tokens[index - 1].kind == .identifier,
                ["struct", "class", "enum", "actor", "func", "typealias", "protocol"].contains(
                    tokens[index - 1].text)
                    || token.text == "init",
                let close = matchAngle(tokens, partner, from: index + 1)
            {
                var position = index + 2
                while position < close {
                    let candidate = tokens[position]
                    let before = tokens[position - 1]
                    let after = tokens[position + 1]
                    if candidate.kind == .identifier,
                        before.isPunct("<") || before.isPunct(",") || before.isWord("each"),
                        after.isPunct(":") || after.isPunct(",") || after.isPunct(">") || after.isPunct(">>")
                    {
                        types.insert(candidate.text)
                    }
                    position += 1
                }
            }
        }
        for (name, declarations) in localValueClasses(tokens) {
            for (_, valueClass) in declarations {
                if let existing = valueClasses[name] {
                    if existing != valueClass { valueClasses[name] = .some(nil) }
                } else {
                    valueClasses[name] = valueClass
                }
            }
        }
    }

    /// `typealias X = ... throws(E) ...` with a concrete `E`, or `= @isolated(any) ...`.
    private func aliasIsMetadataSensitive(_ tokens: [Token], partner: [Int], from start: Int) -> Bool {
        var position = start
        guard position < tokens.count else { return false }
        if tokens[position].isPunct("<"), let close = matchAngle(tokens, partner, from: position) {
            position = close + 1
        }
        guard position < tokens.count, tokens[position].isPunct("=") else { return false }
        let line = tokens[position].line
        position += 1
        while position < tokens.count, tokens[position].line == line {
            let token = tokens[position]
            if token.kind == .attribute, token.text == "isolated" { return true }
            if token.isWord("throws"), position + 1 < tokens.count, tokens[position + 1].isPunct("("),
                !tokens[position + 1].spaceBefore, partner[position + 1] > position,
                isConcreteThrownType(tokens[(position + 2)..<partner[position + 1]])
            {
                return true
            }
            position += 1
        }
        return false
    }
}

/// `throws(any Error)` and `throws(Never)` are plain `throws` and non-throwing: no new metadata.
func isConcreteThrownType(_ tokens: ArraySlice<Token>) -> Bool {
    let text = tokens.map(\.text).joined(separator: " ")
    return !["any Error", "Error", "Never", "Swift . Never", "any Swift . Error", "Swift . Error"].contains(
        text)
}

/// For each `{` that opens the body of a type or extension, the declaration's name and whether it
/// has generic parameters of its own.
struct TypeBody {
    var keyword: String
    var name: String
    var isGeneric: Bool
    var declaration: Int
}

func findTypeBodies(_ tokens: [Token], partner: [Int]) -> [Int: TypeBody] {
    var bodies: [Int: TypeBody] = [:]
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
        guard ["struct", "class", "enum", "protocol", "actor", "extension"].contains(token.text),
            index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
            !(token.text == "class" && PackageNames.declarationKeywords.contains(tokens[index + 1].text)),
            index == 0 || !tokens[index - 1].isPunct(".")
        else { continue }
        var name = tokens[index + 1].text
        var position = index + 2
        while position + 1 < tokens.count, tokens[position].isPunct("."),
            tokens[position + 1].kind == .identifier
        {
            name += "." + tokens[position + 1].text
            position += 2
        }
        let isGeneric = token.text != "extension" && position < tokens.count && tokens[position].isPunct("<")
        while position < tokens.count {
            let current = tokens[position]
            if current.isPunct("{") {
                bodies[position] = TypeBody(
                    keyword: token.text, name: name, isGeneric: isGeneric, declaration: index)
                break
            }
            if current.isPunct("}") || current.isPunct(";") { break }
            if current.isPunct("(") || current.isPunct("["), partner[position] > position {
                position = partner[position]
            }
            position += 1
        }
    }
    return bodies
}

/// Names in one file whose value class its declarations show: `name: UInt64`, `(next: UInt64, ...)`,
/// `let name = UInt64(...)`, `var name = 0` (an `Int`), `let name = other` (as `other`); with the
/// token index of each declaration, so a use can take the nearest one before it.
func localValueClasses(_ tokens: [Token]) -> [String: [(Int, ValueClass)]] {
    var classes: [String: [(Int, ValueClass)]] = [:]
    var copies: [(Int, String, String)] = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier && index + 2 < tokens.count {
        let next = tokens[index + 1]
        if next.isPunct(":") {
            var position = index + 2
            while position < tokens.count,
                tokens[position].kind == .attribute
                    || ["some", "any", "inout", "borrowing", "consuming", "sending"]
                        .contains(tokens[position].text)
            {
                position += 1
            }
            if position + 2 < tokens.count, tokens[position].isWord("Swift"),
                tokens[position + 1].isPunct(".")
            {
                position += 2
            }
            if position < tokens.count, tokens[position].kind == .identifier,
                let valueClass = ValueClass(typeName: tokens[position].text)
            {
                // Not `Int` in `[Int: X]` keys and not an element of an array type `[UInt64]`.
                let after = position + 1 < tokens.count ? tokens[position + 1] : nil
                if after?.isPunct("]") != true && after?.isPunct(":") != true {
                    classes[token.text, default: []].append((index, valueClass))
                }
            }
        } else if next.isPunct("="), index > 0,
            tokens[index - 1].isWord("let") || tokens[index - 1].isWord("var")
        {
            let value = tokens[index + 2]
            let after = index + 3 < tokens.count ? tokens[index + 3] : nil
            if value.kind == .identifier, let valueClass = ValueClass(typeName: value.text),
                after?.isPunct("(") == true || after?.isPunct(".") == true
            {
                classes[token.text, default: []].append((index, valueClass))
            } else if value.kind == .number, after == nil || after!.line != value.line || after!.isPunct(";")
            {
                let isFloat =
                    value.text.contains(".")
                    || (!value.text.hasPrefix("0x") && value.text.lowercased().contains("e"))
                classes[token.text, default: []].append((index, isFloat ? .float : .int))
            } else if value.kind == .string {
                classes[token.text, default: []].append((index, .text))
            } else if value.kind == .identifier, after == nil || after!.line != value.line {
                copies.append((index, token.text, value.text))
            }
        }
    }
    for (index, name, source) in copies {
        if let valueClass = nearestValueClass(classes[source] ?? [], before: index) {
            classes[name, default: []].append((index, valueClass))
        }
    }
    for key in classes.keys { classes[key]!.sort { $0.0 < $1.0 } }
    return classes
}

/// The class of the last declaration before `index`, or else of the first one after it (a
/// property declared further down the file).
func nearestValueClass(_ declarations: [(Int, ValueClass)], before index: Int) -> ValueClass? {
    declarations.last(where: { $0.0 < index })?.1 ?? declarations.first?.1
}

/// The declared type of each variable in one file, from `name: Type` and `let name = Type(...)`
/// (generic arguments dropped), so that `lock.withLock` can be read as a member of `NSLock`.
func localTypeNames(_ tokens: [Token]) -> [String: [(Int, String)]] {
    var types: [String: [(Int, String)]] = [:]
    for (index, token) in tokens.enumerated() where token.kind == .identifier && index + 2 < tokens.count {
        let next = tokens[index + 1]
        var position: Int
        if next.isPunct(":") {
            position = index + 2
            while position < tokens.count,
                tokens[position].kind == .attribute
                    || ["some", "any", "inout", "borrowing", "consuming", "sending"]
                        .contains(tokens[position].text)
            {
                position += 1
            }
        } else if next.isPunct("="), index > 0,
            tokens[index - 1].isWord("let") || tokens[index - 1].isWord("var")
        {
            position = index + 2
        } else {
            continue
        }
        // Skip module qualifiers: `Synchronization.Mutex`.
        while position + 2 < tokens.count, tokens[position].kind == .identifier,
            tokens[position + 1].isPunct("."),
            tokens[position + 2].kind == .identifier, tokens[position + 2].text.first?.isUppercase == true,
            InterfaceReader.qualifyingModules.contains(tokens[position].text)
        {
            position += 2
        }
        guard position < tokens.count, tokens[position].kind == .identifier,
            tokens[position].text.first?.isUppercase == true
        else { continue }
        if next.isPunct("=") {
            // Only a construction: `Type(`, `Type<...>(`, `Type.init(`.
            let after = position + 1 < tokens.count ? tokens[position + 1] : nil
            guard
                after?.isPunct("(") == true || after?.isPunct("<") == true
                    || (after?.isPunct(".") == true && position + 2 < tokens.count
                        && tokens[position + 2].isWord("init"))
            else { continue }
        }
        types[token.text, default: []].append((index, tokens[position].text))
    }
    return types
}
