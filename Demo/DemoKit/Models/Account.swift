/// A login the demo accepts. The demo keeps passwords in plain text in its data file: it is a
/// demonstration of navigation, not of security.
public struct Account: Codable, Sendable, Equatable, Hashable {
    /// The email address the user logs in with, lowercased.
    public var email: String
    /// The password.
    public var password: String

    /// Creates an account.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }

    /// The account that always exists; the Login screen shows it.
    public static let demo = Account(email: "demo@example.com", password: "password")
}
