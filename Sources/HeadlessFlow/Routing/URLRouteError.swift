/// Why a URL did not resolve to a route.
///
/// The URL's own problems (scheme, host, encoding, no pattern) come from
/// ``URLRouteTable/match(_:)-(String)``; problems reading a matched value come from
/// ``RouteMatch/parameter(_:as:)`` and ``RouteMatch/query(_:as:)``, and reach
/// ``URLRouteTable/resolve(_:)-(String)`` unchanged when the route closure does not catch them.
/// Any other error the closure throws arrives wrapped in
/// ``routeFailed(pattern:path:underlying:)``. Offsets count `Character`s from 0.
public enum URLRouteError: Error, Sendable, CustomStringConvertible {
    /// The URL's scheme is not one the table accepts; `found` is `nil` when the URL has none.
    case schemeNotAccepted(found: String?, accepted: [String], url: String)

    /// The URL's host is not one the table accepts; `found` is `nil` when the URL has no host.
    case hostNotAccepted(found: String?, rule: URLRouteHostRule, url: String)

    /// A `%` at `offset` is not followed by two hexadecimal digits.
    case malformedPercentEncoding(url: String, offset: Int)

    /// The percent-encoded bytes starting at `offset` are not UTF-8.
    case invalidUTF8(url: String, offset: Int)

    /// The path has an empty segment (`a//b`) at `index`, counted from 0. A single trailing `/` is
    /// not an empty segment: it is ignored.
    case emptyPathSegment(path: String, index: Int)

    /// No pattern matches the path; `closestPatterns` are registered patterns near it, best first
    /// (those sharing the longest start with the path, or whose literal differs by a typo), found
    /// when first read (see ``ClosestRoutePatterns``).
    case noMatch(path: String, closestPatterns: ClosestRoutePatterns)

    /// The path matched `pattern`, but the URL lacks its required query item `key`.
    case missingQueryItem(key: String, pattern: String)

    /// ``RouteMatch/parameter(_:as:)`` asked for a name the pattern does not declare.
    case unknownParameter(String, pattern: String, parameters: [String])

    /// ``RouteMatch/query(_:as:)`` asked for a name that is not one of the pattern's query
    /// parameters.
    case unknownQueryParameter(String, pattern: String, queryParameters: [String])

    /// ``RouteMatch/parameter(_:as:)`` asked for an optional query parameter the URL leaves out;
    /// read it with ``RouteMatch/query(_:as:)``.
    case absentOptionalParameter(String, pattern: String)

    /// A parameter's text does not convert to the type asked for.
    case invalidParameterValue(String, text: String, expected: String, pattern: String)

    /// The route closure of `pattern` threw `underlying` (any error other than a
    /// ``URLRouteError``).
    case routeFailed(pattern: String, path: String, underlying: any Error)

    /// The pattern the error is about, when a pattern matched.
    public var pattern: String? {
        switch self {
        case .missingQueryItem(_, let pattern), .unknownParameter(_, let pattern, _),
            .unknownQueryParameter(_, let pattern, _), .absentOptionalParameter(_, let pattern),
            .invalidParameterValue(_, _, _, let pattern), .routeFailed(let pattern, _, _):
            pattern
        case .schemeNotAccepted, .hostNotAccepted, .malformedPercentEncoding, .invalidUTF8,
            .emptyPathSegment, .noMatch:
            nil
        }
    }

    public var description: String {
        switch self {
        case .schemeNotAccepted(let found, let accepted, let url):
            let list = accepted.isEmpty ? "no scheme" : accepted.map { "'\($0)'" }.joined(separator: ", ")
            let what = found.map { "has scheme '\($0)'" } ?? "has no scheme"
            return "URL '\(url)' \(what); this table accepts \(list)"
        case .hostNotAccepted(let found, let rule, let url):
            let what: String
            switch found {
            case .none: what = "has no host"
            case .some(""): what = "has an empty host"
            case .some(let host): what = "has host '\(host)'"
            }
            let accepted: String
            switch rule {
            case .only(let hosts):
                accepted =
                    hosts.isEmpty
                    ? "no host" : "host " + hosts.sorted().map { "'\($0)'" }.joined(separator: ", ")
            case .firstPathSegment:
                accepted = "links written 'scheme://first/rest', reading the host as the first path segment"
            case .noHost:
                accepted = "links without a host ('scheme:/path')"
            }
            return "URL '\(url)' \(what); this table accepts \(accepted)"
        case .malformedPercentEncoding(let url, let offset):
            return "URL '\(url)': malformed percent-encoding at offset \(offset); expected '%' followed by "
                + "two hexadecimal digits (write a literal '%' as '%25')"
        case .invalidUTF8(let url, let offset):
            return "URL '\(url)': the percent-encoded bytes at offset \(offset) are not UTF-8"
        case .emptyPathSegment(let path, let index):
            return "path '\(path)' has an empty segment at index \(index) ('//'); remove the extra '/'"
        case .noMatch(let path, let closest):
            let hint =
                closest.isEmpty
                ? "" : "; closest patterns: " + closest.map { "'\($0)'" }.joined(separator: ", ")
            return "no pattern matches path '\(path)'\(hint)"
        case .missingQueryItem(let key, let pattern):
            return "pattern '\(pattern)' requires query item '\(key)', but the URL has none"
        case .unknownParameter(let name, let pattern, let parameters):
            let known =
                parameters.isEmpty
                ? "it has no parameters" : "its parameters are " + parameters.joined(separator: ", ")
            return "pattern '\(pattern)' has no parameter '\(name)'; \(known)"
        case .unknownQueryParameter(let name, let pattern, let parameters):
            let known =
                parameters.isEmpty
                ? "it has no query items" : "its query parameters are " + parameters.joined(separator: ", ")
            return "pattern '\(pattern)' has no query parameter '\(name)'; \(known)"
        case .absentOptionalParameter(let name, let pattern):
            return "optional query parameter '\(name)' of pattern '\(pattern)' is absent from the URL; "
                + "read it with query(_:as:), which returns nil"
        case .invalidParameterValue(let name, let text, let expected, let pattern):
            return
                "parameter '\(name)' of pattern '\(pattern)' is '\(text)', which is not a valid \(expected)"
        case .routeFailed(let pattern, let path, let underlying):
            return "the route for pattern '\(pattern)' (path '\(path)') failed: \(underlying)"
        }
    }
}

extension URLRouteError: Equatable {
    /// Equal when the cases and their values are equal; the underlying errors of
    /// ``routeFailed(pattern:path:underlying:)`` are compared by type and description.
    public static func == (lhs: URLRouteError, rhs: URLRouteError) -> Bool {
        switch (lhs, rhs) {
        case (.schemeNotAccepted(let a, let b, let c), .schemeNotAccepted(let x, let y, let z)):
            a == x && b == y && c == z
        case (.hostNotAccepted(let a, let b, let c), .hostNotAccepted(let x, let y, let z)):
            a == x && b == y && c == z
        case (.malformedPercentEncoding(let a, let b), .malformedPercentEncoding(let x, let y)):
            a == x && b == y
        case (.invalidUTF8(let a, let b), .invalidUTF8(let x, let y)):
            a == x && b == y
        case (.emptyPathSegment(let a, let b), .emptyPathSegment(let x, let y)):
            a == x && b == y
        case (.noMatch(let a, let b), .noMatch(let x, let y)):
            a == x && b == y
        case (.missingQueryItem(let a, let b), .missingQueryItem(let x, let y)):
            a == x && b == y
        case (.unknownParameter(let a, let b, let c), .unknownParameter(let x, let y, let z)):
            a == x && b == y && c == z
        case (.unknownQueryParameter(let a, let b, let c), .unknownQueryParameter(let x, let y, let z)):
            a == x && b == y && c == z
        case (.absentOptionalParameter(let a, let b), .absentOptionalParameter(let x, let y)):
            a == x && b == y
        case (
            .invalidParameterValue(let a, let b, let c, let d),
            .invalidParameterValue(let w, let x, let y, let z)
        ):
            a == w && b == x && c == y && d == z
        case (.routeFailed(let a, let b, let c), .routeFailed(let x, let y, let z)):
            a == x && b == y && type(of: c) == type(of: z) && String(describing: c) == String(describing: z)
        default:
            false
        }
    }
}
