// Walks one shipped source file: tracks what `#available`, `@available` and `guard #available`
// grant at each token, and reports uses that need more (API uses here, language features in
// RuntimeFeatures.swift, 32-bit `Int` candidates in IntWidth.swift).

import Foundation

struct SourceChecker {
    let path: String
    let tokens: [Token]
    let partner: [Int]
    let table: APITable
    let floors: Floors
    let names: PackageNames
    let localClasses: [String: [(Int, ValueClass)]]
    let localTypes: [String: [(Int, String)]]
    let typeBodies: [Int: TypeBody]
    /// Declaration keyword index → `{` of its body.
    let typeDeclarations: [Int: Int]
    private let sourceLines: [Substring]

    private(set) var findings: Set<Finding> = []
    /// Uses an older overload may explain though a newer one exists (`--show-overloads`).
    private(set) var overloadNotes: Set<String> = []

    private var openGrants: [Int: Requirement] = [:]
    private var afterCloseGrants: [Int: Requirement] = [:]
    private var rangeGrants: [(start: Int, end: Int, requirement: Requirement)] = []

    struct Scope {
        var grant: Requirement
        var body: TypeBody?
        var inGenericType: Bool
    }

    private(set) var scopes: [Scope] = []
    private var activeRanges: [(end: Int, requirement: Requirement)] = []

    static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "package", "static", "final", "override",
        "mutating", "nonmutating", "dynamic", "optional", "required", "convenience", "indirect", "lazy",
        "weak",
        "unowned", "nonisolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing",
    ]

    // `#` keywords that are not macros.
    private static let compilerDirectives: Set<String> = [
        "#if", "#elseif", "#else", "#endif", "#available", "#unavailable", "#file", "#fileID", "#filePath",
        "#line",
        "#column", "#function", "#dsohandle", "#selector", "#keyPath", "#colorLiteral", "#imageLiteral",
        "#fileLiteral", "#warning", "#error", "#sourceLocation",
    ]

    init(path: String, text: String, table: APITable, floors: Floors, names: PackageNames) {
        self.path = path
        let tokens = filterConditionals(Lexer.tokenize(text), mode: .appleBuild)
        self.tokens = tokens
        self.partner = matchBrackets(tokens)
        self.table = table
        self.floors = floors
        self.names = names
        self.localClasses = localValueClasses(tokens)
        self.localTypes = localTypeNames(tokens)
        self.typeBodies = findTypeBodies(tokens, partner: partner)
        var declarations: [Int: Int] = [:]
        for (open, body) in typeBodies { declarations[body.declaration] = open }
        self.typeDeclarations = declarations
        self.sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    mutating func run() {
        computeGrants()
        walk()
    }

    // MARK: - Context

    /// What the code at the current token may assume: the floors, raised by enclosing
    /// `if #available` blocks, earlier `guard #available`s and `@available` declarations.
    var context: Requirement {
        var grant = scopes.last?.grant ?? floors.requirement
        for range in activeRanges { grant = grant.merged(with: range.requirement) }
        return grant
    }

    private mutating func computeGrants() {
        for index in tokens.indices {
            let token = tokens[index]
            let hasArguments =
                index + 1 < tokens.count && tokens[index + 1].isPunct("(") && !tokens[index + 1].spaceBefore
                && partner[index + 1] > index + 1
            guard hasArguments else { continue }
            let close = partner[index + 1]
            if token.kind == .pound, token.text == "#available" || token.text == "#unavailable" {
                guard case .platforms(let raw) = AvailabilityAttribute.parse(tokens[(index + 2)..<close]),
                    let keyword = statementKeyword(before: index), let body = firstBrace(after: close)
                else { continue }
                let requirement = raw.withDerivedVisionOS()
                switch (keyword, token.text == "#available") {
                case ("guard", true):
                    afterCloseGrants[partner[body], default: Requirement()].versions.merge(
                        requirement.versions
                    ) { max($0, $1) }
                case ("guard", false):
                    openGrants[body, default: Requirement()].versions.merge(requirement.versions) {
                        max($0, $1)
                    }
                case (_, true):
                    openGrants[body, default: Requirement()].versions.merge(requirement.versions) {
                        max($0, $1)
                    }
                default:
                    // if #unavailable(X) { old } else { new }
                    let end = partner[body]
                    if end + 2 < tokens.count, tokens[end + 1].isWord("else"), tokens[end + 2].isPunct("{") {
                        openGrants[end + 2, default: Requirement()].versions.merge(requirement.versions) {
                            max($0, $1)
                        }
                    }
                }
            } else if token.kind == .attribute, token.text == "available" {
                var requirement: Requirement
                switch AvailabilityAttribute.parse(tokens[(index + 2)..<close]) {
                case .platforms(let raw): requirement = raw.withDerivedVisionOS()
                case .unavailableEverywhere:
                    requirement = Requirement()
                    for platform in Platform.allCases { requirement.versions[platform] = .unavailable }
                case .other: continue
                }
                rangeGrants.append((index, declarationEnd(afterAttribute: close), requirement))
            }
        }
        rangeGrants.sort { $0.start < $1.start }
    }

    /// `if`, `guard` or `while` of the condition list holding the token at `index`.
    private func statementKeyword(before index: Int) -> String? {
        var position = index - 1
        var steps = 0
        while position >= 0, steps < 400 {
            let token = tokens[position]
            if token.isPunct(")") || token.isPunct("]"), partner[position] >= 0 {
                position = partner[position] - 1
                steps += 1
                continue
            }
            if token.isWord("if") || token.isWord("guard") || token.isWord("while") { return token.text }
            if token.isPunct("{") || token.isPunct("}") || token.isPunct(";") { return nil }
            position -= 1
            steps += 1
        }
        return nil
    }

    /// The first `{` after `index` outside parentheses: a condition list's body.
    private func firstBrace(after index: Int) -> Int? {
        var position = index + 1
        while position < tokens.count {
            let token = tokens[position]
            if token.isPunct("{") { return partner[position] > position ? position : nil }
            if token.isPunct("}") || token.isPunct(";") { return nil }
            if token.isPunct("(") || token.isPunct("["), partner[position] > position {
                position = partner[position]
            }
            position += 1
        }
        return nil
    }

    /// The last token of the declaration an attribute ending at `close` is attached to: the `}` of
    /// its body, or its last line.
    private func declarationEnd(afterAttribute close: Int) -> Int {
        var position = close + 1
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .attribute || (token.kind == .identifier && Self.modifiers.contains(token.text))
            {
                position += 1
                if position < tokens.count, tokens[position].isPunct("("), !tokens[position].spaceBefore,
                    partner[position] > position
                {
                    position = partner[position] + 1
                }
                continue
            }
            break
        }
        let keyword = position
        position += 1
        while position < tokens.count {
            let token = tokens[position]
            if token.isPunct("{") { return partner[position] > position ? partner[position] : position }
            if token.isPunct("}") { return position - 1 }
            if token.isPunct("(") || token.isPunct("["), partner[position] > position {
                position = partner[position] + 1
                continue
            }
            if token.atLineStart, position > keyword + 1, startsDeclaration(token) { return position - 1 }
            position += 1
        }
        return tokens.count - 1
    }

    private func startsDeclaration(_ token: Token) -> Bool {
        token.kind == .attribute || token.kind == .pound
            || (token.kind == .identifier
                && (PackageNames.declarationKeywords.contains(token.text)
                    || Self.modifiers.contains(token.text)))
    }

    // MARK: - Walk

    private mutating func walk() {
        scopes = [Scope(grant: floors.requirement, body: nil, inGenericType: false)]
        var nextRange = 0
        var index = 0
        while index < tokens.count {
            while let last = activeRanges.last, index > last.end { activeRanges.removeLast() }
            while nextRange < rangeGrants.count, rangeGrants[nextRange].start <= index {
                let range = rangeGrants[nextRange]
                if range.end >= index { activeRanges.append((range.end, range.requirement)) }
                nextRange += 1
            }
            let token = tokens[index]
            if token.isPunct("{") {
                var grant = context
                if let extra = openGrants[index] { grant = grant.merged(with: extra) }
                let body = typeBodies[index]
                let generic = body?.isGeneric == true || scopes.last!.inGenericType
                scopes.append(Scope(grant: grant, body: body, inGenericType: generic))
                index += 1
                continue
            }
            if token.isPunct("}") {
                if scopes.count > 1 { scopes.removeLast() }
                if let extra = afterCloseGrants[index] {
                    scopes[scopes.count - 1].grant = scopes[scopes.count - 1].grant.merged(with: extra)
                }
                index += 1
                continue
            }
            index = check(index)
        }
    }

    /// Checks the token at `index`; returns the index to continue from.
    private mutating func check(_ index: Int) -> Int {
        let token = tokens[index]
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        let argumentsClose: Int? =
            next.map { $0.isPunct("(") && !$0.spaceBefore && partner[index + 1] > index + 1 } == true
            ? partner[index + 1] : nil
        switch token.kind {
        case .attribute:
            if token.text == "isolated", let argumentsClose, tokens[index + 2].isWord("any") {
                checkIsolatedAnyFunctionType(attribute: index)
                return argumentsClose + 1
            }
            if !names.types.contains(token.text), !names.members.contains(token.text) {
                report(
                    table.freeFunctionUse(token.text, call: nil, macrosOnly: true, context: context),
                    at: index,
                    symbol: "@" + token.text)
            }
            return (argumentsClose ?? index) + 1
        case .pound:
            guard !Self.compilerDirectives.contains(token.text) else { return (argumentsClose ?? index) + 1 }
            let name = String(token.text.dropFirst())
            if !names.members.contains(name) {
                let call = argumentsClose.map {
                    CallShape(labels: argumentLabels(open: index + 1, close: $0), trailingClosures: [])
                }
                report(
                    table.freeFunctionUse(name, call: call, macrosOnly: true, context: context), at: index,
                    symbol: token.text)
            }
        case .regex:
            report(table.typeUse("Regex", context: context), at: index, symbol: "Regex literal")
        case .number:
            checkIntegerLiteral(index)
        case .punct:
            checkWrappingArithmetic(index)
        case .identifier:
            checkLanguageFeatures(index)
            checkIntWidth(index)
            checkAPIUse(index)
        case .string:
            break
        }
        return index + 1
    }

    // MARK: - API uses

    private mutating func checkAPIUse(_ index: Int) {
        let token = tokens[index]
        let previous = index > 0 ? tokens[index - 1] : nil
        if let previous, previous.kind == .identifier,
            PackageNames.declarationKeywords.contains(previous.text)
        {
            return
        }
        guard let first = token.text.unicodeScalars.first else { return }
        let isUpper = first.properties.isUppercase
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        let isCall =
            next?.isPunct("(") == true && next?.spaceBefore == false && partner[index + 1] > index + 1

        if previous?.isPunct(".") == true {
            let receiver = receiverName(dot: index - 1)
            if isUpper {
                guard let receiver else { return }
                if InterfaceReader.qualifyingModules.contains(receiver) {
                    report(table.typeUse(token.text, context: context), at: index)
                } else if !names.types.contains(receiver), table.isKnownType(receiver + "." + token.text) {
                    report(table.typeUse(receiver + "." + token.text, context: context), at: index)
                }
                return
            }
            guard table.hasMember(named: token.text) else { return }
            if token.text == "init" {
                guard let receiver, receiver.first?.isUppercase == true, !names.types.contains(receiver)
                else { return }
                checkMember("init", at: index, receiver: receiver)
                return
            }
            // The receiver's type: written (`Task.sleep`) or declared in this file (`let lock = NSLock()`).
            var receiverType = receiver
            if let receiver, receiver.first?.isUppercase != true {
                receiverType = localTypes[receiver].flatMap { declarations in
                    declarations.last(where: { $0.0 < index })?.1 ?? declarations.first?.1
                }
            }
            let explicitType = receiverType.flatMap {
                table.isKnownType($0) && !names.types.contains($0) ? $0 : nil
            }
            if explicitType == nil {
                if names.members.contains(token.text) { return }
                if let receiver, names.types.contains(receiver) { return }
            }
            checkMember(token.text, at: index, receiver: explicitType)
            return
        }

        if isUpper {
            if names.types.contains(token.text) { return }
            report(table.typeUse(token.text, context: context), at: index)
            if isCall, table.hasMember(named: "init") { checkMember("init", at: index, receiver: token.text) }
        } else if isCall, table.hasMember(named: token.text) {
            if names.members.contains(token.text) || names.types.contains(token.text) { return }
            if previous?.isWord("func") == true { return }
            var result = APITable.Match.none
            for shape in callShapes(at: index) where shape.call != nil {
                result = combine(
                    result, table.freeFunctionUse(token.text, call: shape.call, context: context))
            }
            report(result, at: index)
        }
    }

    /// The type or variable a `.member` is read on: `Task.sleep` → `Task`,
    /// `AsyncStream<Int>.makeStream` → `AsyncStream`; `nil` for expressions.
    private func receiverName(dot: Int) -> String? {
        guard dot > 0 else { return nil }
        let before = tokens[dot - 1]
        if before.kind == .identifier, !["self", "Self", "super"].contains(before.text) {
            return before.text
        }
        if before.isPunct(">") {
            var depth = 0
            var position = dot - 1
            while position >= 0 {
                if tokens[position].isPunct(">") { depth += 1 }
                if tokens[position].isPunct(">>") { depth += 2 }
                if tokens[position].isPunct("<") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if tokens[position].isPunct("{") || tokens[position].isPunct("}") { return nil }
                position -= 1
            }
            if position > 0, tokens[position - 1].kind == .identifier { return tokens[position - 1].text }
        }
        return nil
    }

    private struct Shape {
        var call: CallShape?
        var alsoProperty: Bool
    }

    /// The ways the use at `index` may be read: a call with or without the trailing closure that
    /// follows (an `if` body looks the same), or a property.
    private func callShapes(at index: Int) -> [Shape] {
        guard index + 1 < tokens.count else { return [Shape(call: nil, alsoProperty: true)] }
        let next = tokens[index + 1]
        if next.isPunct("("), !next.spaceBefore, partner[index + 1] > index + 1 {
            let close = partner[index + 1]
            let labels = argumentLabels(open: index + 1, close: close)
            var shapes = [Shape(call: CallShape(labels: labels, trailingClosures: []), alsoProperty: false)]
            if close + 1 < tokens.count, tokens[close + 1].isPunct("{") {
                shapes.append(
                    Shape(
                        call: CallShape(labels: labels, trailingClosures: trailingClosures(at: close + 1)),
                        alsoProperty: false))
            }
            return shapes
        }
        if next.isPunct("{") {
            return [
                Shape(
                    call: CallShape(labels: [], trailingClosures: trailingClosures(at: index + 1)),
                    alsoProperty: true)
            ]
        }
        return [Shape(call: nil, alsoProperty: true)]
    }

    private func trailingClosures(at open: Int) -> [String?] {
        var closures: [String?] = [nil]
        var position = partner[open]
        while position > 0, position + 3 < tokens.count, tokens[position + 1].kind == .identifier,
            tokens[position + 2].isPunct(":"), tokens[position + 3].isPunct("{"),
            partner[position + 3] > position
        {
            closures.append(tokens[position + 1].text)
            position = partner[position + 3]
        }
        return closures
    }

    func argumentLabels(open: Int, close: Int) -> [String] {
        guard close > open + 1 else { return [] }
        var labels: [String] = []
        var start = open + 1
        var position = start
        while position <= close {
            let token = tokens[position]
            if position == close || token.isPunct(",") {
                if start < position {
                    let first = tokens[start]
                    let isLabel =
                        first.kind == .identifier && start + 1 < position && tokens[start + 1].isPunct(":")
                    labels.append(isLabel ? first.text : "_")
                }
                start = position + 1
                position += 1
                continue
            }
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{"), partner[position] > position {
                position = partner[position] + 1
                continue
            }
            position += 1
        }
        return labels
    }

    private mutating func checkMember(_ name: String, at index: Int, receiver: String?) {
        var result = APITable.Match.none
        for shape in callShapes(at: index) {
            result = combine(
                result,
                table.memberUse(
                    name, call: shape.call, alsoProperty: shape.alsoProperty, receiver: receiver,
                    context: context))
        }
        report(result, at: index)
    }

    private func combine(_ a: APITable.Match, _ b: APITable.Match) -> APITable.Match {
        switch (a, b) {
        case (.satisfied(let shadowed), .satisfied(let other)): return .satisfied(shadowed: shadowed ?? other)
        case (.satisfied(let shadowed), .newer(let decl)), (.newer(let decl), .satisfied(let shadowed)):
            return .satisfied(shadowed: shadowed ?? decl)
        case (.satisfied, _): return a
        case (_, .satisfied): return b
        case (.newer, _): return a
        case (_, .newer): return b
        default: return .none
        }
    }

    private mutating func report(_ match: APITable.Match, at index: Int, symbol: String? = nil) {
        if case .satisfied(let shadowed?) = match {
            let line = tokens[index].line
            overloadNotes.insert(
                "\(path):\(line): note: `\(tokens[index].text)` also names \(shadowed.displayName), which needs "
                    + "\(shadowed.requirement.listDescription); an older declaration of that name and labels was assumed"
            )
            return
        }
        guard case .newer(let decl) = match else { return }
        var name = symbol ?? decl.displayName
        if decl.owner == "*" { name = String(name.dropFirst(2)) }
        add(
            at: index, symbol: name,
            message: "needs \(decl.requirement.listDescription) \(floors.declaredDescription)")
    }

    mutating func add(at index: Int, symbol: String, message: String) {
        let line = tokens[index].line
        let text =
            line - 1 < sourceLines.count ? sourceLines[line - 1].trimmingCharacters(in: .whitespaces) : ""
        findings.insert(Finding(path: path, line: line, symbol: symbol, message: message, sourceLine: text))
    }

    // MARK: - Helpers for the other checks

    /// What a name holds: its nearest declaration in this file, or else its one class across the
    /// package (a field read as `value.name`).
    func valueClass(of name: String, at index: Int) -> ValueClass? {
        if name == "hashValue" { return .int }
        if let local = localClasses[name], let found = nearestValueClass(local, before: index) {
            return found
        }
        return names.valueClasses[name] ?? nil
    }

    /// Whether a scope between here and the file level is the body of a type or extension named `name`.
    func isInside(typeNamed name: String) -> Bool {
        scopes.contains { $0.body?.name == name }
    }
}
