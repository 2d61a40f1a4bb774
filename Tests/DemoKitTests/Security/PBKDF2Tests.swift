import XCTest

@testable import DemoKit

final class PBKDF2Tests: XCTestCase {
    /// RFC 7914, section 11 (PBKDF2-HMAC-SHA256).
    func testDeriveKey_RFC7914() {
        XCTAssertEqual(
            SHA256Tests.hex(
                PBKDF2.deriveKey(
                    password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1, length: 64)),
            "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
        XCTAssertEqual(
            SHA256Tests.hex(
                PBKDF2.deriveKey(
                    password: Array("Password".utf8), salt: Array("NaCl".utf8), iterations: 80_000, length: 64
                )),
            "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
                + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d")
    }

    /// RFC 6070's inputs with SHA-256 (the widely published values; Python's hashlib agrees).
    func testDeriveKey_RFC6070InputsWithSHA256() {
        let cases: [(String, String, Int, Int, String)] = [
            ("password", "salt", 1, 32, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
            (
                "password", "salt", 4096, 32,
                "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"
            ),
            (
                "passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40,
                "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9"
            ),
        ]
        for (password, salt, iterations, length, key) in cases {
            let derived = PBKDF2.deriveKey(
                password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations, length: length
            )
            XCTAssertEqual(SHA256Tests.hex(derived), key, "\(password) \(iterations)")
        }
    }
}
