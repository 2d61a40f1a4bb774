import Foundation
import HeadlessFlow

// MARK: - Scene text

/// A login-like scene with every element kind; `variant` makes each file's bytes distinct.
private func sceneText(variant: Int) -> String {
    """
    {
        "version": 1,
        "title": "Log in \(variant)",
        "elements": [
            { "kind": "imagePlaceholder", "id": "logo", "image": "AppLogo", "accessibilityLabel": "Logo" },
            { "kind": "label", "id": "headline", "text": "Welcome back, screen \(variant)" },
            { "kind": "textField", "id": "email", "placeholder": "Email" },
            { "kind": "secureTextField", "id": "password", "placeholder": "Password" },
            { "kind": "toggle", "id": "remember", "title": "Remember me", "isOn": true, "action": "remember" },
            { "kind": "list", "id": "accounts", "items": ["ada@example.com", "grace@example.com"], "action": "pick" },
            { "kind": "button", "id": "login", "title": "Log in", "action": "logIn" }
        ]
    }
    """
}

/// The same file decoded the plain way: Codable structs with no validation and no positions.
private struct PlainScene: Decodable {
    let version: Int
    let title: String?
    let elements: [PlainElement]
}

private struct PlainElement: Decodable {
    let kind: String
    let id: String
    let enabled: Bool?
    let text: String?
    let placeholder: String?
    let title: String?
    let action: String?
    let items: [String]?
    let isOn: Bool?
    let image: String?
    let accessibilityLabel: String?
}

// MARK: - Screens

private final class BenchLoginScreen: SceneScreen, Instantiable {
    let email: TextFieldElement
    let password: SecureTextFieldElement
    let remember: ToggleElement
    let accounts: ListElement
    let login: ButtonElement

    override init(outlets: SceneOutlets) throws(SceneError) {
        email = try outlets.element("email")
        password = try outlets.element("password")
        remember = try outlets.element("remember")
        accounts = try outlets.element("accounts")
        login = try outlets.element("login")
        try super.init(outlets: outlets)
    }

    static var sceneName: String { "LoginScreen0" }

    static let actions: [String: (BenchLoginScreen) -> () -> Void] = [
        "logIn": BenchLoginScreen.logIn, "remember": BenchLoginScreen.noop, "pick": BenchLoginScreen.noop,
    ]

    func logIn() {}
    func noop() {}
}

/// The same screen and elements constructed in code, with the same action wiring.
private final class DirectLoginScreen: Screen {
    let elements: [SceneElement]
    let email: TextFieldElement
    let password: SecureTextFieldElement
    let remember: ToggleElement
    let accounts: ListElement
    let login: ButtonElement

    init() {
        email = TextFieldElement(id: "email", placeholder: "Email")
        password = SecureTextFieldElement(id: "password", placeholder: "Password")
        remember = ToggleElement(id: "remember", title: "Remember me", isOn: true, action: "remember")
        accounts = ListElement(
            id: "accounts", items: ["ada@example.com", "grace@example.com"], action: "pick")
        login = ButtonElement(id: "login", title: "Log in", action: "logIn")
        elements = [
            ImagePlaceholderElement(id: "logo", image: "AppLogo", accessibilityLabel: "Logo"),
            LabelElement(id: "headline", text: "Welcome back, screen 0"),
            email, password, remember, accounts, login,
        ]
        super.init(title: "Log in 0")
        remember.actionHandler = { [weak self] in self?.noop() }
        accounts.actionHandler = { [weak self] in self?.noop() }
        login.actionHandler = { [weak self] in self?.logIn() }
    }

    func logIn() {}
    func noop() {}
}

// MARK: - Scenarios

@MainActor
func runSceneBenchmarks() {
    let count = 1_000
    let names = (0..<count).map { "LoginScreen\($0)" }
    let texts = (0..<count).map(sceneText(variant:))
    let datas = texts.map { Data($0.utf8) }
    let byName = Dictionary(uniqueKeysWithValues: zip(names, texts))
    let decoder = JSONDecoder()

    // Parse, validate and cache every file with a fresh library, against decoding the same bytes.
    bench(
        "scene.cold-load", iterations: 20, divisor: count,
        scenario: { _ in
            let library = SceneLibrary(sources: [.strings(byName)])
            for name in names { blackHole(try? library.scene(named: name)) }
        },
        baseline: "JSONDecoder-plain-structs",
        { _ in
            for data in datas { blackHole(try? decoder.decode(PlainScene.self, from: data)) }
        })

    // The same 1,000 files read from disk: one operation loads all of them.
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("HeadlessFlowSceneBenchmarks-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let urls = names.map { directory.appendingPathComponent("\($0).json") }
    for (url, data) in zip(urls, datas) { try? data.write(to: url) }
    bench(
        "scene.cold-load-1000-files-disk", iterations: 3,
        scenario: { _ in
            let library = SceneLibrary(sources: [.directory(directory)])
            for name in names { blackHole(try? library.scene(named: name)) }
        },
        baseline: "read+JSONDecoder-1000-files-disk",
        { _ in
            for url in urls {
                blackHole(
                    (try? Data(contentsOf: url)).flatMap { try? decoder.decode(PlainScene.self, from: $0) })
            }
        })

    // Building a screen from a cached scene, against building the same screen in code.
    let library = SceneLibrary(sources: [.strings(["LoginScreen0": texts[0]])])
    _ = try? BenchLoginScreen.instantiate(from: library)
    bench(
        "scene.instantiate-cached", iterations: 20_000,
        scenario: { _ in blackHole(try? BenchLoginScreen.instantiate(from: library)) },
        baseline: "direct-construction",
        { _ in blackHole(DirectLoginScreen()) })
}
