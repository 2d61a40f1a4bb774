/// An object's ID (a navigation's, a screen's or a coordinator's) as the key of the journal's
/// dictionaries.
///
/// `UInt64` hashes with SipHash, about 80 instructions a lookup, and recording one push takes a
/// dozen lookups: about a tenth of what the journal adds to the event. The IDs are counters the
/// library hands out, never chosen by an attacker, so a seeded 64-bit mix (MurmurHash3's
/// finalizer, a bijection: distinct IDs never collide before the table's mask) is enough, at
/// about ten instructions.
package struct JournalID: Hashable {
    package let raw: UInt64

    package init(_ raw: UInt64) {
        self.raw = raw
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(raw)
    }

    /// What `Dictionary` and `Set` call instead of ``hash(into:)``. The seed is each table's own,
    /// mixed in before the bits are spread, so that copying one table into a smaller one does not
    /// cluster (the reason `Dictionary` seeds its tables).
    package func _rawHashValue(seed: Int) -> Int {
        var bits = raw ^ UInt64(truncatingIfNeeded: seed)
        bits ^= bits >> 33
        bits &*= 0xff51_afd7_ed55_8ccd as UInt64
        bits ^= bits >> 33
        bits &*= 0xc4ce_b9fe_1a85_ec53 as UInt64
        bits ^= bits >> 33
        return Int(truncatingIfNeeded: bits)
    }
}

/// A dictionary from object IDs to `Value`, spelled as `[UInt64: Value]` is, whose keys hash
/// with ``JournalID``'s cheap mix rather than SipHash.
package struct IDMap<Value> {
    package typealias Index = Dictionary<JournalID, Value>.Index

    private var storage: [JournalID: Value] = [:]

    package init() {}

    package var isEmpty: Bool { storage.isEmpty }
    package var count: Int { storage.count }

    package subscript(id: UInt64) -> Value? {
        get { storage[JournalID(id)] }
        _modify { yield &storage[JournalID(id)] }
    }

    package subscript(id: UInt64, default value: @autoclosure () -> Value) -> Value {
        get { storage[JournalID(id), default: value()] }
        _modify { yield &storage[JournalID(id), default: value()] }
    }

    package func index(forKey id: UInt64) -> Index? {
        storage.index(forKey: JournalID(id))
    }

    /// The values, which can be changed in place at an ``index(forKey:)``.
    package var values: Dictionary<JournalID, Value>.Values {
        get { storage.values }
        _modify { yield &storage.values }
    }

    /// The IDs, in no particular order.
    package var ids: [UInt64] {
        var ids: [UInt64] = []
        ids.reserveCapacity(storage.count)
        for key in storage.keys { ids.append(key.raw) }
        return ids
    }

    @discardableResult
    package mutating func updateValue(_ value: Value, forKey id: UInt64) -> Value? {
        storage.updateValue(value, forKey: JournalID(id))
    }

    @discardableResult
    package mutating func removeValue(forKey id: UInt64) -> Value? {
        storage.removeValue(forKey: JournalID(id))
    }

    /// The same entries as a plain dictionary, for the code outside the journal that takes one.
    package var dictionary: [UInt64: Value] {
        var dictionary: [UInt64: Value] = [:]
        dictionary.reserveCapacity(storage.count)
        for (key, value) in storage { dictionary[key.raw] = value }
        return dictionary
    }
}

extension IDMap: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (UInt64, Value)...) {
        for (id, value) in elements { storage[JournalID(id)] = value }
    }
}

/// A set of object IDs, spelled as `Set<UInt64>` is, hashed as ``JournalID``.
package struct IDSet: Sequence {
    private var storage: Set<JournalID> = []

    package init() {}

    package var isEmpty: Bool { storage.isEmpty }
    package var count: Int { storage.count }

    package func contains(_ id: UInt64) -> Bool {
        storage.contains(JournalID(id))
    }

    @discardableResult
    package mutating func insert(_ id: UInt64) -> (inserted: Bool, memberAfterInsert: UInt64) {
        let result = storage.insert(JournalID(id))
        return (result.inserted, result.memberAfterInsert.raw)
    }

    @discardableResult
    package mutating func remove(_ id: UInt64) -> UInt64? {
        storage.remove(JournalID(id))?.raw
    }

    package func makeIterator() -> Iterator {
        Iterator(base: storage.makeIterator())
    }

    package struct Iterator: IteratorProtocol {
        package var base: Set<JournalID>.Iterator

        package mutating func next() -> UInt64? {
            base.next()?.raw
        }
    }
}

extension IDSet: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: UInt64...) {
        for id in elements { storage.insert(JournalID(id)) }
    }
}
