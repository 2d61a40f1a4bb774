// Language features whose runtime support is newer than the compiler that accepts them. The
// compiler on Linux never diagnoses these; on Apple platforms it diagnoses only some (casts,
// `.self`), and a generic argument's metadata is built at run time by an entry point that older
// OSes lack. Versions: the compiler's include/swift/AST/FeatureAvailability.def.

extension SourceChecker {
    enum MetadataUse {
        case genericArgument, collection, optional, metatype, cast
        case storedProperty(inGenericType: Bool)

        var phrase: String {
            switch self {
            case .genericArgument: "as a generic argument"
            case .collection: "as an array or dictionary element"
            case .optional: "in an Optional"
            case .metatype: "as a metatype (.self, .Type)"
            case .cast: "in a dynamic cast (as?, as!, is)"
            case .storedProperty(let generic):
                generic ? "as a stored property of a generic type" : "as a stored property"
            }
        }
    }

    mutating func checkLanguageFeatures(_ index: Int) {
        let token = tokens[index]
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        switch token.text {
        case "throws":
            if let next, next.isPunct("("), !next.spaceBefore, partner[index + 1] > index + 1 {
                checkTypedThrows(index)
            }
        case "isolated":
            if next?.isWord("deinit") == true {
                addRuntime(
                    at: index, kind: "isolated-deinit", release: "6.1",
                    what:
                        "`isolated deinit` runs on the actor through a runtime entry point that Swift 6.1 added"
                )
            }
        case "any":
            checkConstrainedExistential(index)
        case "struct", "class", "enum", "actor", "extension":
            if typeDeclarations[index] != nil { checkTypeDeclaration(index) }
        default:
            if names.metadataSensitiveAliases.contains(token.text),
                !(index > 0 && tokens[index - 1].isWord("typealias")),
                let use = metadataUse(start: index, end: index)
            {
                reportFunctionType(
                    use, at: index, kind: "typed-throws",
                    feature: "function type `\(token.text)` (typed throws or @isolated(any))")
            }
        }
    }

    // MARK: - Function types

    /// `throws(E)` at `index`: a function type (not a declaration's or closure's own clause) whose
    /// metadata is needed.
    private mutating func checkTypedThrows(_ index: Int) {
        let open = index + 1
        guard isConcreteThrownType(tokens[(open + 1)..<partner[open]]) else { return }
        var position = index - 1
        if position >= 0, tokens[position].isWord("async") { position -= 1 }
        // `{ value throws(E) in`: a closure's parameters without parentheses.
        guard position >= 0, tokens[position].isPunct(")"), partner[position] >= 0 else { return }
        let parameters = partner[position]
        if isDeclarationParameterList(parameters) || isClosureSignature(from: partner[open] + 1) { return }
        let start = startOfFunctionType(parameters)
        guard let use = metadataUse(start: start, end: nil) else { return }
        reportFunctionType(use, at: index, kind: "typed-throws", feature: "typed-throws function type")
    }

    mutating func checkIsolatedAnyFunctionType(attribute index: Int) {
        let start = startOfFunctionType(index)
        guard let use = metadataUse(start: start, end: nil) else { return }
        reportFunctionType(use, at: index, kind: "isolated-any", feature: "@isolated(any) function type")
    }

    private mutating func reportFunctionType(_ use: MetadataUse, at index: Int, kind: String, feature: String)
    {
        switch use {
        case .storedProperty(inGenericType: false):
            addRuntime(
                at: index, kind: kind + "-stored-property", release: "6.0",
                what:
                    "lower confidence: \(feature) \(use.phrase); a non-generic type's layout is static, so its "
                    + "metadata is built only if something reflects it (Mirror, dump, String(describing:))")
        default:
            addRuntime(
                at: index, kind: kind + "-metadata", release: "6.0",
                what: "\(feature) \(use.phrase): its type metadata needs the Swift 6.0 runtime")
        }
    }

    /// `func name(`, `init(`, `init?(`, `subscript(`, `func name<T>(`: a declaration's parameters.
    private func isDeclarationParameterList(_ open: Int) -> Bool {
        guard open > 0 else { return false }
        let before = tokens[open - 1]
        if before.isWord("init") || before.isWord("subscript") { return true }
        if before.isPunct("?") || before.isPunct("!"), open >= 2, tokens[open - 2].isWord("init") {
            return true
        }
        if open >= 2, tokens[open - 2].isWord("func") { return true }
        if before.isPunct(">") {
            var depth = 0
            var position = open - 1
            while position >= 0 {
                if tokens[position].isPunct(">") { depth += 1 }
                if tokens[position].isPunct("<") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if tokens[position].isPunct("{") || tokens[position].isPunct("}") { return false }
                position -= 1
            }
            guard position >= 1 else { return false }
            if tokens[position - 1].isWord("init") { return true }
            return position >= 2 && tokens[position - 2].isWord("func")
        }
        return false
    }

    /// Whether `in` follows (after an optional `-> Result`): a closure's own signature.
    private func isClosureSignature(from start: Int) -> Bool {
        var position = start
        var steps = 0
        while position < tokens.count, steps < 60 {
            let token = tokens[position]
            if token.isWord("in") { return true }
            if token.atLineStart && position > start { return false }
            if ["{", "}", "=", ",", ")", "]", ">"].contains(token.text), token.kind == .punct {
                return false
            }
            if token.isPunct("(") || token.isPunct("["), partner[position] > position {
                position = partner[position] + 1
                continue
            }
            if token.isPunct("<"), let close = matchAngle(tokens, partner, from: position) {
                position = close + 1
                continue
            }
            position += 1
            steps += 1
        }
        return false
    }

    /// Steps back over `@Sendable`, `@escaping`, `@isolated(any)`, `sending` before a function type.
    private func startOfFunctionType(_ start: Int) -> Int {
        var position = start
        while position > 0 {
            let before = tokens[position - 1]
            if before.kind == .attribute {
                position -= 1
                continue
            }
            if before.isPunct(")"), partner[position - 1] >= 1,
                tokens[partner[position - 1] - 1].kind == .attribute
            {
                position = partner[position - 1] - 1
                continue
            }
            if before.kind == .identifier,
                ["sending", "inout", "borrowing", "consuming", "__owned"].contains(before.text)
            {
                position -= 1
                continue
            }
            break
        }
        return position
    }

    /// Where a type that starts at `start` (and, for a single-token alias, ends at `end`) sits, if
    /// that position makes the runtime build its metadata.
    func metadataUse(start: Int, end: Int?) -> MetadataUse? {
        if let end, end + 1 < tokens.count {
            let after = tokens[end + 1]
            if after.isPunct("?") || after.isPunct("!"), !after.spaceBefore { return .optional }
            if after.isPunct("."), end + 2 < tokens.count,
                ["self", "Type", "Protocol"].contains(tokens[end + 2].text)
            {
                return .metatype
            }
        }
        var position = start
        while position > 0 {
            let before = tokens[position - 1]
            if before.isWord("is") { return .cast }
            if before.isPunct("?") || before.isPunct("!"), position >= 2, tokens[position - 2].isWord("as") {
                return .cast
            }
            if before.isPunct("<") { return .genericArgument }
            if before.isPunct("[") { return .collection }
            if before.isPunct("(") {
                let open = position - 1
                guard isTypeWrapper(open) else { return nil }
                if let use = useAfterWrapper(open) { return use }
                position = open
                continue
            }
            if before.isPunct(",") || before.isPunct(":") {
                guard let enclosing = enclosingBracket(before: position - 1) else {
                    return before.isPunct(":") ? storedProperty(colon: position - 1) : nil
                }
                switch tokens[enclosing].text {
                case "<": return .genericArgument
                case "[": return .collection
                case "(":
                    guard isTypeWrapper(enclosing) else { return nil }
                    if let use = useAfterWrapper(enclosing) { return use }
                    position = enclosing
                    continue
                default:
                    return before.isPunct(":") ? storedProperty(colon: position - 1) : nil
                }
            }
            return nil
        }
        return nil
    }

    /// A parenthesised type or tuple rather than a call's or a declaration's parentheses.
    private func isTypeWrapper(_ open: Int) -> Bool {
        guard open > 0 else { return true }
        let before = tokens[open - 1]
        switch before.kind {
        case .identifier:
            return ["as", "is", "return", "in", "try", "await", "throw", "some", "any"].contains(before.text)
        case .punct:
            if [")", "]", ">", "?", "!"].contains(before.text) && !tokens[open].spaceBefore { return false }
            return true
        case .attribute:
            return true
        default:
            return false
        }
    }

    private func useAfterWrapper(_ open: Int) -> MetadataUse? {
        let close = partner[open]
        guard close > open, close + 1 < tokens.count else { return nil }
        let after = tokens[close + 1]
        if after.isPunct("?") || after.isPunct("!"), !after.spaceBefore { return .optional }
        if after.isPunct("."), close + 2 < tokens.count,
            ["self", "Type", "Protocol"].contains(tokens[close + 2].text)
        {
            return .metatype
        }
        return nil
    }

    /// The nearest unclosed `(`, `[`, `{` or generic `<` before `index`.
    private func enclosingBracket(before index: Int) -> Int? {
        var position = index
        var angles = 0
        while position >= 0 {
            let token = tokens[position]
            if token.kind == .punct {
                switch token.text {
                case ")", "]", "}":
                    guard partner[position] >= 0 else { return nil }
                    position = partner[position] - 1
                    continue
                case ">": angles += 1
                case ">>": angles += 2
                case "<":
                    if angles > 0 { angles -= 1 } else { return position }
                case "(", "[", "{":
                    return position
                default: break
                }
            }
            position -= 1
        }
        return nil
    }

    /// `let name: T` / `var name: T` directly in a type's body (not computed).
    private func storedProperty(colon: Int) -> MetadataUse? {
        guard colon >= 2, tokens[colon - 1].kind == .identifier,
            tokens[colon - 2].isWord("let") || tokens[colon - 2].isWord("var"),
            let scope = scopes.last, let body = scope.body, body.keyword != "protocol",
            body.keyword != "extension"
        else { return nil }
        if tokens[colon - 2].isWord("var") {
            var position = colon + 1
            while position < tokens.count {
                let token = tokens[position]
                if token.isPunct("=") { break }
                if token.isPunct("{") { return nil }
                if token.atLineStart || token.isPunct("}") { break }
                if token.isPunct("(") || token.isPunct("["), partner[position] > position {
                    position = partner[position]
                }
                position += 1
            }
        }
        return .storedProperty(inGenericType: scope.inGenericType)
    }

    // MARK: - Declarations

    /// `any P<T>`: a constrained existential; its metadata and casts need the Swift 5.7 runtime.
    private mutating func checkConstrainedExistential(_ index: Int) {
        var position = index + 1
        guard position < tokens.count, tokens[position].kind == .identifier else { return }
        while position + 2 < tokens.count, tokens[position + 1].isPunct("."),
            tokens[position + 2].kind == .identifier
        {
            position += 2
        }
        guard position + 1 < tokens.count, tokens[position + 1].isPunct("<"),
            !tokens[position + 1].spaceBefore
        else {
            return
        }
        addRuntime(
            at: index, kind: "constrained-existential", release: "5.7",
            what:
                "`any \(tokens[position].text)<...>`: constrained existential metadata and casts need the Swift 5.7 runtime"
        )
    }

    /// Generic parameters of a type (packs, `~Copyable`, value generics) and isolated conformances.
    private mutating func checkTypeDeclaration(_ index: Int) {
        guard let bodyOpen = typeDeclarations[index] else { return }
        var position = index + 1
        while position + 2 < tokens.count, tokens[position + 1].isPunct("."),
            tokens[position + 2].kind == .identifier
        {
            position += 2
        }
        position += 1
        if tokens[index].text != "extension", position < bodyOpen, tokens[position].isPunct("<"),
            let close = matchAngle(tokens, partner, from: position)
        {
            let parameters = tokens[(position + 1)..<close]
            if parameters.contains(where: { $0.isWord("each") }) {
                addRuntime(
                    at: index, kind: "parameter-pack-type", release: "5.9",
                    what:
                        "a generic type with a parameter pack (`each`): its metadata needs the Swift 5.9 runtime"
                )
            }
            if parameters.contains(where: { $0.isWord("let") }) {
                addRuntime(
                    at: index, kind: "value-generic-type", release: "6.2",
                    what:
                        "a generic type with a value parameter (`let N: Int`): its metadata needs the Swift 6.2 runtime"
                )
            }
            position = close + 1
        }
        // `~Copyable` / `~Escapable` on the type's own parameters or in its where clause.
        let header = tokens[index..<bodyOpen]
        if tokens[index].text != "extension" {
            for (offset, token) in zip(header.indices, header) where token.isPunct("~") {
                let suppressed = offset + 1 < bodyOpen ? tokens[offset + 1].text : ""
                guard suppressed == "Copyable" || suppressed == "Escapable" else { continue }
                // `struct S: ~Copyable` (the type itself) back-deploys; a suppressed parameter does not.
                let isOwnConformance = offset > index && isInInheritanceClause(offset, declaration: index)
                if !isOwnConformance {
                    addRuntime(
                        at: index, kind: "noncopyable-generic-type", release: "6.0",
                        what:
                            "a generic type whose parameters may be ~\(suppressed): instantiating it with such a "
                            + "type, or casting it, needs the Swift 6.0 runtime")
                    break
                }
            }
        }
        // `: @MainActor P`: an isolated conformance.
        for offset in header.indices where tokens[offset].kind == .attribute {
            let name = tokens[offset].text
            guard name.first?.isUppercase == true, offset + 1 < bodyOpen,
                tokens[offset + 1].kind == .identifier,
                isInInheritanceClause(offset, declaration: index)
            else { continue }
            addRuntime(
                at: offset, kind: "isolated-conformance", release: "6.2",
                what:
                    "lower confidence: `@\(name) \(tokens[offset + 1].text)` is an isolated conformance; runtimes before "
                    + "Swift 6.2 do not check its isolation in dynamic casts (as?, String(describing:), "
                    + "\"\\(value)\"), so such a cast made off the actor succeeds and runs actor-isolated code there"
            )
        }
    }

    /// Whether `position` is in the `: A, B` list after the declaration's name and generic
    /// parameters (not in a generic parameter's constraint or the where clause).
    private func isInInheritanceClause(_ position: Int, declaration: Int) -> Bool {
        var cursor = declaration + 1
        var angles = 0
        var inClause = false
        while cursor < position {
            let token = tokens[cursor]
            if token.isPunct("<") { angles += 1 }
            if token.isPunct(">") { angles -= 1 }
            if token.isPunct(">>") { angles -= 2 }
            if angles == 0, token.isPunct(":") { inClause = true }
            if token.isWord("where") { return false }
            cursor += 1
        }
        return inClause && angles == 0
    }

    mutating func addRuntime(at index: Int, kind: String, release: String, what: String) {
        let requirement = Requirement.swiftRuntime(release)
        guard !requirement.isSatisfied(by: context) else { return }
        add(
            at: index, symbol: "runtime:" + kind,
            message: "needs \(requirement.listDescription) \(floors.declaredDescription); \(what)")
    }
}
