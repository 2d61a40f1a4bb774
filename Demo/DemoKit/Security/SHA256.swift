/// SHA-256 (FIPS 180-4), written for the demo because the package takes no dependencies. It is
/// checked against the standard's published test vectors; it is not meant for anything but the
/// demo's password hashes.
package struct SHA256: Sendable {
    /// The eight working words of the hash.
    package struct State: Sendable, Equatable {
        package var h0: UInt32 = 0x6a09_e667
        package var h1: UInt32 = 0xbb67_ae85
        package var h2: UInt32 = 0x3c6e_f372
        package var h3: UInt32 = 0xa54f_f53a
        package var h4: UInt32 = 0x510e_527f
        package var h5: UInt32 = 0x9b05_688c
        package var h6: UInt32 = 0x1f83_d9ab
        package var h7: UInt32 = 0x5be0_cd19

        /// The digest's 32 bytes, big-endian.
        package var bytes: [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(32)
            for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
                result.append(UInt8(truncatingIfNeeded: word >> 24))
                result.append(UInt8(truncatingIfNeeded: word >> 16))
                result.append(UInt8(truncatingIfNeeded: word >> 8))
                result.append(UInt8(truncatingIfNeeded: word))
            }
            return result
        }
    }

    package static let blockSize = 64
    package static let digestSize = 32

    package private(set) var state = State()
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() {}

    /// The digest of `bytes`.
    package static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    package mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            pending.append(byte)
            length &+= 1
            if pending.count == Self.blockSize {
                pending.withUnsafeBufferPointer { Self.compress(&state, block: $0) }
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Pads the message and returns its digest.
    consuming func finalize() -> [UInt8] {
        let bitLength = length &* 8
        update([0x80])
        while pending.count != 56 { update([0]) }
        update((0..<8).reversed().map { UInt8(truncatingIfNeeded: bitLength >> ($0 * 8)) })
        return state.bytes
    }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
        0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7,
        0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc,
        0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351,
        0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e,
        0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585,
        0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f,
        0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
        0xc671_78f2,
    ]

    /// Mixes one 64-byte block into `state`.
    package static func compress(_ state: inout State, block: UnsafeBufferPointer<UInt8>) {
        precondition(block.count == blockSize)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                w[t] =
                    UInt32(block[t * 4]) << 24 | UInt32(block[t * 4 + 1]) << 16 | UInt32(block[t * 4 + 2])
                    << 8
                    | UInt32(block[t * 4 + 3])
            }
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var a = state.h0
            var b = state.h1
            var c = state.h2
            var d = state.h3
            var e = state.h4
            var f = state.h5
            var g = state.h6
            var h = state.h7
            k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let sigma1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ sigma1 &+ choice &+ k[t] &+ w[t]
                    let sigma0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = sigma0 &+ majority
                    h = g
                    g = f
                    f = e
                    e = d &+ t1
                    d = c
                    c = b
                    b = a
                    a = t1 &+ t2
                }
            }
            state.h0 &+= a
            state.h1 &+= b
            state.h2 &+= c
            state.h3 &+= d
            state.h4 &+= e
            state.h5 &+= f
            state.h6 &+= g
            state.h7 &+= h
        }
    }

    @inline(__always)
    private static func rotr(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
