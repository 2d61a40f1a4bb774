/// Which URL authorities (hosts) a ``URLRouteTable`` accepts, and where its paths start.
///
/// Custom-scheme links are written two ways, and `URL` reads them differently: in
/// `demo://items/42`, `items` is the host; in `demo:/items/42` there is no host. The table makes
/// you say which form your links use instead of guessing:
///
/// | Rule | Accepts | The path matched |
/// |---|---|---|
/// | `.only(["example.com"])` | `https://example.com/items/42`, `https://EXAMPLE.com:8443/items/42` | `items/42` |
/// | `.firstPathSegment` | `demo://items/42` | `items/42` |
/// | `.noHost` | `demo:/items/42`, `demo:items/42`, `demo:///items/42` | `items/42` |
public enum URLRouteHostRule: Sendable, Hashable, CustomStringConvertible {
    /// The URL must have one of these hosts, compared without regard to ASCII letter case. A
    /// port and user information (`user@host:8443`) are allowed and not compared. Hosts are
    /// compared as written: give internationalized names in their ASCII (punycode) form.
    case only(Set<String>)

    /// The URL must be written `scheme://first/rest`; what `URL` calls the host is the first
    /// path segment, matched (and percent-decoded) like any other segment, with its letter case
    /// kept. An empty host (`demo:///items`) is refused.
    case firstPathSegment

    /// The URL must have no host: `scheme:/path`, `scheme:path`, or an empty authority
    /// (`scheme:///path`).
    case noHost

    public var description: String {
        switch self {
        case .only(let hosts):
            hosts.isEmpty ? "no host" : hosts.sorted().joined(separator: ", ")
        case .firstPathSegment:
            "the first path segment in the host's place ('scheme://first/rest')"
        case .noHost:
            "no host ('scheme:/path')"
        }
    }
}
