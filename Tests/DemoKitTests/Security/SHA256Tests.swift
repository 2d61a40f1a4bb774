import XCTest

@testable import DemoKit

/// FIPS 180-4's examples (NIST's "SHA256.pdf" and the FIPS 180-2 appendix).
final class SHA256Tests: XCTestCase {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
            .joined()
    }

    func testHash_PublishedVectors() {
        let cases: [(String, String)] = [
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
        ]
        for (message, digest) in cases {
            XCTAssertEqual(Self.hex(SHA256.hash(Array(message.utf8))), digest, message)
        }
    }

    func testHash_OneMillionA() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000)
        for _ in 0..<1_000 { hasher.update(chunk) }
        XCTAssertEqual(
            Self.hex(hasher.finalize()), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the padding boundary (55, 56, 63, 64 bytes) give the digest of one update.
    func testHash_SplitUpdates_SameDigestAsOne() {
        let message = Array((0..<200).map { UInt8($0) })
        for split in [0, 1, 55, 56, 63, 64, 65, 128, 199] {
            var hasher = SHA256()
            hasher.update(message[..<split])
            hasher.update(message[split...])
            XCTAssertEqual(hasher.finalize(), SHA256.hash(message), "split at \(split)")
        }
        XCTAssertNotEqual(SHA256.hash(message[..<55]), SHA256.hash(message[..<56]))
    }
}
