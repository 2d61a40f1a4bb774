// A saved state as compact JSON-like text, for ``NavigationSnapshot/description``. Strings are
// quoted and escaped (`debugDescription`), so a control character in saved text is shown, not
// sent to a terminal.

extension RestorationValue: CustomStringConvertible {
    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .uint(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): value.debugDescription
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            "{"
                + members.keys.sorted().map { "\($0.debugDescription): \(members[$0]!)" }.joined(
                    separator: ", ") + "}"
        }
    }
}
