/// A screen type built from the scene file named after it, with its outlets, dependencies and
/// actions checked when it is built.
///
/// UIFlow's `Instantiable` looks for a storyboard and returns a blank screen when there is none;
/// this one reads `<TypeName>.json` from a ``SceneLibrary`` and either returns a fully bound screen
/// or throws a ``SceneError`` that says what is wrong and where.
///
/// A screen receives what it needs when it is built: its outlets, and the value it declares as
/// its ``Dependencies`` (a view-model, or a struct of services), so both can be `let`s. Its
/// actions are the cases of its ``Action`` enum, handled by ``perform(_:)``:
///
/// ```swift
/// final class LoginScreen: SceneScreen, Instantiable {
///     let email: TextFieldElement
///     let viewModel: LoginViewModel
///
///     init(outlets: SceneOutlets, dependencies viewModel: LoginViewModel) throws(SceneError) {
///         email = try outlets.element("email")
///         self.viewModel = viewModel
///         try super.init(outlets: outlets)
///     }
///
///     enum Action: String, CaseIterable { case logIn }
///
///     func perform(_ action: Action) {
///         switch action {
///         case .logIn: viewModel.logIn(email: email.text)
///         }
///     }
/// }
///
/// let screen = try LoginScreen.instantiate(with: LoginViewModel(), from: library)
/// screen.email.text = "ada@example.com"
/// try (screen.element(withID: "login", as: ButtonElement.self))?.tap()   // performs .logIn
/// ```
///
/// A screen without dependencies overrides ``SceneScreen/init(outlets:)`` instead, and is built
/// with ``instantiate()`` or ``instantiate(from:)``.
@MainActor
public protocol Instantiable: SceneScreen {
    /// What the screen receives when it is built, besides its outlets: a view-model, or a struct of
    /// whatever the screen needs. `Void` (the default) for a screen that needs nothing.
    associatedtype Dependencies = Void

    /// The actions the screen handles with ``perform(_:)``, one case per action name the scene's
    /// elements send: a `String`-backed `CaseIterable` enum (a `public` one also says `Sendable`,
    /// which Swift infers for the others). By default ``NoSceneActions``, which has no cases.
    associatedtype Action: RawRepresentable & CaseIterable & Sendable = NoSceneActions
    where Action.RawValue == String

    /// The scene file's name without `.json`; by default the type's name.
    static var sceneName: String { get }

    /// The library ``instantiate()`` and ``instantiate(with:)`` read from; by default
    /// ``SceneLibrary/standard``.
    static var sceneLibrary: SceneLibrary { get }

    /// Action handlers by action name, the string-keyed counterpart of ``Action``, for names that
    /// are not Swift identifiers or handlers shared between names. The default has none. It is
    /// read when the first screen of the type is built from a scene, and the handlers it gives are
    /// kept with that scene for every later screen, so a computed property that changes is not read
    /// again. A name found here is not looked up in ``Action``.
    static var actions: [String: (Self) -> () -> Void] { get }

    /// Creates the screen, taking its outlets from `outlets` and keeping `dependencies`.
    ///
    /// A screen with ``Dependencies`` implements it and calls ``SceneScreen/init(outlets:)``; a
    /// screen without inherits it from ``SceneScreen`` (a `final` class does; a class that is not
    /// final implements it as `required`).
    ///
    /// - Parameters:
    ///   - outlets: the scene's title and elements, by id.
    ///   - dependencies: what ``instantiate(with:from:)`` was given.
    /// - Throws: the ``SceneError`` of an outlet that is missing or of the wrong kind.
    init(outlets: SceneOutlets, dependencies: Dependencies) throws(SceneError)

    /// Handles `action`, sent by an element of the scene. The compiler's check that a `switch`
    /// over ``Action`` is exhaustive makes sure every declared action has a handler.
    func perform(_ action: Action)
}

// MARK: - Default implementations

extension Instantiable {
    public static var sceneName: String { String(describing: self) }

    public static var sceneLibrary: SceneLibrary { .standard }

    public static var actions: [String: (Self) -> () -> Void] { [:] }

    /// Builds the screen from its scene in ``sceneLibrary``, handing it `dependencies`.
    ///
    /// - Parameter dependencies: the screen's ``Dependencies``.
    /// - Returns: a screen whose outlets and actions are bound and whose ``SceneScreen/awake()``
    ///   has run.
    /// - Throws: a ``SceneError``; no screen is returned unless every binding holds.
    public static func instantiate(with dependencies: Dependencies) throws(SceneError) -> Self {
        try instantiate(with: dependencies, from: sceneLibrary)
    }

    /// Builds the screen from its scene in `library`, handing it `dependencies`.
    ///
    /// The scene is read once and cached by the library. Every action the scene's elements send
    /// is checked against ``actions`` and ``Action`` before the screen is created (once per scene
    /// and type; the handlers found are kept with the scene), and every outlet while it is created. Then the actions are bound and ``SceneScreen/awake()`` runs, once,
    /// before the screen is returned.
    ///
    /// - Parameters:
    ///   - dependencies: the screen's ``Dependencies``.
    ///   - library: where the scene file is read from.
    /// - Returns: a screen whose outlets and actions are bound and whose ``SceneScreen/awake()``
    ///   has run.
    /// - Throws: a ``SceneError``; no screen is returned unless every binding holds.
    public static func instantiate(
        with dependencies: Dependencies, from library: SceneLibrary
    ) throws(SceneError) -> Self {
        let scene = try library.scene(named: sceneName)
        // Every handler is resolved before anything is built, so a missing one builds no screen;
        // once per scene and type, then kept with the scene (see `SceneActionPlan`).
        let plan = try scene.actionPlan(for: self) { () throws(SceneError) in try makeActionPlan(for: scene) }
        var elements: [SceneElement] = []
        elements.reserveCapacity(scene.elements.count)
        for element in scene.elements { elements.append(SceneElement.make(from: element)) }
        let screen = try Self(
            outlets: SceneOutlets(scene: scene, elements: elements, screenType: self),
            dependencies: dependencies)
        // Weak: the screen owns its elements, and a renderer may keep an element longer.
        let holder = WeakScreenHolder()
        holder.screen = screen
        let observers = library.actionObservers
        for entry in plan.entries {
            let perform = entry.perform
            let element = elements[entry.index]
            // The element's id and action, not the element: it holds this closure.
            let elementID = element.id
            let action = element.actionName ?? ""
            element.actionHandler = {
                guard let screen = holder.screen else { return }
                if observers.hasObservers {
                    observers.deliver(
                        SceneActionEvent(
                            screen: screen.id, scene: screen.scene.name, element: elementID, action: action))
                }
                perform(screen)
            }
        }
        screen.awake()
        // A metadata comparison: screens without dependencies, the common case, skip the search.
        if Dependencies.self != Void.self { screen.attachHelpers(in: dependencies) }
        return screen
    }
}

extension Instantiable where Dependencies == Void {
    /// Builds the screen from its scene in ``sceneLibrary``.
    ///
    /// - Returns: a screen whose outlets and actions are bound and whose ``SceneScreen/awake()``
    ///   has run.
    /// - Throws: a ``SceneError``; no screen is returned unless every binding holds.
    public static func instantiate() throws(SceneError) -> Self {
        try instantiate(with: (), from: sceneLibrary)
    }

    /// Builds the screen from its scene in `library`; see ``instantiate(with:from:)``.
    ///
    /// - Parameter library: where the scene file is read from.
    /// - Returns: a screen whose outlets and actions are bound and whose ``SceneScreen/awake()``
    ///   has run.
    /// - Throws: a ``SceneError``; no screen is returned unless every binding holds.
    public static func instantiate(from library: SceneLibrary) throws(SceneError) -> Self {
        try instantiate(with: (), from: library)
    }
}

extension Instantiable where Action == NoSceneActions {
    /// Never called: ``NoSceneActions`` has no cases.
    public func perform(_ action: Action) {}
}

/// The screen an instantiated screen's action handlers call, held weakly: the screen owns its
/// elements and so their handlers, and a renderer may keep an element longer than the screen.
@MainActor
private final class WeakScreenHolder {
    weak var screen: SceneScreen?
}
