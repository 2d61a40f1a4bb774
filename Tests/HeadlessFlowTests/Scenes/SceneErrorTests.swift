import Foundation
import XCTest

@testable import HeadlessFlow

/// One test per ``SceneError`` case, each asserting the whole message a person reads.
final class SceneErrorTests: XCTestCase {
    private func loadError(_ text: String, name: String = "BadScreen") -> SceneError? {
        do {
            _ = try SceneTestScreens.library([name: text]).scene(named: name)
            return nil
        } catch {
            return error
        }
    }

    private func instantiateError<Screen: Instantiable>(
        _ type: Screen.Type, _ text: String
    ) -> SceneError? where Screen.Dependencies == Void {
        MainActor.assumeIsolated { () -> SceneError? in
            do throws(SceneError) {
                _ = try type.instantiate(from: SceneTestScreens.library([type.sceneName: text]))
                return nil
            } catch {
                return error
            }
        }
    }

    func testSceneNotFound_ListsEveryPlaceSearched() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("no-scenes-here")
        let library = SceneLibrary(sources: [
            .strings(["WelcomeScreen": "{}", "AboutScreen": "{}"]),
            .directory(directory),
        ])
        XCTAssertThrowsError(try library.scene(named: "LoginScreen")) { error in
            XCTAssertEqual(
                (error as? SceneError)?.description,
                """
                no scene file for 'LoginScreen' was found; searched:
                  - in-memory scenes (AboutScreen, WelcomeScreen)
                  - \(directory.path)/LoginScreen.json
                """)
        }
    }

    func testMalformedJSON_PointsAtTheUnexpectedCharacter() {
        let error = loadError(
            """
            {
                "version": 1,
                "title": "Broken"
                "elements": []
            }
            """)
        XCTAssertEqual(
            error?.description, "BadScreen.json:4:5: malformed JSON: unexpected '\"', expected ',' or '}'")
        XCTAssertEqual(error?.location, SceneLocation(file: "BadScreen.json", line: 4, column: 5))
    }

    func testUnsupportedVersion_NamesTheVersionsThisLibraryReads() {
        let error = loadError(#"{"version": 2, "shinyNewThing": true, "elements": []}"#)
        XCTAssertEqual(
            error?.description,
            "BadScreen.json:1:13: unsupported scene version 2; this library reads version 1")
    }

    func testUnknownElementKind_SuggestsTheClosestKind() {
        let error = loadError(
            """
            {"version": 1, "elements": [
              {"kind": "textfeld", "id": "email"}
            ]}
            """)
        XCTAssertEqual(
            error?.description,
            "BadScreen.json:2:12: unknown element kind 'textfeld' on element 'email'; did you mean 'textField'?"
                + "; the kinds are label, textField, secureTextField, button, list, toggle, imagePlaceholder")
        XCTAssertEqual(error?.elementID, "email")
    }

    func testDuplicateElementID_PointsAtBothElements() {
        let error = loadError(
            """
            {"version": 1, "elements": [
              {"kind": "label", "id": "title", "text": "A"},
              {"kind": "label", "id": "title", "text": "B"}
            ]}
            """)
        XCTAssertEqual(
            error?.description,
            "BadScreen.json:3:27: duplicate element id 'title'; the first is at line 2, column 27")
    }

    func testDuplicateProperty_PointsAtBothKeys() {
        let error = loadError(
            """
            {"version": 1, "elements": [
              {"kind": "label", "id": "title", "text": "A", "text": "B"}
            ]}
            """)
        XCTAssertEqual(
            error?.description,
            "BadScreen.json:2:49: property 'text' on element 'title' is set twice; the first is at line 2, column 36"
        )
    }

    func testMissingRequiredProperty_NamesTheElementAndProperty() {
        let error = loadError(
            """
            {"version": 1, "elements": [
              {"kind": "button", "id": "login", "title": "Log in"}
            ]}
            """)
        XCTAssertEqual(
            error?.description, "BadScreen.json:2:3: element 'login' is missing required property 'action'")
    }

    func testMissingRequiredProperty_OfTheScene_NamesTheScene() {
        let error = loadError(#"{"version": 1, "title": "Empty"}"#)
        XCTAssertEqual(
            error?.description, "BadScreen.json:1:1: the scene is missing required property 'elements'")
    }

    func testWrongPropertyType_SaysWhatWasExpectedAndFound() {
        let error = loadError(
            """
            {"version": 1, "elements": [
              {"kind": "toggle", "id": "remember", "title": "Remember me",
               "isOn": "yes"}
            ]}
            """)
        XCTAssertEqual(
            error?.description,
            "BadScreen.json:3:12: property 'isOn' of element 'remember' must be a boolean, found a string")
    }

    func testWrongPropertyType_InsideAnArray_NamesTheIndex() {
        let error = loadError(
            #"{"version": 1, "elements": [{"kind": "list", "id": "l", "items": ["a", 2]}]}"#)
        XCTAssertEqual(
            error?.description,
            "BadScreen.json:1:72: property 'items[1]' of element 'l' must be a string, found an integer")
    }

    func testWrongPropertyType_OfTheWholeFile_SaysTheSceneMustBeAnObject() {
        XCTAssertEqual(
            loadError("[]")?.description, "BadScreen.json:1:1: the scene must be an object, found an array")
    }

    func testUnknownProperty_SuggestsTheClosestProperty() {
        let error = loadError(
            """
            {"version": 1, "elements": [
              {"kind": "textField", "id": "email", "placehodler": "Email"}
            ]}
            """)
        XCTAssertEqual(
            error?.description,
            "BadScreen.json:2:40: unknown property 'placehodler' on element 'email'; did you mean 'placeholder'?"
        )
    }

    func testOutletMissing_NamesTheScreenAndExpectedKind() {
        let error = instantiateError(SceneTestScreens.EmailScreen.self, #"{"version": 1, "elements": []}"#)
        XCTAssertEqual(
            error?.description,
            "EmailScreen.json: EmailScreen binds outlet 'email' (a textField), but the scene has no element with that id"
        )
        XCTAssertEqual(error?.file, "EmailScreen.json")
    }

    func testOutletBoundToTheWrongKind_NamesBothKinds() {
        let error = instantiateError(
            SceneTestScreens.EmailScreen.self,
            """
            {"version": 1, "elements": [
              {"kind": "secureTextField", "id": "email"}
            ]}
            """)
        XCTAssertEqual(
            error?.description,
            "EmailScreen.json:2:3: EmailScreen binds outlet 'email' as a textField, but the element is a secureTextField"
        )
    }

    func testActionWithNoHandler_NamesTheActionAndTheElement() {
        let error = instantiateError(
            SceneTestScreens.SilentScreen.self,
            """
            {"version": 1, "elements": [
              {"kind": "button", "id": "go", "title": "Go", "action": "go"}
            ]}
            """)
        XCTAssertEqual(
            error?.description,
            "SilentScreen.json:2:3: element 'go' sends action 'go', but SilentScreen has no handler for it (neither SilentScreen.actions nor a case of SilentScreen.Action)"
        )
    }

    func testTypeNotRegistered_ListsTheClosestRegisteredNames() throws {
        try MainActor.assumeIsolated {
            let registry = ScreenRegistry(library: SceneTestScreens.fixtureLibrary())
            try registry.register(SceneTestScreens.LoginScreen.self)
            try registry.register(SceneTestScreens.WelcomeScreen.self)
            XCTAssertThrowsError(try registry.instantiate(named: "LogInScreen")) { error in
                XCTAssertEqual(
                    (error as? SceneError)?.description,
                    "no screen type named 'LogInScreen' is registered; did you mean 'LoginScreen'?")
            }
            XCTAssertThrowsError(try registry.instantiate(named: "Settings")) { error in
                XCTAssertEqual(
                    (error as? SceneError)?.description, "no screen type named 'Settings' is registered")
            }
        }
    }

    func testTypeAlreadyRegistered_NamesTheExistingType() throws {
        try MainActor.assumeIsolated {
            let registry = ScreenRegistry()
            try registry.register(SceneTestScreens.LoginScreen.self)
            XCTAssertThrowsError(try registry.register(OtherModule.LoginScreen.self)) { error in
                XCTAssertEqual(
                    (error as? SceneError)?.description,
                    "the name 'LoginScreen' is already registered for HeadlessFlowTests.SceneTestScreens.LoginScreen"
                )
            }
        }
    }
}

/// A second type named `LoginScreen`, as another module might declare.
private enum OtherModule {
    final class LoginScreen: SceneScreen, Instantiable {}
}
