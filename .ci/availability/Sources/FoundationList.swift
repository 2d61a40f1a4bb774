// Foundation has no textual interface in a Linux toolchain, so its newer APIs come from a hand list
// (`foundation.txt`) taken from Apple's documentation.

import Foundation

/// Reads lines `pattern | iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1 | note`:
/// - `URL` or `URL.FormatStyle`: a type;
/// - `URL(filePath:[directoryHint:][relativeTo:])`: an initializer, `[label:]` has a default;
/// - `URL.appending(path:[directoryHint:])`: a method; `*.formatted()`: a method of any type;
/// - `URL.homeDirectory`, `JSONEncoder.OutputFormatting.withoutEscapingSlashes`: a property or case.
/// `#` starts a comment line.
func readFoundationList(_ text: String, file: String) throws -> [APIDecl] {
    var decls: [APIDecl] = []
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.isEmpty || line.hasPrefix("#") { continue }
        let columns = line.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        func fail(_ why: String) -> ToolError { .config("\(file):\(offset + 1): \(why)") }
        guard columns.count >= 2 else { throw fail("want `pattern | iOS N, macOS N, ...`") }
        var requirement = Requirement()
        for item in columns[1].split(separator: ",") {
            let words = item.split(separator: " ")
            guard words.count == 2, let platform = Platform(spelling: String(words[0])),
                let version = Version(String(words[1]))
            else { throw fail("cannot read the version `\(item)`") }
            requirement.versions[platform] = version
        }
        requirement = requirement.withDerivedVisionOS()

        let pattern = columns[0]
        var head = pattern
        var params: [Param]? = nil
        if let open = pattern.firstIndex(of: "(") {
            guard pattern.hasSuffix(")") else { throw fail("unbalanced parentheses in `\(pattern)`") }
            head = String(pattern[..<open])
            let inside = pattern[pattern.index(after: open)..<pattern.index(before: pattern.endIndex)]
            params = try readLabels(inside).get()
        }
        var parts = head.split(separator: ".").map(String.init)
        guard let last = parts.popLast() else { throw fail("empty pattern") }
        let owner = parts.joined(separator: ".")
        let isUpper = last.first?.isUppercase == true
        let kind: APIDecl.Kind
        let name: String
        if params != nil {
            kind = isUpper ? .initializer : .function
            name = isUpper ? "init" : last
        } else {
            kind = isUpper ? .type : .property
            name = last
        }
        decls.append(
            APIDecl(
                module: "Foundation",
                owner: isUpper && params != nil ? (owner.isEmpty ? last : owner + "." + last) : owner,
                name: name, kind: kind, params: params, requirement: requirement))
    }
    return decls
}

/// `filePath:[directoryHint:]_:` → labels with defaults marked. The list does not say which
/// parameters take closures, so any may take a trailing one.
private func readLabels(_ text: Substring) -> Result<[Param], ToolError> {
    var params: [Param] = []
    var rest = text[...]
    while !rest.isEmpty {
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else {
                return .failure(.config("unclosed [ in `\(text)`"))
            }
            let label = rest[rest.index(after: rest.startIndex)..<close]
            guard label.hasSuffix(":") else { return .failure(.config("want `label:` in `\(text)`")) }
            params.append(
                Param(label: String(label.dropLast()), hasDefault: true, isFunction: true, isVariadic: false))
            rest = rest[rest.index(after: close)...]
            continue
        }
        guard let colon = rest.firstIndex(of: ":") else {
            return .failure(.config("want `label:` in `\(text)`"))
        }
        params.append(
            Param(label: String(rest[..<colon]), hasDefault: false, isFunction: true, isVariadic: false))
        rest = rest[rest.index(after: colon)...]
    }
    return .success(params)
}
