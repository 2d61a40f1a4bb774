/// Wraps lines at a terminal's width, at word boundaries. The demo's own colour codes take no
/// columns; a continuation line is indented under the line's second column, or two columns deeper
/// than the line, so it reads as one item; a word wider than the line is cut.
///
/// Widths are counted in columns: most characters take one, East Asian wide characters and most
/// emoji take two (a close approximation of `wcwidth`, enough for a demo).
enum TextWrapper {
    /// The narrowest width the demo wraps to; below it, lines would be mostly indentation.
    static let minimumWidth = 20

    /// The width to wrap at: the terminal's window size when stdout is a terminal, otherwise
    /// `COLUMNS` if it holds a sensible number, otherwise `nil` (do not wrap).
    static func width(terminalColumns: Int?, environment: [String: String]) -> Int? {
        if let terminalColumns, terminalColumns > 0 { return max(minimumWidth, terminalColumns) }
        guard let text = environment["COLUMNS"], let columns = Int(text), (1...10_000).contains(columns)
        else {
            return nil
        }
        return max(minimumWidth, columns)
    }

    /// `text`, each of its lines wrapped to `width` columns.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrapLine(String($0), width: width) }
            .joined(separator: "\n")
    }

    /// One line (no line breaks) as lines of at most `width` columns.
    static func wrapLine(_ line: String, width: Int) -> [String] {
        guard columns(of: line) > width else { return [line] }
        let leading = line.prefix { $0 == " " }.count
        // A continuation keeps at least 16 columns for its words.
        let indent = String(
            repeating: " ", count: min(hangingIndent(line, leading: leading), max(2, width - 16)))
        var lines: [String] = []
        var current = String(line.prefix(leading))
        var currentWidth = leading
        var isLineStart = true
        for word in line.dropFirst(leading).split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            var wordWidth = columns(of: word)
            let separator = isLineStart ? 0 : 1
            if !isLineStart && currentWidth + separator + wordWidth > width {
                lines.append(current)
                current = indent
                currentWidth = indent.count
                isLineStart = true
            }
            if !isLineStart {
                current += " "
                currentWidth += 1
            }
            // A word wider than a whole line is cut where the line ends.
            while currentWidth + wordWidth > width && wordWidth > width - indent.count {
                let (head, tail) = split(word, columns: width - currentWidth)
                lines.append(current + head)
                current = indent
                currentWidth = indent.count
                word = tail
                wordWidth = columns(of: word)
            }
            current += word
            currentWidth += wordWidth
            isLineStart = false
        }
        lines.append(current)
        return lines
    }

    /// Where continuation lines start: under the second column of a two-column line (a run of
    /// two or more blanks after the first word, as in the help), otherwise two columns deeper
    /// than the line.
    static func hangingIndent(_ line: String, leading: Int) -> Int {
        let body = line.dropFirst(leading)
        if let gap = body.range(of: "  ") {
            let column = leading + columns(of: body[..<gap.lowerBound]) + 2
            let extra = body[gap.upperBound...].prefix { $0 == " " }.count
            return column + extra
        }
        return leading + 2
    }

    /// The columns `text` takes on a terminal, leaving out `ESC [ ... m` colour codes.
    static func columns(of text: some StringProtocol) -> Int {
        var total = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            total += columns(of: scalar)
        }
        return total
    }

    /// 0 for combining marks and joiners, 2 for wide characters, otherwise 1.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200D, 0xFE00...0xFE0F: 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            2
        default: 1
        }
    }

    /// `word` cut after `columns` columns (at least one character, so wrapping always advances).
    private static func split(_ word: String, columns limit: Int) -> (String, String) {
        var head = ""
        var used = 0
        var rest = Substring(word)
        var inEscape = false
        while let character = rest.first {
            let isEscapeStart = character == "\u{1B}"
            let width =
                inEscape || isEscapeStart ? 0 : character.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
            if !inEscape && !isEscapeStart && used + width > limit && !head.isEmpty { break }
            if isEscapeStart { inEscape = true } else if inEscape && character == "m" { inEscape = false }
            head.append(character)
            used += width
            rest = rest.dropFirst()
        }
        return (head, String(rest))
    }
}
