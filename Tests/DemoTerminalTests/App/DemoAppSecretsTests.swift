import Foundation
import XCTest

@testable import DemoKit
@testable import DemoTerminal

/// What typed secrets look like when they are shown again.
final class DemoAppSecretsTests: XCTestCase {
    @MainActor
    func testEchoText_SecureFieldValue_MaskedCharacterForCharacter() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        app.expectSuccess("1")
        let cases: [(String, String)] = [
            ("set password secret1", "set password *******"),
            ("password=secret1", "password=*******"),
            ("PASSWORD=a b", "PASSWORD=***"),
            ("password  a b ", "password  *** "),
            ("  set Password  two words  ", "  set Password  *********  "),
            ("set email secret1", "set email secret1"),
            ("set password", "set password"),
            ("bogus secret1", "bogus secret1"),
            ("1", "1"),
        ]
        for (line, shown) in cases {
            XCTAssertEqual(app.echoText(for: line), shown, line)
            XCTAssertEqual(app.echoText(for: line).count, line.count, line)
        }
        // On a screen without a password field, a password is still a secret.
        app.expectSuccess("set email demo@example.com")
        app.expectSuccess("set password password")
        app.expectSuccess("1")
        XCTAssertEqual(app.visibleScreen?.title, "Items Home")
        for (line, shown) in cases {
            XCTAssertEqual(app.echoText(for: line), shown, "on Items Home: \(line)")
        }
    }

    /// Every secure field of every bundled scene is among the words that mark a secret on any
    /// screen, so a new password field is masked everywhere from the start.
    func testSecretFieldNames_CoverEverySecureFieldOfTheScenes() throws {
        let scenes = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Demo/DemoKit/Scenes")
        var secureIDs: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: scenes.path)
        where name.hasSuffix(".json") {
            let object = try JSONSerialization.jsonObject(
                with: Data(contentsOf: scenes.appendingPathComponent(name)))
            let elements = (object as? [String: Any])?["elements"] as? [[String: Any]] ?? []
            for element in elements where element["kind"] as? String == "secureTextField" {
                secureIDs.insert((element["id"] as? String ?? "").lowercased())
            }
        }
        XCTAssertEqual(secureIDs, ["password"], "the scenes' secure fields")
        XCTAssertTrue(secureIDs.isSubset(of: TerminalDemo.secretFieldNames))
    }

    @MainActor
    func testSecureFieldToAskFor_OnlyASecureFieldWithoutValue() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        XCTAssertNil(app.secureFieldToAskFor(in: "set password"), "Onboarding has no fields")
        app.expectSuccess("1")
        XCTAssertEqual(app.secureFieldToAskFor(in: "set password"), "password")
        XCTAssertEqual(app.secureFieldToAskFor(in: " set PASSWORD "), "password")
        for line in ["password=", "set password x", "set email", "set nope", "1"] {
            XCTAssertNil(app.secureFieldToAskFor(in: line), line)
        }
    }

    /// Random lines from a hostile alphabet: nothing crashes, the echo keeps every character's
    /// place, and a password typed after `password=` never shows.
    @MainActor
    func testEchoTextAndHandle_RandomHostileLines_NeverCrashOrLeak() async throws {
        let directory = try TemporaryDirectory()
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start()
        app.expectSuccess("1")
        let alphabet: [String] = [
            "set", "password", "PASSWORD", "email", "=", " ", "  ", "\t", "\u{85}", "\u{3000}", "\u{A0}",
            "\u{301}", "\u{1B}[", "\u{0}", "x", "é", "日", "🍮", "\r\n", "open", "9", "-", "back", "tab",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...8, using: &generator))
                .map { _ in alphabet.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(app.echoText(for: line).count, line.count, line.debugDescription)
            let secret = "password=s3cr3t" + line
            XCTAssertFalse(app.echoText(for: secret).contains("s3cr3t"), secret.debugDescription)
            _ = app.secureFieldToAskFor(in: line)
        }
        for _ in 0..<300 {
            let line = (0..<Int.random(in: 0...6, using: &generator))
                .map { _ in alphabet.randomElement(using: &generator)! }.joined()
            _ = app.handle(line)
            if app.visibleScreen?.title != "Login" { _ = app.handle("back") }
        }
    }
}
