// availability-check: finds uses in the shipped sources that Apple platforms at the package's
// minimum versions (Package.swift's `platforms:`) cannot run, which the Linux compiler never
// diagnoses. Built by `.ci/availability/run.sh` with plain `swiftc -O`; not a SwiftPM target.
//
// It is a heuristic that flags candidates for a person to confirm, not a type checker.
//
// What it sees:
// - Declarations of the toolchain's own textual interfaces (Swift, _Concurrency, Synchronization,
//   _StringProcessing, RegexBuilder, Observation, Distributed) and of the hand list
//   `foundation.txt`, with the `@available(iOS ..., macOS ..., ...)` each carries (an extension's
//   or enclosing type's availability applies to its members). A use matches a type by name, an
//   initializer by `Type(labels:)`, a member by base name and argument labels (defaults and
//   trailing closures allowed), and, when the receiver is written as a type (`Task.sleep`), only
//   that type's members.
// - Guards: `if #available`, `guard #available` (the rest of the scope), `#unavailable ... else`,
//   and `@available` on the enclosing function, type or extension. `#if os(Linux)` and
//   `canImport(Glibc)` branches are skipped; `#if canImport(UIKit)` code is checked.
// - Language features whose runtime support is newer than the compiler: typed-throws and
//   `@isolated(any)` function types where metadata is needed (generic arguments, Optional,
//   arrays, metatypes, casts, stored properties), parameter packs and value parameters in generic
//   types, `~Copyable` generic types, `isolated deinit`, constrained existentials `any P<T>`, and
//   isolated conformances (`: @MainActor P`).
// - 32-bit `Int` candidates for watchOS arm64_32: conversions of 64-bit, floating-point or text
//   values to `Int`, integer literals beyond `Int32`, `Int.bitWidth`, `MemoryLayout<Int>`,
//   `Int.max` beside 64-bit values, wrapping arithmetic and decimal accumulation on `Int`.
//
// What it cannot see:
// - Types: it knows the receiver of `x.member` only when `x` is a type name or a variable declared
//   in the same file with its type written (`let lock = NSLock()`, `lock: NSLock`). Otherwise an
//   overload set that mixes old and new declarations of the same name and labels (an old
//   `split(separator:)` and a newer one) is never reported: it flags a member only when every
//   same-name, same-labels declaration in the table is newer than the context (`--show-overloads`
//   lists the uses this let pass). A package declaration of the same name (a local `withLock`, an
//   `Observable` type) hides the toolchain's.
// - Foundation beyond `foundation.txt`, UIKit, SwiftUI, XCTest and Testing (no interfaces here).
// - Apple's Foundation re-exporting Observation: a bare `@Observable` there is Observation's macro
//   (iOS 17 / macOS 14), while the package's own `Observable` hides it here.
//   .ci/apple/run.sh compiles against the real SDKs, which see both.
// - Inferred types: a value that reaches `Any`, a generic parameter or a typealias it cannot see
//   through; a 32-bit problem in a value whose type is not written near it.
// - Conformance availability (a newer protocol conformance used by an old type), availability of
//   operators and subscripts, and default arguments evaluated in callers.
// Where a guard or declaration names iOS but not visionOS, visionOS is derived from iOS as the
// compiler does (iOS 17 and before → visionOS 1, iOS 18.x → 2.x, iOS 26 → 26).
//
// Usage: availability-check [--root DIR] [--platforms macOS=12,iOS=15,tvOS=15,watchOS=8,visionOS=1]
//        [--no-allow-list | --allow-list FILE] [--foundation FILE] [--interfaces DIR]
//        [--names-from DIR]... [--show-overloads] [--dump-table] [PATH...]
// With no PATH it checks the shipped folders under Sources/ that exist; names the checked files
// declare (and those under each --names-from DIR) shadow the toolchain's. --show-overloads prints
// on stderr the uses let pass because an older same-name declaration exists; --dump-table lists the
// declarations newer than the floors.
// Exit status: 0 clean; 1 findings not in the allow-list, or allow-list entries that match nothing;
// 2 a usage or configuration error.

import Foundation

let shippedFolders = [
    "Sources/HeadlessFlow", "Sources/HeadlessFlowTesting", "Sources/HeadlessFlowUIKit",
    "Sources/HeadlessFlowSwiftUI",
]
let interfaceModules = [
    "Swift", "_Concurrency", "Synchronization", "_StringProcessing", "RegexBuilder", "Observation",
    "Distributed",
]

struct Options {
    var root = FileManager.default.currentDirectoryPath
    var platforms: String?
    var allowList: String?
    var useAllowList = true
    var foundationList: String?
    var interfaces: String?
    var namesFrom: [String] = []
    var showOverloads = false
    var dumpTable = false
    var paths: [String] = []

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw ToolError.usage("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--root": options.root = try value(argument)
            case "--platforms": options.platforms = try value(argument)
            case "--allow-list": options.allowList = try value(argument)
            case "--no-allow-list": options.useAllowList = false
            case "--show-overloads": options.showOverloads = true
            case "--dump-table": options.dumpTable = true
            case "--foundation": options.foundationList = try value(argument)
            case "--interfaces": options.interfaces = try value(argument)
            case "--names-from": options.namesFrom.append(try value(argument))
            case "-h", "--help":
                throw ToolError.usage(
                    "availability-check [--root DIR] [--platforms macOS=12,iOS=15,...] [--no-allow-list | "
                        + "--allow-list FILE] [--foundation FILE] [--interfaces DIR] [PATH...]")
            default:
                guard !argument.hasPrefix("-") else { throw ToolError.usage("unknown option \(argument)") }
                options.paths.append(argument)
            }
            index += 1
        }
        return options
    }
}

/// Every `.swift` file under `path` (or `path` itself), relative to `root` when inside it.
func swiftFiles(_ path: String, root: String) -> [String] {
    let absolute = path.hasPrefix("/") ? path : root + "/" + path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return [] }
    var files: [String] = []
    if isDirectory.boolValue {
        let enumerator = FileManager.default.enumerator(atPath: absolute)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(absolute + "/" + relative) }
        }
    } else {
        files.append(absolute)
    }
    return files.sorted()
}

func relative(_ path: String, to root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

func read(_ path: String) throws -> String {
    do {
        return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        throw ToolError.config("cannot read \(path)")
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func run() throws -> Int32 {
    let started = Date()
    var options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    options.root = URL(fileURLWithPath: options.root).standardizedFileURL.path
    let root = options.root

    let floors =
        try options.platforms.map(Floors.read(override:))
        ?? Floors.read(packageManifest: read(root + "/Package.swift"))

    let table = APITable()
    let interfaceDirectory = try options.interfaces ?? findInterfaceDirectory()
    for (module, path) in try interfaceFiles(in: interfaceDirectory, modules: interfaceModules) {
        for decl in InterfaceReader.read(module: module, text: try read(path)) { table.add(decl) }
    }
    let foundationPath = options.foundationList ?? root + "/.ci/availability/foundation.txt"
    for decl in try readFoundationList(read(foundationPath), file: relative(foundationPath, to: root)) {
        table.add(decl)
    }
    table.propagateOwnerRequirements()
    if options.dumpTable {
        // Every declaration newer than the floors: module, name, requirement.
        for decl in table.allDeclarations where !decl.requirement.isSatisfied(by: floors.requirement) {
            print("\(decl.module)\t\(decl.displayName)\t\(decl.requirement.listDescription)")
        }
        return 0
    }

    let inputs = options.paths.isEmpty ? shippedFolders : options.paths
    let files = inputs.flatMap { swiftFiles($0, root: root) }
    guard !files.isEmpty else { throw ToolError.usage("no Swift files in " + inputs.joined(separator: ", ")) }
    let texts = try files.map(read)

    // Names the checked code can see: its own, and those of the modules it imports (--names-from).
    var names = PackageNames()
    let nameTexts = try options.namesFrom.flatMap { swiftFiles($0, root: root) }.filter {
        !files.contains($0)
    }.map(read)
    for text in texts + nameTexts {
        let tokens = filterConditionals(Lexer.tokenize(text), mode: .appleBuild)
        names.collect(tokens, partner: matchBrackets(tokens))
    }

    var findings: [Finding] = []
    for (file, text) in zip(files, texts) {
        var checker = SourceChecker(
            path: relative(file, to: root), text: text, table: table, floors: floors, names: names)
        checker.run()
        findings += checker.findings
        if options.showOverloads {
            for note in checker.overloadNotes.sorted() { printError(note) }
        }
    }
    findings.sort()

    var allowList = AllowList()
    var allowListPath = ""
    if options.useAllowList {
        allowListPath = options.allowList ?? root + "/.ci/availability/allow-list.txt"
        if FileManager.default.fileExists(atPath: allowListPath) {
            allowList = try AllowList.read(read(allowListPath), file: relative(allowListPath, to: root))
        }
    }
    var used = Set<Int>()
    var reported = 0
    for finding in findings {
        if let entry = allowList.entry(accepting: finding) {
            used.insert(entry)
            continue
        }
        print(finding.rendered)
        reported += 1
    }
    var stale = 0
    for (offset, entry) in allowList.entries.enumerated() where !used.contains(offset) {
        // Only entries about files this run checked can be judged stale.
        guard
            files.contains(where: { relative($0, to: root) == entry.path })
                || !FileManager.default.fileExists(
                    atPath: root + "/" + entry.path)
        else { continue }
        print(
            "\(relative(allowListPath, to: root)):\(entry.line): allow-list entry matches nothing: \(entry.source)"
        )
        stale += 1
    }
    let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
    printError(
        "availability-check: \(files.count) files, \(table.declarationCount) declarations; \(reported) findings"
            + (options.useAllowList ? ", \(findings.count - reported) allowed" : "")
            + (stale > 0 ? ", \(stale) stale allow-list entries" : "")
            + " \(floors.declaredDescription) in \(milliseconds) ms")
    return reported > 0 || stale > 0 ? 1 : 0
}

do {
    exit(try run())
} catch let error as ToolError {
    printError("availability-check: \(error)")
    exit(2)
} catch {
    printError("availability-check: \(error)")
    exit(2)
}
