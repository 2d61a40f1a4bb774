import HeadlessFlow

/// Where a demo link leads: `open <url>` at the prompt, or `demo --open <url>` at launch. It is
/// `Codable` so that a link held behind the login survives a restart.
package enum DemoRoute: Codable, Equatable, Sendable {
    /// The items list (`demo://items`).
    case items
    /// An item's detail, by its position in the list, from 1 (`demo://items/2`).
    case item(position: Int)
    /// The new-item screen (`demo://items/new`).
    case newItem
    /// The profile tab (`demo://profile`).
    case profile
}

/// The links the demo knows, as a URL table.
package enum DemoLinks {
    /// The link forms, as the error for a bad link lists them.
    package static let forms = ["demo://items", "demo://items/<n>", "demo://items/new", "demo://profile"]

    /// The table: `demo://` links whose first segment is written where a URL has its host.
    package static func makeTable() throws -> URLRouteTable<DemoRoute> {
        var table = URLRouteTable<DemoRoute>(schemes: ["demo"], hosts: .firstPathSegment)
        try table.add("items") { _ in .items }
        try table.add("items/new") { _ in .newItem }
        try table.add("items/{n}") { match in .item(position: try match.parameter("n")) }
        try table.add("profile") { _ in .profile }
        return table
    }

    /// `link` with its scheme in lower case, as the table writes it: schemes ignore case
    /// (RFC 3986, section 3.1), so `DEMO://items` is `demo://items`.
    package static func lowercasingScheme(_ link: String) -> String {
        guard let separator = link.range(of: "://") else { return link }
        return link[..<separator.lowerBound].lowercased() + link[separator.lowerBound...]
    }
}

/// A link the demo cannot follow, in words for the one error line it prints.
public enum DemoLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The link is none of ``DemoLinks/forms``.
    case unknown(link: String)
    /// The link is well formed, but its target does not exist or cannot be shown.
    case refused(link: String, reason: String)

    /// The error in words.
    public var description: String {
        switch self {
        case .unknown(let link):
            "unknown link \"\(SafeText.visible(link, limit: 200))\"; links: \(DemoLinks.forms.joined(separator: ", "))"
        case .refused(let link, let reason):
            "cannot open \"\(SafeText.visible(link, limit: 200))\": \(reason)"
        }
    }
}

/// The link held behind the login could not be opened after it: the login stands.
package struct HeldLinkError: Error, Equatable, CustomStringConvertible {
    package var reason: String

    package var description: String {
        "you are logged in, but the link given before could not be opened: \(reason)"
    }
}

// MARK: - Routes of the demo's coordinators

extension AppCoordinator: RouteHandling {
    /// Logged in, the menu serves the link. Logged out, the link waits behind the login (any other
    /// flow over it, such as registration, ends first) and is served once the user has logged in.
    package func handle(_ route: DemoRoute, animated: Bool) throws -> RouteResult {
        if let menu = child(as: MenuCoordinator.self) { return .next(menu, route) }
        if let running = child, running.navigation === navigation { try running.finish(animated: false) }
        return .hold
    }
}

extension MenuCoordinator: RouteHandling {
    package func handle(_ route: DemoRoute, animated: Bool) throws -> RouteResult {
        switch route {
        case .profile:
            try focusFirst(ProfileCoordinator.self, animated: animated)
            return .handled
        case .items, .item, .newItem:
            return .next(try focusFirst(ItemsHomeCoordinator.self, animated: animated), route)
        }
    }
}

extension ItemsHomeCoordinator: RouteHandling {
    package func handle(_ route: DemoRoute, animated: Bool) throws -> RouteResult {
        .next(try startItems(animated: animated), route)
    }
}

extension ItemsCoordinator: RouteHandling {
    /// Shows the link's screen: an item in the detail column (focused), the list or New Item in
    /// the list column (focused), whatever the split showed before.
    package func handle(_ route: DemoRoute, animated: Bool) throws -> RouteResult {
        switch route {
        case .item(let position):
            try list?.backToStart(animated: false)
            try showDetail(at: position, animated: animated)
        case .newItem: try showNewItem(animated: animated)
        case .items, .profile: try focusList(animated: animated)
        }
        return .handled
    }
}
