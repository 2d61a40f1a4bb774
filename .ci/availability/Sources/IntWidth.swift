// Candidates for code that assumes a 64-bit `Int`: on watchOS's arm64_32 `Int` has 32 bits, so a
// conversion from a 64-bit value traps or truncates, a large literal does not compile, and text
// with a number above 2^31 - 1 no longer parses. The checks know types only from declarations
// they can see (`name: UInt64`, `let name = UInt64(...)`), so each finding is a candidate.

import Foundation

extension SourceChecker {
    private static let wrappingOperators: Set<String> = ["&+", "&-", "&*", "&+=", "&-=", "&*=", "&<<", "&>>"]

    private func int32(_ kind: String) -> String { "int32:" + kind }

    /// An integer literal above `Int32.max` where nothing on its line says it is a 64-bit or
    /// floating-point value.
    mutating func checkIntegerLiteral(_ index: Int) {
        let token = tokens[index]
        guard let magnitude = integerValue(token.text), magnitude > UInt64(Int32.max) else { return }
        // Its line, and the lines that open the brackets around it (`let table: [UInt64] = [`).
        var lines: Set<Int> = [token.line]
        var position = index
        while position > 0 {
            position -= 1
            let current = tokens[position]
            if current.isPunct(")") || current.isPunct("]") || current.isPunct("}"), partner[position] >= 0 {
                position = partner[position]
                continue
            }
            if current.isPunct("{") || current.isPunct(";") { break }
            if current.isPunct("(") || current.isPunct("[") { lines.insert(current.line) }
        }
        var start = index
        while start > 0, tokens[start - 1].line >= lines.min()! { start -= 1 }
        var end = index
        while end + 1 < tokens.count, tokens[end + 1].line == token.line { end += 1 }
        for position in start...end
        where tokens[position].kind == .identifier && lines.contains(tokens[position].line) {
            let name = tokens[position].text
            if name == "UInt32", magnitude <= UInt64(UInt32.max) { return }
            let valueClass =
                ValueClass(typeName: name) ?? valueClass(of: name, at: position)
            if valueClass == .word64 || valueClass == .float { return }
        }
        add(
            at: index, symbol: int32("literal-exceeds-Int32"),
            message:
                "candidate for watchOS arm64_32 (32-bit Int): \(token.text) does not fit a 32-bit Int; where it is "
                + "an Int the watchOS build fails, so give it an explicit 64-bit type")
    }

    /// `&+`, `&*`... with an `Int` operand: wraps at 2^31 on watchOS, so a hash or counter differs.
    mutating func checkWrappingArithmetic(_ index: Int) {
        let token = tokens[index]
        if token.isPunct("*") || token.isPunct("&*"), index > 0, index + 1 < tokens.count,
            tokens[index + 1].kind == .number, tokens[index + 1].text == "10",
            tokens[index - 1].kind == .identifier,
            valueClass(of: tokens[index - 1].text, at: index - 1) == .int
        {
            add(
                at: index, symbol: int32("decimal-digits-into-Int"),
                message:
                    "candidate for watchOS arm64_32 (32-bit Int): decimal digits accumulated into an Int overflow "
                    + "from the 10th digit there; check the digit limit or use overflow-reporting arithmetic")
            return
        }
        guard Self.wrappingOperators.contains(token.text), index > 0, index + 1 < tokens.count else { return }
        let operands = [index - 1, index + 1].filter { tokens[$0].kind == .identifier }
        let isInt = operands.contains { valueClass(of: tokens[$0].text, at: $0) == .int }
        guard isInt else { return }
        add(
            at: index, symbol: int32("wrapping-arithmetic-on-Int"),
            message:
                "candidate for watchOS arm64_32 (32-bit Int): `\(token.text)` on an Int wraps at 2^31 there, so a "
                + "hash or counter takes other values than on 64-bit platforms")
    }

    /// `Int(x)` of a 64-bit, floating-point or text value; `Int.max` next to 64-bit values;
    /// `Int.bitWidth`, `MemoryLayout<Int>.size`; `self.init(text, radix:)` in `extension Int`.
    mutating func checkIntWidth(_ index: Int) {
        let token = tokens[index]
        let previous = index > 0 ? tokens[index - 1] : nil
        let isMember = previous?.isPunct(".") == true
        guard index + 2 < tokens.count else { return }
        let next = tokens[index + 1]

        if token.text == "MemoryLayout", next.isPunct("<"), tokens[index + 2].isWord("Int"),
            index + 5 < tokens.count,
            tokens[index + 3].isPunct(">"), tokens[index + 4].isPunct("."),
            ["size", "stride", "alignment"].contains(tokens[index + 5].text)
        {
            add(
                at: index, symbol: int32("Int-width-assumption"),
                message: "candidate for watchOS arm64_32 (32-bit Int): MemoryLayout<Int> is 4 bytes there")
            return
        }
        guard
            token.text == "Int"
                || (token.text == "init" && previous?.isPunct(".") == true && index >= 2
                    && tokens[index - 2].isWord("self") && isInside(typeNamed: "Int"))
        else { return }
        if token.text == "Int", isMember { return }

        if token.text == "Int", next.isPunct(".") {
            let member = tokens[index + 2].text
            if member == "bitWidth" {
                add(
                    at: index, symbol: int32("Int-width-assumption"),
                    message: "candidate for watchOS arm64_32 (32-bit Int): Int.bitWidth is 32 there")
            } else if member == "max" || member == "min", lineMentions64BitValues(index) {
                add(
                    at: index, symbol: int32("Int-range-as-64-bit"),
                    message:
                        "candidate for watchOS arm64_32 (32-bit Int): Int.\(member) is \(member == "max" ? "2^31 - 1" : "-2^31") "
                        + "there, next to 64-bit values on this line")
            }
            return
        }
        guard next.isPunct("("), !next.spaceBefore, partner[index + 1] > index + 1 else { return }
        let close = partner[index + 1]
        let labels = argumentLabels(open: index + 1, close: close)
        let firstLabel = labels.first ?? "_"
        var argumentEnd = close
        var depth = 0
        for position in (index + 2)..<close {
            let current = tokens[position]
            if current.isPunct("(") || current.isPunct("[") { depth += 1 }
            if current.isPunct(")") || current.isPunct("]") { depth -= 1 }
            if depth == 0, current.isPunct(",") {
                argumentEnd = position
                break
            }
        }
        let valueClass = argumentClass((index + 2)..<argumentEnd)
        let written =
            token.text == "Int" ? "Int(\(firstLabel == "_" ? "" : firstLabel + ":"))" : "self.init(...)"
        if labels.contains("radix") || valueClass == .text {
            add(
                at: index, symbol: int32("parse-Int-from-text"),
                message:
                    "candidate for watchOS arm64_32 (32-bit Int): \(written) of text returns nil (or throws) for "
                    + "numbers above 2^31 - 1 there, where 64-bit platforms accept them")
        } else if valueClass == .word64 {
            let effect: String
            switch firstLabel {
            case "truncatingIfNeeded": effect = "keeps only the low 32 bits of a 64-bit value there"
            case "exactly": effect = "returns nil for 64-bit values above 2^31 - 1 there"
            case "clamping": effect = "clamps 64-bit values to 2^31 - 1 there"
            case "bitPattern": effect = "does not compile for a 64-bit value there"
            default: effect = "traps on 64-bit values above 2^31 - 1 there"
            }
            add(
                at: index, symbol: int32("narrowing-conversion"),
                message: "candidate for watchOS arm64_32 (32-bit Int): \(written) \(effect)")
        } else if valueClass == .float {
            add(
                at: index, symbol: int32("float-to-Int"),
                message:
                    "candidate for watchOS arm64_32 (32-bit Int): \(written) of a floating-point value "
                    + (firstLabel == "exactly" ? "returns nil" : "traps") + " above 2^31 - 1 there")
        }
    }

    /// The widest class among the values written at the top level of an argument (the last name
    /// of a member chain, a conversion `UInt64(...)`, a string literal): 64-bit, then floating
    /// point, then text. What nested calls take (`UInt8(ascii: "0")`) does not count.
    private func argumentClass(_ range: Range<Int>) -> ValueClass? {
        var found: [ValueClass] = []
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{"), partner[position] > position {
                position = partner[position] + 1
                continue
            }
            if token.kind == .string { found.append(.text) }
            if token.kind == .identifier {
                let isMember = position > 0 && tokens[position - 1].isPunct(".")
                let isLabel = next?.isPunct(":") == true
                let isReceiver = next?.isPunct(".") == true
                let isCall = next?.isPunct("(") == true && next?.spaceBefore == false
                if let typeClass = ValueClass(typeName: token.text), !isMember, isCall || isReceiver {
                    if isCall { found.append(typeClass) }
                } else if !isLabel, !isReceiver, !isCall,
                    let valueClass = valueClass(of: token.text, at: position)
                {
                    found.append(valueClass)
                }
            }
            position += 1
        }
        return [ValueClass.word64, .float, .text].first { found.contains($0) }
    }

    private func lineMentions64BitValues(_ index: Int) -> Bool {
        let line = tokens[index].line
        var position = index
        while position > 0, tokens[position - 1].line == line { position -= 1 }
        while position < tokens.count, tokens[position].line == line {
            let token = tokens[position]
            if token.kind == .identifier {
                let valueClass =
                    ValueClass(typeName: token.text)
                    ?? valueClass(of: token.text, at: position)
                if valueClass == .word64 { return true }
            }
            position += 1
        }
        return false
    }
}

/// The value of an integer literal (`1_000`, `0xFF`, `0b101`, `0o17`), or `nil` for a
/// floating-point literal or one beyond `UInt64`.
func integerValue(_ text: String) -> UInt64? {
    let digits = text.replacingOccurrences(of: "_", with: "")
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
        if digits.contains(".") || digits.lowercased().contains("p") { return nil }
        return UInt64(digits.dropFirst(2), radix: 16)
    }
    if digits.hasPrefix("0b") { return UInt64(digits.dropFirst(2), radix: 2) }
    if digits.hasPrefix("0o") { return UInt64(digits.dropFirst(2), radix: 8) }
    if digits.contains(".") || digits.contains("e") || digits.contains("E") { return nil }
    return UInt64(digits)
}
