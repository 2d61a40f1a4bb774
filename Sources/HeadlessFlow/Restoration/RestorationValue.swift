/// A JSON-like value: what a screen's or coordinator's state is stored as in a snapshot.
///
/// Numbers are kept in one canonical case each, so that a value still compares equal after a
/// trip through `JSONEncoder` and `JSONDecoder` (which cannot tell `1.0` from `1`):
/// - ``int(_:)`` holds every integral number that fits in `Int64`, whatever type it came from;
/// - ``uint(_:)`` only integral numbers above `Int64.max` that fit in `UInt64`;
/// - ``double(_:)`` only finite numbers that are not integral or fit neither integer case.
///
/// ``RestorationValueEncoder`` and this type's `init(from:)` keep to that form; a value built by
/// hand should too (``number(_:)`` normalises a `Double`).
enum RestorationValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case int(Int64)
    /// Only for values above `Int64.max`.
    case uint(UInt64)
    /// Only for finite values that are not integral or fit in neither `Int64` nor `UInt64`.
    case double(Double)
    case string(String)
    case array([RestorationValue])
    case object([String: RestorationValue])

    /// The canonical case for a finite number, or `nil` for infinity and NaN, which JSON cannot
    /// hold.
    ///
    /// `-0.0` becomes `.int(0)`: JSON readers disagree about negative zero, and state is not
    /// expected to depend on its sign.
    static func number(_ value: Double) -> RestorationValue? {
        guard value.isFinite else { return nil }
        if let integer = Int64(exactly: value) { return .int(integer) }
        // `JSONDecoder` reads `1e+19` as a `UInt64`, so such a number has to live in `.uint`
        // for the round trip to compare equal.
        if let integer = UInt64(exactly: value) { return .uint(integer) }
        return .double(value)
    }

    /// The canonical case for an unsigned integer.
    static func number(_ value: UInt64) -> RestorationValue {
        value <= UInt64(Int64.max) ? .int(Int64(value)) : .uint(value)
    }

    /// The name of the case, for error messages.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .uint: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

// MARK: - Codable

extension RestorationValue {
    /// Reads any JSON-like value, trying the cases from the most specific to the least, and
    /// normalises numbers (a JSON `1.0` becomes `.int(1)`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a non-finite number or a value that is none of
    ///   the cases.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .number(value)
        } else if let value = try? container.decode(Double.self) {
            guard let number = RestorationValue.number(value) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "The number \(value) is not finite."))
            }
            self = number
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if var elements = try? decoder.unkeyedContainer() {
            // Past this point an error is about an element: let it through with its own path.
            var array: [RestorationValue] = []
            array.reserveCapacity(elements.count ?? 0)
            while !elements.isAtEnd {
                array.append(try elements.decode(RestorationValue.self))
            }
            self = .array(array)
        } else if let members = try? decoder.container(keyedBy: Key.self) {
            let keys = members.allKeys
            var object: [String: RestorationValue] = [:]
            object.reserveCapacity(keys.count)
            for key in keys {
                object[key.stringValue] = try members.decode(RestorationValue.self, forKey: key)
            }
            self = .object(object)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Expected null, a boolean, a number, a string, an array or an object."))
        }
    }

    /// Writes the value as natural JSON. Object keys are written in sorted order, so an encoder
    /// that keeps the order it is given writes the same bytes for equal values.
    ///
    /// `JSONEncoder` does not keep that order (on Linux it changes from one call to the next):
    /// give it `.sortedKeys` for stable bytes.
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for key in members.keys.sorted() {
                try container.encode(members[key]!, forKey: .string(key))
            }
        case .array(let elements):
            var container = encoder.singleValueContainer()
            try container.encode(elements)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .uint(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }
}

// MARK: - Coding keys

extension RestorationValue {
    /// The coding key of an object member or an array element, for the restoration coders and
    /// for this type's own `Codable` conformance.
    ///
    /// An element's key reads "Index N", as Foundation's coders write it, so coding paths look the
    /// same whichever coder reported them. It is built without formatting that text, which only
    /// error messages need.
    enum Key: CodingKey, Sendable {
        case string(String)
        case index(Int)

        /// The key a `superEncoder()` or `superDecoder()` stores its value under.
        static let superKey = Key.string("super")

        init(stringValue: String) {
            self = .string(stringValue)
        }

        init(intValue: Int) {
            self = .index(intValue)
        }

        var stringValue: String {
            switch self {
            case .string(let string): string
            case .index(let index): "Index \(index)"
            }
        }

        var intValue: Int? {
            switch self {
            case .string: nil
            case .index(let index): index
            }
        }
    }
}
