import Foundation
import HeadlessFlow

/// Screens built from the scene fixtures, nested so their short names (which name the scene files)
/// cannot clash with other tests' types.
enum SceneTestScreens {
    /// A library over the fixture files bundled with the tests.
    static func fixtureLibrary() -> SceneLibrary {
        SceneLibrary(sources: [.bundle(.module, subdirectory: "Scenes")])
    }

    /// A library over in-memory scene texts.
    static func library(_ texts: [String: String]) -> SceneLibrary {
        SceneLibrary(sources: [.strings(texts)])
    }

    /// The fixture `LoginScreen.json` with every element kind, bound the way an app would bind it.
    final class LoginScreen: SceneScreen, Instantiable {
        let email: TextFieldElement
        let password: SecureTextFieldElement
        let remember: ToggleElement
        let accounts: ListElement
        let login: ButtonElement

        /// What the action handlers saw, in order.
        var history: [String] = []

        override init(outlets: SceneOutlets) throws(SceneError) {
            email = try outlets.element("email")
            password = try outlets.element("password")
            remember = try outlets.element("remember")
            accounts = try outlets.element("accounts")
            login = try outlets.element("login")
            try super.init(outlets: outlets)
        }

        static var actions: [String: (LoginScreen) -> () -> Void] {
            [
                "logIn": LoginScreen.logIn,
                "rememberChanged": LoginScreen.rememberChanged,
                "accountSelected": LoginScreen.accountSelected,
            ]
        }

        func logIn() {
            history.append("logIn(\(email.text), \(password.text.count) characters)")
        }

        func rememberChanged() {
            history.append("rememberChanged(\(remember.isOn))")
        }

        func accountSelected() {
            email.text = accounts.selectedItem ?? ""
            history.append("accountSelected(\(accounts.selectedRow.map(String.init) ?? "nil"))")
        }
    }

    /// The fixture `WelcomeScreen.json`.
    final class WelcomeScreen: SceneScreen, Instantiable {
        let greeting: LabelElement
        var startCount = 0

        override init(outlets: SceneOutlets) throws(SceneError) {
            greeting = try outlets.element("greeting")
            try super.init(outlets: outlets)
        }

        static var actions: [String: (WelcomeScreen) -> () -> Void] {
            ["start": WelcomeScreen.start]
        }

        func start() { startCount += 1 }
    }

    /// Binds an outlet `email` as a text field; scenes in tests vary what `email` really is.
    final class EmailScreen: SceneScreen, Instantiable {
        let email: TextFieldElement

        override init(outlets: SceneOutlets) throws(SceneError) {
            email = try outlets.element("email")
            try super.init(outlets: outlets)
        }
    }

    /// Declares no action handlers.
    final class SilentScreen: SceneScreen, Instantiable {}

    /// Uses the scene of another name.
    final class RenamedScreen: SceneScreen, Instantiable {
        static var sceneName: String { "WelcomeScreen" }
        static var actions: [String: (RenamedScreen) -> () -> Void] { ["start": { _ in {} }] }
    }
}
