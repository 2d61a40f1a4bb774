/// Why the bytes are not a JSON document the scene parser accepts, and where.
struct JSONParseError: Error, Equatable, Sendable {
    var reason: String
    var line: Int
    var column: Int
}
