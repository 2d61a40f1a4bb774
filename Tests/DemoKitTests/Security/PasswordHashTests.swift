import Foundation
import XCTest

@testable import DemoKit

final class PasswordHashTests: XCTestCase {
    func testHash_VerifiesOnlyThePassword_SaltedDifferentlyEachTime() {
        let first = PasswordHash(password: "secret1", iterations: 1_000)
        let second = PasswordHash(password: "secret1", iterations: 1_000)
        XCTAssertTrue(first.verifies("secret1"))
        for wrong in ["secret2", "Secret1", "secret1 ", "", "secret"] {
            XCTAssertFalse(first.verifies(wrong), wrong)
        }
        XCTAssertEqual(first.salt.count, 16)
        XCTAssertNotEqual(first.salt, second.salt)
        XCTAssertNotEqual(first.hash, second.hash, "the same password hashes differently under another salt")
        XCTAssertFalse(first.encoded.contains("secret1"))
    }

    func testEncoded_RoundTripsAndMatchesAnIndependentPBKDF2() throws {
        // Python: base64(hashlib.pbkdf2_hmac("sha256", b"password", b"demo-account-salt", 10000, 32))
        let hash = PasswordHash(
            password: "password", salt: Array("demo-account-salt".utf8), iterations: 10_000)
        XCTAssertEqual(
            hash.encoded,
            "pbkdf2-sha256$10000$ZGVtby1hY2NvdW50LXNhbHQ=$4R4CWUS3XfCpQp44VA8LQ6lfD7QDRyt/dDepC//n54Y=")
        XCTAssertEqual(PasswordHash(encoded: hash.encoded), hash)
        XCTAssertTrue(Account.demo.verifies(password: "password"))
        XCTAssertFalse(Account.demo.verifies(password: "Password"))
    }

    /// A hostile data file cannot make a login spin for hours, or crash the decoder.
    func testDecode_MalformedOrHostile_Refused() {
        let salt = Data(repeating: 1, count: 16).base64EncodedString()
        let hash = Data(repeating: 2, count: 32).base64EncodedString()
        let cases = [
            "", "plain", "pbkdf2-sha256$1000$\(salt)", "md5$1000$\(salt)$\(hash)",
            "pbkdf2-sha256$0$\(salt)$\(hash)", "pbkdf2-sha256$-5$\(salt)$\(hash)",
            "pbkdf2-sha256$99999999999$\(salt)$\(hash)", "pbkdf2-sha256$1000$!!$\(hash)",
            "pbkdf2-sha256$1000$\(salt)$\(Data(repeating: 2, count: 31).base64EncodedString())",
            "pbkdf2-sha256$1000$\(Data(repeating: 1, count: 4).base64EncodedString())$\(hash)",
            "pbkdf2-sha256$1000$\(salt)$\(hash)$extra",
        ]
        for text in cases { XCTAssertNil(PasswordHash(encoded: text), text) }
        XCTAssertNotNil(PasswordHash(encoded: "pbkdf2-sha256$1000$\(salt)$\(hash)"))
    }

    func testConstantTimeEqual() {
        XCTAssertTrue(ConstantTime.equal([], []))
        XCTAssertTrue(ConstantTime.equal([1, 2, 3], [1, 2, 3]))
        XCTAssertFalse(ConstantTime.equal([1, 2, 3], [1, 2, 4]))
        XCTAssertFalse(ConstantTime.equal([1, 2, 3], [0, 2, 3]))
        XCTAssertFalse(ConstantTime.equal([1, 2, 3], [1, 2]))
    }
}
