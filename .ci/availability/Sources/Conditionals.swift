// `#if` blocks: which branches a build for an Apple platform compiles, and which branch of a
// toolchain interface this compiler reads.

enum Tri {
    case yes, no, unknown

    static prefix func ! (value: Tri) -> Tri {
        switch value {
        case .yes: .no
        case .no: .yes
        case .unknown: .unknown
        }
    }
}

enum ConditionMode {
    /// Shipped sources, compiled for some Apple platform: `os(Linux)` and `canImport(Glibc)` are
    /// false, `canImport(Darwin)` true, `os(iOS)` or `canImport(UIKit)` unknown (true on some Apple
    /// platform), so every branch that may reach an Apple build is checked.
    case appleBuild
    /// A Linux toolchain's `.swiftinterface`: compiler and `$Feature` checks hold (it is this
    /// compiler's own interface), `$Embedded` does not; the first branch that may hold is read.
    case linuxInterface
}

/// Removes the tokens of `#if` branches that `mode` never compiles, and the directives themselves.
func filterConditionals(_ tokens: [Token], mode: ConditionMode) -> [Token] {
    struct Frame {
        var parentActive: Bool
        var active: Bool
        var sawYes: Bool
        var tookBranch: Bool
    }
    var output: [Token] = []
    output.reserveCapacity(tokens.count)
    var stack: [Frame] = []
    var index = 0
    while index < tokens.count {
        let token = tokens[index]
        guard token.kind == .pound, ["#if", "#elseif", "#else", "#endif"].contains(token.text) else {
            if stack.last?.active ?? true { output.append(token) }
            index += 1
            continue
        }
        var end = index + 1
        if token.text == "#if" || token.text == "#elseif" {
            while end < tokens.count, tokens[end].line == token.line, tokens[end].kind != .pound { end += 1 }
        }
        let condition = Array(tokens[(index + 1)..<end])
        switch token.text {
        case "#if":
            let parent = stack.last?.active ?? true
            let value = evaluateCondition(condition, mode: mode)
            let active = parent && value != .no
            stack.append(
                Frame(parentActive: parent, active: active, sawYes: value == .yes, tookBranch: active))
        case "#elseif":
            guard var frame = stack.popLast() else { break }
            let value = evaluateCondition(condition, mode: mode)
            switch mode {
            case .appleBuild:
                frame.active = frame.parentActive && !frame.sawYes && value != .no
            case .linuxInterface:
                frame.active = frame.parentActive && !frame.tookBranch && value != .no
            }
            frame.sawYes = frame.sawYes || value == .yes
            frame.tookBranch = frame.tookBranch || frame.active
            stack.append(frame)
        case "#else":
            guard var frame = stack.popLast() else { break }
            switch mode {
            case .appleBuild: frame.active = frame.parentActive && !frame.sawYes
            case .linuxInterface: frame.active = frame.parentActive && !frame.tookBranch
            }
            frame.tookBranch = frame.tookBranch || frame.active
            stack.append(frame)
        default:
            _ = stack.popLast()
        }
        index = end
    }
    return output
}

/// Evaluates an `#if` condition: `os()`, `canImport()`, `arch()`, `compiler()`, `swift()`,
/// `hasFeature()`, `$Feature`, `!`, `&&`, `||` and parentheses; anything else is unknown.
func evaluateCondition(_ tokens: [Token], mode: ConditionMode) -> Tri {
    var index = 0

    func parseOr() -> Tri {
        var value = parseAnd()
        while index < tokens.count, tokens[index].isPunct("||") {
            index += 1
            let right = parseAnd()
            value = value == .yes || right == .yes ? .yes : (value == .no && right == .no ? .no : .unknown)
        }
        return value
    }

    func parseAnd() -> Tri {
        var value = parseUnary()
        while index < tokens.count, tokens[index].isPunct("&&") {
            index += 1
            let right = parseUnary()
            value = value == .no || right == .no ? .no : (value == .yes && right == .yes ? .yes : .unknown)
        }
        return value
    }

    func parseUnary() -> Tri {
        if index < tokens.count, tokens[index].isPunct("!") {
            index += 1
            return !parseUnary()
        }
        return parsePrimary()
    }

    func parsePrimary() -> Tri {
        guard index < tokens.count else { return .unknown }
        let token = tokens[index]
        index += 1
        if token.isPunct("(") {
            let value = parseOr()
            if index < tokens.count, tokens[index].isPunct(")") { index += 1 }
            return value
        }
        guard token.kind == .identifier else { return .unknown }
        if index < tokens.count, tokens[index].isPunct("(") {
            var argument: [String] = []
            index += 1
            var depth = 1
            while index < tokens.count {
                if tokens[index].isPunct("(") { depth += 1 }
                if tokens[index].isPunct(")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                argument.append(tokens[index].text)
                index += 1
            }
            index += 1
            return evaluatePredicate(token.text, argument.first ?? "", mode: mode)
        }
        switch token.text {
        case "true": return .yes
        case "false": return .no
        default: break
        }
        if token.text.hasPrefix("$") {
            if token.text == "$Embedded" { return .no }
            return mode == .linuxInterface ? .yes : .unknown
        }
        return .unknown
    }

    return parseOr()
}

private let nonAppleSystems: Set<String> = [
    "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Haiku", "PS4", "Cygwin", "none",
]
private let nonAppleModules: Set<String> = [
    "Glibc", "Musl", "WinSDK", "Android", "Bionic", "WASILibc", "ucrt", "CRT", "FoundationNetworking",
    "FoundationXML",
]
private let everyAppleModules: Set<String> = ["Darwin", "ObjectiveC", "Foundation", "Dispatch", "Combine"]

private func evaluatePredicate(_ name: String, _ argument: String, mode: ConditionMode) -> Tri {
    switch (mode, name) {
    case (.appleBuild, "os"):
        // An Apple system name holds on one Apple platform and not another.
        return nonAppleSystems.contains(argument) ? .no : .unknown
    case (.appleBuild, "canImport"):
        if nonAppleModules.contains(argument) { return .no }
        return everyAppleModules.contains(argument) ? .yes : .unknown
    case (.appleBuild, "_runtime"):
        return argument == "_ObjC" ? .yes : .no
    case (.linuxInterface, "os"):
        return argument == "Linux" ? .yes : .no
    case (.linuxInterface, "arch"):
        return argument == "x86_64" ? .yes : .no
    case (.linuxInterface, "_pointerBitWidth"):
        return argument == "_64" ? .yes : .no
    case (.linuxInterface, "compiler"), (.linuxInterface, "swift"), (.linuxInterface, "hasFeature"),
        (.linuxInterface, "hasAttribute"):
        return .yes
    default:
        return .unknown
    }
}
