/// Rebuilds a `Decodable` value from a ``RestorationValue`` tree, without going through bytes.
///
/// Numbers convert between cases when nothing is lost: `.int(3)` decodes as `Double`, `Float` or
/// `UInt8`, an integral `.double` as an integer type, and `.double(0.1)` as the nearest `Float`
/// (as `JSONDecoder` reads `0.1`). A number that does not fit the type, or a fraction asked for as
/// an integer, is an error, and so is any other change of case.
struct RestorationValueDecoder: Sendable {
    /// Decodes a value of `type` from `value`.
    ///
    /// - Throws: `DecodingError.typeMismatch` for a value of the wrong kind (or a fractional number
    ///   asked for as an integer), `.keyNotFound` for a missing member, `.valueNotFound` for
    ///   `null` where a value is needed or an unkeyed container read past its end, and
    ///   `.dataCorrupted` for a number out of the type's range. Each error's `codingPath` leads
    ///   to the value, array elements named "Index N" as in Foundation's coders.
    func decode<T: Decodable>(_ type: T.Type, from value: RestorationValue) throws -> T {
        if T.self == RestorationValue.self {
            return value as! T
        }
        return try T(from: DecoderNode(parent: nil, key: nil, value: value))
    }
}

/// The `Decoder` for one value of the tree, and its single-value container.
///
/// As in the encoder, nodes form the coding path through their parents (built only when someone
/// asks), and a child node is reused for the next sibling once nothing else holds it.
private final class DecoderNode: Decoder, SingleValueDecodingContainer {
    private(set) var parent: DecoderNode?
    private(set) var key: (any CodingKey)?
    private(set) var value: RestorationValue
    private var spare: DecoderNode?

    init(parent: DecoderNode?, key: (any CodingKey)?, value: RestorationValue) {
        self.parent = parent
        self.key = key
        self.value = value
    }

    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node: DecoderNode? = self
        while let current = node, let key = current.key {
            keys.append(key)
            node = current.parent
        }
        return keys.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw mismatch([String: Any].self, found: value, key: nil)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(node: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw mismatch([Any].self, found: value, key: nil)
        }
        return UnkeyedContainer(node: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: Children

    /// Decodes the value that sits under `key` in this node's container.
    func decodeChild<T: Decodable>(
        _ type: T.Type, from value: RestorationValue, key: some CodingKey
    ) throws -> T {
        // Arrays of primitives reach the generic entry point; skip the node for the common ones.
        if T.self == String.self { return try unwrapString(value, key: key) as! T }
        if T.self == Int.self { return try unwrapInteger(value, as: Int.self, key: key) as! T }
        if T.self == Bool.self { return try unwrapBool(value, key: key) as! T }
        if T.self == Double.self { return try unwrapFloatingPoint(value, as: Double.self, key: key) as! T }
        if T.self == RestorationValue.self { return value as! T }

        var child = takeChild(key: key, value: value)
        defer { recycle(&child) }
        return try T(from: child)
    }

    /// A node for a nested container or super decoder; never recycled, as the caller keeps it.
    func makeChild(key: any CodingKey, value: RestorationValue) -> DecoderNode {
        DecoderNode(parent: self, key: key, value: value)
    }

    private func takeChild(key: any CodingKey, value: RestorationValue) -> DecoderNode {
        guard let child = spare else {
            return DecoderNode(parent: self, key: key, value: value)
        }
        spare = nil
        child.parent = self
        child.key = key
        child.value = value
        return child
    }

    private func recycle(_ child: inout DecoderNode) {
        guard spare == nil, isKnownUniquelyReferenced(&child) else { return }
        // The spare must not hold its parent (the parent holds the spare), nor keep a subtree alive.
        child.parent = nil
        child.key = nil
        child.value = .null
        spare = child
    }

    // MARK: Unwrapping

    /// The coding path of a value under `key`, for errors.
    func codingPath(appending key: (any CodingKey)?) -> [any CodingKey] {
        var path = codingPath
        if let key { path.append(key) }
        return path
    }

    /// The error for a value of the wrong kind: `valueNotFound` for `null`, as in `JSONDecoder`.
    func mismatch(_ type: Any.Type, found value: RestorationValue, key: (any CodingKey)?) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath(appending: key),
            debugDescription: "Expected to decode \(type) but found \(value.kindDescription) instead.")
        if case .null = value {
            return .valueNotFound(type, context)
        }
        return .typeMismatch(type, context)
    }

    func unwrapBool(_ value: RestorationValue, key: @autoclosure () -> (any CodingKey)?) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(Bool.self, found: value, key: key()) }
        return bool
    }

    func unwrapString(_ value: RestorationValue, key: @autoclosure () -> (any CodingKey)?) throws -> String {
        guard case .string(let string) = value else { throw mismatch(String.self, found: value, key: key()) }
        return string
    }

    /// Any number that `I` holds exactly.
    ///
    /// - Throws: `typeMismatch` for a fraction, `dataCorrupted` for a number out of range.
    func unwrapInteger<I: FixedWidthInteger>(
        _ value: RestorationValue, as type: I.Type, key: @autoclosure () -> (any CodingKey)?
    ) throws -> I {
        switch value {
        case .int(let number):
            if let integer = I(exactly: number) { return integer }
            throw outOfRange(number, type, key: key())
        case .uint(let number):
            if let integer = I(exactly: number) { return integer }
            throw outOfRange(number, type, key: key())
        case .double(let number):
            if let integer = I(exactly: number) { return integer }
            if number.rounded(.towardZero) == number {
                throw outOfRange(number, type, key: key())
            }
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: codingPath(appending: key()),
                    debugDescription:
                        "Expected to decode \(type) but found the fractional number \(number) instead."
                ))
        default:
            throw mismatch(type, found: value, key: key())
        }
    }

    /// Any number, rounded to the nearest `F` as `JSONDecoder` does.
    ///
    /// - Throws: `dataCorrupted` for a number beyond `F`'s finite range.
    func unwrapFloatingPoint<F: BinaryFloatingPoint>(
        _ value: RestorationValue, as type: F.Type, key: @autoclosure () -> (any CodingKey)?
    ) throws -> F {
        switch value {
        case .int(let number):
            return F(number)
        case .uint(let number):
            return F(number)
        case .double(let number):
            let converted = F(number)
            if converted.isFinite || !number.isFinite { return converted }
            throw outOfRange(number, type, key: key())
        default:
            throw mismatch(type, found: value, key: key())
        }
    }

    private func outOfRange(_ number: Any, _ type: Any.Type, key: (any CodingKey)?) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath(appending: key),
                debugDescription: "The number \(number) does not fit in \(type)."))
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try unwrapBool(value, key: nil) }
    func decode(_ type: String.Type) throws -> String { try unwrapString(value, key: nil) }
    func decode(_ type: Double.Type) throws -> Double { try unwrapFloatingPoint(value, as: type, key: nil) }
    func decode(_ type: Float.Type) throws -> Float { try unwrapFloatingPoint(value, as: type, key: nil) }
    func decode(_ type: Int.Type) throws -> Int { try unwrapInteger(value, as: type, key: nil) }
    func decode(_ type: Int8.Type) throws -> Int8 { try unwrapInteger(value, as: type, key: nil) }
    func decode(_ type: Int16.Type) throws -> Int16 { try unwrapInteger(value, as: type, key: nil) }
    func decode(_ type: Int32.Type) throws -> Int32 { try unwrapInteger(value, as: type, key: nil) }
    func decode(_ type: Int64.Type) throws -> Int64 { try unwrapInteger(value, as: type, key: nil) }
    func decode(_ type: UInt.Type) throws -> UInt { try unwrapInteger(value, as: type, key: nil) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unwrapInteger(value, as: type, key: nil) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unwrapInteger(value, as: type, key: nil) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unwrapInteger(value, as: type, key: nil) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try unwrapInteger(value, as: type, key: nil) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == RestorationValue.self {
            return value as! T
        }
        // The value stands for this node itself: it is not one level deeper.
        return try T(from: self)
    }
}

/// Reads members of an object.
private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: DecoderNode
    let members: [String: RestorationValue]

    var codingPath: [any CodingKey] { node.codingPath }

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> RestorationValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: node.codingPath,
                    debugDescription: "No value associated with key \"\(key.stringValue)\"."))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try member(key) { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try node.unwrapBool(member(key), key: key)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try node.unwrapString(member(key), key: key)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try node.unwrapFloatingPoint(member(key), as: type, key: key)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try node.unwrapFloatingPoint(member(key), as: type, key: key)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try node.unwrapInteger(member(key), as: type, key: key)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try node.unwrapInteger(member(key), as: type, key: key)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try node.unwrapInteger(member(key), as: type, key: key)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try node.unwrapInteger(member(key), as: type, key: key)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try node.unwrapInteger(member(key), as: type, key: key)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try node.unwrapInteger(member(key), as: type, key: key)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try node.unwrapInteger(member(key), as: type, key: key)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try node.unwrapInteger(member(key), as: type, key: key)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try node.unwrapInteger(member(key), as: type, key: key)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try node.unwrapInteger(member(key), as: type, key: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try node.decodeChild(type, from: member(key), key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try node.makeChild(key: key, value: member(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try node.makeChild(key: key, value: member(key)).unkeyedContainer()
    }

    /// A missing "super" member decodes as `null`, as in `JSONDecoder`, so that a superclass
    /// with only optional members still decodes.
    func superDecoder() throws -> any Decoder {
        let key = RestorationValue.Key.superKey
        return node.makeChild(key: key, value: members[key.stringValue] ?? .null)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        node.makeChild(key: key, value: members[key.stringValue] ?? .null)
    }
}

/// Reads elements of an array in order.
private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let node: DecoderNode
    let elements: [RestorationValue]
    private(set) var currentIndex = 0

    init(node: DecoderNode, elements: [RestorationValue]) {
        self.node = node
        self.elements = elements
    }

    var codingPath: [any CodingKey] { node.codingPath }

    var count: Int? { elements.count }

    var isAtEnd: Bool { currentIndex >= elements.count }

    /// Reads the current element with `read` and moves past it only if that succeeds, as
    /// `JSONDecoder` does, so a caller can try another type after an error.
    private mutating func next<T>(
        _ type: T.Type, _ read: (DecoderNode, RestorationValue, RestorationValue.Key) throws -> T
    ) throws -> T {
        let key = RestorationValue.Key.index(currentIndex)
        guard currentIndex < elements.count else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: node.codingPath(appending: key),
                    debugDescription: "Unkeyed container is at end."))
        }
        let result = try read(node, elements[currentIndex], key)
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count else {
            throw DecodingError.valueNotFound(
                Any?.self,
                DecodingError.Context(
                    codingPath: node.codingPath(appending: RestorationValue.Key.index(currentIndex)),
                    debugDescription: "Unkeyed container is at end."))
        }
        guard case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try next(type) { try $0.unwrapBool($1, key: $2) }
    }
    mutating func decode(_ type: String.Type) throws -> String {
        try next(type) { try $0.unwrapString($1, key: $2) }
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        try next(type) { try $0.unwrapFloatingPoint($1, as: type, key: $2) }
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        try next(type) { try $0.unwrapFloatingPoint($1, as: type, key: $2) }
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        try next(type) { try $0.unwrapInteger($1, as: type, key: $2) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next(type) { try $0.decodeChild(type, from: $1, key: $2) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self) {
            try $0.makeChild(key: $2, value: $1).container(keyedBy: type)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next((any UnkeyedDecodingContainer).self) {
            try $0.makeChild(key: $2, value: $1).unkeyedContainer()
        }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next((any Decoder).self) { $0.makeChild(key: $2, value: $1) }
    }
}
