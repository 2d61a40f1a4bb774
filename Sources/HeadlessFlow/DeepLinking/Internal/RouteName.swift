/// How plans and errors name a route: by its case, with the values that identify it.
///
/// A route's own `description` wins when it has one. Otherwise an enum route reads as its case,
/// with the payload values that are short enough to name a destination (numbers, flags, short
/// strings, cases without payload) and `…` for the rest: `comment(item: 2, comment: 7)`, but
/// `show(…)` for a case that carries a whole model, which printing in full would repeat in every
/// step of a plan.
enum RouteName {
    /// Strings longer than this are shown as `…`.
    static let longestString = 24

    static func of(_ route: Any) -> String {
        if let route = route as? any CustomStringConvertible { return route.description }
        let mirror = Mirror(reflecting: route)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first, let name = payload.label
        else {
            return String(describing: route)
        }
        let values = Mirror(reflecting: payload.value)
        let fields: [(label: String?, value: Any)] =
            values.displayStyle == .tuple
            ? values.children.map {
                (label: $0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, value: $0.value)
            }
            : [(label: nil, value: payload.value)]
        let text = fields.map { field in
            (field.label.map { "\($0): " } ?? "") + short(field.value)
        }
        return "\(name)(\(text.joined(separator: ", ")))"
    }

    /// A payload value as it identifies a destination, or `…`.
    private static func short(_ value: Any) -> String {
        switch value {
        case let text as String:
            return text.count <= longestString ? text.debugDescription : "…"
        case is any BinaryInteger, is Double, is Float, is Bool:
            return "\(value)"
        default:
            let mirror = Mirror(reflecting: value)
            // A case without payload names itself; an optional shows what it holds.
            if mirror.displayStyle == .enum && mirror.children.isEmpty { return "\(value)" }
            if mirror.displayStyle == .optional {
                return mirror.children.first.map { short($0.value) } ?? "nil"
            }
            return "…"
        }
    }
}
