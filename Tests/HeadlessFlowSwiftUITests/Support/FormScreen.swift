import HeadlessFlow

/// A scene screen with one element of every kind, built from an in-memory scene file, recording
/// what its actions saw.
final class FormScreen: SceneScreen, Instantiable {
    static let scene = """
        {"version": 1, "title": "Form", "elements": [
        {"kind": "imagePlaceholder", "id": "logo", "image": "Logo", "accessibilityLabel": "Our logo"},
        {"kind": "label", "id": "error", "text": "Wrong password"},
        {"kind": "textField", "id": "email", "placeholder": "Email", "text": "ada@example.com"},
        {"kind": "secureTextField", "id": "password", "placeholder": "Password"},
        {"kind": "toggle", "id": "remember", "title": "Remember me", "action": "remember"},
        {"kind": "list", "id": "plans", "items": ["Free", "Pro"], "action": "plan"},
        {"kind": "label", "id": "notice", "text": "", "hidden": true},
        {"kind": "button", "id": "go", "title": "Go", "action": "go"}
        ]}
        """

    var history: [String] = []

    static var actions: [String: (FormScreen) -> () -> Void] {
        ["remember": FormScreen.remember, "plan": FormScreen.plan, "go": FormScreen.go]
    }

    func remember() { history.append("remember") }
    func plan() { history.append("plan") }
    func go() { history.append("go") }

    static func make() throws -> FormScreen {
        try instantiate(from: SceneLibrary(sources: [.strings(["FormScreen": scene])]))
    }
}
