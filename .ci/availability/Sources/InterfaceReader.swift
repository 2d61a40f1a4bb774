// Reads a toolchain's textual module interface (`<Module>.swiftmodule/<target>.swiftinterface`)
// into declarations with the Apple availability each needs.

import Foundation

/// What an `@available(...)` attribute says.
enum AvailabilityAttribute {
    /// Introduced in these versions (`@available(macOS 15.0, iOS 18.0, *)`,
    /// `@available(macOS, introduced: 15.0)`), or unavailable on some platforms
    /// (`@available(macOS, unavailable)`, recorded as `Version.unavailable`).
    case platforms(Requirement)
    /// `@available(*, unavailable)`: no platform has it.
    case unavailableEverywhere
    /// Deprecation, renames, `swift` versions: nothing about introduction.
    case other

    /// Parses the tokens between the attribute's parentheses.
    static func parse(_ tokens: ArraySlice<Token>) -> AvailabilityAttribute {
        var items: [[Token]] = [[]]
        var depth = 0
        for token in tokens {
            if token.isPunct("(") { depth += 1 }
            if token.isPunct(")") { depth -= 1 }
            if token.isPunct(","), depth == 0 {
                items.append([])
            } else {
                items[items.count - 1].append(token)
            }
        }
        guard let first = items.first?.first else { return .other }
        if first.isPunct("*") {
            let rest = items.dropFirst().compactMap(\.first)
            return rest.contains(where: { $0.isWord("unavailable") }) ? .unavailableEverywhere : .other
        }
        // Shorthand: `macOS 15.0, iOS 18.0, *`.
        if items[0].count >= 2, items[0][1].kind == .number {
            var requirement = Requirement()
            for item in items {
                guard item.count >= 2, item[1].kind == .number,
                    let platform = Platform(spelling: item[0].text),
                    let version = Version(item[1].text)
                else { continue }
                requirement.versions[platform] = version
            }
            return requirement.isEmpty ? .other : .platforms(requirement)
        }
        // Long form: `macOS, introduced: 15.0` / `macOS, unavailable`.
        guard let platform = Platform(spelling: first.text) else {
            return .other
        }
        for item in items.dropFirst() {
            if item.count >= 3, item[0].isWord("introduced"), item[1].isPunct(":"),
                let version = Version(item[2].text)
            {
                return .platforms(Requirement(versions: [platform: version]))
            }
            if item.first?.isWord("unavailable") == true {
                return .platforms(Requirement(versions: [platform: .unavailable]))
            }
        }
        return .other
    }
}

struct InterfaceReader {
    private let module: String
    private let tokens: [Token]
    private let partner: [Int]
    private var index = 0
    private(set) var decls: [APIDecl] = []

    /// Module names that qualify types in interfaces (`Swift.Int`, `_Concurrency.Task`).
    static let qualifyingModules: Set<String> = [
        "Swift", "_Concurrency", "Synchronization", "_StringProcessing", "RegexBuilder", "Observation",
        "_RegexParser", "Distributed", "Glibc", "Foundation", "Dispatch",
    ]

    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "package", "static", "final", "override",
        "mutating", "nonmutating", "dynamic", "optional", "required", "convenience", "indirect", "lazy",
        "weak", "unowned", "nonisolated", "isolated", "distributed", "prefix", "postfix", "infix",
        "__consuming", "consuming", "borrowing", "__owned", "__shared", "sending",
    ]

    static func read(module: String, text: String) -> [APIDecl] {
        let tokens = filterConditionals(Lexer.tokenize(text), mode: .linuxInterface)
        var reader = InterfaceReader(module: module, tokens: tokens, partner: matchBrackets(tokens))
        reader.readBody(owner: "", inherited: Requirement())
        return reader.decls
    }

    private init(module: String, tokens: [Token], partner: [Int]) {
        self.module = module
        self.tokens = tokens
        self.partner = partner
    }

    /// Reads declarations until the `}` that closes the current body (consumed) or the end.
    private mutating func readBody(owner: String, inherited: Requirement) {
        var attribute = Requirement()
        var unavailable = false
        func reset() {
            attribute = Requirement()
            unavailable = false
        }
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunct("}") {
                index += 1
                return
            }
            if token.isPunct("{") {
                skipBlock(at: index)
                reset()
                continue
            }
            if token.kind == .attribute {
                index += 1
                if index < tokens.count, tokens[index].isPunct("("), !tokens[index].spaceBefore,
                    partner[index] > index
                {
                    let close = partner[index]
                    if token.text == "available" {
                        switch AvailabilityAttribute.parse(tokens[(index + 1)..<close]) {
                        case .platforms(let requirement): attribute = attribute.merged(with: requirement)
                        case .unavailableEverywhere: unavailable = true
                        case .other: break
                        }
                    }
                    index = close + 1
                }
                continue
            }
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            if Self.modifiers.contains(token.text) || (token.text == "class" && isClassModifier(at: index)) {
                index += 1
                // private(set), nonisolated(unsafe), unowned(safe)
                if index < tokens.count, tokens[index].isPunct("("), !tokens[index].spaceBefore,
                    partner[index] > index
                {
                    index = partner[index] + 1
                }
                continue
            }
            let requirement = inherited.merged(with: attribute).withDerivedVisionOS()
            switch token.text {
            case "struct", "class", "enum", "protocol", "actor":
                index += 1
                guard index < tokens.count, tokens[index].kind == .identifier else { break }
                let name = tokens[index].text
                let qualified = owner.isEmpty ? name : owner + "." + name
                if !unavailable && !name.hasPrefix("_") {
                    decls.append(
                        APIDecl(
                            module: module, owner: owner, name: name, kind: .type, params: nil,
                            requirement: requirement))
                }
                if let open = bodyOpen(from: index) {
                    index = open + 1
                    if unavailable {
                        index = open
                        skipBlock(at: open)
                    } else {
                        readBody(owner: qualified, inherited: requirement)
                    }
                }
            case "extension":
                index += 1
                var nameParts: [String] = []
                while index < tokens.count, tokens[index].kind == .identifier, !tokens[index].isWord("where")
                {
                    nameParts.append(tokens[index].text)
                    index += 1
                    if index < tokens.count, tokens[index].isPunct("."), !tokens[index].spaceBefore {
                        index += 1
                    } else {
                        break
                    }
                }
                while let first = nameParts.first, nameParts.count > 1, Self.qualifyingModules.contains(first)
                {
                    nameParts.removeFirst()
                }
                if let open = bodyOpen(from: index) {
                    index = open + 1
                    if unavailable {
                        index = open
                        skipBlock(at: open)
                    } else {
                        readBody(owner: nameParts.joined(separator: "."), inherited: requirement)
                    }
                }
            case "func":
                index += 1
                guard index < tokens.count else { break }
                let nameToken = tokens[index]
                index += 1
                skipGenericParameters()
                let params = readParameters()
                skipDeclarationRest()
                if nameToken.kind == .identifier, !nameToken.text.hasPrefix("_"), !unavailable {
                    decls.append(
                        APIDecl(
                            module: module, owner: owner, name: nameToken.text, kind: .function,
                            params: params ?? [],
                            requirement: requirement))
                }
            case "init":
                index += 1
                if index < tokens.count, tokens[index].isPunct("?") || tokens[index].isPunct("!") {
                    index += 1
                }
                skipGenericParameters()
                let params = readParameters()
                skipDeclarationRest()
                if !unavailable, !owner.isEmpty,
                    !(params ?? []).contains(where: { $0.label.hasPrefix("_") && $0.label != "_" })
                {
                    decls.append(
                        APIDecl(
                            module: module, owner: owner, name: "init", kind: .initializer,
                            params: params ?? [],
                            requirement: requirement))
                }
            case "var", "let":
                index += 1
                guard index < tokens.count else { break }
                let name = tokens[index].text
                let isName = tokens[index].kind == .identifier
                index += 1
                skipDeclarationRest()
                if isName, !name.hasPrefix("_"), !unavailable {
                    decls.append(
                        APIDecl(
                            module: module, owner: owner, name: name, kind: .property, params: nil,
                            requirement: requirement))
                }
            case "case":
                index += 1
                while index < tokens.count, tokens[index].kind == .identifier {
                    let name = tokens[index].text
                    index += 1
                    var params: [Param]? = nil
                    if index < tokens.count, tokens[index].isPunct("(") { params = readParameters() }
                    if !name.hasPrefix("_"), !unavailable {
                        decls.append(
                            APIDecl(
                                module: module, owner: owner, name: name, kind: .enumCase, params: params,
                                requirement: requirement))
                    }
                    if index + 1 < tokens.count, tokens[index].isPunct(","), !tokens[index + 1].atLineStart {
                        index += 1
                    } else {
                        break
                    }
                }
                skipDeclarationRest()
            case "typealias":
                index += 1
                guard index < tokens.count else { break }
                let name = tokens[index].text
                index += 1
                skipDeclarationRest()
                if !name.hasPrefix("_"), !unavailable {
                    decls.append(
                        APIDecl(
                            module: module, owner: owner, name: name, kind: .type, params: nil,
                            requirement: requirement))
                }
            case "macro":
                index += 1
                guard index < tokens.count else { break }
                let name = tokens[index].text
                index += 1
                skipGenericParameters()
                let params = readParameters()
                skipDeclarationRest()
                if !name.hasPrefix("_"), !unavailable {
                    decls.append(
                        APIDecl(
                            module: module, owner: owner, name: name, kind: .macro, params: params ?? [],
                            requirement: requirement))
                }
            case "subscript", "deinit", "associatedtype", "import", "operator", "precedencegroup":
                index += 1
                if token.text == "subscript" { _ = readParameters() }
                skipDeclarationRest()
            default:
                index += 1
                continue
            }
            reset()
        }
    }

    /// `class func`, `class var`: `class` as a modifier rather than a declaration.
    private func isClassModifier(at position: Int) -> Bool {
        guard position + 1 < tokens.count else { return false }
        let next = tokens[position + 1]
        return next.kind == .identifier
            && (["func", "var", "let", "subscript", "typealias"].contains(next.text)
                || Self.modifiers.contains(next.text))
    }

    private mutating func skipBlock(at open: Int) {
        index = partner[open] > open ? partner[open] + 1 : open + 1
    }

    /// The `{` opening the body of the declaration being read, on the same line.
    private func bodyOpen(from start: Int) -> Int? {
        var position = start
        while position < tokens.count {
            let token = tokens[position]
            if position > start, token.atLineStart { return nil }
            if token.isPunct("{") { return position }
            if token.isPunct("}") { return nil }
            if token.isPunct("(") || token.isPunct("["), partner[position] > position {
                position = partner[position]
            }
            position += 1
        }
        return nil
    }

    private mutating func skipGenericParameters() {
        guard index < tokens.count, tokens[index].isPunct("<"),
            let close = matchAngle(tokens, partner, from: index)
        else { return }
        index = close + 1
    }

    /// Skips what is left of a declaration: the rest of its line, and a body or accessor block.
    /// Interfaces print each signature on one line, so a token starting a line starts the next one.
    private mutating func skipDeclarationRest() {
        while index < tokens.count {
            let token = tokens[index]
            if token.atLineStart { return }
            if token.isPunct("{") {
                skipBlock(at: index)
                return
            }
            if token.isPunct("}") { return }
            if token.isPunct("(") || token.isPunct("["), partner[index] > index {
                index = partner[index] + 1
                continue
            }
            index += 1
        }
    }

    /// Reads `( label name: Type = default, ... )` at `index`, or returns `nil` when there is none.
    private mutating func readParameters() -> [Param]? {
        guard index < tokens.count, tokens[index].isPunct("("), partner[index] > index else { return nil }
        let close = partner[index]
        let params = parameters(in: (index + 1)..<close)
        index = close + 1
        return params
    }

    func parameters(in range: Range<Int>) -> [Param] {
        var groups: [[Int]] = []
        var current: [Int] = []
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            if token.isPunct(",") {
                groups.append(current)
                current = []
                position += 1
                continue
            }
            current.append(position)
            if token.isPunct("(") || token.isPunct("["), partner[position] > position {
                for inner in (position + 1)...partner[position] { current.append(inner) }
                position = partner[position] + 1
                continue
            }
            position += 1
        }
        if !current.isEmpty { groups.append(current) }
        return groups.map { group in
            let colon = group.firstIndex { tokens[$0].isPunct(":") }
            var label = "_"
            var typeStart = 0
            if let colon {
                let names = group[..<colon].filter { tokens[$0].kind == .identifier }
                if let first = names.first { label = tokens[first].text }
                typeStart = colon + 1
            }
            let typeTokens = group[typeStart...].map { tokens[$0] }
            let equals = typeTokens.firstIndex { $0.isPunct("=") }
            let type = equals.map { Array(typeTokens[..<$0]) } ?? typeTokens
            return Param(
                label: label, hasDefault: equals != nil, isFunction: type.contains { $0.isPunct("->") },
                isVariadic: type.last?.isPunct("...") == true)
        }
    }
}

/// Where the toolchain keeps its Linux interfaces: `<toolchain>/usr/lib/swift/linux`, found from
/// the real path of `swiftc` on `PATH` (it is a symlink to `swift-driver` in the same folder).
func findInterfaceDirectory() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let candidate = String(folder) + "/swiftc"
        guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
        let real = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
        let bin = real.deletingLastPathComponent()
        let linux = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
        if FileManager.default.fileExists(atPath: linux) { return linux }
    }
    throw ToolError.config(
        "cannot find swiftc on PATH (or its lib/swift/linux folder); pass --interfaces DIR")
}

/// The modules whose interfaces are read, and where each interface file is.
func interfaceFiles(in directory: String, modules: [String]) throws -> [(module: String, path: String)] {
    try modules.map { module in
        let folder = directory + "/" + module + ".swiftmodule"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // The public interface for this machine's target, not the private one.
        guard
            let file = files.sorted().first(where: {
                $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
                    && !$0.hasSuffix(".package.swiftinterface")
            })
        else {
            throw ToolError.config("no .swiftinterface for \(module) in \(folder)")
        }
        return (module, folder + "/" + file)
    }
}
