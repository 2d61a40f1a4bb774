/// A parsed JSON value with the line and column where it starts.
///
/// Objects keep their members in file order, with each key's position, so the scene decoder can
/// point at a duplicate or misspelled key. Lookups are linear: scene objects have a handful of keys.
struct JSONValue: Sendable {
    enum Storage: Sendable {
        case null
        case bool(Bool)
        /// A number written without fraction or exponent that fits in an `Int`.
        case integer(Int)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    var storage: Storage
    var line: Int
    var column: Int

    /// The JSON type name used in error messages.
    var typeName: String {
        switch storage {
        case .null: "null"
        case .bool: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .string(let string): string.isEmpty ? "empty string" : "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable {
    var key: String
    var line: Int
    var column: Int
    var value: JSONValue
}
