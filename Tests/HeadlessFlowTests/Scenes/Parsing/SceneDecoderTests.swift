import XCTest

@testable import HeadlessFlow

final class SceneDecoderTests: XCTestCase {
    private func decode(_ text: String) throws(SceneError) -> SceneDescription {
        try SceneDecoder.decode(text, name: "TestScreen", file: "TestScreen.json")
    }

    private func location(_ line: Int, _ column: Int) -> SceneLocation {
        SceneLocation(file: "TestScreen.json", line: line, column: column)
    }

    func testDecode_EveryKind_ReadsPropertiesAndDefaults() throws {
        let scene = try decode(
            """
            {"version": 1, "title": "All", "elements": [
            {"kind": "label", "id": "a", "text": "Text"},
            {"kind": "textField", "id": "b"},
            {"kind": "textField", "id": "c", "placeholder": "P", "text": "T", "enabled": false},
            {"kind": "secureTextField", "id": "d", "placeholder": "Password"},
            {"kind": "button", "id": "e", "title": "Go", "action": "go"},
            {"kind": "list", "id": "f", "items": []},
            {"kind": "list", "id": "g", "items": ["x", "y"], "action": "pick"},
            {"kind": "toggle", "id": "h", "title": "On"},
            {"kind": "toggle", "id": "i", "title": "On", "isOn": true, "action": "flip"},
            {"kind": "imagePlaceholder", "id": "j", "image": "Logo"},
            {"kind": "imagePlaceholder", "id": "k", "image": "Logo", "accessibilityLabel": "Our logo"}
            ]}
            """)
        XCTAssertEqual(scene.name, "TestScreen")
        XCTAssertEqual(scene.file, "TestScreen.json")
        XCTAssertEqual(scene.version, 1)
        XCTAssertEqual(scene.title, "All")
        XCTAssertEqual(
            scene.elements,
            [
                ElementDescription(
                    id: "a", content: .label(text: "Text"), isEnabled: true, location: location(2, 1)),
                ElementDescription(
                    id: "b", content: .textField(placeholder: "", text: ""), isEnabled: true,
                    location: location(3, 1)),
                ElementDescription(
                    id: "c", content: .textField(placeholder: "P", text: "T"), isEnabled: false,
                    location: location(4, 1)),
                ElementDescription(
                    id: "d", content: .secureTextField(placeholder: "Password"), isEnabled: true,
                    location: location(5, 1)),
                ElementDescription(
                    id: "e", content: .button(title: "Go", action: "go"), isEnabled: true,
                    location: location(6, 1)),
                ElementDescription(
                    id: "f", content: .list(items: [], action: nil), isEnabled: true, location: location(7, 1)
                ),
                ElementDescription(
                    id: "g", content: .list(items: ["x", "y"], action: "pick"), isEnabled: true,
                    location: location(8, 1)),
                ElementDescription(
                    id: "h", content: .toggle(title: "On", isOn: false, action: nil), isEnabled: true,
                    location: location(9, 1)),
                ElementDescription(
                    id: "i", content: .toggle(title: "On", isOn: true, action: "flip"), isEnabled: true,
                    location: location(10, 1)),
                ElementDescription(
                    id: "j", content: .imagePlaceholder(image: "Logo", accessibilityLabel: nil),
                    isEnabled: true,
                    location: location(11, 1)),
                ElementDescription(
                    id: "k", content: .imagePlaceholder(image: "Logo", accessibilityLabel: "Our logo"),
                    isEnabled: true, location: location(12, 1)),
            ])
        XCTAssertEqual(
            scene.elements.map(\.kind.rawValue).joined(separator: ","),
            "label,textField,textField,secureTextField,button,list,list,toggle,toggle,imagePlaceholder,imagePlaceholder"
        )
        XCTAssertEqual(
            scene.elements.map { $0.action ?? "-" },
            ["-", "-", "-", "-", "go", "-", "pick", "-", "flip", "-", "-"])
        XCTAssertEqual(scene.element(withID: "g")?.kind, .list)
        XCTAssertNil(scene.element(withID: "z"))
    }

    @MainActor func testDecode_Hidden_IsReadAndDefaultsToShown() async throws {
        let scene = try decode(
            """
            {"version": 1, "elements": [
            {"kind": "label", "id": "a", "text": "A", "hidden": true},
            {"kind": "label", "id": "b", "text": "B", "hidden": false},
            {"kind": "label", "id": "c", "text": "C"}
            ]}
            """)

        XCTAssertEqual(scene.elements.map(\.isHidden), [true, false, false])
        XCTAssertEqual(
            scene.elements.map { SceneElement.make(from: $0).isHidden }, [true, false, false])
    }

    func testDecode_HiddenNotABoolean_ThrowsNamingTheElement() {
        XCTAssertThrowsError(
            try decode(
                #"{"version": 1, "elements": [{"kind": "label", "id": "a", "text": "A", "hidden": "yes"}]}"#)
        ) { error in
            XCTAssertEqual(
                error as? SceneError,
                .wrongPropertyType(
                    "hidden", elementID: "a", expected: "boolean", found: "string", at: location(1, 81)))
        }
    }

    func testDecode_NoTitle_UsesAnEmptyTitle() throws {
        XCTAssertEqual(try decode(#"{"version": 1, "elements": []}"#).title, "")
    }

    func testDecode_VersionIsCheckedBeforeAnythingElse() {
        // An unknown property and a bad element would also be errors; the version explains them.
        XCTAssertThrowsError(try decode(#"{"future": 1, "elements": [3], "version": 7}"#)) { error in
            XCTAssertEqual(error as? SceneError, .unsupportedVersion(7, supported: [1], at: location(1, 43)))
        }
    }

    func testDecode_ErrorsNameTheElementAndPosition() {
        let cases: [(String, SceneError)] = [
            (
                #"{"elements": []}"#,
                .missingProperty("version", elementID: nil, at: location(1, 1))
            ),
            (
                #"{"version": "1", "elements": []}"#,
                .wrongPropertyType(
                    "version", elementID: nil, expected: "integer", found: "string", at: location(1, 13))
            ),
            (
                #"{"version": 1.5, "elements": []}"#,
                .wrongPropertyType(
                    "version", elementID: nil, expected: "integer", found: "number", at: location(1, 13))
            ),
            (
                #"{"version": 1, "elements": {}}"#,
                .wrongPropertyType(
                    "elements", elementID: nil, expected: "array", found: "object", at: location(1, 28))
            ),
            (
                #"{"version": 1, "title": null, "elements": []}"#,
                .wrongPropertyType(
                    "title", elementID: nil, expected: "string", found: "null", at: location(1, 25))
            ),
            (
                #"{"version": 1, "titel": "A", "elements": []}"#,
                .unknownProperty("titel", elementID: nil, closestMatch: "title", at: location(1, 16))
            ),
            (
                #"{"version": 1, "elements": ["label"]}"#,
                .wrongPropertyType(
                    "elements[0]", elementID: nil, expected: "object", found: "string", at: location(1, 29))
            ),
            (
                #"{"version": 1, "elements": [{"id": "a"}]}"#,
                .missingProperty("kind", elementID: "a", at: location(1, 29))
            ),
            (
                #"{"version": 1, "elements": [{"kind": "label", "text": "A"}]}"#,
                .missingProperty("id", elementID: nil, at: location(1, 29))
            ),
            (
                #"{"version": 1, "elements": [{"kind": "label", "id": "", "text": "A"}]}"#,
                .wrongPropertyType(
                    "id", elementID: nil, expected: "non-empty string", found: "empty string",
                    at: location(1, 53))
            ),
            (
                #"{"version": 1, "elements": [{"kind": 3, "id": "a"}]}"#,
                .wrongPropertyType(
                    "kind", elementID: "a", expected: "string", found: "integer", at: location(1, 38))
            ),
            (
                #"{"version": 1, "elements": [{"kind": "slider", "id": "a"}]}"#,
                .unknownElementKind("slider", elementID: "a", closestMatch: nil, at: location(1, 38))
            ),
            (
                #"{"version": 1, "elements": [{"kind": "button", "id": "b", "title": "B", "action": ""}]}"#,
                .wrongPropertyType(
                    "action", elementID: "b", expected: "non-empty string", found: "empty string",
                    at: location(1, 83))
            ),
            (
                #"{"version": 1, "elements": [{"kind": "list", "id": "l", "items": "a, b"}]}"#,
                .wrongPropertyType(
                    "items", elementID: "l", expected: "array", found: "string", at: location(1, 66))
            ),
            (
                #"{"version": 1, "elements": [{"kind": "label", "id": "a", "text": "A", "enabled": 0}]}"#,
                .wrongPropertyType(
                    "enabled", elementID: "a", expected: "boolean", found: "integer", at: location(1, 82))
            ),
            (
                #"{"version": 1, "elements": [{"kind": "label", "id": "a", "text": "A", "action": "go"}]}"#,
                .unknownProperty("action", elementID: "a", closestMatch: nil, at: location(1, 71))
            ),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try decode(text), text) { error in
                XCTAssertEqual(error as? SceneError, expected, text)
            }
        }
    }
}
