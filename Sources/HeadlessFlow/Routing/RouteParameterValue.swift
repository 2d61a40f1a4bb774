import Foundation

/// A type a route parameter's text converts to, for ``RouteMatch/parameter(_:as:)`` and
/// ``RouteMatch/query(_:as:)``.
///
/// `Int` (and the other standard integers), `Double`, `Float`, `Bool`, `String`, `Substring` and
/// `UUID` conform. A `LosslessStringConvertible` type conforms with an empty extension, which uses
/// its `init?(_ description: String)`:
///
/// ```swift
/// struct Slug: LosslessStringConvertible {
///     let text: String
///     init?(_ description: String) { ... }
///     var description: String { text }
/// }
/// extension Slug: RouteParameterValue {}
///
/// let slug = try match.parameter("slug", as: Slug.self)
/// ```
///
/// The text is already percent-decoded. Returning `nil` makes the read throw
/// ``URLRouteError/invalidParameterValue(_:text:expected:pattern:)``.
public protocol RouteParameterValue {
    /// Creates a value from a parameter's decoded text, or returns `nil` when the text is not a
    /// valid value of this type.
    init?(routeParameter text: Substring)
}

// MARK: - Default implementations

extension RouteParameterValue where Self: LosslessStringConvertible {
    /// Creates the value with `init?(_ description: String)`.
    public init?(routeParameter text: Substring) {
        self.init(String(text))
    }
}

// MARK: - Conformances

extension String: RouteParameterValue {
    /// Any text converts.
    public init?(routeParameter text: Substring) {
        self = String(text)
    }
}

extension Substring: RouteParameterValue {
    /// Any text converts, without a copy.
    public init?(routeParameter text: Substring) {
        self = text
    }
}

extension Int: RouteParameterValue {
    /// Decimal digits with an optional `+` or `-`; `nil` on overflow.
    public init?(routeParameter text: Substring) {
        self.init(text, radix: 10)
    }
}

extension Int32: RouteParameterValue {
    /// Decimal digits with an optional `+` or `-`; `nil` on overflow.
    public init?(routeParameter text: Substring) {
        self.init(text, radix: 10)
    }
}

extension Int64: RouteParameterValue {
    /// Decimal digits with an optional `+` or `-`; `nil` on overflow.
    public init?(routeParameter text: Substring) {
        self.init(text, radix: 10)
    }
}

extension UInt: RouteParameterValue {
    /// Decimal digits with an optional `+`; `nil` on overflow or a negative value.
    public init?(routeParameter text: Substring) {
        self.init(text, radix: 10)
    }
}

extension UInt64: RouteParameterValue {
    /// Decimal digits with an optional `+`; `nil` on overflow or a negative value.
    public init?(routeParameter text: Substring) {
        self.init(text, radix: 10)
    }
}

extension Double: RouteParameterValue {
    /// Text `Double.init?(_:)` reads, finite only: `nan` and `inf` are refused.
    public init?(routeParameter text: Substring) {
        guard let value = Double(text), value.isFinite else { return nil }
        self = value
    }
}

extension Float: RouteParameterValue {
    /// Text `Float.init?(_:)` reads, finite only: `nan` and `inf` are refused.
    public init?(routeParameter text: Substring) {
        guard let value = Float(text), value.isFinite else { return nil }
        self = value
    }
}

extension Bool: RouteParameterValue {
    /// `true` and `1`, `false` and `0`; nothing else (letter case counts).
    public init?(routeParameter text: Substring) {
        switch text {
        case "true", "1": self = true
        case "false", "0": self = false
        default: return nil
        }
    }
}

extension UUID: RouteParameterValue {
    /// The 36-character form, letters in either case.
    public init?(routeParameter text: Substring) {
        self.init(uuidString: String(text))
    }
}
