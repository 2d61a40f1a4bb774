/// The one rule for printing text that the demo did not write itself: whatever came from typed
/// input, the data file, the command line or the environment goes through ``visible(_:)`` before
/// it reaches the terminal, so no such text can move the cursor, set the window title, change
/// colours, or reorder what is shown.
///
/// Control characters are not dropped but made visible, so the user sees that they are there:
/// C0 controls and DEL as their Unicode control pictures (`ESC` as `␛`, `BEL` as `␇`), and C1
/// controls (U+0080-U+009F, which some terminals read as `ESC` sequences), bidirectional
/// overrides and isolates, and the line and paragraph separators as `<U+XXXX>`.
package enum SafeText {
    /// `text` with every control character replaced by a visible stand-in.
    package static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F:
                result.append("\u{2421}")
            case _ where needsReplacing(scalar):
                result.append(contentsOf: "<U+\(hex(scalar.value))>".unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// ``visible(_:)`` for each line of a text the demo composed from several lines: its own line
    /// breaks stay, and nothing else can break a line.
    package static func visibleLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }
            .joined(separator: "\n")
    }

    /// ``visible(_:)``, cut after `limit` characters with a marker that says how much was left
    /// out, for echoing input that may be very long.
    package static func visible(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return visible(text) }
        let omitted = text.count - limit
        return visible(String(text.prefix(limit))) + "… (\(omitted) more characters)"
    }

    /// Whether `scalar` must not reach the terminal as it is.
    package static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // Arabic letter mark, LRM, RLM, the embeddings and overrides, the isolates.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        // Line and paragraph separators start a new line on some terminals.
        case 0x2028, 0x2029: true
        default: false
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
