/// PBKDF2 with HMAC-SHA256 (RFC 8018), checked against RFC 7914's test vectors.
package enum PBKDF2 {
    /// Derives `length` bytes from `password` and `salt` with `iterations` rounds.
    package static func deriveKey(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8] {
        precondition(iterations >= 1 && length >= 1)
        let mac = HMACSHA256(key: password)
        var key: [UInt8] = []
        var blockIndex: UInt32 = 1
        while key.count < length {
            let indexBytes = (0..<4).reversed().map { UInt8(truncatingIfNeeded: blockIndex >> ($0 * 8)) }
            var u = mac.authenticate(salt + indexBytes)
            var t = u
            // Each later round hashes one 32-byte U: one block for the inner hash, one for the outer.
            var block = [UInt8](repeating: 0, count: SHA256.blockSize)
            block[32] = 0x80
            let bitLength = UInt32(SHA256.blockSize + SHA256.digestSize) * 8
            block[62] = UInt8(truncatingIfNeeded: bitLength >> 8)
            block[63] = UInt8(truncatingIfNeeded: bitLength)
            for _ in 1..<iterations {
                block.replaceSubrange(0..<32, with: u)
                var inner = mac.innerStart
                block.withUnsafeBufferPointer { SHA256.compress(&inner, block: $0) }
                block.replaceSubrange(0..<32, with: inner.bytes)
                var outer = mac.outerStart
                block.withUnsafeBufferPointer { SHA256.compress(&outer, block: $0) }
                u = outer.bytes
                for index in 0..<t.count { t[index] ^= u[index] }
            }
            key += t
            blockIndex += 1
        }
        return Array(key.prefix(length))
    }
}
