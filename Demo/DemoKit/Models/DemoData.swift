import HeadlessFlow

/// Everything the demo persists, as one JSON document.
public struct DemoData: Codable, Sendable, Equatable {
    /// The file format version this build writes.
    public static let currentVersion = 1

    /// The format version of the file.
    public var version: Int
    /// Whether the user has seen the onboarding screen.
    public var hasCompletedOnboarding: Bool
    /// The user's items, in list order.
    public var items: [Item]
    /// Accounts created with the registration screen (the demo account is built in).
    public var accounts: [Account]
    /// Where the user was: the whole navigation, as the last command left it.
    public var navigation: NavigationSnapshot?
    /// Why the file's navigation could not be read, if it could not; never written. The rest of
    /// the file still loads: a navigation this build cannot read only costs the user their place.
    public var navigationProblem: String?

    /// Creates the data of a first run: the seed items, no onboarding yet, no extra accounts.
    public init(
        hasCompletedOnboarding: Bool = false,
        items: [Item] = Item.seed,
        accounts: [Account] = [],
        navigation: NavigationSnapshot? = nil
    ) {
        self.version = Self.currentVersion
        self.hasCompletedOnboarding = hasCompletedOnboarding
        self.items = items
        self.accounts = accounts
        self.navigation = navigation
    }

    private enum CodingKeys: String, CodingKey {
        case version, hasCompletedOnboarding, items, accounts, navigation
    }

    /// Decodes the data strictly, and the navigation leniently: another snapshot version, or
    /// anything that is not a snapshot, leaves ``navigation`` empty and says why in
    /// ``navigationProblem``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        hasCompletedOnboarding = try container.decode(Bool.self, forKey: .hasCompletedOnboarding)
        items = try container.decode([Item].self, forKey: .items)
        accounts = try container.decode([Account].self, forKey: .accounts)
        do {
            navigation = try container.decodeIfPresent(NavigationSnapshot.self, forKey: .navigation)
        } catch let error as DecodingError {
            navigationProblem = DemoStore.describe(error)
        } catch {
            navigationProblem = "\(error)"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(hasCompletedOnboarding, forKey: .hasCompletedOnboarding)
        try container.encode(items, forKey: .items)
        try container.encode(accounts, forKey: .accounts)
        try container.encodeIfPresent(navigation, forKey: .navigation)
    }
}
