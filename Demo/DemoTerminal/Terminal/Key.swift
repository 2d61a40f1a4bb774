import DemoKit

/// One key press, decoded from the bytes a terminal sends in raw mode.
enum Key: Equatable, Sendable {
    case character(Character)
    case enter
    case backspace
    case delete
    case left
    case right
    case home
    case end
    case up
    case down
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfFile
    /// Ctrl-U.
    case killToStart
    /// Ctrl-K.
    case killToEnd
    /// Ctrl-W.
    case deleteWord
    /// A control key or escape sequence the editor does not use; it must not be inserted.
    case ignored

    /// Decodes the next key from `nextByte`, which returns `nil` at the end of input.
    ///
    /// - Returns: `nil` when the input ended before a key started.
    static func decode(_ nextByte: () -> UInt8?) -> Key? {
        guard let byte = nextByte() else { return nil }
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x01: return .home
        case 0x05: return .end
        case 0x02: return .left
        case 0x06: return .right
        case 0x10: return .up
        case 0x0E: return .down
        case 0x03: return .interrupt
        case 0x04: return .endOfFile
        case 0x15: return .killToStart
        case 0x0B: return .killToEnd
        case 0x17: return .deleteWord
        case 0x1B: return decodeEscape(nextByte)
        case 0x00..<0x20: return .ignored
        case 0x80..<0xC0, 0xF8...0xFF: return .ignored
        default: return decodeUTF8(first: byte, nextByte)
        }
    }

    /// `ESC [ ... final`, `ESC O x`, or ESC and one key (Alt), all consumed whole.
    private static func decodeEscape(_ nextByte: () -> UInt8?) -> Key {
        guard let introducer = nextByte() else { return .ignored }
        switch introducer {
        case UInt8(ascii: "["):
            var parameters: [UInt8] = []
            while let byte = nextByte() {
                if (0x40...0x7E).contains(byte) { return csi(final: byte, parameters: parameters) }
                parameters.append(byte)
                if parameters.count > 16 { return .ignored }
            }
            return .ignored
        case UInt8(ascii: "O"):
            switch nextByte() {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            case UInt8(ascii: "C"): return .right
            case UInt8(ascii: "D"): return .left
            case UInt8(ascii: "H"): return .home
            case UInt8(ascii: "F"): return .end
            default: return .ignored
            }
        default:
            return .ignored
        }
    }

    private static func csi(final: UInt8, parameters: [UInt8]) -> Key {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch String(decoding: parameters, as: UTF8.self) {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            default: return .ignored
            }
        default: return .ignored
        }
    }

    private static func decodeUTF8(first: UInt8, _ nextByte: () -> UInt8?) -> Key {
        let length =
            switch first {
            case 0xC0..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF8: 4
            default: 1
            }
        var bytes = [first]
        while bytes.count < length {
            guard let byte = nextByte(), (0x80..<0xC0).contains(byte) else { return .ignored }
            bytes.append(byte)
        }
        // Decoding repairs ill-formed bytes, so they read back the same only when valid
        // (`String(validating:as:)` says it at once, but needs macOS 15).
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes), let scalar = decoded.unicodeScalars.first,
            !SafeText.needsReplacing(scalar)
        else { return .ignored }
        return .character(Character(scalar))
    }
}
