/// A login the demo accepts. The data file keeps a salted hash of the password, never the
/// password; files from older builds that kept it in plain text are still read, and their
/// accounts are upgraded to a hash on the next save.
public struct Account: Codable, Sendable, Equatable, Hashable {
    /// What the account checks a password against.
    package enum Credential: Sendable, Hashable {
        case hashed(PasswordHash)
        /// Read from an older file; hashed when the file is next written.
        case plain(String)
    }

    /// The email address the user logs in with, lowercased.
    public var email: String
    package var credential: Credential

    /// Creates an account whose password is hashed with a new salt.
    public init(email: String, password: String) {
        self.init(email: email, credential: .hashed(PasswordHash(password: password)))
    }

    /// Creates an account whose password is hashed with a new salt and `iterations` rounds.
    package init(email: String, password: String, iterations: Int) {
        self.init(email: email, credential: .hashed(PasswordHash(password: password, iterations: iterations)))
    }

    package init(email: String, credential: Credential) {
        self.email = email
        self.credential = credential
    }

    /// Whether `password` opens this account.
    public func verifies(password: String) -> Bool {
        switch credential {
        case .hashed(let hash): hash.verifies(password)
        case .plain(let stored): ConstantTime.equal(Array(stored.utf8), Array(password.utf8))
        }
    }

    /// This account with its password hashed, if it was still in plain text.
    package func upgraded() -> Account {
        guard case .plain(let password) = credential else { return self }
        return Account(email: email, password: password)
    }

    /// Whether the password is still kept in plain text (an account from an older file).
    package var needsUpgrade: Bool {
        if case .plain = credential { true } else { false }
    }

    /// The account that always exists; the Login screen shows it (`password`).
    public static let demo = Account(
        email: "demo@example.com",
        credential: .hashed(
            PasswordHash(
                encoded: "pbkdf2-sha256$10000$ZGVtby1hY2NvdW50LXNhbHQ=$"
                    + "4R4CWUS3XfCpQp44VA8LQ6lfD7QDRyt/dDepC//n54Y=")!))

    private enum CodingKeys: String, CodingKey {
        case email
        case passwordHash
        /// Older files.
        case password
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        email = try container.decode(String.self, forKey: .email)
        if let encoded = try container.decodeIfPresent(String.self, forKey: .passwordHash) {
            guard let hash = PasswordHash(encoded: encoded) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .passwordHash, in: container,
                    debugDescription: "not a password hash this build reads")
            }
            credential = .hashed(hash)
        } else {
            credential = .plain(try container.decode(String.self, forKey: .password))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(email, forKey: .email)
        guard case .hashed(let hash) = upgraded().credential else { return }
        try container.encode(hash.encoded, forKey: .passwordHash)
    }
}
