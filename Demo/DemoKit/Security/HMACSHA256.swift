/// HMAC-SHA256 (RFC 2104), checked against RFC 4231's test cases.
package struct HMACSHA256: Sendable {
    /// The hash state after the key's inner and outer pads: every message under this key starts
    /// from them, which is what makes PBKDF2's many rounds cheap.
    package let innerStart: SHA256.State
    package let outerStart: SHA256.State

    package init(key: [UInt8]) {
        var block = key.count > SHA256.blockSize ? SHA256.hash(key) : key
        block += [UInt8](repeating: 0, count: SHA256.blockSize - block.count)
        var inner = SHA256.State()
        var outer = SHA256.State()
        block.map { $0 ^ 0x36 }.withUnsafeBufferPointer { SHA256.compress(&inner, block: $0) }
        block.map { $0 ^ 0x5c }.withUnsafeBufferPointer { SHA256.compress(&outer, block: $0) }
        innerStart = inner
        outerStart = outer
    }

    /// The MAC of `message`.
    package func authenticate(_ message: [UInt8]) -> [UInt8] {
        let inner = Self.finish(from: innerStart, message: message)
        return Self.finish(from: outerStart, message: inner)
    }

    /// SHA-256 of (the 64-byte pad block already in `state`) followed by `message`.
    package static func finish(from state: SHA256.State, message: [UInt8]) -> [UInt8] {
        var state = state
        let bitLength = UInt64(SHA256.blockSize + message.count) * 8
        var tail = message + [0x80]
        while tail.count % SHA256.blockSize != 56 { tail.append(0) }
        tail += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bitLength >> ($0 * 8)) }
        tail.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: buffer.count, by: SHA256.blockSize) {
                SHA256.compress(
                    &state, block: UnsafeBufferPointer(rebasing: buffer[start..<start + SHA256.blockSize]))
            }
        }
        return state.bytes
    }
}
