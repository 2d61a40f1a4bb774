#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The literal edges of a ``RouteTrie`` whose text is ASCII: one open-addressing hash table for
/// the whole trie, keyed by (parent node, UTF-8 bytes).
///
/// A `[Substring: Int]` per node would do, but every lookup would then run SipHash and Unicode
/// normalization and retain the dictionary; this table hashes the bytes a word at a time and compares
/// them with `memcmp`, with no reference counting. That is safe for ASCII only: an ASCII string
/// equals another string exactly when their bytes are equal, or when the other string's NFC form
/// is those bytes, which ``RouteTrie`` handles by inserting keys in their NFC form. Non-ASCII
/// segments go through a `Dictionary`, which compares by canonical equivalence.
///
/// The keys come from registered patterns, not from URLs, so a URL cannot make probes longer.
struct LiteralEdgeTable: Sendable {
    struct Slot: Sendable {
        var hash: UInt64 = 0
        var parent: Int32 = -1
        /// -1 marks an empty slot.
        var child: Int32 = -1
        var keyOffset: Int32 = 0
        var keyLength: Int32 = 0
    }

    private(set) var slots = [Slot](repeating: Slot(), count: 16)
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    /// A hash of `key` and `parent`, eight bytes at a time; also says whether every byte is ASCII.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>, parent: Int32) -> (hash: UInt64, isASCII: Bool) {
        var hash = UInt64(key.count) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(UInt32(bitPattern: parent))
        var seen: UInt64 = 0
        if let base = key.baseAddress.map(UnsafeRawPointer.init) {
            var offset = 0
            while offset + 8 <= key.count {
                let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                seen |= word
                hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                offset += 8
            }
            // The last bytes in at most two loads, overlapping what came before when they can:
            // the hash only has to be the same for the same bytes.
            let rest = key.count - offset
            if rest > 0 {
                var word: UInt64
                if key.count >= 8 {
                    word = base.loadUnaligned(fromByteOffset: key.count - 8, as: UInt64.self)
                } else if rest >= 4 {
                    word = UInt64(base.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                    word |= UInt64(base.loadUnaligned(fromByteOffset: rest - 4, as: UInt32.self)) << 32
                } else {
                    word = UInt64(base.load(fromByteOffset: 0, as: UInt8.self))
                    word |= UInt64(base.load(fromByteOffset: rest >> 1, as: UInt8.self)) << 8
                    word |= UInt64(base.load(fromByteOffset: rest - 1, as: UInt8.self)) << 16
                }
                seen |= word
                hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
            }
        }
        hash ^= hash >> 29
        hash &*= 0x94D0_49BB_1331_11EB
        hash ^= hash >> 32
        return (hash, seen & 0x8080_8080_8080_8080 == 0)
    }

    /// The child of `parent` along the ASCII `key`, or -1. `hash` comes from ``hash(_:parent:)``.
    @inline(__always)
    static func find(
        _ key: UnsafeBufferPointer<UInt8>, hash: UInt64, parent: Int32, slots: UnsafeBufferPointer<Slot>,
        bytes: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.child < 0 { return -1 }
            if slot.hash == hash && slot.parent == parent && Int(slot.keyLength) == key.count
                && (key.isEmpty
                    || memcmp(bytes.baseAddress! + Int(slot.keyOffset), key.baseAddress!, key.count) == 0)
            {
                return slot.child
            }
            index = (index + 1) & mask
        }
    }

    /// The child of `parent` along the ASCII `key`, or -1.
    func child(of parent: Int32, _ key: String) -> Int32 {
        var key = key
        return key.withUTF8 { key in
            slots.withUnsafeBufferPointer { slots in
                bytes.withUnsafeBufferPointer { bytes in
                    Self.find(
                        key, hash: Self.hash(key, parent: parent).hash, parent: parent, slots: slots,
                        bytes: bytes)
                }
            }
        }
    }

    /// Adds the edge; `key` must be ASCII and not yet present under `parent`.
    mutating func insert(_ key: String, parent: Int32, child: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        var key = key
        key.withUTF8 { key in
            let hash = Self.hash(key, parent: parent).hash
            let offset = Int32(bytes.count)
            bytes.append(contentsOf: key)
            place(
                Slot(hash: hash, parent: parent, child: child, keyOffset: offset, keyLength: Int32(key.count))
            )
        }
        count += 1
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].child >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.child >= 0 { place(slot) }
    }
}
