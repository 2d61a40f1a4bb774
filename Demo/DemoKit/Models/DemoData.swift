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

    /// Creates the data of a first run: the seed items, no onboarding yet, no extra accounts.
    public init(
        hasCompletedOnboarding: Bool = false,
        items: [Item] = Item.seed,
        accounts: [Account] = []
    ) {
        self.version = Self.currentVersion
        self.hasCompletedOnboarding = hasCompletedOnboarding
        self.items = items
        self.accounts = accounts
    }
}
