/// A screen, or the view-model behind it, that offers the user controls: the buttons, fields,
/// toggles and lists a user acts on, as ``SceneElement``s built in code.
///
/// A ``SceneScreen`` offers the elements of its scene file; any other ``Screen`` adopts this
/// protocol to offer its own. Everything that acts as the user reads one declaration,
/// ``Screen/offeredElements``: `SimulatedUser`, `NavigationExplorer` and a renderer that draws
/// elements, so a test, a crawl and a person see the same controls.
///
/// Declare the elements once, in a `lazy var`, so the same element objects stay on the screen (a
/// renderer observes them). Their actions run closures; capture the screen `unowned` or `weak`,
/// as the screen keeps its elements:
///
/// ```swift
/// final class WelcomeScreen: Screen, ElementProviding {
///     var onContinue: () -> Void = {}
///
///     lazy var elements: [SceneElement] = [
///         ButtonElement("Continue") { [unowned self] in onContinue() }
///     ]
/// }
/// ```
///
/// A view-model can keep the elements instead, and the screen hands them on
/// (`var elements: [SceneElement] { viewModel.elements }`). A ``LabelElement``, ``TextFieldElement``
/// or ``ListElement`` created with a publisher (a view-model's `$name`) follows the value the
/// view-model publishes; a field's `onEdit` hands what the user types back.
///
/// To show or hide one control, set its ``SceneElement/isHidden``. To change the list itself at
/// run time, keep it in an observable property and announce each new list with
/// ``observeElementList(_:)``, so a renderer inserts and removes controls:
///
/// ```swift
/// final class CartScreen: Screen, ElementProviding {
///     @HeadlessFlow.Observable var elements: [SceneElement] = [LabelElement(id: "empty", text: "No items")]
///
///     func observeElementList(_ onChange: @escaping @MainActor () -> Void) -> ObservationToken? {
///         $elements.dropFirst().sinkOnMainActor { _ in onChange() }
///     }
/// }
/// ```
@MainActor
public protocol ElementProviding: AnyObject {
    /// The controls the screen has, in the order a renderer draws them, hidden ones included.
    /// Return the same objects on every read.
    var elements: [SceneElement] { get }

    /// Calls `onChange` after each change to ``elements`` (an element added, removed or moved),
    /// until the returned token is cancelled or released; `nil` when the list never changes.
    ///
    /// A renderer (``SceneDrawing``) calls it once and reads ``elements`` again in `onChange`.
    /// Changes to an element's own state are announced by the element
    /// (``SceneElement/observeChanges(_:)``), not here.
    ///
    /// - Parameter onChange: Runs on the main actor after the new list is readable.
    /// - Returns: The token that keeps the observation alive, or `nil` for a fixed list.
    func observeElementList(_ onChange: @escaping @MainActor () -> Void) -> ObservationToken?
}

// MARK: - Default implementations

extension ElementProviding {
    /// A fixed list: no announcements.
    public func observeElementList(_ onChange: @escaping @MainActor () -> Void) -> ObservationToken? {
        nil
    }
}

extension SceneScreen: ElementProviding {}

extension Screen {
    /// The controls this screen offers the user: its ``ElementProviding/elements`` that are not
    /// hidden (``SceneElement/isHidden``) when it adopts ``ElementProviding`` (every
    /// ``SceneScreen`` does), otherwise none. `SimulatedUser`, `NavigationExplorer`, the terminal
    /// demo and ``SceneDrawing`` all read it, so none of them offers a hidden control.
    public var offeredElements: [SceneElement] {
        (self as? ElementProviding)?.elements.filter { !$0.isHidden } ?? []
    }
}
