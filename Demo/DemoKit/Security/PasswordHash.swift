import Foundation

/// A salted, iterated hash of a password (PBKDF2-HMAC-SHA256), as the data file stores it:
/// `pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>`.
///
/// This is a demo's login, not a credential store: the hash keeps a password from being read
/// out of the file, nothing more.
package struct PasswordHash: Sendable, Hashable, CustomStringConvertible {
    /// The rounds a new hash takes. A demo's choice: a few milliseconds in a release build and
    /// about a tenth of a second in the debug build `swift run demo` makes. A real credential
    /// store would take far more (OWASP suggests 600,000 for PBKDF2-HMAC-SHA256) and a vetted
    /// library. The count is stored with each hash, so raising it later keeps old hashes valid.
    package static let defaultIterations = 10_000
    /// More rounds than this in a file is refused: a hostile file could otherwise stall every login.
    package static let maximumIterations = 10_000_000
    package static let scheme = "pbkdf2-sha256"

    package let iterations: Int
    package let salt: [UInt8]
    package let hash: [UInt8]

    /// Hashes `password` with a new random 16-byte salt.
    package init(password: String, iterations: Int = Self.defaultIterations) {
        var generator = SystemRandomNumberGenerator()
        self.init(password: password, salt: (0..<16).map { _ in generator.next() }, iterations: iterations)
    }

    package init(password: String, salt: [UInt8], iterations: Int) {
        self.iterations = iterations
        self.salt = salt
        hash = PBKDF2.deriveKey(
            password: Array(password.utf8), salt: salt, iterations: iterations, length: SHA256.digestSize)
    }

    /// Reads the stored form; `nil` if it is not one this build writes.
    package init?(encoded: String) {
        let parts = encoded.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == Self.scheme,
            let iterations = Int(parts[1]), (1...Self.maximumIterations).contains(iterations),
            let salt = Data(base64Encoded: String(parts[2])), (8...64).contains(salt.count),
            let hash = Data(base64Encoded: String(parts[3])), hash.count == SHA256.digestSize
        else { return nil }
        self.iterations = iterations
        self.salt = Array(salt)
        self.hash = Array(hash)
    }

    /// The stored form.
    package var encoded: String {
        "\(Self.scheme)$\(iterations)$\(Data(salt).base64EncodedString())$\(Data(hash).base64EncodedString())"
    }

    package var description: String { encoded }

    /// Whether `password` is the one hashed, compared in constant time.
    package func verifies(_ password: String) -> Bool {
        let candidate = PBKDF2.deriveKey(
            password: Array(password.utf8), salt: salt, iterations: iterations, length: SHA256.digestSize)
        return ConstantTime.equal(candidate, hash)
    }
}
