/// A screen type built from the scene file named after it, with its outlets and actions checked
/// when it is built.
///
/// UIFlow's `Instantiable` looks for a storyboard and returns a blank screen when there is none;
/// this one reads `<TypeName>.json` from a ``SceneLibrary`` and either returns a fully bound screen
/// or throws a ``SceneError`` that says what is wrong and where.
///
/// ```swift
/// final class LoginScreen: SceneScreen, Instantiable {
///     let email: TextFieldElement
///     let password: SecureTextFieldElement
///
///     required init(outlets: SceneOutlets) throws(SceneError) {
///         email = try outlets.element("email")
///         password = try outlets.element("password")
///         try super.init(outlets: outlets)
///     }
///
///     static let actions: [String: (LoginScreen) -> () -> Void] = ["logIn": LoginScreen.logIn]
///
///     func logIn() { print("log in \(email.text)") }
/// }
///
/// let screen = try LoginScreen.instantiate(from: library)
/// screen.email.text = "ada@example.com"
/// try (screen.element(withID: "login", as: ButtonElement.self))?.tap()   // calls logIn()
/// ```
@MainActor
public protocol Instantiable: SceneScreen {
    /// The scene file's name without `.json`; by default the type's name.
    static var sceneName: String { get }

    /// The library ``instantiate()`` reads from; by default ``SceneLibrary/standard``.
    static var sceneLibrary: SceneLibrary { get }

    /// The screen's action handlers by action name, the counterpart of `IBAction`s. Every action
    /// an element of the scene sends must have one. The default has none. Prefer a `static let`,
    /// which is built once, to a computed property, which is rebuilt for every screen.
    static var actions: [String: (Self) -> () -> Void] { get }

    /// Creates the screen, taking its outlets from `outlets`. ``SceneScreen`` implements it; a
    /// subclass with outlets overrides it and calls `super.init(outlets:)`.
    ///
    /// - Throws: the ``SceneError`` of an outlet that is missing or of the wrong kind.
    init(outlets: SceneOutlets) throws(SceneError)
}

// MARK: - Default implementations

extension Instantiable {
    public static var sceneName: String { String(describing: self) }

    public static var sceneLibrary: SceneLibrary { .standard }

    public static var actions: [String: (Self) -> () -> Void] { [:] }

    /// Builds the screen from its scene in ``sceneLibrary``.
    ///
    /// - Throws: a ``SceneError``; no screen is returned unless every binding holds.
    public static func instantiate() throws(SceneError) -> Self {
        try instantiate(from: sceneLibrary)
    }

    /// Builds the screen from its scene in `library`.
    ///
    /// The scene is read once and cached by the library. Every action the scene's elements send
    /// is checked against ``actions`` before the screen is created, and every outlet while it is
    /// created.
    ///
    /// - Throws: a ``SceneError``; no screen is returned unless every binding holds.
    public static func instantiate(from library: SceneLibrary) throws(SceneError) -> Self {
        let scene = try library.scene(named: sceneName)
        let actions = self.actions
        // Check every handler before building anything, so a missing one builds no screen.
        for element in scene.elements {
            if let action = element.action, actions[action] == nil {
                throw .actionWithoutHandler(
                    action, elementID: element.id, screen: String(describing: self), at: element.location)
            }
        }
        var elements: [SceneElement] = []
        elements.reserveCapacity(scene.elements.count)
        for element in scene.elements { elements.append(SceneElement.make(from: element)) }
        let screen = try Self(outlets: SceneOutlets(scene: scene, elements: elements, screenType: self))
        for element in elements {
            guard let action = element.actionName, let handler = actions[action] else { continue }
            // Weak: the screen owns its elements, and a renderer may keep an element longer.
            element.actionHandler = { [weak screen] in
                if let screen { handler(screen)() }
            }
        }
        return screen
    }
}
