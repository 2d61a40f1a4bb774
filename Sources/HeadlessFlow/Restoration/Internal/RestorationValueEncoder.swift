/// Turns an `Encodable` value into a ``RestorationValue`` tree, without going through bytes.
///
/// Numbers are stored in their canonical case (see ``RestorationValue``): an integral `Double`
/// that fits in `Int64` becomes ``RestorationValue/int(_:)``, and so does an unsigned value up to
/// `Int64.max`. Types such as `Date`, `Data`, `URL`, `UUID` and `Decimal` use their own `Codable`
/// implementations, so they come out as numbers, arrays or objects, not as JSON's special forms.
struct RestorationValueEncoder: Sendable {
    /// Encodes `value` into a value tree.
    ///
    /// A value that asks for no container at all comes out as an empty object, as a nested value
    /// does in `JSONEncoder`.
    ///
    /// - Throws: `EncodingError.invalidValue` for an infinite or NaN floating-point number, with
    ///   the coding path where it was found, or whatever `value`'s own `encode(to:)` throws.
    func encode<T: Encodable>(_ value: T) throws -> RestorationValue {
        if T.self == RestorationValue.self {
            return value as! RestorationValue
        }
        let node = EncoderNode(parent: nil, key: nil)
        do {
            try value.encode(to: node)
        } catch {
            node.discardPending()
            throw error
        }
        return node.takeValue()
    }
}

/// The `Encoder` for one value of the tree, and its single-value container.
///
/// Nodes form the coding path: each knows its parent and the key it sits under, so a path is only
/// built when someone asks for it. After a child value is written its node is kept as a spare and
/// reused for the next sibling, so encoding a wide tree allocates one node per level, not one per
/// value; a node is only reused when nothing else holds it (no escaped container).
private final class EncoderNode: Encoder, SingleValueEncodingContainer {
    /// Which container the value was written through; a node holds one kind only.
    enum Kind {
        case empty
        case single
        case object
        case array
    }

    /// Where a value that is only known at the end (a nested container or a super encoder) goes.
    enum Slot: Equatable {
        case key(String)
        case index(Int)
    }

    /// A nested container or super encoder, resolved into its slot by ``takeValue()``.
    struct Pending {
        var slot: Slot
        var node: EncoderNode
    }

    // A node lives within one `encode` call on one thread, and no access to its storage outlives
    // a statement, so the dynamic exclusivity checks (a tenth of the encoding time) are dropped.
    @exclusivity(unchecked) private(set) var parent: EncoderNode?
    @exclusivity(unchecked) private(set) var key: (any CodingKey)?
    @exclusivity(unchecked) private(set) var kind = Kind.empty
    @exclusivity(unchecked) private var single = RestorationValue.null
    @exclusivity(unchecked) var object: [String: RestorationValue] = [:]
    @exclusivity(unchecked) var array: [RestorationValue] = []
    @exclusivity(unchecked) private var pending: [Pending] = []
    @exclusivity(unchecked) private var spare: EncoderNode?
    /// The size of the last container written through this node: siblings tend to have the same
    /// shape, and reserving it up front saves regrowing the storage as members arrive.
    @exclusivity(unchecked) private var sizeHint = 0

    /// Reserved room stays in the finished tree, so a large sibling must not inflate the rest.
    private static let maximumSizeHint = 32

    init(parent: EncoderNode?, key: (any CodingKey)?) {
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node: EncoderNode? = self
        while let current = node, let key = current.key {
            keys.append(key)
            node = current.parent
        }
        return keys.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The coding path of a value under `key`, for errors.
    func codingPath(appending key: (any CodingKey)?) -> [any CodingKey] {
        var path = codingPath
        if let key { path.append(key) }
        return path
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        switch kind {
        case .empty:
            kind = .object
            if sizeHint > 0 { object.reserveCapacity(sizeHint) }
        case .object: break  // A subclass and its superclass share the encoder's container.
        case .single, .array:
            preconditionFailure("Asked for a keyed container after encoding another kind of value here.")
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        switch kind {
        case .empty:
            kind = .array
            if sizeHint > 0 { array.reserveCapacity(sizeHint) }
        case .array: break
        case .single, .object:
            preconditionFailure("Asked for an unkeyed container after encoding another kind of value here.")
        }
        return UnkeyedContainer(node: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// Hands the finished value over and leaves the node empty, without copying its storage.
    func takeValue() -> RestorationValue {
        switch kind {
        case .empty:
            return .object([:])
        case .single:
            let value = single
            single = .null
            return value
        case .object:
            resolvePending()
            sizeHint = min(object.count, Self.maximumSizeHint)
            let value = RestorationValue.object(object)
            object = [:]
            return value
        case .array:
            resolvePending()
            sizeHint = min(array.count, Self.maximumSizeHint)
            let value = RestorationValue.array(array)
            array = []
            return value
        }
    }

    private func resolvePending() {
        guard !pending.isEmpty else { return }
        let resolved = pending
        pending = []
        for entry in resolved {
            let value = entry.node.takeValue()
            switch entry.slot {
            case .key(let key): object[key] = value
            case .index(let index): array[index] = value
            }
        }
    }

    /// Drops the nested containers an error left unresolved.
    ///
    /// Each pending node holds this one as its parent, so the two would keep each other alive;
    /// ``takeValue()`` breaks those cycles on success, this on failure.
    func discardPending() {
        for entry in pending {
            entry.node.discardPending()
        }
        pending = []
    }

    // MARK: Children

    /// Encodes a value that sits under `key` in this node's container.
    func encodeChild<T: Encodable>(_ value: T, key: some CodingKey) throws -> RestorationValue {
        // Arrays of primitives reach the generic entry point; skip the node for the common ones.
        if T.self == String.self { return .string(value as! String) }
        if T.self == Int.self { return .int(Int64(value as! Int)) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Double.self { return try number(value as! Double, key: key) }
        if T.self == RestorationValue.self { return value as! RestorationValue }

        var child = takeChild(key: key)
        defer { recycle(&child) }
        try value.encode(to: child)
        return child.takeValue()
    }

    private func takeChild(key: any CodingKey) -> EncoderNode {
        guard let child = spare else {
            return EncoderNode(parent: self, key: key)
        }
        spare = nil
        child.parent = self
        child.key = key
        return child
    }

    private func recycle(_ child: inout EncoderNode) {
        // After an error the child's unresolved containers still point at it.
        child.discardPending()
        guard spare == nil, isKnownUniquelyReferenced(&child) else { return }
        // The spare must not hold its parent: the parent holds the spare.
        child.parent = nil
        child.key = nil
        child.kind = .empty
        child.single = .null
        child.object = [:]
        child.array = []
        spare = child
    }

    /// The node behind a nested keyed container, unkeyed container or super encoder under `key`.
    ///
    /// Asking twice for the same kind of nested container under one key gives the same one back,
    /// as Foundation's encoders do.
    func pendingChild(forKey key: some CodingKey, reusing reusableKind: Kind?) -> EncoderNode {
        let slot = Slot.key(key.stringValue)
        if let index = pending.firstIndex(where: { $0.slot == slot }) {
            if let reusableKind, pending[index].node.kind == reusableKind {
                return pending[index].node
            }
            pending.remove(at: index)
        }
        let child = EncoderNode(parent: self, key: key)
        pending.append(Pending(slot: slot, node: child))
        return child
    }

    /// The node behind a nested container or super encoder appended to this node's array.
    func pendingElement() -> EncoderNode {
        let index = array.count
        array.append(.null)
        let child = EncoderNode(parent: self, key: RestorationValue.Key.index(index))
        pending.append(Pending(slot: .index(index), node: child))
        return child
    }

    /// Stores a member, replacing a nested container handed out earlier for the same key.
    func set(_ value: RestorationValue, forKey key: String) {
        if !pending.isEmpty {
            pending.removeAll { $0.slot == .key(key) }
        }
        object[key] = value
    }

    /// The canonical case for a floating-point number.
    ///
    /// - Throws: `EncodingError.invalidValue` for infinity and NaN, which JSON cannot hold.
    func number<F: BinaryFloatingPoint>(
        _ value: F, key: @autoclosure () -> (any CodingKey)?
    ) throws -> RestorationValue {
        if let number = RestorationValue.number(Double(value)) {
            return number
        }
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath(appending: key()),
                debugDescription:
                    "Unable to store \(F.self) \(value): a restoration value holds only finite numbers."
            ))
    }

    // MARK: SingleValueEncodingContainer

    private func setSingle(_ value: RestorationValue) {
        precondition(kind == .empty, "A single value container was asked to encode a second value.")
        kind = .single
        single = value
    }

    func encodeNil() throws { setSingle(.null) }
    func encode(_ value: Bool) throws { setSingle(.bool(value)) }
    func encode(_ value: String) throws { setSingle(.string(value)) }
    func encode(_ value: Double) throws { setSingle(try number(value, key: nil)) }
    func encode(_ value: Float) throws { setSingle(try number(value, key: nil)) }
    func encode(_ value: Int) throws { setSingle(.int(Int64(value))) }
    func encode(_ value: Int8) throws { setSingle(.int(Int64(value))) }
    func encode(_ value: Int16) throws { setSingle(.int(Int64(value))) }
    func encode(_ value: Int32) throws { setSingle(.int(Int64(value))) }
    func encode(_ value: Int64) throws { setSingle(.int(value)) }
    func encode(_ value: UInt) throws { setSingle(.number(UInt64(value))) }
    func encode(_ value: UInt8) throws { setSingle(.int(Int64(value))) }
    func encode(_ value: UInt16) throws { setSingle(.int(Int64(value))) }
    func encode(_ value: UInt32) throws { setSingle(.int(Int64(value))) }
    func encode(_ value: UInt64) throws { setSingle(.number(value)) }

    func encode<T: Encodable>(_ value: T) throws {
        if T.self == RestorationValue.self {
            setSingle(value as! RestorationValue)
            return
        }
        precondition(kind == .empty, "A single value container was asked to encode a second value.")
        // The value stands for this node itself: it is not one level deeper.
        try value.encode(to: self)
    }
}

/// Writes members into an ``EncoderNode``'s object.
private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncoderNode

    var codingPath: [any CodingKey] { node.codingPath }

    mutating func encodeNil(forKey key: Key) throws { node.set(.null, forKey: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        node.set(.bool(value), forKey: key.stringValue)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        node.set(.string(value), forKey: key.stringValue)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        node.set(try node.number(value, key: key), forKey: key.stringValue)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        node.set(try node.number(value, key: key), forKey: key.stringValue)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        node.set(.int(Int64(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        node.set(.int(Int64(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        node.set(.int(Int64(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        node.set(.int(Int64(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        node.set(.int(value), forKey: key.stringValue)
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        node.set(.number(UInt64(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        node.set(.int(Int64(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        node.set(.int(Int64(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        node.set(.int(Int64(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        node.set(.number(value), forKey: key.stringValue)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let encoded = try node.encodeChild(value, key: key)
        node.set(encoded, forKey: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        node.pendingChild(forKey: key, reusing: .object).container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        node.pendingChild(forKey: key, reusing: .array).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        node.pendingChild(forKey: RestorationValue.Key.superKey, reusing: nil)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        node.pendingChild(forKey: key, reusing: nil)
    }
}

/// Appends elements to an ``EncoderNode``'s array.
private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncoderNode

    var codingPath: [any CodingKey] { node.codingPath }

    var count: Int { node.array.count }

    private var nextKey: RestorationValue.Key { .index(node.array.count) }

    mutating func encodeNil() throws { node.array.append(.null) }
    mutating func encode(_ value: Bool) throws { node.array.append(.bool(value)) }
    mutating func encode(_ value: String) throws { node.array.append(.string(value)) }
    mutating func encode(_ value: Double) throws {
        let number = try node.number(value, key: nextKey)
        node.array.append(number)
    }
    mutating func encode(_ value: Float) throws {
        let number = try node.number(value, key: nextKey)
        node.array.append(number)
    }
    mutating func encode(_ value: Int) throws { node.array.append(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { node.array.append(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { node.array.append(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { node.array.append(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { node.array.append(.int(value)) }
    mutating func encode(_ value: UInt) throws { node.array.append(.number(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { node.array.append(.int(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { node.array.append(.int(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { node.array.append(.int(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { node.array.append(.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let encoded = try node.encodeChild(value, key: nextKey)
        node.array.append(encoded)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        node.pendingElement().container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        node.pendingElement().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        node.pendingElement()
    }
}
